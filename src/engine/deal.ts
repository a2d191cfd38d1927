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
 * Basic (ruleset.ts): the 58 cards, 7 each, no pozzetti ("Distribuire ad ogni giocatore 7
 * carte coperte, disporre le rimanenti carte sul tavolo e scoprire la prima carta"):
 *   2: 14 + 1 + 43   3: 21 + 1 + 36   4: 28 + 1 + 29   5: 35 + 1 + 22
 */
import { type CardId, deckIds } from "./cards";
import { randomStream, shuffle } from "./rng";
import { type Ruleset, VARIANTS, variantOf } from "./ruleset";
import type { DealState, Line, Seat } from "./state";

/** The UISP hand (Art. 3.4), for the pages that describe the UISP game; a deal reads its ruleset's. */
export const HAND_SIZE = VARIANTS.uisp.handSize;

/**
 * Seat → line: each player their own, but 4 partners 0-2 against 1-3 (Art. 3.3; at Basic 4
 * may also play alone, `partners` false).
 */
export function initialLines(rules: Pick<Ruleset, "players" | "partners">): Line[] {
  const players = rules.players;
  // A state stored before `partners` existed has none: 4 were always partners.
  if (players === 4 && rules.partners !== false) {
    return [
      { seats: [0, 2], melds: [], pozzetto: null },
      { seats: [1, 3], melds: [], pozzetto: null },
    ];
  }
  return Array.from({ length: players }, (_, seat) => ({ seats: [seat], melds: [], pozzetto: null }));
}

export function pozzettoSizes(rules: Ruleset): number[] {
  if (!variantOf(rules).pozzetti) return [];
  if (rules.players !== 3) return [HAND_SIZE, HAND_SIZE];
  return rules.threePlayerPozzetti === "18+11" ? [18, 11] : [HAND_SIZE, HAND_SIZE, HAND_SIZE];
}

/** The prefix of a stacked seed: the first deal's deck follows, top first, two base-36 digits a card. */
const STACKED = "mazzo:";

/**
 * The deck of a deal: the same for every table sharing the seed and variant. A stacked seed
 * gives its first deal's deck as written; its later deals are shuffled from the whole seed
 * like any other. The UISP deck is the 116 ids in order, shuffled by the seed's stream: a
 * seed deals the same cards it always has.
 */
export function shuffledDeck(rules: Ruleset, seed: string, dealNumber: number): CardId[] {
  const { deckSize } = variantOf(rules);
  if (dealNumber === 0 && seed.startsWith(STACKED)) return stackedDeck(seed, deckSize);
  return shuffle(deckIds(deckSize), randomStream(seed, `smazzata ${dealNumber}`));
}

/** The seed that deals `deck` (every card of the ruleset's deck once, top first) as its first deal. */
export function stackedSeed(rules: Ruleset, deck: readonly CardId[]): string {
  checkWholeDeck(deck, variantOf(rules).deckSize);
  return STACKED + deck.map((id) => id.toString(36).padStart(2, "0")).join("");
}

function stackedDeck(seed: string, deckSize: number): CardId[] {
  const digits = seed.slice(STACKED.length);
  const deck = Array.from({ length: digits.length / 2 }, (_, i) => Number.parseInt(digits.slice(2 * i, 2 * i + 2), 36));
  checkWholeDeck(deck, deckSize);
  return deck;
}

function checkWholeDeck(deck: readonly CardId[], deckSize: number): void {
  const seen = new Set(deck);
  if (deck.length !== deckSize || seen.size !== deckSize || deck.some((id) => !Number.isInteger(id) || id < 0 || id >= deckSize)) {
    throw new RangeError(`mazzo preparato: servono le ${deckSize} carte, ognuna una volta`);
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
  const { deckSize } = variantOf(rules);
  const positions = dealFromDeck(rules, deckIds(deckSize), 0, dealer);
  const deck = new Array<CardId | undefined>(deckSize).fill(undefined);
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
  const rest = deckIds(deckSize).filter((id) => !named.has(id));
  const full = deck.map((id) => id ?? rest.shift()!);
  checkWholeDeck(full, deckSize);
  return full;
}

export function dealerOf(firstDealer: Seat, dealNumber: number, players: number): Seat {
  return (firstDealer + dealNumber) % players;
}

export function dealCards(rules: Ruleset, seed: string, dealNumber: number, dealer: Seat): DealState {
  return dealFromDeck(rules, shuffledDeck(rules, seed, dealNumber), dealNumber, dealer);
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
  for (let round = 0, handSize = variantOf(rules).handSize; round < handSize; round++) {
    for (let k = 1; k <= players; k++) hands[(dealer + k) % players]!.push(deck[top++]!);
  }
  const discard = [deck[top++]!];
  const stock = deck.slice(top, bottom + 1);
  const lines = initialLines(rules);
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
