/**
 * Issue #13, "At the table": computer seats played by the server through the same move path
 * as a person's (logged, versioned, live), on a real libSQL file with the real dictionary, over
 * the production HTTP handler; a restart in the middle of a computer's turn loses and doubles
 * nothing; the computer waits while a word is with the judge; under §7 timers a person who
 * times out twice in a row is replaced by a medio computer and takes the seat back.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { asc, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { type Action, forcedDiscard, makeCard, type MatchState, viewFor } from "~/engine";
import { openLexicon } from "~/lexicon";
import type { Lexicon } from "~/lexicon/types";
import { actions } from "~/server/db/schema";
import { listAllPendingRequests } from "~/server/judge/requests-repository";
import { GameService, type TableView } from "~/server/games/service";
import { WriteBatcher } from "~/server/games/write-batcher";
import type { Services } from "~/server/services";
import { engineState, type TempDatabase, tempDatabase, testApiHandler, testServices } from "./tables";

let lexicon: Lexicon;
let database: TempDatabase;
const servers: Server[] = [];
const services: GameService[] = [];

beforeAll(async () => {
  lexicon = await openLexicon();
});

afterEach(async () => {
  for (const service of services.splice(0)) service.stopClocks();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  database?.remove();
});

/** The production API handler on a real node:http server over `db`. */
async function httpApi(services: Services) {
  const server = createServer(testApiHandler(services));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/trpc`;
  const send = async (procedure: string, input: unknown) => {
    const response = await fetch(`${base}/${procedure}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(input) });
    return { status: response.status, body: (await response.json()) as { result?: { data: unknown }; error?: { message: string } } };
  };
  const ask = async (procedure: string, input: unknown) => {
    const response = await fetch(`${base}/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`);
    return (await response.json()) as { result: { data: unknown } };
  };
  return { send, ask };
}

function newService(db = database.db, options: { botDelayMs?: number; timeScale?: number } = {}): GameService {
  const service = new GameService({ db, getLexicon: () => Promise.resolve(lexicon), botDelayMs: 0, ...options });
  services.push(service);
  return service;
}

/** Resolves with the first state (rebuilt by the engine from the stored log) for which `until` holds, checked after each change. */
function waitFor(
  service: GameService,
  db: TempDatabase["db"],
  gameId: string,
  until: (state: MatchState) => boolean | Promise<boolean>,
  timeoutMs = 20_000,
): Promise<MatchState> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error("the table did not get there in time"));
    }, timeoutMs);
    let checking = Promise.resolve();
    const check = () => {
      checking = checking.then(async () => {
        const state = await engineState(db, gameId, lexicon);
        if (!(await until(state))) return;
        clearTimeout(timer);
        unsubscribe();
        resolve(state);
      });
    };
    const unsubscribe = service.events.subscribe(gameId, check);
    check();
  });
}

/** Resolves with the first view (from `look`, after each change) for which `until` holds. */
function viewWhen(
  service: GameService,
  gameId: string,
  look: () => Promise<TableView>,
  until: (view: TableView) => boolean,
  timeoutMs = 20_000,
): Promise<TableView> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error("the table did not get there in time"));
    }, timeoutMs);
    const check = () =>
      void look().then((view) => {
        if (!until(view)) return;
        clearTimeout(timer);
        unsubscribe();
        resolve(view);
      }, reject);
    const unsubscribe = service.events.subscribe(gameId, check);
    check();
  });
}

async function logRows(gameId: string) {
  return database.db
    .select({ seq: actions.seq, seat: actions.seat, clientActionId: actions.clientActionId, actionJson: actions.actionJson })
    .from(actions)
    .where(eq(actions.gameId, gameId))
    .orderBy(asc(actions.seq));
}

/** The person's turn in the simplest legal way: draw, then the forced discard's card (what a time-out would do). */
async function personTurn(service: GameService, gameId: string, token: string, state: MatchState, seat: number): Promise<void> {
  let version = state.version;
  const draw = await service.act(gameId, token, { version, clientActionId: `p-${version}`, action: { do: "draw" } });
  expect(draw.ok).toBe(true);
  version++;
  const after = await engineState(database.db, gameId, lexicon);
  const card = forcedDiscard(after, seat);
  expect(card).not.toBeNull();
  const discard = await service.act(gameId, token, { version, clientActionId: `p-${version}`, action: { do: "discard", card: makeCard(card!) } });
  expect(discard.ok).toBe(true);
}

