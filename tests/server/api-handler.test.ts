/**
 * The production server's API handler (src/server/http/api-handler.ts) on a real node:http
 * server, a real libSQL file and the real dictionary. It is tRPC's Node adapter with the body
 * read first and the client's address in the context: every answer must be exactly what
 * tRPC's fetch handler (Next's route under `next dev`) answers — status, headers, body — so
 * every client (the page, a bot, docs/api.md's examples) sees no difference between the two.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { mergeView, type SeatViewTail } from "~/engine";
import { openLexicon } from "~/lexicon";
import type { Lexicon } from "~/lexicon/types";
import { appRouter, createCaller } from "~/server/api/root";
import type { TRPCContext } from "~/server/api/trpc";
import { bodyLimitOf, MAX_BODY_BYTES, MAX_CALL_BODY_BYTES } from "~/server/http/api-handler";
import { tooLargeMessage } from "~/server/http/api-refusals";
import { actionCount, personTokens, type TempDatabase, tempDatabase, testApiHandler, testContext, testServices } from "./tables";

let lexicon: Lexicon;
let database: TempDatabase;
let ctx: TRPCContext;
let server: Server;
let base: string;

beforeAll(async () => {
  lexicon = await openLexicon();
  database = await tempDatabase();
  const services = testServices(database.db, lexicon);
  ctx = testContext(services);
  server = createServer(testApiHandler(services));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  database.remove();
});

interface Answer {
  status: number;
  contentType: string | null;
  vary: string | null;
  body: unknown;
}

/** The answer, without the stack trace tRPC adds to errors outside production (it names the adapter). */
async function answerOf(response: Response): Promise<Answer> {
  const body = JSON.parse(await response.text(), (key, value: unknown) => (key === "stack" ? undefined : value)) as unknown;
  return { status: response.status, contentType: response.headers.get("content-type"), vary: response.headers.get("vary"), body };
}

/** Through the production handler, over the network. */
async function viaServer(path: string, init: RequestInit = {}): Promise<Answer> {
  return answerOf(await fetch(`${base}/api/trpc/${path}`, init));
}

/** Through tRPC's own fetch handler, in-process: the reference. */
async function viaTrpc(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetchRequestHandler({
    endpoint: "/api/trpc",
    req: new Request(`http://localhost/api/trpc/${path}`, init),
    router: appRouter,
    createContext: () => ctx,
  });
  return answerOf(response);
}

const post = (body: string, contentType: string | null = "application/json"): RequestInit => ({
  method: "POST",
  body,
  ...(contentType === null ? {} : { headers: { "content-type": contentType } }),
});

async function newTable(): Promise<{ gameId: string; tokens: string[] }> {
  const api = createCaller(ctx);
  const table = await api.table.create({ players: 2, wordProfile: "libero" });
  const tokens = personTokens(table);
  for (const token of tokens) await api.table.join({ gameId: table.gameId, token });
  return { gameId: table.gameId, tokens };
}

