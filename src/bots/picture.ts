/**
 * The seat's picture of the match: a MatchState made from its SeatView alone, so that the
 * engine's own `check`, `discardError` and `legalActions` can judge the seat's moves. Every
 * card the seat cannot see (other hands, the tallone, pozzetti face down, a pending pozzetto
 * not yet visible, Art. 10.26) is filled by a fixed rule: the lowest card ids left over once
 * the visible cards have theirs. Two matches that give the same view give the same picture.
 *
 * Why this is enough: the rules of a seat's own move read only public facts (turn, phase,
 * turns played, hand counts, tallone count, the monte scarti, melds, pozzetti taken, the
 * stallo, the tournament judge's `mustDiscard`, penalised cards, the words the judge
 * rejected this turn) and the seat's own hand; which hidden card sits where never decides
 * whether a move of this seat is legal. Identical cards are interchangeable (cards.ts), so
 * any id of the right kind stands for the card seen.
 */
import {
  type CardId,
  DECK,
  type DealState,
  type Line,
  type MatchState,
  makeCard,
  type Meld,
  parseCard,
  type Ruleset,
  type SeatView,
  variantOf,
} from "../engine";

/** Card ids of each kind ("R:A", "P", "J"), lowest first. */
const IDS_OF_KIND: ReadonlyMap<string, readonly CardId[]> = (() => {
  const map = new Map<string, CardId[]>();
  DECK.forEach((_, id) => {
    const key = makeCard(id);
    const ids = map.get(key) ?? [];
    ids.push(id);
    map.set(key, ids);
  });
  return map;
})();

/** Hands out concrete ids of the ruleset's deck for the cards the seat sees, then the unseen rest, lowest first. */
class IdPool {
  readonly #used: boolean[];
  readonly #size: number;
  #next = 0;

  constructor(deckSize: number) {
    this.#size = deckSize;
    this.#used = new Array<boolean>(deckSize).fill(false);
  }

  /** An unused id of the kind named (notation, a wild's letter ignored). */
  take(name: string): { id: CardId; as: string | null } {
    const parsed = parseCard(name);
    const ids = parsed ? IDS_OF_KIND.get(parsed.key) : undefined;
    const id = ids?.find((candidate) => candidate < this.#size && !this.#used[candidate]);
    if (id === undefined) throw new Error(`picture: troppe carte ${name}`);
    this.#used[id] = true;
    return { id, as: parsed!.as };
  }

  /** `count` unused ids, lowest first: the cards the seat cannot see. */
  unseen(count: number): CardId[] {
    const out: CardId[] = [];
    while (out.length < count) {
      while (this.#used[this.#next]) this.#next++;
      if (this.#next >= this.#size) throw new Error("picture: mancano carte");
      this.#used[this.#next] = true;
      out.push(this.#next);
    }
    return out;
  }
}

/** The match as the seat `view.seat` can know it (see the module comment). */
export function pictureOf(view: SeatView, rules: Ruleset): MatchState {
  const seat = view.seat;
  if (seat === null) throw new Error("picture: serve un posto");
  const pool = new IdPool(variantOf(rules).deckSize);
  const ids = (names: readonly string[]): CardId[] => names.map((name) => pool.take(name).id);
  const hand = ids(view.hand);
  const discard = ids(view.discard);
  const lines: Line[] = view.lines.map((line, index) => {
    const melds: Meld[] = line.melds.map((m) => {
      const taken = m.cards.map((name) => pool.take(name));
      return { cards: taken.map((t) => t.id), as: taken.map((t) => t.as) };
    });
    const pozzetto = view.pozzetti.findIndex((p) => p.takenBy === index);
    return { seats: [...line.seats], melds, pozzetto: line.pozzettoTaken ? (pozzetto >= 0 ? pozzetto : index) : null };
  });
  const ownPending = view.pending.map((p) => (p.cards === null ? null : ids(p.cards)));
  const hands = view.handCounts.map((count, s) => (s === seat ? hand : pool.unseen(count)));
  const pending = view.pending.map((p, i) => ({ seat: p.seat, cards: ownPending[i] ?? pool.unseen(p.count), visible: ownPending[i] !== null }));
  const pozzetti = view.pozzetti.map((p) => ({ cards: p.takenBy === null ? pool.unseen(p.size) : [], takenBy: p.takenBy }));
  const stock = pool.unseen(view.stockCount);
  const deal: DealState = {
    number: view.dealNumber,
    dealer: view.dealer,
    turn: view.turn,
    phase: view.phase,
    turnsPlayed: view.turnsPlayed,
    hands,
    stock,
    discard,
    pozzetti,
    lines,
    lineOfSeat: [...view.lineOfSeat],
    pending,
    pickedSingle: view.pickedSingle === null ? null : pickedId(view.pickedSingle, hand),
    alVolo: false,
    playSeconds: null,
    played: false,
    stallo: { swaps: 0, mustDraw: view.stalloMustDraw },
    closedBy: null,
    end: view.end,
    judgement: null,
    window: null,
    penalised: view.penalised.map((names, s) => (s === seat ? markPenalised(hand, names) : [])),
    mustDiscard: view.mustDiscard,
    rejected: { turn: view.turnsPlayed, words: [...view.ruledOut] },
  };
  return {
    rules,
    seed: "",
    firstDealer: 0,
    deal,
    scores: view.history,
    totals: [...view.totals],
    version: view.version,
    winner: view.winner,
    log: [],
  };
}

/**
 * Art. 4.4: the card picked up alone. In the real hand it is the last card of its kind (the
 * game plays the first matching card), so while the hand holds one of its kind the picture
 * says it is there: at worst stricter than the truth (after a pozzetto al volo), never looser.
 */
function pickedId(name: string, hand: readonly CardId[]): CardId {
  const key = parseCard(name)!.key;
  const inHand = hand.filter((id) => makeCard(id) === key);
  if (inHand.length > 0) return inHand[inHand.length - 1]!;
  return IDS_OF_KIND.get(key)!.find((id) => !hand.includes(id))!;
}

/** Art. 10.11: the seat's penalised cards, marked on the last ids of each kind in the hand (as the judge does). */
function markPenalised(hand: readonly CardId[], names: readonly string[]): CardId[] {
  const marked: CardId[] = [];
  for (const name of names) {
    const key = parseCard(name)?.key;
    for (let i = hand.length - 1; i >= 0; i--) {
      const id = hand[i]!;
      if (makeCard(id) === key && !marked.includes(id)) {
        marked.push(id);
        break;
      }
    }
  }
  return marked.sort((a, b) => a - b);
}
