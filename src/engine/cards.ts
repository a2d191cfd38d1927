/**
 * The 116 cards (Art. 1.2) and their compact notation.
 *
 * Each of the two decks: 26 red and 26 black letters (the 16 consonants once, the 5 vowels
 * twice per colour), 4 pinelle, 2 jolly. A card has a stable id 0-115 so that every card
 * can be followed through a deal (conservation is tested); identical cards (same letter and
 * colour, a *doppione*) are interchangeable in play.
 *
 * Notation (round-trips with parseCard / makeCard):
 *   R:A  red A      N:Q  black Q (nero)     P  pinella     J  jolly
 * and in a meld a wild carries the letter it stands for: J=S, P=A.
 */

export const CONSONANTS = "BCDFGHLMNPQRSTVZ";
export const VOWELS = "AEIOU";
export const LETTERS = "ABCDEFGHILMNOPQRSTUVZ";

export type Colour = "R" | "N";
export type CardId = number;

export type CardKind = { type: "letter"; colour: Colour; letter: string } | { type: "pinella" } | { type: "jolly" };

export const DECK_SIZE = 116;

function buildDeck(): CardKind[] {
  const cards: CardKind[] = [];
  for (let deck = 0; deck < 2; deck++) {
    for (const colour of ["R", "N"] as const) {
      for (const letter of CONSONANTS) cards.push({ type: "letter", colour, letter });
      for (const letter of VOWELS) {
        cards.push({ type: "letter", colour, letter });
        cards.push({ type: "letter", colour, letter });
      }
    }
    for (let i = 0; i < 4; i++) cards.push({ type: "pinella" });
    for (let i = 0; i < 2; i++) cards.push({ type: "jolly" });
  }
  return cards;
}

/** What each card id is. Frozen: the deck never changes. */
export const DECK: readonly CardKind[] = Object.freeze(buildDeck());

export function kindOf(id: CardId): CardKind {
  const kind = DECK[id];
  if (!kind) throw new RangeError(`carta inesistente: ${id}`);
  return kind;
}

export function isWild(id: CardId): boolean {
  return DECK[id]!.type !== "letter";
}

/** Card values (Art. 5): jolly 30, pinella 20, H Q Z 15, vowels 5, other consonants 10. */
export function cardValue(id: CardId): number {
  const kind = DECK[id]!;
  if (kind.type === "jolly") return 30;
  if (kind.type === "pinella") return 20;
  if ("HQZ".includes(kind.letter)) return 15;
  if (VOWELS.includes(kind.letter)) return 5;
  return 10;
}

/**
 * Each card's notation, written once: a view spells every card of the hand, the discard and
 * the melds, for every seat on every move, and a new string each time was garbage.
 */
const NOTATION: readonly string[] = DECK.map((kind) => (kind.type === "jolly" ? "J" : kind.type === "pinella" ? "P" : `${kind.colour}:${kind.letter}`));

/** The notation of a card kind: R:A, N:Q, P, J. */
export function makeCard(id: CardId): string {
  const notation = NOTATION[id];
  if (notation === undefined) throw new RangeError(`carta inesistente: ${id}`);
  return notation;
}

/** A card as written in a meld: letters as usual, a wild with its letter (J=S, P=A). */
export function makeMeldCard(id: CardId, as: string | null): string {
  return isWild(id) ? `${makeCard(id)}=${as ?? "?"}` : makeCard(id);
}

export interface ParsedCard {
  /** The notation of the card kind, without a wild's letter: "R:A", "P", "J". */
  key: string;
  /** For a wild in a meld, the letter it stands for. */
  as: string | null;
}

const CARD_PATTERN = /^(?:(R|N):([A-IL-VZ])|(P|J)(?:=([A-IL-VZ]))?)$/;

/** Parses "R:A", "N:Q", "P", "J", "J=S", "P=A"; null when malformed. */
export function parseCard(text: string): ParsedCard | null {
  const m = CARD_PATTERN.exec(text.trim().toUpperCase());
  if (!m) return null;
  if (m[1]) return { key: `${m[1]}:${m[2]}`, as: null };
  // A pinella written as a consonant (P=S) parses: the meld check refuses it with its reason.
  return { key: m[3]!, as: m[4] ?? null };
}

/** The letter a card shows in a meld: its own, or the one a wild stands for. */
export function letterOf(id: CardId, as: string | null): string {
  const kind = DECK[id]!;
  return kind.type === "letter" ? kind.letter : (as ?? "?");
}
