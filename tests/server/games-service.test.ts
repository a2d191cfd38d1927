/**
 * The table service (issue #4, "Persistence and consistency") on a real libSQL file and the
 * real dictionary: every answer is compared with the engine's own `viewFor` of the game
 * rebuilt from the stored seed and log.
 */
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { type Action, legalActions, mergeView, PUBLIC_LOG_LENGTH, type Seat, type SeatView, viewFor } from "~/engine";
import { openLexicon } from "~/lexicon";
import type { Lexicon } from "~/lexicon/types";
import { actions, games, seats, snapshots } from "~/server/db/schema";
import { TableError, TABLE_ERRORS } from "~/server/games/errors";
import { GameService, type TableOptions } from "~/server/games/service";
import { hashToken } from "~/server/games/tokens";
import { WriteBatcher } from "~/server/games/write-batcher";
import { actionCount, answerView, engineState, personTokens, type TempDatabase, tempDatabase } from "./tables";
import { rejectionOf } from "./rejections";

let lexicon: Lexicon;
let database: TempDatabase;
let service: GameService;

const TWO_PLAYERS: TableOptions = { players: 2, wordProfile: "libero", timers: false };

beforeAll(async () => {
  lexicon = await openLexicon();
});

afterEach(() => database?.remove());

async function freshService(options: { snapshotEvery?: number } = {}): Promise<GameService> {
  database = await tempDatabase();
  service = new GameService({ db: database.db, getLexicon: () => Promise.resolve(lexicon), ...options });
  return service;
}

/** A 2-player table with both seats taken; the tokens by seat. */
async function seatedTable(s = service) {
  const created = await s.createTable(TWO_PLAYERS);
  await s.joinSeat(created.gameId, created.seatTokens[0]!, "Marco");
  await s.joinSeat(created.gameId, created.seatTokens[1]!, "Giulia");
  return { ...created, seatTokens: personTokens(created) };
}

const thrown = (call: Promise<unknown>) => rejectionOf(call, TableError);

let nextId = 0;
const actionId = () => `test-${++nextId}`;

