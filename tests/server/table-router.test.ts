/**
 * The `table` router (issue #4, "API" and "Tests"): through createCaller and over HTTP with
 * the fetch handler (as the browser and bots reach it), on a real libSQL file and the real
 * dictionary. Hidden information is checked on every procedure's JSON: the cards in a
 * response are exactly those `viewFor` gives that seat (none for a spectator).
 */
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { viewFor, type Seat } from "~/engine";
import { openLexicon } from "~/lexicon";
import type { Lexicon } from "~/lexicon/types";
import { appRouter, createCaller } from "~/server/api/root";
import { tableRateLimiter } from "~/server/api/routers/table";
import type { TRPCContext } from "~/server/api/trpc";
import type { Db } from "~/server/db";
import { TokenBucketLimiter } from "~/server/rate-limit";
import { games } from "~/server/db/schema";
import { TABLE_ERRORS } from "~/server/games/errors";
import { answerView, engineState, storedSeed, type TempDatabase, tempDatabase, testContext, testServices } from "./tables";
import type { OutputOf } from "./outputs";
import { rejectionOf } from "./rejections";

let lexicon: Lexicon;
let database: TempDatabase;
let ctx: TRPCContext;
let api: ReturnType<typeof createCaller>;

function contextFor(db: Db): TRPCContext {
  return testContext(testServices(db, lexicon));
}

beforeAll(async () => {
  lexicon = await openLexicon();
  database = await tempDatabase();
  ctx = contextFor(database.db);
  api = createCaller(ctx);
});

afterAll(() => database.remove());

let nextId = 0;
const actionId = () => `router-${++nextId}`;

const rejection = (call: Promise<unknown>) => rejectionOf(call, TRPCError);

/** A 2-player table (libero), both seats joined. */
async function seatedTable(caller = api) {
  const created = await caller.table.create({ players: 2, wordProfile: "libero" });
  await caller.table.join({ gameId: created.gameId, token: created.seatTokens[0]!, name: "Marco" });
  await caller.table.join({ gameId: created.gameId, token: created.seatTokens[1]!, name: "Giulia" });
  return created;
}

