/**
 * A seeded driver for engine tests: plays legal actions (from legalActions) through `play`,
 * preferring melds and additions, so that whole deals run with real plays.
 */
import type { Action, MatchState, Ruleset, Seat } from "~/engine";
import { createMatch, legalActions, play } from "~/engine";
import type { Lexicon } from "~/lexicon/types";
import { seededRandom } from "../lexicon/seeded-random";

export interface Step {
  seat: Seat;
  action: Action;
  before: MatchState;
  after: MatchState;
}

export interface DriveOptions {
  /** Stop after this many accepted actions. */
  maxActions: number;
  /** Seed of the choice among legal actions. */
  choiceSeed?: number;
  /** Probability of playing a meld/add when one is listed (else a random discard). */
  playBias?: number;
  /** Stop when the deal is over instead of dealing the next one. */
  stopAtDealEnd?: boolean;
  /** Called with every accepted step. */
  onStep?: (step: Step) => void;
}

/** Whose action it is: the seat to move, or 0 for `nextDeal`. */
export function actor(state: MatchState): Seat {
  return state.deal.phase === "over" ? 0 : state.deal.turn;
}

export function choose(actions: Action[], random: () => number, playBias: number): Action {
  const plays = actions.filter((a) => a.do === "meld" || a.do === "add");
  if (plays.length > 0 && random() < playBias) return plays[Math.floor(random() * plays.length)]!;
  const others = actions.filter((a) => a.do !== "meld" && a.do !== "add");
  const pool = others.length > 0 ? others : actions;
  return pool[Math.floor(random() * pool.length)]!;
}

export function drive(start: MatchState, lexicon: Lexicon, options: DriveOptions): { state: MatchState; log: { seat: Seat; action: Action }[] } {
  const random = seededRandom(options.choiceSeed ?? 1);
  let state = start;
  const log: { seat: Seat; action: Action }[] = [];
  for (let n = 0; n < options.maxActions; n++) {
    if (state.winner) break;
    if (options.stopAtDealEnd && state.deal.phase === "over") break;
    const seat = actor(state);
    const actions = legalActions(state, seat, lexicon);
    if (actions.length === 0) throw new Error(`no legal action at version ${state.version}`);
    // Skip a play that would leave the seat with nothing legal to do (see the deadlock note
    // in the report: a hand of only the single card picked up from the pile).
    let pool = actions;
    let action: Action;
    let result: ReturnType<typeof play>;
    for (;;) {
      action = choose(pool, random, options.playBias ?? 0.9);
      result = play(state, seat, action, lexicon);
      if (!result.ok) throw new Error(`legal action refused: ${JSON.stringify(action)} → ${result.error.code}`);
      const stuck = result.state.deal.phase === "play" && legalActions(result.state, seat, lexicon).length === 0;
      if (!stuck || pool.length === 1) break;
      pool = pool.filter((a) => a !== action);
    }
    options.onStep?.({ seat, action, before: state, after: result.state });
    log.push({ seat, action });
    state = result.state;
  }
  return { state, log };
}

export function newMatch(rules: Partial<Ruleset>, seed: string, firstDealer: Seat = 0): MatchState {
  return createMatch({ wordProfile: "libero", ...rules }, seed, firstDealer);
}
