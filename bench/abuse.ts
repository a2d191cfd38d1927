/**
 * `npm run bench:abuse`: issue #14's abuse suite. Every attack of the issue, sent as an attacker
 * would, over HTTP on 127.0.0.1, to the production server (dist/server.js, what `npm start`
 * runs, started by tests/e2e/server.ts on a free port with a throw-away database): its figures
 * and a verdict per claim. One JSON object on stdout, progress on stderr; the exit status is 1
 * when a verdict fails. tests/e2e/abuse.e2e.test.ts runs the same functions and asserts each
 * verdict. Every count and every wait is bounded; nothing leaves the loopback interface.
 *   --quick   fewer requests and restarts (a smoke run); the thresholds stay the issue's
 *
 * The servers: one as `npm start` runs it (default settings) for everything but the global
 * stream cap, which gets a server of its own with a low MAX_STREAMS and TRUST_PROXY=1 (so
 * that X-Forwarded-For can play many addresses); the kill -9 test restarts a third one on one
 * database file.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { Agent, type IncomingHttpHeaders, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

import { createClient } from "@libsql/client";

import { TOURNAMENT_ERRORS } from "../src/server/tournament/errors";
import { ensureBuild, type RunningApp, startApp } from "../tests/e2e/server";
import { type SeatViewLite, scriptedMove } from "./scripted-move";

/** The issue's figures: what the attacks send and what the server must hold to. */
const FIGURES = {
  /** "memory growth ≤ 64 MB under 10,000 oversized-token requests" */
  oversizedRequests: 10_000,
  /** "distinct ~250 KB tokens" (the body stays under the 256 KiB cap: validation must refuse it) */
  oversizedTokenChars: 250_000,
  maxMemoryGrowthMb: 64,
  /** "a health ping p99 ≤ 50 ms while they run" */
  maxPingP99Ms: 50,
  pingIntervalMs: 20,
  /** Requests in flight at once in a flood, each on its own keep-alive connection. */
  floodConcurrency: 16,
  /**
   * Oversized requests offered a second. The issue's attack sent 10,000 in 53 s (about 190 a
   * second); 500 is 125 MB/s of tokens, all that a client on a 1 Gbit/s link can send.
   * Unpaced, the flood would measure the machine rather than the server: the attacker's own
   * process, on the same two cores, takes the CPU the server and the ping need (a health ping
   * p99 of 54-149 ms in CI runs, with the refusals costing the server well under one core).
   */
  floodRatePerSecond: 500,
  /**
   * Oversized requests sent first, not measured: a fresh process compiles its code paths
   * during its first requests (the table benchmark warms up for the same reason), and the
   * target is the server's steady state under attack.
   */
  floodWarmUp: 300,
  /** "one batched GET of 110 dictionary.find calls (22 letters + jolly, limit 500)"; "four in parallel" */
  dictionaryBatchCalls: 110,
  dictionaryBatchesInParallel: 4,
  /** A refused batch must cost the server next to nothing (it took 1.7 s when served). */
  maxBatchRefusalMs: 250,
  /** Floods from one address: at most this many requests to meet a 429. */
  dictionaryFloodMax: 600,
  /** "1,000 tables in 0.46 s from one batched POST" */
  createBatch: 1_000,
  createFloodMax: 300,
  /** Joins to a class from one address, at most, to meet the limit (a class of 60 at once, twice over, then 2 a second). */
  classroomJoinFloodMax: 400,
  /** Registrations to one tournament from one address, at most, to meet the limit (a hall of 200 at once, then 2 a second). */
  registrationFloodMax: 300,
  /** Made-up director keys from one address, at most, to meet the limit on keys refused (30 at once, then 1 a second). */
  wrongKeyGuessesMax: 100,
  /** Tables one address may get out of that flood before 429s stop it. */
  maxTablesFromFlood: 100,
  /** Streams opened from one address, at most, to meet its cap. */
  streamsFromOneAddressMax: 300,
  /** The global cap the stream test's server runs with (MAX_STREAMS), and how many it is offered. */
  globalStreamCap: 100,
  streamsOffered: 130,
  /** "0 acknowledged moves lost or doubled over 14 kill -9 restarts" */
  killRestarts: 5,
  killTables: 12,
};
export const ABUSE: Readonly<typeof FIGURES> = FIGURES;

export interface Verdict {
  pass: boolean;
  detail: string;
}
export type Verdicts = Record<string, Verdict>;

const verdict = (pass: boolean, detail: string): Verdict => ({ pass, detail });

let progress: (message: string) => void = () => {};
/** Where the attacks say what they are doing (stderr for the bench, nothing by default). */
export function onProgress(log: (message: string) => void): void {
  progress = log;
}

// --- HTTP on loopback -------------------------------------------------------------------

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  ms: number;
}

interface Send {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  agent?: Agent;
  timeoutMs?: number;
}

/** One request; the whole answer. A request unanswered after `timeoutMs` fails. */
export function send(baseUrl: string, pathAndQuery: string, { method = "GET", headers = {}, body, agent, timeoutMs = 30_000 }: Send = {}): Promise<Answer> {
  const url = new URL(pathAndQuery, baseUrl);
  if (url.hostname !== "127.0.0.1") throw new Error(`loopback only: ${url.href}`);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        agent: agent ?? false,
        headers: body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.once("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8"), ms: performance.now() - started }),
        );
        res.once("error", reject);
      },
    );
    req.once("timeout", () => req.destroy(new Error(`no answer in ${timeoutMs} ms: ${method} ${url.pathname}`)));
    req.once("error", reject);
    req.end(body);
  });
}

/** A tRPC answer's parts (no transformer: plain JSON). */
interface TrpcBody<T> {
  result?: { data: T };
  error?: { message?: string; data?: { code?: string; httpStatus?: number; zodError?: { fieldErrors?: Record<string, string[]> } | null } };
}

export function parsed<T>(answer: Answer): TrpcBody<T> {
  try {
    return JSON.parse(answer.body) as TrpcBody<T>;
  } catch {
    return {};
  }
}

const postJson = (baseUrl: string, procedure: string, input: unknown, headers: Record<string, string> = {}, agent?: Agent): Promise<Answer> =>
  send(baseUrl, `/api/trpc/${procedure}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(input), agent });

const getQuery = (baseUrl: string, procedure: string, input: unknown, headers: Record<string, string> = {}, agent?: Agent): Promise<Answer> =>
  send(baseUrl, `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers, agent });

/** The answer's data, or an error naming the procedure and what came back. */
async function data<T>(what: string, answer: Promise<Answer>): Promise<T> {
  const got = await answer;
  const body = parsed<T>(got);
  if (got.status !== 200 || body.result === undefined) throw new Error(`${what}: ${got.status} ${got.body.slice(0, 300)}`);
  return body.result.data;
}

/** The Retry-After header as whole seconds ≥ 0, or null when absent or malformed. */
function retryAfter(headers: IncomingHttpHeaders): number | null {
  const raw = headers["retry-after"];
  return typeof raw === "string" && /^\d+$/.test(raw.trim()) ? Number(raw) : null;
}

/** Italian words a refusal of ours uses; an English or empty message matches none. */
const ITALIAN =
  /\b(troppe|troppi|richieste|riprova|rallenta|aspetta|attendi|secondi|tavoli|codice|evento|caratteri|impostazioni|giocatori|non|più|scrivi|nome|torneo|link)\b/i;

async function pool(count: number, concurrency: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

const round1 = (x: number): number => Math.round(x * 10) / 10;

function countBy(values: readonly (string | number)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

// --- The server process ------------------------------------------------------------------

/** The server's resident memory now, in MB (VmRSS of /proc/<pid>/status). */
export function rssMb(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (line === null) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) / 1024;
}

/** The server's open file descriptors (each connection is one). */
function openFiles(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}

/** RSS sampled every `everyMs` until stopped: the highest seen. */
function watchRss(pid: number, everyMs = 50): { stop: () => number } {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, rssMb(pid));
    },
  };
}

/**
 * The pinger's code, run in a worker thread of its own: the flood's sender builds and writes
 * ~250 KB bodies on this thread, and a ping timed here would count that work as the server's.
 * Loopback only (checked by pingWhile before it starts).
 */
