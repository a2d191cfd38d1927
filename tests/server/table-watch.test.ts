/**
 * `table.watch` (issue #4, "Live updates"): the caller's own view pushed over SSE after each
 * change, on a real libSQL file and the real dictionary. Through createCaller (the async
 * iterable itself) and through the fetch handler (a real `text/event-stream` body, parsed).
 * Every message is compared with the service's `getView` for that subscriber and with the
 * engine's `viewFor` at the message's version: seat 1 never gets seat 0's hand, a spectator
 * no hand. Disconnecting removes the listener.
 */
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Seat, viewFor } from "~/engine";
import { openLexicon } from "~/lexicon";
import type { Lexicon } from "~/lexicon/types";
import { appRouter, createCaller } from "~/server/api/root";
import type { TRPCContext } from "~/server/api/trpc";
import type { TableView } from "~/server/games/service";
import { TABLE_ERRORS } from "~/server/games/errors";
import { engineState, storedSeed, type TempDatabase, tempDatabase, testContext, testServices } from "./tables";

let lexicon: Lexicon;
let database: TempDatabase;
let ctx: TRPCContext;
let api: ReturnType<typeof createCaller>;

beforeAll(async () => {
  lexicon = await openLexicon();
  database = await tempDatabase();
  ctx = testContext(testServices(database.db, lexicon));
  api = createCaller(ctx);
});

afterAll(() => database.remove());

/** The service the router uses for this database (one per db client). */
const service = () => ctx.games;

let nextId = 0;
const actionId = () => `watch-${++nextId}`;

/** A 2-player table (libero), both seats joined; `first` is the seat whose turn it is. */
async function seatedTable() {
  const created = await api.table.create({ players: 2, wordProfile: "libero" });
  await api.table.join({ gameId: created.gameId, token: created.seatTokens[0]!, name: "Marco" });
  const joined = await api.table.join({ gameId: created.gameId, token: created.seatTokens[1]!, name: "Giulia" });
  return { ...created, first: joined.view.turn as Seat };
}

