/**
 * The direzione di gara's tournament when something goes wrong, through tRPC's caller on real
 * libSQL files and the real dictionary: a large field's turn, the judge's own key, a table that
 * cannot finish (Art. 13.4), corrections that do not fit the table, points in fives, a turn that
 * fails to start, a server that stops half-way through seating or through the time-up (Art. 7),
 * an individual tavolo zoppo (Art. 3.1).
 */
import { createHash } from "node:crypto";

import { TRPCError } from "@trpc/server";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openLexicon } from "~/lexicon";
import type { Lexicon } from "~/lexicon/types";
import { createCaller } from "~/server/api/root";
import {
  actions,
  games,
  seats,
  tournamentAdjustments,
  tournamentPlayers,
  tournamentSeats,
  tournamentTables,
  tournamentTurns,
  tournaments,
} from "~/server/db/schema";
import { createServices, type Services } from "~/server/services";
import { newToken } from "~/server/games/tokens";
import { TOURNAMENT_ERRORS } from "~/server/tournament/errors";
import { openSeatToken, sealSeatToken, seatKeyOf } from "~/server/games/seat-seal";
import { playTurnWithBots, type SimulatedPlayer } from "~/server/tournament/simulate";
import { WriteBatcher } from "~/server/games/write-batcher";
import { victoryPoints } from "~/tournament";
import { rejectionOf } from "./rejections";
import { engineState, type TempDatabase, tempDatabase, testContext } from "./tables";
import { PAIRS } from "./tournament-fixtures";

let lexicon: Lexicon;
const opened: { database: TempDatabase; services: Services[] }[] = [];
let nextAddress = 0;

beforeAll(async () => {
  lexicon = await openLexicon();
});

afterAll(() => {
  for (const { database, services } of opened) {
    for (const s of services) {
      s.games.stopClocks();
      s.tournaments.stop();
    }
    database.remove();
  }
});

/**
 * A database of its own and the services over it; `restart` opens new services on the same file (a server after a crash).
 * `moveTimeScale`, `turnTimeScale`: the §7 move clocks' seconds, the turn's minutes, scaled down.
 */
async function world({ moveTimeScale, turnTimeScale }: { moveTimeScale?: number; turnTimeScale?: number } = {}) {
  const database = await tempDatabase();
  const entry = { database, services: [] as Services[] };
  opened.push(entry);
  const start = () => {
    const services = createServices({
      db: database.db,
      getLexicon: () => Promise.resolve(lexicon),
      botDelayMs: 0,
      ...(moveTimeScale === undefined ? {} : { moveTimeScale }),
      ...(turnTimeScale === undefined ? {} : { turnTimeScale }),
    });
    entry.services.push(services);
    return services;
  };
  let services = start();
  return {
    db: database.db,
    get services() {
      return services;
    },
    /** Each call its own address unless one is given: the per-address limits are tested only where said. */
    caller: (address = `10.18.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}`) => createCaller(testContext(services, address)),
    restart() {
      services.games.stopClocks();
      services.tournaments.stop();
      services = start();
      return services;
    },
  };
}

type World = Awaited<ReturnType<typeof world>>;
type CreateInput = Parameters<ReturnType<World["caller"]>["tournament"]["create"]>[0];

const refusal = (call: Promise<unknown>) => rejectionOf(call, TRPCError);

async function tournament(w: World, input: CreateInput, entrants: number, address?: string) {
  const created = await w.caller(address).tournament.create(input);
  const key = { tournamentId: created.tournamentId, token: created.directorToken };
  const players: SimulatedPlayer[] = [];
  const ids: string[] = [];
  const size = input.format === "individual" ? 1 : input.format === "pairs" ? 2 : 4;
  for (let n = 1; n <= entrants; n++) {
    const entrant = await w.services.tournaments.register(
      created.tournamentId,
      { directorToken: created.directorToken },
      { name: `Iscritto ${n}`, players: Array.from({ length: size }, (_, p) => `Giocatore ${n}.${p + 1}`) },
    );
    await w.services.tournaments.checkIn(created.tournamentId, created.directorToken, entrant.entrantId);
    players.push(...entrant.players);
    ids.push(entrant.entrantId);
  }
  return { ...created, key, players, entrants: ids };
}

async function turnStatus(w: World, tournamentId: string, turn: number) {
  return (await w.caller().tournament.standings({ tournamentId })).turns[turn - 1]?.status;
}

describe("a large field (Art. 3.1)", () => {
  it("122 players at tables of 2: the turn's 61 tables start from one address, one request against its limit", async () => {
    const w = await world();
    const address = "10.18.255.1";
    const t = await tournament(w, { ...PAIRS, format: "individual", tableSize: 2 }, 122, address);
    const started = await w.caller(address).tournament.startTurn(t.key);
    expect(started.tables).toBe(61);
    const tables = await w.db.select().from(tournamentTables).where(eq(tournamentTables.tournamentId, t.tournamentId));
    expect(tables.filter((table) => table.gameId !== null)).toHaveLength(61);
  }, 60_000);
});

describe("the giudice di lingua's link", () => {
  it("has a key of its own: it opens the judge's queue of the tournament's event, not the director's console; the director's key does not open the queue", async () => {
    const w = await world();
    const t = await tournament(w, PAIRS, 0);
    const link = new URL(t.judgeLink, "http://torneo.invalid");
    const eventId = link.searchParams.get("evento")!;
    const judgeToken = link.searchParams.get("codice")!;
    expect(judgeToken).not.toBe(t.directorToken);
    expect((await w.caller().tournament.view(t.key)).judgeLink).toBe(t.judgeLink);
    expect(await w.caller().judge.queue({ credential: { eventId, token: judgeToken } })).toEqual([]);
    expect((await refusal(w.caller().tournament.view({ tournamentId: t.tournamentId, token: judgeToken }))).message).toBe(TOURNAMENT_ERRORS.FORBIDDEN);
    expect((await refusal(w.caller().tournament.startTurn({ tournamentId: t.tournamentId, token: judgeToken }))).code).toBe("FORBIDDEN");
    expect((await refusal(w.caller().judge.queue({ credential: { eventId, token: t.directorToken } }))).code).toBe("FORBIDDEN");
  });
});