const PINGER = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
const latencies = [];
let failed = 0;
let inFlight = 0;
const timer = setInterval(() => {
  const started = performance.now();
  inFlight++;
  const settle = (ok) => {
    inFlight--;
    if (ok) latencies.push(performance.now() - started);
    else failed++;
  };
  const req = http.get(workerData.url, { agent, timeout: 10000 }, (res) => {
    res.resume();
    res.on("end", () => settle(res.statusCode === 200));
  });
  req.on("timeout", () => req.destroy());
  req.on("error", () => settle(false));
}, workerData.intervalMs);
parentPort.once("message", () => {
  clearInterval(timer);
  const done = () => {
    if (inFlight > 0) return void setTimeout(done, 10);
    agent.destroy();
    parentPort.postMessage({ latencies, failed });
  };
  done();
});
`;

/**
 * `health.ping` every `intervalMs` on connections of its own, from a worker thread (PINGER),
 * whether or not the previous one has been answered (so a stalled server shows as many slow
 * pings, not one): each latency from when the ping was sent.
 */
function pingWhile(
  baseUrl: string,
  intervalMs: number,
): { stop: () => Promise<{ count: number; failed: number; p50Ms: number; p99Ms: number; maxMs: number }> } {
  const url = new URL("/api/trpc/health.ping", baseUrl);
  if (url.hostname !== "127.0.0.1") throw new Error(`loopback only: ${url.href}`);
  const worker = new Worker(PINGER, { eval: true, workerData: { url: url.href, intervalMs } });
  return {
    stop: async () => {
      const answer = new Promise<{ latencies: number[]; failed: number }>((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
      });
      worker.postMessage("stop");
      const { latencies, failed } = await answer;
      await worker.terminate();
      return {
        count: latencies.length,
        failed,
        p50Ms: round1(percentile(latencies, 0.5)),
        p99Ms: round1(percentile(latencies, 0.99)),
        maxMs: round1(Math.max(0, ...latencies)),
      };
    },
  };
}

/** Tables in the server's database (read beside it: WAL). */
async function countRows(databaseUrl: string, sql: string, args: (string | number)[] = []): Promise<number> {
  const client = createClient({ url: databaseUrl });
  try {
    const result = await client.execute({ sql, args });
    return Number(result.rows[0]?.[0] ?? 0);
  } finally {
    client.close();
  }
}

const tableCount = (app: RunningApp): Promise<number> => countRows(app.databaseUrl, "select count(*) from games");

// --- Tables the attacks need -------------------------------------------------------------

interface Created {
  gameId: string;
  seatTokens: (string | null)[];
  spectatorToken: string;
  spectatorLink: string;
}

export function createTable(app: RunningApp, input: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Created> {
  return data<Created>("table.create", postJson(app.baseUrl, "table.create", input, headers));
}

// --- (1, 2) Oversized tokens --------------------------------------------------------------

export interface FloodResult {
  requests: number;
  tokenChars: number;
  equalLength: boolean;
  /** Offered, and what the server's answers let through. */
  perSecond: { offered: number; answered: number };
  seconds: number;
  statuses: Record<string, number>;
  errors: number;
  rssMb: { before: number; peak: number; after: number; growth: number };
  ping: Awaited<ReturnType<ReturnType<typeof pingWhile>["stop"]>>;
  verdicts: Verdicts;
}

/**
 * `table.act` with a ~250 KB token, `requests` times, `ratePerSecond` offered with up to
 * `concurrency` in flight on keep-alive connections, while a health ping runs and the server's RSS is sampled. Distinct tokens
 * (`equalLength` false) differ at the start and in length; equal-length ones share all but
 * their last characters, the worst case for a hash table keyed by them (V8 hashes a string
 * that long by its length alone, so every key would collide and compare in full).
 */
export async function oversizedTokenFlood(
  app: RunningApp,
  {
    gameId,
    requests = ABUSE.oversizedRequests,
    tokenChars = ABUSE.oversizedTokenChars,
    equalLength,
    concurrency = ABUSE.floodConcurrency,
    ratePerSecond = ABUSE.floodRatePerSecond,
  }: { gameId: string; requests?: number; tokenChars?: number; equalLength: boolean; concurrency?: number; ratePerSecond?: number },
): Promise<FloodResult> {
  const filler = Buffer.from(randomBytes(tokenChars).toString("base64url").slice(0, tokenChars));
  const head = Buffer.from(`{"gameId":"${gameId}","token":"`);
  const bodyOf = (i: number): Buffer => {
    const id = Buffer.from(i.toString(36).padStart(8, "0"));
    const tail = Buffer.from(`","version":0,"clientActionId":"abuse-${i}","action":{"do":"draw"}}`);
    if (equalLength) return Buffer.concat([head, filler.subarray(0, tokenChars - id.length), id, tail]);
    const length = tokenChars - (i % 1000) * 16;
    return Buffer.concat([head, id, filler.subarray(0, length - id.length), tail]);
  };
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  await pool(ABUSE.floodWarmUp, concurrency, async (i) => {
    await send(app.baseUrl, "/api/trpc/table.act", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: bodyOf(requests + i),
      agent,
    }).catch(() => {});
  });
  const statuses: number[] = [];
  let errors = 0;
  const before = rssMb(app.pid);
  const rss = watchRss(app.pid);
  const pings = pingWhile(app.baseUrl, ABUSE.pingIntervalMs);
  const started = performance.now();
  await pool(requests, concurrency, async (i) => {
    const wait = started + (i * 1000) / ratePerSecond - performance.now();
    if (wait > 0) await sleep(wait);
    try {
      const answer = await send(app.baseUrl, "/api/trpc/table.act", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: bodyOf(i),
        agent,
      });
      statuses.push(answer.status);
    } catch {
      errors++;
    }
    if ((i + 1) % 2000 === 0) progress(`  ${i + 1}/${requests} (RSS ${rssMb(app.pid).toFixed(0)} MB)`);
  });
  const seconds = (performance.now() - started) / 1000;
  const ping = await pings.stop();
  agent.destroy();
  const peak = rss.stop();
  await sleep(1_000);
  const after = rssMb(app.pid);
  const growth = peak - before;
  const refused = statuses.filter((status) => status === 400 || status === 413 || status === 429).length;
  return {
    requests,
    tokenChars,
    equalLength,
    perSecond: { offered: ratePerSecond, answered: Math.round(statuses.length / seconds) },
    seconds: round1(seconds),
    statuses: countBy(statuses),
    errors,
    rssMb: { before: round1(before), peak: round1(peak), after: round1(after), growth: round1(growth) },
    ping,
    verdicts: {
      allRefused: verdict(refused === requests && errors === 0, `${refused} of ${requests} refused with 400/413/429, ${errors} without an answer`),
      memory: verdict(
        growth <= ABUSE.maxMemoryGrowthMb,
        `RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB: +${growth.toFixed(1)} MB (≤ ${ABUSE.maxMemoryGrowthMb})`,
      ),
      pingP99: verdict(
        ping.failed === 0 && ping.p99Ms <= ABUSE.maxPingP99Ms,
        `health.ping p99 ${ping.p99Ms} ms over ${ping.count} pings (≤ ${ABUSE.maxPingP99Ms}), ${ping.failed} failed`,
      ),
    },
  };
}

// --- (3) The dictionary ----------------------------------------------------------------------

/** 22 card letters (a hand with its pozzetto), the most `dictionary.find` accepts. */
const HAND_22 = "ACEIOSTRNLMPDGUBVZFHQA";

