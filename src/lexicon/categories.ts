/**
 * What the artefact records about a playable spelling, as bits: its categories (the word
 * profiles, profiles.ts, decide what each means at a table), its sources and its parts of speech.
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
  /** Attested by dictionary-it (Hunspell). */
  DICTIONARY_IT: 32,
  /** Attested by morph-it. */
  MORPHIT: 64,
  /** A form of a noun (morph-it). */
  NOUN: 128,
  /** A form of an adjective (morph-it). */
  ADJECTIVE: 256,
  /** A verb form, with or without pronouns (either source). */
  VERB: 512,
  /**
   * A form only dictionary-it writes that nothing confirms: a verb form of a verb morph-it
   * conjugates without it, mostly wrong (SAPERAI for saprai, SPINGEI for spinsi), sometimes a
   * rarer variant (SODDISFACESSI); a superlative adverb (ASSOLUTISTICISSIMAMENTE, but also
   * velocissimamente); the superlative of a participle dictionary-it gives no adjective's
   * flags (SPILLUZZICATISSIMA, but also FREQUENTATISSIMO) or of a verb with no object
   * (INTERVENUTISSIMA); or a person, the reflexive or a place on a verb morph-it does not
   * conjugate (AVVIGNATEMI, METABOLIZZATEVI).
   */
  UNATTESTED: 1024,
} as const;

/**
 * The word automaton stores for each spelling an index (1, 2, …; 0 = not a word) into
 * the artefact's table of distinct flag sets (header.main.categories): a few dozen sets,
 * so the automaton keeps 6 bits a value however many flags there are.
 */
export function categoryTable(flags: Iterable<number>): { categories: number[]; storedValue: Map<number, number>; valueBits: number } {
  const categories = [...new Set(flags)].sort((a, b) => a - b);
  const storedValue = new Map(categories.map((f, i) => [f, i + 1]));
  return { categories, storedValue, valueBits: Math.max(1, Math.ceil(Math.log2(categories.length + 1))) };
}
