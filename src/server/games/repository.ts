/**
 * The tables' rows: every SQL the game service runs, nothing else. Each function takes the
 * database or an open transaction, so the service decides what runs in one transaction.
 */
import type { ResultSet } from "@libsql/client";
import { and, asc, eq, getTableColumns, gt, inArray, isNotNull, lte, max, ne, notExists, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import { type BaseSQLiteDatabase, SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";

import { type ComputerLevel, computerName } from "~/bots/types";
import type { Action, LoggedAction, MatchState, Ruleset, Seat } from "~/engine";
import type * as schema from "~/server/db/schema";
import { sameSecret } from "~/server/games/tokens";
import {
  actions,
  classSeats,
  type EventRow,
  events,
  type GameRow,
  games,
  judgeRequests,
  type SeatRow,
  seats,
  snapshots,
  tournamentTables,
} from "~/server/db/schema";

/** The database or a transaction on it. */
export type Queryable = BaseSQLiteDatabase<"async", ResultSet, typeof schema>;

export type TableStatus = GameRow["status"];

/**
 * A table's rules as stored. Every row stores the whole ruleset, but a field a later version
 * adds with a new default must not change an old game when replayed: gioco al monte (Art.
 * 10.17) became on by default after tables were stored with it off, so a row without the
 * field reads as off; a row without `hints` has none (the Suggerimento, off by default); a
 * row without `partners` is a table of partners at 4 (the only way 4 played then).
 */
export function storedRules(rulesJson: string): Ruleset {
  return { variant: "uisp", giocoAlMonte: false, hints: null, partners: true, ...(JSON.parse(rulesJson) as Partial<Ruleset>) } as Ruleset;
}

export interface NewTable {
  id: string;
  createdAt: Date;
  rules: Ruleset;
  seed: string;
  spectatorTokenHash: string;
  seatTokenHashes: string[];
  /** Per seat: the computer's level (src/bots), or null for a person. A computer seat starts taken. */
  computers?: (ComputerLevel | null)[];
  /** The event the table belongs to, and the table judge's token hash. */
  eventId?: string | null;
  judgeTokenHash?: string | null;
}

export async function insertTable(db: Queryable, table: NewTable): Promise<void> {
  await db.insert(games).values({
    id: table.id,
    createdAt: table.createdAt,
    rulesJson: JSON.stringify(table.rules),
    seed: table.seed,
    version: 0,
    status: "waiting",
    spectatorTokenHash: table.spectatorTokenHash,
    eventId: table.eventId ?? null,
    judgeTokenHash: table.judgeTokenHash ?? null,
  });
  await db.insert(seats).values(
    table.seatTokenHashes.map((tokenHash, seat) => {
      const computer = table.computers?.[seat] ?? null;
      return computer === null
        ? { gameId: table.id, seat, tokenHash }
        : { gameId: table.id, seat, tokenHash, computer, name: computerName(computer), joinedAt: table.createdAt };
    }),
  );
}

/** A seat's token replaced (its sha256): the old link opens nothing any more. */
export async function setSeatTokenHash(db: Queryable, gameId: string, seat: Seat, tokenHash: string): Promise<void> {
  await db
    .update(seats)
    .set({ tokenHash })
    .where(and(eq(seats.gameId, gameId), eq(seats.seat, seat)));
}

/** A medio computer starts (a date) or stops (null) playing for the person of `seat`. */
export async function setStandIn(db: Queryable, gameId: string, seat: Seat, since: Date | null): Promise<void> {
  await db
    .update(seats)
    .set({ standInSince: since })
    .where(and(eq(seats.gameId, gameId), eq(seats.seat, seat)));
}

/** The tables being played where the server plays a seat (a computer, or a stand-in): a starting server resumes them. */
export async function listTablesWithComputers(db: Queryable): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: games.id })
    .from(games)
    .innerJoin(seats, eq(seats.gameId, games.id))
    .where(and(eq(games.status, "playing"), or(isNotNull(seats.computer), isNotNull(seats.standInSince))));
  return rows.map((row) => row.id);
}

