/**
 * Migration 0002_judge (issue #5) on a fresh database and on one already at 0001 with a table
 * in play: the table keeps its game, gets no event and no judge link (it had none), and new
 * tables get both. Migration 0005_seat_named_at on a database at 0004 with a timed table in
 * play: its named seats stay ready, so its §7 clock goes on. Migration 0010_class_seat_secret
 * on a database at 0008 with a class's seats: clear tokens of tables no longer played go.
 * Migration 0011_snapshots on a database at 0010 with a table in play: its snapshot moves to
 * its own table and the game goes on from it.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { createDatabase } from "~/server/db";
import { defaultMigrationsFolder, migrateDatabase } from "~/server/db/migrate";
import { createMatch, makeRuleset, viewFor } from "~/engine";
import { GameService } from "~/server/games/service";
import { hashToken, newToken } from "~/server/games/tokens";
import { JudgeError } from "~/server/judge/errors";
import { JudgeService } from "~/server/judge/service";
import { rejectionOf } from "./rejections";
import { sharedLexicon } from "./judge-world";

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "burraco-judge-migrate-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function open(file: string) {
  const opened = createDatabase({ url: `file:${file}` });
  cleanups.push(() => opened.client.close());
  return opened.db;
}

/** drizzle/ as it was before a migration: every one up to `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const folder = path.join(tempDir(), "drizzle");
  mkdirSync(path.join(folder, "meta"), { recursive: true });
  const source = defaultMigrationsFolder();
  const journal = JSON.parse(readFileSync(path.join(source, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  for (const entry of journal.entries) cpSync(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

async function tableNames(db: ReturnType<typeof open>): Promise<string[]> {
  const rows = await db.all<{ name: string }>(sql`select name from sqlite_master where type = 'table' order by name`);
  return rows.map((row) => row.name);
}

describe("migration 0002_judge", () => {
  it("creates events, rulings and judge_requests on a fresh database", async () => {
    const db = open(path.join(tempDir(), "fresh.db"));
    await migrateDatabase(db);
    expect(await tableNames(db)).toEqual(expect.arrayContaining(["events", "rulings", "judge_requests", "games"]));
    const columns = await db.all<{ name: string }>(sql`select name from pragma_table_info('games')`);
    expect(columns.map((c) => c.name)).toEqual(expect.arrayContaining(["event_id", "judge_token_hash"]));
  });

  it("applies on a database at 0001 with a table in play: the game goes on, new tables get judges", async () => {
    const lexicon = await sharedLexicon();
    const file = path.join(tempDir(), "old.db");
    const old = open(file);
    await migrateDatabase(old, migrationsUpTo("0001_tables"));
    expect(await tableNames(old)).not.toContain("rulings");
    // A table created and joined at 0001, by raw SQL as the schema then was.
    await old.run(sql`insert into games (id, created_at, rules_json, seed, version, status, spectator_token_hash)
      values ('vecchio', 0, ${JSON.stringify({ players: 2, target: 2005, deals: null, wordProfile: "libero", timers: false, threePlayerPozzetti: "18+11", giocoAlMonte: false })}, 'seme', 0, 'waiting', 'x')`);

    const db = open(file);
    await migrateDatabase(db);
    expect(await tableNames(db)).toEqual(expect.arrayContaining(["events", "rulings", "judge_requests"]));
    const [row] = await db.all<{ event_id: string | null; judge_token_hash: string | null }>(
      sql`select event_id, judge_token_hash from games where id = 'vecchio'`,
    );
    expect(row).toEqual({ event_id: null, judge_token_hash: null });

    // No judge link was ever given for the old table: no code opens it.
    const judges = new JudgeService({ db, adminTokenHash: null });
    const refused = await rejectionOf(judges.whoami({ gameId: "vecchio", token: "a".repeat(43) }), JudgeError);
    expect(refused.code).toBe("FORBIDDEN");
    // The old table plays with the dictionary as before (no rulings).
    expect((await judges.judgeLexicon(lexicon, "vecchio")).check("casa", "libero").source).toBe("dictionary");

    const tables = new GameService({ db, getLexicon: () => Promise.resolve(lexicon) });
    const created = await tables.createTable({ players: 2, wordProfile: "libero", timers: false });
    expect((await judges.whoami({ gameId: created.gameId, token: created.judgeToken })).role).toBe("table");
  });
});

describe("migration 0005_seat_named_at", () => {
  it("applies on a database at 0004 with a timed table in play: its named seats are ready, its clock runs; an unnamed seat waits", async () => {
    const lexicon = await sharedLexicon();
    const file = path.join(tempDir(), "old.db");
    const old = open(file);
    await migrateDatabase(old, migrationsUpTo("0004_event_table_code"));
    // A timed table whose two links were opened at 0004, the first mover's seat named, by raw SQL as the schema then was.
    const rules = makeRuleset({ players: 2, wordProfile: "libero", timers: true });
    const mover = createMatch(rules, "seme").deal.turn;
    const other = 1 - mover;
    const tokens = [newToken(), newToken()];
    await old.run(sql`insert into games (id, created_at, rules_json, seed, version, status, spectator_token_hash)
      values ('in-gioco', 0, ${JSON.stringify(rules)}, 'seme', 0, 'playing', 'x')`);
    await old.run(sql`insert into seats (game_id, seat, token_hash, name, joined_at) values
      ('in-gioco', ${mover}, ${hashToken(tokens[mover]!)}, 'Marco', 1000), ('in-gioco', ${other}, ${hashToken(tokens[other]!)}, null, 2000)`);

    const db = open(file);
    await migrateDatabase(db);
    const [named] = await db.all<{ named_at: number | null }>(sql`select named_at from seats where game_id = 'in-gioco' and seat = ${mover}`);
    const [unnamed] = await db.all<{ named_at: number | null }>(sql`select named_at from seats where game_id = 'in-gioco' and seat = ${other}`);
    expect([named, unnamed]).toEqual([{ named_at: 1000 }, { named_at: null }]);
    const tables = new GameService({ db, getLexicon: () => Promise.resolve(lexicon) });
    try {
      const view = await tables.getView("in-gioco", tokens[other]!);
      expect(view.view.turn).toBe(mover);
      expect(view.table.seats[mover]).toMatchObject({ name: "Marco", ready: true });
      expect(view.table.seats[other]).toMatchObject({ name: null, ready: false });
      // The named mover is on the clock, as before the migration.
      expect(view.clock).toMatchObject({ seat: mover, phase: "draw" });
    } finally {
      tables.stopClocks();
    }
  });
});

describe("migration 0010_class_seat_secret (issue #16: seat links not in clear)", () => {
  it("on a database at 0008: the clear seat token of a table no longer played is cleared, a played table's stays (sealed at the student's next visit)", async () => {
    const file = path.join(tempDir(), "classe.db");
    const old = open(file);
    await migrateDatabase(old, migrationsUpTo("0008_event_kind"));
    // A class with one student seated at a finished table and at one still played, as rows then were.
    await old.run(sql`insert into events (id, name, created_at, judge_token_hash, kind) values ('ev', 'Classe', 0, 'h', 'class')`);
    await old.run(sql`insert into classes (id, name, school_year, join_code, teacher_token_hash, settings_json, event_id, created_at)
      values ('cl', '3ª B', '2026/27', 'ABCDEF', 'h', '{"wordProfile":"scuola"}', 'ev', 0)`);
    await old.run(sql`insert into class_students (id, class_id, nickname, nickname_key, token_hash, joined_at, last_seen_at)
      values ('st', 'cl', 'Ada', 'ada', 'h', 0, 0)`);
    for (const [id, status] of [
      ["finita", "over"],
      ["in-gioco", "playing"],
    ]) {
      await old.run(sql`insert into games (id, created_at, rules_json, seed, version, status, spectator_token_hash, event_id)
        values (${id}, 0, '{}', 'seme', 0, ${status}, 'x', 'ev')`);
      await old.run(
        sql`insert into class_seats (class_id, game_id, seat, student_id, seat_token, started_at) values ('cl', ${id}, 0, 'st', ${`token-${id}`}, 0)`,
      );
    }

    const db = open(file);
    await migrateDatabase(db);
    const rows = await db.all<{ game_id: string; seat_token: string | null; seat_secret: string | null }>(
      sql`select game_id, seat_token, seat_secret from class_seats order by game_id`,
    );
    expect(rows).toEqual([
      { game_id: "finita", seat_token: null, seat_secret: null },
      { game_id: "in-gioco", seat_token: "token-in-gioco", seat_secret: null },
    ]);
    const [student] = await db.all<{ seat_key: string | null }>(sql`select seat_key from class_students`);
    expect(student).toEqual({ seat_key: null });
  });
});

describe("migration 0011_snapshots (a move no longer rewrites the state's kilobytes)", () => {
  it("on a database at 0010 with a table in play: its snapshot moves to the snapshots table, the game goes on from it", async () => {
    const lexicon = await sharedLexicon();
    const file = path.join(tempDir(), "snapshot.db");
    const old = open(file);
    await migrateDatabase(old, migrationsUpTo("0010_class_seat_secret"));
    const rules = makeRuleset({ players: 2, wordProfile: "libero", timers: false });
    const state = createMatch(rules, "seme");
    const tokens = [newToken(), newToken()];
    // Two tables as rows then were: one with its snapshot in its row, one without any.
    for (const [id, snapshot] of [
      ["con-snapshot", JSON.stringify(state)],
      ["senza", null],
    ] as const) {
      await old.run(sql`insert into games (id, created_at, rules_json, seed, version, status, spectator_token_hash, snapshot_json, snapshot_version)
        values (${id}, 0, ${JSON.stringify(rules)}, 'seme', 0, 'playing', 'x', ${snapshot}, ${snapshot === null ? null : 0})`);
      for (const [seat, token] of tokens.entries()) {
        await old.run(sql`insert into seats (game_id, seat, token_hash, name, joined_at, named_at) values (${id}, ${seat}, ${hashToken(token)}, 'Ada', 0, 0)`);
      }
    }

    const db = open(file);
    await migrateDatabase(db);
    const columns = await db.all<{ name: string }>(sql`select name from pragma_table_info('games')`);
    expect(columns.map((c) => c.name)).not.toContain("snapshot_json");
    const moved = await db.all<{ game_id: string; state_json: string }>(sql`select game_id, state_json from snapshots`);
    expect(moved.map((row) => row.game_id)).toEqual(["con-snapshot"]);
    expect(JSON.parse(moved[0]!.state_json)).toEqual(state);

    const tables = new GameService({ db, getLexicon: () => Promise.resolve(lexicon) });
    const mover = tokens[state.deal.turn]!;
    expect((await tables.getView("con-snapshot", mover)).view).toEqual(viewFor(state, state.deal.turn));
    const drawn = await tables.act("con-snapshot", mover, { version: 0, clientActionId: "dopo-0011", action: { do: "draw" } });
    expect(drawn).toMatchObject({ ok: true, view: { version: 1, phase: "play" } });
    tables.stopClocks();
  });
});
