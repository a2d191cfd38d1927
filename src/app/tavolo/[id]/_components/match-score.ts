/**
 * The match score as the table shows it all the time (§6): each side's total and what the
 * match is played to. Pure (tested in tests/ui); `view.totals` is the engine's running total
 * per seat, and a line's total is any of its seats' (a seat scores its line's points).
 */
import type { Ruleset } from "~/engine/ruleset";

import type { NameOf } from "./describe-event";

export interface ScoreSide {
  seats: number[];
  /** "Noi", "Loro", or the seats' names ("Marco e Anna"). */
  label: string;
  total: number;
  mine: boolean;
}

/** A line's match total: its seats share it. */
export function lineTotal(totals: readonly number[], seats: readonly number[]): number {
  return totals[seats[0] ?? 0] ?? 0;
}

/**
 * The sides of the score: at 4 players in pairs the two lines, fixed for the match (Art. 3.3);
 * otherwise each seat on its own (2, 3 and 5 players, and 4 each alone at Basic) — at 3
 * players "18+11" the pair is a pair for one deal only, and each seat keeps its own total. A seat reads its own side first; at 2 players "Noi" and
 * "Loro", as on a score pad; otherwise, and for spectators, the sides are named by their seats.
 */
export function scoreSides(
  view: { players: number; lines: readonly { seats: readonly number[] }[]; totals: readonly number[] },
  mySeat: number | null,
  nameOf: NameOf,
): ScoreSide[] {
  const pairs = view.players === 4 && view.lines.some((line) => line.seats.length > 1);
  const groups = pairs ? view.lines.map((line) => [...line.seats]).filter((seats) => seats.length > 0) : view.totals.map((_, seat) => [seat]);
  const sides = groups.map((seats) => {
    const mine = mySeat !== null && seats.includes(mySeat);
    const label = view.players === 2 && mySeat !== null ? (mine ? "Noi" : "Loro") : seats.map(nameOf).join(" e ");
    return { seats, label, total: lineTotal(view.totals, seats), mine };
  });
  return [...sides.filter((side) => side.mine), ...sides.filter((side) => !side.mine)];
}

export interface MatchGoal {
  deal: string;
  /** "a 2005", or null when the match is played for a number of deals. */
  target: string | null;
}

/**
 * Where the match stands: "Smazzata 2 di 3" when it is played for a number of deals (Art. 7),
 * else the deal and the target: "Smazzata 2", "a 2005" (Art. 6).
 */
export function matchGoal(rules: Pick<Ruleset, "target" | "deals">, dealNumber: number): MatchGoal {
  const deal = dealNumber + 1;
  return rules.deals === null ? { deal: `Smazzata ${deal}`, target: `a ${rules.target}` } : { deal: `Smazzata ${deal} di ${rules.deals}`, target: null };
}

/** The score line in words, as the table shows it: "Smazzata 2 · Noi 840 · Loro 260 · a 2005". */
export function scoreText(sides: readonly ScoreSide[], goal: MatchGoal): string {
  return [goal.deal, ...sides.map((side) => `${side.label} ${side.total}`), ...(goal.target === null ? [] : [goal.target])].join(" · ");
}
