/**
 * Applies the SQL migrations drizzle-kit wrote to `drizzle/`. Already-applied migrations are
 * recorded by drizzle in `__drizzle_migrations`, so running this again is a no-op.
 */
import path from "node:path";

import { migrate } from "drizzle-orm/libsql/migrator";

import { getDb, type Db } from "./index";

/** `drizzle/` next to package.json: `next start` and vitest both run from the project root. */
export function defaultMigrationsFolder(): string {
  return path.join(process.cwd(), "drizzle");
}

export async function migrateDatabase(
  db: Db = getDb(),
  migrationsFolder: string = defaultMigrationsFolder(),
): Promise<void> {
  await migrate(db, { migrationsFolder });
}