describe("the §7 move clock and a player not yet at the table (Art. 13)", () => {
  it("with move timers on, an absent player's seat is never timed out; once they open their seat, their clock runs", async () => {
    const w = await world({ moveTimeScale: 0.02 });
    const t = await tournament(w, { ...PAIRS, format: "individual", tableSize: 2, turnsPerSession: 1, moveTimers: true }, 2);
    await w.caller().tournament.startTurn(t.key);
    const seatsOf = await Promise.all(
      t.players.map(async (player) => {
        const link = new URL((await w.caller().tournament.me({ tournamentId: t.tournamentId, token: player.token })).current!.link!, "http://torneo.invalid");
        return { gameId: link.pathname.split("/").at(-1)!, token: link.searchParams.get("posto")! };
      }),
    );
    const { gameId } = seatsOf[0]!;
    // The console and the hall read the table, as they do every few seconds: nobody is on the clock.
    const first = await w.services.games.getView(gameId, seatsOf[0]!.token);
    expect(first.table.status).toBe("playing");
    expect(first.clock).toBeNull();
    const mover = seatsOf.find((_, i) => i === (first.seat === first.view.turn ? 0 : 1))!;
    const logged = () => w.db.select().from(actions).where(eq(actions.gameId, gameId));
    // Ten times the draw time and its grace (10 s × 0.02): no time-out for the absent player.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await w.caller().tournament.standings({ tournamentId: t.tournamentId });
    expect(await logged()).toEqual([]);
    const stillWaiting = await w.services.games.getView(gameId, mover.token);
    expect(stillWaiting.clock).toBeNull();
    // Their seat's name is known already: the page does not ask for it.
    expect(stillWaiting.table.seats.find((s) => s.seat === stillWaiting.seat)?.name).toMatch(/^Giocatore \d\.1$/);
    // The player opens their seat (the table page joins with its link): the clock runs, and runs out.
    const opened = await w.services.games.joinSeat(gameId, mover.token);
    expect(opened.clock).toMatchObject({ seat: opened.seat, phase: "draw" });
    for (let waited = 0; (await logged()).length === 0 && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    const log = await logged();
    expect(log).toHaveLength(1);
    expect(JSON.parse(log[0]!.actionJson)).toEqual({ do: "timeout" });
    expect(log[0]!.seat).toBe(opened.seat);
  });
});

describe("a table of 3 played to its end (Art. 3, 3.3, 6.1)", () => {
  it("three pozzetti of 11, each player a line: each one's PP is their seat's total, MP and VP the sum of their two head-to-head matches", async () => {
    const w = await world();
    const t = await tournament(
      w,
      { ...PAIRS, format: "individual", tableSize: 3, movement: "danese", turnsPerSession: 1, dealsPerTurn: 2, turnMinutes: 22 },
      3,
    );
    await w.caller().tournament.startTurn(t.key);
    await playTurnWithBots(w.services, t.tournamentId, t.players, { lexicon, level: "greedy", seed: "tavolo da tre" });
    const view = await w.caller().tournament.view(t.key);
    expect(view.turns[0]!.status).toBe("over");
    const [table] = await w.db.select().from(tournamentTables).where(eq(tournamentTables.tournamentId, t.tournamentId));
    const [game] = await w.db.select({ rulesJson: games.rulesJson }).from(games).where(eq(games.id, table!.gameId!));
    expect((JSON.parse(game!.rulesJson) as { threePlayerPozzetti: string }).threePlayerPozzetti).toBe("3x11");
    // Independently: the engine's replay of the stored game, each seat's total, and who sat there.
    const state = await engineState(w.db, table!.gameId!, lexicon);
    const sitting = await w.db
      .select({ seat: tournamentSeats.seat, entrantId: tournamentPlayers.entrantId })
      .from(tournamentSeats)
      .innerJoin(tournamentPlayers, eq(tournamentPlayers.id, tournamentSeats.playerId))
      .where(eq(tournamentSeats.tournamentId, t.tournamentId));
    expect(sitting).toHaveLength(3);
    const pp = [0, 1, 2].map((seat) => state.totals[seat]!);
    for (const { seat, entrantId } of sitting) {
      const others = [0, 1, 2].filter((o) => o !== seat);
      const mp = others.reduce((sum, o) => sum + pp[seat]! - pp[o]!, 0);
      const vp = others.reduce((sum, o) => sum + victoryPoints(2, pp[seat]! - pp[o]!)[0], 0);
      const line = view.tables[0]!.lines.find((l) => l.entrants.some((e) => e.id === entrantId))!;
      expect({ pp: line.pp, mp: line.mp, vp: line.vp }).toEqual({ pp: pp[seat], mp, vp });
      const standing = view.standings.find((r) => r.entrant === entrantId)!;
      expect({ pp: standing.pp, mp: standing.mp, vp: standing.vp }).toEqual({ pp: pp[seat], mp, vp });
    }
    // Each match's VP sum to 20, three matches at the table.
    expect(view.standings.reduce((sum, r) => sum + r.vp, 0)).toBe(60);
  });
});

describe("corrections that do not fit (Art. 2.5, 12.2, 13.3)", () => {
  it("a technical score at a table of 3 lines is refused in Italian, nothing recorded; the pages still answer", async () => {
    const w = await world();
    const t = await tournament(w, { ...PAIRS, format: "individual", tableSize: 3, movement: "danese", turnsPerSession: 1 }, 3);
    await w.caller().tournament.startTurn(t.key);
    const refused = await refusal(
      w.caller().tournament.correct({ ...t.key, turn: 1, table: 1, change: { kind: "technical", presentLine: 0 }, by: "Direttore", reason: "assente" }),
    );
    expect(refused.code).toBe("BAD_REQUEST");
    expect(refused.message).toContain("il punteggio tecnico (Art. 13.3) è per un tavolo di due linee; il tavolo 1 ne ha 3");
    expect(await w.db.select().from(tournamentAdjustments)).toEqual([]);
    const view = await w.caller().tournament.standings({ tournamentId: t.tournamentId });
    expect(view.tables[0]!.lines).toHaveLength(3);
    expect((await w.caller().tournament.view(t.key)).adjustments).toEqual([]);
  });

  it("a richiamo (Art. 13.1) is a 0-PP penalty on the record: the scores stay, a negative penalty is refused", async () => {
    const w = await world();
    const t = await tournament(w, PAIRS, 4);
    await w.caller().tournament.startTurn(t.key);
    await playTurnWithBots(w.services, t.tournamentId, t.players, { lexicon, level: "greedy" });
    const views = await w.services.tournaments.watch(t.tournamentId);
    for await (const view of views) if (view.turns[0]?.status === "over") break;
    const before = (await w.caller().tournament.standings({ tournamentId: t.tournamentId })).standings;
    const trail = await w
      .caller()
      .tournament.penalty({ ...t.key, turn: 1, entrantId: t.entrants[0]!, pp: 0, by: "Direttore", reason: "richiamo: ritardo entro 3 minuti" });
    expect(trail).toMatchObject([{ kind: "penalty", turn: 1, entrant: t.entrants[0], pp: 0, reason: "richiamo: ritardo entro 3 minuti" }]);
    const after = (await w.caller().tournament.standings({ tournamentId: t.tournamentId })).standings;
    expect(after.map(({ entrant, pp, mp, vp }) => ({ entrant, pp, mp, vp }))).toEqual(before.map(({ entrant, pp, mp, vp }) => ({ entrant, pp, mp, vp })));
    const negative = await refusal(w.caller().tournament.penalty({ ...t.key, turn: 1, entrantId: t.entrants[0]!, pp: -100, by: "Direttore", reason: "bonus" }));
    expect(negative.code).toBe("BAD_REQUEST");
    expect(await w.db.select().from(tournamentAdjustments)).toHaveLength(1);
  });

  it("PP that are not a multiple of 5 (a penalty, a corrected line) are refused in Italian, nothing recorded", async () => {
    const w = await world();
    const t = await tournament(w, PAIRS, 4);
    await w.caller().tournament.startTurn(t.key);
    const fives = "I punti vanno a multipli di 5, come sullo score (Art. 5): correggi e riprova.";
    const penalty = await refusal(w.caller().tournament.penalty({ ...t.key, turn: 1, entrantId: t.entrants[0]!, pp: 42, by: "Direttore", reason: "ritardo" }));
    expect(penalty.message).toContain(fives);
    const correction = await refusal(
      w.caller().tournament.correct({ ...t.key, turn: 1, table: 1, change: { kind: "pp", pp: [101, 0] }, by: "Direttore", reason: "score" }),
    );
    expect(correction.message).toContain(fives);
    expect(await w.db.select().from(tournamentAdjustments)).toEqual([]);
  });
});

describe("penalties and corrections are bounded", () => {
  it("past 1000 a tournament's penalty and correction are refused in Italian, nothing recorded, the table not closed", async () => {
    const w = await world();
    const t = await tournament(w, PAIRS, 4);
    await w.caller().tournament.startTurn(t.key);
    const at = new Date();
    await WriteBatcher.of(w.db).run((tx) =>
      tx.insert(tournamentAdjustments).values(
        Array.from({ length: 999 }, () => ({
          tournamentId: t.tournamentId,
          kind: "penalty" as const,
          turn: 0,
          entrantId: t.entrants[0]!,
          pp: 0,
          by: "Direttore",
          reason: "richiamo",
          at,
        })),
      ),
    );
    const penalty = { ...t.key, turn: 1, entrantId: t.entrants[1]!, pp: 100, by: "Direttore", reason: "ritardo (Art. 13.2)" };
    expect(await w.caller().tournament.penalty(penalty)).toHaveLength(1000);
    const refused = await refusal(w.caller().tournament.penalty(penalty));
    expect(refused.code).toBe("PRECONDITION_FAILED");
    expect(refused.message).toBe(TOURNAMENT_ERRORS.TOO_MANY_ADJUSTMENTS);
    const corrected = await refusal(
      w.caller().tournament.correct({ ...t.key, turn: 1, table: 1, change: { kind: "pp", pp: [100, 0] }, by: "Direttore", reason: "score rifatto" }),
    );
    expect(corrected.message).toBe(TOURNAMENT_ERRORS.TOO_MANY_ADJUSTMENTS);
    const closed = await refusal(w.caller().tournament.closeTable({ ...t.key, turn: 1, table: 1, by: "Direttore", reason: "giocatore andato via" }));
    expect(closed.message).toBe(TOURNAMENT_ERRORS.TOO_MANY_ADJUSTMENTS);
    expect(
      await w.db.select({ id: tournamentAdjustments.id }).from(tournamentAdjustments).where(eq(tournamentAdjustments.tournamentId, t.tournamentId)),
    ).toHaveLength(1000);
    const [table] = await w.db
      .select()
      .from(tournamentTables)
      .where(and(eq(tournamentTables.tournamentId, t.tournamentId), eq(tournamentTables.number, 1)));
    expect(table!.scoredAt).toBeNull();
    const [game] = await w.db.select({ status: games.status }).from(games).where(eq(games.id, table!.gameId!));
    expect(game!.status).toBe("playing");
  });
});

describe("a table that cannot finish (Art. 13.4)", () => {
  it("'chiudi tavolo' scores the deals played so far, a technical score closes the other: the tables stop, the turn is over, the next one starts", async () => {
    const w = await world();
    const t = await tournament(w, PAIRS, 4);
    await w.caller().tournament.startTurn(t.key);
    const tables = await w.db.select().from(tournamentTables).where(eq(tournamentTables.tournamentId, t.tournamentId));
    expect(await turnStatus(w, t.tournamentId, 1)).toBe("playing");
    const who = { by: "Direttore", reason: "un giocatore si è sentito male" };
    // The console's confirm shows what closing gives: the PP of the deals played so far.
    expect(await w.caller().tournament.tableSoFar({ ...t.key, turn: 1, table: 1 })).toEqual({ pp: [0, 0] });
    // PP other than the ones the director confirmed: refused in Italian, nothing changed.
    const stale = await refusal(w.caller().tournament.closeTable({ ...t.key, turn: 1, table: 1, ...who, expectedPp: [120, 0] }));
    expect([stale.code, stale.message]).toEqual(["CONFLICT", `${TOURNAMENT_ERRORS.PP_CHANGED} (ora: 0 - 0)`]);
    expect(await w.db.select().from(tournamentAdjustments).where(eq(tournamentAdjustments.tournamentId, t.tournamentId))).toEqual([]);
    const first = tables.find((table) => table.number === 1)!;
    expect((await w.db.select({ status: games.status }).from(games).where(eq(games.id, first.gameId!)))[0]!.status).toBe("playing");
    await w.caller().tournament.closeTable({ ...t.key, turn: 1, table: 1, ...who, expectedPp: [0, 0] });
    expect(await turnStatus(w, t.tournamentId, 1)).toBe("playing");
    const adjustments = await w.caller().tournament.correct({ ...t.key, turn: 1, table: 2, change: { kind: "technical", presentLine: 1 }, ...who });
    // No deal was finished at table 1: 0 PP each, recorded as a correction with who and why.
    expect(adjustments.map((a) => [a.table, a.change])).toEqual([
      [1, { kind: "pp", pp: [0, 0] }],
      [2, { kind: "technical", presentLine: 1 }],
    ]);
    expect(await turnStatus(w, t.tournamentId, 1)).toBe("over");
    const statuses = await w.db
      .select({ status: games.status })
      .from(games)
      .where(
        inArray(
          games.id,
          tables.map((table) => table.gameId!),
        ),
      );
    expect(statuses.map((g) => g.status)).toEqual(["archived", "archived"]);
    const view = await w.caller().tournament.standings({ tournamentId: t.tournamentId });
    expect(view.tables.map((table) => [table.corrected, table.lines.map((l) => l.vp)])).toEqual([
      [true, [10, 10]],
      [true, [6, 14]],
    ]);
    // The deals' export: a closed table was not played to its end and has no record.
    const exported = JSON.parse((await w.caller().tournament.export({ ...t.key, what: "deals", format: "json", turn: 1 })).body) as {
      tables: { record: unknown }[];
    };
    expect(exported.tables.map((table) => table.record)).toEqual([null, null]);
    expect((await w.caller().tournament.startTurn(t.key)).turn).toBe(2);
  });

  it("'chiudi tavolo' archives the game in the write that records the correction (Art. 13.4 c): a failure there leaves the table playing and unscored", async () => {
    const w = await world();
    const t = await tournament(w, PAIRS, 4);
    await w.caller().tournament.startTurn(t.key);
    const [table] = await w.db
      .select()
      .from(tournamentTables)
      .where(and(eq(tournamentTables.tournamentId, t.tournamentId), eq(tournamentTables.number, 1)));
    // The correction's own write fails in the database itself (as a crash before it would).
    await WriteBatcher.of(w.db).run((tx) =>
      tx.run(sql`create trigger fail_correction before insert on tournament_adjustments begin select raise(abort, 'disco pieno'); end`),
    );
    await expect(w.caller().tournament.closeTable({ ...t.key, turn: 1, table: 1, by: "Direttore", reason: "giocatore andato via" })).rejects.toThrow();
    await WriteBatcher.of(w.db).run((tx) => tx.run(sql`drop trigger fail_correction`));
    const [game] = await w.db.select({ status: games.status }).from(games).where(eq(games.id, table!.gameId!));
    expect(game!.status).toBe("playing");
    const [after] = await w.db
      .select()
      .from(tournamentTables)
      .where(and(eq(tournamentTables.tournamentId, t.tournamentId), eq(tournamentTables.number, 1)));
    expect(after!.scoredAt).toBeNull();
    // The director tries again: archived and scored together.
    await w.caller().tournament.closeTable({ ...t.key, turn: 1, table: 1, by: "Direttore", reason: "giocatore andato via" });
    const [closed] = await w.db.select({ status: games.status }).from(games).where(eq(games.id, table!.gameId!));
    expect(closed!.status).toBe("archived");
    expect((await w.caller().tournament.standings({ tournamentId: t.tournamentId })).tables[0]!.corrected).toBe(true);
  });

  it("'chiudi tavolo' in deal 2 of 2 records the PP of deal 1 by line, the deal in progress left out (Art. 13.4 c)", async () => {
    const w = await world();
    const t = await tournament(w, { ...PAIRS, dealsPerTurn: 2, turnMinutes: 24 }, 2);
    await w.caller().tournament.startTurn(t.key);
    const [table] = await w.db.select().from(tournamentTables).where(eq(tournamentTables.tournamentId, t.tournamentId));
    const look = async () => (await w.services.games.spectate(table!.gameId!)).view;
    // Deal 1 played to its end, a move at a time.
    for (let i = 0; i < 2_000 && (await look()).phase !== "over"; i++)
      await playTurnWithBots(w.services, t.tournamentId, t.players, { lexicon, movesBeforeStop: 1 });
    const endOfDeal1 = await look();
    // `dealNumber` counts from 0.
    expect([endOfDeal1.dealNumber, endOfDeal1.phase]).toEqual([0, "over"]);
    // At 4, line 1 (Nord-Sud) is seats 0 and 2, line 2 (Est-Ovest) seats 1 and 3.
    const deal1 = [endOfDeal1.totals[0]!, endOfDeal1.totals[1]!];
    expect(deal1.some((pp) => pp !== 0)).toBe(true);
    // Into deal 2: dealt and a few moves played, not over.
    await playTurnWithBots(w.services, t.tournamentId, t.players, { lexicon, movesBeforeStop: 4 });
    const inDeal2 = await look();
    expect([inDeal2.dealNumber, inDeal2.phase === "over"]).toEqual([1, false]);

    expect(await w.caller().tournament.tableSoFar({ ...t.key, turn: 1, table: 1 })).toEqual({ pp: deal1 });
    const adjustments = await w
      .caller()
      .tournament.closeTable({ ...t.key, turn: 1, table: 1, by: "Direttore", reason: "giocatore andato via", expectedPp: deal1 });
    expect(adjustments.map((a) => [a.table, a.change])).toEqual([[1, { kind: "pp", pp: deal1 }]]);
    const view = await w.caller().tournament.standings({ tournamentId: t.tournamentId });
    expect(view.tables[0]!.lines.map((l) => l.pp)).toEqual(deal1);
  }, 120_000);

  it("a table already over cannot be closed again: it is corrected; its finished turn's deals export is made once and kept", async () => {
    const w = await world();
    const t = await tournament(w, { ...PAIRS, turnsPerSession: 1 }, 2);
    await w.caller().tournament.startTurn(t.key);
    await playTurnWithBots(w.services, t.tournamentId, t.players, { lexicon });
    for (let i = 0; i < 200 && (await turnStatus(w, t.tournamentId, 1)) !== "over"; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    const refused = await refusal(w.caller().tournament.closeTable({ ...t.key, turn: 1, table: 1, by: "Direttore", reason: "prova" }));
    expect(refused.message).toContain("il tavolo 1 ha già finito: correggilo se serve");
    expect((await refusal(w.caller().tournament.tableSoFar({ ...t.key, turn: 1, table: 1 }))).message).toContain("il tavolo 1 ha già finito");
    // The deals export of a finished turn: the table replayed once. Its game archived since (the idle sweep), the export is still the same.
    const deals = { ...t.key, what: "deals", format: "csv", turn: 1 } as const;
    const first = await w.caller().tournament.export(deals);
    expect(first.body.split(/\r?\n/).filter((line) => line.startsWith("1,1,1,")).length).toBe(2);
    const [table] = await w.db.select().from(tournamentTables).where(eq(tournamentTables.tournamentId, t.tournamentId));
    await w.services.games.archiveTables([table!.gameId!]);
    expect(await w.caller().tournament.export(deals)).toEqual(first);
  }, 60_000);
});

describe("a turn that fails to start", () => {
  it("the tables already made are archived and the turn forgotten: the director starts it again, and only its new tables are open", async () => {
    const w = await world();
    const t = await tournament(w, PAIRS, 6);
    const real = w.services.games.createTable.bind(w.services.games);
    let made = 0;
    w.services.games.createTable = async (options) => {
      if (++made === 2) throw new Error("disco pieno");
      return real(options);
    };
    await expect(w.caller().tournament.startTurn(t.key)).rejects.toThrow();
    w.services.games.createTable = real;
    expect(await w.db.select().from(tournamentTurns).where(eq(tournamentTurns.tournamentId, t.tournamentId))).toEqual([]);
    const [event] = await w.db.select({ eventId: tournaments.eventId }).from(tournaments).where(eq(tournaments.id, t.tournamentId));
    const open = async () =>
      (
        await w.db
          .select({ id: games.id })
          .from(games)
          .where(and(eq(games.eventId, event!.eventId), inArray(games.status, ["waiting", "playing"])))
      ).map((g) => g.id);
    expect(await open()).toEqual([]);
    await w.caller().tournament.startTurn(t.key);
    const tables = await w.db.select().from(tournamentTables).where(eq(tournamentTables.tournamentId, t.tournamentId));
    expect((await open()).sort()).toEqual(tables.map((table) => table.gameId!).sort());
  });
});

describe("failures after a start's main write", () => {
  it("the people not seated at the start: the turn started all the same, its deadline armed (Art. 7); the console's read seats them", async () => {
    // 12 minutes scaled to about 0.7 s.
    const w = await world({ turnTimeScale: 0.001 });
    const t = await tournament(w, PAIRS, 4);
    const real = w.services.games.seatPerson.bind(w.services.games);
    w.services.games.seatPerson = () => Promise.reject(new Error("disco pieno"));
    const started = await w.caller().tournament.startTurn(t.key);
    w.services.games.seatPerson = real;
    expect(started.turn).toBe(1);
    const tables = await w.db.select().from(tournamentTables).where(eq(tournamentTables.tournamentId, t.tournamentId));
    const statuses = async () =>
      (
        await w.db
          .select({ status: games.status })
          .from(games)
          .where(
            inArray(
              games.id,
              tables.map((table) => table.gameId!),
            ),
          )
      ).map((g) => g.status);
    expect(await statuses()).toEqual(["waiting", "waiting"]);
    await w.caller().tournament.view(t.key);
    expect(await statuses()).toEqual(["playing", "playing"]);
    // The deadline called the time-up by itself (then, before a deal's first draw, the deal is void and the turn may be over at once).
    const timeUpAt = async () => (await w.caller().tournament.standings({ tournamentId: t.tournamentId })).turns[0]!.timeUpAt;
    for (let waited = 0; (await timeUpAt()) === null && waited < 5_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(await timeUpAt()).not.toBeNull();
  });

  it("Art. 7: a table still waiting for its people when time is called is seated and gets the time-up too", async () => {
    const w = await world();
    const t = await tournament(w, PAIRS, 4);
    await w.caller().tournament.startTurn(t.key);
    const tables = await w.db.select().from(tournamentTables).where(eq(tournamentTables.tournamentId, t.tournamentId));
    const second = tables.find((table) => table.number === 2)!.gameId!;
    await WriteBatcher.of(w.db).run((tx) => tx.update(seats).set({ joinedAt: null }).where(eq(seats.gameId, second)));
    await WriteBatcher.of(w.db).run((tx) => tx.update(games).set({ status: "waiting" }).where(eq(games.id, second)));
    // A server that does not remember the table as it was (its memory of the game is the database's).
    w.restart();
    expect(await w.caller().tournament.callTime(t.key)).toEqual({ tables: 2 });
    const logged = await w.db
      .select({ id: actions.clientActionId })
      .from(actions)
      .where(and(eq(actions.gameId, second), eq(actions.clientActionId, "#fine-tempo")));
    expect(logged).toHaveLength(1);
  });

  it("a turn whose undoing fails too: the director reads the first failure, and the next start undoes the turn left behind", async () => {
    const w = await world();
    const t = await tournament(w, PAIRS, 6);
    const create = w.services.games.createTable.bind(w.services.games);
    const archive = w.services.games.archiveTables.bind(w.services.games);
    let made = 0;
    w.services.games.createTable = async (options) => {
      if (++made === 2) throw new Error("disco pieno");
      return create(options);
    };
    w.services.games.archiveTables = () => Promise.reject(new Error("archivio non raggiungibile"));
    await expect(w.caller().tournament.startTurn(t.key)).rejects.toThrow("disco pieno");
    const [left] = await w.db.select().from(tournamentTurns).where(eq(tournamentTurns.tournamentId, t.tournamentId));
    expect(left!.status).toBe("seating");
    w.services.games.createTable = create;
    w.services.games.archiveTables = archive;
    const started = await w.caller().tournament.startTurn(t.key);
    expect(started.turn).toBe(1);
    const [event] = await w.db.select({ eventId: tournaments.eventId }).from(tournaments).where(eq(tournaments.id, t.tournamentId));
    const open = await w.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.eventId, event!.eventId), inArray(games.status, ["waiting", "playing"])));
    const tables = await w.db.select().from(tournamentTables).where(eq(tournamentTables.tournamentId, t.tournamentId));
    expect(open.map((g) => g.id).sort()).toEqual(tables.map((table) => table.gameId!).sort());
  });
});

