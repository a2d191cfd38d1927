/**
 * Move timers kept by the server (RULES §7, Art. 4.1): the clock of the player to move is in
 * every view, the server plays the forced discard at the deadline, tells the table, and a
 * restarted server arms the clocks again. A seat's clock waits for its person to join with a
 * name (issue #19). Real libSQL file, real dictionary; the §7 seconds
 * are scaled down (timeScale) so that a time-out takes a fraction of a second.
 */
import { asc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { viewFor } from "~/engine";
import { openLexicon } from "~/lexicon";
import type { Lexicon } from "~/lexicon/types";
import { actions } from "~/server/db/schema";
import { GameService } from "~/server/games/service";
import { engineState, personTokens, type TempDatabase, tempDatabase } from "./tables";

let lexicon: Lexicon;
let database: TempDatabase;
const services: GameService[] = [];

/** 5 s to draw + 5 s of grace become 100 ms. */
const TIME_SCALE = 0.01;

beforeAll(async () => {
  lexicon = await openLexicon();
});

afterEach(() => {
  for (const service of services.splice(0)) service.stopClocks();
  database?.remove();
});

function newService(db = database.db, timeScale = TIME_SCALE): GameService {
  const service = new GameService({ db, getLexicon: () => Promise.resolve(lexicon), timeScale });
  services.push(service);
  return service;
}

async function timedTable(service: GameService, timers = true) {
  const created = await service.createTable({ players: 2, wordProfile: "libero", timers });
  await service.joinSeat(created.gameId, created.seatTokens[0]!, "Marco");
  const joined = await service.joinSeat(created.gameId, created.seatTokens[1]!, "Giulia");
  return { ...created, seatTokens: personTokens(created), turn: joined.view.turn };
}

/**
 * A timed 2-player table whose two links have been opened — it plays — and only the seat that
 * does not move first has given a name: the mover's page still asks "Come ti chiami?".
 */
async function moverUnnamed(service: GameService) {
  const created = await service.createTable({ players: 2, wordProfile: "libero", timers: true });
  const tokens = personTokens(created);
  await service.joinSeat(created.gameId, tokens[0]!);
  const opened = await service.joinSeat(created.gameId, tokens[1]!);
  expect(opened.table.status).toBe("playing");
  const mover = opened.view.turn;
  await service.joinSeat(created.gameId, tokens[1 - mover]!, "Giulia");
  return { ...created, seatTokens: tokens, mover, moverToken: tokens[mover]! };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves at the next change announced for the table. */
function nextChange(service: GameService, gameId: string, timeoutMs = 5000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no change announced")), timeoutMs);
    const stop = service.events.subscribe(gameId, ({ version }) => {
      clearTimeout(timer);
      stop();
      resolve(version);
    });
  });
}

async function loggedActions(gameId: string) {
  return database.db.select().from(actions).where(eq(actions.gameId, gameId)).orderBy(asc(actions.seq));
}

