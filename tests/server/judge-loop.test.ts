/**
 * Issue #5, the contest and challenge loops through the API (tRPC createCaller over a real
 * libSQL file and the real dictionary): a player sends a word to the judge or challenges one,
 * the table waits in an explicit stored state ("parola al giudice", timers paused), the judge
 * decides from the queue, the table resumes, and the ruling is recorded at the chosen scope.
 * Both outcomes, friendly and tournament rules (RULES §9, Art. 8, 10.4, 10.11); a restart while
 * pending; a request nobody answers; what the judge sees (never a hand).
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { type Action, type Ruleset, viewFor } from "~/engine";
import { openLexicon } from "~/lexicon";
import type { Lexicon } from "~/lexicon/types";
import { createCaller } from "~/server/api/root";
import { findJudgeRequest } from "~/server/judge/requests-repository";
import type { Db } from "~/server/db";
import { GameService } from "~/server/games/service";
import type { Services } from "~/server/services";
import { engineState, type TempDatabase, tempDatabase, testContext, testServices } from "./tables";

let lexicon: Lexicon;
let database: TempDatabase;
const stoppable: GameService[] = [];

beforeAll(async () => {
  lexicon = await openLexicon();
});

afterEach(() => {
  for (const service of stoppable.splice(0)) service.stopClocks();
  database?.remove();
});

/** The services of each database client a test opens, built once for it as the server does at start. */
const servicesByDb = new WeakMap<Db, Services>();

function servicesOf(db: Db): Services {
  let services = servicesByDb.get(db);
  if (services === undefined) {
    services = testServices(db, lexicon);
    servicesByDb.set(db, services);
  }
  return services;
}

function api(db = database.db) {
  return createCaller(testContext(servicesOf(db)));
}

type Judge = Ruleset["judge"];

/**
 * A seeded 2-player table (profile torneo, timers on) with the given judge, both seated, the
 * first mover having drawn: the API caller, the tokens and the mover's view.
 */
async function tableInPlay(judge: Judge, seed = "giudice-1") {
  database = await tempDatabase();
  const { games } = servicesOf(database.db);
  stoppable.push(games);
  const created = await games.createTable({ players: 2, wordProfile: "torneo", timers: true, judge, seed });
  const caller = api();
  await caller.table.join({ gameId: created.gameId, token: created.seatTokens[0]!, name: "Marco" });
  const joined = await caller.table.join({ gameId: created.gameId, token: created.seatTokens[1]!, name: "Giulia" });
  const mover = joined.view.turn;
  const drawn = await caller.table.act({
    gameId: created.gameId,
    token: created.seatTokens[mover]!,
    version: 0,
    clientActionId: "pesca",
    action: { do: "draw" },
  });
  if (!drawn.ok) throw new Error(drawn.message);
  return { caller, created, games, mover, other: 1 - mover, view: drawn.view };
}

/** Three same-colour letter cards of the hand (distinct cards), in an order the profile accepts or refuses. */
function threeLetters(hand: string[], wanted: "valid" | "refused"): string[] {
  const letters = hand.filter((card) => /^[RN]:[A-Z]$/.test(card));
  for (let i = 0; i < letters.length; i++)
    for (let j = 0; j < letters.length; j++)
      for (let k = 0; k < letters.length; k++) {
        if (i === j || j === k || i === k) continue;
        const cards = [letters[i]!, letters[j]!, letters[k]!];
        if (new Set(cards.map((card) => card[0])).size !== 1) continue;
        const check = lexicon.check(cards.map((card) => card[2]).join(""), "torneo");
        if ((wanted === "valid") === (check.ok && check.verdict === "valid")) return cards;
      }
  throw new Error(`no ${wanted} word of three letters in ${hand.join(" ")}`);
}

/** Every key of a JSON value, at any depth. */
function keysDeep(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysDeep(item, into);
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      keysDeep(item, into);
    }
  }
  return into;
}

const judgeCode = (created: { gameId: string; judgeToken: string }) => ({ gameId: created.gameId, token: created.judgeToken });

