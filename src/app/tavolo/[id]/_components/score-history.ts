/**
 * The full score sheet (§6): one row per finished deal, one column per line, and the running
 * totals after each deal. Pure (tested in tests/ui); the view's `history` is the engine's
 * `match.scores`, public once each deal is over.
 */

import { type DealScore, type Ruleset, variantOf } from "~/engine";

export interface HistoryRow {
  /** 1-based, as people count deals. */
  deal: number;
  /** Per line, in line order: the deal's score and the match total after it. */
  lines: { line: number; score: DealScore; running: number }[];
}

/** The §6 breakdown, in the order of the score sheet. */
export const BREAKDOWN: [label: string, key: Exclude<keyof DealScore, "line" | "seats">][] = [
  ["Burraco", "burraco"],
  ["Bonus", "bonus"],
  ["Chiusura", "closing"],
  ["Carte calate", "melds"],
  ["Carte in mano", "hand"],
  ["Pozzetto", "pozzetto"],
  ["Suggerimenti", "hints"],
  ["Totale smazzata", "total"],
];

/**
 * The breakdown's rows a table fills: the hints' only at a table with hints (the engine scores
 * them there alone); no "Pozzetto" row where the rules have no pozzetti (Basic, docs/engine.md).
 */
export function breakdownOf(scores: readonly DealScore[], rules: Pick<Ruleset, "variant">): typeof BREAKDOWN {
  const pozzetti = variantOf(rules).pozzetti;
  return BREAKDOWN.filter(([, key]) => (key !== "hints" || scores.some((s) => s.hints !== undefined)) && (key !== "pozzetto" || pozzetti));
}

/** Each deal with the running total of every line after it (a line scores its deals' totals). */
export function historyRows(history: readonly (readonly DealScore[])[]): HistoryRow[] {
  const running = new Map<number, number>();
  return history.map((deal, i) => ({
    deal: i + 1,
    lines: [...deal]
      .sort((a, b) => a.line - b.line)
      .map((score) => {
        const total = (running.get(score.line) ?? 0) + score.total;
        running.set(score.line, total);
        return { line: score.line, score, running: total };
      }),
  }));
}

/** A signed number as a score sheet writes it: "+200", "−35", "0". */
export function signed(points: number): string {
  return points > 0 ? `+${points}` : points < 0 ? `−${Math.abs(points)}` : "0";
}
