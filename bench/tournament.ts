/**
 * The live standings of a 200-player turn (issue #17: "stay ≤ 100 ms per update"): a temp file
 * database, 200 players alone at 50 tables of 4, a first turn played whole by bots through the
 * services (bench of the same code as `burraco torneo simula`), then the second turn started
 * and its tables played part of the way. Each update is a change the hall's screen hears of —
 * the director correcting a table of the first turn (to the PP it has: nothing moves but the
 * recomputation) — and is timed as the screen's live stream computes it: `tournament.standings`
 * through the tRPC caller, the whole public view (every standing, the 50 tables' progress).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";

import { and, eq } from "drizzle-orm";

import { findProjectRoot } from "../src/lexicon/node";
import { createCaller } from "../src/server/api/root";
import { createTRPCContext } from "../src/server/api/trpc";
import { createDatabase, type Db } from "../src/server/db";
import { migrateDatabase } from "../src/server/db/migrate";
import { tournamentTables } from "../src/server/db/schema";
import { getLexicon } from "../src/server/lexicon";
import { createServices } from "../src/server/services";
import { playTurnWithBots, type SimulatedPlayer } from "../src/server/tournament/simulate";
import { median } from "./measure";

export interface TournamentBenchResult {
  players: number;
  tables: number;
  movesPlayed: number;
  /** ms per update of the public standings, over `updates` updates. */
  update: { median: number; p95: number; max: number };
  updates: number;
  targetMs: number;
}

function stats(values: number[]): { median: number; p95: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (x: number) => Number(x.toFixed(1));
  return { median: round(median(sorted)), p95: round(sorted[Math.floor(0.95 * (sorted.length - 1))]!), max: round(sorted.at(-1)!) };
}

export async function benchTournament({ players = 200, updates = 50, onProgress = (_: string) => {} } = {}): Promise<TournamentBenchResult> {
  const dir = mkdtempSync(join(tmpdir(), "burraco-bench-tournament-"));
  const database = createDatabase({ url: `file:${join(dir, "burraco.db")}` });
  try {
    await migrateDatabase(database.db, join(findProjectRoot(), "drizzle"));
    const lexicon = await getLexicon();
    const services = createServices({ db: database.db, getLexicon, botDelayMs: 0 });
    let address = 0;
    const api = () => createCaller(createTRPCContext(services, `10.98.${Math.floor(++address / 250)}.${address % 250}`));
    const created = await api().tournament.create({
      name: "Banco di prova",
      format: "individual",
      tableSize: 4,
      turnsPerSession: 3,
      dealsPerTurn: 2,
      turnMinutes: 22,
      movement: "mitchell",
      judge: "off",
      moveTimers: false,
    });
    const key = { tournamentId: created.tournamentId, token: created.directorToken };
    const seated: SimulatedPlayer[] = [];
    for (let i = 1; i <= players; i++) {
      const entrant = await services.tournaments.register(
        created.tournamentId,
        { directorToken: key.token },
        { name: `Giocatore ${i}`, players: [`Giocatore ${i}`] },
      );
      await services.tournaments.checkIn(created.tournamentId, key.token, entrant.entrantId);
      seated.push(...entrant.players);
    }
    await api().tournament.startTurn(key);
    let movesPlayed = await playTurnWithBots(services, created.tournamentId, seated, { lexicon });
    // Its last table is scored just after its last move: the live views say when the turn is over.
    const views = await services.tournaments.watch(created.tournamentId);
    for await (const view of views) if (view.turns[0]!.status === "over") break;
    onProgress(`torneo: ${players} giocatori, primo turno giocato (${movesPlayed} mosse)`);
    await api().tournament.startTurn(key);
    movesPlayed += await playTurnWithBots(services, created.tournamentId, seated, { lexicon, movesBeforeStop: 40 });
    onProgress("torneo: secondo turno in corso");
    const first = await api().tournament.standings({ tournamentId: created.tournamentId });
    const tables = first.tables.length;
    // Each update corrects a first-turn table to the PP its score sheet gave: no number moves, the standings are computed again.
    const ppOf = new Map<number, number[]>();
    const updateMs: number[] = [];
    for (let i = 0; i < updates; i++) {
      const table = (i % tables) + 1;
      if (!ppOf.has(table)) ppOf.set(table, await firstTurnPp(database.db, created.tournamentId, table));
      await api().tournament.correct({
        ...key,
        turn: 1,
        table,
        change: { kind: "pp", pp: ppOf.get(table)! },
        by: "Banco di prova",
        reason: "Ricalcolo della classifica",
      });
      const started = performance.now();
      await api().tournament.standings({ tournamentId: created.tournamentId });
      updateMs.push(performance.now() - started);
      // Paced under the director key's rate limit (10 a second).
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    services.games.stopClocks();
    services.tournaments.stop();
    return { players, tables, movesPlayed, update: stats(updateMs), updates, targetMs: 100 };
  } finally {
    database.client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A first-turn table's PP by line, as its score sheet gave them. */
async function firstTurnPp(db: Db, tournamentId: string, table: number): Promise<number[]> {
  const [row] = await db
    .select({ ppJson: tournamentTables.ppJson })
    .from(tournamentTables)
    .where(and(eq(tournamentTables.tournamentId, tournamentId), eq(tournamentTables.turn, 0), eq(tournamentTables.number, table)));
  return JSON.parse(row!.ppJson!) as number[];
}
