/**
 * What a player can do (RULES §3-5), as plain data. Cards are named in the compact notation
 * of cards.ts; any card of the named kind in the hand may be used.
 */
export type Action =
  /** Draw the top card of the tallone. */
  | { do: "draw" }
  /** Pick up the whole monte scarti. */
  | { do: "pickup" }
  /** Open a meld: the cards in word order, each wild with its letter (J=S, P=A). */
  | { do: "meld"; cards: string[] }
  /** Add cards to the line's meld number `meld`, making `word`. */
  | { do: "add"; meld: number; cards: string[]; word: string }
  /** Discard one card: the turn ends (closing, when it is the last card and the line may close). */
  | { do: "discard"; card: string }
  /**
   * Gioco al monte (Art. 10.17, optional): instead of drawing, open melds with hand cards
   * together with cards of the monte scarti, leaving at most one card on it. `melds` lists
   * each meld's cards in word order; `pile` lists which of those cards come from the pile.
   */
  | { do: "monte"; melds: string[][]; pile: string[] }
  /**
   * Suggerimento (issue #16, hints.ts): the seat to play asks for one word its hand can make.
   * Counted and scored; the word goes to that seat alone, outside the state.
   */
  | { do: "hint" }
  /** The time ran out (§7): the card of highest value is discarded for the player. */
  | { do: "timeout" }
  /**
   * Time-out of a tournament turn (Art. 7, RULES §7), played by the server for the direzione di
   * gara when the turn's time is up, from any seat, at any moment of a timed match (`deals`
   * set), a request to the judge pending or not. The round in progress ends with the dealer's
   * discard, then one last full round is played, the dealer last; then the deal is scored and
   * no new deal starts. Before the deal's first draw (or between deals) the deal is not played
   * and the match ends on the deals already played.
   */
  | { do: "timeUp" }
  /** After a deal has ended: deal the next one. */
  | { do: "nextDeal" }
  /**
   * Parola al giudice (RULES §9; judgement.ts): the mover sends to the judge a meld, an
   * addition or a gioco al monte that breaks no rule but its word. The game waits.
   */
  | { do: "contest"; action: ContestableAction }
  /** An opponent challenges the word of the line's meld `meld`, made in the open window (Art. 8). */
  | { do: "challenge"; line: number; meld: number }
  /**
   * The judge's ruling on the pending request, about the WORD: approve = the word stands.
   * Logged under the seat that opened the request (`judgement.by`). `reason`, the judge's
   * words, goes to every seat with the ruling (the public log); the state does not depend on it.
   */
  | { do: "ruling"; approve: boolean; reason?: string };

export type ContestableAction = Extract<Action, { do: "meld" | "add" | "monte" }>;
