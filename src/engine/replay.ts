/**
 * Rebuilding a match from its log: the seed and ruleset make deal 0, every logged action is
 * played again through `play`. The server rebuilds its tables this way (the log is the truth;
 * a snapshot only says where to start), and a finished match's page replays its record with
 * the same code, step by step.
 *
 * Replay does not ask the dictionary again. A word was judged once, when the action was
 * accepted; a later dictionary that drops the word must not make an old match impossible to
 * rebuild. The engine asks the lexicon only to accept or refuse a word, so accepting every
 * word here yields the same state.
 */
import type { Lexicon, ProfileName, WordCheck } from "../lexicon/types";
import type { Action } from "./actions";
import { createMatch, play } from "./game";
import { replayLexiconFor } from "./judgement";
import type { Ruleset } from "./ruleset";
import type { MatchState, Seat } from "./state";

export interface LoggedAction {
  seq: number;
  seat: Seat;
  action: Action;
}

/** The lexicon of a replay: every word was judged when its action was accepted. */
export const wordsAlreadyJudged: Lexicon = {
  version: "replay",
  check(input: string, profile: ProfileName): WordCheck {
    const word = input.toUpperCase();
    return { input, word, ok: true, verdict: "valid", reason: null, hint: "", source: "input", profile };
  },
  readings: () => [],
  findWords: () => [],
};

export class ReplayError extends Error {
  override name = "ReplayError";
}

/**
 * The state after `entry` is played on `state`. Its seq must be the next version: a gap means
 * a corrupt log.
 */
export function replayStep(state: MatchState, entry: LoggedAction): MatchState {
  if (entry.seq !== state.version + 1) {
    throw new ReplayError(`log gap: action ${entry.seq} after version ${state.version}`);
  }
  // A contest needs its word refused to be a contest: see replayLexiconFor.
  const result = play(state, entry.seat, entry.action, replayLexiconFor(entry.action, wordsAlreadyJudged));
  if (!result.ok) {
    throw new ReplayError(`action ${entry.seq} refused on replay: ${result.error.code}`);
  }
  return result.state;
}

/** The state after `log` is played on `start` (a snapshot), or on a new match when `start` is null. */
export function replayLog(rules: Ruleset, seed: string, start: MatchState | null, log: readonly LoggedAction[]): MatchState {
  let state = start ?? createMatch(rules, seed);
  for (const entry of log) state = replayStep(state, entry);
  return state;
}