export async function eventExists(db: Queryable, eventId: string): Promise<boolean> {
  return (await db.select({ id: events.id }).from(events).where(eq(events.id, eventId))).length === 1;
}

/** Whether an event with this id has a table code whose secret hashes to `secretHash`. */
export async function eventTableCodeMatches(db: Queryable, eventId: string, secretHash: string): Promise<boolean> {
  const rows = await db.select({ hash: events.tableCodeHash }).from(events).where(eq(events.id, eventId));
  const stored = rows[0]?.hash;
  return typeof stored === "string" && sameSecret(stored, secretHash);
}

export async function findGame(db: Queryable, gameId: string): Promise<GameRow | null> {
  const rows = await db.select().from(games).where(eq(games.id, gameId));
  return rows[0] ?? null;
}

/** A table's row, with the kind of its event (null: no event), which names the judge to the players. */
export type GameHead = GameRow & { eventKind: EventRow["kind"] | null };

export async function findGameHead(db: Queryable, gameId: string): Promise<GameHead | null> {
  const rows = await db
    .select({ ...getTableColumns(games), eventKind: events.kind })
    .from(games)
    .leftJoin(events, eq(events.id, games.eventId))
    .where(eq(games.id, gameId));
  return rows[0] ?? null;
}

/** The stored snapshot if it is still the one taken at `version`, the table's `snapshot_version` (else null: replay from 0). */
export async function loadSnapshot(db: Queryable, gameId: string, version: number): Promise<MatchState | null> {
  const rows = await db.select({ json: snapshots.stateJson }).from(snapshots).where(eq(snapshots.gameId, gameId));
  const row = rows[0];
  if (row === undefined) return null;
  const state = JSON.parse(row.json) as MatchState;
  return state.version === version ? state : null;
}

export async function listSeats(db: Queryable, gameId: string): Promise<SeatRow[]> {
  return db.select().from(seats).where(eq(seats.gameId, gameId)).orderBy(asc(seats.seat));
}

/**
 * Marks a seat taken (the first time) and sets its name when one is given. `ready`: the seat's
 * person is here, so the seat becomes ready (its §7 clock may run) at its first name — given
 * now, or given before by the server that seated them (`GameService.seatPerson`) and waiting
 * for them to open their seat; a new name later changes nothing of that.
 */
export async function markSeatJoined(db: Queryable, gameId: string, seat: Seat, name: string | null, at: Date, ready = true): Promise<void> {
  const current = await db
    .select({ joinedAt: seats.joinedAt, name: seats.name, namedAt: seats.namedAt })
    .from(seats)
    .where(and(eq(seats.gameId, gameId), eq(seats.seat, seat)));
  const set: Partial<SeatRow> = {};
  if (current[0]?.joinedAt === null) set.joinedAt = at;
  if (name !== null) set.name = name;
  if (ready && (name ?? current[0]?.name ?? null) !== null && current[0]?.namedAt === null) set.namedAt = at;
  if (Object.keys(set).length === 0) return;
  await db
    .update(seats)
    .set(set)
    .where(and(eq(seats.gameId, gameId), eq(seats.seat, seat)));
}

export async function setStatus(db: Queryable, gameId: string, status: TableStatus): Promise<void> {
  await db.update(games).set({ status }).where(eq(games.id, gameId));
}

/** A log entry with when the server accepted it. */
export type TimedAction = LoggedAction & { at: Date };

/** The log after `afterSeq` up to `upToSeq` (both as versions), in order. */
export async function loadLog(db: Queryable, gameId: string, afterSeq: number, upToSeq: number): Promise<TimedAction[]> {
  const rows = await db
    .select({ seq: actions.seq, seat: actions.seat, actionJson: actions.actionJson, at: actions.createdAt })
    .from(actions)
    .where(and(eq(actions.gameId, gameId), gt(actions.seq, afterSeq), lte(actions.seq, upToSeq)))
    .orderBy(asc(actions.seq));
  return rows.map((row) => ({ seq: row.seq, seat: row.seat, action: JSON.parse(row.actionJson) as Action, at: row.at }));
}

