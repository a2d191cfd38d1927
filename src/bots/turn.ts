/**
 * What every level shares: when a seat has something to do, its picture of the match
 * (picture.ts), and the plays its hand allows now — new melds, additions to the line's melds,
 * discards — each checked by the engine's own `check` on the picture, so a bot only ever
 * proposes what the rules accept. The levels differ in which of these they choose.
 */
import {
  type Action,
  cardValue,
  check,
  DECK,
  isWildNotation,
  type MatchState,
  makeCard,
  makeLetterCard,
  makeWildCard,
  parseCard,
  type Ruleset,
  type SeatView,
  variantOf,
  type Wild,
} from "../engine";
import { discardError } from "../engine/game";
import { additionCandidates } from "../engine/legal";
import type { FoundWord, Lexicon } from "../lexicon/types";
import { pictureOf } from "./picture";

/** One decision of one seat: its view, its picture and the rest of the contract's inputs. */
export interface Turn {
  readonly view: SeatView;
  readonly seat: number;
  readonly picture: MatchState;
  readonly rules: Ruleset;
  readonly lexicon: Lexicon;
  readonly random: () => number;
}

/**
 * The contract's fixed answers (types.ts): nothing while another seat plays, while a word is
 * with the judge or once the match is won; `nextDeal` once a deal is over. Otherwise the
 * level's own choice, which is checked once more: a level's slip falls back to a legal move.
 */
export function decideTurn(view: SeatView, rules: Ruleset, lexicon: Lexicon, random: () => number, choose: (turn: Turn) => Action): Action | null {
  if (view.seat === null || view.winner || view.judgement) return null;
  if (view.phase === "over") return { do: "nextDeal" };
  if (view.turn !== view.seat) return null;
  const turn: Turn = { view, seat: view.seat, picture: pictureOf(view, rules), rules, lexicon, random };
  const action = choose(turn);
  return isLegal(turn, action) ? action : fallback(turn);
}

export function isLegal(turn: Turn, action: Action): boolean {
  return check(turn.picture, turn.seat, action, turn.lexicon) === null;
}

/** A legal move whatever the hand: draw (or pick up), else the first card that may go. */
function fallback(turn: Turn): Action {
  if (turn.view.phase === "draw") return isLegal(turn, { do: "draw" }) ? { do: "draw" } : { do: "pickup" };
  const discard = discardable(turn)[0];
  return discard === undefined ? { do: "timeout" } : { do: "discard", card: discard };
}

/** The kinds of hand card (notation) that may be discarded now, each once, in hand order. */
export function discardable(turn: Turn): string[] {
  const hand = turn.picture.deal.hands[turn.seat]!;
  const out: string[] = [];
  for (const name of new Set(turn.view.hand)) {
    const id = hand.find((c) => makeCard(c) === name);
    if (id !== undefined && discardError(turn.picture, turn.seat, id) === null) out.push(name);
  }
  return out;
}

/** Card points (Art. 5, the engine's `cardValue`) per kind in notation: "R:A", "P", "J". */
const POINTS: ReadonlyMap<string, number> = new Map(DECK.map((_, id) => [makeCard(id), cardValue(id)]));

/** The points of a hand card named in notation (a wild's letter, J=S, ignored). */
export function pointsOf(name: string): number {
  return POINTS.get(name) ?? POINTS.get(parseCard(name)?.key ?? "") ?? 0;
}

/** The letters of one colour in the hand, as one string. */
export function lettersOf(hand: readonly string[], colour: "R" | "N"): string {
  let letters = "";
  for (const name of hand) if (name[0] === colour && name[1] === ":") letters += name[2];
  return letters;
}

/** A meld or an addition the hand can make now, legal on the picture. */
export interface Play {
  action: Extract<Action, { do: "meld" | "add" }>;
  word: string;
  /** The hand cards it uses (notation without a wild's letter). */
  cards: string[];
  /** Card points leaving the hand. */
  value: number;
  wild: boolean;
  /** The meld's length before (0 for a new meld) and after. */
  before: number;
  after: number;
  /** The meld had a wild before (additions). */
  dirtyBefore: boolean;
}

export interface MeldSearch {
  wilds: boolean;
  /** Words per colour and wild choice to consider. */
  limit: number;
  sortBy: "value" | "length";
  minLength?: number;
}

/** New melds (Art. 4.2): per colour, the best words of the hand's letters, with a wild or not. */
export function meldPlays(turn: Turn, search: MeldSearch): Play[] {
  const hand = turn.view.hand;
  const wilds: (Wild | null)[] = [null];
  if (search.wilds && hand.includes(makeWildCard("jolly"))) wilds.push("jolly");
  if (search.wilds && hand.includes(makeWildCard("pinella"))) wilds.push("pinella");
  const plays: Play[] = [];
  for (const colour of ["R", "N"] as const) {
    const letters = lettersOf(hand, colour);
    if (letters.length < 2) continue;
    for (const wild of wilds) {
      if (wild === null && letters.length < 3) continue;
      const found = turn.lexicon.findWords(letters, wild, {
        profile: turn.rules.wordProfile,
        limit: search.limit,
        sortBy: search.sortBy,
        minLength: search.minLength ?? 3,
      });
      for (const f of found) {
        const play = meldPlay(f, colour, wild);
        if (isLegal(turn, play.action)) plays.push(play);
      }
    }
  }
  return plays;
}

