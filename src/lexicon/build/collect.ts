/**
 * From dictionary-it and the curated lists to two tables:
 * - `words`: every playable spelling (card letters, 3+ letters, from a lower-case entry)
 *   with its categories (enclitic, numeral, altered, truncated, addition);
 * - `explanations`: spellings the cards could show but the rules refuse, with the real
 *   spelling's recipe (città → CITTA needs an accent; Roma → ROMA is a proper noun).
 * A lower-case entry that is only a name (giacomo, mozart: lexicon/nomi-propri.txt) moves
 * from the first table to the second, as a proper noun; so does a sigla, an abbreviation or
 * an elision written without its mark (btp, ecc, pover: lexicon/non-parole.txt).
 */
import { findAlteration } from "../altered";
import { WORD_FLAG } from "../categories";
import {
  CLITIC_CLUSTERS,
  cliticSplits,
  type HostSlot,
  idiomClusters,
  idiomForms,
  infinitiveOf,
  intransitiveForms,
  isCliticForm,
  needsWitness,
  type VerbFacts,
} from "../clitics";
import { applyRecipe, makeRecipe } from "../recipe";
import { type AffixFile, type AffixRule, applyPrefix, type DicEntry, expandEntry, parseAffixFile, parseDicFile } from "./affixes";
import { auxiliaryFacts, type Defective, defectiveHas, parseDefective } from "./auxiliaries";
import { type MorphitForm, type MorphitSources, readMorphit } from "./morphit";
import { parseWordList, type WordListEntry } from "./word-list";

export interface LexiconSources {
  aff: string;
  dic: string;
  tronche: string;
  lessicalizzati: string;
  alterati: string;
  aggiunte: string;
  nomiPropri: string;
  intransitivi: string;
  pronomiDoppi: string;
  intransitiviConPronome: string;
  transitivi: string;
  difettivi: string;
  ciAvverbiale: string;
  nonAttestati: string;
  nonParole: string;
  /** The second source: morph-it's forms, lemmas and parts of speech (build/morphit.ts). */
  morphit: MorphitSources;
}

export interface Collected {
  /** Every playable spelling, lower case, sorted. */
  words: string[];
  /** WORD_FLAG bits of words[i]. */
  flags: Uint16Array;
  /** Lower-case spelling → recipes of the real spellings it folds from. */
  explanations: Map<string, Set<string>>;
  /**
   * The review of the altered lemmas (Art. 4.2): each lemma an ALTERED form belongs to, and
   * whether a review decided it. dictionary-it's were reviewed when lessicalizzati.txt was
   * made (its header); the rest must be lines of alterati.txt. A new source version that
   * brings an altered lemma nobody reviewed shows here (tests/lexicon/altered-review.test.ts).
   */
  alteredReview: { lemmas: Map<string, "dictionary-it" | "alterati.txt" | "unreviewed">; inBothLists: string[]; notAltered: string[] };
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
const FROM_ORDINARY_LEMMA = 256; // a form of a noun or adjective lemma that is no alteration
const FROM_MORPHIT = 512; // attested by morph-it
const FROM_HUNSPELL = 1024; // made by dictionary-it
const FROM_NOUN = 2048; // a noun form (morph-it)
const FROM_ADJECTIVE = 4096; // an adjective form (morph-it)

const FROM_PARTICIPLE = 8192; // an entry the dictionary declines as a past participle (ricapitalizzato/E)
// A clitic form of a verb morph-it does not conjugate whose every reading names a person,
// the reflexive or a place (AVVIGNATEMI: needsWitness), and one of any other enclitic reading.
const FROM_UNWITNESSED_CLITIC = 65536;
const FROM_WITNESSED_CLITIC = 131072;
// Made by the prefixes PAIRED_PREFIXES give the -dire family, of a word morph-it does not
// know (PREINDIRE); and made some other way (indire, predire).
const FROM_PAIRED_PREFIX = 262144;
const FROM_UNPAIRED = 524288;
// A form of a verb only morph-it conjugates, coined with a prefix and confirmed by no
// derived word nor curated list (AUTOSPEDIRE: COINING_PREFIXES).
const FROM_COINED_VERB = 1048576;
// Made by an entry only dictionary-it has and nothing confirms (a verb no derived word
// confirms, DECONFICCARE: unconfirmedVerb; a lemma of non-attestati.txt, ENDOPLEURICO), and
// made by any other entry.
const FROM_UNCONFIRMED_ENTRY = 2097152;
const FROM_OTHER_ENTRY = 4194304;
// Written by morph-it as a form of a lemma non-attestati.txt names (a lemma only morph-it
// has, FALLIMENTARIO, MONTINIANO; a verb dictionary-it has only as an adjective, PAPILLARE;
// of a line whose lemma is only a noun, its adjective forms), and as a form of any other
// lemma of it.
const FROM_UNRECORDED_LEMMA = 8388608;
const FROM_RECORDED_LEMMA = 16777216;

/** A superlative and its adverb: amatissimo, amatissimamente (the positive ends in -o). */
const SUPERLATIVE = /issim(?:[oaie]|amente)$/;
/** A superlative adverb: velocissimamente, stanchissimamente. */
const SUPERLATIVE_ADVERB = /issimamente$/;
/**
 * dictionary-it gives the prefixes pre- and stra- together to every form of the -dire
 * family (benedica/edJ, indire/edXTI), making verbs no dictionary lists: PREINDIRE,
 * STRABENEDICESSE, PREMALEDIRE. One of them alone is a choice made entry by entry
 * (compilare: precompilare; cambrico: precambrico) and is trusted, as is ri-.
 */
const PAIRED_PREFIXES = new Set(["pre", "stra"]);
/**
 * Prefixes that coin a verb on the spot from another (auto-spedire, turbo-comprimere,
 * super-proteggere). morph-it, read from newspaper text, conjugates such coinages as it
 * met them; a verb only it knows, made of one of these and a verb of dictionary-it, is
 * a word when either source has a word derived from it (autocertificare:
 * autocertificazione; autocensurare: autocensura) or a curated list names it
 * (autoironizzare), unattested otherwise. Not ri-, s-, de-, dis-: they make the verbs of
 * the common dictionaries (riottenere, sfuocare).
 */
const COINING_PREFIXES = [
  "anti",
  "auto",
  "co",
  "contro",
  "crio",
  "extra",
  "inter",
  "iper",
  "macro",
  "maxi",
  "micro",
  "mini",
  "multi",
  "neo",
  "post",
  "pre",
  "retro",
  "semi",
  "sopra",
  "sotto",
  "sovra",
  "super",
  "tele",
  "turbo",
  "ultra",
];
/** The stem of an irregular gerund and its infinitive's ending: soddis-fac-endo, soddis-fare. */
const IRREGULAR_GERUNDS: Readonly<Record<string, string>> = { fac: "fare", pon: "porre", tra: "trarre", duc: "durre", dic: "dire", bev: "bere" };
/** Prefixes that remake a verb into another of the common dictionaries (ri-acciuffare, s-mangiucchiare, dis-otterrare). */
const REMAKING_PREFIXES = ["ri", "r", "s", "dis", "di", "stra", "pre"];
/** The shapes of a verb's own participles and gerund after its root: no derived word. */
const OWN_NOMINAL_FORM = /^(?:[aiu]t[oaie]|[ae]nt[ei]|[ae]ndo)$/;
/** A verb's root, before the derived words that confirm it: autocertific-are, settimanalizz-are. */
const verbRoot = (infinitive: string): string => infinitive.replace(/(?:[aei]re|rre)$/, "");

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
        // The stem itself, or a pronominal infinitive's imperative: udirsi → udi-ne, pentirsi → penti-ti.
        const hostIsStem = host === "" && (rule.strip === "" || rule.strip === "rsi");
        if (!imperfect && (hostIsStem || endings.has(`${rule.strip}>${host}`))) {
          result.add(rule);
          break;
        }
      }
    }
  }
  return result;
}

/** Flags most of whose rules conjugate a verb (their condition ends in -re, or -rsi for a pronominal one). */
function verbFlags(aff: AffixFile): Set<string> {
  const flags = new Set<string>();
  for (const [flag, rules] of aff.suffixes) {
    const verbal = rules.filter((r) => /r(?:e|si)\)?\$$/.test(r.condition.source)).length;
    if (verbal * 2 > rules.length) flags.add(flag);
  }
  return flags;
}

const CARD_ONLY = /^[abcdefghilmnopqrstuvz]+$/;
const MIN_LENGTH = 3;
// Refused spellings are kept from 2 letters: "po'" and "tè" deserve a better answer than "too short".
const MIN_EXPLAINED = 2;

const PLAIN_ASCII = /^[a-z]*$/;
/** The final vowels of a lexicalised word's inflections (boccino: boccini, boccina). */
const FINAL_VOWELS = ["o", "a", "e", "i"];

