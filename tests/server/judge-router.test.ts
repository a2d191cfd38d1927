/**
 * The `judge` router over HTTP (the fetch handler, as the console and scripts reach it) on a
 * real libSQL file and the real dictionary: an event, its table, rulings, the verdict a table
 * gets; Italian errors; and what a judge never gets — a hand (issue #5 "a judge cannot see
 * hands"): no judge answer carries a hand, and a judge's code opens no seat and no view.
 */
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Lexicon } from "~/lexicon/types";
import { appRouter } from "~/server/api/root";
import type { TRPCContext } from "~/server/api/trpc";
import { insertJudgeRequest } from "~/server/judge/requests-repository";
import { sharedLexicon } from "./judge-world";
import type { OutputOf } from "./outputs";
import { type TempDatabase, tempDatabase, testContext, testServices } from "./tables";

const ADMIN = "codice-amministratore-http-di-prova";
let lexicon: Lexicon;
let database: TempDatabase;
let ctx: TRPCContext;
let previousAdmin: string | undefined;

beforeAll(async () => {
  previousAdmin = process.env.JUDGE_ADMIN_TOKEN;
  process.env.JUDGE_ADMIN_TOKEN = ADMIN;
  lexicon = await sharedLexicon();
  database = await tempDatabase();
  // After JUDGE_ADMIN_TOKEN is set: the judge service reads it when built.
  ctx = testContext(testServices(database.db, lexicon));
});

afterAll(() => {
  database.remove();
  if (previousAdmin === undefined) delete process.env.JUDGE_ADMIN_TOKEN;
  else process.env.JUDGE_ADMIN_TOKEN = previousAdmin;
});

interface Answer<Data> {
  status: number;
  text: string;
  /** The procedure's output; undefined when it answered an error. */
  data: Data;
  error: { message: string; data: { code: string; zodError: { fieldErrors: Record<string, string[]> } | null } } | undefined;
}

/** A query (GET) or mutation (POST), as a browser sends it. */
async function call<Path extends string>(kind: "query" | "mutation", path: Path, input: unknown): Promise<Answer<OutputOf<Path>>> {
  const url = `http://localhost/api/trpc/${path}`;
  const req =
    kind === "query"
      ? new Request(`${url}?input=${encodeURIComponent(JSON.stringify(input))}`)
      : new Request(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(input) });
  const response = await fetchRequestHandler({ endpoint: "/api/trpc", req, router: appRouter, createContext: () => ctx });
  const text = await response.text();
  const body = JSON.parse(text) as { result?: { data: OutputOf<Path> }; error?: Answer<unknown>["error"] };
  return { status: response.status, text, data: body.result?.data as OutputOf<Path>, error: body.error };
}

