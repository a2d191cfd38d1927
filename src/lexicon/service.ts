/**
 * The dictionary service over a loaded artefact: verdicts with reasons and Italian hints,
 * wild readings of a meld, and the word finder used by hints, bots and the judge.
 */
import { ALTERATION_LABEL, findAlteration } from "./altered";
import type { LoadedArtefact } from "./artefact";
import { CARD_LETTERS, wildLetters } from "../engine/cards";
import type { Automaton } from "./automaton";
import { WORD_FLAG } from "./categories";
import { parseWord } from "./normalize";
import { PROFILES, type Treatment, type WordProfile } from "./profiles";
import { applyRecipe, type Spelling } from "./recipe";
import { buildSearchIndex, findInAutomaton, letterCounts, type SearchIndex } from "./word-finder";
import {
  type FindOptions,
  type FoundWord,
  type Lexicon,
  type ProfileName,
  type Reading,
  type Reason,
  type Verdict,
  type VerdictSource,
  type Wild,
  WILD_VALUE,
  type WordCheck,
} from "./types";

/** A request the service cannot answer (bad letters, bad pattern): the message is Italian. */
export class LexiconInputError extends Error {
  override name = "LexiconInputError";
}

const MIN_WORD = 3;
/** A readings pattern: card letters and the wild's "?". */
const PATTERN = new RegExp(`^[${CARD_LETTERS.join("")}?]*$`);

// Order in which the kinds of real spelling explain a refusal: the most useful first.
const SPELLING_PRIORITY: Record<Spelling["kind"], number> = { accent: 0, apostrophe: 1, proper: 2, acronym: 3, abbreviation: 4 };

function treatmentVerdict(t: Treatment): Verdict {
  return t === "invalid" ? "invalid" : t === "dubious" ? "dubious" : "valid";
}

export class DictionaryLexicon implements Lexicon {
  readonly version: string;
  private readonly words: Automaton;
  private readonly explanations: Automaton;
  private readonly recipes: string[][];
  private readonly categories: readonly number[];
  /** Built on the first word search, not at load: check() alone never needs it. */
  private searchIndex: SearchIndex | undefined;

  constructor(artefact: LoadedArtefact) {
    this.words = artefact.words;
    this.explanations = artefact.explanations;
    this.recipes = artefact.header.explanations.recipes;
    this.categories = artefact.header.main.categories;
    this.version = `${artefact.header.source}+${artefact.header.sourceHash.slice(0, 12)}`;
  }

  /** WORD_FLAG bits of a playable spelling (upper or lower case), or -1 when it is not one. */
  flagsOf(word: string): number {
    const value = this.words.get(word);
    return value === 0 ? -1 : this.categories[value - 1]!;
  }

  /** Every playable spelling (upper case, code-point order) with its WORD_FLAG bits: for measurements and tests. */
  forEachWord(visit: (word: string, flags: number) => void): void {
    this.words.forEach((word, value) => {
      visit(word, this.categories[value - 1]!);
    });
  }

  /** The real spellings a card word folds from (città, Roma, po'), best explanation first. */
  spellingsOf(word: string): Spelling[] {
    const value = this.explanations.get(word);
    if (value === 0) return [];
    return this.recipes[value - 1]!.map((recipe) => applyRecipe(word, recipe)).sort((a, b) => SPELLING_PRIORITY[a.kind] - SPELLING_PRIORITY[b.kind]);
  }

  private isPlainWord = (lower: string): boolean => {
    const flags = this.flagsOf(lower);
    return flags >= 0 && (flags & (WORD_FLAG.ENCLITIC | WORD_FLAG.NUMERAL | WORD_FLAG.TRUNCATED)) === 0;
  };

