/**
 * A UISP Burraco Parole tournament (seed 002, Art. 1-3, 6.1, 7, 13; RULES §7-8), as plain data.
 * The modules of src/tournament are pure: no database, no server, no clock; the service stores
 * what they return. Ids are the service's (strings); the core never invents a player.
 */

export const FORMATS = ["individual", "pairs", "teams"] as const;
/** Singolo, a coppie, a squadre (Art. 1). */
export type Format = (typeof FORMATS)[number];

/** Players at a table (Art. 3.1): tables of 2, 3 or 4. */
export type TableSize = 2 | 3 | 4;

export const MOVEMENTS = ["mitchell", "danese", "italiano"] as const;
/** How the turns after the first are seated (Art. 3.2 b). */
export type Movement = (typeof MOVEMENTS)[number];

/** Which VP table scores a turn (Art. 3): 2, 3 or 4 deals, or a team match of 4 deals. */
export type VpScale = 2 | 3 | 4 | "teams";

/** The turn's length in minutes, least and most, by deals per turn (Art. 3). */
export const TURN_MINUTES: Readonly<Record<2 | 3 | 4, readonly [number, number]>> = {
  2: [22, 25],
  3: [32, 35],
  4: [42, 45],
};

/** The technical score of a tavolo zoppo or an absent line (Art. 3.1, 13.3): 355 MP to the present line. */
export const TECHNICAL_MP = 355;

export type PlayerId = string;
/** A player (individual), a pair or a team: what the standings rank. */
export type EntrantId = string;

/**
 * One who signed up. `players`: 1 (individual), 2 (a pair: they sit as partners) or 4 (a team:
 * players 0-1 are its first pair, 2-3 its second).
 */
export interface Entrant {
  id: EntrantId;
  players: PlayerId[];
}

/** How the first turn is seated (Art. 3.2 a). */
export type FirstTurn =
  /** 1. Sistemazione casuale: a draw from the turn's seed. */
  | { mode: "random" }
  /**
   * 2. Criterio discrezionale: the director's tables, each the entrants that meet there (2
   * entrants a table; individual: `tableSize` players), table 1 first.
   */
  | { mode: "director"; tables: readonly (readonly EntrantId[])[] }
  /**
   * 3. Coppie fisse e mobili: in the entrants' order, the first half is fixed at tables 1, 2, …
   * and the second half mobile, one at each of those tables (Mitchell then moves the mobile).
   */
  | { mode: "fixedMobile" };

/**
 * An incomplete last table (Art. 3.1): computer players fill the empty seats ("robot"), or
 * the table is a tavolo zoppo, not played, whose present line scores 355 MP. The director's
 * choice; a tavolo zoppo is a table of 4 (Art. 3.1 names it only there) "composto da una sola
 * linea di gioco": an individual table with 1 or 3 players present gets robots even when the
 * director chose the tavolo zoppo.
 */
export type Incomplete = "robots" | "zoppo";

/** A line as it sits: the entrants its VP go to (individual at 4: the two partners). */
export interface SeatedLine {
  /** Empty for a line of robots only. */
  entrants: EntrantId[];
}

/** One table of a turn. */
export interface TableSeating {
  /** 1-based, the number shown in the hall (Art. 2.2). */
  table: number;
  /**
   * Teams: the team match the table belongs to (two tables, the teams' pairs at opposite
   * sides); its VP come from both tables' PP together. Null in other formats.
   */
  match: number | null;
  /**
   * By engine seat (src/engine/deal.ts `initialLines`: at 4, seats 0-2 are line 0 and 1-3
   * line 1); null is a robot. A tavolo zoppo lists its present line's players only.
   */
  players: (PlayerId | null)[];
  /** By engine line. A tavolo zoppo has one line. */
  lines: SeatedLine[];
  /**
   * The entrants that meet at the table, by place in the movement (null: an empty place, a
   * robot or the missing line of a tavolo zoppo). Mitchell keeps place 0 at its table and
   * moves place p on p tables; a team match lists its two teams at both its tables.
   */
  places: (EntrantId | null)[];
  /** Tavolo zoppo (Art. 3.1): not played; its one line scores 355 MP. */
  zoppo: boolean;
}

export interface TurnSeating {
  /** 0-based. */
  turn: number;
  tables: TableSeating[];
}

/** A standing row, as movements.ts (Danese) and the pages read it. */
export interface StandingRow {
  entrant: EntrantId;
  /** 1-based; entrants with equal VP share it (the director settles a tie for a prize, Art. 6.1). */
  rank: number;
  vp: number;
  /** Sum of the MP won (negative when lost): the secondary order for display only. */
  mp: number;
  /** Sum of the PP, after penalties: the third order for display only. */
  pp: number;
  /** Turns this entrant was seated in (a tavolo zoppo counts). */
  turns: number;
  /** Another entrant has the same VP. */
  tied: boolean;
}

export interface SeatTurnInput {
  format: Format;
  tableSize: TableSize;
  movement: Movement;
  /** Those who play this turn (checked in, not withdrawn), in registration order. */
  entrants: readonly Entrant[];
  /** 0-based. */
  turn: number;
  /** The seatings of turns 0 … turn-1, in order. */
  previous: readonly TurnSeating[];
  /** The standings after the previous turns (Danese); may be empty otherwise. */
  standings: readonly StandingRow[];
  /** The turn's draws (first turn, seats within a table) come from it: same inputs, same seating. */
  seed: string;
  firstTurn: FirstTurn;
  incomplete: Incomplete;
}

/** A table's result as played: the PP of each engine line, summed over the turn's deals (Art. 6.1). */
export interface TableResult {
  turn: number;
  table: number;
  /** By engine line. Empty for a tavolo zoppo. */
  pp: number[];
}

/** A lateness penalty (Art. 13.1-13.2): PP taken from the line the entrant sat in that turn. */
export interface Penalty {
  turn: number;
  entrant: EntrantId;
  /** The PP taken away (100 in Art. 13); 0 for a richiamo (Art. 13.1), which changes no score. */
  pp: number;
  reason: string;
}

/**
 * The director's correction of a table (Art. 2.5, 12.2), kept for the audit trail: it replaces
 * the table's PP, or gives the technical score (Art. 13.3, 10: 355 MP to the present line).
 * Applied in order; a later correction of the same table wins.
 */
export interface Correction {
  turn: number;
  table: number;
  change: { kind: "pp"; pp: number[] } | { kind: "technical"; presentLine: number };
  by: string;
  /** ISO time. */
  at: string;
  why: string;
}

/** One line's score at one table (or, for teams, one team's in a match). */
export interface LineScore {
  entrants: EntrantId[];
  pp: number;
  mp: number;
  vp: number;
  /**
   * Individual: the score of a partner who was late (Art. 13.1-13.2: the penalty is the
   * player's), the table scored with their penalty taken from the line's PP; the line's own
   * figures, and so the partner's and the opponents', are those without it. Read an entrant's
   * score with standings.ts `scoreOf`.
   */
  penalised?: { entrant: EntrantId; pp: number; mp: number; vp: number }[];
}

/** A table (teams: a match of two tables) as scored. */
export interface ScoredTable {
  turn: number;
  /** Teams: the match's tables; else the one table. */
  tables: number[];
  lines: LineScore[];
  zoppo: boolean;
  /** A correction changed it. */
  corrected: boolean;
}

/**
 * Input the tournament's rules cannot seat or score (a pairs tournament at tables of 2, a
 * tavolo zoppo that is not one whole line, a director's table list that misses an entrant…).
 * The message is Italian, for the director; nothing was changed.
 */
export class TournamentError extends Error {
  override name = "TournamentError";
}
