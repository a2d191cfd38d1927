/**
 * The dictionary service over a loaded artefact: verdicts with reasons and Italian hints,
 * wild readings of a meld, and the word finder used by hints, bots and the judge.
 */
import { ALTERATION_LABEL, findAlteration } from "./altered";
import type { LoadedArtefact } from "./artefact";
import { ALPHABET, ALPHABET_SIZE, type Automaton, letterCode } from "./automaton";
import { WORD_FLAG } from "./categories";
import { parseWord } from "./normalize";
import { PROFILES, type Treatment, type WordProfile } from "./profiles";
import { applyRecipe, type Spelling } from "./recipe";
import {
  type FindOptions,
  type FoundWord,
  LETTER_VALUE,
  type Lexicon,
  type ProfileName,
  type Reading,
  type Reason,
  type Verdict,
  type VerdictSource,
  type Wild,
  WILD_VALUE,
  type CardLetter,
  type WordCheck,
} from "./types";

/** A request the service cannot answer (bad letters, bad pattern): the message is Italian. */
export class LexiconInputError extends Error {
  override name = "LexiconInputError";
}

const MIN_WORD = 3;
const VOWEL_CODES = new Set(["A", "E", "I", "O", "U"].map((v) => letterCode(v.charCodeAt(0))));
const LETTER_VALUES = Int32Array.from(ALPHABET, (l) => LETTER_VALUE[l as CardLetter]);

// Order in which the kinds of real spelling explain a refusal: the most useful first.
const SPELLING_PRIORITY: Record<Spelling["kind"], number> = { accent: 0, apostrophe: 1, proper: 2, acronym: 3 };

function treatmentVerdict(t: Treatment): Verdict {
  return t === "invalid" ? "invalid" : t === "dubious" ? "dubious" : "valid";
}

export class DictionaryLexicon implements Lexicon {
  readonly version: string;
  private readonly words: Automaton;
  private readonly explanations: Automaton;
  private readonly recipes: string[][];

  constructor(artefact: LoadedArtefact) {
    this.words = artefact.words;
    this.explanations = artefact.explanations;
    this.recipes = artefact.header.explanations.recipes;
    this.version = `${artefact.header.source}+${artefact.header.sourceHash.slice(0, 12)}`;
  }

  /** WORD_FLAG bits of a playable spelling (upper or lower case), or -1 when it is not one. */
  flagsOf(word: string): number {
    return this.words.get(word) - 1;
  }

  /** The real spellings a card word folds from (città, Roma, po'), best explanation first. */
  spellingsOf(word: string): Spelling[] {
    const value = this.explanations.get(word);
    if (value === 0) return [];
    return this.recipes[value - 1]!
      .map((recipe) => applyRecipe(word, recipe))
      .sort((a, b) => SPELLING_PRIORITY[a.kind] - SPELLING_PRIORITY[b.kind]);
  }

  private isPlainWord = (lower: string): boolean => {
    const flags = this.flagsOf(lower);
    return flags >= 0 && (flags & (WORD_FLAG.ENCLITIC | WORD_FLAG.NUMERAL | WORD_FLAG.TRUNCATED)) === 0;
  };