  check(input: string, profileName: ProfileName): WordCheck {
    const profile = PROFILES[profileName] as WordProfile | undefined;
    if (!profile) throw new LexiconInputError(`Profilo sconosciuto: ${String(profileName)}`);
    const parsed = parseWord(input);
    if (!parsed.ok) return wordCheck(input, profileName, parsed.word, "invalid", parsed.reason, parsed.hint, "input");
    const { word, lower } = parsed;
    const short = word.length < MIN_WORD;
    const flags = short ? -1 : this.flagsOf(lower);

    if (flags < 0) {
      const real = this.spellingsOf(lower)[0];
      // A short word gets its spelling explained only when typed that way ("po'", "tè"):
      // "te" and "re" are words, just too short.
      if (real && (!short || parsed.typedAccent || parsed.typedApostrophe)) {
        const [reason, hint] = this.explainSpelling(word, real);
        const tooShort = short ? " E comunque una combinazione vuole almeno 3 carte." : "";
        return wordCheck(input, profileName, word, "invalid", reason, hint + tooShort, "dictionary", { spelling: real.spelling });
      }
      if (short) {
        return wordCheck(input, profileName, word, "invalid", "TOO_SHORT", "Servono almeno 3 carte: una parola di almeno 3 lettere (Art. 4.2).", "input");
      }
      const altered = findAlteration(lower, this.isPlainWord);
      const guess = altered ? ` Forse è ${ALTERATION_LABEL[altered.kind]} di «${altered.base}»: gli alterati non sono ammessi (Art. 4.2).` : "";
      return wordCheck(
        input,
        profileName,
        word,
        "invalid",
        "NOT_IN_DICTIONARY",
        `${word} non è nel dizionario.${guess}`,
        "dictionary",
        altered ? { base: altered.base } : undefined,
      );
    }

    // A playable spelling: its deciding category, if any, and the profile's treatment of it.
    switch (decidingCategory(flags)) {
      case "truncated": {
        const v = treatmentVerdict(profile.truncated);
        const full = lower.endsWith("r") ? ` (forma tronca di «${lower}e»)` : "";
        return wordCheck(
          input,
          profileName,
          word,
          v,
          "TRUNCATED",
          v === "valid"
            ? `${word} è una parola tronca${full}: nel profilo ${profile.label} è accettata.`
            : `${word} è una parola tronca${full}: le parole tronche non sono ammesse (Art. 4.2).`,
          "curated",
        );
      }
      case "altered": {
        const altered = findAlteration(lower, this.isPlainWord);
        const what = altered ? `${ALTERATION_LABEL[altered.kind]} di «${altered.base}»` : "un nome alterato";
        return byTreatment(input, profile, word, "altered", what, altered?.base);
      }
      case "unattested":
        return byTreatment(input, profile, word, "unattested");
      case "numeral":
        return byTreatment(input, profile, word, "numeral");
      case "enclitic":
        return byTreatment(input, profile, word, "enclitic");
      case "additions":
        return wordCheck(
          input,
          profileName,
          word,
          treatmentVerdict(profile.additions),
          null,
          `${word} è valida: manca nel dizionario di base ed è aggiunta dall'elenco curato del gioco.`,
          "curated",
        );
      case null: {
        // Spellings come sorted, an accented one first.
        const real = this.spellingsOf(lower)[0];
        const also = real?.kind === "accent" ? ` (Esiste anche «${real.spelling}», con l'accento: le carte non hanno accenti.)` : "";
        return wordCheck(input, profileName, word, "valid", null, `${word} è una parola valida.${also}`, "dictionary");
      }
    }
  }

  private explainSpelling(word: string, real: Spelling): [Reason, string] {
    switch (real.kind) {
      case "accent":
        return ["NEEDS_ACCENT", `Si scrive «${real.spelling}», con l'accento: le carte non hanno accenti, quindi ${word} non è valida.`];
      case "apostrophe":
        return ["NEEDS_APOSTROPHE", `Si scrive «${real.spelling}», con l'apostrofo: le carte non hanno apostrofi, quindi ${word} non è valida.`];
      case "proper":
        return ["PROPER_NOUN", `«${real.spelling}» è un nome proprio: i nomi propri non sono ammessi (Art. 4.2).`];
      case "acronym":
        return ["ACRONYM", `«${real.spelling}» è una sigla: le sigle non sono ammesse (Art. 4.2).`];
      case "abbreviation":
        return ["ABBREVIATION", `«${real.spelling}» è un'abbreviazione: non è una parola (Art. 4.2).`];
    }
  }

