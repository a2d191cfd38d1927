/**
 * Runs once when the Node.js server starts (from src/instrumentation.ts), before it serves
 * requests: migrate the database, note the start, warm the lexicon.
 */

export async function startServer(): Promise<void> {
  try {
    // Imported here, not at the top, so that a bad environment (src/env.ts throws while
    // loading) is caught below like any other start failure.
    const { getDb } = await import("~/server/db");
    const { migrateDatabase } = await import("~/server/db/migrate");
    const { setAppMeta } = await import("~/server/db/app-meta");

    const db = getDb();
    // A failed migration must stop the start: serving on an old schema corrupts data.
    await migrateDatabase(db);
    await setAppMeta(db, "started_at", new Date().toISOString());
  } catch (error) {
    // Left alone, Next keeps listening and answers 500 to everything: better to stop with
    // the reason (bad DATABASE_URL, unreachable database, failed migration).
    console.error("Burraco Parole cannot start:", error);
    process.exit(1);
  }

  await warmLexicon();
  await resumeClocks();
  await keepDeletingAbandonedTables();
}

const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Issue #14: tables nobody plays (TABLE_IDLE_DAYS without a move) are deleted at start and every 6 hours. */
async function keepDeletingAbandonedTables(): Promise<void> {
  const { env } = await import("~/env");
  const { getDb } = await import("~/server/db");
  const { getLexicon } = await import("~/server/lexicon");
  const { gameServiceFor } = await import("~/server/games/service");
  const sweep = async () => {
    try {
      const deleted = await gameServiceFor(getDb(), getLexicon).deleteAbandoned(env.TABLE_IDLE_DAYS * DAY_MS);
      if (deleted > 0) console.info(`Deleted ${deleted} table(s) with no move for ${env.TABLE_IDLE_DAYS} days.`);
    } catch (error) {
      console.error("Abandoned tables could not be deleted:", error);
    }
  };
  await sweep();
  setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
}

/** §7 timers live in memory: a restarted server arms the clocks of the tables being played. */
async function resumeClocks(): Promise<void> {
  try {
    const { getDb } = await import("~/server/db");
    const { getLexicon } = await import("~/server/lexicon");
    const { gameServiceFor } = await import("~/server/games/service");
    const armed = await gameServiceFor(getDb(), getLexicon).resumeClocks();
    if (armed > 0) console.info(`Move timers armed again at ${armed} table(s).`);
  } catch (error) {
    console.error("The move timers could not be armed at start:", error);
  }
}

/** A missing lexicon build must not stop the start: pages render, health.ping reports it. */
async function warmLexicon(): Promise<void> {
  try {
    const { getDb } = await import("~/server/db");
    const { getAppMeta, setAppMeta } = await import("~/server/db/app-meta");
    const { getLexicon } = await import("~/server/lexicon");
    const db = getDb();
    const lexicon = await getLexicon();
    const previous = await getAppMeta(db, "lexicon_version");
    await setAppMeta(db, "lexicon_version", lexicon.version);
    if (previous !== null && previous !== lexicon.version) {
      console.info(`Lexicon changed: ${previous} -> ${lexicon.version}`);
    }
  } catch (error) {
    console.error("The lexicon could not be opened at start (run `npm run lexicon`?):", error);
  }
}
