/**
 * Word-policy profiles: what a table accepts where the rules leave room for judgement.
 * Every choice is here, in one place, and shown to players on /dizionario and in
 * docs/lexicon.md. Art. 4.2 (seed 002) is the baseline: proper nouns, acronyms, words that
 * need an accent or an apostrophe are never playable, whatever the profile.
 */
import type { ProfileName } from "./types";

/** How a category of words is treated: refused, sent to a judge, accepted (with a note). */
export type Treatment = "invalid" | "dubious" | "valid-with-note" | "valid";

export interface WordProfile {
  name: ProfileName;
  label: string;
  description: string;
  /** Likely altered nouns and adjectives (gattino, librone) not in lessicalizzati.txt. */
  altered: Treatment;
  /** A verb with clitic pronouns attached (mangiarlo, dimmelo). */
  enclitic: Treatment;
  /** Numerals composed by the dictionary's rules (trentadue, duecentoventi). */
  numeral: Treatment;
  /** Parole tronche (lexicon/tronche.txt: bel, buon, gran) and truncated infinitives (mangiar). */
  truncated: Treatment;
  /** Words of lexicon/aggiunte.txt, which the rules allow and the dictionary lacks. */
  additions: Treatment;
  /**
   * Forms one source writes and nothing confirms: verb forms (saperai, spingei), superlative
   * adverbs (velocissimamente), participles' superlatives (frequentatissimo), pronouns of a
   * person, the reflexive or a place on verbs no corpus attests (avvignatemi), verbs only
   * morph-it conjugates that a prefix coined and nothing confirms (autospedire).
   */
  unattested: Treatment;
}

export const PROFILES: Readonly<Record<ProfileName, WordProfile>> = {
  torneo: {
    name: "torneo",
    label: "Torneo",
    description: "Regolamento UISP alla lettera: tronche escluse, alterati e forme incerte al giudice di lingua.",
    altered: "dubious",
    // Art. 4.2 allows verbs in every mood and tense and pronouns: the joined form is a verb form.
    enclitic: "valid",
    // Art. 4.2 excludes proper nouns, acronyms and the like, not numerals: they are adjectives
    // and nouns (trentadue, tredicesima), so the judge is not asked.
    numeral: "valid",
    truncated: "invalid",
    additions: "valid",
    // Mostly wrong forms (saperai, spilluzzicatissima, avvignatemi), sometimes rare right ones (soddisfacessi, frequentatissimo): the judge knows which.
    unattested: "dubious",
  },
  scuola: {
    name: "scuola",
    label: "Scuola",
    description: "Per imparare giocando: i casi dubbi sono accettati con una spiegazione, le tronche sono escluse e spiegate.",
    altered: "valid-with-note",
    enclitic: "valid-with-note",
    numeral: "valid-with-note",
    truncated: "invalid",
    additions: "valid",
    // A pupil should not learn "saperai": refused, with the reason.
    unattested: "invalid",
  },
  libero: {
    name: "libero",
    label: "Libero",
    description: "Ogni forma del dizionario è valida, comprese tronche e alterati; nessun giudice.",
    altered: "valid",
    enclitic: "valid",
    numeral: "valid",
    truncated: "valid",
    additions: "valid",
    unattested: "valid",
  },
};

export function isProfileName(name: string): name is ProfileName {
  return Object.hasOwn(PROFILES, name);
}