  check(input: string, profileName: ProfileName): WordCheck {
    const profile = PROFILES[profileName] as WordProfile | undefined;
    if (!profile) throw new LexiconInputError(`Profilo sconosciuto: ${String(profileName)}`);
    const parsed = parseWord(input);
    const result = (
      word: string,
      verdict: Verdict,
      reason: Reason | null,
      hint: string,
      source: VerdictSource,
      extra: { spelling?: string; base?: string } = {},
    ): WordCheck => ({ input, word, ok: verdict === "valid", verdict, reason, hint, ...extra, source, profile: profileName });

    if (!parsed.ok) return result(parsed.word, "invalid", parsed.reason, parsed.hint, "input");
    const { word, lower } = parsed;
    if (word.length < MIN_WORD) {
      return result(word, "invalid", "TOO_SHORT", "Servono almeno 3 carte: una parola di almeno 3 lettere (Art. 4.2).", "input");
    }
    const flags = this.flagsOf(lower);
    const spellings = this.spellingsOf(lower);

    if (flags < 0) {
      const real = spellings[0];
      if (real) return result(word, "invalid", ...this.explainSpelling(word, real), "dictionary", { spelling: real.spelling });
      const altered = findAlteration(lower, this.isPlainWord);
      const guess = altered
        ? ` Forse è ${ALTERATION_LABEL[altered.kind]} di «${altered.base}»: gli alterati non sono ammessi (Art. 4.2).`
        : "";
      return result(word, "invalid", "NOT_IN_DICTIONARY", `${word} non è nel dizionario.${guess}`, "dictionary", altered ? { base: altered.base } : {});
    }

    // A playable spelling: its deciding category, if any, and the profile's treatment of it.
    const also = spellings.find((s) => s.kind === "accent");
    const alsoNote = also ? ` (Esiste anche «${also.spelling}», con l'accento: le carte non hanno accenti.)` : "";
    switch (decidingCategory(flags)) {
      case "truncated": {
        const v = treatmentVerdict(profile.truncated);
        const full = lower.endsWith("r") ? ` (forma tronca di «${lower}e»)` : "";
        return result(
          word, v, "TRUNCATED",
          v === "valid"
            ? `${word} è una parola tronca${full}: nel profilo ${profile.label} è accettata.`
            : `${word} è una parola tronca${full}: le parole tronche non sono ammesse (Art. 4.2).`,
          "curated",
        );
      }
      case "altered": {
        const altered = findAlteration(lower, this.isPlainWord);
        const what = altered ? `${ALTERATION_LABEL[altered.kind]} di «${altered.base}»` : "un nome alterato";
        return this.byTreatment(result, word, profile, profile.altered, "ALTERED", {
          dubious: `${word} sembra ${what}: gli alterati sono ammessi solo se hanno un significato proprio (come «bustina»). Decide il giudice di lingua.`,
          note: `${word} sembra ${what}: nel profilo ${profile.label} è accettata, ma in torneo deciderebbe il giudice di lingua.`,
          invalid: `${word} sembra ${what}: gli alterati non sono ammessi (Art. 4.2).`,
          valid: `${word} è valida nel profilo ${profile.label}, che accetta gli alterati (sembra ${what}).`,
        }, altered ? { base: altered.base } : {});
      }
      case "numeral":
        return this.byTreatment(result, word, profile, profile.numeral, "NUMERAL", {
          dubious: `${word} è un numerale composto: in torneo decide il giudice di lingua.`,
          note: `${word} è un numerale composto (scritto in lettere): è valida.`,
          invalid: `${word} è un numerale composto: non è ammesso in questo profilo.`,
          valid: `${word} è una parola valida (un numerale scritto in lettere).`,
        });
      case "enclitic":
        return this.byTreatment(result, word, profile, profile.enclitic, "ENCLITIC", {
          dubious: `${word} è un verbo con un pronome attaccato (enclitico): decide il giudice di lingua.`,
          note: `${word} è un verbo con un pronome attaccato in fondo (enclitico, come «dimmelo»): è valida.`,
          invalid: `${word} è un verbo con un pronome attaccato (enclitico): non è ammesso in questo profilo.`,
          valid: `${word} è una parola valida (un verbo con un pronome attaccato in fondo).`,
        });
      case "additions":
        return result(
          word, treatmentVerdict(profile.additions), null,
          `${word} è valida: manca nel dizionario di base ed è aggiunta dall'elenco curato del gioco.`, "curated",
        );
      case null:
        return result(word, "valid", null, `${word} è una parola valida.${alsoNote}`, "dictionary");
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
    }
  }

  private byTreatment(
    result: (w: string, v: Verdict, r: Reason | null, h: string, s: VerdictSource, e?: { base?: string }) => WordCheck,
    word: string,
    profile: WordProfile,
    treatment: Treatment,
    reason: Reason,
    hints: { dubious: string; note: string; invalid: string; valid: string },
    extra: { base?: string } = {},
  ): WordCheck {
    switch (treatment) {
      case "invalid":
        return result(word, "invalid", reason, hints.invalid, "profile", extra);
      case "dubious":
        return result(word, "dubious", reason, hints.dubious, "profile", extra);
      case "valid-with-note":
        return result(word, "valid", reason, hints.note, "profile", extra);
      case "valid":
        return result(word, "valid", null, hints.valid, "profile", extra);
    }
  }

  readings(pattern: string, wild: Wild, profile: ProfileName): Reading[] {
    const upper = pattern.trim().toUpperCase();
    if (!/^[A-IL-VZ?]*$/.test(upper) || /[JK]/.test(upper)) {
      throw new LexiconInputError("Lo schema può contenere solo le lettere delle carte e un «?» per la matta.");
    }
    const holes = upper.split("?").length - 1;
    if (holes > 1) throw new LexiconInputError("Al massimo una matta per combinazione (Art. 4.2).");
    if (holes === 0) {
      const check = this.check(upper, profile);
      return check.verdict === "invalid" ? [] : [{ letter: null, word: upper, check }];
    }
    const letters = wild === "pinella" ? ["A", "E", "I", "O", "U"] : [...ALPHABET];
    const readings: Reading[] = [];
    for (const letter of letters) {
      const word = upper.replace("?", letter);
      const check = this.check(word, profile);
      if (check.verdict !== "invalid") readings.push({ letter: letter as CardLetter, word, check });
    }
    return readings;
  }

