/**
 * Candidates for lexicon/nomi-propri.txt: lower-case entries of dictionary-it that are
 * names (Art. 4.2: proper nouns are not playable). dictionary-it carries some names twice,
 * capitalised and lower case (Giacomo and giacomo), and some only in lower case (fabrizio,
 * mozart). A candidate is a lower-case entry whose capitalised spelling is also an entry,
 * or a known name the caller passes; morph-it (the second source) then tells which of them
 * are also ordinary nouns, adjectives or verb forms (angelo, augusta, argentina), which stay
 * words. Pure: the caller reads the files. The list itself is reviewed by hand.
 */
import type { DicEntry } from "./affixes";
import type { MorphitForm } from "./morphit";

export interface ProperNounCandidate {
  /** The lower-case entry (card letters, 3+). */
  word: string;
  /** The name's spelling for the hint: the capitalised entry, else the word capitalised. */
  spelling: string;
  /** Why it is a candidate: a capitalised twin in dictionary-it, or a known name. */
  from: "entry" | "known";
  /** How morph-it attests it as an ordinary word ("NOUN angelo"), or null. */
  attested: string | null;
}

const CARD_WORD = /^[abcdefghilmnopqrstuvz]{3,}$/;
/** Capitalised: a capital, then lower case only (Roma, not ONU or McDonald). */
const CAPITALISED = /^\p{Lu}[\p{Ll}]*$/u;

export const capitalise = (word: string): string => word[0]!.toUpperCase() + word.slice(1);

export function proposeProperNouns(entries: readonly DicEntry[], morphit: readonly MorphitForm[], known: Iterable<string> = []): ProperNounCandidate[] {
  const lower = new Set<string>();
  const capitalised = new Map<string, string>();
  for (const { stem } of entries) {
    if (CARD_WORD.test(stem)) lower.add(stem);
    else if (CAPITALISED.test(stem)) capitalised.set(stem.toLowerCase(), stem);
  }
  const attested = new Map<string, string>();
  for (const form of morphit) {
    if (form.word === null || form.accent || form.apostrophe) continue;
    const key = form.word.toLowerCase();
    if (!attested.has(key)) attested.set(key, `${form.pos} ${form.lemma}`);
  }
  const found = new Map<string, ProperNounCandidate>();
  const add = (word: string, spelling: string, from: ProperNounCandidate["from"]): void => {
    if (!found.has(word)) found.set(word, { word, spelling, from, attested: attested.get(word) ?? null });
  };
  for (const word of lower) {
    const twin = capitalised.get(word);
    if (twin) add(word, twin, "entry");
  }
  for (const name of known) {
    const word = name.toLowerCase();
    if (lower.has(word)) add(word, capitalised.get(word) ?? capitalise(word), "known");
  }
  return [...found.values()].sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
}
