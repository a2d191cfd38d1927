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
  // Parola al giudice: the table's timers pause until the ruling (judgement.ts).
  if (deal.judgement) return null;
  if (deal.phase === "draw") return { phase: "draw", seconds: TIMES.draw, grace: TIMES.grace };
  const seconds = deal.playSeconds ?? playSecondsFor(deal.hands[deal.turn]!.length, deal.alVolo);
  return { phase: "play", seconds, grace: TIMES.grace };
}

/** Art. 4.1: the time to play by the cards in hand once the player has drawn or picked up. */
export function playSecondsFor(cards: number, alVolo: boolean): number {
  if (alVolo) return TIMES.pozzettoAlVolo;
  return cards < 4 ? TIMES.fewerThan4 : cards <= 10 ? TIMES.from4To10 : TIMES.elevenOrMore;
}
