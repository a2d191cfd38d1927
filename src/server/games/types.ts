/**
 * The shapes the table service takes and gives (issue #4; docs/api.md): what a caller sends
 * and gets back. The service itself is ./service.ts.
 */
import type { MissedWord, Suggestion } from "~/bots/suggest";
import type { ComputerLevel } from "~/bots/types";
import type { Action, EngineError, EngineErrorCode, LoggedAction, Ruleset, Seat, SeatView, SeatViewTail } from "~/engine";
import type { ProfileName } from "~/lexicon/types";
import type { GameRow, JudgeRequestRow } from "~/server/db/schema";
import type { ActRefusalCode } from "./errors";
import type { Queryable } from "./repository";
import type { ClockRecord } from "./turn-clock";

export interface TableOptions {
  /** The game: "uisp" (the default, the tournament rules) or "basic" (Burraco Parole Basic, docs/engine.md). */
  variant?: Ruleset["variant"];
  /** 2-4 players; 5 only at Basic ("da 2 a 5 giocatori"). */
  players: 2 | 3 | 4 | 5;
  /** With 4 players: false, each plays alone (Basic only); partners 0-2 against 1-3 by default (Art. 3.3). */
  partners?: boolean;
  /** Play to this many points (default: the UISP 2,005)… */
  target?: number;
  /** …or for this many deals (a timed tournament turn). */
  deals?: number | null;
  wordProfile: ProfileName;
  /** §7 move timers, kept by the server (turn-clock.ts). */
  timers: boolean;
  threePlayerPozzetti?: Ruleset["threePlayerPozzetti"];
  giocoAlMonte?: boolean;
  /** Issue #5: the language judge — off (default: the dictionary decides), friendly, tournament. */
  judge?: Ruleset["judge"];
  /** Issue #16: the Suggerimento (scuola tables only): per deal and seat, and its cost; absent or null: none. */
  hints?: Ruleset["hints"];
  /**
   * The secret seed that decides every deal. Random unless given; only server-side code
   * (tests, a tournament's pre-drawn deals) may choose it: the API never accepts one.
   */
  seed?: string;
  /** The event (issue #5) whose judge and rulings also cover this table, for server-side callers… */
  eventId?: string;
  /** …or its table code (judge.event.create's `tableCode`), which the API requires. */
  eventCode?: string;
  /** Computer seats and their level: the server plays them; at least one seat stays a person. */
  bots?: { seat: Seat; level: ComputerLevel }[];
}

export interface CreatedTable {
  gameId: string;
  /** One private link per seat, in seat order: `/tavolo/<id>?posto=<token>`; null for a computer seat. */
  seatLinks: (string | null)[];
  /** `/tavolo/<id>?guarda=<token>`: sees the table, no hand. */
  spectatorLink: string;
  /** The tokens inside the links, for clients that do not parse links (bots). */
  seatTokens: (string | null)[];
  spectatorToken: string;
  /** `/giudice?tavolo=<id>&codice=<token>`: the table's language judge (issue #5), sees no hand. */
  judgeLink: string;
  judgeToken: string;
}

/** Who a token makes the caller: a seat, or a spectator (seat null). */
export type Role = { kind: "seat"; seat: Seat } | { kind: "spectator"; seat: null };

/** What everybody at the table may know about it: the ruleset and who is seated. */
export interface TableInfo {
  gameId: string;
  status: GameRow["status"];
  rules: Ruleset;
  /**
   * Who decides the words taken to the judge, as the players call them: "teacher" at a class's
   * table (its event is the class's: the teacher judges from the class page, issue #16), else
   * "judge" (the giudice di lingua, a tournament's too).
   */
  judgedBy: "teacher" | "judge";
  seats: {
    seat: Seat;
    name: string | null;
    /** Its link has been opened (`table.join`): when every seat has, the table plays. */
    joined: boolean;
    /**
     * Its person has joined with a name, or a computer plays it: at a §7 table the clock of
     * the seat to move runs only once it is ready (turn-clock.ts).
     */
    ready: boolean;
    computer: SeatComputer | null;
  }[];
}

/**
 * Who plays a seat when it is not a person: a computer seat (`standIn` false), or a medio
 * computer standing in for the seat's absent person (`standIn` true) until they come back.
 */
