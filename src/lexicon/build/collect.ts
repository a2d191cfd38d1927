/**
 * From dictionary-it and the curated lists to two tables:
 * - `words`: every playable spelling (card letters, 3+ letters, from a lower-case entry)
 *   with its categories (enclitic, numeral, altered, truncated, addition);
 * - `explanations`: spellings the cards could show but the rules refuse, with the real
 *   spelling's recipe (città → CITTA needs an accent; Roma → ROMA is a proper noun).
 * A lower-case entry that is only a name (giacomo, mozart: lexicon/nomi-propri.txt) moves
 * from the first table to the second, as a proper noun.
 */
import { findAlteration } from "../altered";
import { WORD_FLAG } from "../categories";
import { makeRecipe } from "../recipe";
import { type AffixFile, type AffixRule, type DicEntry, expandEntry, parseAffixFile, parseDicFile } from "./affixes";
import { parseWordList } from "./word-list";

export interface LexiconSources {
  aff: string;
  dic: string;
  tronche: string;
  lessicalizzati: string;
  aggiunte: string;
  nomiPropri: string;
}

export interface Collected {
  /** Every playable spelling, lower case, sorted. */
  words: string[];
  /** WORD_FLAG bits of words[i] (0 = a plain word). */
  flags: Uint8Array;
  /** Lower-case spelling → recipes of the real spellings it folds from. */
  explanations: Map<string, Set<string>>;
  stats: Record<string, number>;
}

// Bits gathered while expanding, one per way a spelling can arise.
const FROM_NOMINAL = 1; // a plain form of a noun, adjective or other non-verb entry
const FROM_VERB = 2; // a plain form of a verb entry
const FROM_ENCLITIC = 4; // verb + clitic pronoun(s): mangiarlo, dimmelo
const FROM_NUMERAL = 8; // a numeral composed by the affix rules: trentadue, duemilacento
const FROM_ROMAN = 16; // a roman numeral: never a word
const FROM_ALTERATION_RULE = 32; // made by the diminutive/augmentative flag (busta → bustina)
const FROM_TRUNCATION = 64; // truncated infinitive: mangiar, esser
const FROM_LEXICALISED = 128; // any form of an entry listed in lessicalizzati.txt

// Flags of dictionary-it's .aff whose rules compose numerals (SFX ! ( ) = @ & |, PFX ").
const NUMERAL_FLAGS = new Set(["!", '"', "|", "(", ")", "=", "@", "&"]);
// Flags composing roman numerals (SFX £, PFX $).
const ROMAN_FLAGS = new Set(["£", "$"]);
// The diminutive / augmentative flag: a → ina, etta, ona (busta → bustina).
const ALTERATION_FLAGS = new Set(["N"]);

const CLITICS = [
  ...["me", "te", "ce", "ve", "se", "glie"].flatMap((a) => ["lo", "la", "li", "le", "ne"].map((b) => a + b)),
  ...["mi", "ti", "ci", "vi", "gli", "le", "si"].flatMap((a) => ["ci", "si"].map((b) => a + b)),
  "mi",
  "ti",
  "ci",
  "vi",
  "si",
  "lo",
  "la",
  "li",
  "le",
  "ne",
  "gli",
].sort((a, b) => b.length - a.length);

// When a prefix and a suffix make a form together, the first of these that either makes
// decides: ri- + an enclitic ending is enclitic, a roman prefix is never a word.
const PRECEDENCE = [FROM_ROMAN, FROM_NUMERAL, FROM_ENCLITIC, FROM_TRUNCATION, FROM_ALTERATION_RULE];
function strongest(a: number, b: number): number {
  for (const origin of PRECEDENCE) if (a === origin || b === origin) return origin;
  return 0;
}

/** Elision prefixes (l', un', m', bell') make two words; skipping them saves 90% of the work. */
const keepsOneWord = (rule: AffixRule): boolean => !rule.add.includes("'");

const VERB_STEM = /(?:are|ere|ire|rre|rsi)$/;

/**
 * A suffix rule is enclitic when its ending is another rule's ending (or the bare stem)
 * plus clitic pronouns: C `re > amoci` is `re > amo` + ci. The imperfect's -vi
 * (mangiavi, A `re > vi`) has the same shape as `mangia` + vi and is a plain form.
 */
