/**
 * Timing as data (§7, Art. 4.1): how long the player to move has for the current phase.
 * The server keeps the clock; at overrun plus the grace it plays a `timeout` action.
 */
import { TIMES } from "./ruleset";
import type { MatchState } from "./state";

export interface TimeAllowed {
  phase: "draw" | "play";
  seconds: number;
  /** Extra seconds after the warning before the forced discard. */
  grace: number;
}

export function timeAllowed(match: MatchState): TimeAllowed | null {
  const deal = match.deal;
  if (deal.phase === "over" || match.winner) return null;
  if (deal.phase === "draw") return { phase: "draw", seconds: TIMES.draw, grace: TIMES.grace };
  const cards = deal.hands[deal.turn]!.length;
  const seconds = deal.alVolo
    ? TIMES.pozzettoAlVolo
    : cards < 4
      ? TIMES.fewerThan4
      : cards <= 10
        ? TIMES.from4To10
        : TIMES.elevenOrMore;
  return { phase: "play", seconds, grace: TIMES.grace };
}
