/**
 * The database client: libSQL (a local SQLite file by default, or sqld / Turso when
 * DATABASE_URL is `libsql://…`, with DATABASE_AUTH_TOKEN), wrapped by drizzle.
 *
 * Opened by whoever starts the server (src/server/startup.ts) and handed to the services;
 * nothing opens one at import: `next build` imports route modules and must not open (or
 * create) a database.
 */
import { mkdirSync } from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";

import { createClient, type Client } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";

import * as schema from "./schema";

export type Db = LibSQLDatabase<typeof schema>;

export interface DatabaseConfig {
  url: string;
  authToken?: string;
}

/**
 * The file path of a `file:` URL as libSQL reads it (relative to the working directory),
 * or null for remote and in-memory databases.
 */
export function localPathOf(url: string): string | null {
  if (!url.startsWith("file:")) return null;
  let rest = url.slice("file:".length).split(/[?#]/, 1)[0] ?? "";
  if (rest.startsWith("//")) {
    // file://host/path or file:///path: drop the (empty or localhost) authority.
    const afterAuthority = rest.indexOf("/", 2);
    rest = afterAuthority === -1 ? "" : rest.slice(afterAuthority);
  }
  rest = decodeURIComponent(rest);
  if (rest === "" || rest === ":memory:") return null;
  return rest;
}

/** How long a local file database waits for a lock before SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5000;

/** Opens a database; for a local file, creates its directory first (libSQL does not). */
export function createDatabase(config: DatabaseConfig): { client: Client; db: Db } {
  const file = localPathOf(config.url);
  if (file !== null) {
    // The path comes from the environment at run time: nothing for the bundler to trace.
    mkdirSync(path.dirname(path.resolve(/* turbopackIgnore: true */ file)), { recursive: true });
  }
  // A local file has one writer at a time: wait for another connection's write (another
  // process, or a reader during a commit) instead of failing at once with SQLITE_BUSY.
  const client = createClient({ url: config.url, authToken: config.authToken, timeout: BUSY_TIMEOUT_MS });
  const db = drizzle({ client, schema });
  if (file !== null) localFiles.set(db, { url: config.url, file });
  return { client, db };
}

/**
 * Where a database's writes go (src/server/games/write-batcher.ts, the one writer): `db` to
 * write through, and `durable()`, to await after a COMMIT before anything is answered.
 */
export interface WriteConnection {
  db: Db;
  /** Resolves once everything committed so far is on disk. */
  durable: () => Promise<void>;
  close: () => void;
}

/** The local file of each database createDatabase opened on one (the write connection opens its own). */
const localFiles = new WeakMap<Db, { url: string; file: string }>();

/**
 * The write connection of `db`. For a local file, a connection of its own with `synchronous =
 * NORMAL`, whose COMMIT appends to the WAL without syncing it; `durable()` then syncs the WAL
 * file on libuv's thread pool. What a COMMIT with `synchronous = FULL` does on the event loop
 * (bench/tables.ts profiled it at about an eighth of the server's time under load, every other
 * request waiting behind it), done beside it: a write is still answered only once it is on disk,
 * so it survives a process kill and a power loss alike. NORMAL also keeps SQLite's own syncs
 * where the file's integrity needs them (before and after a checkpoint, and when the WAL is
 * reused), so the database cannot be corrupted by a power loss between a COMMIT and its sync.
 * The pragma is per connection, hence the connection of its own (one: the batcher runs one
 * transaction at a time). Remote databases (sqld, Turso) and in-memory ones write through `db`
 * itself; the former sync on their side, the latter have nothing to sync.
 */
export function writeConnectionOf(db: Db): Promise<WriteConnection> {
  let writer = writers.get(db);
  if (writer === undefined) {
    writer = openWriteConnection(db);
    writers.set(db, writer);
  }
  return writer;
}

/**
 * One per database, whoever asks: a second one would let two write transactions of this
 * process wait for each other's lock on its one thread (write-batcher.ts).
 */
const writers = new WeakMap<Db, Promise<WriteConnection>>();

async function openWriteConnection(db: Db): Promise<WriteConnection> {
  const local = localFiles.get(db);
  if (local === undefined) return { db, durable: () => Promise.resolve(), close: () => {} };
  const client = createClient({ url: local.url, timeout: BUSY_TIMEOUT_MS, concurrency: 1 });
  try {
    // WAL, so that every COMMIT appends to the file `durable()` syncs (already so once migrated: the mode is kept in the file).
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA synchronous = NORMAL");
  } catch (error) {
    client.close();
    throw error;
  }
  const wal = `${path.resolve(/* turbopackIgnore: true */ local.file)}-wal`;
  return { db: drizzle({ client, schema }), durable: () => syncFile(wal), close: () => client.close() };
}

/** fsync(2) of a file, on the thread pool: whoever wrote its pages, they reach the disk. */
async function syncFile(file: string): Promise<void> {
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export { schema };
