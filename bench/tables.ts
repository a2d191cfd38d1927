/**
 * Issue #4's performance target: N concurrent tables of scripted clients playing through the
 * HTTP API on loopback, with the real (file) database. Target: 100 tables, ≥ 2,000 actions/s,
 * p99 ≤ 20 ms.
 *
 * A temp file database, migrated; the production server's API handler
 * (src/server/http/api-handler.ts, what `npm start` serves /api/trpc with) on a node:http
 * server on 127.0.0.1 (ephemeral port, loopback only); N 2-player tables created by the
 * service and joined over HTTP; then the scripted clients (bench/table-clients.ts, one per table, in a worker
 * thread: their own event loop, the machine's other core), each on a keep-alive connection
 * (bench/http-connection.ts) opened before the clock starts, play draw → discard turns
 * through `table.act`.
 *
 * Two runs, because the two targets are about different things:
 * - paced: every table acts on a fixed timetable, one action every `intervalMs` (default:
 *   100 tables × 20 actions/s = the target's 2,000 actions/s offered). Does the server keep
 *   up with that load, and how long does one action take under it (p50/p99)? The target is
 *   judged on the p99 counted from when each action was due (`dueLatencyMs`: a late send or
 *   a skipped slot counts); `sendLagMs` says how late the clients sent against the timetable.
 * - saturated: every client sends its next action as soon as the answer arrives. The most
 *   the server does per second; latency here is queueing (Little's law: N in flight / rate).
 *
 * Each is repeated (`repeats`, alternating paced and saturated) and the median run reported
 * with all runs beside it: on the 2-core reference machine one 10-second run's p99 varies by
 * ±40% from one run to the next (the host's speed moves, and a single-threaded server with
 * its event loop busy most of the time amplifies every hiccup: a pause of a few ms, a garbage
 * collection, leaves a backlog it takes several times as long to clear), so one run says
 * little about a change.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { constants as perfConstants, type PerformanceEntry, PerformanceObserver, performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

import { findProjectRoot } from "../src/lexicon/node";
import { createDatabase } from "../src/server/db";
import { migrateDatabase } from "../src/server/db/migrate";
import type { Action } from "../src/engine";
import { env } from "../src/env";
import type { GameService } from "../src/server/games/service";
import { createApiHandler } from "../src/server/http/api-handler";
import { StreamGate } from "../src/server/http/streams";
import { getLexicon } from "../src/server/lexicon";
import { createServices, type Services } from "../src/server/services";
import type { ClientsInput, ClientsMessage, ClientsOutput, ClientTable } from "./table-clients";
import type { SeatViewLite } from "./scripted-move";

export interface TablesBenchOptions {
  /** Concurrent tables (2 seats each). */
  tables?: number;
  /** Actions each table plays at most. */
  actionsPerTable?: number;
  /** Wall-clock bound on each run. */
  seconds?: number;
  /** Paced run: each table acts this often (default: the target's 2,000 actions/s offered). */
  intervalMs?: number;
  /** Paced and saturated runs each, alternating (default 3); the median run is reported. */
  repeats?: number;
  /**
   * Tables of one person and three esperto computers playing beside the measured ones, at the
   * server's own pace (BOT_DELAY_MS): what the server's computer players cost the other tables
   * (issue #13). Their person is played in the server's process (draw, then a discard).
   */
  computerTables?: number;
  /** Told before each run and with its result (the bench logs it on stderr). */
  onProgress?: (message: string) => void;
  /**
   * A directory to write the server thread's CPU profile of each run to
   * (`tables-paced-<run>.cpuprofile`, `tables-saturated-<run>.cpuprofile`, Chrome DevTools'
   * format): where a move's time goes, without the setup. Profiling slows the server: those
   * runs' figures are not comparable with unprofiled ones.
   */
  cpuProfileDir?: string;
}