  readings(pattern: string, wild: Wild, profile: ProfileName): Reading[] {
    const upper = pattern.trim().toUpperCase();
    if (!PATTERN.test(upper)) {
      throw new LexiconInputError("Lo schema può contenere solo le lettere delle carte e un «?» per la matta.");
    }
    const holes = upper.split("?").length - 1;
    if (holes > 1) throw new LexiconInputError("Al massimo una matta per combinazione (Art. 4.2).");
    if (holes === 0) {
      const check = this.check(upper, profile);
      return check.verdict === "invalid" ? [] : [{ letter: null, word: upper, check }];
    }
    const readings: Reading[] = [];
    for (const letter of wildLetters(wild)) {
      const word = upper.replace("?", letter);
      const check = this.check(word, profile);
      if (check.verdict !== "invalid") readings.push({ letter, word, check });
    }
    return readings;
  }

  findWords(letters: string, wild: Wild | null, options: FindOptions = {}): FoundWord[] {
    const profile = PROFILES[options.profile ?? "torneo"] as WordProfile | undefined;
    if (!profile) throw new LexiconInputError(`Profilo sconosciuto: ${String(options.profile)}`);
    const counts = letterCounts(letters.trim().toUpperCase());
    if (typeof counts === "string") throw new LexiconInputError(`«${counts}» non è una lettera delle carte.`);
    const must = letterCounts((options.mustContain ?? "").trim().toUpperCase());
    if (typeof must === "string") throw new LexiconInputError(`«${must}» non è una lettera delle carte.`);
    const table = this.verdictTable(profile);
    const accept = options.includeDubious ? table : table.map((v) => (v === 2 ? 0 : v));
    this.searchIndex ??= buildSearchIndex(this.words);
    return findInAutomaton(this.words, this.searchIndex, {
      counts,
      wild,
      wildValue: wild ? WILD_VALUE[wild] : 0,
      minLength: Math.max(1, options.minLength ?? MIN_WORD),
      must,
      limit: options.limit,
      sortBy: options.sortBy ?? "value",
      accept,
    });
  }

  /** For each stored value (1 + index into the categories): 0 refused, 1 valid, 2 dubious under the profile. */
  private verdictTable(profile: WordProfile): Uint8Array {
    const table = new Uint8Array(this.words.valueMask + 1);
    for (let stored = 1; stored <= this.categories.length; stored++) {
      const category = decidingCategory(this.categories[stored - 1]!);
      const verdict = category === null ? "valid" : treatmentVerdict(profile[category]);
      table[stored] = verdict === "valid" ? 1 : verdict === "dubious" ? 2 : 0;
    }
    return table;
  }
}

/** One verdict; `spelling` and `base` only when there is one (a checker makes 100k of these in a row). */
function wordCheck(
  input: string,
  profile: ProfileName,
  word: string,
  verdict: Verdict,
  reason: Reason | null,
  hint: string,
  source: VerdictSource,
  extra?: { spelling?: string; base?: string },
): WordCheck {
  const check: WordCheck = { input, word, ok: verdict === "valid", verdict, reason, hint, source, profile };
  if (extra?.spelling !== undefined) check.spelling = extra.spelling;
  if (extra?.base !== undefined) check.base = extra.base;
  return check;
}

/** The categories a profile may refuse, send to the judge or accept, with or without a note. */
type JudgedCategory = "altered" | "unattested" | "numeral" | "enclitic";

const JUDGED_REASON: Record<JudgedCategory, Reason> = { altered: "ALTERED", unattested: "UNATTESTED", numeral: "NUMERAL", enclitic: "ENCLITIC" };