function fold(form: string): string {
  if (PLAIN_ASCII.test(form)) return form; // 99% of forms: skip the Unicode work
  return form.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The kinds of lexicon/non-parole.txt whose line names a lemma, every form of which is no word. */
const LEMMA_KINDS: ReadonlySet<string> = new Set(["regionale", "inesistente"]);

/**
 * A line of lexicon/non-parole.txt: the kind of non-word its note says, and the real spelling
 * it names, as a recipe: for a sigla, an abbreviation or an elision its written form
 * ("sigla: BTP, …", "abbreviazione: ecc., …", "elisione: pover', …"); a foreign form or a
 * misprint ("straniero: …", "refuso: …") has none and is simply no word, nor has a lemma
 * that is no word in any form ("regionale: …", "inesistente: …"), whose every form the
 * build drops.
 */
function readNonWord({ word, note, line }: WordListEntry): { kind: string; recipe: string | null } {
  const where = `lexicon/non-parole.txt:${line}`;
  const parsed = /^(sigla|abbreviazione|elisione|straniero|refuso|regionale|inesistente): ([^,\s]+)/.exec(note);
  if (!parsed) {
    throw new Error(
      `${where}: la nota dice "sigla", "abbreviazione", "elisione", "straniero", "refuso", "regionale" o "inesistente", poi ": " e una spiegazione`,
    );
  }
  const [, kind, spelling] = parsed as unknown as [string, string, string];
  if (kind === "straniero" || kind === "refuso" || LEMMA_KINDS.has(kind)) return { kind, recipe: null };
  const mark = { sigla: "", abbreviazione: ".", elisione: "'" }[kind as "sigla" | "abbreviazione" | "elisione"];
  const letters = mark ? spelling.slice(0, -1) : spelling;
  const expected = kind === "sigla" ? letters !== letters.toLowerCase() : spelling.endsWith(mark);
  if (!expected || letters.toLowerCase() !== word) {
    throw new Error(
      `${where}: "${spelling}" non è la grafia di "${word}" come ${kind} (sigla in maiuscole, abbreviazione col punto, elisione con l'apostrofo)`,
    );
  }
  return { kind, recipe: makeRecipe(spelling, word) };
}

/** The slot a morph-it verb tag gives a host of the clitic grammar, if any. */
function hostSlot(tag: string): HostSlot | null {
  if (tag.startsWith("VER:impr+")) return "impr";
  if (tag === "VER:ger+pres") return "ger";
  const participle = /^VER:part\+past\+([sp])\+([mf])$/.exec(tag);
  return participle ? (`part+${participle[2]}+${participle[1]}` as HostSlot) : null;
}

/**
 * A present form with the imperative's shape: the 2nd plural (pentite), and the 2nd singular
 * of -ere/-ire verbs (penti), the 3rd of -are verbs (vergogna).
 */
function imperativeShape(lemma: string, tag: string): boolean {
  if (tag === "VER:ind+pres+2+p") return true;
  return lemma.endsWith("are") ? tag === "VER:ind+pres+3+s" : tag === "VER:ind+pres+2+s";
}

/** An accent on the last letter: the one Italian must write (città, però); one inside is a stress mark (prìncipi, magìe). */
const FINAL_ACCENT = /[àáèéìíòóùú]$/;

/**
 * A playable word's accented twin is named in its hint (PERO: «Esiste anche però») only when
 * it is likely the word meant (docs/lexicon.md, "Accent notes"): its accent is on the last
 * letter, and it is a word of its own — a noun or adjective of morph-it (abilità, gialloblù),
 * or a headword of dictionary-it (però, menù, così) whose plain spelling morph-it does not
 * write as a verb form (rifà beside morph-it's rifa) — and no verb form of morph-it (terrà,
 * temé; vendé, deludé are dictionary-it's rules', and nobody means them by VENDE, DELUDE). The
 * other accent recipes of playable words are dropped; a refused word keeps all of its own
 * (CITTA → città). Returns how many were dropped.
 */
function keepLikelyAccentNotes(
  explanations: Map<string, Set<string>>,
  playable: ReadonlySet<string>,
  entries: readonly DicEntry[],
  morphit: readonly MorphitForm[],
): number {
  const verbSpellings = new Set<string>();
  const verbKeys = new Set<string>();
  for (const f of morphit) {
    if (f.pos !== "VER") continue;
    verbSpellings.add(f.spelling);
    if (f.word !== null) verbKeys.add(f.word.toLowerCase());
  }
  const likely = new Set<string>();
  for (const { stem } of entries) {
    // rifà, assuefà: headwords, but morph-it writes the same verb form plain (rifa).
    if (stem === stem.toLowerCase() && FINAL_ACCENT.test(stem) && !verbKeys.has(fold(stem))) likely.add(stem);
  }
  for (const f of morphit) if (f.pos !== "VER" && FINAL_ACCENT.test(f.spelling)) likely.add(f.spelling);
  for (const spelling of verbSpellings) likely.delete(spelling);
  let dropped = 0;
  for (const [key, recipes] of explanations) {
    if (!playable.has(key)) continue;
    for (const recipe of recipes) {
      const real = applyRecipe(key, recipe);
      if (real.kind !== "accent" || likely.has(real.spelling)) continue;
      recipes.delete(recipe);
      dropped++;
    }
    if (recipes.size === 0) explanations.delete(key);
  }
  return dropped;
}

/** The tags of lexicon/transitivi.txt, in the order a line gives them. */
const VALENCY_TAGS = ["persona", "dativo", "riflessivo"];
/** An infinitive the cards can spell (morph-it also has bypassare, auto-curare). */
const CARD_VERB = /^[abcdefghilmnopqrstuvz]+re$/;

export function collect(sources: LexiconSources, progress: (done: number, total: number) => void): Collected {
  const aff = parseAffixFile(sources.aff);
  const entries = parseDicFile(sources.dic);
  const tronche = parseWordList(sources.tronche, "lexicon/tronche.txt");
  const lessicalizzati = parseWordList(sources.lessicalizzati, "lexicon/lessicalizzati.txt");
  const alterati = new Set(parseWordList(sources.alterati, "lexicon/alterati.txt").map((e) => e.word));
  const aggiunte = parseWordList(sources.aggiunte, "lexicon/aggiunte.txt");
  const nomiPropri = parseWordList(sources.nomiPropri, "lexicon/nomi-propri.txt");
  const nonParole = parseWordList(sources.nonParole, "lexicon/non-parole.txt").map((entry) => ({ entry, ...readNonWord(entry) }));
  // A regional lemma (sbuzzare, uzza), or one a source lists that no dictionary has (consumere, morph-it's
  // misreading of consumare), is no word in any of its forms: its entries and morph-it's forms are left out.
  const droppedLemmas = new Set(nonParole.filter(({ kind }) => LEMMA_KINDS.has(kind)).map(({ entry }) => entry.word));
  const droppedFound = new Set<string>();
  const intransitiveEntries = parseWordList(sources.intransitivi, "lexicon/intransitivi.txt");
  const intransitive = new Set(intransitiveEntries.map((e) => e.word));
  // Of those, the ones that take ne (Art. 4.2): for a complement with di or da (parlarne,
  // uscirne) or, with essere, for part of the subject (ne restano due: restarne).
  const takesNe = new Set<string>();
  for (const { word, note, line } of intransitiveEntries) {
    if (note === "") continue;
    if (!/^ne: (?:di|da|partitivo)$/.test(note)) throw new Error(`lexicon/intransitivi.txt:${line}: la nota dice "ne: di", "ne: da" o "ne: partitivo"`);
    takesNe.add(word);
  }
  // Of those, the ones that still take a person's pronoun: a dative (telefonargli) or their reflexive (accorgersi).
  const personal = parseWordList(sources.intransitiviConPronome, "lexicon/intransitivi-con-pronome.txt");
  const takesPerson = new Set<string>();
  for (const { word, note, line } of personal) {
    if (!intransitive.has(word)) throw new Error(`lexicon/intransitivi-con-pronome.txt:${line}: "${word}" non è in lexicon/intransitivi.txt`);
    if (!/^(?:dativo|dativo di cosa|pronominale|pronominale e no|dativo e pronominale):/.test(note)) {
      throw new Error(
        `lexicon/intransitivi-con-pronome.txt:${line}: la nota dice "dativo", "dativo di cosa", "pronominale", "pronominale e no" o "dativo e pronominale", poi un esempio`,
      );
    }
    // Without si the verb has no pronoun but ne (approfittarne): without ne the note says nothing "pronominale" does not.
    if (note.startsWith("pronominale e no:") && !takesNe.has(word)) {
      throw new Error(`lexicon/intransitivi-con-pronome.txt:${line}: "pronominale e no" vuole il verbo segnato "ne" in lexicon/intransitivi.txt`);
    }
    takesPerson.add(word);
  }
  const pronominal = new Set(personal.filter((e) => e.note.includes("pronominale")).map((e) => e.word));
  // Of those, the ones whose subject is a thing or an event (constare, accadere): no imperative.
  const thingSubject = new Set(personal.filter((e) => e.note.startsWith("dativo di cosa")).map((e) => e.word));
  // Of those, the ones whose only person is their reflexive (accorgersi): no dative.
  const pronominalOnly = new Set(personal.filter((e) => e.note.startsWith("pronominale")).map((e) => e.word));
  // Of those, the ones also used without si, with ne (approfittarsi, approfittarne).
  const withoutSi = new Set(personal.filter((e) => e.note.startsWith("pronominale e no:")).map((e) => e.word));
  // The verbs whose 1st plural imperative takes ci of place or of a thing (entriamoci, scommettiamoci).
  const adverbialCiLines = parseWordList(sources.ciAvverbiale, "lexicon/ci-avverbiale.txt");
  const adverbialCi = new Set(adverbialCiLines.map((e) => e.word));
  // Two pronouns: a bare infinitive takes any pair (portare: portamelo); an idiom its own (andarsene).
  const anyPair = new Set<string>();
  const idioms = new Map<string, Set<string>>();
  const idiomEntries: { verb: string; cluster: string }[] = [];
  /** An idiom: the verb written with its own cluster, which it then takes in every person. */
  const addIdiom = (verb: string, cluster: string): void => {
    idiomEntries.push({ verb, cluster });
    if (!idioms.has(verb)) idioms.set(verb, new Set());
    for (const personal of idiomClusters(cluster)) idioms.get(verb)!.add(personal);
  };
  for (const { word, line } of parseWordList(sources.pronomiDoppi, "lexicon/pronomi-doppi.txt")) {
    if (word.endsWith("re")) {
      anyPair.add(word);
      continue;
    }
    const split = cliticSplits(word).find((s) => s.host.endsWith("r") && s.cluster.length > 3);
    if (!split) throw new Error(`lexicon/pronomi-doppi.txt:${line}: "${word}" non è un infinito né un infinito con due pronomi`);
    addIdiom(`${split.host}e`, split.cluster);
  }
  // A pronominal verb that takes ne takes it with its reflexive, in every person, as an
  // idiom of pronomi-doppi.txt does (vergognarsene: adontarsene, me ne lagno: lagnarmene).
  for (const verb of pronominal) {
    if (takesNe.has(verb) && !idioms.get(verb)?.has("sene")) addIdiom(verb, "sene");
  }
  // The pronouns a verb with an object takes beyond it (Art. 4.2), reviewed verb by verb: a
  // person as object (aiutarmi), a dative (dargli), the reflexive (lavarsi).
  const transitiveReview = new Map<string, ReadonlySet<string>>();
  for (const { word, note, line } of parseWordList(sources.transitivi, "lexicon/transitivi.txt")) {
    const tags = note === "nessuno" ? [] : note.split(" ");
    // Each tag once, in the list's order: the note is the known tags it names, as VALENCY_TAGS orders them.
    if (tags.join(" ") !== VALENCY_TAGS.filter((tag) => tags.includes(tag)).join(" ")) {
      throw new Error(`lexicon/transitivi.txt:${line}: la nota dice "nessuno" o, in quest'ordine, "persona", "dativo", "riflessivo"`);
    }
    if (intransitive.has(word)) throw new Error(`lexicon/transitivi.txt:${line}: "${word}" è in lexicon/intransitivi.txt`);
    transitiveReview.set(word, new Set(tags));
  }
  const pairsOf = (...verbs: string[]): VerbFacts["combined"] => {
    if (verbs.some((v) => anyPair.has(v))) return "any";
    const pairs = new Set<string>();
    for (const v of verbs) for (const cluster of idioms.get(v) ?? []) pairs.add(cluster);
    return pairs;
  };
  for (const flag of [...NUMERAL_FLAGS, ...ROMAN_FLAGS, ...ALTERATION_FLAGS]) {
    if (!aff.suffixes.has(flag) && !aff.prefixes.has(flag)) {
      throw new Error(`Il flag "${flag}" non esiste più in dictionary-it: rivedere build/collect.ts`);
    }
  }
  const enclitic = encliticRules(aff);
  const verbs = verbFlags(aff);
  const lexicalisedStems = new Set(lessicalizzati.map((e) => e.word));
  /**
   * dictionary-it also lists gerunds and participles as entries of their own, with the
   * pronouns they take (prendendo/D: prendendolo; minacciato/E: minacciatolo). The verb
   * is guessed from the ending, for its object: -ando -ato → -are, -uto → -ere, -endo -ito → -ere or -ire.
   */
  const guessedVerbs = (stem: string): string[] => {
    // The gerunds of fare, porre, trarre, -durre, dire, bere and their compounds (soddisfacendo, riattraendo).
    const irregular = /^(.*)(fac|pon|tra|duc|dic|bev)endo$/.exec(stem);
    if (irregular) return [`${irregular[1]}${IRREGULAR_GERUNDS[irregular[2]!]}`];
    const host = /^(.+)(?:([ae])ndo|([aiu])t[oaie])$/.exec(stem);
    if (!host) return [];
    const vowel = host[2] ?? host[3]!;
    return vowel === "a" ? [`${host[1]}are`] : vowel === "u" ? [`${host[1]}ere`] : [`${host[1]}ere`, `${host[1]}ire`];
  };
  /**
   * The dropped lemma (non-parole.txt) a dictionary-it entry belongs to: the lemma itself, or
   * a gerund or participle whose every possible verb is dropped (sbuzzando, sbuzzato; not
   * irridendo, which may be irridere's as well as irridire's).
   */
  const droppedLemmaOf = (stem: string): string | undefined => {
    if (droppedLemmas.has(stem)) return stem;
    const verbs = guessedVerbs(stem);
    return verbs.length > 0 && verbs.every((verb) => droppedLemmas.has(verb)) ? verbs[0] : undefined;
  };
  // The defective verbs (Art. 4.2): of morph-it's forms, and below of dictionary-it's, only those they have.
  const defective = new Map<string, Defective>();
  const defectiveLines = new Map<string, number>();
  for (const { word, note, line } of parseWordList(sources.difettivi, "lexicon/difettivi.txt")) {
    const facts = parseDefective(note);
    if (!facts) throw new Error(`lexicon/difettivi.txt:${line}: la nota dice "manca: " e i tempi che mancano, e/o "persone: 3"`);
    defective.set(word, facts);
    defectiveLines.set(word, line);
  }
  let defectiveRefused = 0;
  const defectiveForms = new Map<string, Set<string>>();
  const morphitForms = readMorphit(sources.morphit).forms;
  // morph-it lists a participle also as an adjective (competuto): one the verb lacks is neither.
  const lackedParticiples = new Set<string>();
  for (const f of morphitForms) {
    const lacking = f.pos === "VER" && f.tag === "VER:part+past+s+m" ? defective.get(infinitiveOf(f.lemma)) : undefined;
    if (lacking && !defectiveHas(lacking, f.tag)) lackedParticiples.add(f.spelling.toLowerCase());
  }
  // The plain forms a defective verb lacks, as morph-it spells them (accaddi): dictionary-it lists some as entries of their own.
  const lackedForms = new Set<string>();
  const morphit = morphitForms.filter((f) => {
    if (f.word === null) return false;
    if (f.pos === "ADJ" && lackedParticiples.has(f.lemma)) {
      defectiveRefused++;
      return false;
    }
    const lacking = f.pos === "VER" ? defective.get(infinitiveOf(f.lemma)) : undefined;
    if (lacking && !defectiveHas(lacking, f.tag)) {
      if (f.clitics === null) lackedForms.add(f.spelling.toLowerCase());
      defectiveRefused++;
      return false;
    }
    // What it has, as written (urgerà) and on the cards (urgera): dictionary-it's forms are checked against it.
    if (lacking && f.clitics === null) {
      const infinitive = infinitiveOf(f.lemma);
      if (!defectiveForms.has(infinitive)) defectiveForms.set(infinitive, new Set());
      defectiveForms.get(infinitive)!.add(f.spelling.toLowerCase()).add(f.word.toLowerCase());
    }
    // The verb's forms, and its participle where morph-it lists it as an adjective (sbuzzato).
    // morph-it names the lemma; an adjective's may be a dropped verb's participle (irridito: irridire's, irridere's is irriso).
    const lemma = [f.lemma, infinitiveOf(f.lemma), ...guessedVerbs(f.lemma)].find((l) => droppedLemmas.has(l));
    if (lemma !== undefined) droppedFound.add(lemma);
    return lemma === undefined;
  });
  // A spelling one slot lacks and another has (the verb's, or another verb's) is no lacked form.
  for (const f of morphit) lackedForms.delete(f.spelling.toLowerCase());
  const lowerOf = (f: MorphitForm): string => f.word!.toLowerCase();
  const morphitSpellings = new Set(morphit.map(lowerOf));

  // The clitic grammar's hosts: each verb's plain forms, and the slots morph-it names.
  const morphVerbs = new Map<string, { forms: Set<string>; slots: Map<string, Set<HostSlot>> }>();
  const imperativeShaped = new Map<string, string[]>();
  for (const f of morphit) {
    if (f.pos !== "VER" || f.clitics !== null || f.accent || f.apostrophe) continue;
    const lemma = infinitiveOf(f.lemma);
    let verb = morphVerbs.get(lemma);
    if (!verb) {
      verb = { forms: new Set(), slots: new Map() };
      morphVerbs.set(lemma, verb);
    }
    const lower = lowerOf(f);
    verb.forms.add(lower);
    const slot = hostSlot(f.tag);
    if (slot) {
      if (!verb.slots.has(lower)) verb.slots.set(lower, new Set());
      verb.slots.get(lower)!.add(slot);
    }
    if (imperativeShape(lemma, f.tag)) {
      const list = imperativeShaped.get(lemma);
      if (list) list.push(lower);
      else imperativeShaped.set(lemma, [lower]);
    }
  }
  for (const [verb, line] of defectiveLines) {
    if (!defectiveForms.has(verb)) throw new Error(`lexicon/difettivi.txt:${line}: "${verb}" non è un verbo che morph-it coniuga`);
  }
  for (const { word, line } of adverbialCiLines) {
    if (!morphVerbs.has(word)) throw new Error(`lexicon/ci-avverbiale.txt:${line}: "${word}" non è un verbo che morph-it coniuga`);
  }
  // morph-it writes no imperative for 131 pronominal verbs (vergognarsi, pentirsi): theirs
  // are the present's forms of the same shape (vergognati, vergognatevi; pentiti, pentitevi).
  for (const [lemma, forms] of imperativeShaped) {
    const verb = morphVerbs.get(lemma)!;
    if ([...verb.slots.values()].some((slots) => slots.has("impr"))) continue;
    for (const form of forms) {
      if (!verb.slots.has(form)) verb.slots.set(form, new Set());
      verb.slots.get(form)!.add("impr");
    }
  }
  // The verbs used reflexively: those morph-it writes with si or se (alzarsi, vestendosi),
  // and those pronomi-doppi.txt gives se-lo or an idiom with se (mangiarselo, accorgersene).
  const reflexiveVerbs = new Set(morphit.filter((f) => f.pos === "VER" && /^s[ie]/.test(f.clitics ?? "")).map((f) => infinitiveOf(f.lemma)));
  for (const verb of anyPair) reflexiveVerbs.add(verb);
  for (const verb of pronominal) reflexiveVerbs.add(verb);
  for (const [verb, clusters] of idioms) if ([...clusters].some((c) => c.startsWith("se"))) reflexiveVerbs.add(verb);
  // Every verb with an object that morph-it conjugates is reviewed, and nothing else: a new
  // source version that brings a verb stops the build until someone has looked at it.
  const unreviewed = [...morphVerbs.keys()].filter((v) => CARD_VERB.test(v) && !intransitive.has(v) && !transitiveReview.has(v));
  if (unreviewed.length > 0) {
    throw new Error(
      `lexicon/transitivi.txt: mancano ${unreviewed.length} verbi che morph-it coniuga (${unreviewed.slice(0, 5).join(", ")}…): vagliarli e aggiungerli`,
    );
  }
  const strangers = [...transitiveReview.keys()].filter((v) => !morphVerbs.has(v));
  if (strangers.length > 0) throw new Error(`lexicon/transitivi.txt: ${strangers.join(", ")}: morph-it non coniuga questi verbi`);
  /**
   * What lexicon/transitivi.txt says of a verb with an object, or its base's for a prefixed
   * one (ri-mangiare); undefined for one nobody reviewed (only dictionary-it conjugates it),
   * which takes every pronoun and leaves the person's to the judge (needsWitness).
   */
  const reviewOf = (...verbs: string[]): ReadonlySet<string> | undefined => {
    for (const v of verbs) {
      const review = transitiveReview.get(v);
      if (review) return review;
    }
    return undefined;
  };
  /** A verb's person, dative and reflexive, from the lists that review them; `verbs` is the verb and the base it follows. */
  const pronounsOf = (transitive: boolean, ...verbs: string[]): Pick<VerbFacts, "personal" | "dative" | "reflexive" | "usedWithSi"> => {
    const reflexive = verbs.some((v) => reflexiveVerbs.has(v));
    if (!transitive) {
      const personal = verbs.some((v) => takesPerson.has(v));
      return { personal, dative: personal, reflexive, usedWithSi: reflexive };
    }
    const review = reviewOf(...verbs);
    const pairs = verbs.some((v) => anyPair.has(v));
    return {
      personal: pairs || review === undefined || review.size > 0,
      // Two pronouns (pronomi-doppi.txt) need not mean a dative: goderselo is the se of interest, GODERGLIELO no word.
      dative: review === undefined || review.has("dativo"),
      reflexive,
      usedWithSi: reflexive || review === undefined || review.has("riflessivo"),
    };
  };
  /** `lemma` may carry a prefix (ri-mangiare); `base` is the entry it comes from, whose object it shares. */
  const verbFacts = (lemma: string, plain: Iterable<string>, base = lemma): VerbFacts => {
    const infinitive = infinitiveOf(lemma);
    // morph-it's packages leave out essere and avere: their reviewed paradigm gives the hosts (abbiatelo; avete is no imperative: AVETELO).
    const known = morphVerbs.get(infinitive) ?? auxiliaryFacts(infinitive) ?? undefined;
    const forms = new Set(plain);
    if (known) for (const f of known.forms) forms.add(f);
    const transitive = !intransitive.has(infinitive) && !intransitive.has(infinitiveOf(base));
    const ne = transitive || takesNe.has(infinitive) || takesNe.has(infinitiveOf(base));
    return {
      lemma: infinitive,
      forms,
      slots: known?.slots ?? new Map(),
      transitive,
      combined: pairsOf(infinitive, infinitiveOf(base)),
      ...pronounsOf(transitive, infinitive, infinitiveOf(base)),
      takesNe: ne,
      reflexiveOnly: !transitive && (pronominalOnly.has(infinitive) || pronominalOnly.has(infinitiveOf(base))),
      withoutSi: withoutSi.has(infinitive) || withoutSi.has(infinitiveOf(base)),
      thingSubject: thingSubject.has(infinitive) || thingSubject.has(infinitiveOf(base)),
      adverbialCi: adverbialCi.has(infinitive) || adverbialCi.has(infinitiveOf(base)),
      // A verb a curated list names has been looked at: its pronouns need no other witness.
      attested: known !== undefined || anyPair.has(infinitive) || idioms.has(infinitive) || takesPerson.has(infinitive),
    };
  };

  /** morph-it's plain verb forms and the verbs they are forms of: sappiate → sapere. */
  const verbsOfForm = new Map<string, string[]>();
  for (const [lemma, verb] of morphVerbs) {
    for (const form of verb.forms) {
      const list = verbsOfForm.get(form);
      if (list) list.push(lemma);
      else verbsOfForm.set(form, [lemma]);
    }
  }
  /**
   * `stem` may carry a prefix (ri-emigrando); `base` is the entry it comes from, whose object
   * it shares (emigrando: none). An imperative dictionary-it lists as an entry with its
   * pronouns (sappiate/b, diciamo/b, bevete/b) is the form of the verb morph-it conjugates with
   * it, when the ending guesses no verb either source has: sappiate is no participle of a
   * "sappare", and sappiatelo is sapere's.
   */
  const hostEntryFacts = (stem: string, base = stem): VerbFacts | null => {
    const verbs = guessedVerbs(stem);
    const conjugated = verbsOfForm.get(stem);
    if (conjugated?.length === 1 && !verbs.some((v) => morphVerbs.has(v) || dictionaryVerbs.has(v))) return verbFacts(conjugated[0]!, []);
    if (verbs.length === 0) return null;
    const all = base === stem ? verbs : [...verbs, ...guessedVerbs(base)];
    // A participle no verb of either source has takes no pronoun (relato: no RELATALA).
    if (!all.some((v) => morphVerbs.has(v) || dictionaryVerbs.has(v))) return null;
    // Each reading is a guessed verb with the base it follows (ri-emigrando: emigrare, no
    // object); a gerund two real verbs share is a word when either takes the pronoun
    // (capendo, of capire and capere: capendolo is capire's).
    const bases = base === stem ? verbs : guessedVerbs(base);
    const readings = verbs.map((v, i) => [v, bases[i] ?? v]).filter((reading) => reading.some((v) => morphVerbs.has(v) || dictionaryVerbs.has(v)));
    const byReading = (test: (v: string) => boolean): boolean => readings.some((reading) => reading.every(test));
    const reflexive = all.some((v) => reflexiveVerbs.has(v));
    const participle = !stem.endsWith("ndo");
    const forms = new Set([stem]);
    const slots = new Map<string, Set<HostSlot>>();
    if (!participle) slots.set(stem, new Set(["ger"]));
    else {
      for (const [ending, slot] of [
        ["o", "part+m+s"],
        ["a", "part+f+s"],
        ["i", "part+m+p"],
        ["e", "part+f+p"],
      ] as const) {
        forms.add(stem.slice(0, -1) + ending);
        slots.set(stem.slice(0, -1) + ending, new Set([slot]));
      }
    }
    return {
      lemma: verbs[0]!,
      forms,
      slots,
      transitive: byReading((v) => !intransitive.has(v)),
      combined: pairsOf(...all),
      reflexive,
      usedWithSi: reflexive || byReading((v) => pronounsOf(!intransitive.has(v), v).usedWithSi),
      personal: byReading((v) => pronounsOf(!intransitive.has(v), v).personal),
      dative: byReading((v) => pronounsOf(!intransitive.has(v), v).dative),
      takesNe: byReading((v) => !intransitive.has(v) || takesNe.has(v)),
      reflexiveOnly: all.some((v) => intransitive.has(v)) && all.some((v) => pronominalOnly.has(v)),
      withoutSi: all.some((v) => withoutSi.has(v)),
      thingSubject: all.some((v) => thingSubject.has(v)),
      adverbialCi: all.some((v) => adverbialCi.has(v)),
      attested: verbs.some((v) => morphVerbs.has(v) || anyPair.has(v) || idioms.has(v) || takesPerson.has(v)),
    };
  };

  // Altered words are decided per lemma (Art. 4.2): a lemma is a candidate when it has an
  // alteration suffix on a noun or adjective lemma of either source and is not lexicalised;
  // it is altered when it is not a verb form either (minaccia, rovina: also verbs).
  // The flags that attach pronouns to a past participle (E: -ato -uto -so, G: -uto, H: -ito).
  const pairedPrefixFlags = new Set([...aff.prefixes].filter(([, rules]) => rules.some((r) => PAIRED_PREFIXES.has(r.add))).map(([flag]) => flag));
  const participleFlags = new Set([...enclitic].filter((r) => /(?:to|\[ts\]o)\)\$$/.test(r.condition.source)).map((r) => r.flag));
  const isVerbEntry = (entry: DicEntry): boolean => {
    if (entry.stem !== entry.stem.toLowerCase() || !VERB_STEM.test(entry.stem)) return false;
    for (const f of entry.flags) if (verbs.has(f)) return true;
    return false;
  };
  const dictionaryVerbs = new Set(entries.filter(isVerbEntry).map((entry) => infinitiveOf(entry.stem)));
  const nominalLemmas = new Set<string>();
  for (const entry of entries) if (entry.stem === entry.stem.toLowerCase() && !isVerbEntry(entry)) nominalLemmas.add(entry.stem);
  for (const f of morphit) if (f.pos !== "VER") nominalLemmas.add(f.lemma);
  /**
   * The lemmas only one source has that a review found in no common dictionary
   * (non-attestati.txt: dictionary-it's STERLINEARE, PROTRERREBBE; morph-it's FALLIMENTARIO,
   * MONTINIANO), and the verbs morph-it conjugates that dictionary-it has only as a noun or
   * adjective (PAPILLARE, which morph-it's reader took for a verb; the adjective stays):
   * their forms go to the judge. A line whose note says "solo sostantivo" names morph-it's
   * adjective of a real noun: the noun stays (traghetto, bomber). A line whose lemma both
   * sources have, the verb in both or in neither, or neither source has, stops the build.
   * A line is compared with each source's lemmas as written and, for a verb, as its
   * infinitive (accorgersi, accorgere).
   */
  const reviewedUnattested = new Set<string>();
  const verbReadings = new Set<string>();
  const nounsKept = new Set<string>();
  /** A verb's line is its lemma as the source writes it (uscirsi) or its infinitive. */
  const reviewedVerb = (lemma: string): boolean => reviewedUnattested.has(lemma) || reviewedUnattested.has(infinitiveOf(lemma));
  {
    // Each source's lemmas as written (uscirsi, an entry of dictionary-it's) and, for a verb, as its infinitive.
    const morphitLines = new Set(morphit.flatMap((f) => [f.lemma.toLowerCase(), ...(f.pos === "VER" ? [infinitiveOf(f.lemma)] : [])]));
    const dictionaryLines = new Set(
      entries.filter((e) => e.stem === e.stem.toLowerCase()).flatMap((e) => [e.stem, ...(isVerbEntry(e) ? [infinitiveOf(e.stem)] : [])]),
    );
    const stale: string[] = [];
    for (const { word, note, line } of parseWordList(sources.nonAttestati, "lexicon/non-attestati.txt")) {
      const inDictionaryIt = dictionaryLines.has(word);
      const inMorphit = morphitLines.has(word) || morphitSpellings.has(word);
      const verbReading = morphVerbs.has(word) && dictionaryLines.has(word) && !dictionaryVerbs.has(word);
      if (inDictionaryIt === inMorphit && !verbReading) stale.push(`${line} (${word})`);
      (verbReading ? verbReadings : reviewedUnattested).add(word);
      if (note.startsWith("no: solo sostantivo")) nounsKept.add(word);
    }
    if (stale.length > 0) {
      throw new Error(
        `lexicon/non-attestati.txt: ${stale.length} righe non sono più lemmi che una sola fonte ha (li hanno entrambe o nessuna): ${stale.slice(0, 20).join(", ")}`,
      );
    }
  }
  const nominal = [...nominalLemmas].sort();
  /** A noun or adjective lemma that begins with `root` and is not shaped as the verb's participle or gerund (autocertificazione, autocensura). */
  const derived = (root: string): boolean => {
    let low = 0;
    let high = nominal.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (nominal[mid]! < root) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < nominal.length && nominal[i]!.startsWith(root); i++) {
      const word = nominal[i]!;
      if (!OWN_NOMINAL_FORM.test(word.slice(root.length))) return true;
    }
    return false;
  };
  // A verb a curated list names has been looked at (autoironizzare in intransitivi.txt).
  const listed = (lemma: string): boolean => intransitive.has(lemma) || anyPair.has(lemma) || idioms.has(lemma) || takesPerson.has(lemma);
  /**
   * A verb only dictionary-it conjugates (morph-it's corpus never met it, no list names it)
   * from which neither source derives a noun or adjective: VOCABOLARIZZARE, DECONFICCARE,
   * ACCAVEZZARE. Nothing but one source's entry says it is Italian, so its forms go to the
   * judge, as a coined verb only morph-it knows does (COINING_PREFIXES); one a derived word
   * of either source confirms stays (sgamare: sgamo; capezzare: capezza).
   */
  const unconfirmedVerb = (infinitive: string): boolean =>
    !morphVerbs.has(infinitive) && !listed(infinitive) && !derived(verbRoot(infinitive)) && !remadeVerb(infinitive);
  /**
   * A verb made of one morph-it conjugates, with a prefix that remakes verbs (ri-acciuffare,
   * dis-otterrare, stra-lodare, pre-segnalare) or an attenuating suffix (stud-icchiare,
   * parl-ucchiare): the base confirms it.
   */
  const remadeVerb = (infinitive: string): boolean => {
    const prefix = REMAKING_PREFIXES.find((p) => infinitive.startsWith(p) && morphVerbs.has(infinitive.slice(p.length)));
    if (prefix !== undefined) return true;
    const attenuated = /^(.+?)(?:icchi|ucchi|acchi|erell)(?:are)$/.exec(infinitive);
    return attenuated !== null && ["are", "iare", "ere", "ire"].some((ending) => morphVerbs.has(attenuated[1] + ending));
  };
  const candidates = new Map<string, boolean>();
  const isCandidate = (lemma: string): boolean => {
    let known = candidates.get(lemma);
    if (known === undefined) {
      known = !lexicalisedStems.has(lemma) && findAlteration(lemma, (c) => nominalLemmas.has(c)) !== null;
      candidates.set(lemma, known);
    }
    return known;
  };
  /** Forms of candidate lemmas, with those lemmas: decided once every verb form is known. */
  const candidateLemmas = new Map<string, string[]>();
  const ofLemma = (key: string, lemma: string): number => {
    if (!isCandidate(lemma)) return FROM_ORDINARY_LEMMA;
    const list = candidateLemmas.get(key);
    if (!list) candidateLemmas.set(key, [lemma]);
    else if (!list.includes(lemma)) list.push(lemma);
    return 0;
  };

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

  // Clitic forms the grammar refuses, counted as made (a set of two million spellings would cost seconds).
  let cliticRefusals = 0;
  // Superlatives made with a prefix (ri-allungatissimo) and without one (allungatissimo).
  const prefixedSuperlatives = new Set<string>();
  const superlatives = new Set<string>();
  // Superlatives dictionary-it lists as entries of their own (accesissimo/OT, abilissima/QTU), as -issimo.
  const superlativeEntries = new Set<string>();
  const unattestedVerbForms = new Set<string>();
  // The regular -ere forms dictionary-it gives essere and avere that their paradigm lacks (ESSIAMO, AVERAI).
  let auxiliaryRefused = 0;
  /** The only forms of essere, avere and the defective verbs (build/auxiliaries.ts), or null for another verb. */
  const paradigmOf = (infinitive: string): { forms: ReadonlySet<string>; auxiliary: boolean } | null => {
    const auxiliary = auxiliaryFacts(infinitive);
    if (auxiliary) return { forms: auxiliary.forms, auxiliary: true };
    const forms = defectiveForms.get(infinitive);
    return forms ? { forms, auxiliary: false } : null;
  };
  const expandOne = (entry: DicEntry): void => {
    const stem = entry.stem;
    const lowerEntry = stem === stem.toLowerCase();
    const isVerb = isVerbEntry(entry);
    let participle = false;
    if (lowerEntry && !isVerb) for (const f of entry.flags) if (participleFlags.has(f)) participle = true;
    // An entry that is only a form a defective verb lacks (accaddi: accadere has only its 3rd
    // persons), or the participle it lacks (ostato/EyT); not an adjective spelled like one
    // (discreto/oYW, though discernere has no participle).
    if (lackedForms.has(stem) && (entry.flags === "" || participle)) {
      defectiveRefused++;
      return;
    }
    if (participle) origins.set(stem, (origins.get(stem) ?? 0) | FROM_PARTICIPLE);
    if (lowerEntry && SUPERLATIVE.test(stem)) superlativeEntries.add(stem.replace(SUPERLATIVE, "issimo"));
    const lexicalised = lowerEntry && lexicalisedStems.has(stem);
    // An entry with both paired prefixes, and whether morph-it knows what each makes of it (predire: yes).
    const paired = lowerEntry && [...entry.flags].filter((f) => pairedPrefixFlags.has(f)).length >= 2;
    const knownByPrefix = new Map<AffixRule, boolean>();
    const knowsPrefixed = (prefix: AffixRule): boolean => {
      let known = knownByPrefix.get(prefix);
      if (known === undefined) {
        const lemma = applyPrefix(stem, prefix) ?? "";
        known = isVerb ? morphVerbs.has(infinitiveOf(lemma)) : morphitSpellings.has(lemma);
        knownByPrefix.set(prefix, known);
      }
      return known;
    };
    const unconfirmed = lowerEntry && (isVerb ? reviewedVerb(stem) || unconfirmedVerb(infinitiveOf(stem)) : reviewedUnattested.has(stem));
    const confirmation = (prefix: AffixRule | null): number => (unconfirmed && !(prefix && knowsPrefixed(prefix)) ? FROM_UNCONFIRMED_ENTRY : FROM_OTHER_ENTRY);
    // A verb's plain forms by the prefix that made them (ri-mangiare is a verb of its own),
    // and its clitic forms, judged by the grammar once all of them are known.
    const plain = new Map<AffixRule | null, string[]>();
    const clitic: { key: string; prefix: AffixRule | null; pairing: number }[] = [];
    // essere/BTXIS, avere/BTXSqrI, riavere/BI: the regular -ere flag conjugates them, and
    // morph-it, which would confirm their forms, leaves them out; their reviewed paradigm
    // (build/auxiliaries.ts) decides which of the flag's plain forms are words (avevo,
    // avessi, avete; not ESSIAMO, ESSEREBBE, AVERAI, AVETTERO, nor averò's AVERO). So do a
    // defective verb's forms, those lexicon/difettivi.txt keeps of morph-it's (urgere/BTXqrI:
    // urge, urgerà; not URGETE, URGIAMO).
    const paradigm = isVerb && lowerEntry ? paradigmOf(infinitiveOf(stem)) : null;
    expandEntry(
      entry,
      aff,
      (form, suffix, prefix) => {
        forms++;
        if (paradigm && suffix && verbs.has(suffix.flag) && ruleOrigin(suffix) === 0 && !form.includes("'")) {
          // riavere/BI's ri- makes riavere's forms (riebbi); no prefix makes a defective verb's.
          const allowed = prefix ? auxiliaryFacts(infinitiveOf(applyPrefix(stem, prefix) ?? ""))?.forms : paradigm.forms;
          if (!allowed?.has(form)) {
            if (paradigm.auxiliary) auxiliaryRefused++;
            else defectiveRefused++;
            return;
          }
        }
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
        if (suffix?.add.includes("issim")) (prefix ? prefixedSuperlatives : superlatives).add(key);
        const pairing = paired && prefix && pairedPrefixFlags.has(prefix.flag) && !knowsPrefixed(prefix) ? FROM_PAIRED_PREFIX : FROM_UNPAIRED;
        let bits = strongest(suffix ? ruleOrigin(suffix) : 0, prefix ? ruleOrigin(prefix) : 0);
        if (bits === FROM_TRUNCATION && !(form.endsWith("r") && stem.endsWith("re"))) bits = 0;
        if (bits === FROM_ENCLITIC) {
          clitic.push({ key, prefix, pairing });
          return;
        }

        if (bits === 0) bits = isVerb ? FROM_VERB : FROM_NOMINAL;
        if (bits === FROM_VERB) {
          const list = plain.get(prefix);
          if (list) list.push(key);
          else plain.set(prefix, [key]);
        }
        // A form the diminutive flag made has no ordinary lemma: it is the alteration.
        if (bits === FROM_NOMINAL) bits |= ofLemma(key, prefix ? (applyPrefix(stem, prefix) ?? stem) : stem);
        if (lexicalised) bits |= FROM_LEXICALISED;
        origins.set(key, (origins.get(key) ?? 0) | bits | FROM_HUNSPELL | pairing | confirmation(prefix));
      },
      keepsOneWord,
    );
    // A form of a verb morph-it conjugates that morph-it does not write is mostly a wrong
    // one (SAPERAI, SPINGEI, STAREREBBERO): it stays only if something else attests it.
    // Not an adverb (regolarmente) or an adjective's plural (articolari) the entry also makes,
    // nor a clitic form it lists whole (fammelo, anteporvi).
    // The facts of the verb each prefix makes of the entry (ri-mangiare), once per prefix.
    const factsByPrefix = new Map<AffixRule | null, VerbFacts | null>();
    const factsFor = (prefix: AffixRule | null): VerbFacts | null => {
      if (factsByPrefix.has(prefix)) return factsByPrefix.get(prefix)!;
      const lemma = prefix ? applyPrefix(stem, prefix) : stem;
      const facts = !lemma ? null : isVerb ? verbFacts(lemma, plain.get(prefix) ?? [], stem) : lowerEntry ? hostEntryFacts(lemma, stem) : null;
      factsByPrefix.set(prefix, facts);
      return facts;
    };
    if (isVerb && lowerEntry) {
      const known = morphVerbs.get(infinitiveOf(stem));
      for (const key of known ? (plain.get(null) ?? []) : []) {
        if (known!.forms.has(key) || key.endsWith("mente") || key === `${stem.slice(0, -1)}i` || isCliticForm(key, factsFor(null))) continue;
        unattestedVerbForms.add(key);
      }
    }
    for (const { key, prefix, pairing } of clitic) {
      const facts = factsFor(prefix);
      if (!isCliticForm(key, facts)) {
        cliticRefusals++;
        continue;
      }
      const witness = needsWitness(key, facts) ? FROM_UNWITNESSED_CLITIC : FROM_WITNESSED_CLITIC;
      origins.set(
        key,
        (origins.get(key) ?? 0) | FROM_ENCLITIC | FROM_HUNSPELL | witness | pairing | confirmation(prefix) | (lexicalised ? FROM_LEXICALISED : 0),
      );
    }
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
    // A dropped lemma's entries: the lemma itself, and its gerund and participle (sbuzzando, sbuzzato).
    const dropped = droppedLemmaOf(entry.stem);
    if (dropped !== undefined) droppedFound.add(dropped);
    else expandOne(entry);
    if (i % step === 0) progress(i, entries.length);
  });
  progress(entries.length, entries.length);

  // An addition is an entry of its own: it keeps its spelling a word when only an unconfirmed
  // entry also makes it (mai, quindi: plurals of the listed mao, quindo).
  for (const { word } of aggiunte) origins.set(word, (origins.get(word) ?? 0) | FROM_NOMINAL | FROM_ORDINARY_LEMMA | FROM_OTHER_ENTRY);

  // Capitals win (Art. 4.2: no sigle): a spelling dictionary-it writes only in capitals (DNA,
  // BOT, SOS) is a sigla, even where morph-it, read from newspaper text, lists it in lower
  // case (dna, bot). One it also writes in lower case (led, rom) is a word.
  const capitalsOnly = new Set<string>();
  for (const [key, recipes] of explanations) {
    if (!origins.has(key) && [...recipes].every((recipe) => applyRecipe(key, recipe).kind === "acronym")) capitalsOnly.add(key);
  }

  // The verbs only morph-it conjugates that a coining prefix makes of one of dictionary-it's
  // (COINING_PREFIXES) and no derived word confirms: AUTOSPEDIRE, TURBOCOMPRIMERE.
  const coinedVerbs = new Set<string>();
  {
    const hunspellVerb = (infinitive: string): boolean => ((origins.get(infinitive) ?? 0) & (FROM_VERB | FROM_HUNSPELL)) === (FROM_VERB | FROM_HUNSPELL);
    for (const lemma of morphVerbs.keys()) {
      if (hunspellVerb(lemma) || listed(lemma)) continue;
      const prefix = COINING_PREFIXES.find((p) => lemma.startsWith(p) && hunspellVerb(lemma.slice(p.length)));
      if (prefix === undefined) continue;
      if (!derived(verbRoot(lemma))) coinedVerbs.add(lemma);
    }
  }

  // The second source: what morph-it attests joins what dictionary-it makes. Its clitic
  // forms pass the same grammar; a form that needs an accent gets its recipe (abbacchiò).
  for (const f of morphit) {
    const key = lowerOf(f);
    if (f.accent && !f.apostrophe && key.length >= MIN_EXPLAINED) explain(key, makeRecipe(f.spelling, key));
  }
  // morph-it also writes città and bell' without their marks (citta, bell): such a spelling
  // is a word only where dictionary-it makes it a plain one too (pero, papa).
  const needsMark = (key: string): boolean => [...(explanations.get(key) ?? [])].some((recipe) => /^\|[^|]+\|/.test(recipe) || recipe.endsWith("'"));
  let morphitOnly = 0;
  let pluralRespelt = 0;
  let fareRespelt = 0;
  const fareCompound = (lemma: string): boolean => {
    const infinitive = infinitiveOf(lemma);
    return infinitive.endsWith("fare") && infinitive !== "fare" && dictionaryVerbs.has(infinitive);
  };
  const hunspellFatto = (lemma: string): boolean => lemma.endsWith("fato") && ((origins.get(`${lemma.slice(0, -4)}fatto`) ?? 0) & FROM_HUNSPELL) !== 0;
  const acronymsKept = new Set<string>();
  for (const f of morphit) {
    const key = lowerOf(f);
    if (f.apostrophe || f.accent) continue; // attivita': a typewriter accent, not an elision
    if (key.length < MIN_LENGTH) continue;
    if (capitalsOnly.has(key)) {
      acronymsKept.add(key);
      continue;
    }
    // A present's 1st singular is a word beside its accented past (affabulo, affabulò).
    const presentFirst = f.tag === "VER:ind+pres+1+s";
    if (needsMark(key) && !presentFirst && !((origins.get(key) ?? 0) & FROM_HUNSPELL)) continue;
    // morph-it conjugates the compounds of fare as regular -are verbs (torrefasti, soddisfando)
    // and lists their participles so as adjectives (contraffato, torrefata): where dictionary-it
    // conjugates the verb, or writes the -fatto adjective, a form it does not make is no word.
    const fareMisspelt = f.pos === "VER" ? fareCompound(f.lemma) : f.pos === "ADJ" && hunspellFatto(f.lemma);
    if (fareMisspelt && !((origins.get(key) ?? 0) & FROM_HUNSPELL)) {
      fareRespelt++;
      continue;
    }
    // morph-it's plural of a -cia/-gia word is at times a misspelling (minaccie, spiaggie):
    // where dictionary-it writes the other plural (minacce, tracce), the other is the
    // lemma's form too (so tracce is no "altered trave"), and this one is no word unless
    // dictionary-it writes it as well (traccie).
    if (f.pos !== "VER" && /[cg]ie$/.test(key) && /[cg]ia$/.test(f.lemma)) {
      const other = `${key.slice(0, -2)}e`;
      const otherBits = origins.get(other) ?? 0;
      if (otherBits & FROM_HUNSPELL) {
        origins.set(other, otherBits | FROM_NOMINAL | (f.pos === "NOUN" ? FROM_NOUN : FROM_ADJECTIVE) | ofLemma(other, f.lemma));
        if (!((origins.get(key) ?? 0) & FROM_HUNSPELL)) {
          pluralRespelt++;
          continue;
        }
      }
    }
    let bits: number;
    if (f.clitics !== null) {
      if (!isCliticForm(key, verbFacts(f.lemma, []))) {
        cliticRefusals++;
        continue;
      }
      bits = FROM_ENCLITIC;
    } else if (f.pos === "VER") bits = FROM_VERB;
    else bits = FROM_NOMINAL | (f.pos === "NOUN" ? FROM_NOUN : FROM_ADJECTIVE) | ofLemma(key, f.lemma);
    if (lexicalisedStems.has(f.lemma)) bits |= FROM_LEXICALISED;
    if (f.pos === "VER" && coinedVerbs.has(infinitiveOf(f.lemma))) bits |= FROM_COINED_VERB;
    const unrecorded =
      f.pos === "VER"
        ? reviewedVerb(f.lemma) || verbReadings.has(infinitiveOf(f.lemma))
        : reviewedUnattested.has(f.lemma) && !(f.pos === "NOUN" && nounsKept.has(f.lemma));
    bits |= unrecorded ? FROM_UNRECORDED_LEMMA : FROM_RECORDED_LEMMA;
    const before = origins.get(key);
    if (before === undefined) morphitOnly++;
    origins.set(key, (before ?? 0) | bits | FROM_MORPHIT);
  }
  // A pronominal idiom in every person: the sources write andarsene, seldom andatevene.
  let cliticMade = 0; // forms the clitic grammar makes, not only judges
  const makeClitic = (key: string, lemma: string): void => {
    if (!origins.has(key)) cliticMade++;
    const coined = coinedVerbs.has(lemma) ? FROM_COINED_VERB : 0;
    origins.set(key, (origins.get(key) ?? 0) | FROM_ENCLITIC | FROM_WITNESSED_CLITIC | FROM_UNPAIRED | coined);
  };
  for (const { verb, cluster } of idiomEntries) {
    for (const key of idiomForms(cluster, verbFacts(verb, []))) makeClitic(key, verb);
  }
  // A verb with no object that takes a dative or its reflexive, in every person: the sources
  // write few of them (telefonargli, accorgiti).
  for (const { word, note } of personal) {
    const facts = verbFacts(word, []);
    const made = [...(note.startsWith("dativo") ? intransitiveForms(facts, "dativo") : []), ...(note.includes("pronominale") ? idiomForms("si", facts) : [])];
    for (const key of made) makeClitic(key, word);
  }
  // A verb with no object marked "ne" (eromperne, strabordarne): the sources give few such
  // verbs their ne. A pronominal one has it with its reflexive, made above (adontarsene).
  for (const verb of takesNe) {
    if (pronominalOnly.has(verb) && !withoutSi.has(verb)) continue;
    for (const key of intransitiveForms(verbFacts(verb, []), "ne")) makeClitic(key, verb);
  }
  // The absolute participle of a reflexive verb (resosi conto, messasi in viaggio): the
  // sources write it for regular participles only (alzatosi), so it is made from morph-it's.
  for (const [lemma, verb] of morphVerbs) {
    if (!reflexiveVerbs.has(lemma)) continue;
    const facts = verbFacts(lemma, []);
    for (const [form, slots] of verb.slots) {
      if (![...slots].some((slot) => slot.startsWith("part"))) continue;
      const key = `${form}si`;
      if (isCliticForm(key, facts)) makeClitic(key, lemma);
    }
  }
  // The imperatives of its verbs dictionary-it gives no pronouns at all: its irregular ones
  // (date, dite, ottieni, abbi) and the -isci of the -ire verbs it conjugates without -isc-
  // (capire/CI: capisci). Such a host, as morph-it (or avere's paradigm) names it, takes on
  // a verb with an object what the grammar admits of an object, alone or after a person
  // (ditelo, ottienilo, abbine, capiscilo, suggeriscimelo); the 2nd plural and the -isci of
  // a verb with a dative (transitivi.txt, pronomi-doppi.txt) also take mi, gli, ci alone
  // (datemi, ditegli, suggeriscimi, ubbidiscigli). Not si or vi; not the 1st plural, which these
  // verbs hardly use (SAPPIAMOGLIELO, VOGLIAMOLA); not a long monosyllable (vuoi, fai:
  // VUOILO, SODDISFAILI), nor what morph-it tags so by mistake (adempii; rammollisca, the
  // 3rd person). A host a source gives lo keeps the source's choice (mangia: mangialo).
  const sourcedClitic = (key: string): boolean => {
    const bits = origins.get(key) ?? 0;
    return (bits & FROM_ENCLITIC) !== 0 && (bits & (FROM_HUNSPELL | FROM_MORPHIT)) !== 0;
  };
  for (const lemma of [...morphVerbs.keys(), "avere"]) {
    const facts = verbFacts(lemma, []);
    if (!dictionaryVerbs.has(lemma) || !facts.transitive) continue;
    for (const [form, slots] of facts.slots) {
      if (!slots.has("impr") || !/^[a-z]+$/.test(form) || /(?:ai|oi|ii|iamo)$/.test(form)) continue;
      // An -are verb's are -a and -ate (not the present morph-it lends a pronominal verb:
      // INFILTRATILO), the rest's never -a; the compounds of fa' do not double (TUMEFALO).
      if (lemma.endsWith("are") ? !/(?:a|ate)$/.test(form) || lemma.endsWith("fare") : form.endsWith("a")) continue;
      if (sourcedClitic(`${form}lo`)) continue;
      // avere takes every pronoun as an auxiliary (avergli detto, avendomi visto), a use its
      // imperative has not: abbi, abbiate take no person (ABBIATEGLI).
      const dative = lemma !== "avere" && facts.dative && (form.endsWith("te") || form.endsWith("isci"));
      for (const cluster of CLITIC_CLUSTERS) {
        if (!/^(?:me|te|ce|glie)?(?:lo|la|li|le|ne)$/.test(cluster) && !(dative && ["mi", "gli", "ci"].includes(cluster))) continue;
        const key = form + cluster;
        if (!((origins.get(key) ?? 0) & FROM_ENCLITIC) && isCliticForm(key, facts)) makeClitic(key, lemma);
      }
    }
  }
  // Art. 4.2: a name is not playable, even where dictionary-it also writes it in lower case.
  for (const { word, line } of nomiPropri) {
    if (!origins.delete(word)) throw new Error(`lexicon/nomi-propri.txt:${line}: "${word}" non è una forma del dizionario`);
    explain(word, makeRecipe(word[0]!.toUpperCase() + word.slice(1), word));
  }
  // Art. 4.2: a sigla, an abbreviation (no "parola di senso compiuto"), an elision without
  // its apostrophe, a foreign plural or a misprint is not playable, whichever source has it.
  for (const { entry, recipe } of nonParole) {
    if (droppedLemmas.has(entry.word)) {
      if (!droppedFound.has(entry.word)) throw new Error(`lexicon/non-parole.txt:${entry.line}: "${entry.word}" non è un lemma delle fonti`);
      continue;
    }
    if (!origins.delete(entry.word)) throw new Error(`lexicon/non-parole.txt:${entry.line}: "${entry.word}" non è una forma del dizionario`);
    if (recipe) explain(entry.word, recipe);
  }

  // A participle's superlative (ricapitalizzatissima, influitissime) is no word unless the
  // participle is also an adjective, as morph-it says; dictionary-it gives the superlative to
  // every participle it declines (abbinato/EyT) and morph-it's packages carry none to confirm
  // one. Even of an adjective, it is unattested, for the judge, unless dictionary-it gives the
  // participle an adverb in -mente, the mark of an adjective in use (garbato/EyY: garbatamente,
  // garbatissimo; raffinato, interessato, affollato; ristretto: ristrettamente) or lists the superlative as an entry
  // (accesissimo/OT): the judge tells amatissimo and occupatissimo from ABBINATISSIMI,
  // ASSOGGETTATISSIMO, ARRESTATISSIMA (the precision samples' five) and INTERVENUTISSIMA.
  // Every superlative adverb is unattested: morph-it has no adverbs to confirm it, and
  // dictionary-it gives -issimamente to every adjective with an adverb: velocissimamente
  // is a word, ASSOLUTISTICISSIMAMENTE no one writes. Where it drops the h of a -co/-go
  // adjective's superlative (STANCISSIMAMENTE beside stanchissimo), it is no word at all.
  // A prefix on a superlative makes no word unless the prefixed positive is an adjective
  // (PREBENEDETTISSIMA); and even then only the judge can tell ristrettissimo, whose adjective
  // has its adverb (ristrettamente), from RIALLUNGATISSIMO, whose adjective is a participle.
  const adjectiveForms = new Set(morphit.filter((f) => f.pos === "ADJ").map(lowerOf));
  // morph-it's masculine singular participles (its slots name them).
  const participleForms = new Set<string>();
  for (const verb of morphVerbs.values()) for (const [form, slots] of verb.slots) if (slots.has("part+m+s")) participleForms.add(form);
  /** A past participle: an entry declined as one (abbinato/EyT), morph-it's slot, or a verb form in -ato -uto -ito. */
  const participle = (positive: string, bits: number): boolean =>
    (bits & FROM_PARTICIPLE) !== 0 || participleForms.has(positive) || ((bits & FROM_VERB) !== 0 && /[aiu]to$/.test(positive));
  let superlativeRefused = 0;
  let participleSuperlatives = 0;
  const unattestedSuperlatives: string[] = [];
  for (const [key, bits] of origins) {
    if (bits & FROM_MORPHIT || !SUPERLATIVE.test(key)) continue;
    const positive = key.replace(SUPERLATIVE, "o");
    const positiveBits = origins.get(positive) ?? 0;
    // The h of a -co/-go adjective's superlative follows its masculine plural (stanchi:
    // stanchissimo; igienici: igienicissimo): STANCISSIMAMENTE drops it, IGIENICHISSIMO adds it.
    const dropsH = /[cg]issimamente$/.test(key) && origins.has(key.replace(/issimamente$/, "hissimo")) && !origins.has(key.replace(/issimamente$/, "issimo"));
    const stem = /[cg]hissim[oaie]$/.test(key) ? key.replace(/hissim[oaie]$/, "") : null;
    const addsH = stem !== null && origins.has(`${stem}i`) && !origins.has(`${stem}hi`);
    const misspelt = dropsH || addsH;
    const prefixed = prefixedSuperlatives.has(key) && !superlatives.has(key);
    const adjective = adjectiveForms.has(positive) || adjectiveForms.has(key.replace(SUPERLATIVE, "e"));
    const adverb = origins.has(key.replace(SUPERLATIVE, "amente"));
    if (((positiveBits & (FROM_VERB | FROM_PARTICIPLE) || prefixed) && !adjective) || misspelt) {
      origins.delete(key);
      superlativeRefused++;
    } else if (SUPERLATIVE_ADVERB.test(key)) unattestedSuperlatives.push(key);
    else if (prefixed && !adverb) unattestedSuperlatives.push(key);
    else if (participle(positive, positiveBits) && !adverb && !superlativeEntries.has(key.replace(SUPERLATIVE, "issimo"))) {
      unattestedSuperlatives.push(key);
      participleSuperlatives++;
    }
  }

  // Those unattested verb forms are UNATTESTED (the judge decides in torneo), unless
  // morph-it has the spelling as another word, a curated list keeps it, or it is a
  // participle's superlative morph-it's adjective allows (graditissima).
  const unattested = new Set<string>();
  for (const key of unattestedVerbForms) {
    const bits = origins.get(key) ?? 0;
    if (bits & (FROM_MORPHIT | FROM_NOMINAL | FROM_LEXICALISED | FROM_ENCLITIC)) continue;
    if (SUPERLATIVE.test(key) && adjectiveForms.has(key.replace(SUPERLATIVE, "o"))) continue;
    unattested.add(key);
  }
  for (const key of unattestedSuperlatives) unattested.add(key);
  // A clitic form whose every reading asks for a witness and has none (needsWitness).
  const WITNESSED = FROM_WITNESSED_CLITIC | FROM_MORPHIT | FROM_NOMINAL | FROM_VERB | FROM_LEXICALISED;
  let cliticUnwitnessed = 0;
  for (const [key, bits] of origins) {
    if (!(bits & FROM_UNWITNESSED_CLITIC) || bits & WITNESSED) continue;
    unattested.add(key);
    cliticUnwitnessed++;
  }
  // What only a coined verb makes (AUTOSPEDENTI, TURBOCOMPRIMEREBBERO), unless dictionary-it
  // makes the spelling too, or it is another word's form.
  let coinedUnattested = 0;
  for (const [key, bits] of origins) {
    if (!(bits & FROM_COINED_VERB) || bits & (FROM_HUNSPELL | FROM_NOMINAL | FROM_LEXICALISED)) continue;
    if (!unattested.has(key)) coinedUnattested++;
    unattested.add(key);
  }
  // What only an entry of dictionary-it that nothing confirms (DECONFICCAI, VOCABOLARIZZIATE,
  // ENDOPLEURICO) or a lemma of morph-it a review found in no dictionary (FALLIMENTARIA,
  // MONTINIANE) makes: not another entry of dictionary-it, another lemma of morph-it or
  // lessicalizzati.txt.
  let unconfirmedUnattested = 0;
  let unrecordedUnattested = 0;
  for (const [key, bits] of origins) {
    if (!(bits & (FROM_UNCONFIRMED_ENTRY | FROM_UNRECORDED_LEMMA)) || bits & (FROM_RECORDED_LEMMA | FROM_LEXICALISED)) continue;
    // dictionary-it confirms what an entry it does not doubt makes (one not marked either way is such).
    if (bits & FROM_HUNSPELL && (bits & FROM_OTHER_ENTRY || !(bits & FROM_UNCONFIRMED_ENTRY))) continue;
    if (!unattested.has(key)) {
      if (bits & FROM_UNCONFIRMED_ENTRY) unconfirmedUnattested++;
      else unrecordedUnattested++;
    }
    unattested.add(key);
  }
  // What only the paired prefixes make (PREINDIRLE, STRADISDICESTI), unless morph-it or a list has it.
  let prefixUnattested = 0;
  for (const [key, bits] of origins) {
    if (!(bits & FROM_PAIRED_PREFIX) || bits & (FROM_UNPAIRED | FROM_MORPHIT | FROM_LEXICALISED)) continue;
    if (!unattested.has(key)) prefixUnattested++;
    unattested.add(key);
  }

  const isBase = (candidate: string): boolean => ((origins.get(candidate) ?? 0) & FROM_NOMINAL) !== 0;
  const isAlteredLemma = (lemma: string): boolean => !((origins.get(lemma) ?? 0) & FROM_VERB);
  const trunc = new Set(tronche.map((e) => e.word));
  const added = new Set(aggiunte.map((e) => e.word));
  const lexicalisedKeys = new Set(lessicalizzati.map((e) => e.word));
  // A lexicalised word passes in all its inflections, even those the diminutive flag makes
  // of another entry (boccia → boccini, while boccino is listed): the same word with
  // another final vowel (-co/-chi, -ga/-ghe keep their h).
  const isLexicalisedForm = (key: string): boolean => {
    if (lexicalisedKeys.has(key)) return true;
    const stem = key.slice(0, -1);
    const stems = /[cg]h$/.test(stem) ? [stem, stem.slice(0, -1)] : [stem];
    return stems.some((s) => FINAL_VOWELS.some((vowel) => lexicalisedKeys.has(s + vowel)));
  };

  // A roman numeral is never a word; a key that only marks a participle entry is none either.
  const MADE = FROM_NOMINAL | FROM_VERB | FROM_ENCLITIC | FROM_NUMERAL | FROM_TRUNCATION | FROM_ALTERATION_RULE;
  const words = [...origins.keys()].filter((key) => (origins.get(key)! & MADE) !== 0).sort();
  const wordFlags = new Uint16Array(words.length);
  // The earlier review went through every altered form dictionary-it makes (sabrine, of
  // sabrina/Q): a lemma with such a form, or made by dictionary-it itself, was reviewed there.
  const reviewed = new Map<string, "dictionary-it" | "alterati.txt" | "unreviewed">();
  const review = (lemma: string, formBits: number): void => {
    if (reviewed.get(lemma) === "dictionary-it") return;
    const byDictionary = ((origins.get(lemma) ?? 0) | formBits) & FROM_HUNSPELL;
    reviewed.set(lemma, byDictionary ? "dictionary-it" : alterati.has(lemma) ? "alterati.txt" : "unreviewed");
  };
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
    // ventun, duemilatrentun: the numeral cut before a noun (ventun anni) is a parola tronca (Art. 4.2).
    if (bits & FROM_NUMERAL && key.endsWith("un")) flags |= WORD_FLAG.TRUNCATED;
    if (added.has(key)) flags |= WORD_FLAG.ADDITION;
    else if (unattested.has(key)) flags |= WORD_FLAG.UNATTESTED;
    // Altered when every lemma it is a form of is altered (or the diminutive flag made it),
    // and never a verb form, a lexicalised word's form or a curated addition; the hint's
    // base is found on the form itself, as the checker will.
    const lemmas = candidateLemmas.get(key);
    const alteredLemma = bits & FROM_ALTERATION_RULE || lemmas?.every(isAlteredLemma) === true;
    const mayBeAltered =
      alteredLemma && !(bits & (FROM_VERB | FROM_ENCLITIC | FROM_LEXICALISED | FROM_ORDINARY_LEMMA)) && !isLexicalisedForm(key) && !added.has(key);
    if (mayBeAltered && findAlteration(key, isBase)) {
      flags |= WORD_FLAG.ALTERED;
      // A form the diminutive flag made is its own lemma (bustina of busta/N).
      for (const lemma of lemmas ?? [key]) review(lemma, bits);
    }
    if (bits & FROM_HUNSPELL) flags |= WORD_FLAG.DICTIONARY_IT;
    if (bits & FROM_MORPHIT) flags |= WORD_FLAG.MORPHIT;
    if (bits & FROM_NOUN) flags |= WORD_FLAG.NOUN;
    if (bits & FROM_ADJECTIVE) flags |= WORD_FLAG.ADJECTIVE;
    if (bits & (FROM_VERB | FROM_ENCLITIC) || (bits & FROM_TRUNCATION && key.endsWith("r"))) flags |= WORD_FLAG.VERB;
    wordFlags[i] = flags;
    count("words");
    if (flags & WORD_FLAG.ENCLITIC) count("enclitic");
    if (flags & WORD_FLAG.NUMERAL) count("numeral");
    if (flags & WORD_FLAG.ALTERED) count("altered");
    if (flags & WORD_FLAG.TRUNCATED) count("truncated");
    if (flags & WORD_FLAG.UNATTESTED) count("unattested");
  }
  for (const key of trunc) if (!origins.has(key)) throw new Error(`tronche.txt: "${key}" non è una forma del dizionario`);
  stats.accentNotesDropped = keepLikelyAccentNotes(explanations, new Set(words), entries, morphit);
  stats.properNouns = nomiPropri.length;
  stats.acronymsKept = acronymsKept.size;
  stats.nonWords = nonParole.length;
  stats.morphitForms = morphit.length;
  stats.morphitOnly = morphitOnly;
  stats.pluralRespelt = pluralRespelt;
  stats.fareRespelt = fareRespelt;
  stats.cliticRefusals = cliticRefusals;
  stats.auxiliaryRefused = auxiliaryRefused;
  stats.defectiveRefused = defectiveRefused;
  stats.superlativeRefused = superlativeRefused;
  stats.participleSuperlatives = participleSuperlatives;
  stats.cliticUnwitnessed = cliticUnwitnessed;
  stats.prefixUnattested = prefixUnattested;
  stats.coinedVerbs = coinedVerbs.size;
  stats.coinedUnattested = coinedUnattested;
  stats.unconfirmedUnattested = unconfirmedUnattested;
  stats.unrecordedUnattested = unrecordedUnattested;
  stats.cliticMade = cliticMade;
  stats.explanations = explanations.size;
  stats.alteredLemmas = reviewed.size;
  stats.alteredLemmasListed = [...reviewed.values()].filter((v) => v === "alterati.txt").length;
  stats.alteredLemmasUnreviewed = [...reviewed.values()].filter((v) => v === "unreviewed").length;
  const alteredReview = {
    lemmas: reviewed,
    inBothLists: [...alterati].filter((word) => lexicalisedStems.has(word)).sort(),
    notAltered: [...alterati].filter((word) => reviewed.get(word) !== "alterati.txt").sort(),
  };
  return { words, flags: wordFlags, explanations, alteredReview, stats };
}
