/**
 * The game as data (boardgame.io style): plain, JSON-serialisable objects, so that the same
 * seed and actions give the same state byte for byte, and a state can be stored and replayed.
 * Card ids are those of cards.ts; hands and piles are arrays of ids.
 */
import type { ContestableAction } from "./actions";
import type { CardId } from "./cards";
import type { PublicEvent } from "./public-log";
import type { Ruleset } from "./ruleset";

export type Seat = number;

/** A meld in word order; `as[i]` is the letter a wild stands for (null for letter cards). */
export interface Meld {
  cards: CardId[];
  as: (string | null)[];
}

export interface Line {
  seats: Seat[];
  melds: Meld[];
  /** Index in `pozzetti` of the pozzetto this line took, or null. */
  pozzetto: number | null;
}

export interface Pozzetto {
  cards: CardId[];
  /** The line that took it, or null while it waits face down. */
  takenBy: number | null;
}

/** A pozzetto taken "con lo scarto": set aside, played from the owner's next turn (Art. 1.1). */
export interface PendingPozzetto {
  seat: Seat;
  cards: CardId[];
  /** Art. 10.26: the owner may look at it only once the partner has discarded. */
  visible: boolean;
}

export type Phase = "draw" | "play" | "over";

export interface DealEnd {
  /**
   * closed (Art. 6 A); stock: the tallone's last two cards (Art. 6 B.1); timeUp: the last round
   * after the time-out ended with the dealer's discard (Art. 7); void: the time-out came before
   * the deal's first draw, so the deal is not played and not scored (Art. 7).
   */
  reason: "closed" | "stock" | "timeUp" | "void";
  seat: Seat;
}

export interface DealState {
  /** 0-based number of this deal in the match: with the seed, it decides the cards. */
  number: number;
  dealer: Seat;
  turn: Seat;
  phase: Phase;
  /** Turns completed in this deal. */
  turnsPlayed: number;
  hands: CardId[][];
  /** Top first. */
  stock: CardId[];
  /** Bottom first: the last is the top card. */
  discard: CardId[];
  pozzetti: Pozzetto[];
  lines: Line[];
  /** seat → index in `lines`. */
  lineOfSeat: number[];
  pending: PendingPozzetto[];
  /** This turn: the card picked up when the pile had one card (Art. 4.4), else null. */
  pickedSingle: CardId | null;
  /** This turn: the player took the pozzetto al volo (40 s to play it, §7). */
  alVolo: boolean;
  /**
   * This turn: the seconds to play (§7, Art. 4.1), fixed by the hand once the player has
   * drawn or picked up, so that melding down does not shorten the turn. Null before that.
   */
  playSeconds: number | null;
  /** This turn: the player has melded or added. */
  played: boolean;
  /** Art. 4.5: consecutive turns that were only a one-card swap, and who must draw. */
  stallo: { swaps: number; mustDraw: Seat | null };
  closedBy: Seat | null;
  end: DealEnd | null;
  /**
   * The giudice di lingua (judgement.ts, RULES §9). Absent at tables without a judge and in
   * states stored before it existed: read as null / empty. Never mutated, only replaced.
   * `judgement`: the pending request ("parola al giudice"); every other action waits.
   */
  judgement?: Judgement | null;
  /** The plays that can still be challenged: this turn's, until the next player acts (Art. 8). */
  window?: ChallengeWindow | null;
  /** Per seat: ids of hand cards that are penalised (Art. 10.11): not playable, discarded first. */
  penalised?: CardId[][];
  /** Art. 9.1, 10.2: this seat may only discard to end its turn (tournament judge). */
  mustDiscard?: Seat | null;
  /**
   * The words the judge rejected on a contest, with the turn (`turnsPlayed`) it was in: the
   * same turn may not send them to the judge again (RULES §9: the judge has decided).
   */
  rejected?: { turn: number; words: string[] } | null;
  /**
   * Per seat: the hints asked for in this deal (hints.ts). Absent until the first one (and at
   * tables without hints): read as 0. Never mutated, only replaced.
   */
  hintsUsed?: number[];
  /**
   * Art. 7: the turn's time is up (`timeUp`): how many discards of the dealer are still to come
   * before the deal ends (the round in progress, then the last round). Absent or null while
   * the time is not up.
   */
  dealerDiscardsLeft?: number | null;
}