describe("a server that stops half-way (resume)", () => {
  it("seats not taken when it stopped are taken at resume: the tables start", async () => {
    const w = await world();
    const t = await tournament(w, PAIRS, 4);
    await w.caller().tournament.startTurn(t.key);
    const tables = await w.db.select().from(tournamentTables).where(eq(tournamentTables.tournamentId, t.tournamentId));
    // As if the server stopped before the second table's people sat down.
    const second = tables.find((table) => table.number === 2)!.gameId!;
    await WriteBatcher.of(w.db).run((tx) => tx.update(seats).set({ joinedAt: null }).where(eq(seats.gameId, second)));
    await WriteBatcher.of(w.db).run((tx) => tx.update(games).set({ status: "waiting" }).where(eq(games.id, second)));
    const restarted = w.restart();
    await restarted.games.resumeClocks();
    await restarted.tournaments.resume();
    const [game] = await w.db.select({ status: games.status }).from(games).where(eq(games.id, second));
    expect(game!.status).toBe("playing");
    const joined = await w.db.select({ joinedAt: seats.joinedAt, name: seats.name }).from(seats).where(eq(seats.gameId, second));
    expect(joined.every((s) => s.joinedAt !== null && s.name !== null)).toBe(true);
  });

  it("a turn whose every table is scored but that was not closed (a crash between the two writes) is closed by resume and by the console: the seed shown", async () => {
    const w = await world();
    const t = await tournament(w, { ...PAIRS, turnsPerSession: 2 }, 4);
    await w.caller().tournament.startTurn(t.key);
    await playTurnWithBots(w.services, t.tournamentId, t.players, { lexicon, level: "greedy" });
    // The last table is scored just after its last move: wait for the turn to end as the hall's screen hears it.
    const views = await w.services.tournaments.watch(t.tournamentId);
    for await (const view of views) if (view.turns[0]?.status === "over") break;
    const reopen = () =>
      w.db
        .update(tournamentTurns)
        .set({ status: "playing", endedAt: null })
        .where(and(eq(tournamentTurns.tournamentId, t.tournamentId), eq(tournamentTurns.number, 0)));
    // Every table scored, the turn still playing: what a server stopped after the last score and before the close left.
    await reopen();
    const scored = await w.db.select({ scoredAt: tournamentTables.scoredAt }).from(tournamentTables).where(eq(tournamentTables.tournamentId, t.tournamentId));
    expect(scored.every((table) => table.scoredAt !== null)).toBe(true);
    const restarted = w.restart();
    await restarted.games.resumeClocks();
    await restarted.tournaments.resume();
    const afterResume = (await w.caller().tournament.standings({ tournamentId: t.tournamentId })).turns[0]!;
    expect(afterResume.status).toBe("over");
    expect(createHash("sha256").update(afterResume.seed!, "utf8").digest("hex")).toBe(afterResume.seedHash);
    // The console's read closes it too, without a restart; the next turn then starts.
    await reopen();
    const console = await w.caller().tournament.view(t.key);
    expect(console.turns[0]!.status).toBe("over");
    expect(console.nextTurn).toBe(2);
    await w.caller().tournament.startTurn(t.key);
    expect(await turnStatus(w, t.tournamentId, 2)).toBe("playing");
  });

  it("Art. 7: time marked up but the tables not told: resume sends the time-up to every table still playing, and the turn ends", async () => {
    const w = await world();
    const t = await tournament(w, { ...PAIRS, turnsPerSession: 1, dealsPerTurn: 2, turnMinutes: 22 }, 4);
    await w.caller().tournament.startTurn(t.key);
    await playTurnWithBots(w.services, t.tournamentId, t.players, { lexicon, movesBeforeStop: 12 });
    await WriteBatcher.of(w.db).run((tx) =>
      tx.update(tournamentTurns).set({ status: "timeUp", timeUpAt: new Date() }).where(eq(tournamentTurns.tournamentId, t.tournamentId)),
    );
    const restarted = w.restart();
    await restarted.games.resumeClocks();
    await restarted.tournaments.resume();
    const tables = await w.db.select().from(tournamentTables).where(eq(tournamentTables.tournamentId, t.tournamentId));
    for (const table of tables) {
      const logged = await w.db
        .select({ id: actions.clientActionId })
        .from(actions)
        .where(and(eq(actions.gameId, table.gameId!), eq(actions.clientActionId, "#fine-tempo")));
      expect(logged).toHaveLength(1);
    }
    await playTurnWithBots(restarted, t.tournamentId, t.players, { lexicon });
    for (let i = 0; i < 300 && (await turnStatus(w, t.tournamentId, 1)) !== "over"; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await turnStatus(w, t.tournamentId, 1)).toBe("over");
  }, 60_000);
});

