/**
 * The rules engine of Burraco Parole: pure TypeScript, no I/O. It receives a ruleset, a
 * Lexicon and a seed; state leaves it only through viewFor().
 */
export * from "./actions";
export * from "./cards";
export { dealCards, shuffledDeck } from "./deal";
export * from "./errors";
export { availablePozzetto, check, createMatch, forcedDiscard, mayClose, play, type PlayResult } from "./game";
export { defaultApprove, defaultRuling, judgeMode, type JudgementView, replayLexiconFor } from "./judgement";
export { hintRules, hintsUsed } from "./hints";
export { legalActions } from "./legal";
export { appendPublicLog, PUBLIC_LOG_LENGTH, publicEvents, type PublicEvent, type PublicMeld } from "./public-log";
export { type LoggedAction, ReplayError, replayLog, replayStep, wordsAlreadyJudged } from "./replay";
export * from "./ruleset";
export { scoreDeal } from "./scoring";
export type * from "./state";
export { timeAllowed } from "./timing";
export { mergeView, type SeatView, type SeatViewTail, viewAfter, viewFor } from "./view";