  findWords(letters: string, wild: Wild | null, options: FindOptions = {}): FoundWord[] {
    const profile = PROFILES[options.profile ?? "torneo"];
    const counts = new Int32Array(ALPHABET_SIZE);
    const upper = letters.trim().toUpperCase();
    for (let i = 0; i < upper.length; i++) {
      const code = letterCode(upper.charCodeAt(i));
      if (code < 0) throw new LexiconInputError(`«${upper[i]}» non è una lettera delle carte.`);
      counts[code]!++;
    }
    const must = new Int32Array(ALPHABET_SIZE);
    for (const ch of (options.mustContain ?? "").toUpperCase()) {
      const code = letterCode(ch.charCodeAt(0));
      if (code < 0) throw new LexiconInputError(`«${ch}» non è una lettera delle carte.`);
      must[code]!++;
    }
    const minLength = Math.max(1, options.minLength ?? MIN_WORD);
    const maxLength = upper.length + (wild ? 1 : 0);
    const includeDubious = options.includeDubious ?? false;
    const verdictOf = this.verdictTable(profile);
    const edges = this.words.edges;
    const shift = this.words.targetShift;
    const valueMask = this.words.valueMask;
    const path = new Int32Array(maxLength);
    const found = new Map<string, FoundWord>();
    let wildAt = -1;
    let value = 0;

    const mustHold = (length: number): boolean => {
      // Letters the word must use: count them in the path (short words, rare option).
      for (let c = 0; c < ALPHABET_SIZE; c++) {
        if (must[c] === 0) continue;
        let n = 0;
        for (let i = 0; i < length; i++) if (path[i] === c && i !== wildAt) n++;
        if (n < must[c]!) return false;
      }
      return true;
    };
    const emit = (length: number, stored: number): void => {
      const verdict = verdictOf[stored]!;
      if (verdict === 0 || (verdict === 2 && !includeDubious)) return;
      if (length < minLength || !mustHold(length)) return;
      let word = "";
      for (let i = 0; i < length; i++) word += ALPHABET[path[i]!];
      const previous = found.get(word);
      // The same word with fewer wilds is the better reading: keep the wild for later.
      if (previous && (previous.wildAt === null || wildAt >= 0)) return;
      found.set(word, {
        word,
        length,
        value,
        wildAt: wildAt < 0 ? null : wildAt,
        verdict: verdict === 1 ? "valid" : "dubious",
      });
    };
    const visit = (node: number, depth: number): void => {
      if (node === 0 || depth >= maxLength) return;
      for (let e = node; ; e++) {
        const edge = edges[e]!;
        const c = edge & 31;
        const stored = (edge >>> 6) & valueMask;
        const target = edge >>> shift;
        if (counts[c]! > 0) {
          counts[c]!--;
          path[depth] = c;
          value += LETTER_VALUES[c]!;
          if (stored !== 0) emit(depth + 1, stored);
          visit(target, depth + 1);
          value -= LETTER_VALUES[c]!;
          counts[c]!++;
        }
        if (wild !== null && wildAt < 0 && (wild === "jolly" || VOWEL_CODES.has(c))) {
          wildAt = depth;
          path[depth] = c;
          value += WILD_VALUE[wild];
          if (stored !== 0) emit(depth + 1, stored);
          visit(target, depth + 1);
          value -= WILD_VALUE[wild];
          wildAt = -1;
        }
        if (edge & 32) break;
      }
    };
    visit(this.words.root, 0);

    const byLength = options.sortBy === "length";
    const result = [...found.values()].sort(
      (a, b) =>
        (byLength ? b.length - a.length || b.value - a.value : b.value - a.value || b.length - a.length) ||
        (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
    );
    return options.limit !== undefined ? result.slice(0, options.limit) : result;
  }

  /** For each stored value (flags + 1): 0 refused, 1 valid, 2 dubious under the profile. */
  private verdictTable(profile: WordProfile): Uint8Array {
    const table = new Uint8Array(this.words.valueMask + 1);
    for (let stored = 1; stored < table.length; stored++) {
      const category = decidingCategory(stored - 1);
      const verdict = category === null ? "valid" : treatmentVerdict(profile[category]);
      table[stored] = verdict === "valid" ? 1 : verdict === "dubious" ? 2 : 0;
    }
    return table;
  }
}

type Category = "truncated" | "altered" | "numeral" | "enclitic" | "additions";

/**
 * The category whose treatment decides a playable spelling, the most restrictive first:
 * a truncated form is refused even if it also looks altered. check() and findWords() both
 * use it, so a hint never offers a word that check() would refuse.
 */
function decidingCategory(flags: number): Category | null {
  if (flags & WORD_FLAG.TRUNCATED) return "truncated";
  if (flags & WORD_FLAG.ALTERED) return "altered";
  if (flags & WORD_FLAG.NUMERAL) return "numeral";
  if (flags & WORD_FLAG.ENCLITIC) return "enclitic";
  if (flags & WORD_FLAG.ADDITION) return "additions";
  return null;
}
