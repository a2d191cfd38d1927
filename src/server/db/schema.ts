/**
 * The database tables. drizzle-kit reads this file to write migrations into `drizzle/`
 * (`npm run db:generate`); the server applies them at start (src/instrumentation.ts).
 */
import { sql } from "drizzle-orm";
import { integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

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

/**
 * A table (issue #4): its ruleset and secret seed, and how far the game has got. The game
 * itself is not stored here: it is rebuilt by replaying `actions` from the seed through the
 * rules engine (the log is the truth). `snapshot_json` is a cache of that replay at
 * `snapshot_version`, so that a long match does not replay from the first card; losing it
 * loses nothing.
 *
 * The seed decides every deal, the stock order included: it never leaves the server.
 */
export const games = sqliteTable("games", {
  /** Random, URL-safe (src/server/games/tokens.ts). */
  id: text("id").primaryKey(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  /** The full ruleset (src/engine/ruleset.ts), defaults filled in. */
  rulesJson: text("rules_json").notNull(),
  seed: text("seed").notNull(),
  /** Accepted actions so far: equals the highest `actions.seq` and the engine's `version`. */
  version: integer("version").notNull().default(0),
  /** waiting: some seat not yet taken; playing; over: the match has a winner. */
  status: text("status", { enum: ["waiting", "playing", "over"] }).notNull().default("waiting"),
  /** sha256 of the spectator link's token; the token itself is never stored. */
  spectatorTokenHash: text("spectator_token_hash").notNull(),
  /** JSON of the engine's MatchState after `snapshot_version` actions, or null. */
  snapshotJson: text("snapshot_json"),
  snapshotVersion: integer("snapshot_version"),
});

/** One row per seat, created with the table; `joined_at` is set when its link is first used. */
export const seats = sqliteTable(
  "seats",
  {
    gameId: text("game_id")
      .notNull()
      .references(() => games.id),
    seat: integer("seat").notNull(),
    /** sha256 of the seat link's token (src/server/games/tokens.ts). */
    tokenHash: text("token_hash").notNull(),
    name: text("name"),
    joinedAt: integer("joined_at", { mode: "timestamp_ms" }),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.seat] })],
);

/**
 * The append-only action log of a table. `seq` is the version the action produced (1, 2, …);
 * (game_id, client_action_id) is unique so that a retried request is applied once.
 */
export const actions = sqliteTable(
  "actions",
  {
    gameId: text("game_id")
      .notNull()
      .references(() => games.id),
    seq: integer("seq").notNull(),
    seat: integer("seat").notNull(),
    /** The engine Action (src/engine/actions.ts) as accepted. */
    actionJson: text("action_json").notNull(),
    clientActionId: text("client_action_id").notNull(),
    /** Which dictionary build accepted the action's word, for a later dispute. */
    lexiconVersion: text("lexicon_version"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.seq] }),
    uniqueIndex("actions_game_client_action_id").on(table.gameId, table.clientActionId),
  ],
);

export type GameRow = typeof games.$inferSelect;
export type SeatRow = typeof seats.$inferSelect;
export type ActionRow = typeof actions.$inferSelect;
