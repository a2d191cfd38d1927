/**
 * Migration 0002_judge (issue #5) on a fresh database and on one already at 0001 with a table
 * in play: the table keeps its game, gets no event and no judge link (it had none), and new
 * tables get both. Migration 0005_seat_named_at on a database at 0004 with a timed table in
 * play: its named seats stay ready, so its §7 clock goes on.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { createDatabase } from "~/server/db";
import { defaultMigrationsFolder, migrateDatabase } from "~/server/db/migrate";
import { createMatch, makeRuleset } from "~/engine";
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
