/**
 * Migration 0002_judge (issue #5) on a fresh database and on one already at 0001 with a table
 * in play: the table keeps its game, gets no event and no judge link (it had none), and new
 * tables get both.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { createDatabase } from "~/server/db";
import { defaultMigrationsFolder, migrateDatabase } from "~/server/db/migrate";
import { GameService } from "~/server/games/service";
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

/** drizzle/ as it was before this migration: 0000 and 0001 only. */
function migrationsUpTo0001(): string {
  const folder = path.join(tempDir(), "drizzle");
  mkdirSync(path.join(folder, "meta"), { recursive: true });
  const source = defaultMigrationsFolder();
  const journal = JSON.parse(readFileSync(path.join(source, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag === "0000_app_meta" || entry.tag === "0001_tables");
  expect(journal.entries).toHaveLength(2);
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
    await migrateDatabase(old, migrationsUpTo0001());
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
