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

/** The 21 letters printed on the cards (Art. 1.2), in alphabetical order: no J K W X Y, no accents. */
export const CARD_LETTERS = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "L", "M", "N", "O", "P", "Q", "R", "S", "T", "U", "V", "Z"] as const;
export type CardLetter = (typeof CARD_LETTERS)[number];

/** The vowels: printed twice per colour and deck (Art. 1.2), the only letters a pinella may stand for (Art. 4.2). */
export const VOWELS = ["A", "E", "I", "O", "U"] as const satisfies readonly CardLetter[];
export type Vowel = (typeof VOWELS)[number];

const VOWEL_SET: ReadonlySet<string> = new Set(VOWELS);

export function isVowel(letter: string): letter is Vowel {
  return VOWEL_SET.has(letter);
}

/** The consonants in alphabetical order: the deck is built in this order, so card ids depend on it. */
export const CONSONANTS: readonly CardLetter[] = CARD_LETTERS.filter((letter) => !isVowel(letter));

/** A wild card: the jolly stands for any letter, the pinella for a vowel only (Art. 4.2). */
export type Wild = "jolly" | "pinella";

/** The letters a wild may stand for (Art. 4.2). */
export function wildLetters(wild: Wild): readonly CardLetter[] {
  return wild === "pinella" ? VOWELS : CARD_LETTERS;
}

/** Card values (Art. 5) of the wilds. */
export const WILD_VALUE: Readonly<Record<Wild, number>> = { jolly: 30, pinella: 20 };

const HIGH_LETTERS: ReadonlySet<string> = new Set(["H", "Q", "Z"]);

/** A letter card's value (Art. 5): H Q Z 15, vowels 5, other consonants 10. */
export function letterValue(letter: string): number {
  if (HIGH_LETTERS.has(letter)) return 15;
  if (isVowel(letter)) return 5;
  return 10;
}

/** Each letter's value, for the lexicon's tables. */
export const LETTER_VALUE = Object.fromEntries(CARD_LETTERS.map((letter) => [letter, letterValue(letter)])) as Readonly<Record<CardLetter, number>>;

export type Colour = "R" | "N";
export type CardId = number;

export type CardKind = { type: "letter"; colour: Colour; letter: string } | { type: "pinella" } | { type: "jolly" };

export const DECK_SIZE = 116;

/**
 * The ids a variant plays with: the first `deckSize` of DECK (ruleset.ts). The first UISP deck
 * (ids 0-57) holds 2 of each consonant, 4 of each vowel, 4 pinelle and 2 jolly: the Basic deck
 * as played in Italian. The ids, and so the UISP deals, never change.
 */
export function deckIds(deckSize: number): CardId[] {
  return Array.from({ length: deckSize }, (_, id) => id);
}

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
  return kind.type === "letter" ? letterValue(kind.letter) : WILD_VALUE[kind.type];
}

/** The notation of a letter card: R:A, N:Q. */
export function makeLetterCard(colour: Colour, letter: string): string {
  return `${colour}:${letter}`;
}

const WILD_NOTATION: Readonly<Record<Wild, string>> = { jolly: "J", pinella: "P" };

/** The notation of a wild: J, P; in a meld with the letter it stands for, J=S, P=A. */
export function makeWildCard(wild: Wild, as: string | null = null): string {
  return as === null ? WILD_NOTATION[wild] : `${WILD_NOTATION[wild]}=${as}`;
}

/** True when a card in notation is a wild, with or without its letter (J, P, J=S, P=A). */
export function isWildNotation(card: string): boolean {
  return card.startsWith("J") || card.startsWith("P");
}

/**
 * Each card's notation, written once: a view spells every card of the hand, the discard and
 * the melds, for every seat on every move, and a new string each time was garbage.
 */
const NOTATION: readonly string[] = DECK.map((kind) => (kind.type === "letter" ? makeLetterCard(kind.colour, kind.letter) : makeWildCard(kind.type)));

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

const LETTER_CLASS = `[${CARD_LETTERS.join("")}]`;
const CARD_PATTERN = new RegExp(`^(?:(R|N):(${LETTER_CLASS})|(P|J)(?:=(${LETTER_CLASS}))?)$`);

/** Parses "R:A", "N:Q", "P", "J", "J=S", "P=A"; null when malformed. */
export function parseCard(text: string): ParsedCard | null {
  const m = CARD_PATTERN.exec(text.trim().toUpperCase());
  if (!m) return null;
  if (m[1]) return { key: `${m[1]}:${m[2]}`, as: null };
  // A pinella written as a consonant (P=S) parses: the meld check refuses it with its reason.
  return { key: m[3]!, as: m[4] ?? null };
}

/** The letter a card written in notation shows in a meld ("R:A" → A, "J=S" → S); "?" for a wild with no letter or a malformed name. */
export function letterOfNotation(name: string): string {
  const parsed = parseCard(name);
  if (!parsed) return "?";
  return parsed.as ?? parsed.key.split(":")[1] ?? "?";
}

/** The letter a card shows in a meld: its own, or the one a wild stands for. */
export function letterOf(id: CardId, as: string | null): string {
  const kind = DECK[id]!;
  return kind.type === "letter" ? kind.letter : (as ?? "?");
}
