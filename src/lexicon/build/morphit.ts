/**
 * The lexicon's second source: morph-it (Baroni & Zanchetta, CC BY-SA 2.0) as the npm
 * packages italian-words-dict, italian-verbs-dict and italian-adjectives-dict ship it, read
 * into one list of forms, each with its lemma, part of speech and morph-it tag, and folded
 * to the card spelling by the same `parseWord` the checker uses. Pure: the caller reads the
 * JSON files (node.ts) and passes the parsed objects; the same objects give the same list.
 *
 * What the packages keep of morph-it, and what they lose:
 * - nouns (NOUN): one entry per lemma with its gender, the plural (`P`, null when there is
 *   none) and rarely a singular of its own (`S`: an abbreviation, or null when the noun has
 *   no singular, like alimentari);
 * - adjectives (ADJ): the four positive forms of each lemma (`MS` is given only when it is
 *   not the lemma: null means no masculine singular); comparatives and superlatives are gone;
 * - verbs (VER only: morph-it's AUX essere/avere, MOD, ASP and CAU entries are absent): one
 *   form per slot (mode, tense, person and number). Where morph-it lists enclitic forms
 *   (`VER:inf+pres+si`) the package dropped the clitic feature, so an infinitive or gerund
 *   slot may hold abbandonarsi or contenendosi instead of the plain form. The reader gives
 *   such a form its clitics back and restores the plain host (the infinitive is the lemma,
 *   the gerund is the form without its clitics), marked `restored`.
 * - no other part of speech (adverbs, prepositions, pronouns, determiners, conjunctions…).
 * And things it gets wrong: ISC_VERBS, MISFILED_SUBJUNCTIVE, and a passato remoto's 3rd
 * plural filed under another person (prudere's S1 prudettero, conquidere's S3 conquisero),
 * which the reader files as the 3rd plural (PAST_THIRD_PLURAL).
 */
import type { WordsInfo } from "italian-words-dict";
import type { AdjectivesInfo } from "italian-adjectives-dict";
import type { VerbsInfo } from "italian-verbs-dict";
import { parseWord } from "../normalize";
import type { Reason } from "../types";

export interface MorphitSources {
  /** italian-words-dict's words.json */
  nouns: WordsInfo;
  /** italian-adjectives-dict's adjectives.json */
  adjectives: AdjectivesInfo;
  /** italian-verbs-dict's verbs.json */
  verbs: VerbsInfo;
}

export const MORPHIT_POS = ["NOUN", "ADJ", "VER"] as const;
export type MorphitPos = (typeof MORPHIT_POS)[number];

export interface MorphitForm {
  /** As morph-it spells it: abbacchiò, attivita', afro-americano. */
  spelling: string;
  /** The card spelling (upper case, the 21 card letters), or null when the cards cannot show it. */
  word: string | null;
  /** Why the cards cannot show it (LETTER_NOT_IN_DECK, INVALID_CHARACTERS for - . ' inside, digits…). */
  unplayable: Reason | null;
  /** Folding dropped an accent (abbacchiò → ABBACCHIO): the game asks for the accent and refuses it. */
  accent: boolean;
  /** Folding dropped a final apostrophe: an elision (vent') or a typewriter accent (attivita'). */
  apostrophe: boolean;
  lemma: string;
  pos: MorphitPos;
  /** morph-it's tag: NOUN-M:p, ADJ:pos+f+s, VER:ind+pres+2+s, VER:inf+pres+si. */
  tag: string;
  /** The enclitic pronouns a verb form carries (si, glielo), or null. */
  clitics: string | null;
  /** A plain infinitive or gerund the package lost under a clitic form, restored from it. */
  restored: boolean;
}

/** A verb slot the reader does not know, or whose form has not the shape its slot promises. */
export interface SkippedSlot {
  lemma: string;
  slot: string;
  spelling: string;
}

export interface MorphitReading {
  forms: MorphitForm[];
  skipped: SkippedSlot[];
}

/** morph-it's enclitic features (its README, VER): the clusters a verb form may end in. */
export const MORPHIT_CLITICS = [
  "cela",
  "cele",
  "celi",
  "celo",
  "cene",
  "ci",
  "gli",
  "gliela",
  "gliele",
  "glieli",
  "glielo",
  "gliene",
  "la",
  "le",
  "li",
  "lo",
  "mela",
  "mele",
  "meli",
  "melo",
  "mene",
  "mi",
  "ne",
  "sela",
  "sele",
  "seli",
  "selo",
  "sene",
  "si",
  "tela",
  "tele",
  "teli",
  "telo",
  "tene",
  "ti",
  "vela",
  "vele",
  "veli",
  "velo",
  "vene",
  "vi",
] as const;

const CLUSTER = `(${MORPHIT_CLITICS.join("|")})`;
// An infinitive with clitics loses its final -e (abbandonar-si, por-si); a gerund keeps -ndo.
const INFINITIVE = new RegExp(`^(.*r)${CLUSTER}$`);
const GERUND = new RegExp(`^(.*ndo)${CLUSTER}?$`);

