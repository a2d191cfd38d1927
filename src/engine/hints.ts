/**
 * The Suggerimento (issue #16): at a table whose ruleset has hints (ruleset.ts), the seat to
 * play may ask, after taking its cards, for one word its hand can make. Asking is an action
 * like any other — logged, replayed, public ("Anna ha chiesto un suggerimento") — because it
 * is counted per seat and deal and may cost points; the word itself is not in the state: the
 * server finds it in the seat's own view (src/bots/suggest.ts) and tells only that seat.
 */
import { type EngineError, engineError } from "./errors";
import type { HintRules } from "./ruleset";
import type { DealState, MatchState, Seat } from "./state";

/** The table's hint settings; null when it has none (tables stored before hints existed too). */
export function hintRules(match: MatchState): HintRules | null {
  return match.rules.hints ?? null;
}

/** How many hints the seat has asked for in this deal. */
export function hintsUsed(deal: DealState, seat: Seat): number {
  return deal.hintsUsed?.[seat] ?? 0;
}

/**
 * Counts a hint for the seat to move (mutates `match`, a private copy), or says why not: at a
 * table without hints that, whoever asks and when; else as for a play, the seat's turn after
 * its draw.
 */
export function askHint(match: MatchState, seat: Seat): EngineError | null {
  const rules = hintRules(match);
  const deal = match.deal;
  if (rules === null) return engineError("HINTS_OFF");
  if (deal.phase === "over") return engineError("DEAL_OVER");
  if (deal.turn !== seat) return engineError("NOT_YOUR_TURN");
  if (deal.phase !== "play") return engineError("HINT_AFTER_DRAW");
  // Art. 9.1, 10.2: after an irregularity the player only discards; a word would be no use.
  if (deal.mustDiscard === seat) return engineError("MUST_DISCARD_NOW");
  const used = hintsUsed(deal, seat);
  if (used >= rules.perDeal) return engineError("NO_HINTS_LEFT", `(${rules.perDeal} per smazzata)`);
  // A new array: the states before this one share the old (cloneMatch copies the deal shallowly).
  deal.hintsUsed = Array.from({ length: match.rules.players }, (_, s) => hintsUsed(deal, s) + (s === seat ? 1 : 0));
  return null;
}

/**
 * What the hints asked by `seats` (a line) cost in this deal: 0 or less. Undefined at a table
 * without hints, whose score sheet has no such line.
 */
export function hintPoints(deal: DealState, rules: HintRules | null, seats: readonly Seat[]): number | undefined {
  if (rules === null) return undefined;
  let asked = 0;
  for (const seat of seats) asked += hintsUsed(deal, seat);
  // 0 - x, not -x: a free hint gives 0, never -0 (which JSON and equality tell apart).
  return 0 - rules.cost * asked;
}