/**
 * The hint of each treatment, written only for the one that applies: `label` is the
 * profile's, `what` says what an altered form seems to be ("un diminutivo di «gatto»").
 */
const JUDGED_HINTS: Record<JudgedCategory, Record<Treatment, (word: string, label: string, what: string) => string>> = {
  altered: {
    dubious: (w, _, what) =>
      `${w} sembra ${what}: gli alterati sono ammessi solo se hanno un significato proprio (come «bustina»). Decide il giudice di lingua.`,
    "valid-with-note": (w, label, what) => `${w} sembra ${what}: nel profilo ${label} è accettata, ma in torneo deciderebbe il giudice di lingua.`,
    invalid: (w, _, what) => `${w} sembra ${what}: gli alterati non sono ammessi (Art. 4.2).`,
    valid: (w, label, what) => `${w} è valida nel profilo ${label}, che accetta gli alterati (sembra ${what}).`,
  },
  unattested: {
    dubious: (w) =>
      `${w} è una forma che uno solo dei due dizionari riporta e nessuno conferma: spesso è sbagliata, a volte è una forma rara ma corretta. Decide il giudice di lingua.`,
    "valid-with-note": (w, label) => `${w} è una forma che uno solo dei due dizionari riporta: nel profilo ${label} è accettata, ma può essere sbagliata.`,
    invalid: (w) => `${w} è una forma che uno solo dei due dizionari riporta e nessuno conferma: non è accettata in questo profilo.`,
    valid: (w, label) => `${w} è valida nel profilo ${label}, che accetta ogni forma del dizionario.`,
  },
  numeral: {
    dubious: (w) => `${w} è un numerale composto: in torneo decide il giudice di lingua.`,
    "valid-with-note": (w) => `${w} è un numerale composto (scritto in lettere): è valida.`,
    invalid: (w) => `${w} è un numerale composto: non è ammesso in questo profilo.`,
    valid: (w) => `${w} è una parola valida (un numerale scritto in lettere).`,
  },
  enclitic: {
    dubious: (w) => `${w} è un verbo con un pronome attaccato (enclitico): decide il giudice di lingua.`,
    "valid-with-note": (w) => `${w} è un verbo con un pronome attaccato in fondo (enclitico, come «dimmelo»): è valida.`,
    invalid: (w) => `${w} è un verbo con un pronome attaccato (enclitico): non è ammesso in questo profilo.`,
    valid: (w) => `${w} è una parola valida (un verbo con un pronome attaccato in fondo).`,
  },
};

/** A word of a judged category, as the profile treats it: the reason stays shown unless plainly valid. */
function byTreatment(input: string, profile: WordProfile, word: string, category: JudgedCategory, what = "", base?: string): WordCheck {
  const treatment = profile[category];
  const hint = JUDGED_HINTS[category][treatment](word, profile.label, what);
  const reason = treatment === "valid" ? null : JUDGED_REASON[category];
  return wordCheck(input, profile.name, word, treatmentVerdict(treatment), reason, hint, "profile", base === undefined ? undefined : { base });
}

type Category = "truncated" | "altered" | "unattested" | "numeral" | "enclitic" | "additions";

/**
 * The category whose treatment decides a playable spelling, the most restrictive first:
 * a truncated form is refused even if it also looks altered. check() and findWords() both
 * use it, so a hint never offers a word that check() would refuse.
 */
function decidingCategory(flags: number): Category | null {
  if (flags & WORD_FLAG.TRUNCATED) return "truncated";
  if (flags & WORD_FLAG.ALTERED) return "altered";
  if (flags & WORD_FLAG.UNATTESTED) return "unattested";
  if (flags & WORD_FLAG.NUMERAL) return "numeral";
  if (flags & WORD_FLAG.ENCLITIC) return "enclitic";
  if (flags & WORD_FLAG.ADDITION) return "additions";
  return null;
}
