/**
 * The table page's side of the giudice di lingua (RULES §9; seed 002 Art. 8, 9.1, 10.2, 10.4,
 * 10.11; issue #5), as pure functions: what the pending request says, what a challenge risks
 * under the table's mode, which hand cards are penalised and which one must go first. Pure,
 * so they are tested without a browser.
 */

import { ENGINE_ERRORS, type EngineErrorCode } from "~/engine/errors";

import { cardPoints } from "./cards";

export type JudgeMode = "off" | "friendly" | "tournament";

/** Who decides a word taken to the judge (the table's `judgedBy`): a class's teacher, or the giudice di lingua. */
export type JudgedBy = "teacher" | "judge";

/** The judge as the players' sentences name them. */
export interface JudgeNoun {
  /** "il giudice" */
  subject: string;
  /** "Il giudice", at the start of a sentence. */
  Subject: string;
  /** "al giudice" */
  to: string;
  /** "del giudice di lingua" */
  of: string;
}

export const JUDGE_NOUN: Record<JudgedBy, JudgeNoun> = {
  judge: { subject: "il giudice", Subject: "Il giudice", to: "al giudice", of: "del giudice di lingua" },
  // Issue #16: at a class's table the teacher decides, from the class page.
  teacher: { subject: "l'insegnante", Subject: "L'insegnante", to: "all'insegnante", of: "dell'insegnante" },
};

/**
 * The engine's refusals that name the judge, as a class's table says them (the teacher
 * decides there); the engine's own catalogue says "il giudice".
 */
export const TEACHER_REFUSALS: Partial<Record<EngineErrorCode, string>> = {
  WORD_DUBIOUS: "Parola dubbia: la decide l'insegnante.",
  WAITING_FOR_JUDGE: "Parola all'insegnante: il gioco è fermo finché l'insegnante non decide.",
  ALREADY_RULED: "L'insegnante ha già respinto questa parola in questo turno: non si può chiedere di nuovo.",
  NOT_CONTESTABLE: "All'insegnante si porta solo una giocata regolare in tutto tranne la parola, che il dizionario rifiuta o ritiene dubbia.",
  ALREADY_JUDGED: "Su questa parola l'insegnante si è già pronunciato.",
  NO_PENDING_REQUEST: "Non c'è nessuna richiesta all'insegnante in attesa.",
};

/** A refusal's message as the table's players read it: at a class's table, the teacher's wording (with the engine's detail kept). */
export function refusalMessage(code: string, message: string, judgedBy: JudgedBy): string {
  const teacher = judgedBy === "teacher" ? TEACHER_REFUSALS[code as EngineErrorCode] : undefined;
  if (teacher === undefined) return message;
  const engine = ENGINE_ERRORS[code as EngineErrorCode];
  return message.startsWith(engine) ? teacher + message.slice(engine.length) : message;
}

/** The dictionary's verdicts a player may take to the judge instead of taking the cards back. */
export function isContestableVerdict(verdict: string | null | undefined): boolean {
  return verdict === "invalid" || verdict === "dubious";
}

/** Engine refusals that say the word, and only the word, stopped the play. */
export function isWordRefusal(code: string | null | undefined): boolean {
  return code === "WORD_INVALID" || code === "WORD_DUBIOUS";
}

/**
 * The first of `words` the judge rejected on a contest this turn (`view.ruledOut`), or null:
 * such a word is not offered to the judge again (RULES §9, the engine's ALREADY_RULED).
 */
export function ruledOutWord(words: readonly string[], ruledOut: readonly string[]): string | null {
  return words.map((word) => word.toUpperCase()).find((word) => ruledOut.includes(word)) ?? null;
}

/** Said where "Chiedi al giudice" would be, for a word the judge has just rejected. */
export function ruledOutText(word: string, judge: JudgeNoun): string {
  return `${judge.Subject} ha già respinto ${word} in questo turno: non si può chiedere di nuovo.`;
}

export const JUDGE_MODE_LABEL: Record<JudgeMode, string> = {
  off: "nessun giudice: decide il dizionario",
  friendly: "giudice di lingua, amichevole",
  tournament: "giudice di lingua, torneo (§9)",
};

export const REQUEST_LABEL: Record<"contest" | "challenge", string> = {
  contest: "Contestazione",
  challenge: "Sfida",
};

/** Who asked what, in one sentence: "Marco chiede al giudice: GATTINO", "Giulia sfida GATTINO di Marco". */
export function requestSentence(
  judgement: { kind: "contest" | "challenge"; by: number; against: number; words: readonly string[] },
  nameOf: (seat: number) => string,
  judge: JudgeNoun,
): string {
  const words = wordList(judgement.words);
  return judgement.kind === "contest"
    ? `${nameOf(judgement.by)} chiede ${judge.to}: ${words}`
    : `${nameOf(judgement.by)} sfida ${words} di ${nameOf(judgement.against)}`;
}

export function wordList(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} e ${words.at(-1)!}`;
}

/**
 * What happens if the judge rejects the word, for the confirm step of a challenge (Art. 8,
 * 10.2, 10.4, 10.11) — and that nothing happens to the challenger if the word stands.
 */
export function challengeConsequence(mode: JudgeMode, word: string, owner: string, judge: JudgeNoun): string {
  const rejected =
    mode === "tournament"
      ? `Se ${judge.subject} la respinge, la parola torna in mano a ${owner} come carte penalizzate: non si possono più calare e vanno scartate, la più alta per prima (Art. 10.11).`
      : `Se ${judge.subject} la respinge, la parola torna in mano a ${owner}, che continua a giocare.`;
  return `Sfidare la parola ${word}? ${rejected} Se ${judge.subject} la ammette, la parola resta sul tavolo. Finché ${judge.subject} non decide il gioco è fermo.`;
}

/** What a contest risks (shown next to "Chiedi al giudice"). */
export function contestConsequence(mode: JudgeMode, judge: JudgeNoun): string {
  return mode === "tournament"
    ? `Se ${judge.subject} respinge la parola, le sue carte restano in mano penalizzate e devi scartare subito (Art. 9.1, 10.11).`
    : `Se ${judge.subject} respinge la parola, le carte restano in mano e continui il turno.`;
}

/**
 * Which cards of the (sorted) hand are penalised: the view lists the penalised cards by kind
 * (identical cards are interchangeable; the engine marks the last of each kind in hand
 * order), so this marks, for each kind, its last occurrences in the hand.
 */
export function penalisedIndices(hand: readonly string[], penalised: readonly string[]): Set<number> {
  const wanted = new Map<string, number>();
  for (const card of penalised) wanted.set(card, (wanted.get(card) ?? 0) + 1);
  const marked = new Set<number>();
  for (let i = hand.length - 1; i >= 0; i--) {
    const n = wanted.get(hand[i]!) ?? 0;
    if (n > 0) {
      marked.add(i);
      wanted.set(hand[i]!, n - 1);
    }
  }
  return marked;
}

/**
 * The index (in the sorted hand) of the penalised card to discard first (Art. 10.11: "da
 * quella di maggior valore"), or null when none is penalised. The engine may let another go
 * when this one cannot legally be discarded; the page only suggests it.
 */
export function firstPenalisedToDiscard(hand: readonly string[], penalised: readonly string[]): number | null {
  let best: number | null = null;
  for (const i of penalisedIndices(hand, penalised)) {
    if (best === null || cardPoints(hand[i]!) > cardPoints(hand[best]!)) best = i;
  }
  return best;
}