/** Person and number keys of the package → morph-it's `+person+number`. */
const PERSONS = { S1: "1+s", S2: "2+s", S3: "3+s", P1: "1+p", P2: "2+p", P3: "3+p" } as const;
/** The finite slots, in the order the reader visits them (the package's own order varies by lemma). */
const FINITE = [
  ["ind", "pres"],
  ["ind", "impf"],
  ["ind", "past"],
  ["ind", "fut"],
  ["sub", "pres"],
  ["sub", "impf"],
  ["cond", "pres"],
] as const;
const IMPERATIVE = { S2: "2+s", P1: "1+p", P2: "2+p" } as const;
const PRESENT_PARTICIPLE = { S: "s", SF: "s", P: "p", PF: "p" } as const;
const PAST_PARTICIPLE = { S: "s+m", SF: "s+f", P: "p+m", PF: "p+f" } as const;
const KNOWN_MODES = new Set(["ind", "sub", "cond", "impr", "inf", "ger", "part"]);

const NOUN_NUMBERS = [
  ["S", "s"],
  ["P", "p"],
] as const;
const ADJECTIVE_SLOTS = { MS: "m+s", MP: "m+p", FS: "f+s", FP: "f+p" } as const;

const byKey = (object: object): string[] => Object.keys(object).sort();

/**
 * Verbs in -ire that the dictionaries conjugate only with -isc- (abbrutisco, inferocisce,
 * grugniscono) and the verbs package only without it (ABBRUTO, INFEROCE, GRUGNONO, and the
 * imperative ABBRUTI): dictionary-it has the right forms, which would go to the judge as
 * forms morph-it lacks. The reader gives these verbs their -isc- forms in the present, the
 * present subjunctive and the imperative's 2nd singular, the slots where -isc- goes.
 * Source: the conjugation tables of Zingarelli and Treccani; found by comparing, for every
 * -ire verb of the package, its present with dictionary-it's (the other verbs where the two
 * differ have both conjugations, aborro and aborrisco, or the package is right: vesto, ricopro).
 */
const ISC_VERBS: ReadonlySet<string> = new Set([
  "abbrutire",
  "ammollire",
  "censire",
  "graffire",
  "grugnire",
  "incretinire",
  "inferocire",
  "rabbonire",
  "rattrappire",
]);
/** The -isc- endings of ISC_VERBS, by slot (mode.tense.person). */
const ISC_ENDINGS: Readonly<Record<string, string>> = {
  "ind.pres.S1": "isco",
  "ind.pres.S2": "isci",
  "ind.pres.S3": "isce",
  "ind.pres.P3": "iscono",
  "sub.pres.S1": "isca",
  "sub.pres.S2": "isca",
  "sub.pres.S3": "isca",
  "sub.pres.P3": "iscano",
  "impr.pres.S2": "isci",
};

/**
 * Verbs whose present subjunctive the verbs package files under the conditional, giving its
 * subjunctive slots forms the verb has not: solere's soglia, sogliano are under `cond`, which
 * solere lacks (lexicon/difettivi.txt), and its `sub` holds sola, solano, soliamo, soliate (solare's and other words').
 * The reader reads the conditional's slots as the present subjunctive, and no conditional.
 */
const MISFILED_SUBJUNCTIVE: ReadonlySet<string> = new Set(["solere"]);

/** The package's slots of a tense, with MISFILED_SUBJUNCTIVE's read where they belong. */
function verbTense(lemma: string, entry: object, mode: string, tense: string): Slots | undefined {
  if (!MISFILED_SUBJUNCTIVE.has(lemma)) return tenseOf(entry, mode, tense);
  if (mode === "cond") return undefined;
  return mode === "sub" && tense === "pres" ? tenseOf(entry, "cond", "pres") : tenseOf(entry, mode, tense);
}

/** A passato remoto's 3rd plural (prudettero, conquisero, -arono -erono -irono): no other person ends so. */
const PAST_THIRD_PLURAL = /(?:ero|rono)$/;

/** The package's spelling of a finite or imperative slot, with ISC_VERBS' -isc- where it goes. */
function slotSpelling(lemma: string, slot: string, spelling: string | undefined): string | undefined {
  const ending = ISC_VERBS.has(lemma) ? ISC_ENDINGS[slot] : undefined;
  return spelling && ending ? lemma.slice(0, -3) + ending : spelling;
}

