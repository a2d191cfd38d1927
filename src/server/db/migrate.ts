/**
 * Applies the SQL migrations drizzle-kit wrote to `drizzle/`. Already-applied migrations are
 * recorded by drizzle in `__drizzle_migrations`, so running this again is a no-op.
 */
import path from "node:path";

import type { Client } from "@libsql/client";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/libsql/migrator";

import type { Db } from "./index";

/** `drizzle/` next to package.json: the server (`npm start`, `next dev`) and vitest all run from the project root. */
export function defaultMigrationsFolder(): string {
  return path.join(process.cwd(), "drizzle");
}

export async function migrateDatabase(db: Db, migrationsFolder: string = defaultMigrationsFolder()): Promise<void> {
  await enableWriteAheadLog(db);
  await migrate(db, { migrationsFolder });
}

/**
 * A local file database runs in WAL mode (kept in the file, so once is enough for every
 * connection and every later process): a commit appends to the -wal file instead of
 * rewriting pages through a rollback journal, and readers no longer wait for the writer.
 * Durability is unchanged: `synchronous` stays FULL (the WAL is synced at each commit), so an
 * answered action survives a process kill and a power loss alike. Remote databases (sqld,
 * Turso) choose their own journal.
 */
export async function enableWriteAheadLog(db: Db): Promise<void> {
  // drizzle({ client }) keeps the client as `$client` (src/server/db/index.ts).
  const client = (db as Db & { $client?: Client }).$client;
  if (client?.protocol !== "file") return;
  await db.run(sql`PRAGMA journal_mode = WAL`);
}
