/**
 * A tournament's parameters as the direzione di gara announces them before it starts (Art. 2.5,
 * 3, 6.1, 7), and the checks that make them a tournament the rules can run.
 */
import type { BotLevel } from "~/bots/types";
import type { JudgeMode } from "~/engine";
import type { ProfileName } from "~/lexicon/types";
import { type Format, type Incomplete, type Movement, type TableSize, TURN_MINUTES, type VpScale } from "~/tournament";
import { TournamentError } from "./errors";

/** How the first turn is seated (Art. 3.2 a); the director's own tables come with `startTurn`. */
export type FirstTurnMode = "random" | "director" | "fixedMobile";

export interface TournamentSettings {
  format: Format;
  tableSize: TableSize;
  /** Sessions, and turns in each (Art. 6.1: the director announces the number of turns). */
  sessions: number;
  turnsPerSession: number;
  /** Deals per turn (Art. 2.5, 3): 2, 3 or 4; 1 for a short club evening (outside the regulation's table). */
  dealsPerTurn: number;
  /** The turn's time in minutes (Art. 3): checked against TURN_MINUTES. */
  turnMinutes: number;
  movement: Movement;
  firstTurn: FirstTurnMode;
  /** An incomplete last table (Art. 3.1): robots, or a tavolo zoppo. */
  incomplete: Incomplete;
  /** The robots' level (src/bots). */
  robotLevel: BotLevel;
  wordProfile: ProfileName;
  /** The giudice di lingua (Art. 8-10): the tournament's event judge. */
  judge: JudgeMode;
  /** Carte uguali: every table of a turn plays the same deals (src/tournament/seeds.ts). */
  carteUguali: boolean;
  /** The §7 move clock at the tables (RULES §7, Art. 4.1); a simulation plays without it. */
  moveTimers: boolean;
}

/** A single deal has no row in Art. 3's table: half of the 2 deals' time. */
export const ONE_DEAL_MINUTES: readonly [number, number] = [11, 13];

/** The most turns a tournament may have (sessions × turns per session). */
export const MAX_TURNS = 30;

/** The players an entrant has, by format (src/tournament/types.ts `Entrant`). */
export function playersPerEntrant(format: Format): number {
  return format === "individual" ? 1 : format === "pairs" ? 2 : 4;
}

export function totalTurns(settings: TournamentSettings): number {
  return settings.sessions * settings.turnsPerSession;
}

/** The VP table that scores a turn (Art. 3): by deals, teams on theirs; one deal on the 2 deals' table. */
export function vpScaleOf(settings: TournamentSettings): VpScale {
  if (settings.format === "teams") return "teams";
  return settings.dealsPerTurn <= 2 ? 2 : (settings.dealsPerTurn as 3 | 4);
}

/** Throws BAD_TURN_TIME or BAD_SETTINGS when the parameters do not make a tournament. */
export function checkSettings(settings: TournamentSettings): void {
  const { format, tableSize, dealsPerTurn, turnMinutes } = settings;
  const [least, most] = dealsPerTurn === 1 ? ONE_DEAL_MINUTES : (TURN_MINUTES[dealsPerTurn as 2 | 3 | 4] ?? [0, -1]);
  if (!Number.isInteger(turnMinutes) || turnMinutes < least || turnMinutes > most) throw new TournamentError("BAD_TURN_TIME");
  // A pair is a line, a team two pairs (Art. 3.1): both play at tables of 4; a team match is of 4 deals (Art. 3, its VP table).
  if (format !== "individual" && tableSize !== 4) throw new TournamentError("BAD_SETTINGS");
  if (format === "teams" && dealsPerTurn !== 4) throw new TournamentError("BAD_SETTINGS");
  // Art. 3.1 names the tavolo zoppo for tables of 4 only.
  if (settings.incomplete === "zoppo" && tableSize !== 4) throw new TournamentError("BAD_SETTINGS");
  if (totalTurns(settings) < 1 || totalTurns(settings) > MAX_TURNS) throw new TournamentError("BAD_SETTINGS");
}