describe("the production API handler", () => {
  it("answers a refused mutation exactly as tRPC's handler does (bad input, unknown table, wrong token, stale version)", async () => {
    const { gameId, tokens } = await newTable();
    const { view } = await createCaller(ctx).table.view({ gameId, token: tokens[0]! });
    const mover = tokens[view.turn]!;
    const cases: Array<[string, string]> = [
      ["table.create", JSON.stringify({ players: 7 })],
      ["table.act", JSON.stringify({ gameId: "nonEsiste000000B", token: mover, version: 0, clientActionId: "x1", action: { do: "draw" } })],
      ["table.act", JSON.stringify({ gameId, token: "B".repeat(43), version: view.version, clientActionId: "x2", action: { do: "draw" } })],
      // Stale: a normal result ({ ok: false, code: STALE_VERSION, view }), nothing written.
      ["table.act", JSON.stringify({ gameId, token: mover, version: view.version + 5, clientActionId: "x3", action: { do: "draw" } })],
      ["table.act", JSON.stringify({ gameId, token: mover, version: view.version, clientActionId: "x4", action: { do: "volare" } })],
    ];
    for (const [path, body] of cases) {
      const served = await viaServer(path, post(body));
      const reference = await viaTrpc(path, post(body));
      expect(served, `${path} ${body}`).toEqual(reference);
    }
    // Every one of them was refused: the table has not moved.
    expect(await actionCount(database.db, gameId)).toBe(0);
  });

  it("answers queries, batches, unknown procedures and malformed requests as tRPC's handler does", async () => {
    const { gameId, tokens } = await newTable();
    const query = encodeURIComponent(JSON.stringify({ gameId, token: tokens[0] }));
    const cases: Array<[string, RequestInit]> = [
      ["table.nonEsiste", post("{}")],
      ["table.act", post("{ non è json")],
      [`table.view?input=${query}`, {}],
      [`table.view,health.ping?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { gameId, token: tokens[0] } }))}`, {}],
      ["table.view", post(JSON.stringify({ gameId, token: tokens[0] }))],
      // A malformed %-escape in the procedure's name: 400, not a crash.
      ["table.%E0act", post(JSON.stringify({ players: 2 }))],
      // %-escapes are decoded once, by tRPC: "%2561" is "%61", no procedure.
      ["table.cre%2561te", post(JSON.stringify({ players: 2, wordProfile: "libero" }))],
    ];
    for (const [path, init] of cases) {
      const served = await viaServer(path, init);
      const reference = await viaTrpc(path, init);
      // health.ping answers with the time it took: compare everything else.
      expect(JSON.stringify(served).replace(/"ms":[\d.]+/g, ""), path).toBe(JSON.stringify(reference).replace(/"ms":[\d.]+/g, ""));
    }
    expect((await viaServer("table.%E0act", post("{}"))).status).toBe(400);
    // …and "%61" is "a": the procedure runs (a new table each time, so not compared whole).
    const escaped = await viaServer("table.cre%61te", post(JSON.stringify({ players: 2, wordProfile: "libero" })));
    expect(escaped.status).toBe(200);
    expect(escaped.body).toMatchObject({ result: { data: { seatTokens: expect.any(Array) } } });
  });

  it("plays a move: the answer is the seat's new view, stored once even if sent twice", async () => {
    const { gameId, tokens } = await newTable();
    const { view: before } = await createCaller(ctx).table.view({ gameId, token: tokens[0]! });
    const mover = tokens[before.turn]!;
    const body = JSON.stringify({ gameId, token: mover, version: before.version, clientActionId: "pesca-1", action: { do: "draw" } });
    const first = await viaServer("table.act", post(body));
    expect(first.status).toBe(200);
    expect(first.vary).toBe("trpc-accept, accept");
    const data = (first.body as { result: { data: { ok: boolean; duplicate: boolean; view: SeatViewTail } } }).result.data;
    expect(data.ok).toBe(true);
    expect(data.duplicate).toBe(false);
    // Its log holds only the move's event; joined to the view the move was sent from, the seat's view now.
    expect(data.view.logFrom).toBe(before.version);
    expect(mergeView(before, data.view)).toEqual((await createCaller(ctx).table.view({ gameId, token: mover })).view);
    expect(data.view.version).toBe(before.version + 1);

    const again = await viaServer("table.act", post(body));
    expect((again.body as { result: { data: { duplicate: boolean } } }).result.data.duplicate).toBe(true);
    expect(await actionCount(database.db, gameId)).toBe(1);
  });

  it("refuses a body larger than the limit with 413 and changes nothing", async () => {
    const { gameId, tokens } = await newTable();
    const { view } = await createCaller(ctx).table.view({ gameId, token: tokens[0]! });
    const huge = JSON.stringify({
      gameId,
      token: tokens[view.turn],
      version: view.version,
      clientActionId: "x".repeat(MAX_BODY_BYTES),
      action: { do: "draw" },
    });
    const answer = await viaServer("table.act", post(huge));
    expect(answer.status).toBe(413);
    expect((answer.body as { error: { data: { code: string } } }).error.data.code).toBe("PAYLOAD_TOO_LARGE");
    expect(await actionCount(database.db, gameId)).toBe(0);
  });

  it("refuses a move over 16 KiB by its Content-Length, before reading it (413), and still takes a judge's import of 100 KB", async () => {
    const { gameId, tokens } = await newTable();
    const { view } = await createCaller(ctx).table.view({ gameId, token: tokens[0]! });
    const oversized = JSON.stringify({ gameId, token: "t".repeat(MAX_CALL_BODY_BYTES), version: view.version, clientActionId: "big", action: { do: "draw" } });
    const answer = await viaServer("table.act", post(oversized));
    expect(answer.status).toBe(413);
    expect((answer.body as { error: { message: string; data: { code: string } } }).error).toMatchObject({
      message: tooLargeMessage(MAX_CALL_BODY_BYTES),
      data: { code: "PAYLOAD_TOO_LARGE" },
    });
    expect(await actionCount(database.db, gameId)).toBe(0);
    expect(bodyLimitOf("table.act")).toBe(MAX_CALL_BODY_BYTES);
    expect(bodyLimitOf("table.view,table.view")).toBe(2 * MAX_CALL_BODY_BYTES);
    // A rulings file may be large: refused here for its credential, not its size.
    const imported = await viaServer(
      "judge.rulings.import",
      post(JSON.stringify({ credential: { admin: true, token: "x".repeat(20) }, format: "csv", content: "a".repeat(100_000) })),
    );
    expect(imported.status).not.toBe(413);
  });

  it("streams table.watch over SSE: the seat's own view first", async () => {
    const { gameId, tokens } = await newTable();
    const controller = new AbortController();
    const input = encodeURIComponent(JSON.stringify({ gameId, token: tokens[1] }));
    const response = await fetch(`${base}/api/trpc/table.watch?input=${input}`, { signal: controller.signal });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body!.getReader();
    let text = "";
    const decoder = new TextDecoder();
    const viewLine = () => text.split("\n").find((line) => line.startsWith('data: {"role"'));
    while (viewLine() === undefined) text += decoder.decode((await reader.read()).value, { stream: true });
    controller.abort();
    const expected = await createCaller(ctx).table.view({ gameId, token: tokens[1]! });
    expect(JSON.parse(viewLine()!.slice("data: ".length))).toEqual(expected);
  });
});