describe("table via createCaller", () => {
  it("creates, joins, views and plays draw and discard", async () => {
    const created = await api.table.create({ players: 2, target: 1005, wordProfile: "scuola", timers: false });
    expect(created.seatLinks).toHaveLength(2);
    expect(created.seatLinks[0]).toMatch(new RegExp(`^/tavolo/${created.gameId}\\?posto=[A-Za-z0-9_-]{43}$`));
    expect(created.spectatorLink).toMatch(new RegExp(`^/tavolo/${created.gameId}\\?guarda=[A-Za-z0-9_-]{43}$`));
    const { gameId, seatTokens } = created;

    const joined = await api.table.join({ gameId, token: seatTokens[0]!, name: "Marco" });
    expect(joined).toMatchObject({ role: "seat", seat: 0, table: { status: "waiting", rules: { players: 2, target: 1005, wordProfile: "scuola" } } });
    const other = await api.table.join({ gameId, token: seatTokens[1]! });
    expect(other.table.status).toBe("playing");

    const turn = other.view.turn;
    const token = seatTokens[turn]!;
    const drawn = await api.table.act({ gameId, token, version: 0, clientActionId: actionId(), action: { do: "draw" } });
    expect(drawn).toMatchObject({ ok: true, duplicate: false, view: { version: 1, phase: "play" } });
    if (!drawn.ok) throw new Error("refused");
    const card = drawn.view.hand.at(-1)!;
    const discarded = await api.table.act({ gameId, token, version: 1, clientActionId: actionId(), action: { do: "discard", card } });
    expect(discarded).toMatchObject({ ok: true, view: { version: 2, turn: 1 - turn } });

    const seen = await api.table.view({ gameId, token: seatTokens[1 - turn]! });
    expect(seen.view).toEqual(viewFor(await engineState(database.db, gameId, lexicon), 1 - turn));
    expect(seen.view.discard.at(-1)).toBe(card);
  });

  it("answers an engine refusal as a result with code and Italian message", async () => {
    const { gameId, seatTokens } = await seatedTable();
    const { view } = await api.table.view({ gameId, token: seatTokens[0]! });
    const idle = seatTokens[1 - view.turn]!;
    expect(await api.table.act({ gameId, token: idle, version: 0, clientActionId: actionId(), action: { do: "draw" } })).toEqual({
      ok: false,
      code: "NOT_YOUR_TURN",
      message: "Non è il tuo turno: aspetta che tocchi a te.",
    });
    const mover = seatTokens[view.turn]!;
    await api.table.act({ gameId, token: mover, version: 0, clientActionId: actionId(), action: { do: "draw" } });
    const badWord = await api.table.act({
      gameId,
      token: mover,
      version: 1,
      clientActionId: actionId(),
      action: { do: "meld", cards: ["R:X", "R:Y"] },
    });
    expect(badWord).toMatchObject({ ok: false, code: "BAD_CARD" });
  });

  it("refuses a stale version with the current view; a duplicate clientActionId is applied once", async () => {
    const { gameId, seatTokens } = await seatedTable();
    const { view } = await api.table.view({ gameId, token: seatTokens[0]! });
    const token = seatTokens[view.turn]!;
    const request = { gameId, token, version: 0, clientActionId: "stesso-id", action: { do: "draw" as const } };
    const first = await api.table.act(request);
    const retry = await api.table.act(request);
    expect(first).toMatchObject({ ok: true, duplicate: false, view: { version: 1 } });
    expect(retry).toMatchObject({ ok: true, duplicate: true, view: { version: 1 } });

    const stale = await api.table.act({ gameId, token, version: 0, clientActionId: actionId(), action: { do: "pickup" } });
    expect(stale).toMatchObject({ ok: false, code: "STALE_VERSION", view: { version: 1 } });
    if (stale.ok || !("view" in stale)) throw new Error("expected a stale refusal with a view");
    expect(stale.view).toEqual(viewFor(await engineState(database.db, gameId, lexicon), view.turn));
  });

  it("NOT_FOUND for an unknown table, FORBIDDEN for a bad token or a spectator acting", async () => {
    const { gameId, seatTokens, spectatorToken } = await seatedTable();
    const missing = await rejection(api.table.view({ gameId: "nonEsiste000000A", token: seatTokens[0]! }));
    expect(missing.code).toBe("NOT_FOUND");
    expect(missing.message).toBe(TABLE_ERRORS.NOT_FOUND);
    const forged = await rejection(api.table.view({ gameId, token: "A".repeat(43) }));
    expect(forged.code).toBe("FORBIDDEN");
    expect(forged.message).toBe(TABLE_ERRORS.FORBIDDEN);
    const watcher = await rejection(api.table.act({ gameId, token: spectatorToken, version: 0, clientActionId: actionId(), action: { do: "draw" } }));
    expect(watcher.code).toBe("FORBIDDEN");
    expect(watcher.message).toBe(TABLE_ERRORS.SPECTATOR);
  });

  it.each([
    ["an unknown action", { do: "bara" }],
    ["timeout (the server's clock plays it)", { do: "timeout" }],
    ["an extra key", { do: "draw", seat: 1 }],
    ["a meld of 41 cards", { do: "meld", cards: Array(41).fill("R:A") }],
    ["a card of 9 characters", { do: "discard", card: "R:AAAAAAA" }],
    ["a word of 41 letters", { do: "add", meld: 0, cards: ["R:A"], word: "A".repeat(41) }],
    ["a negative meld index", { do: "add", meld: -1, cards: ["R:A"], word: "CASA" }],
    ["11 melds al monte", { do: "monte", melds: Array(11).fill(["R:A"]), pile: [] }],
    ["a pile of 117 cards", { do: "monte", melds: [], pile: Array(117).fill("R:A") }],
  ])("rejects %s with BAD_REQUEST before touching the table", async (_, action) => {
    const { gameId, seatTokens } = await seatedTable();
    const error = await rejection(api.table.act({ gameId, token: seatTokens[0]!, version: 0, clientActionId: actionId(), action: action as never }));
    expect(error.code).toBe("BAD_REQUEST");
    expect((await api.table.view({ gameId, token: seatTokens[0]! })).view.version).toBe(0);
  });

  it.each([
    ["5 players", "create", { players: 5 }],
    ["target and deals together", "create", { players: 2, target: 500, deals: 3 }],
    ["an unknown word profile", "create", { players: 2, wordProfile: "bar" }],
    ["a 65-character token", "view", { gameId: "abc", token: "A".repeat(65) }],
    ["a token with a slash", "view", { gameId: "abc", token: `${"A".repeat(20)}/` }],
    ["a 33-character table id", "view", { gameId: "a".repeat(33), token: "A".repeat(43) }],
    ["a 33-character name", "join", { gameId: "abc", token: "A".repeat(43), name: "n".repeat(33) }],
    ["a negative version", "act", { gameId: "abc", token: "A".repeat(43), version: -1, clientActionId: "x", action: { do: "draw" } }],
    ["a 65-character clientActionId", "act", { gameId: "abc", token: "A".repeat(43), version: 0, clientActionId: "x".repeat(65), action: { do: "draw" } }],
  ] as const)("rejects %s with BAD_REQUEST", async (_, procedure, input) => {
    const call = (api.table[procedure] as (input: unknown) => Promise<unknown>)(input);
    expect((await rejection(call)).code).toBe("BAD_REQUEST");
  });

  it("limits each token: a flood gets TOO_MANY_REQUESTS, other tokens are not affected", async () => {
    const { gameId, seatTokens } = await seatedTable();
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, () =>
        api.table.view({ gameId, token: seatTokens[0]! }).then(
          () => "ok",
          (error: unknown) => (error instanceof TRPCError ? error.code : "other"),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === "TOO_MANY_REQUESTS").length).toBeGreaterThanOrEqual(15);
    expect(outcomes.every((o) => o === "ok" || o === "TOO_MANY_REQUESTS")).toBe(true);
    expect((await api.table.view({ gameId, token: seatTokens[1]! })).seat).toBe(1);
  });
});

