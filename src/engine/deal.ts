/**
 * Dealing a smazzata (Art. 3.3-3.4, RULES §2): from the seeded shuffle of (seed, deal
 * number), so a tournament can give every table the same cards.
 *
 * The deck is shuffled (index 0 is the top), or, for a scripted deal (the lesson, src/lesson),
 * stacked: a seed `mazzo:…` writes the first deal's deck out card by card (`stackedSeed`). The pozzetti are built from the bottom, one
 * card at a time alternately; the dealer deals 11 cards to each player one at a time,
 * clockwise from the player on the dealer's left (the *servito*, who plays first); the next
 * card is turned up as the monte scarti; the rest is the tallone.
 *   2 players: 22 + 2×11 + 1 + 71    4 players: 44 + 2×11 + 1 + 49
 *   3 players: 33 + 18 + 11 + 1 + 53 ("18+11") or 33 + 3×11 + 1 + 49 ("3x11")
 */
import { type CardId, DECK_SIZE } from "./cards";
import { randomStream, shuffle } from "./rng";
import type { Ruleset } from "./ruleset";
import type { DealState, Line, Seat } from "./state";

export const HAND_SIZE = 11;

/** Seat → line: 2 players and 3 players each their own; 4 players 0-2 against 1-3. */
export function initialLines(players: number): Line[] {
  if (players === 4) {
    return [
      { seats: [0, 2], melds: [], pozzetto: null },
      { seats: [1, 3], melds: [], pozzetto: null },
    ];
  }
  return Array.from({ length: players }, (_, seat) => ({ seats: [seat], melds: [], pozzetto: null }));
}

export function pozzettoSizes(rules: Ruleset): number[] {
  if (rules.players !== 3) return [HAND_SIZE, HAND_SIZE];
  return rules.threePlayerPozzetti === "18+11" ? [18, 11] : [HAND_SIZE, HAND_SIZE, HAND_SIZE];
}

/** The prefix of a stacked seed: the first deal's deck follows, top first, two base-36 digits a card. */
const STACKED = "mazzo:";

/**
 * The deck of a deal: the same for every table sharing the seed. A stacked seed gives its
 * first deal's deck as written; its later deals are shuffled from the whole seed like any other.
 */
export function shuffledDeck(seed: string, dealNumber: number): CardId[] {
  if (dealNumber === 0 && seed.startsWith(STACKED)) return stackedDeck(seed);
  const ids = Array.from({ length: DECK_SIZE }, (_, id) => id);
  return shuffle(ids, randomStream(seed, `smazzata ${dealNumber}`));
}

/** The seed that deals `deck` (every card once, top first) as its first deal. */
export function stackedSeed(deck: readonly CardId[]): string {
  checkWholeDeck(deck);
  return STACKED + deck.map((id) => id.toString(36).padStart(2, "0")).join("");
}

function stackedDeck(seed: string): CardId[] {
  const digits = seed.slice(STACKED.length);
  const deck = Array.from({ length: digits.length / 2 }, (_, i) => Number.parseInt(digits.slice(2 * i, 2 * i + 2), 36));
  checkWholeDeck(deck);
  return deck;
}

function checkWholeDeck(deck: readonly CardId[]): void {
  const seen = new Set(deck);
  if (deck.length !== DECK_SIZE || seen.size !== DECK_SIZE || deck.some((id) => !Number.isInteger(id) || id < 0 || id >= DECK_SIZE)) {
    throw new RangeError(`mazzo preparato: servono le ${DECK_SIZE} carte, ognuna una volta`);
  }
}

/** Where the cards of a deal should end up: hands and pozzetti in dealing order, the card turned up, the tallone's top cards. */
export interface DealLayout {
  hands: CardId[][];
  pozzetti: CardId[][];
  discard: CardId;
  /** The first cards of the tallone, top first; the cards named nowhere follow, by id. */
  stock: CardId[];
}