export interface SeatComputer {
  level: ComputerLevel;
  standIn: boolean;
}

/**
 * The move timer (§7, Art. 4.1) of the player to move, when the table has timers: the
 * server plays the forced discard (`timeout`) at `deadline`. Times are ms since the epoch
 * on the server's clock; `serverNow` lets a client correct for its own clock.
 */
export type TableClock = Omit<ClockRecord, "key"> & { serverNow: number };

export interface TableView {
  role: Role["kind"];
  seat: Seat | null;
  table: TableInfo;
  view: SeatView;
  /** Null when the table has no timers, or nobody is on the clock (waiting, the seat to move not ready, deal over, judge). */
  clock: TableClock | null;
}

/** `TableRecord.format` and `formatVersion`: what a reader of an exported file checks first. */
export const RECORD_FORMAT = "burraco-parole/partita";
export const RECORD_FORMAT_VERSION = 1;

/**
 * A finished match whole (`table.record`, docs/api.md): with the engine's `replayLog(rules,
 * seed, null, actions)` anyone rebuilds every deal and every state, and checks the result.
 */
export interface TableRecord {
  format: typeof RECORD_FORMAT;
  formatVersion: typeof RECORD_FORMAT_VERSION;
  gameId: string;
  rules: Ruleset;
  /** Secret while the match is played: it decides every deal. */
  seed: string;
  seats: { seat: Seat; name: string | null; computer: ComputerLevel | null }[];
  /** Every accepted action, in order (`seq` is the version it made), with when it was accepted (ISO 8601). */
  actions: (LoggedAction & { at: string })[];
}

export interface ActInput {
  /** The `view.version` the action was decided on. */
  version: number;
  /** Chosen by the client, unique per action (e.g. a UUID): a retry sends the same one. */
  clientActionId: string;
  action: Action;
}

/**
 * A move's answer. Played: the view after it, whose log holds only the events after the
 * input's `version` (SeatViewTail: the client has the rest; `mergeView` joins them). Already
 * played (a retry whose first answer was lost) or stale: the whole current view, since the
 * client is behind by moves it may not have seen and resyncs from that view alone.
 */
export type ActResult =
  | { ok: true; duplicate: false; view: SeatViewTail }
  | { ok: true; duplicate: true; view: SeatView }
  | { ok: false; code: "STALE_VERSION"; message: string; view: SeatView }
  | {
      ok: false;
      code: EngineErrorCode | Exclude<ActRefusalCode, "STALE_VERSION">;
      message: string;
      word?: EngineError["word"];
    };

/** `table.hint`: a move like `act`'s (its version and client action id), whose action is the engine's `hint`. */
export type HintInput = Omit<ActInput, "action">;

/**
 * The Suggerimento's answer (issue #16): the hint counted (as `act` answers a move) and the
 * word found in the seat's own view, for that seat alone; or the refusal, as `act`'s.
 */
export type HintResult = Exclude<ActResult, { ok: true }> | (Extract<ActResult, { ok: true }> & { suggestion: Suggestion });

/** "Parole che potevi fare" (issue #16): the best words of the seat's final hand or of the monte scarti, for deal `deal`. */
export interface MissedWords {
  deal: number;
  words: MissedWord[];
}

/** How a request to the judge ends (see resolveRequest). */
export interface RequestResolution {
  /** The word stands: a contest approved, a challenge rejected. */
  approve: boolean;
  status: "approved" | "rejected" | "expired";
  /** The judge's name, or "server" for a time-out. */
  by: string;
  reason: string | null;
  /**
   * Writes the judge's ruling(s) inside the same transaction (issue #5: an approved contest
   * records an allow override at the scope the judge picks); returns their ids.
   */
  record?: (tx: Queryable, request: JudgeRequestRow, words: string[]) => Promise<string[]>;
}

export interface ResolvedRequest {
  request: JudgeRequestRow;
  rulingIds: string[];
  view: SeatView;
}

export interface WatchOptions {
  /** The `view.version` the caller already has (a reconnect): not sent again. */
  lastVersion?: number;
  /** Stops the stream (and the listening) when aborted, e.g. on disconnect. */
  signal?: AbortSignal;
}