/** A found word as a new meld of `colour` (the wild, if any, named with its letter: J=S). */
export function meldPlay(f: FoundWord, colour: "R" | "N", wild: Wild | null): Play {
  const named = [...f.word].map((letter, i) => (i === f.wildAt ? makeWildCard(wild!, letter) : makeLetterCard(colour, letter)));
  const cards = named.map((n) => parseCard(n)!.key);
  return {
    action: { do: "meld", cards: named },
    word: f.word,
    cards,
    value: cards.reduce((sum, c) => sum + pointsOf(c), 0),
    wild: f.wildAt !== null,
    before: 0,
    after: f.word.length,
    dirtyBefore: false,
  };
}

/** One hand card added to a line's meld where it makes a word (the engine's candidates). */
export function singleAdditions(turn: Turn, wilds: boolean): Play[] {
  const deal = turn.picture.deal;
  const line = turn.view.lines[turn.view.lineOfSeat[turn.seat]!]!;
  const plays: Play[] = [];
  for (const action of additionCandidates(turn.picture, turn.seat, deal.hands[turn.seat]!, turn.lexicon, { wilds })) {
    if (action.do !== "add") continue;
    const meld = line.melds[action.meld]!;
    const card = action.cards[0]!;
    if (!isLegal(turn, action)) continue;
    plays.push({
      action,
      word: action.word,
      cards: [card],
      value: pointsOf(card),
      wild: isWildNotation(card),
      before: meld.length,
      after: meld.length + 1,
      dirtyBefore: meld.cards.some(isWildNotation),
    });
  }
  return plays;
}

/**
 * Several hand cards added at once (Art. 4.7: the cards down keep their order): words of
 * the meld's letters plus the hand's letters of its colour that use every letter of the meld.
 */
export function multiAdditions(turn: Turn, options: { wilds: boolean; limit: number }): Play[] {
  const hand = turn.view.hand;
  const line = turn.view.lines[turn.view.lineOfSeat[turn.seat]!]!;
  const plays: Play[] = [];
  line.melds.forEach((meld, index) => {
    const letterCard = meld.cards.find((c) => !isWildNotation(c));
    if (!letterCard) return;
    const colour = letterCard[0] as "R" | "N";
    const pool = lettersOf(hand, colour);
    const dirty = meld.cards.some(isWildNotation);
    const wilds: (Wild | null)[] = [null];
    if (options.wilds && !dirty && hand.includes(makeWildCard("jolly"))) wilds.push("jolly");
    if (options.wilds && !dirty && hand.includes(makeWildCard("pinella"))) wilds.push("pinella");
    for (const wild of wilds) {
      if (pool.length + (wild ? 1 : 0) < 2) continue;
      const found = turn.lexicon.findWords(meld.word + pool, wild, {
        profile: turn.rules.wordProfile,
        mustContain: meld.word,
        minLength: meld.length + 2,
        limit: options.limit,
        sortBy: "length",
      });
      for (const f of found) {
        const added = addedLetters(f, meld.word);
        if (added === null) continue;
        const cards = added.map((l) => makeLetterCard(colour, l));
        if (f.wildAt !== null) cards.push(makeWildCard(wild!));
        const action: Play["action"] = { do: "add", meld: index, cards, word: f.word };
        if (!isLegal(turn, action)) continue;
        plays.push({
          action,
          word: f.word,
          cards,
          value: cards.reduce((sum, c) => sum + pointsOf(c), 0),
          wild: f.wildAt !== null,
          before: meld.length,
          after: f.word.length,
          dirtyBefore: dirty,
        });
      }
    }
  });
  return plays;
}

/** The letters of `f.word` beyond the meld's (the wild's letter apart), or null if it drops one. */
function addedLetters(f: FoundWord, meldWord: string): string[] | null {
  const counts = new Map<string, number>();
  for (const l of meldWord) counts.set(l, (counts.get(l) ?? 0) + 1);
  const added: string[] = [];
  [...f.word].forEach((l, i) => {
    if (i === f.wildAt) return;
    const n = counts.get(l) ?? 0;
    if (n > 0) counts.set(l, n - 1);
    else added.push(l);
  });
  // The wild stood for one of the meld's letters: then a meld letter is missing, refuse.
  for (const n of counts.values()) if (n > 0) return null;
  return added;
}

/** Seats of the lines other than the seat's. */
export function opponentLines(view: SeatView, seat: number): number[] {
  const own = view.lineOfSeat[seat]!;
  return view.lines.map((_, i) => i).filter((i) => i !== own && view.lines[i]!.seats.length > 0);
}

/**
 * An opponent about to close (Art. 6 A): its line has the pozzetto (Basic has none to take)
 * and a burraco and one of its seats holds few cards. Then cards left in hand will count
 * against us soon.
 */
export function opponentClosingSoon(view: SeatView, rules: Ruleset, seat: number, cards: number): boolean {
  const noPozzetti = !variantOf(rules).pozzetti;
  return opponentLines(view, seat).some((i) => {
    const line = view.lines[i]!;
    return (line.pozzettoTaken || noPozzetti) && line.melds.some((m) => m.burraco !== null) && line.seats.some((s) => view.handCounts[s]! <= cards);
  });
}

/** The events of the seat's current turn (public log), after its draw or pickup. */
export function playedThisTurn(view: SeatView, seat: number): number {
  let plays = 0;
  for (let i = view.log.length - 1; i >= 0; i--) {
    const e = view.log[i]!;
    if (e.deal !== view.dealNumber || e.seat !== seat) break;
    if (e.kind === "draw" || e.kind === "pickup") break;
    if (e.kind === "meld" || e.kind === "add") plays++;
  }
  return plays;
}