describe("judge over HTTP", () => {
  it("adds a table to an event only with the event's table code (issue #14): its id alone, or a wrong code, gives no judge the table's words", async () => {
    const event = await call("mutation", "judge.event.create", { name: "Torneo chiuso" });
    const eventJudge = { eventId: event.data.eventId, token: event.data.judgeToken };
    expect(event.data.tableCode).toHaveLength(32);
    expect(event.data.tableCode.startsWith(event.data.eventId)).toBe(true);

    const wrong = `${event.data.eventId}${"A".repeat(16)}`;
    const refused = await call("mutation", "table.create", { players: 2, wordProfile: "torneo", eventCode: wrong });
    expect(refused.status).toBe(400);
    expect(refused.error!.message).toMatch(/codice dell'evento sbagliato/);
    const short = await call("mutation", "table.create", { players: 2, wordProfile: "torneo", eventCode: event.data.eventId });
    expect(short.status).toBe(400);
    // The id alone is not an input any more: the table is made outside the event.
    const outside = await call("mutation", "table.create", { players: 2, wordProfile: "torneo", eventId: event.data.eventId });
    expect(outside.status).toBe(200);
    expect((await call("query", "judge.whoami", { credential: eventJudge })).data).toMatchObject({ tables: [] });

    const inside = await call("mutation", "table.create", { players: 2, wordProfile: "torneo", eventCode: event.data.tableCode });
    expect((await call("query", "judge.whoami", { credential: eventJudge })).data).toMatchObject({ tables: [inside.data.gameId] });
  });

  it("event → table in the event → ruling → the verdict the table gets, with source and ruling", async () => {
    const event = await call("mutation", "judge.event.create", { name: "Torneo di Natale" });
    expect(event.status).toBe(200);
    expect(event.data.judgeLink).toBe(`/giudice?evento=${event.data.eventId}&codice=${event.data.judgeToken}`);
    const table = await call("mutation", "table.create", { players: 2, wordProfile: "torneo", eventCode: event.data.tableCode });
    expect(table.status).toBe(200);
    expect(table.data.judgeLink).toBe(`/giudice?tavolo=${table.data.gameId}&codice=${table.data.judgeToken}`);

    const eventJudge = { eventId: event.data.eventId, token: event.data.judgeToken };
    const who = await call("query", "judge.whoami", { credential: eventJudge });
    expect(who.data).toMatchObject({ role: "event", eventName: "Torneo di Natale", tables: [table.data.gameId] });

    const created = await call("mutation", "judge.rulings.create", {
      credential: eventJudge,
      word: "gattino",
      decision: "allow",
      scope: "event",
      scopeId: event.data.eventId,
      reason: "Lessicalizzato nel circolo",
      judge: "Anna Neri",
    });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ word: "GATTINO", decision: "allow", active: true, judge: "Anna Neri", recordedAs: `evento:${event.data.eventId}` });
    expect(typeof created.data.ruledAt).toBe("number");

    const tableJudge = { gameId: table.data.gameId, token: table.data.judgeToken };
    const checked = await call("query", "judge.check", { credential: tableJudge, word: "gattino" });
    expect(checked.data.check).toMatchObject({
      ok: true,
      verdict: "valid",
      source: "judge",
      ruling: { id: created.data.id, scope: "event", reason: "Lessicalizzato nel circolo" },
    });
    expect(checked.data.precedents.map((r: { id: string }) => r.id)).toEqual([created.data.id]);

    const exported = await call("query", "judge.rulings.export", { credential: tableJudge, format: "csv", eventId: event.data.eventId });
    expect(exported.data.content).toMatch(/^parola,decisione,ambito,id_ambito,motivo,giudice,data\r\nGATTINO,ammessa,evento,/);
  });

  it("a table judge ruling on another table: 403 with the Italian message, nothing written", async () => {
    const one = await call("mutation", "table.create", { players: 2 });
    const two = await call("mutation", "table.create", { players: 2 });
    const refused = await call("mutation", "judge.rulings.create", {
      credential: { gameId: one.data.gameId, token: one.data.judgeToken },
      word: "brum",
      decision: "deny",
      scope: "table",
      scopeId: two.data.gameId,
      reason: "No",
      judge: "Luca",
    });
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe("Questo giudice non può decidere in questo ambito: scegli l'ambito del tuo tavolo o del tuo evento.");
    const global = await call("mutation", "judge.rulings.create", {
      credential: { gameId: one.data.gameId, token: one.data.judgeToken },
      word: "brum",
      decision: "deny",
      scope: "global",
      reason: "No",
      judge: "Luca",
    });
    expect(global.status).toBe(403);
    const search = await call("query", "judge.rulings.search", { credential: { admin: true, token: ADMIN }, word: "brum" });
    expect(search.data).toEqual([]);
  });

  it("bounds inputs at the edge: a missing reason is a 400 with a field error", async () => {
    const table = await call("mutation", "table.create", { players: 2 });
    const answer = await call("mutation", "judge.rulings.create", {
      credential: { gameId: table.data.gameId, token: table.data.judgeToken },
      word: "brum",
      decision: "deny",
      scope: "table",
      scopeId: table.data.gameId,
      reason: "  ",
      judge: "Luca",
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.data.zodError?.fieldErrors.reason).toEqual(["Serve un motivo."]);
  });

  it("a bad import is a normal answer listing the problems by line", async () => {
    const answer = await call("mutation", "judge.rulings.import", {
      credential: { admin: true, token: ADMIN },
      format: "csv",
      judge: "Capo",
      content: "parola,decisione,ambito,id_ambito,motivo,giudice,data\r\nCASA,boh,globale,,x,Capo,2026-11-22T10:00:00.000Z\r\n",
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({
      ok: false,
      message: "Il file non è stato importato, nessuna decisione è cambiata: correggi le righe indicate e riprova.",
      problems: ["Riga 2: decisione «boh» non valida (ammessa o esclusa)."],
    });
  });
});

describe("a judge never sees a hand (issue #5)", () => {
  it("no judge answer carries a hand; the judge's code opens no seat and no table view", async () => {
    const event = await call("mutation", "judge.event.create", { name: "Serata" });
    const table = await call("mutation", "table.create", { players: 2, wordProfile: "libero", eventCode: event.data.tableCode });
    const { gameId, seatTokens, judgeToken } = table.data as { gameId: string; seatTokens: string[]; judgeToken: string };
    await call("mutation", "table.join", { gameId, token: seatTokens[0], name: "Marco" });
    const seated = await call("mutation", "table.join", { gameId, token: seatTokens[1], name: "Giulia" });
    const hand = seated.data.view.hand as string[];
    expect(hand.length).toBeGreaterThan(0);

    // A request as the server wiring will open it: public facts only.
    await insertJudgeRequest(database.db, {
      id: "req-1",
      gameId,
      kind: "challenge",
      seq: seated.data.view.version,
      seat: 0,
      word: "CASA",
      cardsJson: JSON.stringify(["R:C", "R:A", "N:S", "N:A"]),
      meldJson: JSON.stringify({ word: "CASA", cards: ["R:C", "R:A", "N:S", "N:A"] }),
      verdictJson: JSON.stringify(lexicon.check("casa", "libero")),
      createdAt: new Date(),
      deadlineAt: new Date(Date.now() + 180_000),
    });

    const tableJudge = { gameId, token: judgeToken };
    const eventJudge = { eventId: event.data.eventId, token: event.data.judgeToken };
    const answers = [
      await call("query", "judge.whoami", { credential: tableJudge }),
      await call("query", "judge.whoami", { credential: eventJudge }),
      await call("query", "judge.queue", { credential: tableJudge }),
      await call("query", "judge.queue", { credential: eventJudge }),
      await call("query", "judge.check", { credential: eventJudge, word: "casa", gameId }),
      await call("query", "judge.rulings.search", { credential: eventJudge, gameId }),
      await call("query", "judge.rulings.consistency", { credential: tableJudge }),
      await call("query", "judge.rulings.export", { credential: eventJudge, format: "json" }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.text).not.toMatch(/"(hand|hands|seed|stock|tallone|pozzetti)"/);
    }
    const queue = answers[2]!.data as Array<{ id: string; cards: string[] }>;
    expect(queue.map((r) => r.id)).toEqual(["req-1"]);
    expect(queue[0]!.cards).toEqual(["R:C", "R:A", "N:S", "N:A"]);

    // The judge's code is not a seat or a spectator link.
    for (const [path, kind] of [
      ["table.view", "query"],
      ["table.join", "mutation"],
    ] as const) {
      const answer = await call(kind, path, { gameId, token: judgeToken });
      expect(answer.status).toBe(403);
      expect(answer.data).toBeUndefined();
    }
  });
});