describe("input hygiene (issue #14)", () => {
  it("stores a name in NFC and refuses control and format characters, and blank letters, in Italian, changing nothing", async () => {
    const created = await api.table.create({ players: 2, wordProfile: "libero" });
    const token = created.seatTokens[0]!;
    // U+3164 and U+2800 draw nothing: "Marco\u3164" would pass for "Marco", "\u2800" for no name.
    for (const name of ["a\u0000b", "\u0000x", "Mar\u200bco", "\u202eocraM", "Marco\u3164", "\u2800"]) {
      const error = await rejectionOf(api.table.join({ gameId: created.gameId, token, name }), TRPCError);
      expect(error.code).toBe("BAD_REQUEST");
      expect(error.message).toMatch(/caratteri di controllo o invisibili/);
    }
    const untouched = await api.table.view({ gameId: created.gameId, token });
    expect(untouched.table.seats[0]).toMatchObject({ name: null, joined: false });
    // "Niccolò" typed with a combining accent is stored as the one-character "ò".
    const joined = await api.table.join({ gameId: created.gameId, token, name: "  Niccolo\u0300 " });
    expect(joined.table.seats[0]!.name).toBe("Niccol\u00f2");
  });

  it("refuses the 3-player pozzetti at a table of 2 or 4 (Art. 3.3), creating nothing", async () => {
    for (const players of [2, 4] as const) {
      const error = await rejectionOf(api.table.create({ players, wordProfile: "libero", threePlayerPozzetti: "3x11" }), TRPCError);
      expect(error.code).toBe("BAD_REQUEST");
      expect(error.message).toMatch(/solo a 3 giocatori/);
    }
    expect((await api.table.create({ players: 3, wordProfile: "libero", threePlayerPozzetti: "3x11" })).seatLinks).toHaveLength(3);
  });
});

