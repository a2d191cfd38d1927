/**
 * Whole matches between greedy players, for statistics, property tests and benchmarks.
 * Records every action so that a match can be replayed from its seed.
 */
import type { Lexicon } from "../lexicon/types";
import type { Action } from "./actions";
import { createMatch, play } from "./game";
import { greedyAction } from "./greedy-player";
import type { Ruleset } from "./ruleset";
import type { DealEnd, DealScore, MatchState, Seat } from "./state";

export interface RecordedAction {
  seat: Seat;
  action: Action;
}

export interface SimulatedMatch {
  final: MatchState;
  log: RecordedAction[];
  deals: DealScore[][];
  ends: DealEnd["reason"][];
}

/** A guard against a bug that would loop forever: no real deal comes near it. */
const MAX_ACTIONS_PER_DEAL = 20_000;

export interface SimulationHooks {
  /** Called after every accepted action with the new state. */
  afterAction?: (state: MatchState, recorded: RecordedAction) => void;
}

export function simulateMatch(rules: Partial<Ruleset>, seed: string, lexicon: Lexicon, options: { maxDeals?: number } & SimulationHooks = {}): SimulatedMatch {
  let state = createMatch(rules, seed);
  const log: RecordedAction[] = [];
  const ends: DealEnd["reason"][] = [];
  let actionsThisDeal = 0;
  while (!state.winner) {
    if (state.deal.phase === "over") {
      ends.push(state.deal.end!.reason);
      if (options.maxDeals !== undefined && ends.length >= options.maxDeals) break;
      actionsThisDeal = 0;
    }
    const seat = state.deal.phase === "over" ? 0 : state.deal.turn;
    const action = greedyAction(state, seat, lexicon)!;
    const result = play(state, seat, action, lexicon);
    // The greedy player only picks legal moves; a refusal means a player with no legal move.
    if (!result.ok) throw new Error(`simulazione bloccata (seme ${seed}, versione ${state.version}): ${result.error.code}`);
    state = result.state;
    const recorded = { seat, action };
    log.push(recorded);
    options.afterAction?.(state, recorded);
    if (++actionsThisDeal > MAX_ACTIONS_PER_DEAL) throw new Error(`smazzata senza fine (seme ${seed})`);
  }
  if (state.winner && state.deal.end && ends.length < state.scores.length) ends.push(state.deal.end.reason);
  return { final: state, log, deals: state.scores, ends };
}

/** Replays a recorded match from its seed: the same state, byte for byte. */
export function replay(rules: Partial<Ruleset>, seed: string, log: readonly RecordedAction[], lexicon: Lexicon): MatchState {
  let state = createMatch(rules, seed);
  for (const { seat, action } of log) {
    const result = play(state, seat, action, lexicon);
    if (!result.ok) throw new Error(`replay: ${result.error.code} at version ${state.version}`);
    state = result.state;
  }
  return state;
}