/**
 * The deck that `dealCards` turns into `layout` with this dealer: the deal of the deck of
 * positions 0-115 tells where each place is dealt from, so the dealing order is written once.
 */
export function stackDeck(rules: Ruleset, dealer: Seat, layout: DealLayout): CardId[] {
  const positions = dealFromDeck(
    rules,
    Array.from({ length: DECK_SIZE }, (_, position) => position),
    0,
    dealer,
  );
  const deck = new Array<CardId | undefined>(DECK_SIZE).fill(undefined);
  const place = (slots: readonly number[], cards: readonly CardId[], what: string) => {
    if (cards.length > slots.length || (what !== "tallone" && cards.length !== slots.length)) {
      throw new RangeError(`mazzo preparato: ${what} ha ${slots.length} carte, non ${cards.length}`);
    }
    cards.forEach((card, i) => {
      deck[slots[i]!] = card;
    });
  };
  for (const [seat, slots] of positions.hands.entries()) place(slots, layout.hands[seat] ?? [], `la mano del posto ${seat + 1}`);
  for (const [i, p] of positions.pozzetti.entries()) place(p.cards, layout.pozzetti[i] ?? [], `il pozzetto ${i + 1}`);
  place(positions.discard, [layout.discard], "il monte scarti");
  place(positions.stock, layout.stock, "tallone");
  const named = new Set(deck.filter((id) => id !== undefined));
  const rest = Array.from({ length: DECK_SIZE }, (_, id) => id).filter((id) => !named.has(id));
  const full = deck.map((id) => id ?? rest.shift()!);
  checkWholeDeck(full);
  return full;
}

export function dealerOf(firstDealer: Seat, dealNumber: number, players: number): Seat {
  return (firstDealer + dealNumber) % players;
}

export function dealCards(rules: Ruleset, seed: string, dealNumber: number, dealer: Seat): DealState {
  return dealFromDeck(rules, shuffledDeck(seed, dealNumber), dealNumber, dealer);
}

function dealFromDeck(rules: Ruleset, deck: readonly CardId[], dealNumber: number, dealer: Seat): DealState {
  const sizes = pozzettoSizes(rules);
  const pozzetti = sizes.map(() => [] as CardId[]);
  // From the bottom, alternately, skipping a pozzetto once it is full.
  let bottom = deck.length - 1;
  for (let placed = 0, total = sizes.reduce((a, b) => a + b, 0); placed < total; ) {
    for (let p = 0; p < sizes.length; p++) {
      if (pozzetti[p]!.length < sizes[p]!) {
        pozzetti[p]!.push(deck[bottom--]!);
        placed++;
      }
    }
  }
  const players = rules.players;
  const hands = Array.from({ length: players }, () => [] as CardId[]);
  let top = 0;
  for (let round = 0; round < HAND_SIZE; round++) {
    for (let k = 1; k <= players; k++) hands[(dealer + k) % players]!.push(deck[top++]!);
  }
  const discard = [deck[top++]!];
  const stock = deck.slice(top, bottom + 1);
  const lines = initialLines(players);
  const lineOfSeat = Array.from({ length: players }, (_, seat) => lines.findIndex((l) => l.seats.includes(seat)));
  return {
    number: dealNumber,
    dealer,
    turn: (dealer + 1) % players,
    phase: "draw",
    turnsPlayed: 0,
    hands,
    stock,
    discard,
    pozzetti: pozzetti.map((cards) => ({ cards, takenBy: null })),
    lines,
    lineOfSeat,
    ...untouchedDeal(),
  };
}

/** The bookkeeping of a deal nobody has played yet: no pending pozzetto, no swap, no end. */
export function untouchedDeal(): Pick<DealState, "pending" | "pickedSingle" | "alVolo" | "playSeconds" | "played" | "stallo" | "closedBy" | "end"> {
  return {
    pending: [],
    pickedSingle: null,
    alVolo: false,
    playSeconds: null,
    played: false,
    stallo: { swaps: 0, mustDraw: null },
    closedBy: null,
    end: null,
  };
}
