/**
 * Scoring the turns and ranking the entrants (Art. 3, 6.1, 13; RULES §8).
 */
import type { Correction, EntrantId, Format, Penalty, ScoredTable, StandingRow, TableResult, TurnSeating, VpScale } from "./types";

export interface ScoreTurnsInput {
  format: Format;
  scale: VpScale;
  seatings: readonly TurnSeating[];
  /** The tables played so far; a table without a result (still playing) is left out. */
  results: readonly TableResult[];
  penalties: readonly Penalty[];
  corrections: readonly Correction[];
}

/**
 * Every seated table with a result (or a tavolo zoppo, or a correction) scored: penalties taken
 * from the PP of the line the entrant sat in, then the corrections applied in order, then MP
 * and VP by the table (vp.ts). Teams: one ScoredTable per match, each team's PP summed over
 * its two tables, scored on the teams table.
 */
export function scoreTurns(input: ScoreTurnsInput): ScoredTable[] {
  void input;
  throw new Error("scoreTurns: not implemented yet");
}

/**
 * The standings: each entrant's VP summed over the scored tables, highest first. Equal VP share
 * a rank and are marked tied: the seed leaves a tie for a prize to the director (Art. 6.1). The
 * display order within a tie is fixed: MP summed, then PP summed, then the entrant's id.
 */
export function standings(entrants: readonly EntrantId[], scored: readonly ScoredTable[]): StandingRow[] {
  void entrants;
  void scored;
  throw new Error("standings: not implemented yet");
}
