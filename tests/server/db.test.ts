import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { getAppMeta, setAppMeta } from "~/server/db/app-meta";
import { createDatabase, localPathOf } from "~/server/db";
import { migrateDatabase } from "~/server/db/migrate";

const tempDirs: string[] = [];
const closers: Array<() => void> = [];

function freshFileDb() {
  const dir = mkdtempSync(path.join(tmpdir(), "burraco-db-"));
  tempDirs.push(dir);
  // A nested directory that does not exist yet: createDatabase must create it.
  const file = path.join(dir, "nested", "burraco.db");
  const opened = createDatabase({ url: `file:${file}` });
  closers.push(() => opened.client.close());
  return { ...opened, file };
}

async function tableNames(db: ReturnType<typeof freshFileDb>["db"]): Promise<string[]> {
  const rows = await db.all<{ name: string }>(sql`select name from sqlite_master where type = 'table' order by name`);
  return rows.map((row) => row.name);
}

afterEach(() => {
  for (const close of closers.splice(0)) close();
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("migrateDatabase", () => {
  it("creates app_meta in a fresh libSQL file database", async () => {
    const { db, file } = freshFileDb();
    await migrateDatabase(db);

    expect(statSync(file).isFile()).toBe(true);
    expect(await tableNames(db)).toContain("app_meta");

    await setAppMeta(db, "started_at", "2025-01-01T00:00:00.000Z");
    await setAppMeta(db, "started_at", "2025-01-02T00:00:00.000Z");
    expect(await getAppMeta(db, "started_at")).toBe("2025-01-02T00:00:00.000Z");
    expect(await getAppMeta(db, "missing")).toBeNull();
  });

  it("is a no-op the second time", async () => {
    const { db } = freshFileDb();
    await migrateDatabase(db);
    await setAppMeta(db, "lexicon_version", "v1");
    const applied = await db.all(sql`select hash, created_at from __drizzle_migrations`);

    await migrateDatabase(db);

    expect(await db.all(sql`select hash, created_at from __drizzle_migrations`)).toEqual(applied);
    expect(await getAppMeta(db, "lexicon_version")).toBe("v1");
  });
});

describe("localPathOf", () => {
  it.each([
    ["file:./data/burraco.db", "./data/burraco.db"],
    ["file:/var/lib/burraco.db", "/var/lib/burraco.db"],
    ["file:///var/lib/burraco.db", "/var/lib/burraco.db"],
    ["file:./a%20b.db?mode=rwc", "./a b.db"],
    ["libsql://burraco.turso.io", null],
    ["http://127.0.0.1:8080", null],
    [":memory:", null],
  ])("%s -> %s", (url, expected) => {
    expect(localPathOf(url)).toBe(expected);
  });
});