describe("the Basic ruleset (issue #16, docs/engine.md «Basic ruleset»)", () => {
  const tableCount = async () => (await database.db.select({ id: games.id }).from(games)).length;

  it("creates a Basic table: 7 cards a seat, no pozzetti, 4 in pairs, the rules stored as Basic", async () => {
    const created = await api.table.create({ variant: "basic", players: 4, wordProfile: "scuola" });
    const { gameId, seatTokens } = created;
    for (const [seat, token] of seatTokens.entries()) await api.table.join({ gameId, token: token!, name: `Alunno ${seat + 1}` });
    const seen = await api.table.view({ gameId, token: seatTokens[0]! });
    expect(seen.table.rules).toMatchObject({ variant: "basic", players: 4, giocoAlMonte: false });
    expect(seen.view.hand).toHaveLength(7);
    expect(seen.view.handCounts).toEqual([7, 7, 7, 7]);
    expect(seen.view.pozzetti).toEqual([]);
    expect(seen.view.stockCount).toBe(58 - 28 - 1);
    expect(seen.view.lines.map((line) => line.seats)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(seen.view).toEqual(viewFor(await engineState(database.db, gameId, lexicon), 0));
  });

  it("«da 2 a 5 giocatori individualmente o 4 giocatori 2 contro 2»: 5 players, and 4 each alone, each seat its own line", async () => {
    const five = await api.table.create({
      variant: "basic",
      players: 5,
      wordProfile: "scuola",
      bots: [1, 2, 3, 4].map((seat) => ({ seat, level: "principiante" as const })),
    });
    expect(five.seatLinks.filter((link) => link !== null)).toHaveLength(1);
    const seenFive = await api.table.join({ gameId: five.gameId, token: five.seatTokens[0]!, name: "Ada" });
    expect(seenFive.view.handCounts).toEqual([7, 7, 7, 7, 7]);
    expect(seenFive.view.lines).toHaveLength(5);

    const alone = await api.table.create({ variant: "basic", players: 4, partners: false, wordProfile: "scuola" });
    const seenAlone = await api.table.view({ gameId: alone.gameId, token: alone.seatTokens[2]! });
    expect(seenAlone.table.rules).toMatchObject({ variant: "basic", players: 4, partners: false });
    expect(seenAlone.view.lines.map((line) => line.seats)).toEqual([[0], [1], [2], [3]]);
  });

  it.each([
    ["5 players at the UISP table", { variant: "uisp", players: 5 }, /in 5 si gioca solo con le regole Basic/],
    ["4 each alone at the UISP table (Art. 3.3)", { variant: "uisp", players: 4, partners: false }, /sempre in coppia \(Art\. 3\.3\)/],
    ["each alone at 3", { variant: "basic", players: 3, partners: false }, /solo a 4 giocatori/],
  ] as const)("refuses %s in Italian, creating nothing", async (_, options, message) => {
    const before = await tableCount();
    const error = await rejection(api.table.create({ wordProfile: "scuola", ...options }));
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toMatch(message);
    expect(await tableCount()).toBe(before);
  });

  it.each([
    ["the 3-player pozzetti", { players: 3, threePlayerPozzetti: "3x11" }, /non ci sono pozzetti/],
    ["gioco al monte", { players: 2, giocoAlMonte: true }, /gioco al monte/],
    ["gioco al monte, even off", { players: 2, giocoAlMonte: false }, /gioco al monte/],
  ] as const)("refuses %s at a Basic table in Italian, creating nothing", async (_, options, message) => {
    const before = await tableCount();
    const error = await rejection(api.table.create({ variant: "basic", wordProfile: "scuola", ...options }));
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toMatch(message);
    expect(await tableCount()).toBe(before);
  });

  it("refuses an unknown variant with BAD_REQUEST", async () => {
    const call = (api.table.create as (input: unknown) => Promise<unknown>)({ variant: "junior", players: 2, wordProfile: "scuola" });
    expect((await rejection(call)).code).toBe("BAD_REQUEST");
  });
});

describe("rate limits keep their memory bounded (issue #14)", () => {
  it("gives no bucket to a token of the wrong shape: 2,000 moves with distinct 1 KB tokens are refused by validation and leave the buckets as they were", async () => {
    const before = tableRateLimiter.size;
    for (let i = 0; i < 2000; i++) {
      const junk = `${i}-`.padEnd(1024, "x");
      const error = await rejectionOf(
        api.table.act({ gameId: "abcdefghijklmnop", token: junk, version: 0, clientActionId: "a", action: { do: "draw" } }),
        TRPCError,
      );
      expect(error.code).toBe("BAD_REQUEST");
    }
    expect(tableRateLimiter.size).toBe(before);
  });

  it("forgets the least recently used buckets beyond its bound", () => {
    const limiter = new TokenBucketLimiter({ ratePerSecond: 1, burst: 1, maxKeys: 100 });
    for (let i = 0; i < 1000; i++) limiter.takeOrWait(`chiave-${i}`);
    expect(limiter.size).toBe(100);
    // The newest keys are still remembered (their single token spent); the oldest start full.
    expect(limiter.takeOrWait("chiave-999")).toBe(1);
    expect(limiter.takeOrWait("chiave-0")).toBe(0);
  });
});

describe("TokenBucketLimiter", () => {
  it("allows the burst, then the rate, and says how long to wait", () => {
    let now = 0;
    const limiter = new TokenBucketLimiter({ ratePerSecond: 20, burst: 40, now: () => now });
    const waits = Array.from({ length: 41 }, () => limiter.takeOrWait("t"));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(40);
    // An empty bucket at 20/s is one again in 0.05 s: Retry-After is whole seconds, at least 1.
    expect(waits[40]).toBe(1);
    expect(limiter.takeOrWait("u")).toBe(0);
    now += 100; // 0.1 s at 20/s: 2 more
    expect([limiter.takeOrWait("t"), limiter.takeOrWait("t"), limiter.takeOrWait("t")]).toEqual([0, 0, 1]);
    now += 60_000; // refills to the burst, not beyond
    expect(Array.from({ length: 41 }, () => limiter.takeOrWait("t")).filter((wait) => wait === 0)).toHaveLength(40);
  });

  it("waits as long as the rate says: at 1 a second, an empty bucket is 1 s from its next request, not less", () => {
    let now = 0;
    const limiter = new TokenBucketLimiter({ ratePerSecond: 0.25, burst: 1, now: () => now });
    expect(limiter.takeOrWait("t")).toBe(0);
    expect(limiter.takeOrWait("t")).toBe(4);
    now += 2500;
    expect(limiter.takeOrWait("t")).toBe(2);
  });

  it("waitFor says what takeOrWait would, taking nothing", () => {
    let now = 0;
    const limiter = new TokenBucketLimiter({ ratePerSecond: 0.5, burst: 2, now: () => now });
    expect(limiter.waitFor("t")).toBe(0);
    expect([limiter.takeOrWait("t"), limiter.takeOrWait("t")]).toEqual([0, 0]);
    expect([limiter.waitFor("t"), limiter.waitFor("t")]).toEqual([2, 2]);
    now += 1000;
    expect(limiter.waitFor("t")).toBe(1);
    now += 1000;
    expect(limiter.waitFor("t")).toBe(0);
    expect(limiter.takeOrWait("t")).toBe(0);
  });
});

/** Over HTTP, exactly as a browser or a bot sends it. */
async function http<Path extends string>(db: Db, procedure: Path, input: unknown, method: "GET" | "POST") {
  const base = `http://localhost/api/trpc/${procedure}`;
  const req =
    method === "GET"
      ? new Request(`${base}?input=${encodeURIComponent(JSON.stringify(input))}`)
      : new Request(base, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(input) });
  const response = await fetchRequestHandler({ endpoint: "/api/trpc", req, router: appRouter, createContext: () => contextFor(db) });
  const text = await response.text();
  return {
    status: response.status,
    text,
    body: JSON.parse(text) as { result?: { data: OutputOf<Path> }; error?: { message: string; data: { code: string } } },
  };
}