export async function findActionByClientId(db: Queryable, gameId: string, clientActionId: string): Promise<{ seq: number; seat: Seat } | null> {
  const rows = await db
    .select({ seq: actions.seq, seat: actions.seat })
    .from(actions)
    .where(and(eq(actions.gameId, gameId), eq(actions.clientActionId, clientActionId)));
  return rows[0] ?? null;
}

export interface AppendAction {
  gameId: string;
  /** The version before the action; the action becomes seq `version + 1`. */
  version: number;
  seat: Seat;
  action: Action;
  clientActionId: string;
  lexiconVersion: string | null;
  at: Date;
  /** The state after the action, when it is time to store a snapshot. */
  snapshot: MatchState | null;
  status: TableStatus;
}

/**
 * What became of an action given to `appendActions`: written (`appended`); not written because
 * the log already had its client action id or its seq (`taken`: a retry, a reused id, or
 * another writer's move); or not written because its table was no longer at its version
 * (`moved`: another writer moved it).
 */
export type AppendOutcome = "appended" | "taken" | "moved";

/**
 * Appends actions of different tables (at most one per table) in three statements whatever
 * their number (a fourth when some store a snapshot), instead of two per action: the write batch's moves go in together
 * (write-batcher.ts). The rows travel as one JSON array unpacked by SQLite's json_each, so the
 * statements' text stays the same whatever the number of moves.
 *
 * 1. INSERT OR IGNORE the log rows: a row whose client action id or seq the log already has
 *    is left out (`taken`); RETURNING names the tables whose row went in.
 * 2. UPDATE those tables, each guarded by its version: RETURNING names the tables moved on.
 * 3. A table whose guard refused (another writer moved it) gets its row, just inserted and
 *    not yet committed, taken out again (`moved`).
 * 4. The snapshots of the tables moved on replace theirs.
 * Any other failure is thrown as it is, with rows maybe written in the transaction: the
 * caller's transaction is then rolled back.
 */
export async function appendActions(db: Queryable, entries: readonly AppendAction[]): Promise<AppendOutcome[]> {
  if (entries.length === 0) return [];
  if (new Set(entries.map((entry) => entry.gameId)).size !== entries.length) {
    throw new Error("appendActions: two actions of the same table in one call");
  }
  const inserted = new Set((await db.all<{ id: string }>(insertRows(logRows(entries)))).map((row) => row.id));
  const written = entries.filter((entry) => inserted.has(entry.gameId));
  const moved = written.length === 0 ? new Set<string>() : new Set((await db.all<{ id: string }>(moveTablesOn(tableRows(written)))).map((row) => row.id));
  const outcomes = entries.map((entry): AppendOutcome => (!inserted.has(entry.gameId) ? "taken" : moved.has(entry.gameId) ? "appended" : "moved"));
  for (const [i, entry] of entries.entries()) {
    if (outcomes[i] === "moved") await db.run(sql`delete from ${actions} where ${actions.gameId} = ${entry.gameId} and ${actions.seq} = ${entry.version + 1}`);
  }
  const snapshotted = entries.filter((entry) => entry.snapshot !== null && moved.has(entry.gameId));
  if (snapshotted.length > 0) await db.run(storeSnapshots(snapshotRows(snapshotted)));
  return outcomes;
}

/** [id, version before, seat, action, client id, lexicon build, time] per action, as one JSON array: the log's rows. */
function logRows(entries: readonly AppendAction[]): string {
  return JSON.stringify(
    entries.map((entry) => [
      entry.gameId,
      entry.version,
      entry.seat,
      JSON.stringify(entry.action),
      entry.clientActionId,
      entry.lexiconVersion,
      entry.at.getTime(),
    ]),
  );
}