export async function dictionaryBatch(app: RunningApp, { calls = ABUSE.dictionaryBatchCalls, parallel = ABUSE.dictionaryBatchesInParallel } = {}) {
  const paths = Array.from({ length: calls }, () => "dictionary.find").join(",");
  const input: Record<string, unknown> = {};
  for (let i = 0; i < calls; i++) input[i] = { letters: HAND_22, wild: "jolly", limit: 500 };
  const url = `/api/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
  const answers = await Promise.all(Array.from({ length: parallel }, () => send(app.baseUrl, url)));
  const slowest = Math.max(...answers.map((answer) => answer.ms));
  const refused = answers.filter((answer) => answer.status >= 400 && answer.status < 500);
  const message = refused[0] === undefined ? null : messageOf(refused[0]);
  return {
    calls,
    parallel,
    urlChars: url.length,
    statuses: countBy(answers.map((answer) => answer.status)),
    slowestMs: round1(slowest),
    message,
    verdicts: {
      refused: verdict(
        refused.length === parallel,
        `${refused.length} of ${parallel} batches of ${calls} refused (statuses ${answers.map((a) => a.status).join(", ")}): ${message}`,
      ),
      quick: verdict(slowest <= ABUSE.maxBatchRefusalMs, `the slowest answer in ${slowest.toFixed(0)} ms (≤ ${ABUSE.maxBatchRefusalMs})`),
    },
  };
}

/** A refusal's message: tRPC's error (single, the first of a batch, or a refused stream's event), else the raw body. */
function messageOf(answer: Answer): string {
  const event = /^event: serialized-error\ndata: (.*)$/m.exec(answer.body)?.[1];
  try {
    if (event !== undefined) return (JSON.parse(event) as { message?: string }).message ?? event;
    const body = JSON.parse(answer.body) as TrpcBody<unknown> | TrpcBody<unknown>[];
    const first = Array.isArray(body) ? body.find((item) => item.error !== undefined) : body;
    return first?.error?.message ?? answer.body.slice(0, 200);
  } catch {
    return answer.body.slice(0, 200);
  }
}

/**
 * Requests from one address, `concurrency` at a time, until the first 429 (or `max`): the
 * limit must come, with Retry-After and an Italian message. `headers` may add a fresh
 * X-Forwarded-For to each, which a server not told to trust a proxy must ignore.
 */
async function floodUntil429(
  max: number,
  concurrency: number,
  call: (index: number) => Promise<Answer>,
): Promise<{ sent: number; statuses: Record<string, number>; first429: number | null; retryAfter: number | null; message: string | null; errors: number }> {
  const statuses: number[] = [];
  let first429: number | null = null;
  let limited: Answer | null = null;
  let errors = 0;
  let sent = 0;
  await pool(max, concurrency, async (i) => {
    if (limited !== null) return;
    sent++;
    try {
      const answer = await call(i);
      statuses.push(answer.status);
      if (answer.status === 429 && limited === null) {
        limited = answer;
        first429 = statuses.length;
      }
    } catch {
      errors++;
    }
  });
  const got = limited as Answer | null;
  return {
    sent,
    statuses: countBy(statuses),
    first429,
    retryAfter: got === null ? null : retryAfter(got.headers),
    message: got === null ? null : messageOf(got),
    errors,
  };
}

function rateLimitVerdicts(what: string, flood: Awaited<ReturnType<typeof floodUntil429>>, max: number): Verdicts {
  return {
    tooManyRequests: verdict(
      flood.first429 !== null,
      `${what}: first 429 at request ${flood.first429 ?? "—"} of at most ${max} (${JSON.stringify(flood.statuses)})`,
    ),
    retryAfter: verdict(flood.retryAfter !== null && flood.retryAfter > 0, `Retry-After: ${flood.retryAfter ?? "missing"}`),
    italian: verdict(flood.message !== null && ITALIAN.test(flood.message), `message: ${flood.message ?? "—"}`),
  };
}

export async function dictionaryFlood(app: RunningApp, { max = ABUSE.dictionaryFloodMax, concurrency = 8 } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const flood = await floodUntil429(max, concurrency, (i) =>
    getQuery(app.baseUrl, "dictionary.find", { letters: HAND_22.slice(0, 8 + (i % 8)), wild: "jolly", limit: 50 }, {}, agent),
  );
  agent.destroy();
  return { ...flood, verdicts: rateLimitVerdicts("dictionary.find", flood, max) };
}

// --- (4) Creating tables ---------------------------------------------------------------------

/** One batched POST of 1,000 creates, then single creates from one address until 429s. */
export async function createFlood(app: RunningApp, { batch = ABUSE.createBatch, max = ABUSE.createFloodMax, concurrency = 8 } = {}) {
  const newTable = { players: 2, wordProfile: "libero" };
  const tablesBefore = await tableCount(app);
  const input: Record<string, unknown> = {};
  for (let i = 0; i < batch; i++) input[i] = newTable;
  const batched = await send(app.baseUrl, `/api/trpc/${Array.from({ length: batch }, () => "table.create").join(",")}?batch=1`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  const afterBatch = await tableCount(app);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  // Each with another X-Forwarded-For: without TRUST_PROXY the server must not believe it.
  const flood = await floodUntil429(max, concurrency, (i) =>
    postJson(app.baseUrl, "table.create", newTable, { "x-forwarded-for": `203.0.113.${i % 250}` }, agent),
  );
  // The rest of the flood, to count what it still gets once limited.
  let laterAccepted = 0;
  await pool(max - flood.sent, concurrency, async () => {
    const answer = await postJson(app.baseUrl, "table.create", newTable, {}, agent);
    if (answer.status === 200) laterAccepted++;
  });
  agent.destroy();
  const created = (await tableCount(app)) - afterBatch;
  return {
    batch: { calls: batch, status: batched.status, ms: round1(batched.ms), tablesCreated: afterBatch - tablesBefore, message: messageOf(batched) },
    flood: { ...flood, requests: max, laterAccepted, tablesCreated: created },
    verdicts: {
      batchRefused: verdict(
        batched.status >= 400 && afterBatch === tablesBefore,
        `a batch of ${batch} creates: ${batched.status}, ${afterBatch - tablesBefore} tables (${messageOf(batched)})`,
      ),
      ...rateLimitVerdicts("table.create", flood, max),
      bounded: verdict(created <= ABUSE.maxTablesFromFlood, `${created} tables from ${max} creates of one address (≤ ${ABUSE.maxTablesFromFlood})`),
    },
  };
}

// --- (5) Live streams ---------------------------------------------------------------------------

export interface OpenStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** What the stream said first: a view, a refusal inside it (with its HTTP status), or a refused request. */
  first: { kind: "view" } | { kind: "error"; httpStatus: number; message: string } | { kind: "refused"; body: string };
  close: () => void;
}

/** Opens `table.watch` and waits for its first view or refusal (≤ 10 s); the stream stays open until `close`. */
export function openStream(baseUrl: string, input: { gameId: string; token: string }, headers: Record<string, string> = {}): Promise<OpenStream> {
  const url = new URL(`/api/trpc/table.watch?input=${encodeURIComponent(JSON.stringify(input))}`, baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { accept: "text/event-stream", ...headers } }, (res) => {
      const close = () => req.destroy();
      let text = "";
      let done = false;
      const finish = (first: OpenStream["first"]) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, first, close });
      };
      const timer = setTimeout(() => {
        close();
        reject(new Error(`table.watch: nothing in 10 s (status ${res.statusCode})`));
      }, 10_000);
      res.on("data", (chunk: Buffer) => {
        text += chunk.toString("utf8");
        if (res.statusCode !== 200 || done) return;
        for (const block of text.split("\n\n")) {
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const payload = /^data: (.*)$/m.exec(block)?.[1];
          if (payload === undefined) continue;
          if (event === "serialized-error") {
            const error = JSON.parse(payload) as { message?: string; data?: { httpStatus?: number } };
            finish({ kind: "error", httpStatus: error.data?.httpStatus ?? 0, message: error.message ?? "" });
            close();
          } else if (event === undefined && payload.includes('"role"')) finish({ kind: "view" });
        }
      });
      res.once("end", () => finish({ kind: "refused", body: text.slice(0, 300) }));
      res.once("error", () => finish({ kind: "refused", body: text.slice(0, 300) }));
    });
    req.once("error", reject);
    req.end();
  });
}

/** Every token of a table (seats and spectator), for streams that stay under each token's rate. */
const tokensOf = (table: Created): { gameId: string; token: string }[] =>
  [...table.seatTokens, table.spectatorToken].filter((token): token is string => token !== null).map((token) => ({ gameId: table.gameId, token }));

/**
 * Streams from one address, paced so that no token exceeds its own rate (each token's bucket
 * is the table limit, not the address's), until one is refused with 429 or `max` are open.
 */
export async function streamsFromOneAddress(app: RunningApp, tables: Created[], { max = ABUSE.streamsFromOneAddressMax, perSecond = 50 } = {}) {
  const tokens = tables.flatMap(tokensOf);
  const open: OpenStream[] = [];
  const before = rssMb(app.pid);
  const fdsBefore = openFiles(app.pid);
  let refusal: OpenStream | null = null;
  for (let i = 0; i < max && refusal === null; i++) {
    const stream = await openStream(app.baseUrl, tokens[i % tokens.length]!);
    if (stream.first.kind === "view") open.push(stream);
    else refusal = stream;
    await sleep(1000 / perSecond);
  }
  const withStreams = rssMb(app.pid);
  const fdsWithStreams = openFiles(app.pid);
  for (const stream of open) stream.close();
  await sleep(2_000);
  const after = rssMb(app.pid);
  const fdsAfter = openFiles(app.pid);
  const status = refusal === null ? null : refusal.first.kind === "error" ? refusal.first.httpStatus : refusal.status;
  const where = refusal === null ? null : refusal.first.kind === "error" ? "inside the stream" : "HTTP";
  const message =
    refusal === null
      ? null
      : refusal.first.kind === "error"
        ? refusal.first.message
        : refusal.first.kind === "refused"
          ? messageOfText(refusal.first.body)
          : "";
  return {
    opened: open.length,
    refusal: refusal === null ? null : { status, where, retryAfter: retryAfter(refusal.headers), message },
    rssMb: { before: round1(before), withStreams: round1(withStreams), afterClose: round1(after) },
    openFiles: { before: fdsBefore, withStreams: fdsWithStreams, afterClose: fdsAfter },
    verdicts: {
      connectionsReturn: verdict(fdsAfter - fdsBefore <= 4, `open files ${fdsBefore} → ${fdsWithStreams} with streams → ${fdsAfter} after they closed`),
      tooManyRequests: verdict(
        status === 429,
        `stream ${open.length + 1} from one address: ${status ?? `none refused of ${max}`} (${where ?? "—"}) ${message ?? ""}`,
      ),
      retryAfter: verdict(
        refusal !== null && (retryAfter(refusal.headers) ?? 0) > 0,
        `Retry-After: ${refusal === null ? "no refusal" : (retryAfter(refusal.headers) ?? "missing")}`,
      ),
    },
  };
}

/** One round of the global cap: `offered` streams at once, each from its own address, then all closed. */
async function streamCycle(app: RunningApp, tokens: { gameId: string; token: string }[], offered: number, addresses: number) {
  const streams = await Promise.all(
    Array.from({ length: offered }, (_, i) => {
      const address = addresses + i;
      return openStream(app.baseUrl, tokens[i % tokens.length]!, { "x-forwarded-for": `198.51.${100 + (address >> 8)}.${address & 255}` });
    }),
  );
  const peak = rssMb(app.pid);
  const fds = openFiles(app.pid);
  for (const stream of streams) stream.close();
  await sleep(2_000);
  return {
    served: streams.filter((stream) => stream.first.kind === "view").length,
    unavailable: streams.filter((stream) => stream.status === 503).length,
    unavailableWithRetryAfter: streams.filter((stream) => stream.status === 503 && (retryAfter(stream.headers) ?? 0) > 0).length,
    otherwise: countBy(
      streams
        .filter((stream) => stream.first.kind !== "view" && stream.status !== 503)
        .map((stream) => (stream.first.kind === "error" ? `in-stream ${stream.first.httpStatus}` : `HTTP ${stream.status}`)),
    ),
    message: ((first) => (first?.first.kind === "refused" ? messageOfText(first.first.body) : null))(streams.find((stream) => stream.status === 503)),
    rssMb: { withStreams: round1(peak), afterClose: round1(rssMb(app.pid)) },
    openFiles: { withStreams: fds, afterClose: openFiles(app.pid) },
  };
}

/**
 * Against a server started with MAX_STREAMS=`cap` and TRUST_PROXY=1: `offered` streams at
 * once, each from its own X-Forwarded-For address; past the cap each must get 503 with
 * Retry-After. Then they close, and the same again from other addresses: the connections must
 * be given back (open files as before), the cap serve as many again, and the memory stay
 * bounded by the cap. RSS is not expected to fall back when they close — V8 keeps its heap
 * until a full collection, which the server's 256 MB initial old generation puts off — so
 * what the streams leave behind is judged by the second round: its RSS, first round's
 * garbage included, against the issue's 64 MB.
 */
export async function globalStreamCap(app: RunningApp, tables: Created[], { cap = ABUSE.globalStreamCap, offered = ABUSE.streamsOffered } = {}) {
  const tokens = tables.flatMap(tokensOf);
  const before = { rssMb: round1(rssMb(app.pid)), openFiles: openFiles(app.pid) };
  const first = await streamCycle(app, tokens, offered, 0);
  const second = await streamCycle(app, tokens, offered, offered);
  const growth = Math.max(first.rssMb.withStreams, second.rssMb.withStreams) - before.rssMb;
  const fdsLeft = second.openFiles.afterClose - before.openFiles;
  return {
    cap,
    offered,
    before,
    first,
    second,
    verdicts: {
      capped: verdict(
        first.served === cap && second.served === cap,
        `${first.served}, then ${second.served} of ${offered} streams served with MAX_STREAMS=${cap}`,
      ),
      serviceUnavailable: verdict(
        first.unavailable === offered - cap && first.unavailableWithRetryAfter === first.unavailable,
        `${first.unavailable} answered 503 (${first.unavailableWithRetryAfter} with Retry-After), ${offered - cap} expected; otherwise ${JSON.stringify(first.otherwise)}`,
      ),
      connectionsReturn: verdict(
        fdsLeft <= 4,
        `open files ${before.openFiles} → ${first.openFiles.withStreams} with streams → ${second.openFiles.afterClose} after two rounds closed`,
      ),
      memoryBounded: verdict(
        growth <= ABUSE.maxMemoryGrowthMb,
        `RSS ${before.rssMb} → ${first.rssMb.withStreams} MB with the first round's streams, ${second.rssMb.withStreams} MB with the second's (+${growth.toFixed(1)}, ≤ ${ABUSE.maxMemoryGrowthMb}); ${second.rssMb.afterClose} MB after`,
      ),
    },
  };
}

const messageOfText = (body: string): string => messageOf({ status: 0, headers: {}, body, ms: 0 });

// --- (6, 7) Browser security ----------------------------------------------------------------------

/** What is wrong with an answer's security headers (empty when nothing). */
function headerProblems(headers: IncomingHttpHeaders): string[] {
  const problems: string[] = [];
  const csp = String(headers["content-security-policy"] ?? "");
  if (!/frame-ancestors 'none'/.test(csp)) problems.push("no CSP frame-ancestors 'none'");
  if (!/script-src 'self'/.test(csp) || /script-src[^;]*'unsafe-inline'/.test(csp)) problems.push("CSP script-src not 'self' without unsafe-inline");
  if (headers["x-frame-options"] !== "DENY") problems.push(`X-Frame-Options ${headers["x-frame-options"] ?? "missing"}`);
  if (headers["x-content-type-options"] !== "nosniff") problems.push(`X-Content-Type-Options ${headers["x-content-type-options"] ?? "missing"}`);
  if (headers["referrer-policy"] !== "no-referrer") problems.push(`Referrer-Policy ${headers["referrer-policy"] ?? "missing"}`);
  if (headers["permissions-policy"] === undefined) problems.push("no Permissions-Policy");
  return problems;
}

/** Pages, a static 404, the API's answers and refusals: each with the headers. */
export async function securityHeaders(app: RunningApp, table: Created) {
  const checks: [string, () => Promise<Answer>][] = [
    ["page /", () => send(app.baseUrl, "/")],
    ["page /dizionario", () => send(app.baseUrl, "/dizionario")],
    ["page /giudice", () => send(app.baseUrl, "/giudice")],
    ["spectator page", () => send(app.baseUrl, table.spectatorLink)],
    ["404 page", () => send(app.baseUrl, "/non-esiste")],
    ["API health.ping", () => send(app.baseUrl, "/api/trpc/health.ping")],
    ["API 400", () => getQuery(app.baseUrl, "table.view", { gameId: table.gameId })],
    ["API 404", () => send(app.baseUrl, "/api/trpc/non.esiste")],
    [
      "API 413",
      () => send(app.baseUrl, "/api/trpc/table.create", { method: "POST", headers: { "content-type": "application/json" }, body: "x".repeat(300_000) }),
    ],
    ["API 415", () => send(app.baseUrl, "/api/trpc/table.create", { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" })],
  ];
  const answers: Record<string, { status: number; problems: string[] }> = {};
  for (const [name, call] of checks) {
    const answer = await call();
    answers[name] = { status: answer.status, problems: headerProblems(answer.headers) };
  }
  const bad = Object.entries(answers).filter(([, answer]) => answer.problems.length > 0);
  return {
    answers,
    verdicts: {
      headers: verdict(
        bad.length === 0,
        bad.length === 0
          ? `${checks.length} answers, each with CSP, DENY, nosniff, no-referrer`
          : bad.map(([n, a]) => `${n}: ${a.problems.join(", ")}`).join("; "),
      ),
      tooLarge: verdict(answers["API 413"]?.status === 413, `a 300 KB body: ${answers["API 413"]?.status}`),
    },
  };
}

/**
 * What a page on another origin can send without a preflight — no content type, text/plain, a
 * form, multipart — each must get 415 and create nothing; a preflight must not be granted.
 */
export async function crossOriginCreate(app: RunningApp) {
  const body = JSON.stringify({ players: 2, wordProfile: "libero" });
  const origin = { origin: "http://sito-altrui.example" };
  const before = await tableCount(app);
  const tries: [string, Record<string, string>][] = [
    ["no content-type", {}],
    ["text/plain", { "content-type": "text/plain;charset=UTF-8" }],
    ["form", { "content-type": "application/x-www-form-urlencoded" }],
    ["multipart", { "content-type": "multipart/form-data; boundary=x" }],
  ];
  const statuses: Record<string, number> = {};
  for (const [name, headers] of tries) {
    statuses[name] = (await send(app.baseUrl, "/api/trpc/table.create", { method: "POST", headers: { ...origin, ...headers }, body })).status;
  }
  const preflight = await send(app.baseUrl, "/api/trpc/table.create", {
    method: "OPTIONS",
    headers: { ...origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
  });
  const created = (await tableCount(app)) - before;
  const granted = preflight.headers["access-control-allow-origin"];
  return {
    statuses,
    preflight: { status: preflight.status, allowOrigin: granted ?? null },
    tablesCreated: created,
    verdicts: {
      unsupportedMediaType: verdict(
        Object.values(statuses).every((status) => status === 415),
        `statuses: ${JSON.stringify(statuses)} (415 for each)`,
      ),
      noCrossOriginCreate: verdict(
        created === 0 && granted === undefined,
        `${created} tables created; preflight Access-Control-Allow-Origin: ${granted ?? "none"}`,
      ),
    },
  };
}

// --- (8) An event's tables ---------------------------------------------------------------------------

/** A table joins an event only with the event's code: a made-up code and a wrong secret are refused. */
export async function eventHijack(app: RunningApp) {
  const event = await data<{ eventId: string; tableCode: string }>(
    "judge.event.create",
    postJson(app.baseUrl, "judge.event.create", { name: "Torneo di prova" }),
  );
  const secretChars = event.tableCode.length - event.eventId.length;
  const wrongSecret = event.eventId + randomBytes(secretChars).toString("base64url").slice(0, secretChars);
  const madeUp = randomBytes(event.tableCode.length).toString("base64url").slice(0, event.tableCode.length);
  const attempts: Record<string, { status: number; message: string }> = {};
  for (const [name, eventCode] of [
    ["wrong secret", wrongSecret],
    ["made-up code", madeUp],
    ["event id alone", event.eventId],
  ] as const) {
    const answer = await postJson(app.baseUrl, "table.create", { players: 2, judge: "friendly", eventCode });
    attempts[name] = { status: answer.status, message: messageOf(answer) };
  }
  const hijacked = await countRows(app.databaseUrl, "select count(*) from games where event_id = ?", [event.eventId]);
  // The right code does add a table: the refusals above are about the code, not the request.
  const rightful = await postJson(app.baseUrl, "table.create", { players: 2, judge: "friendly", eventCode: event.tableCode });
  const joined = await countRows(app.databaseUrl, "select count(*) from games where event_id = ?", [event.eventId]);
  const refusedAll = Object.values(attempts).every((attempt) => attempt.status === 400);
  return {
    attempts,
    rightfulStatus: rightful.status,
    verdicts: {
      noHijack: verdict(
        refusedAll && hijacked === 0,
        `wrong codes: ${JSON.stringify(Object.values(attempts).map((a) => a.status))}, ${hijacked} tables joined the event`,
      ),
      rightCodeWorks: verdict(rightful.status === 200 && joined === 1, `the event's own code: ${rightful.status}, ${joined} table in the event`),
      italian: verdict(ITALIAN.test(attempts["wrong secret"]?.message ?? ""), `message: ${attempts["wrong secret"]?.message}`),
    },
  };
}

