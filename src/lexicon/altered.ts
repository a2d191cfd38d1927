/**
 * Altered nouns and adjectives (Art. 4.2: diminutivi, accrescitivi, vezzeggiativi,
 * peggiorativi are not allowed unless the word has a meaning of its own).
 *
 * No dictionary marks them, so we look for the typical suffixes and ask whether the word
 * they would come from exists. This finds likely alterations, never certain ones: the
 * result is a `dubious` verdict for a judge, and lexicon/lessicalizzati.txt lists the words
 * with a meaning of their own that must never be flagged, lexicon/alterati.txt the true
 * alterations a review confirmed among morph-it's lemmas. The build and the checker share
 * this one function so that a flag and its hint always agree.
 */

export type AlterationKind = "diminutivo" | "accrescitivo" | "vezzeggiativo" | "peggiorativo";

interface SuffixFamily {
  /** masculine singular, feminine singular, masculine plural, feminine plural */
  endings: readonly string[];
  kind: AlterationKind;
}

// Longer suffixes first, so "-icino" is tried before "-ino".
const FAMILIES: readonly SuffixFamily[] = [
  { endings: ["icino", "icina", "icini", "icine"], kind: "diminutivo" },
  { endings: ["olino", "olina", "olini", "oline"], kind: "diminutivo" },
  { endings: ["ellino", "ellina", "ellini", "elline"], kind: "diminutivo" },
  { endings: ["erello", "erella", "erelli", "erelle"], kind: "diminutivo" },
  { endings: ["icello", "icella", "icelli", "icelle"], kind: "diminutivo" },
  { endings: ["uccio", "uccia", "ucci", "ucce"], kind: "vezzeggiativo" },
  { endings: ["uzzo", "uzza", "uzzi", "uzze"], kind: "peggiorativo" },
  { endings: ["accio", "accia", "acci", "acce"], kind: "peggiorativo" },
  { endings: ["astro", "astra", "astri", "astre"], kind: "peggiorativo" },
  { endings: ["otto", "otta", "otti", "otte"], kind: "accrescitivo" },
  { endings: ["etto", "etta", "etti", "ette"], kind: "diminutivo" },
  { endings: ["ello", "ella", "elli", "elle"], kind: "diminutivo" },
  { endings: ["ino", "ina", "ini", "ine"], kind: "diminutivo" },
  { endings: ["one", "ona", "oni"], kind: "accrescitivo" },
];

// The base keeps the altered word's gender (casa → casetta, not caso; gatto → gattini):
// the endings to try, by the suffix's last letter (-one is masculine), the likeliest first.
const BASE_ENDINGS: Readonly<Record<string, readonly string[]>> = {
  o: ["o", "e", "a"],
  i: ["o", "e", "a"],
  a: ["a", "e", "o"],
  e: ["a", "e", "o"],
};

export interface Alteration {
  /** The word it would be altered from, lower case ("gatto"). */
  base: string;
  /** The suffix found ("ino"). */
  suffix: string;
  kind: AlterationKind;
}

/**
 * The likely base of an altered form, given a predicate telling which words can be bases
 * (existing nouns or adjectives). Returns null when nothing fits. `word` is lower case.
 */
// Suffixes by their last two letters, longest first: a word is tested only against the
// few suffixes it can end with (this runs for every unknown word a checker sees).
const BY_ENDING = new Map<string, { suffix: string; kind: AlterationKind }[]>();
for (const family of FAMILIES) {
  for (const suffix of family.endings) {
    const key = suffix.slice(-2);
    if (!BY_ENDING.has(key)) BY_ENDING.set(key, []);
    BY_ENDING.get(key)!.push({ suffix, kind: family.kind });
  }
}

export function findAlteration(word: string, isBase: (candidate: string) => boolean): Alteration | null {
  for (const { suffix, kind } of BY_ENDING.get(word.slice(-2)) ?? []) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, word.length - suffix.length);
    if (stem.length < 2) continue;
    // barca → barchetta, lago → laghetto: the h only keeps the sound hard.
    const stems = /[cg]h$/.test(stem) ? [stem.slice(0, -1), stem] : [stem];
    for (const s of stems) {
      for (const ending of suffix === "one" ? BASE_ENDINGS.o! : BASE_ENDINGS[suffix.slice(-1)]!) {
        const base = s + ending;
        if (base.length >= 3 && base !== word && isBase(base)) return { base, suffix, kind };
      }
    }
  }
  return null;
}

export const ALTERATION_LABEL: Readonly<Record<AlterationKind, string>> = {
  diminutivo: "un diminutivo",
  accrescitivo: "un accrescitivo",
  vezzeggiativo: "un vezzeggiativo",
  peggiorativo: "un peggiorativo",
};
