/**
 * Dealing a smazzata (Art. 3.3-3.4, RULES §2): from the seeded shuffle of (seed, deal
 * number), so a tournament can give every table the same cards.
 *
 * The deck is shuffled (index 0 is the top). The pozzetti are built from the bottom, one
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

/** The shuffled deck of a deal: the same for every table sharing the seed. */
export function shuffledDeck(seed: string, dealNumber: number): CardId[] {
  const ids = Array.from({ length: DECK_SIZE }, (_, id) => id);
  return shuffle(ids, randomStream(seed, `smazzata ${dealNumber}`));
}

export function dealerOf(firstDealer: Seat, dealNumber: number, players: number): Seat {
  return (firstDealer + dealNumber) % players;
}

export function dealCards(rules: Ruleset, seed: string, dealNumber: number, dealer: Seat): DealState {
  const deck = shuffledDeck(seed, dealNumber);
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