// --- (9) Input hygiene ----------------------------------------------------------------------------------

/** Names with hidden characters and options that do not fit the table: refused in Italian, nothing stored. */
export async function inputHygiene(app: RunningApp, table: Created) {
  const token = table.seatTokens[0]!;
  const names: Record<string, { status: number; message: string }> = {};
  for (const [label, name] of [
    ["a\\u0000b", "a\u0000b"],
    ["\\u0000x", "\u0000x"],
    ["a\\u200Bb", "a\u200Bb"],
    ["a\\u202Eb", "a\u202Eb"],
  ] as const) {
    const answer = await postJson(app.baseUrl, "table.join", { gameId: table.gameId, token, name });
    const body = parsed(answer);
    names[label] = { status: answer.status, message: body.error?.data?.zodError?.fieldErrors?.name?.[0] ?? messageOf(answer) };
  }
  const stored = await countRows(app.databaseUrl, "select count(*) from seats where game_id = ? and name is not null", [table.gameId]);
  const before = await tableCount(app);
  const options: Record<string, { status: number; message: string }> = {};
  for (const players of [2, 4]) {
    const answer = await postJson(app.baseUrl, "table.create", { players, threePlayerPozzetti: "3x11" });
    options[`threePlayerPozzetti at ${players}`] = { status: answer.status, message: messageOf(answer) };
  }
  const created = (await tableCount(app)) - before;
  return {
    names,
    options,
    verdicts: {
      hiddenCharacters: verdict(
        Object.values(names).every((n) => n.status === 400 && ITALIAN.test(n.message)) && stored === 0,
        `${JSON.stringify(names)}; names stored: ${stored}`,
      ),
      pozzettiOption: verdict(
        Object.values(options).every((o) => o.status === 400 && ITALIAN.test(o.message)) && created === 0,
        `${JSON.stringify(options)}; tables created: ${created}`,
      ),
    },
  };
}

