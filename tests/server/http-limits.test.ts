/**
 * Issue #14, "429/503 where due": the per-address limits, the caps on open streams and the
 * batch cap, through the production API handler (src/server/http/api-handler.ts) on real
 * node:http servers on loopback and a real libSQL file; and the per-address limits through
 * Next's route handler (`next dev`). Every 429 and 503 carries a Retry-After in whole seconds.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openLexicon } from "~/lexicon";
import { dictionaryLimiter } from "~/server/api/limits";
import { games } from "~/server/db/schema";
import type { ApiHandlerOptions } from "~/server/http/api-handler";
import { createRouteHandler } from "~/server/http/route-handler";
import { MAX_STREAMS_PER_ADDRESS, StreamGate } from "~/server/http/streams";
import type { Services } from "~/server/services";
import { MAX_BATCH_CALLS } from "~/trpc/batch";
import { type TempDatabase, tempDatabase, testApiHandler, testServices } from "./tables";

let database: TempDatabase;
let services: Services;
const servers: Server[] = [];

/** A server of the production handler on loopback; its base URL (…/api/trpc). */
async function serve(options: Partial<ApiHandlerOptions>): Promise<string> {
  const server = createServer(testApiHandler(services, options));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/trpc`;
}

beforeAll(async () => {
  database = await tempDatabase();
  services = testServices(database.db, await openLexicon());
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  services.games.stopClocks();
  database.remove();
});

interface ErrorShape {
  message: string;
  data: { code: string; httpStatus: number };
}

const json = { "content-type": "application/json" };
const NEW_TABLE = { players: 2, wordProfile: "libero" };

async function tableCount(): Promise<number> {
  return (await database.db.select({ id: games.id }).from(games)).length;
}

/** A batched GET of `calls` dictionary.check calls: the answers' error codes (null for a word checked). */
async function checkBatch(base: string, calls: number, headers: Record<string, string> = {}) {
  const paths = Array.from({ length: calls }, () => "dictionary.check").join(",");
  const input = Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, { word: "casa" }]));
  const response = await fetch(`${base}/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`, { headers });
  const answers = (await response.json()) as Array<{ error?: ErrorShape }>;
  return { response, refused: answers.map((answer) => answer.error?.data.code ?? null) };
}

/** Spends `address`'s dictionary bucket (as the handler keys it) and checks the refusal: 429 with Retry-After. */
async function exhaustDictionary(base: string, headers: Record<string, string> = {}): Promise<void> {
  const started = performance.now();
  const batches = await Promise.all(Array.from({ length: 5 }, () => checkBatch(base, MAX_BATCH_CALLS, headers)));
  const seconds = (performance.now() - started) / 1000;
  const answered = batches.flatMap((batch) => batch.refused);
  const checked = answered.filter((code) => code === null).length;
  // Each call of a batch takes a request from the bucket: 60 at once, then 20 a second.
  expect(checked).toBeGreaterThanOrEqual(60);
  expect(checked).toBeLessThanOrEqual(60 + Math.ceil(seconds * 20) + 1);
  expect(answered.filter((code) => code !== null).every((code) => code === "TOO_MANY_REQUESTS")).toBe(true);
  const refusedBatch = batches.find((batch) => batch.refused.includes("TOO_MANY_REQUESTS"));
  expect(refusedBatch?.response.headers.get("retry-after")).toBe("1");
}

describe("table.create and judge.event.create, per client address", () => {
  it("share one bucket: 60 at once, then 429 with Retry-After and an Italian message; a forged X-Forwarded-For does not help without TRUST_PROXY", async () => {
    const base = await serve({ trustProxy: false });
    const before = await tableCount();
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        i % 2 === 0
          ? fetch(`${base}/table.create`, { method: "POST", headers: json, body: JSON.stringify(NEW_TABLE) })
          : fetch(`${base}/judge.event.create`, { method: "POST", headers: json, body: JSON.stringify({ name: `Torneo ${i}` }) }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const made = answers.filter((answer) => answer.status === 200).length;
    expect(made).toBeGreaterThanOrEqual(60);
    expect(made).toBeLessThanOrEqual(60 + Math.ceil(seconds) + 1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
      const { error } = (await answer.json()) as { error: ErrorShape };
      expect(error.data.code).toBe("TOO_MANY_REQUESTS");
      expect(error.message).toMatch(/^Troppe richieste: riprova tra \d+ second[oi]\.$/);
    }
    const forged = await fetch(`${base}/table.create`, {
      method: "POST",
      headers: { ...json, "x-forwarded-for": "203.0.113.77" },
      body: JSON.stringify(NEW_TABLE),
    });
    expect(forged.status).toBe(429);
    expect(forged.headers.get("retry-after")).toBe("1");
    // Only the tables answered 200 were made (the rest of the 200s are events).
    expect(await tableCount()).toBeLessThanOrEqual(before + made);
  });

  it("refuses an invalid create by validation, without spending the address's bucket", async () => {
    const base = await serve({ trustProxy: true });
    const address = { "x-forwarded-for": "192.0.2.10" };
    for (let i = 0; i < 80; i++) {
      const answer = await fetch(`${base}/table.create`, { method: "POST", headers: { ...json, ...address }, body: JSON.stringify({ players: 7 }) });
      expect(answer.status).toBe(400);
    }
    const made = await fetch(`${base}/table.create`, { method: "POST", headers: { ...json, ...address }, body: JSON.stringify(NEW_TABLE) });
    expect(made.status).toBe(200);
  });
});

describe("the dictionary, per client address", () => {
  it("counts each call of a batch: 60 at once, then 429 with Retry-After; a forged X-Forwarded-For does not help without TRUST_PROXY", async () => {
    const base = await serve({ trustProxy: false });
    await exhaustDictionary(base);
    const started = performance.now();
    const { response, refused } = await checkBatch(base, MAX_BATCH_CALLS, { "x-forwarded-for": "203.0.113.5" });
    // Only what the bucket regained meanwhile (20 a second) may be answered; the rest is refused.
    const regained = Math.ceil(((performance.now() - started) / 1000) * 20) + 1;
    expect(refused.filter((code) => code === "TOO_MANY_REQUESTS").length).toBeGreaterThanOrEqual(Math.max(1, MAX_BATCH_CALLS - regained));
    expect(response.headers.get("retry-after")).toBe("1");
  });

  it("with TRUST_PROXY keys on the rightmost X-Forwarded-For entry, the address our proxy saw; a junk entry counts as the proxy's own address", async () => {
    const base = await serve({ trustProxy: true });
    await exhaustDictionary(base, { "x-forwarded-for": "198.51.100.7" });
    // What the client wrote comes first; the proxy appends what it saw: still 198.51.100.7.
    const spoofed = await checkBatch(base, 4, { "x-forwarded-for": "10.0.0.1, 198.51.100.7" });
    expect(spoofed.refused.filter((code) => code === "TOO_MANY_REQUESTS").length).toBeGreaterThanOrEqual(3);
    const other = await checkBatch(base, MAX_BATCH_CALLS, { "x-forwarded-for": "198.51.100.7, 198.51.100.8" });
    expect(other.refused).toEqual(Array.from({ length: MAX_BATCH_CALLS }, () => null));
    expect(other.response.status).toBe(200);

    await checkBatch(base, 1); // no header: the socket's address, whose bucket now exists
    const buckets = dictionaryLimiter.size;
    for (const junk of ["x".repeat(2000), "198.51.100.7, not-an-address", ""]) {
      await checkBatch(base, 1, { "x-forwarded-for": junk });
    }
    expect(dictionaryLimiter.size).toBe(buckets);
  });

  it("through Next's route handler (`next dev`) without TRUST_PROXY: every client is one address, X-Forwarded-For or not", async () => {
    const handler = createRouteHandler(() => Promise.resolve(services), { trustProxy: false });
    const input = encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: MAX_BATCH_CALLS }, (_, i) => [i, { word: "casa" }]))));
    const paths = Array.from({ length: MAX_BATCH_CALLS }, () => "dictionary.check").join(",");
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        handler(new Request(`http://localhost/api/trpc/${paths}?batch=1&input=${input}`, { headers: { "x-forwarded-for": `203.0.113.${i}` } })),
      ),
    );
    const codes = (await Promise.all(answers.map(async (answer) => (await answer.json()) as Array<{ error?: ErrorShape }>)))
      .flat()
      .map((answer) => answer.error?.data.code ?? null);
    expect(codes.filter((code) => code === "TOO_MANY_REQUESTS").length).toBeGreaterThanOrEqual(5 * MAX_BATCH_CALLS - 62);
    expect(answers.some((answer) => answer.headers.get("retry-after") === "1")).toBe(true);
  });
});