/** Marco's table against a medio computer at seat 1 (2 players, libero, no timers unless told), Marco seated. */
async function marcoAgainstMedio(
  service: GameService,
  table: { seed: string; timers?: boolean; judge?: "friendly" },
): Promise<{ gameId: string; token: string }> {
  const created = await service.createTable({ players: 2, wordProfile: "libero", timers: false, bots: [{ seat: 1, level: "medio" }], ...table });
  const token = created.seatTokens[0]!;
  await service.joinSeat(created.gameId, token, "Marco");
  return { gameId: created.gameId, token };
}

describe("computer seats (issue #13)", () => {
  it("creates a table with a computer seat over HTTP: no link for it, named for everyone, and bad seat lists refused in Italian with nothing created", async () => {
    database = await tempDatabase();
    const api = await httpApi(testServices(database.db, lexicon));

    const created = await api.send("table.create", { players: 2, wordProfile: "libero", bots: [{ seat: 1, level: "esperto" }] });
    expect(created.status).toBe(200);
    const table = created.body.result!.data as { gameId: string; seatLinks: (string | null)[]; seatTokens: (string | null)[]; spectatorToken: string };
    expect(table.seatLinks[1]).toBeNull();
    expect(table.seatTokens[1]).toBeNull();
    expect(table.seatLinks[0]).toMatch(/^\/tavolo\//);

    // The spectator sees the computer seat as "Computer (esperto)".
    const watched = (await api.ask("table.view", { gameId: table.gameId, token: table.spectatorToken })).result.data as TableView;
    expect(watched.table.seats[1]).toMatchObject({ name: "Computer (esperto)", joined: true, ready: true, computer: { level: "esperto", standIn: false } });
    expect(watched.table.seats[0]).toMatchObject({ name: null, joined: false, ready: false, computer: null });
    expect(watched.table.status).toBe("waiting");

    for (const [bots, message] of [
      [
        [
          { seat: 0, level: "medio" },
          { seat: 1, level: "medio" },
        ],
        /almeno un posto deve restare a una persona/,
      ],
      [[{ seat: 2, level: "medio" }], /il posto 2 non esiste/],
      [
        [
          { seat: 1, level: "medio" },
          { seat: 1, level: "esperto" },
        ],
        /indicato due volte/,
      ],
    ] as const) {
      const refused = await api.send("table.create", { players: 2, wordProfile: "libero", bots });
      expect(refused.status).toBe(400);
      expect(refused.body.error!.message).toMatch(message);
    }
    const unknownLevel = await api.send("table.create", { players: 2, wordProfile: "libero", bots: [{ seat: 1, level: "campione" }] });
    expect(unknownLevel.status).toBe(400);
    const rows = await database.db.select().from(actions);
    expect(rows).toHaveLength(0);
  });

  it("plays the computer's turns through the move path, live, and the person's link starts the game", async () => {
    database = await tempDatabase();
    const service = newService();
    const created = await service.createTable({ players: 2, wordProfile: "libero", timers: false, bots: [{ seat: 1, level: "esperto" }], seed: "computer-1" });
    const token = created.seatTokens[0]!;
    let changes = 0;
    service.events.subscribe(created.gameId, () => changes++);
    const joined = await service.joinSeat(created.gameId, token, "Marco");
    expect(joined.table.status).toBe("playing");

    // Whoever moves first, play the person's turns until the computer has played three of its own.
    let computerTurns = 0;
    let state = await waitFor(service, database.db, created.gameId, (s) => s.deal.turn === 0 && s.deal.phase === "draw");
    while (computerTurns < 3 && state.deal.phase !== "over") {
      await personTurn(service, created.gameId, token, state, 0);
      state = await waitFor(service, database.db, created.gameId, (s) => (s.deal.turn === 0 && s.deal.phase === "draw") || s.deal.phase === "over");
      computerTurns++;
    }
    expect(computerTurns).toBe(3);
    const rows = await logRows(created.gameId);
    const computerRows = rows.filter((row) => row.seat === 1);
    expect(computerRows.length).toBeGreaterThanOrEqual(6);
    // Each computer move is logged under its seat with the id of the version it was decided on.
    for (const row of computerRows) expect(row.clientActionId).toBe(`#computer-${row.seq - 1}`);
    // The person saw each of them live: one change per move at least.
    expect(changes).toBeGreaterThanOrEqual(rows.length);
    // What the person's page shows is the engine's view of the stored log.
    const view = await service.getView(created.gameId, token);
    expect(view.view).toEqual(viewFor(state, 0));
  });

  it("tries a move the database refused again after the pause: the table does not wait for the computer for ever", async () => {
    database = await tempDatabase();
    const service = newService(database.db, { botDelayMs: 200 });
    const created = await marcoAgainstMedio(service, { seed: "computer-retry" });
    const { token } = created;
    const state = await waitFor(service, database.db, created.gameId, (s) => s.deal.turn === 0 && s.deal.phase === "draw");
    // The disk refuses the computer's writes until the test mends it.
    const writes = WriteBatcher.of(database.db);
    await writes.run((tx) => tx.run(sql`create trigger full_disk before insert on actions when new.seat = 1 begin select raise(abort, 'disco pieno'); end`));
    const failed = vi.spyOn(console, "error");
    await personTurn(service, created.gameId, token, state, 0);
    await vi.waitFor(() => expect(failed.mock.calls.some(([message]) => String(message).includes("the computer's move failed (attempt 1 of 3"))).toBe(true), {
      timeout: 10_000,
    });
    await writes.run((tx) => tx.run(sql`drop trigger full_disk`));
    failed.mockRestore();
    const after = await waitFor(service, database.db, created.gameId, (s) => s.deal.turn === 0 || s.deal.phase === "over");
    const rows = await logRows(created.gameId);
    expect(rows.filter((row) => row.seat === 1).length, "the computer's turn, played on the retry").toBeGreaterThanOrEqual(2);
    expect(rows.map((row) => row.seq)).toEqual(rows.map((_, i) => i + 1));
    expect(after.version).toBe(rows.length);
  });

  it("goes on after a restart in the middle of a computer's turn: nothing lost, nothing doubled", async () => {
    database = await tempDatabase();
    // A pause long enough to stop the server between the computer's draw and its discard.
    const first = newService(database.db, { botDelayMs: 300 });
    const created = await marcoAgainstMedio(first, { seed: "computer-restart" });
    const { token } = created;
    let state = await waitFor(first, database.db, created.gameId, (s) => s.deal.turn === 0 && s.deal.phase === "draw");
    await personTurn(first, created.gameId, token, state, 0);
    // The computer has taken its card and not yet discarded: the server goes down.
    state = await waitFor(first, database.db, created.gameId, (s) => s.deal.turn === 1 && s.deal.phase === "play");
    first.stopClocks();
    database.close();
    const atCrash = state.version;

    const reopened = database.reopen();
    const second = newService(reopened.db);
    await second.resumeClocks();
    const after = await waitFor(second, reopened.db, created.gameId, (s) => (s.deal.turn === 0 && s.deal.phase === "draw") || s.deal.phase === "over");
    expect(after.version).toBeGreaterThan(atCrash);

    const rows = (await reopened.db.select().from(actions).where(eq(actions.gameId, created.gameId)).orderBy(asc(actions.seq))).map((row) => ({
      seq: row.seq,
      seat: row.seat,
      action: JSON.parse(row.actionJson) as Action,
    }));
    expect(rows.map((row) => row.seq)).toEqual(rows.map((_, i) => i + 1));
    // The computer's turn since the person's discard: one take, one discard, whatever it melded between.
    const turn = rows.slice(rows.findLastIndex((row) => row.seat === 0) + 1);
    expect(turn.every((row) => row.seat === 1)).toBe(true);
    expect(turn.filter((row) => row.action.do === "draw" || row.action.do === "pickup")).toHaveLength(1);
    expect(turn.filter((row) => row.action.do === "discard")).toHaveLength(1);
    expect((await second.getView(created.gameId, token)).view).toEqual(viewFor(after, 0));
  });

  it("waits while a word is with the judge, and plays on after the ruling (Art. 8)", async () => {
    database = await tempDatabase();
    const service = newService(database.db, { botDelayMs: 250 });
    const created = await marcoAgainstMedio(service, { seed: "computer-judge", judge: "friendly" });
    const { token } = created;
    // Until the computer lays a word in its turn: then, before it discards, the person challenges it.
    let state = await waitFor(service, database.db, created.gameId, (s) => s.deal.turn === 0 && s.deal.phase === "draw");
    for (let turns = 0; turns < 10; turns++) {
      await personTurn(service, created.gameId, token, state, 0);
      state = await waitFor(
        service,
        database.db,
        created.gameId,
        (s) => (s.deal.turn === 1 && s.deal.phase === "play" && (s.deal.window?.plays.length ?? 0) > 0) || (s.deal.turn === 0 && s.deal.phase === "draw"),
      );
      if (state.deal.turn === 1) break;
    }
    expect(state.deal.turn).toBe(1);
    const meld = state.deal.window!.plays.at(-1)!.meld;
    const challenged = await service.act(created.gameId, token, {
      version: state.version,
      clientActionId: "sfida",
      action: { do: "challenge", line: 1, meld },
    });
    expect(challenged.ok).toBe(true);
    const asked = state.version + 1;

    // Four pauses later the computer has not moved: the table waits for the judge.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await engineState(database.db, created.gameId, lexicon)).version).toBe(asked);

    const [request] = await listAllPendingRequests(database.db);
    await service.resolveRequest(request!.id, { approve: true, status: "approved", by: "Giudice", reason: "Parola italiana." });
    const after = await waitFor(service, database.db, created.gameId, (s) => s.deal.turn === 0 || s.deal.phase === "over");
    const rows = await logRows(created.gameId);
    expect(rows.filter((row) => row.seq > asked + 1).every((row) => row.seat === 1 && row.clientActionId === `#computer-${row.seq - 1}`)).toBe(true);
    expect(after.version).toBeGreaterThan(asked + 1);
  });

  it("§7: a person who times out twice in a row is replaced by a medio computer, and takes the seat back at their next turn", async () => {
    database = await tempDatabase();
    // The computers' pause well inside the scaled clocks (draw: 0.25 s + 0.25 s of grace).
    const service = newService(database.db, { timeScale: 0.05, botDelayMs: 100 });
    const created = await marcoAgainstMedio(service, { seed: "computer-stand-in", timers: true });
    const { token } = created;
    // Marco never moves: two time-outs, then the computer plays his turns.
    const standing = await viewWhen(
      service,
      created.gameId,
      () => service.spectate(created.gameId),
      (view) => view.table.seats[0]!.computer?.standIn === true,
    );
    expect(standing.table.seats[0]).toMatchObject({ name: "Marco", computer: { level: "medio", standIn: true } });
    let rows = await logRows(created.gameId);
    const timeouts = rows.filter((row) => row.seat === 0 && row.clientActionId.startsWith("#tempo-"));
    expect(timeouts).toHaveLength(2);
    // The computer plays Marco's next turn: caught after its take, before its discard.
    const now = await waitFor(
      service,
      database.db,
      created.gameId,
      async (s) => s.deal.turn === 0 && s.deal.phase === "play" && (await logRows(created.gameId)).at(-1)!.clientActionId.startsWith("#computer-"),
    );

    // Marco is back mid-way through that turn: his move is refused with an Italian message, and changes nothing.
    const refused = await service.act(created.gameId, token, { version: now.version, clientActionId: "ritorno", action: { do: "draw" } });
    expect(refused).toMatchObject({ ok: false, code: "STAND_IN_PLAYING" });
    expect(refused.ok ? "" : refused.message).toMatch(/computer/);
    // At the start of his next turn the seat is his again.
    const back = await viewWhen(
      service,
      created.gameId,
      () => service.getView(created.gameId, token),
      (view) => view.table.seats[0]!.computer === null,
    );
    expect(back.view.turn).toBe(0);
    expect(back.view.phase).toBe("draw");
    const drawn = await service.act(created.gameId, token, { version: back.view.version, clientActionId: "di-nuovo", action: { do: "draw" } });
    expect(drawn.ok).toBe(true);
    rows = await logRows(created.gameId);
    expect(rows.at(-1)).toMatchObject({ seat: 0, clientActionId: "di-nuovo" });
  });
});