describe("contest: a refused word goes to the judge (issue #5)", () => {
  it("waits in a stored, public 'parola al giudice' state with the timers paused; the judge approves and records the word at the table's scope", async () => {
    const { caller, created, mover, other, view } = await tableInPlay("friendly");
    const cards = threeLetters(view.hand, "refused");
    const word = cards.map((card) => card[2]).join("");
    const meld: Action = { do: "meld", cards };

    // The dictionary refuses it; under a judge the player may contest instead.
    const refused = await caller.table.act({
      gameId: created.gameId,
      token: created.seatTokens[mover]!,
      version: view.version,
      clientActionId: "cala",
      action: meld,
    });
    expect(refused.ok).toBe(false);
    const contested = await caller.table.act({
      gameId: created.gameId,
      token: created.seatTokens[mover]!,
      version: view.version,
      clientActionId: "contesta",
      action: { do: "contest", action: meld },
    });
    expect(contested).toMatchObject({ ok: true });

    // Everyone sees the pending request; nobody is on the clock; nothing else may be played.
    for (const token of [created.seatTokens[0]!, created.seatTokens[1]!, created.spectatorToken]) {
      const seen = await caller.table.view({ gameId: created.gameId, token });
      expect(seen.view.judgement).toMatchObject({ kind: "contest", by: mover, words: [word] });
      expect(seen.clock).toBeNull();
    }
    const blocked = await caller.table.act({
      gameId: created.gameId,
      token: created.seatTokens[mover]!,
      version: view.version + 1,
      clientActionId: "scarta",
      action: { do: "discard", card: view.hand[0]! },
    });
    expect(blocked).toMatchObject({ ok: false, code: "WAITING_FOR_JUDGE" });
    expect((await caller.table.view({ gameId: created.gameId, token: created.seatTokens[other]! })).view.judgement).not.toBeNull();

    // The judge's queue has it, with its context and no hand.
    const queue = await caller.judge.queue({ credential: judgeCode(created) });
    expect(queue).toHaveLength(1);
    const detail = await caller.judge.request({ credential: judgeCode(created), requestId: queue[0]!.id });
    expect(detail).toMatchObject({
      kind: "contest",
      word,
      words: [word],
      seat: mover,
      seatName: mover === 0 ? "Marco" : "Giulia",
      status: "pending",
      judgeMode: "friendly",
      profile: "torneo",
    });
    expect(detail.cards).toEqual(cards);
    expect(detail.verdict.ok).toBe(false);
    const state = await engineState(database.db, created.gameId, lexicon);
    expect(detail.lines).toEqual(viewFor(state, null).lines);
    // What a judge gets carries no hand, no tallone and no seed (issue #5: never a player's hand).
    const keys = keysDeep(detail);
    for (const hidden of ["hand", "hands", "stock", "seed", "pozzetti"]) expect(keys.has(hidden)).toBe(false);

    const decided = await caller.judge.rule({
      credential: judgeCode(created),
      requestId: queue[0]!.id,
      approve: true,
      reason: "Forma in uso",
      judge: "Anna",
      record: { scope: "table" },
    });
    expect(decided.request).toMatchObject({ status: "approved" });
    expect(decided.rulings).toEqual([
      expect.objectContaining({ word, decision: "allow", scope: "table", scopeId: created.gameId, judge: "Anna", source: "contest", requestId: queue[0]!.id }),
    ]);

    // The meld stands, play goes on, the clock runs again, and the word now checks at the table.
    const after = await caller.table.view({ gameId: created.gameId, token: created.seatTokens[mover]! });
    expect(after.view.judgement).toBeNull();
    expect(after.view.lines[after.view.lineOfSeat[mover]!]!.melds.map((m) => m.word)).toContain(word);
    expect(after.clock).toMatchObject({ seat: mover, phase: "play" });
    const checked = await caller.judge.check({ credential: judgeCode(created), word, profile: "torneo", gameId: created.gameId });
    expect(checked.check).toMatchObject({ ok: true, verdict: "valid", source: "judge" });
    expect(await caller.judge.queue({ credential: judgeCode(created) })).toEqual([]);
    // Decided once: a second decision is refused.
    await expect(
      caller.judge.rule({ credential: judgeCode(created), requestId: queue[0]!.id, approve: false, reason: "ripensamento", judge: "Anna", record: null }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("approved under tournament rules: the meld stands as under friendly rules, nothing penalised", async () => {
    const { caller, created, mover, view } = await tableInPlay("tournament");
    const cards = threeLetters(view.hand, "refused");
    const word = cards.map((card) => card[2]).join("");
    await caller.table.act({
      gameId: created.gameId,
      token: created.seatTokens[mover]!,
      version: view.version,
      clientActionId: "c",
      action: { do: "contest", action: { do: "meld", cards } },
    });
    const [request] = await caller.judge.queue({ credential: judgeCode(created) });
    const decided = await caller.judge.rule({
      credential: judgeCode(created),
      requestId: request!.id,
      approve: true,
      reason: "Forma in uso",
      judge: "Anna",
      record: null,
    });
    expect(decided).toMatchObject({ request: { status: "approved" }, rulings: [] });
    const after = await caller.table.view({ gameId: created.gameId, token: created.seatTokens[mover]! });
    expect(after.view.lines[after.view.lineOfSeat[mover]!]!.melds.map((m) => m.word)).toContain(word);
    expect(after.view.penalised[mover]).toEqual([]);
    expect(after.view.hand).toHaveLength(view.hand.length - cards.length);
  });

  it("rejected under friendly rules: the cards stay in the hand and the player goes on (RULES §9)", async () => {
    const { caller, created, mover, view } = await tableInPlay("friendly");
    const cards = threeLetters(view.hand, "refused");
    await caller.table.act({
      gameId: created.gameId,
      token: created.seatTokens[mover]!,
      version: view.version,
      clientActionId: "c",
      action: { do: "contest", action: { do: "meld", cards } },
    });
    const [request] = await caller.judge.queue({ credential: judgeCode(created) });
    const decided = await caller.judge.rule({
      credential: judgeCode(created),
      requestId: request!.id,
      approve: false,
      reason: "Non è una parola",
      judge: "Anna",
      record: null,
    });
    expect(decided).toMatchObject({ request: { status: "rejected" }, rulings: [] });
    const after = await caller.table.view({ gameId: created.gameId, token: created.seatTokens[mover]! });
    expect(after.view.hand).toEqual(view.hand);
    expect(after.view.phase).toBe("play");
    expect(after.view.penalised[mover]).toEqual([]);
  });

  it("rejected under tournament rules: the cards become penalised and the player must discard (Art. 10.2, 10.11)", async () => {
    const { caller, created, mover, view } = await tableInPlay("tournament");
    const cards = threeLetters(view.hand, "refused");
    await caller.table.act({
      gameId: created.gameId,
      token: created.seatTokens[mover]!,
      version: view.version,
      clientActionId: "c",
      action: { do: "contest", action: { do: "meld", cards } },
    });
    const [request] = await caller.judge.queue({ credential: judgeCode(created) });
    await caller.judge.rule({
      credential: judgeCode(created),
      requestId: request!.id,
      approve: false,
      reason: "Non è una parola",
      judge: "Anna",
      record: { scope: "table" },
    });
    const after = await caller.table.view({ gameId: created.gameId, token: created.seatTokens[mover]! });
    expect([...after.view.penalised[mover]!].sort()).toEqual([...cards].sort());
    // A deny ruling was recorded at the table, as asked.
    const word = cards.map((card) => card[2]).join("");
    const checked = await caller.judge.check({ credential: judgeCode(created), word, profile: "torneo", gameId: created.gameId });
    expect(checked.check).toMatchObject({ ok: false, source: "judge" });
  });
});

describe("challenge: an opponent sends an accepted word to the judge (issue #5)", () => {
  async function meldedThenChallenged(judge: Judge) {
    const table = await tableInPlay(judge, "giudice-2");
    const { caller, created, mover, other, view } = table;
    const cards = threeLetters(view.hand, "valid");
    const melded = await caller.table.act({
      gameId: created.gameId,
      token: created.seatTokens[mover]!,
      version: view.version,
      clientActionId: "cala",
      action: { do: "meld", cards },
    });
    if (!melded.ok) throw new Error(melded.message);
    const line = melded.view.lineOfSeat[mover]!;
    const meld = melded.view.lines[line]!.melds.length - 1;
    const challenged = await caller.table.act({
      gameId: created.gameId,
      token: created.seatTokens[other]!,
      version: melded.view.version,
      clientActionId: "sfida",
      action: { do: "challenge", line, meld },
    });
    expect(challenged).toMatchObject({ ok: true });
    const [request] = await caller.judge.queue({ credential: judgeCode(created) });
    expect(request).toMatchObject({ kind: "challenge", seat: other });
    return { ...table, cards, melded: melded.view, request: request! };
  }

  it("rejected (the word stands): play goes on where it was", async () => {
    const { caller, created, mover, melded, request } = await meldedThenChallenged("friendly");
    const decided = await caller.judge.rule({
      credential: judgeCode(created),
      requestId: request.id,
      approve: true,
      reason: "Parola italiana",
      judge: "Anna",
      record: null,
    });
    expect(decided.request.status).toBe("rejected");
    const after = await caller.table.view({ gameId: created.gameId, token: created.seatTokens[mover]! });
    expect(after.view.lines).toEqual(melded.lines);
    expect(after.view.hand).toEqual(melded.hand);
    expect(after.view.turn).toBe(mover);
  });

  it("upheld under friendly rules before the discard: the meld comes off and its cards go back to the hand, nothing penalised (Art. 8)", async () => {
    const { caller, created, mover, cards, melded, request, view } = await meldedThenChallenged("friendly");
    const decided = await caller.judge.rule({
      credential: judgeCode(created),
      requestId: request.id,
      approve: false,
      reason: "Nome proprio",
      judge: "Anna",
      record: { scope: "table" },
    });
    expect(decided.request.status).toBe("approved");
    const after = await caller.table.view({ gameId: created.gameId, token: created.seatTokens[mover]! });
    const line = melded.lineOfSeat[mover]!;
    expect(after.view.lines[line]!.melds).toHaveLength(melded.lines[line]!.melds.length - 1);
    expect([...after.view.hand].sort()).toEqual([...view.hand].sort());
    expect(after.view.penalised[mover]).toEqual([]);
    for (const card of cards) expect(after.view.hand).toContain(card);
    // The deny ruling was recorded at the table: the word no longer passes there.
    const word = cards.map((card) => card[2]).join("");
    const checked = await caller.judge.check({ credential: judgeCode(created), word, profile: "torneo", gameId: created.gameId });
    expect(checked.check).toMatchObject({ ok: false, source: "judge" });
  });

  it("upheld under tournament rules before the discard: the meld comes off and its cards are penalised (Art. 8, 10.11)", async () => {
    const { caller, created, mover, cards, melded, request } = await meldedThenChallenged("tournament");
    const decided = await caller.judge.rule({
      credential: judgeCode(created),
      requestId: request.id,
      approve: false,
      reason: "Nome proprio",
      judge: "Anna",
      record: null,
    });
    expect(decided.request.status).toBe("approved");
    const after = await caller.table.view({ gameId: created.gameId, token: created.seatTokens[mover]! });
    const line = melded.lineOfSeat[mover]!;
    expect(after.view.lines[line]!.melds).toHaveLength(melded.lines[line]!.melds.length - 1);
    expect([...after.view.penalised[mover]!].sort()).toEqual([...cards].sort());
  });
});

describe("a pending request survives a restart, and one nobody answers times out", () => {
  it("a restarted server still shows the request, and the judge's decision applies", async () => {
    const { created, mover, view } = await tableInPlay("friendly");
    const caller = api();
    const cards = threeLetters(view.hand, "refused");
    await caller.table.act({
      gameId: created.gameId,
      token: created.seatTokens[mover]!,
      version: view.version,
      clientActionId: "c",
      action: { do: "contest", action: { do: "meld", cards } },
    });

    const restarted = database.reopen();
    const again = api(restarted.db);
    const seen = await again.table.view({ gameId: created.gameId, token: created.seatTokens[mover]! });
    expect(seen.view.judgement).toMatchObject({ kind: "contest" });
    const [request] = await again.judge.queue({ credential: judgeCode(created) });
    expect(request).toMatchObject({ status: "pending" });
    const decided = await again.judge.rule({
      credential: judgeCode(created),
      requestId: request!.id,
      approve: true,
      reason: "ok",
      judge: "Anna",
      record: null,
    });
    expect(decided.request.status).toBe("approved");
    servicesOf(restarted.db).games.stopClocks();
    restarted.close();
  });

  it("after the time-out the dictionary's verdict stands: the contest is rejected, the request expires, the table resumes", async () => {
    database = await tempDatabase();
    const games = new GameService({ db: database.db, getLexicon: () => Promise.resolve(lexicon), judgeTimeoutMs: 80 });
    stoppable.push(games);
    const created = await games.createTable({ players: 2, wordProfile: "torneo", timers: false, judge: "friendly", seed: "giudice-1" });
    await games.joinSeat(created.gameId, created.seatTokens[0]!, "Marco");
    const joined = await games.joinSeat(created.gameId, created.seatTokens[1]!, "Giulia");
    const mover = joined.view.turn;
    const token = created.seatTokens[mover]!;
    const drawn = await games.act(created.gameId, token, { version: 0, clientActionId: "p", action: { do: "draw" } });
    if (!drawn.ok) throw new Error(drawn.message);
    const cards = threeLetters(drawn.view.hand, "refused");
    const resolved = new Promise<void>((resolve) => games.judgeEvents.subscribe((change) => change.change === "resolved" && resolve()));
    const contested = await games.act(created.gameId, token, { version: 1, clientActionId: "c", action: { do: "contest", action: { do: "meld", cards } } });
    expect(contested.ok).toBe(true);
    await resolved;
    const after = await games.getView(created.gameId, token);
    expect(after.view.judgement).toBeNull();
    expect(after.view.hand).toEqual(drawn.view.hand);
    const requests = await api().judge.queue({ credential: { gameId: created.gameId, token: created.judgeToken } });
    expect(requests).toEqual([]);
    const state = await engineState(database.db, created.gameId, lexicon);
    expect(state.version).toBe(3);
    const row = await findJudgeRequest(database.db, (await database.db.query.judgeRequests.findFirst())!.id);
    expect(row).toMatchObject({ status: "expired", resolvedBy: "server" });
  });
});

describe("who may decide", () => {
  it("another table's judge cannot see or decide the request; a seat cannot send a ruling", async () => {
    const { caller, created, mover, view } = await tableInPlay("friendly");
    const elsewhere = await servicesOf(database.db).games.createTable({
      players: 2,
      wordProfile: "torneo",
      timers: false,
      judge: "friendly",
    });
    const cards = threeLetters(view.hand, "refused");
    await caller.table.act({
      gameId: created.gameId,
      token: created.seatTokens[mover]!,
      version: view.version,
      clientActionId: "c",
      action: { do: "contest", action: { do: "meld", cards } },
    });
    const [request] = await caller.judge.queue({ credential: judgeCode(created) });
    const stranger = judgeCode(elsewhere);
    expect(await caller.judge.queue({ credential: stranger })).toEqual([]);
    await expect(caller.judge.request({ credential: stranger, requestId: request!.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      caller.judge.rule({ credential: stranger, requestId: request!.id, approve: true, reason: "x", judge: "Intruso", record: null }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    // The ruling is not an action a seat may send (the API refuses the input).
    await expect(
      caller.table.act({
        gameId: created.gameId,
        token: created.seatTokens[mover]!,
        version: view.version + 1,
        clientActionId: "r",
        action: { do: "ruling", approve: true } as never,
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const still = await caller.table.view({ gameId: created.gameId, token: created.seatTokens[mover]! });
    expect(still.view.judgement).not.toBeNull();
  });
});

describe("the judge's live queue (judge.watch)", () => {
  it("sends the queue now, again when a word is contested, and again when it is decided", async () => {
    const { caller, created, mover, view } = await tableInPlay("friendly");
    const stream = (await caller.judge.watch({ credential: judgeCode(created) })) as AsyncIterable<{
      version: number;
      requests: { id: string; word: string; status: string; lines: unknown }[];
    }>;
    const updates = stream[Symbol.asyncIterator]();
    const first = await updates.next();
    expect(first.value).toMatchObject({ version: 0, requests: [] });

    const cards = threeLetters(view.hand, "refused");
    await caller.table.act({
      gameId: created.gameId,
      token: created.seatTokens[mover]!,
      version: view.version,
      clientActionId: "c",
      action: { do: "contest", action: { do: "meld", cards } },
    });
    const opened = await updates.next();
    expect(opened.value!.requests).toHaveLength(1);
    expect(opened.value!.requests[0]).toMatchObject({ word: cards.map((card) => card[2]).join(""), status: "pending" });

    await caller.judge.rule({
      credential: judgeCode(created),
      requestId: opened.value!.requests[0]!.id,
      approve: true,
      reason: "ok",
      judge: "Anna",
      record: null,
    });
    const decided = await updates.next();
    expect(decided.value!.requests).toEqual([]);
    // Stopping the iteration stops the listening.
    await updates.return?.();
  });

  it("refuses a wrong code at once and slows down a flood of requests from one code", async () => {
    const { caller, created } = await tableInPlay("friendly");
    await expect(caller.judge.watch({ credential: { gameId: created.gameId, token: "x".repeat(43) } })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const credential = judgeCode(created);
    const answers = await Promise.allSettled(Array.from({ length: 60 }, () => caller.judge.queue({ credential })));
    const refused = answers.filter((answer) => answer.status === "rejected");
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatchObject({ reason: { code: "TOO_MANY_REQUESTS" } });
  });
});