function encliticRules(aff: AffixFile): Set<AffixRule> {
  const endings = new Set<string>();
  for (const rules of aff.suffixes.values()) for (const r of rules) endings.add(`${r.strip}>${r.add}`);
  const result = new Set<AffixRule>();
  for (const rules of aff.suffixes.values()) {
    for (const rule of rules) {
      for (const clitic of CLITICS) {
        if (!rule.add.endsWith(clitic)) continue;
        const host = rule.add.slice(0, rule.add.length - clitic.length);
        const imperfect = clitic === "vi" && host === "" && rule.strip === "re";
        const hostIsStem = host === "" && rule.strip === "";
        if (!imperfect && (hostIsStem || endings.has(`${rule.strip}>${host}`))) {
          result.add(rule);
          break;
        }
      }
    }
  }
  return result;
}

/** Flags most of whose rules conjugate a verb (their condition ends in -re). */
function verbFlags(aff: AffixFile): Set<string> {
  const flags = new Set<string>();
  for (const [flag, rules] of aff.suffixes) {
    const verbal = rules.filter((r) => /re\)?\$$/.test(r.condition.source)).length;
    if (verbal * 2 > rules.length) flags.add(flag);
  }
  return flags;
}

const CARD_ONLY = /^[abcdefghilmnopqrstuvz]+$/;
const MIN_LENGTH = 3;
// Refused spellings are kept from 2 letters: "po'" and "tè" deserve a better answer than "too short".
const MIN_EXPLAINED = 2;

const PLAIN_ASCII = /^[a-z]*$/;

