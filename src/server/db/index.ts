/**
 * The database client: libSQL (a local SQLite file by default, or sqld / Turso when
 * DATABASE_URL is `libsql://…`, with DATABASE_AUTH_TOKEN), wrapped by drizzle.
 *
 * Opened by whoever starts the server (src/server/startup.ts) and handed to the services;
 * nothing opens one at import: `next build` imports route modules and must not open (or
 * create) a database.
 */
import { mkdirSync } from "node:fs";
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
  return { client, db };
}

export { schema };