interface OpenStream {
  response: Response;
  close: () => void;
}

/** A table.watch stream, open until `close`. */
async function watch(base: string, input: { gameId: string; token: string }, headers: Record<string, string> = {}): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/table.watch?input=${encodeURIComponent(JSON.stringify(input))}`, { headers, signal: controller.signal });
  return { response, close: () => controller.abort() };
}

/** The stream's answer whole (a refused stream ends after its error event). */
async function refusalOf(stream: OpenStream): Promise<ErrorShape> {
  const text = await stream.response.text();
  const data = text.split("\n\n").find((event) => event.includes("event: serialized-error"));
  expect(data, text).toBeDefined();
  return JSON.parse(
    data!
      .split("\n")
      .find((line) => line.startsWith("data: "))!
      .slice("data: ".length),
  ) as ErrorShape;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The tokens of a new 2-player table (its seats and spectator), to spread streams over the per-token limit. */
async function tableTokens(): Promise<{ gameId: string; tokens: string[] }> {
  const created = await services.games.createTable({ players: 2, wordProfile: "libero", timers: false });
  return { gameId: created.gameId, tokens: [...created.seatTokens.map((token) => token!), created.spectatorToken] };
}

describe("open streams", () => {
  it(`holds ${MAX_STREAMS_PER_ADDRESS} per client address, then 429 with Retry-After before any procedure runs; one closed, one more opens`, async () => {
    const streams = new StreamGate({ maxStreams: 2000 });
    const base = await serve({ trustProxy: false, streams });
    const { gameId, tokens } = await tableTokens();
    const open = await Promise.all(Array.from({ length: MAX_STREAMS_PER_ADDRESS }, (_, i) => watch(base, { gameId, token: tokens[i % tokens.length]! })));
    for (const stream of open) expect(stream.response.status).toBe(200);
    expect(streams.open).toBe(MAX_STREAMS_PER_ADDRESS);

    const refused = await watch(base, { gameId, token: tokens[0]! }, { "x-forwarded-for": "203.0.113.9" });
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    expect(await refusalOf(refused)).toMatchObject({ data: { code: "TOO_MANY_REQUESTS" }, message: expect.stringMatching(/^Troppe richieste/) });
    expect(streams.open).toBe(MAX_STREAMS_PER_ADDRESS);

    open.pop()!.close();
    await until(() => streams.open === MAX_STREAMS_PER_ADDRESS - 1, "a closed stream to be counted out");
    const again = await watch(base, { gameId, token: tokens[1]! });
    expect(again.response.status).toBe(200);
    open.push(again);

    for (const stream of open) stream.close();
    await until(() => streams.open === 0, "every stream to be counted out");
  });

  it("holds MAX_STREAMS in all, whatever the addresses, then 503 with Retry-After: 30; the count returns to 0 as they close, and streams open again", async () => {
    const streams = new StreamGate({ maxStreams: 5 });
    const base = await serve({ trustProxy: true, streams });
    const { gameId, tokens } = await tableTokens();
    const from = (i: number) => ({ "x-forwarded-for": `198.51.100.${100 + i}` });
    const open = await Promise.all(Array.from({ length: 5 }, (_, i) => watch(base, { gameId, token: tokens[i % tokens.length]! }, from(i))));
    for (const stream of open) expect(stream.response.status).toBe(200);
    expect(streams.open).toBe(5);

    const full = await watch(base, { gameId, token: tokens[0]! }, from(6));
    expect(full.response.status).toBe(503);
    expect(full.response.headers.get("retry-after")).toBe("30");
    expect(await refusalOf(full)).toMatchObject({
      data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503 },
      message: "Il server è al completo: riprova tra 30 secondi.",
    });
    expect(streams.open).toBe(5);

    for (const stream of open) stream.close();
    await until(() => streams.open === 0, "every stream to be counted out");
    const reopened = await watch(base, { gameId, token: tokens[0]! }, from(6));
    expect(reopened.response.status).toBe(200);
    expect(streams.open).toBe(1);
    reopened.close();
    await until(() => streams.open === 0, "the last stream to be counted out");
  });

  it("counts out a stream refused inside (an unknown table): it ends at once", async () => {
    const streams = new StreamGate({ maxStreams: 5 });
    const base = await serve({ trustProxy: false, streams });
    const stream = await watch(base, { gameId: "nonEsiste000000B", token: "B".repeat(43) });
    expect(stream.response.status).toBe(200);
    expect((await refusalOf(stream)).data.code).toBe("NOT_FOUND");
    await until(() => streams.open === 0, "the ended stream to be counted out");
  });
});

describe("batches", () => {
  it(`take at most ${MAX_BATCH_CALLS} calls: a larger one is refused with 413 and an Italian message before any call runs`, async () => {
    const base = await serve({ trustProxy: true });
    const headers = { ...json, "x-forwarded-for": "192.0.2.200" };
    const batch = (calls: number) =>
      fetch(`${base}/${Array.from({ length: calls }, () => "table.create").join(",")}?batch=1`, {
        method: "POST",
        headers,
        body: JSON.stringify(Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, NEW_TABLE]))),
      });
    const before = await tableCount();
    const tooLarge = await batch(MAX_BATCH_CALLS + 1);
    expect(tooLarge.status).toBe(413);
    const refused = ((await tooLarge.json()) as { error: ErrorShape }).error;
    expect(refused.data.code).toBe("PAYLOAD_TOO_LARGE");
    expect(refused.message).toBe(`Troppe chiamate in una sola richiesta: al massimo ${MAX_BATCH_CALLS}, dividile in più richieste.`);
    expect(await tableCount()).toBe(before);
    const largest = await batch(MAX_BATCH_CALLS);
    expect(largest.status).toBe(200);
    expect(await tableCount()).toBe(before + MAX_BATCH_CALLS);
  });
});