function fold(form: string): string {
  if (PLAIN_ASCII.test(form)) return form; // 99% of forms: skip the Unicode work
  return form.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

export function collect(sources: LexiconSources, progress: (done: number, total: number) => void): Collected {
  const aff = parseAffixFile(sources.aff);
  const entries = parseDicFile(sources.dic);
  const tronche = parseWordList(sources.tronche, "lexicon/tronche.txt");
  const lessicalizzati = parseWordList(sources.lessicalizzati, "lexicon/lessicalizzati.txt");
  const aggiunte = parseWordList(sources.aggiunte, "lexicon/aggiunte.txt");
  const nomiPropri = parseWordList(sources.nomiPropri, "lexicon/nomi-propri.txt");
  for (const flag of [...NUMERAL_FLAGS, ...ROMAN_FLAGS, ...ALTERATION_FLAGS]) {
    if (!aff.suffixes.has(flag) && !aff.prefixes.has(flag)) {
      throw new Error(`Il flag "${flag}" non esiste più in dictionary-it: rivedere build/collect.ts`);
    }
  }
  const enclitic = encliticRules(aff);
  const verbs = verbFlags(aff);
  const lexicalisedStems = new Set(lessicalizzati.map((e) => e.word));
  // What a rule makes, decided once per rule.
  const origin = new Map<AffixRule, number>();
  for (const rules of [...aff.suffixes.values(), ...aff.prefixes.values()]) {
    for (const r of rules) {
      origin.set(
        r,
        ROMAN_FLAGS.has(r.flag)
          ? FROM_ROMAN
          : NUMERAL_FLAGS.has(r.flag)
            ? FROM_NUMERAL
            : ALTERATION_FLAGS.has(r.flag)
              ? FROM_ALTERATION_RULE
              : enclitic.has(r)
                ? FROM_ENCLITIC
                : r.kind === "SFX" && r.add === ""
                  ? FROM_TRUNCATION // checked on the form below
                  : 0,
      );
    }
  }
  const ruleOrigin = (rule: AffixRule): number => origin.get(rule)!;

  const origins = new Map<string, number>();
  const explanations = new Map<string, Set<string>>();
  const explain = (key: string, recipe: string): void => {
    let set = explanations.get(key);
    if (!set) {
      set = new Set();
      explanations.set(key, set);
    }
    set.add(recipe);
  };
  let forms = 0;

  const expandOne = (entry: DicEntry): void => {
    const stem = entry.stem;
    const lowerEntry = stem === stem.toLowerCase();
    let isVerb = false;
    if (lowerEntry && VERB_STEM.test(stem)) for (const f of entry.flags) if (verbs.has(f)) isVerb = true;
    const lexicalised = lowerEntry && lexicalisedStems.has(stem);
    expandEntry(
      entry,
      aff,
      (form, suffix, prefix) => {
        forms++;
        const apostrophe = form.indexOf("'");
        // An inner apostrophe joins two words (l'amico, anch'egli): not one card word.
        if (apostrophe >= 0 && apostrophe !== form.length - 1) return;
        const folded = fold(apostrophe >= 0 ? form.slice(0, -1) : form);
        if (folded.length < MIN_EXPLAINED || !CARD_ONLY.test(folded)) return;
        const key = folded;
        if (!lowerEntry || apostrophe >= 0 || fold(form) !== form) {
          explain(key, makeRecipe(form, folded));
          return;
        }
        if (folded.length < MIN_LENGTH) return;
        let bits = strongest(suffix ? ruleOrigin(suffix) : 0, prefix ? ruleOrigin(prefix) : 0);
        if (bits === FROM_TRUNCATION && !(form.endsWith("r") && stem.endsWith("re"))) bits = 0;
        if (bits === 0) bits = isVerb ? FROM_VERB : FROM_NOMINAL;
        if (lexicalised) bits |= FROM_LEXICALISED;
        origins.set(key, (origins.get(key) ?? 0) | bits);
      },
      keepsOneWord,
    );
  };

  // Elided forms exist in the dictionary only inside prefixes (bell'uomo, sant'Anna): BELL, SANT.
  for (const rules of aff.prefixes.values()) {
    for (const rule of rules) {
      if (!/^[a-z]+'$/.test(rule.add)) continue;
      const folded = rule.add.slice(0, -1);
      if (folded.length >= MIN_EXPLAINED && CARD_ONLY.test(folded)) explain(folded, makeRecipe(rule.add, folded));
    }
  }

  const step = Math.max(1, Math.floor(entries.length / 100));
  entries.forEach((entry, i) => {
    expandOne(entry);
    if (i % step === 0) progress(i, entries.length);
  });
  progress(entries.length, entries.length);

  for (const { word } of aggiunte) origins.set(word, (origins.get(word) ?? 0) | FROM_NOMINAL);
  // Art. 4.2: a name is not playable, even where dictionary-it also writes it in lower case.
  for (const { word, line } of nomiPropri) {
    if (!origins.delete(word)) throw new Error(`lexicon/nomi-propri.txt:${line}: "${word}" non è una forma del dizionario`);
    explain(word, makeRecipe(word[0]!.toUpperCase() + word.slice(1), word));
  }

  const isBase = (candidate: string): boolean => ((origins.get(candidate) ?? 0) & FROM_NOMINAL) !== 0;
  const trunc = new Set(tronche.map((e) => e.word));
  const added = new Set(aggiunte.map((e) => e.word));
  const lexicalisedKeys = new Set(lessicalizzati.map((e) => e.word));

  const words = [...origins.keys()].filter((key) => origins.get(key) !== FROM_ROMAN).sort();
  const wordFlags = new Uint8Array(words.length);
  const stats: Record<string, number> = { entries: entries.length, hunspellForms: forms };
  const count = (name: string): void => {
    stats[name] = (stats[name] ?? 0) + 1;
  };
  for (let i = 0; i < words.length; i++) {
    const key = words[i]!;
    const bits = origins.get(key)!;
    const plain = (bits & (FROM_NOMINAL | FROM_VERB | FROM_ALTERATION_RULE)) !== 0;
    let flags = 0;
    if (!plain && bits & FROM_ENCLITIC) flags |= WORD_FLAG.ENCLITIC;
    else if (!plain && bits & FROM_NUMERAL) flags |= WORD_FLAG.NUMERAL;
    else if (!plain && bits & FROM_TRUNCATION) flags |= WORD_FLAG.TRUNCATED;
    if (trunc.has(key)) flags |= WORD_FLAG.TRUNCATED;
    if (added.has(key)) flags |= WORD_FLAG.ADDITION;
    const mayBeAltered =
      (bits & (FROM_NOMINAL | FROM_ALTERATION_RULE)) !== 0 && !(bits & (FROM_VERB | FROM_LEXICALISED)) && !lexicalisedKeys.has(key) && !added.has(key); // a curated addition was judged a word in its own right
    if (mayBeAltered && (bits & FROM_ALTERATION_RULE || findAlteration(key, isBase))) {
      flags |= WORD_FLAG.ALTERED;
    }
    wordFlags[i] = flags;
    count("words");
    if (flags & WORD_FLAG.ENCLITIC) count("enclitic");
    if (flags & WORD_FLAG.NUMERAL) count("numeral");
    if (flags & WORD_FLAG.ALTERED) count("altered");
    if (flags & WORD_FLAG.TRUNCATED) count("truncated");
  }
  for (const key of trunc) if (!origins.has(key)) throw new Error(`tronche.txt: "${key}" non è una forma del dizionario`);
  stats.properNouns = nomiPropri.length;
  stats.explanations = explanations.size;
  return { words, flags: wordFlags, explanations, stats };
}
