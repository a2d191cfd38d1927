/**
 * Italian words for the dictionary's codes (src/lexicon/types.ts). Profile names and
 * descriptions come from src/lexicon/profiles.ts, next to the policy they describe.
 */
import type { Reason, Verdict, Wild } from "~/lexicon/types";

export const VERDICT_LABEL: Readonly<Record<Verdict, string>> = {
  valid: "Valida",
  invalid: "Non valida",
  dubious: "Dubbia",
};

/** Shown next to the label, so the verdict never relies on colour alone. */
export const VERDICT_ICON: Readonly<Record<Verdict, string>> = {
  valid: "✓",
  invalid: "✗",
  dubious: "?",
};

/** What the verdict means at the table, in a few words under the label. */
export const VERDICT_MEANING: Readonly<Record<Verdict, string>> = {
  valid: "Si può calare.",
  invalid: "Non si può calare.",
  // Only the torneo profile has dubious words (Art. 4.2: the judge decides).
  dubious: "Decide il giudice di lingua.",
};

export const REASON_LABEL: Readonly<Record<Reason, string>> = {
  NOT_IN_DICTIONARY: "Non è nel dizionario",
  PROPER_NOUN: "Nome proprio",
  NEEDS_ACCENT: "Si scrive con l'accento",
  NEEDS_APOSTROPHE: "Si scrive con l'apostrofo",
  TRUNCATED: "Parola tronca",
  ACRONYM: "Sigla",
  ABBREVIATION: "Abbreviazione",
  // Adjectives are flagged too (giallastro, bruttino): "parola", not "nome".
  ALTERED: "Parola alterata (diminutivo, accrescitivo, vezzeggiativo o peggiorativo)",
  ENCLITIC: "Verbo con un pronome attaccato (forma enclitica)",
  NUMERAL: "Numerale composto",
  UNATTESTED: "Forma che i dizionari non confermano",
  TOO_SHORT: "Troppo corta: servono almeno 3 carte",
  LETTER_NOT_IN_DECK: "Contiene lettere che non sono sulle carte",
  EMPTY: "Nessuna parola",
  TOO_LONG: "Troppo lunga",
  INVALID_CHARACTERS: "Contiene caratteri non validi",
};

export const WILD_LABEL: Readonly<Record<Wild, string>> = {
  jolly: "jolly",
  pinella: "pinella",
};

/** "il jolly", "la pinella". */
export const WILD_WITH_ARTICLE: Readonly<Record<Wild, string>> = {
  jolly: "il jolly",
  pinella: "la pinella",
};

/** "1 parola", "43 parole", with Italian digit grouping ("1.250 parole"). */
export function countWords(count: number): string {
  return count === 1 ? "1 parola" : `${count.toLocaleString("it-IT")} parole`;
}
