/**
 * The dictionary service's public vocabulary: what a check says, what a profile is,
 * and the small `Lexicon` interface the engine, the bots, the judge and the UI receive.
 *
 * Art. 4.2 (seed 002): a meld is a meaningful Italian word; proper nouns, parole tronche,
 * acronyms (sigle) and altered nouns (unless lexicalised) are not allowed, nor are
 * abbreviations (ecc., ing.), which are no "parola di senso compiuto".
 */

import type { CardLetter, Wild } from "../engine/cards";

// The card facts (letters, vowels, values, wilds) belong to the engine's cards.ts; they are
// part of this vocabulary too, so the lexicon's users need not know where they live.
export { CARD_LETTERS, type CardLetter, LETTER_VALUE, VOWELS, WILD_VALUE, type Wild } from "../engine/cards";

export const VERDICTS = ["valid", "invalid", "dubious"] as const;
export type Verdict = (typeof VERDICTS)[number];

/**
 * Why a word got its verdict. One closed list, documented in docs/lexicon.md.
 * A `valid` verdict carries a reason only when there is something to tell
 * (e.g. ALTERED accepted with a note under the `scuola` profile).
 */
export const REASONS = [
  "NOT_IN_DICTIONARY",
  "PROPER_NOUN",
  "NEEDS_ACCENT",
  "NEEDS_APOSTROPHE",
  "TRUNCATED",
  "ACRONYM",
  "ABBREVIATION",
  "ALTERED",
  "ENCLITIC",
  "NUMERAL",
  "UNATTESTED",
  "TOO_SHORT",
  "LETTER_NOT_IN_DECK",
  "EMPTY",
  "TOO_LONG",
  "INVALID_CHARACTERS",
] as const;
export type Reason = (typeof REASONS)[number];

/** Where a verdict comes from; "judge": a language judge's ruling (src/lexicon/overrides.ts). */
export type VerdictSource = "input" | "dictionary" | "curated" | "profile" | "judge";

export interface WordCheck {
  /** Exactly what was asked. */
  input: string;
  /** The normalised spelling in card letters (upper case), or "" when the input is unusable. */
  word: string;
  /** True when the word may be played under the profile (verdict `valid`). */
  ok: boolean;
  verdict: Verdict;
  reason: Reason | null;
  /** One or two Italian sentences a student understands. */
  hint: string;
  /** The real spelling when the cards cannot show it ("città", "Roma", "po'"). */
  spelling?: string;
  /** For an altered form, the word it is altered from ("gatto" for GATTINO). */
  base?: string;
  source: VerdictSource;
  profile: ProfileName;
  /** The judge's ruling that decided the verdict (only with `source: "judge"`). */
  ruling?: RulingInfo;
}

export type RulingScope = "global" | "event" | "table";

/** What a check tells of the ruling behind its verdict (docs/judge.md). */
export interface RulingInfo {
  id: string;
  decision: "allow" | "deny";
  scope: RulingScope;
  reason: string;
  judge: string;
  /** When the judge decided, ms since the epoch. */
  at: number;
}

export const PROFILE_NAMES = ["torneo", "scuola", "libero"] as const;
export type ProfileName = (typeof PROFILE_NAMES)[number];

/** One letter a wild can stand for, and the word it makes. */
export interface Reading {
  /** The letter the wild stands for, or null when the meld has no wild. */
  letter: CardLetter | null;
  word: string;
  check: WordCheck;
}

export interface FindOptions {
  profile?: ProfileName;
  /** Shortest word to return; Art. 4.2 asks for at least 3 cards. Default 3. */
  minLength?: number;
  /** Letters every returned word must use (a multiset, e.g. "SS"). */
  mustContain?: string;
  /** Return at most this many words, the best first. Default: all. */
  limit?: number;
  /** "value": most card points first (Art. 5 values); "length": longest first. Default "value". */
  sortBy?: "value" | "length";
  /** Also return words whose verdict is `dubious` under the profile. Default false. */
  includeDubious?: boolean;
}

export interface FoundWord {
  word: string;
  length: number;
  /** Card points of the cards used (a wild counts as its own value: jolly 30, pinella 20). */
  value: number;
  /** Index in `word` of the letter played by the wild, or null. */
  wildAt: number | null;
  verdict: Verdict;
}

/**
 * What the engine and everything else sees of the dictionary. A judge-override layer
 * (a later issue) wraps an implementation of this interface and returns another.
 */
export interface Lexicon {
  /** Identifies the word list and its build, e.g. for logs and judge rulings. */
  readonly version: string;
  check(input: string, profile: ProfileName): WordCheck;
  /**
   * `pattern` holds the meld's letters in word order with at most one `?` for the wild,
   * e.g. "CA?A". Returns every letter the wild can stand for that gives a valid or dubious word.
   */
  readings(pattern: string, wild: Wild, profile: ProfileName): Reading[];
  findWords(letters: string, wild: Wild | null, options?: FindOptions): FoundWord[];
}