/** [id, version before, status, 1 if it stores a snapshot else 0] per action, as one JSON array: the tables' rows. */
function tableRows(entries: readonly AppendAction[]): string {
  return JSON.stringify(entries.map((entry) => [entry.gameId, entry.version, entry.status, entry.snapshot === null ? 0 : 1]));
}

/** [id, state] per action storing a snapshot, as one JSON array. */
function snapshotRows(entries: readonly AppendAction[]): string {
  return JSON.stringify(entries.map((entry) => [entry.gameId, JSON.stringify(entry.snapshot)]));
}

const column = (name: string) => sql.identifier(name);
const gameColumn = (name: string) => sql`${games}.${column(name)}`;

/**
 * A statement of one parameter (a JSON array of rows), its text built by drizzle once: every
 * write batch runs these, and building the text again each time (identifiers escaped, chunks
 * walked) cost more than binding the parameter.
 */
function oneParameterStatement(build: (rows: Placeholder) => SQL): (rows: string) => SQL {
  const { sql: text } = new SQLiteAsyncDialect().sqlToQuery(build(sql.placeholder("rows")));
  const parts = text.split("?");
  if (parts.length !== 2) throw new Error(`one parameter expected: ${text}`);
  const [before, after] = [sql.raw(parts[0]!), sql.raw(parts[1]!)];
  return (rows) => sql`${before}${rows}${after}`;
}

const insertRows = oneParameterStatement(
  (rows) => sql`insert or ignore into ${actions}
      (${column(actions.gameId.name)}, ${column(actions.seq.name)}, ${column(actions.seat.name)}, ${column(actions.actionJson.name)},
       ${column(actions.clientActionId.name)}, ${column(actions.lexiconVersion.name)}, ${column(actions.createdAt.name)})
      select value->>0, (value->>1) + 1, value->>2, value->>3, value->>4, value->>5, value->>6 from json_each(${rows}) where true
      returning ${column(actions.gameId.name)} as id`,
);

const storeSnapshots = oneParameterStatement(
  (rows) => sql`insert into ${snapshots} (${column(snapshots.gameId.name)}, ${column(snapshots.stateJson.name)})
      select value->>0, value->>1 from json_each(${rows}) where true
      on conflict (${column(snapshots.gameId.name)}) do update set ${column(snapshots.stateJson.name)} = excluded.${column(snapshots.stateJson.name)}`,
);

const moveTablesOn = oneParameterStatement(
  (rows) => sql`update ${games}
      set ${column(games.version.name)} = moves.version + 1,
          ${column(games.status.name)} = moves.status,
          ${column(games.snapshotVersion.name)} = case when moves.snapshot = 1 then moves.version + 1 else ${gameColumn(games.snapshotVersion.name)} end
      from (select value->>0 as id, value->>1 as version, value->>2 as status, value->>3 as snapshot from json_each(${rows})) as moves
      where ${gameColumn(games.id.name)} = moves.id and ${gameColumn(games.version.name)} = moves.version
      returning ${gameColumn(games.id.name)} as id`,
);

/**
 * When the table last moved: its last action, or the last seat taken before the first one.
 * A restarted server starts the move timer again from here.
 */
export async function lastActivityAt(db: Queryable, gameId: string): Promise<Date | null> {
  const [action] = await db
    .select({ at: max(actions.createdAt) })
    .from(actions)
    .where(eq(actions.gameId, gameId));
  if (action?.at != null) return action.at;
  const [seat] = await db
    .select({ at: max(seats.joinedAt) })
    .from(seats)
    .where(eq(seats.gameId, gameId));
  return seat?.at ?? null;
}

/** The tables being played with timers on: a starting server arms their clocks again. */
export async function listTimedTables(db: Queryable): Promise<string[]> {
  const rows = await db.select({ id: games.id, rulesJson: games.rulesJson }).from(games).where(eq(games.status, "playing"));
  return rows.filter((row) => storedRules(row.rulesJson).timers).map((row) => row.id);
}