describe("createTable and joinSeat", () => {
  it("gives one link per seat and a spectator link; stores only token hashes", async () => {
    await freshService();
    const created = await service.createTable({ players: 4, deals: 3, wordProfile: "scuola", timers: true });
    expect(created.gameId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(created.seatLinks).toHaveLength(4);
    created.seatLinks.forEach((link, seat) => {
      expect(link).toBe(`/tavolo/${created.gameId}?posto=${created.seatTokens[seat]}`);
    });
    expect(created.spectatorLink).toBe(`/tavolo/${created.gameId}?guarda=${created.spectatorToken}`);
    for (const token of [...created.seatTokens, created.spectatorToken]) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set([...created.seatTokens, created.spectatorToken]).size).toBe(5);

    // Nothing in the database file's tables holds a token, only sha256 hashes.
    const dump = JSON.stringify([await database.db.select().from(games), await database.db.select().from(seats)]);
    for (const token of [...personTokens(created), created.spectatorToken]) {
      expect(dump).not.toContain(token);
      expect(dump).toContain(hashToken(token));
    }
    const [row] = await database.db.select().from(games).where(eq(games.id, created.gameId));
    expect(JSON.parse(row!.rulesJson)).toMatchObject({ players: 4, deals: 3, wordProfile: "scuola", timers: true });
    expect(row!.status).toBe("waiting");
  });

  it("seats each token at its own seat; the last seat taken starts the game; rejoining keeps the seat", async () => {
    await freshService();
    const created = await service.createTable(TWO_PLAYERS);
    const first = await service.joinSeat(created.gameId, created.seatTokens[1]!, "Giulia");
    expect(first).toMatchObject({ role: "seat", seat: 1, table: { status: "waiting" } });
    expect(first.table.seats).toEqual([
      { seat: 0, name: null, joined: false, ready: false, computer: null },
      { seat: 1, name: "Giulia", joined: true, ready: true, computer: null },
    ]);
    const second = await service.joinSeat(created.gameId, created.seatTokens[0]!, "Marco");
    expect(second).toMatchObject({ role: "seat", seat: 0, table: { status: "playing" } });

    // A reload or another device with the same link: the same seat, the same hand.
    const again = await service.joinSeat(created.gameId, created.seatTokens[1]!);
    expect(again.seat).toBe(1);
    expect(again.table.seats[1]).toEqual({ seat: 1, name: "Giulia", joined: true, ready: true, computer: null });
    expect(again.view).toEqual(first.view);
  });

  it("a spectator sees the table and no hand", async () => {
    await freshService();
    const created = await seatedTable();
    const watched = await service.joinSeat(created.gameId, created.spectatorToken, "Prof");
    expect(watched.role).toBe("spectator");
    expect(watched.seat).toBeNull();
    expect(watched.view.hand).toEqual([]);
    expect(watched.view).toEqual(viewFor(await engineState(database.db, created.gameId, lexicon), null));
  });

  it("refuses bad options, unknown tables and tokens that open nothing", async () => {
    await freshService();
    expect((await thrown(service.createTable({ ...TWO_PLAYERS, target: -5 }))).code).toBe("BAD_OPTIONS");
    const created = await seatedTable();
    const other = await service.createTable(TWO_PLAYERS);
    expect((await thrown(service.getView("nessuntavolo0000", created.seatTokens[0]!))).code).toBe("NOT_FOUND");
    expect((await thrown(service.getView(created.gameId, "x".repeat(43)))).code).toBe("FORBIDDEN");
    // A real token of another table opens nothing here.
    expect((await thrown(service.joinSeat(created.gameId, other.seatTokens[0]!))).code).toBe("FORBIDDEN");
    const notFound = await thrown(service.act("nessuntavolo0000", created.seatTokens[0]!, { version: 0, clientActionId: "a", action: { do: "draw" } }));
    expect(notFound.message).toBe(TABLE_ERRORS.NOT_FOUND);
  });
});