export interface RunFigures {
  /** Actions/s the clients tried to send (paced), or null (saturated: as fast as answered). */
  offeredPerSecond: number | null;
  actions: number;
  seconds: number;
  actionsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  /** Paced: how late the clients sent against their timetable (bench/table-clients.ts), and the slots they skipped; null when saturated. */
  sendLagMs: { p99: number; max: number; skippedSlots: number } | null;
  /**
   * Paced: latency counted from when each action was due rather than sent, so a client that
   * stalled and sent late does not hide a slow answer; the target is judged on its p99. Null
   * when saturated.
   */
  dueLatencyMs: { p50: number; p99: number; max: number } | null;
  /** Share of the run the server's event loop was busy (0-1): how close to saturation it ran. */
  serverLoopBusy: number;
  /**
   * The server thread's CPU time per answered action (µs), from Linux's per-thread schedstat
   * (null elsewhere): what a move costs the server, much less moved than the rates and
   * latencies by other programs sharing the cores (though not unmoved: on a loaded machine a
   * thread's work takes more CPU). Time the thread waits (a COMMIT's sync to disk) is not in
   * it, though its event loop is blocked meanwhile.
   */
  serverCpuUsPerAction: number | null;
  /** The share of that CPU time spent in the kernel (system calls: the socket's reads and writes, the WAL's syncs). */
  serverCpuSystemShare: number | null;
  /** Actions written per transaction of the write batcher in this run. */
  actionsPerTransaction: number;
  /**
   * The server thread's garbage collections during the run: full (mark-compact) ones stop it
   * for 8-20 ms on the reference machine and, under paced load, each leaves a backlog that
   * sets the run's p99 if it falls in the run; minor ones (scavenges) for 1-7 ms.
   */
  serverGc: GcFigures;
  errors: number;
  errorCodes: Record<string, number>;
}

export interface GcFigures {
  full: number;
  fullMaxMs: number;
  minor: number;
  minorMaxMs: number;
}

export interface TablesBenchResult {
  tables: number;
  /** Tables with three computers playing beside the measured ones, and the moves made at them (computers and person) over the whole bench. */
  computerTables: number;
  computerTableMoves: number;
  /**
   * The V8 flags the bench ran under (`npm run bench:tables` passes the production server's,
   * package.json `config.serverNodeOptions`): the old generation's size decides how often a
   * full garbage collection stops the server.
   */
  nodeFlags: string[];
  /** The median paced run by p99 (counted from when actions were due), and the median saturated run by actions/s. */
  paced: RunFigures;
  saturated: RunFigures;
  /** Every run, in order. */
  pacedRuns: RunFigures[];
  saturatedRuns: RunFigures[];
  /** Write transactions per committed action in the runs (group commit): works / batches. */
  actionsPerTransaction: number;
  /** Share of the committed works that were moves (the rest: seats taken, tables made…). */
  moveShare: number;
  setupMs: number;
  journalMode: string;
  /**
   * Met: the median saturated run does at least `actionsPerSecond`; the median paced run's p99
   * (from when due) is at most `p99Ms`, and it carried the offered load (98%) without errors.
   */
  target: { tables: number; actionsPerSecond: number; p99Ms: number; met: boolean };
}