/** A request to the giudice di lingua, public: everyone sees it (judgement.ts). */
export interface Judgement {
  kind: "contest" | "challenge";
  /** Who asked: the mover (contest) or the challenging opponent. The ruling is logged under this seat. */
  by: Seat;
  /** Whose word it is. */
  against: Seat;
  line: number;
  /** The meld concerned (challenge, or contest of an addition); null for new melds. */
  meld: number | null;
  /** The word(s) under judgement, in card letters. */
  words: string[];
  /** The cards laid for them, in notation (a wild with its letter: J=S). */
  cards: string[];
  /** Contest: the play waiting for the ruling (its cards are still in the hand / pile). */
  action: ContestableAction | null;
  /** Challenge: found after the culprit's discard (Art. 8 §2, Art. 10.4), else before it. */
  afterDiscard: boolean;
}

/** One play of the window: meld `meld` of the window's line became `word` by adding `cards`. */
export interface WindowPlay {
  meld: number;
  /** The meld before this play; null when the play opened it. */
  before: Meld | null;
  word: string;
  cards: string[];
  /** The judge already ruled on it (an approved contest): it cannot be challenged. */
  judged: boolean;
}

export interface ChallengeWindow {
  seat: Seat;
  line: number;
  plays: WindowPlay[];
}

export interface DealScore {
  line: number;
  seats: Seat[];
  total: number;
  /** Clean +200, dirty +100 per burraco. */
  burraco: number;
  /** +50 for every 2 cards beyond 7 in a clean burraco. */
  bonus: number;
  closing: number;
  /** The value of every card in the line's melds. */
  melds: number;
  /** Minus the cards in the line's hands, including a pozzetto taken and not played. */
  hand: number;
  /** −100 when the line never took a pozzetto. */
  pozzetto: number;
  /** Minus the cost of the hints its seats asked for (hints.ts); only at tables with hints. */
  hints?: number;
}

export interface MatchState {
  rules: Ruleset;
  seed: string;
  /** The dealer of deal 0; it rotates clockwise (Art. 3.3). */
  firstDealer: Seat;
  deal: DealState;
  /** Scores of the finished deals, in order. */
  scores: DealScore[][];
  /** Running total per seat (a seat scores its line's points). */
  totals: number[];
  /** Actions applied so far: a client's version number. */
  version: number;
  winner: { seats: Seat[] } | null;
  /**
   * The last public events (public-log.ts), oldest first. Missing in states stored before it
   * existed, and in scenario positions: read as []. Replaced, never mutated, by `play`.
   */
  log?: PublicEvent[];
}

/**
 * A deep copy for `play` to work on: every array the engine mutates is copied, the ruleset,
 * finished deal scores and the public log (never mutated, only replaced) are shared. Several times faster than
 * structuredClone, which dominated simulations. Key order is kept, so JSON stays identical.
 */
export function cloneMatch(match: MatchState): MatchState {
  const d = match.deal;
  const deal: DealState = {
    ...d,
    hands: d.hands.map((h) => h.slice()),
    stock: d.stock.slice(),
    discard: d.discard.slice(),
    pozzetti: d.pozzetti.map((p) => ({ ...p, cards: p.cards.slice() })),
    lines: d.lines.map((l) => ({ ...l, seats: l.seats.slice(), melds: l.melds.map((m) => ({ ...m, cards: m.cards.slice(), as: m.as.slice() })) })),
    lineOfSeat: d.lineOfSeat.slice(),
    pending: d.pending.map((p) => ({ ...p, cards: p.cards.slice() })),
    stallo: { ...d.stallo },
    end: d.end === null ? null : { ...d.end },
  };
  return { ...match, deal, scores: match.scores.slice(), totals: match.totals.slice() };
}