/** Resolves to `value`, or to "timeout" after `ms` (for "nothing more arrives"). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | "timeout"> {
  return Promise.race([promise, new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), ms))]);
}

/** Polls until the table has `count` listeners (a disconnect is noticed asynchronously). */
async function listenersBecome(gameId: string, count: number): Promise<number> {
  for (let i = 0; i < 100 && service().events.listenerCount(gameId) !== count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return service().events.listenerCount(gameId);
}

/** A message is exactly getView for its token now, and viewFor its seat at its version. */
async function expectOwnView(message: TableView, gameId: string, token: string, seat: Seat | null, label: string) {
  expect(message, label).toEqual(await service().getView(gameId, token));
  const state = await engineState(database.db, gameId, lexicon, message.view.version);
  expect(message.view, label).toEqual(viewFor(state, seat));
  expect(message.seat, label).toBe(seat);
  if (seat === null) expect(message.view.hand, label).toEqual([]);
}

// ---------------------------------------------------------------------------------------
// createCaller: the procedure returns an async iterable of tracked envelopes [id, view, …].

type Envelope = readonly [string, TableView, ...unknown[]];

async function subscribe(input: { gameId: string; token: string; lastVersion?: number }) {
  const iterable = (await api.table.watch(input)) as AsyncIterable<Envelope>;
  const iterator = iterable[Symbol.asyncIterator]();
  return {
    /** The next message; its event id must be its version. */
    async next(): Promise<TableView> {
      const step = await iterator.next();
      if (step.done) throw new Error("the stream ended");
      const [id, view] = step.value;
      expect(id).toBe(String(view.view.version));
      return view;
    },
    pending: () => iterator.next(),
    stop: () => iterator.return?.(),
  };
}

describe("table.watch via createCaller", () => {
  it("each of seat 0, seat 1 and a spectator gets its own view now and after every change", async () => {
    const { gameId, seatTokens, spectatorToken, first } = await seatedTable();
    const who: { token: string; seat: Seat | null; label: string }[] = [
      { token: seatTokens[0]!, seat: 0, label: "seat 0" },
      { token: seatTokens[1]!, seat: 1, label: "seat 1" },
      { token: spectatorToken, seat: null, label: "spectator" },
    ];
    const subs = await Promise.all(who.map((w) => subscribe({ gameId, token: w.token })));
    for (const [i, w] of who.entries()) {
      const now = await subs[i]!.next();
      expect(now.view.version).toBe(0);
      await expectOwnView(now, gameId, w.token, w.seat, `${w.label} at 0`);
    }
    expect(service().events.listenerCount(gameId)).toBe(3);

    const token = seatTokens[first]!;
    const drawn = await api.table.act({ gameId, token, version: 0, clientActionId: actionId(), action: { do: "draw" } });
    if (!drawn.ok) throw new Error(drawn.message);
    const afterDraw = await Promise.all(subs.map((s) => s.next()));
    for (const [i, w] of who.entries()) {
      expect(afterDraw[i]!.view.version).toBe(1);
      await expectOwnView(afterDraw[i]!, gameId, w.token, w.seat, `${w.label} after the draw`);
    }
    // The player who drew sees the card it drew; the other seat sees only a count.
    expect(afterDraw[first]!.view.hand).toEqual(drawn.view.hand);
    expect(afterDraw[1 - first]!.view.hand).not.toEqual(drawn.view.hand);
    expect(afterDraw[1 - first]!.view.handCounts[first]).toBe(drawn.view.hand.length);

    const discarded = await api.table.act({ gameId, token, version: 1, clientActionId: actionId(), action: { do: "discard", card: drawn.view.hand[0]! } });
    expect(discarded.ok).toBe(true);
    const afterDiscard = await Promise.all(subs.map((s) => s.next()));
    for (const [i, w] of who.entries()) {
      expect(afterDiscard[i]!.view).toMatchObject({ version: 2, turn: 1 - first });
      await expectOwnView(afterDiscard[i]!, gameId, w.token, w.seat, `${w.label} after the discard`);
    }

    // A refused action changes nothing and sends nothing.
    const refused = await api.table.act({ gameId, token, version: 2, clientActionId: actionId(), action: { do: "draw" } });
    expect(refused.ok).toBe(false);
    const pending = subs[0]!.pending();
    expect(await within(pending, 150)).toBe("timeout");

    // Unsubscribing (a for-await break) removes the listeners.
    await Promise.all(subs.slice(1).map((s) => s.stop()));
    expect(service().events.listenerCount(gameId)).toBe(1);
    // The one still waiting is woken by the next change and then stopped.
    await api.table.act({ gameId, token: seatTokens[1 - first]!, version: 2, clientActionId: actionId(), action: { do: "draw" } });
    const woken = await pending;
    expect(woken.done).toBe(false);
    await subs[0]!.stop();
    expect(service().events.listenerCount(gameId)).toBe(0);
  });

  it("a reconnect with lastVersion gets exactly the latest state it missed, or nothing when it is current", async () => {
    const { gameId, seatTokens, first } = await seatedTable();
    const token = seatTokens[first]!;
    const drawn = await api.table.act({ gameId, token, version: 0, clientActionId: actionId(), action: { do: "draw" } });
    if (!drawn.ok) throw new Error(drawn.message);
    await api.table.act({ gameId, token, version: 1, clientActionId: actionId(), action: { do: "discard", card: drawn.view.hand[0]! } });

    // Missed version 2 (had 1): gets version 2 at once, and only that.
    const behind = await subscribe({ gameId, token: seatTokens[1 - first]!, lastVersion: 1 });
    const caughtUp = await behind.next();
    expect(caughtUp.view.version).toBe(2);
    await expectOwnView(caughtUp, gameId, seatTokens[1 - first]!, (1 - first) as Seat, "catch-up");
    const more = behind.pending();
    expect(await within(more, 100)).toBe("timeout");

    // Already current: nothing now, the next change when it comes.
    const current = await subscribe({ gameId, token, lastVersion: 2 });
    const next = current.pending();
    expect(await within(next, 100)).toBe("timeout");
    await api.table.act({ gameId, token: seatTokens[1 - first]!, version: 2, clientActionId: actionId(), action: { do: "draw" } });
    const step = await next;
    if (step.done) throw new Error("ended");
    expect(step.value[1].view.version).toBe(3);
    await expectOwnView(step.value[1], gameId, token, first, "after reconnecting current");
    expect((await more).done).toBe(false);

    // Changes while a subscriber is not reading are folded: it gets the latest, not each one.
    const other = (await api.table.view({ gameId, token: seatTokens[1 - first]! })).view;
    await api.table.act({ gameId, token: seatTokens[1 - first]!, version: 3, clientActionId: actionId(), action: { do: "discard", card: other.hand[0]! } });
    const drawn2 = await api.table.act({ gameId, token, version: 4, clientActionId: actionId(), action: { do: "draw" } });
    expect(drawn2.ok).toBe(true);
    const latest = await current.next();
    expect(latest.view.version).toBe(5);
    await expectOwnView(latest, gameId, token, first, "folded");

    await behind.stop();
    await current.stop();
    expect(service().events.listenerCount(gameId)).toBe(0);
  });

  it("tells the waiting room who sat down: the same version, the table now playing", async () => {
    const created = await api.table.create({ players: 2, wordProfile: "libero" });
    const { gameId, seatTokens } = created;
    await api.table.join({ gameId, token: seatTokens[0]!, name: "Marco" });
    // Even with lastVersion 0, a waiting table is sent at once (seats fill at version 0).
    const sub = await subscribe({ gameId, token: seatTokens[0]!, lastVersion: 0 });
    const waiting = await sub.next();
    expect(waiting.table.status).toBe("waiting");
    expect(waiting.table.seats.map((s) => s.joined)).toEqual([true, false]);

    await api.table.join({ gameId, token: seatTokens[1]!, name: "Giulia" });
    const started = await sub.next();
    expect(started.view.version).toBe(0);
    expect(started.table.status).toBe("playing");
    expect(started.table.seats.map((s) => s.name)).toEqual(["Marco", "Giulia"]);
    await expectOwnView(started, gameId, seatTokens[0]!, 0, "started");
    await sub.stop();
    expect(service().events.listenerCount(gameId)).toBe(0);
  });

  it("refuses an unknown token or table like view, and listens to nothing", async () => {
    const { gameId, seatTokens } = await seatedTable();
    const forbidden = await api.table.watch({ gameId, token: "B".repeat(43) }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(forbidden).toBeInstanceOf(TRPCError);
    expect(forbidden).toMatchObject({ code: "FORBIDDEN", message: TABLE_ERRORS.FORBIDDEN });
    const missing = await api.table.watch({ gameId: "nonEsiste000000B", token: seatTokens[0]! }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(missing).toMatchObject({ code: "NOT_FOUND", message: TABLE_ERRORS.NOT_FOUND });
    const bad = await api.table.watch({ gameId, token: seatTokens[0]!, lastVersion: -1 }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(bad).toMatchObject({ code: "BAD_REQUEST" });
    expect(service().events.listenerCount(gameId)).toBe(0);
  });

  it("stops at once on its signal, even while waiting for a change", async () => {
    const { gameId, seatTokens } = await seatedTable();
    const controller = new AbortController();
    const caller = createCaller(ctx, { signal: controller.signal });
    const iterable = (await caller.table.watch({ gameId, token: seatTokens[0]! })) as AsyncIterable<Envelope>;
    const iterator = iterable[Symbol.asyncIterator]();
    expect((await iterator.next()).done).toBe(false);
    const waiting = iterator.next();
    expect(await within(waiting, 50)).toBe("timeout");
    expect(service().events.listenerCount(gameId)).toBe(1);
    controller.abort();
    expect((await waiting).done).toBe(true);
    expect(service().events.listenerCount(gameId)).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------
// Over HTTP: GET /api/trpc/table.watch?input=… answers a text/event-stream.

interface SseEvent {
  event?: string;
  data?: string;
  id?: string;
}

function watchOverHttp(input: unknown, init: { signal?: AbortSignal; lastEventId?: string } = {}) {
  const url = `http://localhost/api/trpc/table.watch?input=${encodeURIComponent(JSON.stringify(input))}`;
  const headers = new Headers();
  if (init.lastEventId !== undefined) headers.set("last-event-id", init.lastEventId);
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req: new Request(url, { headers, ...(init.signal ? { signal: init.signal } : {}) }),
    router: appRouter,
    createContext: () => ctx,
  });
}

/** Reads SSE events from a streamed body; keeps the raw text for hidden-information checks. */
/** A data event carries the seat's view; an error event, tRPC's error shape. */
type WatchMessage =
  | { id?: string; data: TableView; error?: undefined }
  | { id?: undefined; data: { message: string; data: { code: string; httpStatus: number } }; error: true };

function sseReader(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let raw = "";
  async function event(): Promise<SseEvent | null> {
    for (;;) {
      const cut = buffer.indexOf("\n\n");
      if (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const lines = block.split("\n").filter((line) => line !== "");
        if (lines.length === 0) continue;
        const parsed: SseEvent = {};
        for (const line of lines) {
          const colon = line.indexOf(":");
          const field = line.slice(0, colon);
          const value = line.slice(colon + 1).replace(/^ /, "");
          if (field === "event" || field === "data" || field === "id") parsed[field] = value;
        }
        return parsed;
      }
      const { done, value } = await reader.read();
      if (done) return null;
      buffer += value;
      raw += value;
    }
  }
  return {
    /** The next data event (skipping `connected` and pings), or an error event. */
    async message(): Promise<WatchMessage> {
      for (;;) {
        const e = await event();
        if (e === null) throw new Error("the stream ended");
        if (e.event === "serialized-error") return { data: JSON.parse(e.data!), error: true };
        if (e.event === undefined && e.data !== undefined) return { ...(e.id === undefined ? {} : { id: e.id }), data: JSON.parse(e.data) };
      }
    },
    raw: () => raw,
    cancel: () => reader.cancel().catch(() => undefined),
  };
}

describe("table.watch over HTTP (SSE)", () => {
  it("streams each subscriber its own view with the version as event id; a disconnect removes the listener", async () => {
    const { gameId, seatTokens, spectatorToken, first } = await seatedTable();
    const seed = await storedSeed(database.db, gameId);
    const who: { token: string; seat: Seat | null; label: string }[] = [
      { token: seatTokens[0]!, seat: 0, label: "seat 0" },
      { token: seatTokens[1]!, seat: 1, label: "seat 1" },
      { token: spectatorToken, seat: null, label: "spectator" },
    ];
    const controllers = who.map(() => new AbortController());
    const responses = await Promise.all(who.map((w, i) => watchOverHttp({ gameId, token: w.token }, { signal: controllers[i]!.signal })));
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    }
    const readers = responses.map(sseReader);

    const check = async (expectedVersion: number) => {
      for (const [i, w] of who.entries()) {
        const message = await readers[i]!.message();
        if (message.error) throw new Error(`${w.label}: an error event ${JSON.stringify(message.data)}`);
        expect(message.id, w.label).toBe(String(expectedVersion));
        expect(message.data.view.version, w.label).toBe(expectedVersion);
        await expectOwnView(message.data, gameId, w.token, w.seat, `${w.label} at ${expectedVersion}`);
      }
    };
    await check(0);
    const token = seatTokens[first]!;
    const drawn = await api.table.act({ gameId, token, version: 0, clientActionId: actionId(), action: { do: "draw" } });
    if (!drawn.ok) throw new Error(drawn.message);
    await check(1);
    await api.table.act({ gameId, token, version: 1, clientActionId: actionId(), action: { do: "discard", card: drawn.view.hand[0]! } });
    await check(2);
    expect(service().events.listenerCount(gameId)).toBe(3);

    // Nothing on the wire but one's own: no seed, no other token, no other hand.
    const finalState = await engineState(database.db, gameId, lexicon);
    for (const [i, w] of who.entries()) {
      const raw = readers[i]!.raw();
      expect(raw).not.toContain(seed);
      for (const other of who) if (other !== w) expect(raw, w.label).not.toContain(other.token);
      for (const seat of [0, 1] as Seat[]) {
        if (seat !== w.seat) expect(raw, w.label).not.toContain(JSON.stringify(viewFor(finalState, seat).hand));
      }
    }

    // The clients go away: every listener is removed.
    for (const controller of controllers) controller.abort();
    expect(await listenersBecome(gameId, 0)).toBe(0);
    await Promise.all(readers.map((r) => r.cancel()));
  });

  it("resumes from Last-Event-ID (what EventSource sends on reconnect) with exactly the missed state", async () => {
    const { gameId, seatTokens, first } = await seatedTable();
    const token = seatTokens[first]!;
    const drawn = await api.table.act({ gameId, token, version: 0, clientActionId: actionId(), action: { do: "draw" } });
    if (!drawn.ok) throw new Error(drawn.message);
    await api.table.act({ gameId, token, version: 1, clientActionId: actionId(), action: { do: "discard", card: drawn.view.hand[0]! } });

    const other = seatTokens[1 - first]!;
    const controller = new AbortController();
    // The first connection said lastVersion 0; the event id received since (1) wins.
    const response = await watchOverHttp({ gameId, token: other, lastVersion: 0 }, { signal: controller.signal, lastEventId: "1" });
    const reader = sseReader(response);
    const message = await reader.message();
    if (message.error) throw new Error(`resumed: an error event ${JSON.stringify(message.data)}`);
    expect(message.id).toBe("2");
    await expectOwnView(message.data, gameId, other, (1 - first) as Seat, "resumed");
    // Nothing else is owed: the next message is the next change.
    const next = reader.message();
    expect(await within(next, 100)).toBe("timeout");
    await api.table.act({ gameId, token: other, version: 2, clientActionId: actionId(), action: { do: "draw" } });
    expect((await next).id).toBe("3");
    controller.abort();
    expect(await listenersBecome(gameId, 0)).toBe(0);
    await reader.cancel();

    // A reconnect that has the current version is owed nothing until the next change.
    const again = new AbortController();
    const current = sseReader(await watchOverHttp({ gameId, token: other }, { signal: again.signal, lastEventId: "3" }));
    const nothing = current.message();
    expect(await within(nothing, 100)).toBe("timeout");
    nothing.catch(() => undefined); // ends with the stream, below
    again.abort();
    expect(await listenersBecome(gameId, 0)).toBe(0);
    await current.cancel();
  });

  it("refuses an unknown token or table in the stream with the Italian message", async () => {
    const { gameId, seatTokens } = await seatedTable();
    const forbidden = await sseReader(await watchOverHttp({ gameId, token: "B".repeat(43) })).message();
    expect(forbidden.error).toBe(true);
    expect(forbidden.data).toMatchObject({ message: TABLE_ERRORS.FORBIDDEN, data: { code: "FORBIDDEN", httpStatus: 403 } });
    const missing = await sseReader(await watchOverHttp({ gameId: "nonEsiste000000B", token: seatTokens[0]! })).message();
    expect(missing.data).toMatchObject({ message: TABLE_ERRORS.NOT_FOUND, data: { code: "NOT_FOUND" } });
    expect(service().events.listenerCount(gameId)).toBe(0);
  });
});
