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

export const REASON_LABEL: Readonly<Record<Reason, string>> = {
  NOT_IN_DICTIONARY: "Non è nel dizionario",
  PROPER_NOUN: "Nome proprio",
  NEEDS_ACCENT: "Si scrive con l'accento",
  NEEDS_APOSTROPHE: "Si scrive con l'apostrofo",
  TRUNCATED: "Parola tronca",
  ACRONYM: "Sigla",
  ALTERED: "Nome alterato (diminutivo, accrescitivo, vezzeggiativo, peggiorativo)",
  ENCLITIC: "Verbo con pronome attaccato (enclitico)",
  NUMERAL: "Numerale",
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