// --- (9b) The classroom (issue #16) ---------------------------------------------------------------------

/**
 * The class's doors from one address: joins with codes that open no class until 429 (a school
 * behind one address gets a whole class at once, then 2 a second), a flood of teacher pages
 * with one made-up key until 429 (per key), and a class whose nickname is too long or hides
 * characters: refused in Italian, no student stored.
 */
export async function classroomFlood(app: RunningApp, { max = ABUSE.classroomJoinFloodMax, concurrency = 8 } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const code = (i: number) => `ZZ${String(i).padStart(4, "2").replace(/[01]/g, "9")}`.slice(0, 6);
  const wrongCode = await postJson(app.baseUrl, "classroom.join", { code: "ZZZZZZ", nickname: "Uno" });
  const joins = await floodUntil429(max, concurrency, (i) => postJson(app.baseUrl, "classroom.join", { code: code(i), nickname: `Bimbo ${i}` }, {}, agent));
  const madeUpKey = "k".repeat(43);
  const views = await floodUntil429(200, concurrency, () => getQuery(app.baseUrl, "classroom.view", { classId: "nessuna", token: madeUpKey }, {}, agent));
  agent.destroy();
  const created = await data<{ classId: string; joinCode: string }>(
    "classroom.create",
    postJson(app.baseUrl, "classroom.create", { name: "3B", schoolYear: "2026/27" }),
  );
  const nicknames: Record<string, { status: number; message: string }> = {};
  for (const [label, nickname] of [
    ["25 letters", "a".repeat(25)],
    ["a\\u0000b", "a\u0000b"],
    ["a\\u2800b", "a\u2800b"],
  ] as const) {
    const answer = await postJson(app.baseUrl, "classroom.join", { code: created.joinCode, nickname });
    nicknames[label] = { status: answer.status, message: parsed(answer).error?.data?.zodError?.fieldErrors?.nickname?.[0] ?? messageOf(answer) };
  }
  const students = await countRows(app.databaseUrl, "select count(*) from class_students where class_id = ?", [created.classId]);
  return {
    joins,
    views,
    nicknames,
    verdicts: {
      wrongCode: verdict(
        wrongCode.status === 404 && ITALIAN.test(messageOf(wrongCode)),
        `a code that opens no class: ${wrongCode.status} (${messageOf(wrongCode)})`,
      ),
      ...Object.fromEntries(Object.entries(rateLimitVerdicts("classroom.join", joins, max)).map(([claim, v]) => [`join.${claim}`, v])),
      ...Object.fromEntries(Object.entries(rateLimitVerdicts("classroom.view", views, 200)).map(([claim, v]) => [`view.${claim}`, v])),
      nicknames: verdict(
        Object.values(nicknames).every((n) => n.status === 400 && ITALIAN.test(n.message)) && students === 0,
        `${JSON.stringify(nicknames)}; students stored: ${students}`,
      ),
    },
  };
}

