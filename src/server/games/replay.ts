/**
 * Rebuilding a table's game from its log: the seed and ruleset make deal 0, every logged
 * action is played again through the engine. The log is the truth; a snapshot only says
 * where to start.
 *
 * Replay does not ask the dictionary again. A word was judged once, when the action was
 * accepted (the build is noted in `actions.lexicon_version`); a later dictionary that drops
 * the word must not make an old match impossible to rebuild. The engine asks the lexicon only
 * to accept or refuse a word, so accepting every word here yields the same state.
 */
import { type Action, createMatch, type MatchState, play, type Ruleset, type Seat } from "~/engine";
import { replayLexiconFor } from "~/engine/judgement";
import type { Lexicon, ProfileName, WordCheck } from "~/lexicon/types";

export interface LoggedAction {
  seq: number;
  seat: Seat;
  action: Action;
}

const wordsAlreadyJudged: Lexicon = {
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
 * The state after `log` is played on `start` (a snapshot), or on a new match when `start`
 * is null. Each entry's seq must be the next version: a gap means a corrupt log.
 */
export function replayLog(rules: Ruleset, seed: string, start: MatchState | null, log: readonly LoggedAction[]): MatchState {
  let state = start ?? createMatch(rules, seed);
  for (const entry of log) {
    if (entry.seq !== state.version + 1) {
      throw new ReplayError(`log gap: action ${entry.seq} after version ${state.version}`);
    }
    // A contest needs its word refused to be a contest: see replayLexiconFor.
    const result = play(state, entry.seat, entry.action, replayLexiconFor(entry.action, wordsAlreadyJudged));
    if (!result.ok) {
      throw new ReplayError(`action ${entry.seq} refused on replay: ${result.error.code}`);
    }
    state = result.state;
  }
  return state;
}
