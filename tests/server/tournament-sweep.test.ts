/**
 * The idle sweep (TABLE_IDLE_DAYS, TABLE_ARCHIVE_DAYS) and a tournament's tables, on a real
 * libSQL file with the real dictionary: a tournament's games are its record — the standings
 * are recomputed from their deals, the export lists them, a table that cannot finish is closed
 * with the PP of its deals so far (Art. 13.4 c) — so the sweep may archive an abandoned one but
 * never deletes any, while it deletes an ordinary abandoned table.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openLexicon } from "~/lexicon";
import type { Lexicon } from "~/lexicon/types";
import { createCaller } from "~/server/api/root";
import { actions, games, seats, tournamentTables } from "~/server/db/schema";
import { GameService } from "~/server/games/service";
import type { Services } from "~/server/services";
import { playTurnWithBots, type SimulatedPlayer } from "~/server/tournament/simulate";
import { engineState, type TempDatabase, tempDatabase, testContext, testServices } from "./tables";
import { PAIRS } from "./tournament-fixtures";

const DAY_MS = 24 * 60 * 60 * 1000;

let lexicon: Lexicon;
let database: TempDatabase;
let services: Services;
let nextAddress = 0;
const caller = () => createCaller(testContext(services, `10.18.0.${++nextAddress}`));

beforeAll(async () => {
  lexicon = await openLexicon();
  database = await tempDatabase();
  services = testServices(database.db, lexicon);
});

afterAll(() => {
  services.games.stopClocks();
  services.tournaments.stop();
  database.remove();
});

/** The server's sweep as it runs `days` from now (30 idle days archive, 30 more delete). */
function sweepAt(days: number) {
  const sweeper = new GameService({ db: database.db, getLexicon: () => Promise.resolve(lexicon), now: () => new Date(Date.now() + days * DAY_MS) });
  return sweeper.sweepIdleTables(30 * DAY_MS, 30 * DAY_MS);
}

describe("the idle sweep keeps a tournament's tables (issue #14, #17)", () => {
  it("a finished table and an abandoned one the director closed survive archive and delete; the export still lists the deals", async () => {
    const created = await caller().tournament.create({ ...PAIRS, name: "Circolo d'estate", turnsPerSession: 1 });
    const key = { tournamentId: created.tournamentId, token: created.directorToken };
    const players: SimulatedPlayer[] = [];
    for (let n = 1; n <= 4; n++) {
      const entrant = await caller().tournament.register({
        tournamentId: created.tournamentId,
        token: created.directorToken, // by the director: every player's own page link, no invites
        name: `Coppia ${n}`,
        players: [`Anna ${n}`, `Bruno ${n}`],
      });
      await caller().tournament.checkIn({ ...key, entrantId: entrant.entrantId });
      players.push(...entrant.players);
    }
    await caller().tournament.startTurn(key);
    const tableOf = new Map<SimulatedPlayer, number>();
    for (const player of players) {
      const me = await caller().tournament.me({ tournamentId: created.tournamentId, token: player.token });
      tableOf.set(player, me.current!.table);
    }
    // Table 1 is played to its end; at table 2 a few moves, then everyone goes home.
    await playTurnWithBots(
      services,
      created.tournamentId,
      players.filter((p) => tableOf.get(p) === 1),
      { lexicon },
    );
    await playTurnWithBots(
      services,
      created.tournamentId,
      players.filter((p) => tableOf.get(p) === 2),
      { lexicon, movesBeforeStop: 3 },
    );
    const tables = await database.db
      .select({ number: tournamentTables.number, gameId: tournamentTables.gameId })
      .from(tournamentTables)
      .where(and(eq(tournamentTables.tournamentId, created.tournamentId), eq(tournamentTables.turn, 0)))
      .orderBy(asc(tournamentTables.number));
    const [finished, abandoned] = tables.map((t) => t.gameId!);
    const statusOf = async (gameId: string) => (await database.db.select({ status: games.status }).from(games).where(eq(games.id, gameId)))[0]?.status;
    expect(await statusOf(finished!)).toBe("over");
    expect(await statusOf(abandoned!)).toBe("playing");
    const logOf = async (gameId: string) => database.db.select().from(actions).where(eq(actions.gameId, gameId)).orderBy(asc(actions.seq));
    const abandonedLog = await logOf(abandoned!);
    const finishedLog = await logOf(finished!);
    expect(abandonedLog).toHaveLength(3);
    // An ordinary table abandoned at the same time: the sweep's control.
    const ordinary = await services.games.createTable({ players: 2, wordProfile: "torneo", timers: false });

    // 31 days on: the abandoned tables are archived, the tournament's among them; the finished one is kept as it is.
    expect(await sweepAt(31)).toEqual({ archived: 2, deleted: 0 });
    expect(await statusOf(abandoned!)).toBe("archived");
    expect(await statusOf(ordinary.gameId)).toBe("archived");
    expect(await statusOf(finished!)).toBe("over");

    // The director closes the archived table with the PP of its deals so far (Art. 13.4 c): the turn, and the tournament, are over.
    await caller().tournament.closeTable({ ...key, turn: 1, table: 2, by: "Direttore", reason: "Tavolo abbandonato" });
    expect((await caller().tournament.standings({ tournamentId: created.tournamentId })).status).toBe("finished");

    // 62 days on: the ordinary table is deleted; the tournament's two games stay whole.
    expect(await sweepAt(62)).toEqual({ archived: 0, deleted: 1 });
    expect(await database.db.select().from(games).where(eq(games.id, ordinary.gameId))).toHaveLength(0);
    expect(await statusOf(abandoned!)).toBe("archived");
    expect(await statusOf(finished!)).toBe("over");
    expect(await logOf(abandoned!)).toEqual(abandonedLog);
    expect(await logOf(finished!)).toEqual(finishedLog);
    expect(await database.db.select().from(seats).where(eq(seats.gameId, abandoned!))).toHaveLength(4);
    // Both replay from their seed and log; the closed table's PP are its deals' so far (none finished: 0 each).
    expect((await engineState(database.db, finished!, lexicon)).winner).not.toBeNull();
    const closed = await engineState(database.db, abandoned!, lexicon);
    expect(closed.version).toBe(3);
    expect(closed.totals.filter((pp) => pp !== 0)).toEqual([]);

    // The export of the turn's deals still holds the finished table's whole record, every action of its deal.
    const exported = await caller().tournament.export({ ...key, what: "deals", format: "json", turn: 1 });
    const body = JSON.parse(exported.body) as { tables: { table: number; record: { gameId: string; actions: unknown[] } | null }[] };
    expect(body.tables.map((t) => t.table)).toEqual([1, 2]);
    expect(body.tables[0]!.record!.gameId).toBe(finished);
    expect(body.tables[0]!.record!.actions).toHaveLength(finishedLog.length);
    const csv = await caller().tournament.export({ ...key, what: "deals", format: "csv", turn: 1 });
    // The header, and one row per line of the finished table's one deal.
    expect(csv.body.trim().split(/\r?\n/)).toHaveLength(3);
  });
});
