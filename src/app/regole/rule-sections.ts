/**
 * The sections of `/regole`, each with a stable id (its address: `/regole#pozzetto`) and the
 * articles of the regulation (seed 002) it is written from. The one place for those ids: the
 * page's content (`_components/rule-content.tsx`) is keyed by them and every other page links
 * with `ruleHref`. No JSX here, so that the table page's bundle takes the ids, not the text.
 */
import type { EngineErrorCode } from "~/engine/errors";

export const RULE_SECTIONS = [
  { id: "carte", title: "Le carte", articles: ["1.2", "5"] },
  { id: "distribuzione", title: "Distribuzione e pozzetti", articles: ["3.3", "3.4"] },
  { id: "turno", title: "Il turno", articles: ["4", "4.4", "4.5", "4.6"] },
  { id: "parole", title: "Le parole", articles: ["4.2"] },
  { id: "matte", title: "Pinelle e jolly", articles: ["4.2", "4.7"] },
  { id: "aggiungere", title: "Aggiungere a una parola", articles: ["4.2", "4.7"] },
  { id: "burraco", title: "Il burraco", articles: ["1.1", "5"] },
  { id: "pozzetto", title: "Il pozzetto", articles: ["1.1", "10.20", "10.26"] },
  { id: "chiusura", title: "La chiusura", articles: ["1.1", "4.7", "6", "11"] },
  { id: "monte", title: "Gioco al monte", articles: ["10.17"] },
  { id: "punteggio", title: "Il punteggio", articles: ["5", "6"] },
  { id: "giudice", title: "Il giudice di lingua", articles: ["2", "8", "9.1", "10.2", "10.4", "10.11"] },
  { id: "tempi", title: "I tempi", articles: ["3", "4.1", "7"] },
] as const satisfies readonly { id: string; title: string; articles: readonly string[] }[];

export type RuleId = (typeof RULE_SECTIONS)[number]["id"];

/** The address of a section of the rules: `ruleHref("pozzetto")` is `/regole#pozzetto`. */
export function ruleHref(id: RuleId): string {
  return `/regole#${id}`;
}

/**
 * The section that explains why the engine refused a move (src/engine/errors.ts): each code
 * whose message cites an article goes to the section written from it, plus the few that
 * cite none but are plainly one rule (a word refused, no pozzetto left). Codes about the
 * app itself (a bad card, not your turn) have no section.
 */
const SECTION_OF_ERROR: Partial<Record<EngineErrorCode, RuleId>> = {
  MUST_DRAW_FIRST: "turno",
  ALREADY_DRAWN: "turno",
  PILE_EMPTY: "turno",
  STOCK_LAST_TWO: "chiusura",
  STALLO_MUST_DRAW: "turno",
  SINGLE_PICKUP_DISCARD: "turno",
  MELD_TOO_SHORT: "parole",
  MIXED_COLOURS: "parole",
  WORD_INVALID: "parole",
  TWO_WILDS: "matte",
  ONLY_WILDS: "matte",
  WILD_NEEDS_LETTER: "matte",
  PINELLA_NOT_VOWEL: "matte",
  NO_ARRANGEMENT: "aggiungere",
  NO_SUCH_MELD: "aggiungere",
  NO_POZZETTO: "pozzetto",
  MUST_KEEP_A_CARD: "chiusura",
  LAST_CARD_WILD: "chiusura",
  CANNOT_CLOSE: "chiusura",
  BASIC_MUST_KEEP_A_CARD: "chiusura",
  BASIC_CANNOT_CLOSE: "chiusura",
  CLOSING_WITH_WILD: "chiusura",
  MONTE_NOT_ALLOWED: "monte",
  MONTE_CARD_NOT_IN_PILE: "monte",
  MONTE_TOO_MANY_LEFT: "monte",
  MONTE_MELD_NEEDS_BOTH: "monte",
  WORD_DUBIOUS: "giudice",
  WAITING_FOR_JUDGE: "giudice",
  NO_JUDGE_AT_TABLE: "giudice",
  ALREADY_RULED: "giudice",
  NOT_CONTESTABLE: "giudice",
  NOT_CHALLENGEABLE: "giudice",
  CHALLENGE_WINDOW_CLOSED: "giudice",
  NOT_AN_OPPONENT: "giudice",
  ALREADY_JUDGED: "giudice",
  MUST_DISCARD_NOW: "giudice",
  CARD_PENALISED: "giudice",
  PENALISED_FIRST: "giudice",
  NOT_A_TIMED_MATCH: "tempi",
  TIME_ALREADY_UP: "tempi",
};

/** The rules section for a refusal's code (any string the table received), or null. */
export function ruleForError(code: string | undefined): RuleId | null {
  return code !== undefined && Object.hasOwn(SECTION_OF_ERROR, code) ? (SECTION_OF_ERROR[code as EngineErrorCode] ?? null) : null;
}