// --- (9c) Tournaments (issue #17) ----------------------------------------------------------------------

/** A tournament as the form makes one: individual at tables of 4, one turn of one deal. */
const SMALL_TOURNAMENT = {
  name: "Torneo di prova",
  format: "individual",
  tableSize: 4,
  turnsPerSession: 1,
  dealsPerTurn: 1,
  turnMinutes: 12,
  movement: "mitchell",
} as const;

const tournamentCount = (app: RunningApp): Promise<number> => countRows(app.databaseUrl, "select count(*) from tournaments");
const entrantCount = (app: RunningApp, tournamentId: string): Promise<number> =>
  countRows(app.databaseUrl, "select count(*) from tournament_entrants where tournament_id = ?", [tournamentId]);

/**
 * A tournament's doors from one address, each refusal in Italian with nothing stored:
 * another origin's simple requests to `tournament.create` (415, as `table.create`); absurd
 * parameters (turns, table size, deals, minutes, names; players per entrant); entrants' and
 * players' names too long, blank or with hidden characters; a registration with no key, a
 * made-up one, or the director's in its place; then a registration flood until 429 (nothing
 * stored past the limit), and last made-up director keys until 429 (per address: the address's
 * wrong keys then wait, so this goes after the rest) — while the director's own key, from the
 * same address, still opens the console.
 */
export async function tournamentFlood(
  app: RunningApp,
  { registrations = ABUSE.registrationFloodMax, guesses = ABUSE.wrongKeyGuessesMax, concurrency = 8 } = {},
) {
  const madeUpKey = () => randomBytes(32).toString("base64url");
  const tournamentsBefore = await tournamentCount(app);

  const origin = { origin: "http://sito-altrui.example" };
  const crossOrigin: Record<string, number> = {};
  for (const [name, headers] of [
    ["no content-type", {}],
    ["text/plain", { "content-type": "text/plain;charset=UTF-8" }],
    ["form", { "content-type": "application/x-www-form-urlencoded" }],
  ] as const) {
    crossOrigin[name] = (
      await send(app.baseUrl, "/api/trpc/tournament.create", { method: "POST", headers: { ...origin, ...headers }, body: JSON.stringify(SMALL_TOURNAMENT) })
    ).status;
  }

  const absurd: Record<string, { status: number; message: string }> = {};
  for (const [label, change] of [
    ["1000 turns", { turnsPerSession: 1000 }],
    ["30 sessions of 30 turns", { sessions: 30, turnsPerSession: 30 }],
    ["tables of 9", { tableSize: 9 }],
    ["50 deals a turn", { dealsPerTurn: 50 }],
    ["a turn of 100000 minutes", { turnMinutes: 100_000 }],
    ["a name of 61 characters", { name: "T".repeat(61) }],
  ] as const) {
    const answer = await postJson(app.baseUrl, "tournament.create", { ...SMALL_TOURNAMENT, ...change });
    absurd[label] = { status: answer.status, message: messageOf(answer) };
  }
  const createdByAttacks = (await tournamentCount(app)) - tournamentsBefore;

  const tournament = await data<{ tournamentId: string; directorToken: string; registrationToken: string }>(
    "tournament.create",
    postJson(app.baseUrl, "tournament.create", SMALL_TOURNAMENT),
  );
  const { tournamentId, registrationToken } = tournament;
  const register = (input: Record<string, unknown>, agent?: Agent) => postJson(app.baseUrl, "tournament.register", { tournamentId, ...input }, {}, agent);

  const names: Record<string, { status: number; message: string }> = {};
  for (const [label, name, player] of [
    ["an entrant's name of 41 characters", "a".repeat(41), "Anna"],
    ["a blank name", "   ", "Anna"],
    ["a\\u0000b", "a\u0000b", "Anna"],
    ["a\\u202Eb", "a\u202Eb", "Anna"],
    ["a player's name of 33 characters", "Anna", "a".repeat(33)],
    ["a player's name \\u200B", "Anna", "\u200B"],
  ] as const) {
    const answer = await register({ registrationToken, name, players: [player] });
    names[label] = { status: answer.status, message: messageOf(answer) };
  }
  const players: Record<string, { status: number; message: string }> = {};
  for (const [label, list] of [
    ["5 players", ["A", "B", "C", "D", "E"]],
    ["2 players to an individual entrant", ["A", "B"]],
  ] as const) {
    const answer = await register({ registrationToken, name: `Troppi ${list.length}`, players: list });
    players[label] = { status: answer.status, message: messageOf(answer) };
  }
  const keys: Record<string, { status: number; message: string }> = {};
  for (const [label, key] of [
    ["no key", {}],
    ["a made-up registration key", { registrationToken: madeUpKey() }],
    ["the director's key as the registration key", { registrationToken: tournament.directorToken }],
  ] as const) {
    const answer = await register({ ...key, name: "Senza chiave", players: ["Zeno"] });
    keys[label] = { status: answer.status, message: messageOf(answer) };
  }
  const storedByBadInput = await entrantCount(app, tournamentId);

  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  let accepted = 0;
  const floodStarted = performance.now();
  const flood = await floodUntil429(registrations, concurrency, async (i) => {
    const answer = await register({ registrationToken, name: `Giocatore ${i}`, players: [`Giocatore ${i}`] }, agent);
    if (answer.status === 200) accepted++;
    return answer;
  });
  // What the limit lets through: the burst, and 2 a second while the flood ran.
  const allowed = 200 + 2 * Math.ceil((performance.now() - floodStarted) / 1000);
  const afterFlood = await entrantCount(app, tournamentId);

  const guessing = await floodUntil429(guesses, concurrency, () => getQuery(app.baseUrl, "tournament.view", { tournamentId, token: madeUpKey() }, {}, agent));
  const directorAfterGuesses = (await getQuery(app.baseUrl, "tournament.view", { tournamentId, token: tournament.directorToken }, {}, agent)).status;
  agent.destroy();

  const refusedInItalian = (answers: Record<string, { status: number; message: string }>, status: number) =>
    Object.values(answers).every((a) => a.status === status && ITALIAN.test(a.message));
  return {
    crossOrigin,
    absurd,
    names,
    players,
    keys,
    registrations: { ...flood, accepted, stored: afterFlood },
    guessing,
    directorAfterGuesses,
    verdicts: {
      crossOriginCreate: verdict(
        Object.values(crossOrigin).every((status) => status === 415),
        `statuses: ${JSON.stringify(crossOrigin)} (415 for each)`,
      ),
      absurdParameters: verdict(
        refusedInItalian(absurd, 400) && absurd["30 sessions of 30 turns"]?.message === TOURNAMENT_ERRORS.BAD_SETTINGS && createdByAttacks === 0,
        `${JSON.stringify(absurd)}; tournaments created: ${createdByAttacks}`,
      ),
      names: verdict(refusedInItalian(names, 400), JSON.stringify(names)),
      playersPerEntrant: verdict(
        refusedInItalian(players, 400) && players["2 players to an individual entrant"]?.message === TOURNAMENT_ERRORS.BAD_PLAYERS,
        JSON.stringify(players),
      ),
      registrationKey: verdict(
        keys["no key"]?.status === 400 &&
          keys["a made-up registration key"]?.status === 403 &&
          keys["the director's key as the registration key"]?.status === 403 &&
          Object.values(keys).every((k) => ITALIAN.test(k.message)),
        JSON.stringify(keys),
      ),
      nothingStored: verdict(storedByBadInput === 0, `entrants stored by the refused registrations: ${storedByBadInput}`),
      ...Object.fromEntries(Object.entries(rateLimitVerdicts("tournament.register", flood, registrations)).map(([claim, v]) => [`register.${claim}`, v])),
      registrationsBounded: verdict(
        afterFlood === accepted && accepted <= allowed,
        `${accepted} registrations accepted of ${flood.sent} sent, ${afterFlood} stored (≤ ${allowed}: 200 at once, then 2 a second)`,
      ),
      ...Object.fromEntries(
        Object.entries(rateLimitVerdicts("tournament.view with made-up keys", guessing, guesses)).map(([claim, v]) => [`guess.${claim}`, v]),
      ),
      directorNotLockedOut: verdict(directorAfterGuesses === 200, `the director's own key from the guessing address: ${directorAfterGuesses} (200)`),
    },
  };
}

