/**
 * What the artefact records about a playable spelling, as bits. The word profiles
 * (profiles.ts) decide what each category means at a table.
 */
export const WORD_FLAG = {
  /** Only ever a verb with clitic pronouns attached: mangiarlo, dimmelo. */
  ENCLITIC: 1,
  /** Only ever a numeral composed by the dictionary's rules: trentadue, duemilacento. */
  NUMERAL: 2,
  /** Looks like an altered noun or adjective (gattino) and is not in lessicalizzati.txt. */
  ALTERED: 4,
  /** A parola tronca (lexicon/tronche.txt) or a truncated infinitive (mangiar). */
  TRUNCATED: 8,
  /** Missing from the dictionary, added by lexicon/aggiunte.txt. */
  ADDITION: 16,
} as const;

/** Stored values are flags + 1, so that 0 keeps meaning "not a word". */
export const WORD_VALUE_BITS = 6;
