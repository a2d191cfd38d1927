/**
 * Issue #4's performance target: N concurrent tables of scripted clients playing through the
 * HTTP API on loopback, with the real (file) database. Target: 100 tables, ≥ 2,000 actions/s,
 * p99 ≤ 20 ms.
 *
 * A temp file database, migrated; the app's own tRPC fetch handler (appRouter, as in
 * src/app/api/trpc/[trpc]/route.ts) behind a node:http server on 127.0.0.1 (ephemeral port,
 * loopback only); N 2-player tables created and joined over HTTP; then one scripted client per
 * table plays draw → discard turns (nextDeal when a deal ends), each `table.act` with the
 * current version and a fresh clientActionId, all tables at once. Bounded: it stops after
 * `actionsPerTable` actions per table or `seconds`, whichever comes first.
 *
 * Clients and server share this process (and its cores): the figures are a floor for the
 * server alone.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { fetchRequestHandler } from "@trpc/server/adapters/fetch";

import { findProjectRoot } from "../src/lexicon/node";
import { appRouter } from "../src/server/api/root";
import { createDatabase } from "../src/server/db";
import { migrateDatabase } from "../src/server/db/migrate";
import { getLexicon } from "../src/server/lexicon";

export interface TablesBenchOptions {
  /** Concurrent tables (2 seats each). */
  tables?: number;
  /** Actions each table plays at most. */
  actionsPerTable?: number;
  /** Wall-clock bound on the playing phase. */
  seconds?: number;
}

export interface TablesBenchResult {
  tables: number;
  actions: number;
  seconds: number;
  actionsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  errorCodes: Record<string, number>;
  setupMs: number;
  journalMode: string;
  target: { tables: number; actionsPerSecond: number; p99Ms: number };
}

interface SeatViewLite {
  version: number;
  turn: number;
  phase: "draw" | "play" | "over";
  hand: string[];
}

type ActAnswer =
  | { ok: true; duplicate: boolean; view: SeatViewLite }
  | { ok: false; code: string; message: string; view?: SeatViewLite };

/** node:http → fetch Request → the tRPC fetch handler → node:http. */
function listen(db: ReturnType<typeof createDatabase>["db"]): Promise<{ url: string; close: () => Promise<void> }> {
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    }
    const method = req.method ?? "GET";
    const request = new Request(`http://127.0.0.1${req.url ?? "/"}`, {
      method,
      headers,
      body: method === "GET" || method === "HEAD" ? undefined : Buffer.concat(chunks),
    });
    const response = await fetchRequestHandler({
      endpoint: "/api/trpc",
      req: request,
      router: appRouter,
      createContext: () => ({ db, getLexicon, headers: request.headers }),
      onError({ path, error }) {
        if (error.code === "INTERNAL_SERVER_ERROR") console.error(`tRPC failed on ${path ?? "<no-path>"}:`, error.cause ?? error);
      },
    });
    const body = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(body);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error("bench server:", error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    // Loopback only: nothing outside this machine can reach the bench server.
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/api/trpc`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

async function mutate<T>(base: string, path: string, input: unknown): Promise<{ status: number; body: { result?: { data: T }; error?: { message: string; data?: { code?: string } } } }> {
  const response = await fetch(`${base}/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as never };
}

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(3));
}

export async function benchTables(options: TablesBenchOptions = {}): Promise<TablesBenchResult> {
  const tables = options.tables ?? 100;
  const actionsPerTable = options.actionsPerTable ?? 200;
  const seconds = options.seconds ?? 30;

  const dir = mkdtempSync(join(tmpdir(), "burraco-bench-tables-"));
  const database = createDatabase({ url: `file:${join(dir, "burraco.db")}` });
  const server = { close: async () => {} };
  try {
    await migrateDatabase(database.db, join(findProjectRoot(), "drizzle"));
    const journal = await database.client.execute("PRAGMA journal_mode");
    const journalMode = String(journal.rows[0]?.[0] ?? "?");
    await getLexicon(); // loaded once, before the clock starts (the server warms it at start too)
    const http = await listen(database.db);
    server.close = http.close;
    const base = http.url;

    const setupStarted = performance.now();
    const seated = await Promise.all(
      Array.from({ length: tables }, async (_, i) => {
        const created = await mutate<{ gameId: string; seatTokens: string[] }>(base, "table.create", {
          players: 2,
          deals: 100,
          wordProfile: "libero",
        });
        const table = created.body.result?.data;
        if (!table) throw new Error(`table.create ${created.status}: ${created.body.error?.message}`);
        let view: SeatViewLite | null = null;
        for (const [seat, token] of table.seatTokens.entries()) {
          const joined = await mutate<{ view: SeatViewLite }>(base, "table.join", { gameId: table.gameId, token, name: `bot${i}-${seat}` });
          if (!joined.body.result) throw new Error(`table.join ${joined.status}: ${joined.body.error?.message}`);
          view = joined.body.result.data.view;
        }
        return { gameId: table.gameId, tokens: table.seatTokens, view: view! };
      }),
    );
    const setupMs = performance.now() - setupStarted;

    const latencies: number[] = [];
    const errorCodes: Record<string, number> = {};
    let errors = 0;
    const fail = (code: string) => {
      errors++;
      errorCodes[code] = (errorCodes[code] ?? 0) + 1;
    };

    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      seated.map(async ({ gameId, tokens, view: first }, t) => {
        let view = first;
        let played = 0;
        let failuresInARow = 0;
        let discardTry = 0;
        while (played < actionsPerTable && performance.now() < deadline && failuresInARow < 5) {
          const seat = view.phase === "over" ? 0 : view.turn;
          const action =
            view.phase === "over"
              ? { do: "nextDeal" }
              : view.phase === "draw"
                ? { do: "draw" }
                : { do: "discard", card: view.hand[(view.hand.length - 1 - discardTry + view.hand.length * 4) % view.hand.length] };
          const sent = performance.now();
          const answer = await mutate<ActAnswer>(base, "table.act", {
            gameId,
            token: tokens[seat],
            version: view.version,
            clientActionId: `b${t}-${view.version}-${discardTry}`,
            action,
          });
          latencies.push(performance.now() - sent);
          const result = answer.body.result?.data;
          if (result === undefined) {
            fail(`HTTP_${answer.status}_${answer.body.error?.data?.code ?? "?"}`);
            failuresInARow++;
            continue;
          }
          if (!result.ok) {
            fail(result.code);
            failuresInARow++;
            if (result.view) view = result.view;
            if (action.do === "discard") discardTry++;
            continue;
          }
          played++;
          failuresInARow = 0;
          discardTry = 0;
          view = result.view;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const sorted = latencies.sort((a, b) => a - b);
    const actions = sorted.length - errors;
    return {
      tables,
      actions,
      seconds: Number(elapsed.toFixed(2)),
      actionsPerSecond: Math.round(actions / elapsed),
      latencyMs: { p50: percentile(sorted, 0.5), p90: percentile(sorted, 0.9), p99: percentile(sorted, 0.99), max: percentile(sorted, 1) },
      errors,
      errorCodes,
      setupMs: Math.round(setupMs),
      journalMode,
      target: { tables: 100, actionsPerSecond: 2000, p99Ms: 20 },
    };
  } finally {
    await server.close();
    database.client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
