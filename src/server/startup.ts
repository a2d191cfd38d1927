/**
 * Starts the server once per process, before it serves the API: open and migrate the
 * database, note the start, build the services (src/server/services.ts), warm the lexicon,
 * arm the move timers, start archiving and deleting abandoned tables. Called by the production server
 * (src/server/http/serve.ts) before it listens, and under `next dev` by the API's route
 * handler on its first request (src/app/api/trpc/[trpc]/route.ts).
 */
import { CLASS_GRACE_DAYS } from "~/server/classroom/service";
import type { Services } from "~/server/services";

export async function startServer(): Promise<Services> {
  let services: Services;
  try {
    // Imported here, not at the top, so that a bad environment (src/env.ts throws while
    // loading) is caught below like any other start failure.
    const { env } = await import("~/env");
    const { createDatabase } = await import("~/server/db");
    const { migrateDatabase } = await import("~/server/db/migrate");
    const { setAppMeta } = await import("~/server/db/app-meta");
    const { getLexicon } = await import("~/server/lexicon");
    const { createServices } = await import("~/server/services");
    const { WriteBatcher } = await import("~/server/games/write-batcher");

    const { db } = createDatabase({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
    // A failed migration must stop the start: serving on an old schema corrupts data.
    await migrateDatabase(db);
    await WriteBatcher.of(db).run((tx) => setAppMeta(tx, "started_at", new Date().toISOString()));
    services = createServices({ db, getLexicon });
  } catch (error) {
    // Left alone, the server would answer 500 to everything: better to stop with the reason
    // (bad DATABASE_URL, unreachable database, failed migration).
    console.error("Burraco Parole cannot start:", error);
    process.exit(1);
  }

  await warmLexicon(services);
  await resumeClocks(services);
  await keepSweepingIdleTables(services);
  return services;
}

const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Tables nobody plays: TABLE_IDLE_DAYS without a move archives one (readable, no more moves),
 * TABLE_ARCHIVE_DAYS more deletes it (never a tournament's: its record); at start and every 6 hours.
 */
async function keepSweepingIdleTables({ games, classrooms }: Services): Promise<void> {
  const { env } = await import("~/env");
  const sweep = async () => {
    try {
      // First the classes ended longer ago than their grace period: their games are archived, then go with the others.
      const forgotten = await classrooms.sweepEnded(CLASS_GRACE_DAYS * DAY_MS);
      if (forgotten > 0) console.info(`Forgot the students of ${forgotten} class(es) ended ${CLASS_GRACE_DAYS} days ago.`);
      const { archived, deleted } = await games.sweepIdleTables(env.TABLE_IDLE_DAYS * DAY_MS, env.TABLE_ARCHIVE_DAYS * DAY_MS);
      if (archived > 0) console.info(`Archived ${archived} table(s) with no move for ${env.TABLE_IDLE_DAYS} days.`);
      if (deleted > 0) console.info(`Deleted ${deleted} archived table(s), ${env.TABLE_ARCHIVE_DAYS} days after.`);
    } catch (error) {
      console.error("Idle tables could not be archived or deleted:", error);
    }
  };
  await sweep();
  setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
}

/** §7 timers and tournament turns' deadlines live in memory: a restarted server arms them again. */
async function resumeClocks({ games, tournaments }: Services): Promise<void> {
  try {
    const armed = await games.resumeClocks();
    if (armed > 0) console.info(`Move timers armed again at ${armed} table(s).`);
    const turns = await tournaments.resume();
    if (turns > 0) console.info(`Tournament turns resumed: ${turns}.`);
  } catch (error) {
    console.error("The move timers could not be armed at start:", error);
  }
}

/** A missing lexicon build must not stop the start: pages render, health.ping reports it. */
async function warmLexicon({ db, getLexicon }: Services): Promise<void> {
  try {
    const { getAppMeta, setAppMeta } = await import("~/server/db/app-meta");
    const { WriteBatcher } = await import("~/server/games/write-batcher");
    const lexicon = await getLexicon();
    const previous = await getAppMeta(db, "lexicon_version");
    await WriteBatcher.of(db).run((tx) => setAppMeta(tx, "lexicon_version", lexicon.version));
    if (previous !== null && previous !== lexicon.version) {
      console.info(`Lexicon changed: ${previous} -> ${lexicon.version}`);
    }
  } catch (error) {
    console.error("The lexicon could not be opened at start (run `npm run lexicon`?):", error);
  }
}