describe("the seat links", () => {
  it("are kept sealed to each player: the database holds no seat token, and a player's page opens only their own", async () => {
    const w = await world();
    const t = await tournament(w, PAIRS, 4);
    await w.caller().tournament.startTurn(t.key);
    const stored = JSON.stringify([
      await w.db.select().from(tournamentSeats).where(eq(tournamentSeats.tournamentId, t.tournamentId)),
      await w.db.select().from(tournamentPlayers).where(eq(tournamentPlayers.tournamentId, t.tournamentId)),
    ]);
    const links = new Set<string>();
    for (const player of t.players) {
      const { current } = await w.caller().tournament.me({ tournamentId: t.tournamentId, token: player.token });
      const link = new URL(current!.link!, "http://torneo.invalid");
      const token = link.searchParams.get("posto")!;
      expect(stored).not.toContain(token);
      // The link seats this player: the table knows the token (by its sha256) and the seat's name is theirs.
      const view = await w.services.games.getView(link.pathname.split("/").at(-1)!, token);
      expect(view.table.seats[view.seat!]!.name).toBe(player.name);
      links.add(current!.link!);
    }
    expect(links.size).toBe(8);
  });

  it("the director's new link for a player: the old page link and the old seat link open nothing, the new page sends the player to the same seat", async () => {
    const w = await world();
    const t = await tournament(w, PAIRS, 4);
    await w.caller().tournament.startTurn(t.key);
    const lost = t.players[2]!;
    const seatOf = (link: string) => {
      const url = new URL(link, "http://torneo.invalid");
      return { gameId: url.pathname.split("/").at(-1)!, token: url.searchParams.get("posto")! };
    };
    const before = seatOf((await w.caller().tournament.me({ tournamentId: t.tournamentId, token: lost.token })).current!.link!);
    const seatBefore = (await w.services.games.getView(before.gameId, before.token)).seat;

    const fresh = await w.caller().tournament.newPlayerLink({ ...t.key, entrantId: t.entrants[1]!, position: 0 });
    expect(fresh).toMatchObject({ name: lost.name, link: `/torneo/${t.tournamentId}/giocatore?chiave=${fresh.token}` });
    expect((await refusal(w.caller().tournament.me({ tournamentId: t.tournamentId, token: lost.token }))).message).toBe(TOURNAMENT_ERRORS.NOT_A_PLAYER);
    await expect(w.services.games.getView(before.gameId, before.token)).rejects.toMatchObject({ code: "FORBIDDEN" });
    const after = seatOf((await w.caller().tournament.me({ tournamentId: t.tournamentId, token: fresh.token })).current!.link!);
    expect(after.gameId).toBe(before.gameId);
    const view = await w.services.games.getView(after.gameId, after.token);
    expect([view.seat, view.table.seats[view.seat!]!.name]).toEqual([seatBefore, lost.name]);
    // A player the entrant does not have: refused in Italian.
    expect((await refusal(w.caller().tournament.newPlayerLink({ ...t.key, entrantId: t.entrants[1]!, position: 3 }))).message).toContain(
      TOURNAMENT_ERRORS.NO_ENTRANT,
    );
  });

  it("the director's new link is one write: a failure at its last step leaves the old page link, the old seat link and the seal as they were", async () => {
    const w = await world();
    const t = await tournament(w, PAIRS, 4);
    await w.caller().tournament.startTurn(t.key);
    const lost = t.players[2]!;
    const before = (await w.caller().tournament.me({ tournamentId: t.tournamentId, token: lost.token })).current!.link!;
    const url = new URL(before, "http://torneo.invalid");
    const [gameId, seatToken] = [url.pathname.split("/").at(-1)!, url.searchParams.get("posto")!];
    const storedSeats = await w.db.select().from(games).innerJoin(seats, eq(seats.gameId, games.id)).where(eq(games.id, gameId));
    // The last step (storing the new seal) fails in the database itself.
    await WriteBatcher.of(w.db).run((tx) =>
      tx.run(sql`create trigger fail_reseal before update of sealed_seat_token on tournament_seats begin select raise(abort, 'disco pieno'); end`),
    );
    await expect(w.caller().tournament.newPlayerLink({ ...t.key, entrantId: t.entrants[1]!, position: 0 })).rejects.toThrow();
    await WriteBatcher.of(w.db).run((tx) => tx.run(sql`drop trigger fail_reseal`));
    expect(await w.db.select().from(games).innerJoin(seats, eq(seats.gameId, games.id)).where(eq(games.id, gameId))).toEqual(storedSeats);
    expect((await w.caller().tournament.me({ tournamentId: t.tournamentId, token: lost.token })).current!.link).toBe(before);
    const view = await w.services.games.getView(gameId, seatToken);
    expect(view.table.seats[view.seat!]!.name).toBe(lost.name);
  });

  it("a new link given while a turn is being seated ends with the turn's seat sealed to the new key (the new page opens it, the old one nothing)", async () => {
    const w = await world();
    const t = await tournament(w, PAIRS, 8);
    const starting = w.caller().tournament.startTurn(t.key);
    // While the turn's tables are being made: its seats are written before or after the new link, never half.
    const seating = async () => (await w.db.select().from(tournamentTurns).where(eq(tournamentTurns.tournamentId, t.tournamentId)))[0]?.status;
    for (let i = 0; i < 500 && (await seating()) !== "seating"; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(await seating()).toBe("seating");
    const fresh = await w.caller().tournament.newPlayerLink({ ...t.key, entrantId: t.entrants[1]!, position: 0 });
    await starting;
    const { current } = await w.caller().tournament.me({ tournamentId: t.tournamentId, token: fresh.token });
    const url = new URL(current!.link!, "http://torneo.invalid");
    const view = await w.services.games.getView(url.pathname.split("/").at(-1)!, url.searchParams.get("posto")!);
    expect(view.table.seats[view.seat!]!.name).toBe(t.players[2]!.name);
    expect((await refusal(w.caller().tournament.me({ tournamentId: t.tournamentId, token: t.players[2]!.token }))).message).toBe(
      TOURNAMENT_ERRORS.NOT_A_PLAYER,
    );
  });

  it("a sealed seat token opens with its player's page token only", () => {
    const [mine, theirs] = [newToken(), newToken()];
    const sealed = sealSeatToken("posto-del-tavolo-3", seatKeyOf(mine, "torneo"), "tavolo 2", "torneo");
    expect(openSeatToken(sealed, mine, "tavolo 2", "torneo")).toBe("posto-del-tavolo-3");
    expect(openSeatToken(sealed, theirs, "tavolo 2", "torneo")).toBeNull();
    expect(openSeatToken(sealed, mine, "tavolo 3", "torneo")).toBeNull();
    // A class's key is not a tournament's: the same token opens nothing sealed for the other.
    expect(openSeatToken(sealed, mine, "tavolo 2", "classe")).toBeNull();
    expect(openSeatToken("non.un.sigillo", mine, "tavolo 2", "torneo")).toBeNull();
  });
});

describe("two tables ending at once", () => {
  it("both are scored and the turn is closed once, its seed shown, whichever is written last", async () => {
    const w = await world();
    const t = await tournament(w, { ...PAIRS, turnsPerSession: 2 }, 4);
    await w.caller().tournament.startTurn(t.key);
    await playTurnWithBots(w.services, t.tournamentId, t.players, { lexicon });
    for (let i = 0; i < 300 && (await turnStatus(w, t.tournamentId, 1)) !== "over"; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    const before = await w.caller().tournament.standings({ tournamentId: t.tournamentId });
    // As if neither end had been heard yet: both tables' ends arrive together.
    await WriteBatcher.of(w.db).run((tx) =>
      tx.update(tournamentTables).set({ scoredAt: null, ppJson: null }).where(eq(tournamentTables.tournamentId, t.tournamentId)),
    );
    await WriteBatcher.of(w.db).run((tx) =>
      tx.update(tournamentTurns).set({ status: "playing", endedAt: null }).where(eq(tournamentTurns.tournamentId, t.tournamentId)),
    );
    const restarted = w.restart();
    const tables = await w.db.select().from(tournamentTables).where(eq(tournamentTables.tournamentId, t.tournamentId));
    await Promise.all(tables.map((table) => restarted.tournaments.tableOver(table.gameId!)));
    const after = await w.caller().tournament.standings({ tournamentId: t.tournamentId });
    expect(after.turns[0]).toMatchObject({ status: "over", seed: before.turns[0]!.seed });
    expect(after.standings.map((s) => [s.entrant, s.vp])).toEqual(before.standings.map((s) => [s.entrant, s.vp]));
    expect(
      (await w.db.select().from(tournamentTables).where(eq(tournamentTables.tournamentId, t.tournamentId))).every((table) => table.scoredAt !== null),
    ).toBe(true);
    expect((await w.caller().tournament.startTurn(t.key)).turn).toBe(2);
  }, 60_000);
});

describe("an individual tavolo zoppo through the service (Art. 3.1)", () => {
  it("10 players at tables of 4: the two who rest score 355 MP, 14 VP each; 9 players: robots instead", async () => {
    const w = await world();
    const ten = await tournament(w, { ...PAIRS, format: "individual", incomplete: "zoppo", turnsPerSession: 1 }, 10);
    await w.caller().tournament.startTurn(ten.key);
    const view = await w.caller().tournament.standings({ tournamentId: ten.tournamentId });
    const zoppo = view.tables.find((table) => table.zoppo)!;
    expect(zoppo.lines).toHaveLength(1);
    expect(zoppo.lines[0]!.entrants).toHaveLength(2);
    expect(zoppo.lines[0]!.entrants.every((e) => e.name.startsWith("Iscritto "))).toBe(true);
    for (const entrant of zoppo.lines[0]!.entrants) expect(view.standings.find((s) => s.entrant === entrant.id)).toMatchObject({ vp: 14, mp: 355 });
    const nine = await tournament(w, { ...PAIRS, format: "individual", incomplete: "zoppo", turnsPerSession: 1 }, 9);
    await w.caller().tournament.startTurn(nine.key);
    const robots = await w.caller().tournament.standings({ tournamentId: nine.tournamentId });
    expect(robots.tables.some((table) => table.zoppo)).toBe(false);
    expect(robots.tables.flatMap((table) => table.lines.flatMap((l) => l.players)).filter((p) => p === null)).toHaveLength(3);
  });
});