const CARD = /^(?:[RN]:[A-Z]|[PJ](?:=[A-Z])?)$/;

/** Every card-like string anywhere in a JSON value, as a sorted multiset. */
function cardsIn(value: unknown): string[] {
  const found: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === "string") {
      if (CARD.test(v)) found.push(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(value);
  return found.sort();
}

describe("table over HTTP: hidden information on every procedure", () => {
  it("seat 0 gets exactly viewFor(seat 0), the spectator no hand, nobody the seed or another token", async () => {
    const create = await http(database.db, "table.create", { players: 2, wordProfile: "libero" }, "POST");
    expect(create.status).toBe(200);
    const created = create.body.result!.data as { gameId: string; seatTokens: string[]; spectatorToken: string };
    const { gameId, seatTokens, spectatorToken } = created;
    const seed = await storedSeed(database.db, gameId);
    // The creator gets the links, and nothing of the game.
    expect(cardsIn(create.body)).toEqual([]);
    expect(create.text).not.toContain(seed);

    type Answer = OutputOf<"table.join"> | OutputOf<"table.view"> | OutputOf<"table.act">;
    const responses: { who: Seat | null; label: string; text: string; body: Answer }[] = [];
    const record = <Data extends Answer>(who: Seat | null, label: string, r: { status: number; text: string; body: { result?: { data: Data } } }): Data => {
      expect(r.status, `${label}: ${r.text}`).toBe(200);
      responses.push({ who, label, text: r.text, body: r.body.result!.data });
      return r.body.result!.data;
    };

    record(0, "join 0", await http(database.db, "table.join", { gameId, token: seatTokens[0], name: "Marco" }, "POST"));
    record(1, "join 1", await http(database.db, "table.join", { gameId, token: seatTokens[1], name: "Giulia" }, "POST"));
    record(null, "join spectator", await http(database.db, "table.join", { gameId, token: spectatorToken }, "POST"));
    const start = record(0, "view 0", await http(database.db, "table.view", { gameId, token: seatTokens[0] }, "GET"));
    record(null, "view spectator", await http(database.db, "table.view", { gameId, token: spectatorToken }, "GET"));

    // Seat 0 acts when it is its turn; otherwise seat 1 moves first and seat 0 tries anyway.
    const first: Seat = start.view.turn;
    const act = (seat: Seat, version: number, action: unknown, id = actionId()) =>
      http(database.db, "table.act", { gameId, token: seatTokens[seat], version, clientActionId: id, action }, "POST");
    record(1 - first, "refused (not your turn)", await act(1 - first, 0, { do: "draw" }));
    const drawn = record(first, "draw", await act(first, 0, { do: "draw" }, "http-draw"));
    if (!drawn.ok) throw new Error(`the draw was refused: ${drawn.message}`);
    record(first, "duplicate draw", await act(first, 0, { do: "draw" }, "http-draw"));
    record(first, "stale", await act(first, 0, { do: "pickup" }));
    record(first, "discard", await act(first, 1, { do: "discard", card: drawn.view.hand[0] }));
    record(1 - first, "draw other", await act(1 - first, 2, { do: "draw" }));
    record(0, "view 0 after", await http(database.db, "table.view", { gameId, token: seatTokens[0] }, "GET"));
    record(null, "view spectator after", await http(database.db, "table.view", { gameId, token: spectatorToken }, "GET"));

    // Each response is compared with viewFor at the version it reports (a move's answer: its log after the version sent).
    const states = new Map<number, Awaited<ReturnType<typeof engineState>>>();
    const finalState = await engineState(database.db, gameId, lexicon);
    expect(finalState.version).toBe(3);
    let checked = 0;
    for (const r of responses) {
      expect(r.text, r.label).not.toContain(seed);
      for (const [seat, t] of seatTokens.entries()) if (seat !== r.who) expect(r.text, r.label).not.toContain(t);
      if (r.who !== null) expect(r.text, r.label).not.toContain(spectatorToken);
      if (!("view" in r.body)) {
        // A refusal with no view carries no cards at all.
        expect(cardsIn(r.body), r.label).toEqual([]);
        continue;
      }
      const version: number = r.body.view.version;
      if (!states.has(version)) states.set(version, await engineState(database.db, gameId, lexicon, version));
      const expected = answerView(states.get(version)!, r.who, r.body.view.logFrom);
      expect(r.body.view, r.label).toEqual(expected);
      expect(cardsIn(r.body), r.label).toEqual(cardsIn(expected));
      if (r.who === null) expect(r.body.view.hand, r.label).toEqual([]);
      else expect(r.body.view.hand.length, r.label).toBeGreaterThanOrEqual(11);
      checked++;
    }
    expect(checked).toBe(responses.length - 1); // all but the NOT_YOUR_TURN refusal
    // The other hand never shows up in seat 0's answers as a whole.
    const otherHand = JSON.stringify(viewFor(finalState, 1).hand);
    for (const r of responses.filter((x) => x.who === 0)) expect(r.text).not.toContain(otherHand);
  });

  it("speaks HTTP status codes: 404 unknown table, 403 bad token, 400 bad input", async () => {
    const { gameId, seatTokens } = await seatedTable();
    const missing = await http(database.db, "table.view", { gameId: "nonEsiste000000B", token: seatTokens[0] }, "GET");
    expect(missing.status).toBe(404);
    expect(missing.body.error!.message).toBe(TABLE_ERRORS.NOT_FOUND);
    expect((await http(database.db, "table.view", { gameId, token: "B".repeat(43) }, "GET")).status).toBe(403);
    const bad = await http(
      database.db,
      "table.act",
      { gameId, token: seatTokens[0], version: 0, clientActionId: "x", action: { do: "meld", cards: Array(41).fill("R:A") } },
      "POST",
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error!.data.code).toBe("BAD_REQUEST");
  });

  it("a restart loses nothing: a new client on the same file sees the same views and play goes on", async () => {
    const restartDb = await tempDatabase();
    try {
      const caller = createCaller(contextFor(restartDb.db));
      const { gameId, seatTokens, spectatorToken } = await seatedTable(caller);
      const start = await caller.table.view({ gameId, token: seatTokens[0]! });
      const mover = start.view.turn;
      const drawn = await caller.table.act({ gameId, token: seatTokens[mover]!, version: 0, clientActionId: actionId(), action: { do: "draw" } });
      if (!drawn.ok) throw new Error("refused");
      await caller.table.act({
        gameId,
        token: seatTokens[mover]!,
        version: 1,
        clientActionId: actionId(),
        action: { do: "discard", card: drawn.view.hand[0]! },
      });
      const before = await Promise.all([...seatTokens, spectatorToken].map((token) => http(restartDb.db, "table.view", { gameId, token }, "GET")));

      restartDb.close();
      const reopened = restartDb.reopen();
      const after = await Promise.all([...seatTokens, spectatorToken].map((token) => http(reopened.db, "table.view", { gameId, token }, "GET")));
      expect(after.map((r) => r.body)).toEqual(before.map((r) => r.body));
      expect(after[0]!.body.result!.data.view.version).toBe(2);

      const next = await http(
        reopened.db,
        "table.act",
        { gameId, token: seatTokens[1 - mover], version: 2, clientActionId: actionId(), action: { do: "draw" } },
        "POST",
      );
      expect(next.body.result!.data).toMatchObject({ ok: true, view: { version: 3 } });
    } finally {
      restartDb.remove();
    }
  });
});