// --- (10) kill -9 --------------------------------------------------------------------------------------------

type ActResult = { ok: true; duplicate: boolean; view: SeatViewLite } | { ok: false; code: string; message: string; view?: SeatViewLite };

interface Move {
  gameId: string;
  token: string;
  version: number;
  clientActionId: string;
  action: Record<string, unknown>;
  outcome: "acknowledged" | "duplicate" | "refused" | "unanswered";
}

interface Player {
  gameId: string;
  tokens: string[];
  view: SeatViewLite;
  tries: number;
  /** The move sent and not answered when the server died: sent again, the same, after the restart. */
  pending: Move | null;
}

function nextMove(player: Player): Move {
  const { view } = player;
  const { seat, action } = scriptedMove(view, player.tries);
  return {
    gameId: player.gameId,
    token: player.tokens[seat]!,
    version: view.version,
    clientActionId: `k-${view.version}-${player.tries}`,
    action,
    outcome: "unanswered",
  };
}

/** Sends a move; its outcome and the view to go on from. Throws when there is no answer. */
async function sendMove(baseUrl: string, move: Move, agent: Agent): Promise<{ outcome: Move["outcome"]; view?: SeatViewLite; status: number }> {
  const { outcome: _, ...input } = move;
  const answer = await postJson(baseUrl, "table.act", input, {}, agent);
  const result = parsed<ActResult>(answer).result?.data;
  if (answer.status !== 200 || result === undefined) return { outcome: "refused", status: answer.status };
  if (result.ok) return { outcome: result.duplicate ? "duplicate" : "acknowledged", view: result.view, status: 200 };
  return { outcome: "refused", view: result.view, status: 200 };
}

interface LogCheck {
  rows: number;
  doubled: number;
  gaps: number;
  missingAcknowledged: number;
  unknownRows: number;
  wrongSeq: number;
}

/** The log as the killed server left it, against what the clients were told. */
async function checkLog(databaseUrl: string, moves: Move[]): Promise<LogCheck & { inLog: Set<string> }> {
  const client = createClient({ url: databaseUrl });
  try {
    const rows = (await client.execute("select game_id, seq, client_action_id from actions order by game_id, seq")).rows.map((row) => ({
      gameId: String(row[0]),
      seq: Number(row[1]),
      clientActionId: String(row[2]),
    }));
    const key = (gameId: string, clientActionId: string) => `${gameId} ${clientActionId}`;
    const counts = countBy(rows.map((row) => key(row.gameId, row.clientActionId)));
    const seqOf = new Map(rows.map((row) => [key(row.gameId, row.clientActionId), row.seq]));
    const sent = new Set(moves.map((move) => key(move.gameId, move.clientActionId)));
    let gaps = 0;
    const lastSeq = new Map<string, number>();
    for (const row of rows) {
      if (row.seq !== (lastSeq.get(row.gameId) ?? 0) + 1) gaps++;
      lastSeq.set(row.gameId, row.seq);
    }
    const acknowledged = moves.filter((move) => move.outcome === "acknowledged" || move.outcome === "duplicate");
    return {
      rows: rows.length,
      doubled: Object.values(counts).filter((count) => count > 1).length,
      gaps,
      missingAcknowledged: acknowledged.filter((move) => !seqOf.has(key(move.gameId, move.clientActionId))).length,
      unknownRows: rows.filter((row) => !sent.has(key(row.gameId, row.clientActionId))).length,
      wrongSeq: acknowledged.filter((move) => {
        const seq = seqOf.get(key(move.gameId, move.clientActionId));
        return seq !== undefined && seq !== move.version + 1;
      }).length,
      inLog: new Set(seqOf.keys()),
    };
  } finally {
    client.close();
  }
}

/**
 * Tables played by concurrent clients while the server is killed (SIGKILL, at a random moment)
 * and restarted on the same database, `restarts` times. After each kill: every acknowledged
 * move is in the log at its version, no client action id is there twice, no move we did not
 * send, no gap. After each restart the clients first send again, unchanged, the moves left
 * unanswered: one already in the log must come back `duplicate`, one not yet there is applied
 * now — once either way.
 */
