/**
 * Whole matches between bots: the one loop the tests, `burraco sim --bots` and the bots'
 * benchmark share. Each seat is asked with its own view (`viewFor`) and its seeded stream
 * (`botRandom`), exactly as the server asks; the action goes through `play` like a person's.
 * A refusal is a bot bug: it is counted, and the engine's greedy player moves for that seat
 * instead so the match can end and the count be reported.
 */
import { type Action, createMatch, type DealScore, type MatchState, play, type Ruleset, viewFor } from "../engine";
import { greedyAction } from "../engine/greedy-player";
import type { RecordedAction } from "../engine/simulate";
import type { Lexicon } from "../lexicon/types";
import { botRandom } from "./random";
import type { Bot } from "./types";

export interface BotMatch {
  final: MatchState;
  log: RecordedAction[];
  deals: DealScore[][];
  /** Actions the engine refused (each replaced by the greedy player's). */
  refusals: { seat: number; version: number; action: Action; code: string }[];
}

export interface BotMatchOptions {
  /** A clock for timing each decision (the caller's: bots use none); with `onDecision`. */
  clock?: () => number;
  /** Called after every decision with the seat and the time it took, in the clock's unit. */
  onDecision?: (seat: number, elapsed: number) => void;
}

/** A guard against a bug that would loop forever: no real deal comes near it. */
const MAX_ACTIONS_PER_DEAL = 20_000;

export function playMatch(rules: Partial<Ruleset>, seed: string, bots: readonly Bot[], lexicon: Lexicon, options: BotMatchOptions = {}): BotMatch {
  let state = createMatch(rules, seed);
  if (bots.length !== state.rules.players) throw new Error(`playMatch: ${bots.length} bot per ${state.rules.players} posti`);
  const log: RecordedAction[] = [];
  const refusals: BotMatch["refusals"] = [];
  let actionsThisDeal = 0;
  while (!state.winner) {
    // At a deal's end any seat may deal the next one: the dealer-to-be's bot is asked.
    const seat = state.deal.phase === "over" ? (state.deal.dealer + 1) % state.rules.players : state.deal.turn;
    const started = options.clock?.();
    const asked = bots[seat]!.decide(viewFor(state, seat), state.rules, lexicon, botRandom(state.seed, seat, state.version));
    if (started !== undefined) options.onDecision?.(seat, options.clock!() - started);
    let action: Action | null = asked;
    let result = action === null ? null : play(state, seat, action, lexicon);
    if (result === null || !result.ok) {
      refusals.push({ seat, version: state.version, action: asked ?? { do: "draw" }, code: result === null ? "NO_ACTION" : result.error.code });
      action = greedyAction(state, seat, lexicon);
      result = action === null ? null : play(state, seat, action, lexicon);
      if (result === null || !result.ok) throw new Error(`partita bloccata (seme ${seed}, versione ${state.version})`);
    }
    state = result.state;
    log.push({ seat, action: action! });
    actionsThisDeal = action!.do === "nextDeal" ? 0 : actionsThisDeal + 1;
    if (actionsThisDeal > MAX_ACTIONS_PER_DEAL) throw new Error(`smazzata senza fine (seme ${seed})`);
  }
  return { final: state, log, deals: state.scores, refusals };
}