describe("act", () => {
  it("plays draw and discard; each answer is viewFor of the engine's own replay, its log from the version sent", async () => {
    await freshService();
    const created = await seatedTable();
    const { gameId, seatTokens } = created;
    let view = (await service.getView(gameId, seatTokens[0]!)).view;
    const first = view.turn;
    const token = seatTokens[first]!;

    const drawn = await service.act(gameId, token, { version: view.version, clientActionId: actionId(), action: { do: "draw" } });
    expect(drawn).toMatchObject({ ok: true, duplicate: false });
    if (!drawn.ok) throw new Error("draw refused");
    expect(drawn.view.version).toBe(1);
    expect(drawn.view.hand).toHaveLength(12);
    let truth = await engineState(database.db, gameId, lexicon);
    expect(drawn.view).toEqual(answerView(truth, first, 0));

    const card = drawn.view.hand[0]!;
    const discarded = await service.act(gameId, token, { version: 1, clientActionId: actionId(), action: { do: "discard", card } });
    if (!discarded.ok) throw new Error(`discard refused: ${discarded.code}`);
    truth = await engineState(database.db, gameId, lexicon);
    expect(discarded.view).toEqual(answerView(truth, first, 1));
    expect(discarded.view.turn).toBe(1 - first);
    expect(discarded.view.discard.at(-1)).toBe(card);

    view = (await service.getView(gameId, seatTokens[1 - first]!)).view;
    expect(view).toEqual(viewFor(truth, 1 - first));
    expect(await actionCount(database.db, gameId)).toBe(2);
  });

  it("waits for every seat before the first action", async () => {
    await freshService();
    const created = await service.createTable(TWO_PLAYERS);
    const joined = await service.joinSeat(created.gameId, created.seatTokens[0]!);
    const result = await service.act(created.gameId, created.seatTokens[joined.view.turn]!, {
      version: 0,
      clientActionId: actionId(),
      action: { do: "draw" },
    });
    expect(result).toMatchObject({ ok: false, code: "WAITING_FOR_PLAYERS" });
  });

  it("returns the engine's refusal as a value, in Italian, and writes nothing", async () => {
    await freshService();
    const { gameId, seatTokens } = await seatedTable();
    const { view } = await service.getView(gameId, seatTokens[0]!);
    const idle = seatTokens[1 - view.turn]!;
    const notYours = await service.act(gameId, idle, { version: 0, clientActionId: actionId(), action: { do: "draw" } });
    expect(notYours).toEqual({ ok: false, code: "NOT_YOUR_TURN", message: "Non è il tuo turno: aspetta che tocchi a te." });

    const mover = seatTokens[view.turn]!;
    const moverView = (await service.getView(gameId, mover)).view;
    const early = await service.act(gameId, mover, { version: 0, clientActionId: actionId(), action: { do: "discard", card: moverView.hand[0]! } });
    expect(early).toMatchObject({ ok: false, code: "MUST_DRAW_FIRST" });
    expect(await actionCount(database.db, gameId)).toBe(0);
    expect((await service.getView(gameId, mover)).view).toEqual(moverView);
  });

  it("refuses a stale version with the current view and changes nothing", async () => {
    await freshService();
    const { gameId, seatTokens } = await seatedTable();
    const start = (await service.getView(gameId, seatTokens[0]!)).view;
    const token = seatTokens[start.turn]!;
    const drawn = await service.act(gameId, token, { version: 0, clientActionId: actionId(), action: { do: "draw" } });
    expect(drawn.ok).toBe(true);

    // Built on version 0 (before the draw): refused, with the view at version 1.
    const stale = await service.act(gameId, token, { version: 0, clientActionId: actionId(), action: { do: "pickup" } });
    const truth = await engineState(database.db, gameId, lexicon);
    expect(stale).toEqual({
      ok: false,
      code: "STALE_VERSION",
      message: "La partita è andata avanti nel frattempo: guarda la situazione aggiornata e rifai la mossa, se si può ancora.",
      view: viewFor(truth, start.turn),
    });
    expect(truth.version).toBe(1);
    expect(await actionCount(database.db, gameId)).toBe(1);
    // A version from the future is just as stale.
    expect(await service.act(gameId, token, { version: 7, clientActionId: actionId(), action: { do: "draw" } })).toMatchObject({
      code: "STALE_VERSION",
    });
  });

  it("applies the same clientActionId once, answering a retry with the current view", async () => {
    await freshService();
    const { gameId, seatTokens } = await seatedTable();
    const start = (await service.getView(gameId, seatTokens[0]!)).view;
    const token = seatTokens[start.turn]!;
    const request = { version: 0, clientActionId: "ripeti-1", action: { do: "draw" } as Action };
    const once = await service.act(gameId, token, request);
    const twice = await service.act(gameId, token, request);
    expect(once).toMatchObject({ ok: true, duplicate: false });
    expect(twice).toMatchObject({ ok: true, duplicate: true });
    if (!once.ok || !twice.ok) throw new Error("refused");
    // The retry's view is whole (its log too): what the first answer gives joined to the view it was sent from.
    expect(twice.view).toEqual(mergeView(start, once.view));
    expect(twice.view.version).toBe(1);
    expect(await actionCount(database.db, gameId)).toBe(1);

    // The other seat cannot reuse the id (it would be silently swallowed otherwise).
    const other = await service.act(gameId, seatTokens[1 - start.turn]!, request);
    expect(other).toMatchObject({ ok: false, code: "ACTION_ID_TAKEN" });
  });

  it("answers a move with only the log's events after the version sent: joined to the view held, viewFor of the true state, past the log's cap", async () => {
    await freshService();
    const { gameId, seatTokens } = await seatedTable();
    // Each seat's page: the mover's joins its answer, the other's hears the change (a whole view, as table.watch sends).
    const held: SeatView[] = await Promise.all(seatTokens.map(async (token) => (await service.getView(gameId, token)).view));
    for (let n = 0; n < 70; n++) {
      const seat = held[0]!.turn;
      const known = held[seat]!;
      const action: Action = known.phase === "draw" ? { do: "draw" } : { do: "discard", card: known.hand[0]! };
      const answer = await service.act(gameId, seatTokens[seat]!, { version: known.version, clientActionId: actionId(), action });
      if (!answer.ok || answer.duplicate) throw new Error(`move ${n} not played fresh`);
      // Art. 4 (a turn: draw, then discard): each is one public fact, the move's own.
      expect(answer.view.logFrom).toBe(known.version);
      expect(answer.view.log).toEqual([expect.objectContaining({ version: known.version + 1, seat, kind: action.do })]);
      const truth = await engineState(database.db, gameId, lexicon);
      held[seat] = mergeView(known, answer.view);
      expect(held[seat]).toEqual(viewFor(truth, seat));
      held[1 - seat] = (await service.getView(gameId, seatTokens[1 - seat]!)).view;
    }
    expect(held[0]!.log).toHaveLength(PUBLIC_LOG_LENGTH);
    expect(held[0]!.log[0]!.version).toBe(70 - PUBLIC_LOG_LENGTH + 1);
  });

  it("answers a retry or a stale move with the whole view: a client two versions behind gets both moves' events from it alone", async () => {
    await freshService();
    const { gameId, seatTokens } = await seatedTable();
    const start = (await service.getView(gameId, seatTokens[0]!)).view;
    const token = seatTokens[start.turn]!;
    const draw = { version: 0, clientActionId: "pesca-persa", action: { do: "draw" } as Action };
    const drawn = await service.act(gameId, token, draw);
    if (!drawn.ok) throw new Error(drawn.code);
    await service.act(gameId, token, { version: 1, clientActionId: actionId(), action: { do: "discard", card: drawn.view.hand[0]! } });
    const truth = await engineState(database.db, gameId, lexicon);
    const whole = viewFor(truth, start.turn);
    expect(whole.log.map((event) => [event.version, event.kind])).toEqual([
      [1, "draw"],
      [2, "discard"],
    ]);

    // The draw's answer was lost: its retry, from version 0, is answered at version 2 with the whole log.
    expect(await service.act(gameId, token, draw)).toEqual({ ok: true, duplicate: true, view: whole });
    const stale = await service.act(gameId, token, { version: 0, clientActionId: actionId(), action: { do: "pickup" } });
    expect(stale).toMatchObject({ ok: false, code: "STALE_VERSION", view: whole });
  });

  it("of two concurrent actions on the same version, exactly one is accepted", async () => {
    await freshService();
    const { gameId, seatTokens } = await seatedTable();
    const start = (await service.getView(gameId, seatTokens[0]!)).view;
    const token = seatTokens[start.turn]!;
    const results = await Promise.all([
      service.act(gameId, token, { version: 0, clientActionId: actionId(), action: { do: "draw" } }),
      service.act(gameId, token, { version: 0, clientActionId: actionId(), action: { do: "pickup" } }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.code === "STALE_VERSION")).toHaveLength(1);
    expect(await actionCount(database.db, gameId)).toBe(1);
  });

  it("a spectator may not act", async () => {
    await freshService();
    const { gameId, spectatorToken } = await seatedTable();
    const error = await thrown(service.act(gameId, spectatorToken, { version: 0, clientActionId: actionId(), action: { do: "draw" } }));
    expect(error.code).toBe("SPECTATOR");
  });

  it("tells listeners about each committed action, not about refusals", async () => {
    await freshService();
    const { gameId, seatTokens } = await seatedTable();
    const start = (await service.getView(gameId, seatTokens[0]!)).view;
    const seen: number[] = [];
    const stop = service.events.subscribe(gameId, (change) => seen.push(change.version));
    await service.act(gameId, seatTokens[1 - start.turn]!, { version: 0, clientActionId: actionId(), action: { do: "draw" } }); // refused
    await service.act(gameId, seatTokens[start.turn]!, { version: 0, clientActionId: actionId(), action: { do: "draw" } });
    stop();
    await service.act(gameId, seatTokens[start.turn]!, { version: 1, clientActionId: actionId(), action: { do: "discard", card: "nope" } });
    expect(seen).toEqual([1]);
    const [row] = await database.db.select({ version: games.version }).from(games).where(eq(games.id, gameId));
    expect(row!.version).toBe(1);
    expect(service.events.listenerCount(gameId)).toBe(0);
  });
});

describe("a longer game: melds with real words, snapshots, restarts", () => {
  /** Plays `count` legal actions through the service, preferring melds and additions. */
  async function playLegal(s: GameService, db: TempDatabase["db"], gameId: string, tokens: string[], count: number) {
    let words = 0;
    for (let n = 0; n < count; n++) {
      const truth = await engineState(db, gameId, lexicon);
      const seat: Seat = truth.deal.phase === "over" ? 0 : truth.deal.turn;
      const legal = legalActions(truth, seat, lexicon);
      const action = legal.find((a) => a.do === "meld" || a.do === "add") ?? legal.find((a) => a.do === "discard") ?? legal[0]!;
      const result = await s.act(gameId, tokens[seat]!, { version: truth.version, clientActionId: actionId(), action });
      if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.code}`);
      // The view the mover's page held, joined to the answer: the engine's own view after the move.
      expect(mergeView(viewFor(truth, seat), result.view)).toEqual(viewFor(await engineState(db, gameId, lexicon), seat));
      if (action.do === "meld" || action.do === "add") words++;
    }
    return words;
  }

  it("stays identical to the engine, keeps snapshots, and loses nothing across a restart", async () => {
    await freshService({ snapshotEvery: 5 });
    const { gameId, seatTokens, spectatorToken } = await seatedTable();
    const words = await playLegal(service, database.db, gameId, seatTokens, 24);
    expect(words).toBeGreaterThan(0);

    const [row] = await database.db.select().from(games).where(eq(games.id, gameId));
    expect(row).toMatchObject({ version: 24, snapshotVersion: 20, status: "playing" });
    // Words are noted with the dictionary build that accepted them.
    const noted = await database.db.all<{ n: number }>(sql`select count(*) as n from actions where lexicon_version = ${lexicon.version}`);
    expect(noted[0]!.n).toBe(words);

    const before = await Promise.all([0, 1].map((seat) => service.getView(gameId, seatTokens[seat]!)));
    const watching = await service.getView(gameId, spectatorToken);

    // "Restart": close the client, open a new one on the same file, a new service (no cache).
    database.close();
    const reopened = database.reopen();
    const restarted = new GameService({ db: reopened.db, getLexicon: () => Promise.resolve(lexicon), snapshotEvery: 5 });
    const after = await Promise.all([0, 1].map((seat) => restarted.getView(gameId, seatTokens[seat]!)));
    expect(after).toEqual(before);
    expect(await restarted.getView(gameId, spectatorToken)).toEqual(watching);
    expect(after[0]!.view.version).toBe(24);

    await playLegal(restarted, reopened.db, gameId, seatTokens, 6);
    expect((await restarted.getView(gameId, seatTokens[0]!)).view.version).toBe(30);
  });

  it("rebuilds from the log alone when the snapshot is gone (the log is the truth)", async () => {
    await freshService({ snapshotEvery: 3 });
    const { gameId, seatTokens } = await seatedTable();
    await playLegal(service, database.db, gameId, seatTokens, 8);
    const before = await service.getView(gameId, seatTokens[1]!);
    await WriteBatcher.of(database.db).run((tx) => tx.delete(snapshots).where(eq(snapshots.gameId, gameId)));
    await WriteBatcher.of(database.db).run((tx) => tx.update(games).set({ snapshotVersion: null }).where(eq(games.id, gameId)));
    const fresh = new GameService({ db: database.db, getLexicon: () => Promise.resolve(lexicon) });
    expect(await fresh.getView(gameId, seatTokens[1]!)).toEqual(before);
  });
});

describe("abandoned tables (issue #14)", () => {
  it("archives a table with no move for the idle time (readable, no move accepted), deletes it after the archive time; keeps finished and recent tables", async () => {
    database = await tempDatabase();
    const day = 24 * 60 * 60 * 1000;
    let now = Date.UTC(2026, 0, 1);
    const timed = new GameService({ db: database.db, getLexicon: () => Promise.resolve(lexicon), now: () => new Date(now) });
    const abandoned = await timed.createTable(TWO_PLAYERS);
    await timed.joinSeat(abandoned.gameId, abandoned.seatTokens[0]!, "Marco");
    await timed.joinSeat(abandoned.gameId, abandoned.seatTokens[1]!, "Luisa");
    const waiting = await timed.createTable(TWO_PLAYERS);
    const finished = await timed.createTable(TWO_PLAYERS);
    await WriteBatcher.of(database.db).run((tx) => tx.update(games).set({ status: "over" }).where(eq(games.id, finished.gameId)));
    const played = await timed.createTable(TWO_PLAYERS);
    await timed.joinSeat(played.gameId, played.seatTokens[0]!, "Anna");
    await timed.joinSeat(played.gameId, played.seatTokens[1]!, "Bea");
    now += 20 * day;
    const view = await timed.getView(played.gameId, played.seatTokens[0]!);
    const mover = played.seatTokens[view.view.turn]!;
    expect((await timed.act(played.gameId, mover, { version: view.view.version, clientActionId: "tardi", action: { do: "draw" } })).ok).toBe(true);

    now += 11 * day; // 31 days after the first three, 11 after the move
    const before = await timed.getView(abandoned.gameId, abandoned.seatTokens[0]!);
    const told: string[] = [];
    timed.events.subscribe(abandoned.gameId, (change) => told.push(change.gameId));
    timed.events.subscribe(played.gameId, (change) => told.push(change.gameId));
    expect(await timed.sweepIdleTables(30 * day, 30 * day)).toEqual({ archived: 2, deleted: 0 });
    // The open pages of the archived table are told (their live view then says so); the others not.
    expect(told).toEqual([abandoned.gameId]);
    const statuses = Object.fromEntries((await database.db.select({ id: games.id, status: games.status }).from(games)).map((row) => [row.id, row.status]));
    expect(statuses).toEqual({ [abandoned.gameId]: "archived", [waiting.gameId]: "archived", [finished.gameId]: "over", [played.gameId]: "playing" });
    // Archived: the same view to read, and a move refused in Italian with nothing written.
    const archived = await timed.getView(abandoned.gameId, abandoned.seatTokens[0]!);
    expect(archived.view).toEqual(before.view);
    expect(archived.table.status).toBe("archived");
    const turn = abandoned.seatTokens[archived.view.turn]!;
    const refused = await timed.act(abandoned.gameId, turn, { version: archived.view.version, clientActionId: "dopo", action: { do: "draw" } });
    expect(refused).toMatchObject({ ok: false, code: "ARCHIVED" });
    expect(refused.ok === false && refused.message).toMatch(/archiviato/);
    expect(await database.db.select().from(actions).where(eq(actions.gameId, abandoned.gameId))).toHaveLength(0);

    now += 29 * day; // archived 29 days ago: still there; the other table is idle 40 days now
    expect(await timed.sweepIdleTables(30 * day, 30 * day)).toEqual({ archived: 1, deleted: 0 });
    now += 2 * day;
    expect(await timed.sweepIdleTables(30 * day, 30 * day)).toEqual({ archived: 0, deleted: 2 });
    const left = (await database.db.select({ id: games.id }).from(games)).map((row) => row.id).sort();
    expect(left).toEqual([finished.gameId, played.gameId].sort());
    expect(await database.db.select().from(seats).where(eq(seats.gameId, abandoned.gameId))).toHaveLength(0);
    expect((await thrown(timed.getView(abandoned.gameId, abandoned.seatTokens[0]!))).code).toBe("NOT_FOUND");
  });
});