export async function killNine({ restarts = ABUSE.killRestarts, tables = ABUSE.killTables, intervalMs = 50 } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "burraco-abuse-kill-"));
  const databaseUrl = `file:${path.join(dir, "burraco.db")}`;
  const moves: Move[] = [];
  const rounds: (LogCheck & { killAfterMs: number; acknowledged: number; unanswered: number; unansweredInLog: number })[] = [];
  const retries = { duplicate: 0, applied: 0, wrong: 0 };
  const players: Player[] = [];
  let app: RunningApp | null = null;
  try {
    for (let round = 0; round <= restarts; round++) {
      app = await startApp({ databaseUrl });
      const running = app;
      const agent = new Agent({ keepAlive: true, maxSockets: tables });
      if (round === 0) {
        for (let t = 0; t < tables; t++) {
          const table = await createTable(running, { players: 2, wordProfile: "libero" });
          const tokens = table.seatTokens.filter((token): token is string => token !== null);
          let view: SeatViewLite | null = null;
          for (const token of tokens)
            view = (await data<{ view: SeatViewLite }>("table.join", postJson(running.baseUrl, "table.join", { gameId: table.gameId, token }))).view;
          players.push({ gameId: table.gameId, tokens, view: view!, tries: 0, pending: null });
        }
      }
      // The moves the last kill left unanswered, sent again as they were.
      const inLogBefore = round === 0 ? new Set<string>() : (await checkLog(databaseUrl, moves)).inLog;
      for (const player of players) {
        const pending = player.pending;
        if (pending === null) continue;
        const wasInLog = inLogBefore.has(`${pending.gameId} ${pending.clientActionId}`);
        const answer = await sendMove(running.baseUrl, pending, agent);
        if (answer.outcome === "duplicate" && wasInLog) retries.duplicate++;
        else if (answer.outcome === "acknowledged" && !wasInLog) retries.applied++;
        else retries.wrong++;
        moves.push({ ...pending, outcome: answer.outcome });
        player.pending = null;
        const fresh = await data<{ view: SeatViewLite }>(
          "table.view",
          getQuery(running.baseUrl, "table.view", { gameId: player.gameId, token: player.tokens[0]! }),
        );
        const turn = fresh.view.phase === "over" ? 0 : fresh.view.turn;
        player.view = (
          await data<{ view: SeatViewLite }>("table.view", getQuery(running.baseUrl, "table.view", { gameId: player.gameId, token: player.tokens[turn]! }))
        ).view;
      }
      if (round === restarts) {
        await running.stop();
        app = null;
        agent.destroy();
        break;
      }
      // Play until killed at a random moment.
      let killed = false;
      const killAfterMs = 300 + Math.floor(Math.random() * 1_200);
      const firstMove = moves.length;
      const clients = players.map(async (player) => {
        while (!killed) {
          const move = nextMove(player);
          try {
            const answer = await sendMove(running.baseUrl, move, agent);
            moves.push({ ...move, outcome: answer.outcome });
            if (answer.outcome === "refused") {
              if (answer.status === 429) await sleep(200);
              else player.tries++;
            } else player.tries = 0;
            if (answer.view !== undefined) player.view = answer.view;
          } catch {
            player.pending = move;
            moves.push(move);
            return;
          }
          await sleep(intervalMs);
        }
      });
      await sleep(killAfterMs);
      process.kill(-running.pid, "SIGKILL");
      killed = true;
      await Promise.all(clients);
      agent.destroy();
      await running.stop();
      app = null;
      const check = await checkLog(databaseUrl, moves);
      const thisRound = moves.slice(firstMove);
      const unanswered = thisRound.filter((move) => move.outcome === "unanswered");
      rounds.push({
        killAfterMs,
        acknowledged: thisRound.filter((move) => move.outcome === "acknowledged").length,
        unanswered: unanswered.length,
        unansweredInLog: unanswered.filter((move) => check.inLog.has(`${move.gameId} ${move.clientActionId}`)).length,
        rows: check.rows,
        doubled: check.doubled,
        gaps: check.gaps,
        missingAcknowledged: check.missingAcknowledged,
        unknownRows: check.unknownRows,
        wrongSeq: check.wrongSeq,
      });
      progress(`  kill -9 ${round + 1}/${restarts} after ${killAfterMs} ms: ${rounds.at(-1)!.acknowledged} acknowledged, ${unanswered.length} unanswered`);
    }
    const final = await checkLog(databaseUrl, moves);
    const acknowledged = moves.filter((move) => move.outcome === "acknowledged").length;
    // Every unanswered move was sent again and answered: each row is a move some answer acknowledged.
    const acknowledgedIds = new Set(
      moves.filter((move) => move.outcome === "acknowledged" || move.outcome === "duplicate").map((move) => `${move.gameId} ${move.clientActionId}`),
    );
    const { inLog: _, ...finalFigures } = final;
    const lost = rounds.reduce((sum, r) => sum + r.missingAcknowledged, 0) + final.missingAcknowledged;
    const doubled = rounds.reduce((sum, r) => sum + r.doubled, 0) + final.doubled;
    const broken = rounds.reduce((sum, r) => sum + r.gaps + r.unknownRows + r.wrongSeq, 0) + final.gaps + final.unknownRows + final.wrongSeq;
    return {
      restarts,
      tables,
      acknowledged,
      rounds,
      retries,
      final: finalFigures,
      verdicts: {
        noneLost: verdict(lost === 0 && acknowledged > 0, `${acknowledged} moves acknowledged over ${restarts} kills, ${lost} missing from the log`),
        noneDoubled: verdict(doubled === 0, `${doubled} client action ids twice in the log`),
        logWhole: verdict(
          broken === 0 && final.rows === acknowledgedIds.size,
          `${final.rows} rows for ${acknowledgedIds.size} acknowledged moves (${retries.duplicate} of them on a retry); gaps, unknown rows, wrong versions: ${broken}`,
        ),
        retriesOnce: verdict(
          retries.wrong === 0,
          `unanswered moves sent again: ${retries.duplicate} duplicate (were in the log), ${retries.applied} applied now, ${retries.wrong} otherwise`,
        ),
      },
    };
  } finally {
    if (app !== null) await app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

// --- All of it ------------------------------------------------------------------------------------------

/** The server as `npm start` runs it, with the tables the attacks on it need (created before any create flood). */
export async function startDefaultServer() {
  const app = await startApp();
  const table = await createTable(app, { players: 2, wordProfile: "libero" });
  const fourSeats = await createTable(app, { players: 4, wordProfile: "libero" });
  return { app, table, fourSeats };
}

/** The server of the global stream cap: MAX_STREAMS low, X-Forwarded-For trusted (so one host plays many addresses). */
export async function startStreamCapServer(cap: number = ABUSE.globalStreamCap) {
  const app = await startApp({ env: { MAX_STREAMS: String(cap), TRUST_PROXY: "1" } });
  const tables: Created[] = [];
  for (let i = 0; i < 4; i++) tables.push(await createTable(app, { players: 4, wordProfile: "libero" }, { "x-forwarded-for": `192.0.2.${i + 1}` }));
  return { app, tables };
}

export async function runAbuse({ quick = false } = {}) {
  ensureBuild();
  const results: Record<string, { verdicts: Verdicts }> = {};
  const attack = async <T extends { verdicts: Verdicts }>(name: string, run: () => Promise<T>): Promise<void> => {
    progress(name);
    const started = performance.now();
    results[name] = { ...(await run()), seconds: round1((performance.now() - started) / 1000) } as T;
  };
  const requests = quick ? 2_000 : ABUSE.oversizedRequests;

  // Each token flood on a fresh server, so that its memory counts from where a server starts.
  for (const [name, equalLength] of [
    ["oversizedTokens", false],
    ["equalLengthTokens", true],
  ] as const) {
    progress(`server (npm start, default settings) for ${name}`);
    const fresh = await startDefaultServer();
    try {
      await attack(name, () => oversizedTokenFlood(fresh.app, { gameId: fresh.table.gameId, requests, equalLength }));
    } finally {
      await fresh.app.stop();
    }
  }

  progress("server (npm start, default settings)");
  const main = await startDefaultServer();
  try {
    await attack("securityHeaders", () => securityHeaders(main.app, main.table));
    await attack("crossOriginCreate", () => crossOriginCreate(main.app));
    await attack("eventHijack", () => eventHijack(main.app));
    await attack("inputHygiene", () => inputHygiene(main.app, main.table));
    await attack("dictionaryBatch", () => dictionaryBatch(main.app));
    await attack("dictionaryFlood", () => dictionaryFlood(main.app));
    await attack("streamsFromOneAddress", () => streamsFromOneAddress(main.app, [main.fourSeats]));
    await attack("classroomFlood", () => classroomFlood(main.app));
    await attack("tournamentFlood", () => tournamentFlood(main.app));
    await attack("createFlood", () => createFlood(main.app));
  } finally {
    await main.app.stop();
  }

  progress(`server with MAX_STREAMS=${ABUSE.globalStreamCap}, TRUST_PROXY=1`);
  const capped = await startStreamCapServer();
  try {
    await attack("globalStreamCap", () => globalStreamCap(capped.app, capped.tables));
  } finally {
    await capped.app.stop();
  }

  await attack("killNine", () => killNine({ restarts: quick ? 2 : ABUSE.killRestarts }));

  const failed = Object.entries(results).flatMap(([name, result]) =>
    Object.entries(result.verdicts)
      .filter(([, v]) => !v.pass)
      .map(([claim, v]) => `${name}.${claim}: ${v.detail}`),
  );
  return { quick, machine: { node: process.version }, limits: ABUSE, results, failed, pass: failed.length === 0 };
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  onProgress((message) => process.stderr.write(`abuse: ${message}\n`));
  const report = await runAbuse({ quick: process.argv.includes("--quick") });
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  for (const failure of report.failed) process.stderr.write(`abuse: FAILED ${failure}\n`);
  process.exit(report.pass ? 0 : 1);
}