describe("§7 move timers kept by the server", () => {
  it("shows the mover's draw clock to every seat and spectator (5 s + 5 s of grace, Art. 4.1)", async () => {
    database = await tempDatabase();
    const service = newService();
    const table = await timedTable(service);
    const views = await Promise.all([...table.seatTokens, table.spectatorToken].map((token) => service.getView(table.gameId, token)));
    for (const { clock } of views) {
      expect(clock).not.toBeNull();
      expect(clock).toMatchObject({ seat: table.turn, phase: "draw", seconds: 5 * TIME_SCALE, grace: 5 * TIME_SCALE });
      expect(clock!.deadline - clock!.startedAt).toBeCloseTo(10 * TIME_SCALE * 1000, 5);
      expect(Math.abs(clock!.serverNow - Date.now())).toBeLessThan(1000);
    }
    expect(new Set(views.map((v) => v.clock!.deadline)).size).toBe(1);
  });

  it("at the deadline plays the forced discard for the player (draw, then the highest card) and tells the table", async () => {
    database = await tempDatabase();
    const service = newService();
    const table = await timedTable(service);
    const before = await service.getView(table.gameId, table.seatTokens[table.turn]!);
    expect(await nextChange(service, table.gameId)).toBe(1);

    const log = await loggedActions(table.gameId);
    expect(log).toHaveLength(1);
    expect(JSON.parse(log[0]!.actionJson)).toEqual({ do: "timeout" });
    expect(log[0]!.seat).toBe(table.turn);
    expect(log[0]!.clientActionId).toBe("#tempo-0");
    // Waited the whole draw time and its grace.
    expect(log[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before.clock!.deadline - 5);

    const after = await service.getView(table.gameId, table.seatTokens[table.turn]!);
    const state = await engineState(database.db, table.gameId, lexicon);
    expect(after.view).toEqual(viewFor(state, table.turn));
    expect(after.view.hand).toHaveLength(before.view.hand.length); // one drawn, one discarded
    expect(after.view.discard).toHaveLength(before.view.discard.length + 1);
    // The next player is on the clock now.
    expect(after.clock).toMatchObject({ seat: 1 - table.turn, phase: "draw" });
    expect(after.clock!.startedAt).toBeGreaterThanOrEqual(log[0]!.createdAt.getTime());
  });

  it("does not time out a player who acts in time; the play clock follows the hand (40 s with 11 or more cards)", async () => {
    database = await tempDatabase();
    const service = newService();
    const table = await timedTable(service);
    const token = table.seatTokens[table.turn]!;
    const drawn = await service.act(table.gameId, token, { version: 0, clientActionId: "in-tempo", action: { do: "draw" } });
    expect(drawn).toMatchObject({ ok: true });
    const { clock } = await service.getView(table.gameId, token);
    expect(clock).toMatchObject({ seat: table.turn, phase: "play", seconds: 40 * TIME_SCALE });
    // Past the draw deadline (100 ms) and well before the play one (450 ms): nothing happens.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await loggedActions(table.gameId)).toHaveLength(1);
  });

  it("a restarted server arms the clocks of the tables being played and times them out", async () => {
    database = await tempDatabase();
    const first = newService();
    const table = await timedTable(first);
    first.stopClocks(); // the first server dies before the deadline
    const restarted = database.reopen();
    const second = newService(restarted.db);
    const changed = nextChange(second, table.gameId);
    expect(await second.resumeClocks()).toBe(1);
    expect(await changed).toBe(1);
    const log = await loggedActions(table.gameId);
    expect(log.map((row) => row.clientActionId)).toEqual(["#tempo-0"]);
    restarted.close();
  });

  it("Art. 4.1: the mover's clock waits for their name — none, and no time-out, while their page asks for it; then the whole time from the name", async () => {
    database = await tempDatabase();
    const service = newService();
    const table = await moverUnnamed(service);
    const tokens = [...table.seatTokens, table.spectatorToken];
    for (const { clock, table: info } of await Promise.all(tokens.map((token) => service.getView(table.gameId, token)))) {
      expect(clock).toBeNull();
      expect(info.seats[table.mover]).toMatchObject({ joined: true, ready: false, name: null });
      expect(info.seats[1 - table.mover]).toMatchObject({ ready: true, name: "Giulia" });
    }
    // Well past the draw time and its grace (100 ms): nothing is played for the absent player.
    await sleep(300);
    expect(await loggedActions(table.gameId)).toHaveLength(0);

    const naming = Date.now();
    const named = await service.joinSeat(table.gameId, table.moverToken, "Marco");
    expect(named.table.seats[table.mover]).toMatchObject({ ready: true, name: "Marco" });
    expect(named.clock).toMatchObject({ seat: table.mover, phase: "draw" });
    // It starts from the name, not from when the turn began without them.
    expect(named.clock!.startedAt).toBeGreaterThanOrEqual(naming);
    expect(named.clock!.deadline - named.clock!.startedAt).toBeCloseTo(10 * TIME_SCALE * 1000, 5);
    const spectator = await service.getView(table.gameId, table.spectatorToken);
    expect(spectator.clock).toMatchObject({ seat: table.mover, startedAt: named.clock!.startedAt });

    expect(await nextChange(service, table.gameId)).toBe(1);
    const log = await loggedActions(table.gameId);
    expect(log.map((row) => [row.seat, row.clientActionId])).toEqual([[table.mover, "#tempo-0"]]);
    expect(log[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(named.clock!.deadline - 5);
  });

  it("a restarted server starts the clock of a seat named after the last move from the name, and plays no time-out for a seat not named", async () => {
    database = await tempDatabase();
    // 5 s + 5 s become 1 s: room to look at the restarted clock before it runs out.
    const scale = 0.1;
    const first = newService(database.db, scale);
    const table = await moverUnnamed(first);
    const waiting = await moverUnnamed(first);
    await sleep(150);
    await first.joinSeat(table.gameId, table.moverToken, "Marco");
    const { clock: before } = await first.getView(table.gameId, table.moverToken);
    first.stopClocks(); // the first server dies before the deadline

    const restarted = database.reopen();
    const second = newService(restarted.db, scale);
    expect(await second.resumeClocks()).toBe(2);
    const { clock: after } = await second.getView(table.gameId, table.moverToken);
    // The same start (the name), not the table's last activity (the links opened) — and the same deadline.
    expect(after).toMatchObject({ seat: table.mover, phase: "draw", startedAt: before!.startedAt, deadline: before!.deadline });
    expect((await second.getView(waiting.gameId, waiting.spectatorToken)).clock).toBeNull();
    await sleep(1200);
    expect((await loggedActions(table.gameId)).map((row) => row.clientActionId)).toEqual(["#tempo-0"]);
    expect(await loggedActions(waiting.gameId)).toHaveLength(0);
    restarted.close();
  });

  it("a table without timers has no clock and never times out", async () => {
    database = await tempDatabase();
    const service = newService();
    const table = await timedTable(service, false);
    const { clock } = await service.getView(table.gameId, table.seatTokens[0]!);
    expect(clock).toBeNull();
    expect(await service.resumeClocks()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await loggedActions(table.gameId)).toHaveLength(0);
  });
});
