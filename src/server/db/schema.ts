/**
 * The database tables. drizzle-kit reads this file to write migrations into `drizzle/`
 * (`npm run db:generate`); the server applies them at start (src/instrumentation.ts).
 */
import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Small key/value facts about the running installation, e.g. when the server last started
 * and which lexicon build it loaded, so a bug report can say what was running.
 */
export const appMeta = sqliteTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  /** Seconds since the epoch (drizzle maps it to a Date). */
  updatedAt: integer("updated_at", { mode: "timestamp" })
    .notNull()
    .default(sql`(unixepoch())`),
});

export type AppMetaRow = typeof appMeta.$inferSelect;