/** Every form of the three packages, lemmas in code-point order, each (form, lemma, tag) once. */
export function readMorphit(sources: MorphitSources): MorphitReading {
  const forms: MorphitForm[] = [];
  const skipped: SkippedSlot[] = [];
  // Repeats come from one lemma's slots (a present participle's S and SF): the set is per lemma.
  const seen = new Set<string>();
  const add = (spelling: string, lemma: string, pos: MorphitPos, tag: string, clitics: string | null = null, restored = false): void => {
    const key = `${spelling} ${tag}`;
    if (seen.has(key)) return;
    seen.add(key);
    const parsed = parseWord(spelling);
    forms.push({
      spelling,
      word: parsed.ok ? parsed.word : null,
      unplayable: parsed.ok ? null : parsed.reason,
      accent: parsed.ok && parsed.typedAccent,
      apostrophe: parsed.ok && parsed.typedApostrophe,
      lemma,
      pos,
      tag,
      clitics,
      restored,
    });
  };

  for (const lemma of byKey(sources.nouns)) {
    const entry = sources.nouns[lemma]!;
    seen.clear();
    const gender = entry.G === "F" ? "F" : "M";
    for (const [key, number] of NOUN_NUMBERS) {
      // The singular is the lemma unless the entry says otherwise (S: null = no singular).
      const spelling = key === "S" ? (entry.S === undefined ? lemma : entry.S) : entry.P;
      if (spelling) add(spelling, lemma, "NOUN", `NOUN-${gender}:${number}`);
    }
  }

  for (const lemma of byKey(sources.adjectives)) {
    const entry = sources.adjectives[lemma]!;
    seen.clear();
    for (const [key, features] of Object.entries(ADJECTIVE_SLOTS)) {
      const spelling = key === "MS" ? (entry.MS === undefined ? lemma : entry.MS) : entry[key as keyof typeof ADJECTIVE_SLOTS];
      if (spelling) add(spelling, lemma, "ADJ", `ADJ:pos+${features}`);
    }
  }

  for (const lemma of byKey(sources.verbs)) {
    const entry = sources.verbs[lemma];
    if (!entry) continue;
    seen.clear();
    for (const mode of byKey(entry)) {
      if (!KNOWN_MODES.has(mode)) {
        for (const [slot, spelling] of slotsOf((entry as Record<string, unknown>)[mode], mode)) skipped.push({ lemma, slot, spelling });
      }
    }
    for (const [mode, tense] of FINITE) {
      const slots = verbTense(lemma, entry, mode, tense);
      for (const [key, features] of Object.entries(PERSONS)) {
        const spelling = slotSpelling(lemma, `${mode}.${tense}.${key}`, slots?.[key]);
        const person = mode === "ind" && tense === "past" && spelling && PAST_THIRD_PLURAL.test(spelling) ? PERSONS.P3 : features;
        if (spelling) add(spelling, lemma, "VER", `VER:${mode}+${tense}+${person}`);
      }
    }
    const imperative = tenseOf(entry, "impr", "pres");
    for (const [key, features] of Object.entries(IMPERATIVE)) {
      const spelling = slotSpelling(lemma, `impr.pres.${key}`, imperative?.[key]);
      if (spelling) add(spelling, lemma, "VER", `VER:impr+pres+${features}`);
    }
    for (const [table, tense] of [
      [PRESENT_PARTICIPLE, "pres"],
      [PAST_PARTICIPLE, "past"],
    ] as const) {
      const slots = tenseOf(entry, "part", tense);
      for (const [key, features] of Object.entries(table)) {
        const spelling = slots?.[key];
        if (spelling) add(spelling, lemma, "VER", `VER:part+${tense}+${features}`);
      }
    }

    const infinitive = entry.inf?.pres;
    if (typeof infinitive === "string") {
      const enclitic = infinitive === lemma ? null : INFINITIVE.exec(infinitive);
      if (infinitive !== lemma && !enclitic) skipped.push({ lemma, slot: "inf.pres", spelling: infinitive });
      if (enclitic) add(infinitive, lemma, "VER", `VER:inf+pres+${enclitic[2]}`, enclitic[2]!);
      // The lemma is the infinitive (a pronominal lemma, accorgersi, carries its si); a
      // lemma not shaped like one (rimontar) is not.
      const own = INFINITIVE.exec(lemma);
      if (own) add(lemma, lemma, "VER", `VER:inf+pres+${own[2]}`, own[2]!, infinitive !== lemma);
      else if (lemma.endsWith("re")) add(lemma, lemma, "VER", "VER:inf+pres", null, infinitive !== lemma);
    }
    const gerund = entry.ger?.pres;
    if (typeof gerund === "string") {
      const shape = GERUND.exec(gerund);
      if (!shape) skipped.push({ lemma, slot: "ger.pres", spelling: gerund });
      else if (shape[2] === undefined) add(gerund, lemma, "VER", "VER:ger+pres");
      else {
        add(gerund, lemma, "VER", `VER:ger+pres+${shape[2]}`, shape[2]);
        add(shape[1]!, lemma, "VER", "VER:ger+pres", null, true);
      }
    }
  }
  return { forms, skipped };
}

type Slots = Readonly<Record<string, string>>;

function tenseOf(entry: object, mode: string, tense: string): Slots | undefined {
  const value = (entry as Record<string, Record<string, unknown> | null | undefined>)[mode]?.[tense];
  return value !== null && typeof value === "object" ? (value as Slots) : undefined;
}

/** Every spelling under an unknown mode, with its path (muovere's `null.past.S` = mossoci). */
function slotsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value === null || typeof value !== "object") return [];
  return byKey(value).flatMap((key) => slotsOf((value as Record<string, unknown>)[key], `${path}.${key}`));
}