/**
 * Up to `limit` tables with `status` and no move (nor, before the first move, creation) since
 * `before`, and meeting `also` when given (in the query, so that a batch is never filled with
 * tables left out afterwards).
 */
async function idleTables(db: Queryable, status: readonly GameRow["status"][], before: Date, limit: number, also?: SQL): Promise<string[]> {
  const lastMove = db
    .select({ at: max(actions.createdAt) })
    .from(actions)
    .where(eq(actions.gameId, games.id));
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(and(inArray(games.status, [...status]), sql`coalesce((${lastMove}), ${games.createdAt}) < ${before.getTime()}`, also))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Archives up to `limit` abandoned tables — waiting or being played, idle since `before`:
 * they stay readable, and no move is accepted any more; the ids archived. Finished matches
 * are never archived: they are the players' records.
 */
export async function archiveIdleTables(db: Queryable, before: Date, limit: number): Promise<string[]> {
  const ids = await idleTables(db, ["waiting", "playing"], before, limit);
  if (ids.length > 0) await db.update(games).set({ status: "archived" }).where(inArray(games.id, ids));
  return ids;
}

/** Archives up to `limit` of `ids` still waiting or being played; the ids archived. */
export async function archiveOpenTables(db: Queryable, ids: readonly string[], limit: number): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(and(inArray(games.id, [...ids]), inArray(games.status, ["waiting", "playing"])))
    .limit(limit);
  const open = rows.map((row) => row.id);
  if (open.length > 0) await db.update(games).set({ status: "archived" }).where(inArray(games.id, open));
  return open;
}

/** Whether another table of the event dealt from `seed` is still waiting or being played. */
export async function sameSeedInPlay(db: Queryable, gameId: string, eventId: string, seed: string): Promise<boolean> {
  const [other] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.eventId, eventId), eq(games.seed, seed), ne(games.id, gameId), inArray(games.status, ["waiting", "playing"])))
    .limit(1);
  return other !== undefined;
}

/**
 * Archives up to `limit` of an event's tables not archived yet (a class ended),
 * finished ones too: the event says they are done with; the ids archived.
 */
export async function archiveEventTables(db: Queryable, eventId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.eventId, eventId), inArray(games.status, ["waiting", "playing", "over"])))
    .limit(limit);
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) await db.update(games).set({ status: "archived" }).where(inArray(games.id, ids));
  return ids;
}

/**
 * Deletes up to `limit` archived tables idle since `before`, with their seats, log and
 * requests to the judge and a class's seats at them; the ids deleted. The judge's rulings stay (they are precedents,
 * kept by word, not by table).
 *
 * A tournament's table is never deleted: its game is the tournament's record (the standings
 * are recomputed from its deals, the export lists them, and a table the director has not
 * closed yet is closed with the PP of its deals so far, Art. 13.4 c). The sweep may archive
 * an abandoned one (no move is accepted any more); it stays as long as its tournament does.
 */
export async function deleteArchivedTables(db: Queryable, before: Date, limit: number): Promise<string[]> {
  const inTournament = db.select({ id: tournamentTables.gameId }).from(tournamentTables).where(eq(tournamentTables.gameId, games.id));
  const ids = await idleTables(db, ["archived"], before, limit, notExists(inTournament));
  if (ids.length === 0) return [];
  await db.delete(judgeRequests).where(inArray(judgeRequests.gameId, ids));
  // A class's record of who sat where goes with the table.
  await db.delete(classSeats).where(inArray(classSeats.gameId, ids));
  await db.delete(actions).where(inArray(actions.gameId, ids));
  await db.delete(seats).where(inArray(seats.gameId, ids));
  await db.delete(snapshots).where(inArray(snapshots.gameId, ids));
  await db.delete(games).where(inArray(games.id, ids));
  return ids;
}