/** The run in the middle when sorted by `key` (the upper one of two). */
function medianRun(runs: readonly RunFigures[], key: (run: RunFigures) => number): RunFigures {
  const sorted = [...runs].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The production server's API handler (src/server/http/api-handler.ts) on node:http. */
function listen(services: Services): Promise<{ url: string; close: () => Promise<void> }> {
  const handle = createApiHandler(services, { trustProxy: false, streams: new StreamGate({ maxStreams: env.MAX_STREAMS }) });
  const server = createServer(handle);
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

async function mutate<T>(
  base: string,
  path: string,
  input: unknown,
): Promise<{ status: number; body: { result?: { data: T }; error?: { message: string; data?: { code?: string } } } }> {
  const response = await fetch(`${base}/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as never };
}

/**
 * Collects this thread's garbage collections (the server's: the clients' worker thread has
 * its own) from now; `stop` counts those that started at or after `from`.
 */
function watchGc(): { stop: (from: number) => GcFigures } {
  const entries: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => void entries.push(...list.getEntries()));
  observer.observe({ entryTypes: ["gc"] });
  return {
    stop(from) {
      entries.push(...observer.takeRecords());
      observer.disconnect();
      const inRun = entries.filter((entry) => entry.startTime >= from);
      // A gc entry's `detail.kind` (Node's typings of this version do not declare `detail`).
      const kind = (entry: PerformanceEntry) => (entry as { detail?: { kind?: number } }).detail?.kind;
      const full = inRun.filter((entry) => kind(entry) === perfConstants.NODE_PERFORMANCE_GC_MAJOR);
      const minor = inRun.filter((entry) => kind(entry) === perfConstants.NODE_PERFORMANCE_GC_MINOR);
      const maxMs = (list: PerformanceEntry[]) => Number(Math.max(0, ...list.map((entry) => entry.duration)).toFixed(1));
      return { full: full.length, fullMaxMs: maxMs(full), minor: minor.length, minorMaxMs: maxMs(minor) };
    },
  };
}

/** The server thread's CPU time so far: all of it (ns), and its user and system parts (clock ticks). */
interface ThreadCpu {
  ns: number;
  user: number;
  system: number;
}

/**
 * This thread's CPU time so far: the first field of /proc/self/task/<tid>/schedstat (ns), and
 * fields 14 and 15 of /proc/self/task/<tid>/stat (user, system), the main thread's tid being
 * the process id (the server runs on it; the clients in a worker). Null where there are no
 * such files (not Linux).
 */
function serverThreadCpu(): ThreadCpu | null {
  try {
    const task = `/proc/self/task/${process.pid}`;
    const ns = Number(readFileSync(`${task}/schedstat`, "utf8").split(" ", 1)[0]);
    const stat = readFileSync(`${task}/stat`, "utf8");
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { ns, user: Number(fields[11]), system: Number(fields[12]) };
  } catch {
    return null;
  }
}

/** A run's server CPU per action (µs) and the share of it spent in the kernel. */
function cpuFigures(before: ThreadCpu | null, after: ThreadCpu | null, actions: number): Pick<RunFigures, "serverCpuUsPerAction" | "serverCpuSystemShare"> {
  if (before === null || after === null) return { serverCpuUsPerAction: null, serverCpuSystemShare: null };
  const user = after.user - before.user;
  const system = after.system - before.system;
  return {
    serverCpuUsPerAction: actions === 0 ? null : Math.round((after.ns - before.ns) / 1000 / actions),
    serverCpuSystemShare: user + system === 0 ? null : Number((system / (user + system)).toFixed(3)),
  };
}

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(3));
}

export async function benchTables(options: TablesBenchOptions = {}): Promise<TablesBenchResult> {
  const tables = options.tables ?? 100;
  const actionsPerTable = options.actionsPerTable ?? 200;
  const seconds = options.seconds ?? 30;
  const intervalMs = options.intervalMs ?? (tables * 1000) / 2000;
  const repeats = Math.max(1, options.repeats ?? 3);

  const dir = mkdtempSync(join(tmpdir(), "burraco-bench-tables-"));
  const database = createDatabase({ url: `file:${join(dir, "burraco.db")}` });
  const server = { close: async () => {} };
  try {
    await migrateDatabase(database.db, join(findProjectRoot(), "drizzle"));
    const journal = await database.client.execute("PRAGMA journal_mode");
    const journalMode = String(journal.rows[0]?.[0] ?? "?");
    await getLexicon(); // loaded once, before the clock starts (the server warms it at start too)
    const services = createServices({ db: database.db, getLexicon });
    const service = services.games;
    const http = await listen(services);
    server.close = http.close;
    const base = http.url;

    const setupStarted = performance.now();
    const seated = await Promise.all(
      Array.from({ length: tables }, async (_, i) => {
        // Made by the service: over HTTP, one address may create 60 tables at once (src/server/api/limits.ts).
        const table = await service.createTable({ players: 2, deals: 100, wordProfile: "libero", timers: false });
        const tokens = table.seatTokens.map((token) => token!);
        for (const [seat, token] of tokens.entries()) {
          const joined = await mutate<unknown>(base, "table.join", { gameId: table.gameId, token, name: `bot${i}-${seat}` });
          if (!joined.body.result) throw new Error(`table.join ${joined.status}: ${joined.body.error?.message}`);
        }
        return { gameId: table.gameId, tokens };
      }),
    );
    const setupMs = performance.now() - setupStarted;

    const computers = await startComputerTables(base, service, options.computerTables ?? 0);
    /** Each table as the seat to move sees it now. */
    const currentViews = (): Promise<ClientTable[]> =>
      Promise.all(
        seated.map(async (table) => {
          const viewOf = async (token: string | undefined): Promise<SeatViewLite> => {
            const joined = await mutate<{ view: SeatViewLite }>(base, "table.join", { gameId: table.gameId, token });
            if (!joined.body.result) throw new Error(`table.join ${joined.status}: ${joined.body.error?.message}`);
            return joined.body.result.data.view;
          };
          let view = await viewOf(table.tokens[0]);
          // The client decides from the mover's own hand.
          if (view.phase !== "over" && view.turn !== 0) view = await viewOf(table.tokens[view.turn]);
          return { ...table, view };
        }),
      );
    const run = async (intervalMs: number): Promise<RunFigures> => {
      const views = await currentViews();
      const before = service.writeStats();
      // The server's event loop from the clients' first timed action to their last answer.
      let loopBefore = performance.eventLoopUtilization();
      let cpuBefore = serverThreadCpu();
      let clockStarted = performance.now();
      const gc = watchGc();
      const output = await runInWorker({ url: base, tables: views, actionsPerTable, seconds, intervalMs }, () => {
        loopBefore = performance.eventLoopUtilization();
        cpuBefore = serverThreadCpu();
        clockStarted = performance.now();
      });
      const loop = performance.eventLoopUtilization(loopBefore);
      const cpuAfter = serverThreadCpu();
      const serverGc = gc.stop(clockStarted);
      const after = service.writeStats();
      batches += after.batches - before.batches;
      works += after.works - before.works;
      moves += after.moves - before.moves;
      const sorted = output.latencies.sort((a, b) => a - b);
      const lags = output.sendLags.sort((a, b) => a - b);
      const fromDue = output.dueLatencies.sort((a, b) => a - b);
      const actions = sorted.length - output.errors;
      return {
        offeredPerSecond: intervalMs > 0 ? Math.round((tables * 1000) / intervalMs) : null,
        actions,
        seconds: Number(output.elapsedSeconds.toFixed(2)),
        actionsPerSecond: Math.round(actions / output.elapsedSeconds),
        latencyMs: { p50: percentile(sorted, 0.5), p90: percentile(sorted, 0.9), p99: percentile(sorted, 0.99), max: percentile(sorted, 1) },
        sendLagMs: lags.length === 0 ? null : { p99: percentile(lags, 0.99), max: percentile(lags, 1), skippedSlots: output.skippedSlots },
        serverLoopBusy: Number(loop.utilization.toFixed(3)),
        ...cpuFigures(cpuBefore, cpuAfter, actions),
        actionsPerTransaction: Number(((after.moves - before.moves) / Math.max(1, after.batches - before.batches)).toFixed(2)),
        serverGc,
        dueLatencyMs: fromDue.length === 0 ? null : { p50: percentile(fromDue, 0.5), p99: percentile(fromDue, 0.99), max: percentile(fromDue, 1) },
        errors: output.errors,
        errorCodes: output.errorCodes,
      };
    };
    let batches = 0;
    let works = 0;
    let moves = 0;
    // Warm-up, not measured: the first moves of a fresh process pay for compiling the code
    // paths (a one-off ~2 s stall in the first second), which no steady server shows.
    await runInWorker({ url: base, tables: await currentViews(), actionsPerTable: 6, seconds, intervalMs: 0 });
    batches = 0;
    works = 0;
    moves = 0;
    const pacedRuns: RunFigures[] = [];
    const saturatedRuns: RunFigures[] = [];
    const progress = options.onProgress ?? (() => {});
    for (let i = 1; i <= repeats; i++) {
      progress(`tavoli: corsa ${i}/${repeats} a ritmo (${Math.round((tables * 1000) / intervalMs)} mosse/s offerte)…`);
      const paced = await profiled(options.cpuProfileDir, `tables-paced-${i}.cpuprofile`, () => run(intervalMs));
      pacedRuns.push(paced);
      progress(
        `tavoli: ${paced.actionsPerSecond} mosse/s, p50 ${paced.latencyMs.p50} ms, p99 ${paced.latencyMs.p99} ms (${paced.dueLatencyMs?.p99} ms dal momento dovuto), server occupato ${Math.round(paced.serverLoopBusy * 100)}%, ${paced.serverGc.full} GC completi; corsa ${i}/${repeats} a saturazione…`,
      );
      const saturated = await profiled(options.cpuProfileDir, `tables-saturated-${i}.cpuprofile`, () => run(0));
      saturatedRuns.push(saturated);
      progress(
        `tavoli: ${saturated.actionsPerSecond} mosse/s a saturazione, p99 ${saturated.latencyMs.p99} ms, ${saturated.serverCpuUsPerAction ?? "?"} µs di CPU del server per mossa`,
      );
    }
    const pacedP99 = (r: RunFigures) => (r.actions === 0 ? Infinity : (r.dueLatencyMs?.p99 ?? r.latencyMs.p99));
    const paced = medianRun(pacedRuns, pacedP99);
    const saturated = medianRun(saturatedRuns, (r) => r.actionsPerSecond);
    const target = { tables: 100, actionsPerSecond: 2000, p99Ms: 20 };
    const computerTableMoves = await computers.stop();
    return {
      tables,
      computerTables: options.computerTables ?? 0,
      computerTableMoves,
      nodeFlags: process.execArgv,
      paced,
      saturated,
      pacedRuns,
      saturatedRuns,
      actionsPerTransaction: Number((works / Math.max(1, batches)).toFixed(2)),
      moveShare: Number((moves / Math.max(1, works)).toFixed(3)),
      setupMs: Math.round(setupMs),
      journalMode,
      target: {
        ...target,
        // The paced run must also have carried the offered load, without errors: skipped
        // slots or fast refusals would otherwise flatter its p99.
        met:
          tables >= target.tables &&
          saturated.actionsPerSecond >= target.actionsPerSecond &&
          pacedP99(paced) <= target.p99Ms &&
          paced.errors === 0 &&
          paced.actionsPerSecond >= 0.98 * (paced.offeredPerSecond ?? 0),
      },
    };
  } finally {
    await server.close();
    database.client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `count` tables of a person (seat 0) and three esperto computers, started over HTTP: the
 * server plays the computers; the person draws and discards at each of their turns and starts
 * each next deal, in this process. `stop` ends the person's play and counts the moves made at those tables.
 */
async function startComputerTables(base: string, service: GameService, count: number): Promise<{ stop: () => Promise<number> }> {
  const stops: (() => void)[] = [];
  const gameIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const table = await service.createTable({
      players: 4,
      deals: 100,
      wordProfile: "libero",
      timers: false,
      bots: [1, 2, 3].map((seat) => ({ seat, level: "esperto" as const })),
    });
    const token = table.seatTokens[0]!;
    gameIds.push(table.gameId);
    let busy = false;
    let stopped = false;
    const personTurn = async () => {
      if (busy || stopped) return;
      busy = true;
      try {
        const { view } = await service.getView(table.gameId, token);
        const act = (action: Action) => service.act(table.gameId, token, { version: view.version, clientActionId: `persona-${view.version}`, action });
        if (view.phase === "over" && view.winner === null) await act({ do: "nextDeal" });
        if (view.turn !== 0 || view.phase !== "draw") return;
        const drawn = await service.act(table.gameId, token, { version: view.version, clientActionId: `persona-${view.version}`, action: { do: "draw" } });
        if (!drawn.ok) return;
        for (const card of drawn.view.hand) {
          const discarded = await service.act(table.gameId, token, {
            version: drawn.view.version,
            clientActionId: `persona-${drawn.view.version}`,
            action: { do: "discard", card },
          });
          if (discarded.ok) break;
        }
      } finally {
        busy = false;
      }
    };
    stops.push(service.events.subscribe(table.gameId, () => void personTurn()));
    stops.push(() => {
      stopped = true;
    });
    await mutate<unknown>(base, "table.join", { gameId: table.gameId, token, name: `persona${i}` });
  }
  return {
    stop: async () => {
      for (const stop of stops) stop();
      let moves = 0;
      for (const gameId of gameIds) {
        const view = await service.spectate(gameId);
        moves += view.view.version;
      }
      return moves;
    },
  };
}

/** `work` under the CPU profiler of this thread (the server's), written to `dir/file`; just `work` without a `dir`. */
async function profiled<T>(dir: string | undefined, file: string, work: () => Promise<T>): Promise<T> {
  if (dir === undefined) return work();
  const session = new Session();
  session.connect();
  try {
    await session.post("Profiler.enable");
    await session.post("Profiler.start");
    const result = await work();
    const { profile } = await session.post("Profiler.stop");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, file), JSON.stringify(profile));
    return result;
  } finally {
    session.disconnect();
  }
}

/** The clients in a worker thread (dist/bench-clients.js, built next to dist/bench.js). */
function runInWorker(input: ClientsInput, onClockStarted: () => void = () => {}): Promise<ClientsOutput> {
  const script = join(dirname(fileURLToPath(import.meta.url)), "bench-clients.js");
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { workerData: { role: "table-clients", input } });
    worker.on("message", (message: ClientsMessage) => {
      if (message.kind === "started") {
        onClockStarted();
        return;
      }
      resolve(message.output);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`bench clients exited with ${code}`));
    });
  });
}
