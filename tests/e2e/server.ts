/**
 * Runs the production app for end-to-end tests: `next build` (and the server's own bundle,
 * dist/server.js) when missing or older than the sources, then the production server — what
 * `npm start` runs — on a free port with a throw-away database.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { findProjectRoot } from "~/lexicon/node";

// Found from this file up, so that it holds when bundled elsewhere too (dist/abuse.js, npm run bench:abuse).
const ROOT = findProjectRoot(fileURLToPath(new URL(".", import.meta.url)));
const NEXT_BIN = path.join(ROOT, "node_modules", ".bin", "next");
const BUILD_ID = path.join(ROOT, ".next", "BUILD_ID");
const SERVER_BUNDLE = path.join(ROOT, "dist", "server.js");

/**
 * The node options `npm start` gives the server (package.json `config.serverNodeOptions`),
 * so that the tests run it as it runs in production.
 */
function serverNodeOptions(): string[] {
  const { config } = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { config: { serverNodeOptions: string } };
  return config.serverNodeOptions.split(/\s+/).filter((option) => option !== "");
}

/** What goes into `next build`: if any of it is newer than the build, build again. */
const BUILD_INPUTS = ["src", "public", "next.config.mjs", "package.json", "tsconfig.json"];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function buildIsStale(): boolean {
  return [BUILD_ID, SERVER_BUNDLE].some((output) => {
    if (!existsSync(output)) return true;
    const built = statSync(output).mtimeMs;
    return BUILD_INPUTS.some((input) => newestMtime(path.join(ROOT, input)) > built);
  });
}

const BUILD_LOCK = path.join(ROOT, "node_modules", ".e2e-build.lock");
const LOCK_STALE_MS = 10 * 60_000;

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * `next build`, only when needed; its output goes to the test log. Several e2e files run in
 * parallel: a lock directory makes one of them build while the others wait, then look again.
 */
export function ensureBuild(): void {
  if (!buildIsStale()) return;
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK);
      break;
    } catch {
      // Someone else is building (or a crashed run left the lock long ago).
      if (existsSync(BUILD_LOCK) && Date.now() - statSync(BUILD_LOCK).mtimeMs > LOCK_STALE_MS) {
        rmSync(BUILD_LOCK, { recursive: true, force: true });
        continue;
      }
      sleepSync(500);
      if (!existsSync(BUILD_LOCK) && !buildIsStale()) return;
    }
  }
  try {
    if (buildIsStale()) buildNow();
  } finally {
    rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}

/** The build's output goes to stderr: stdout may be a program's answer (npm run bench:abuse's JSON). */
function buildNow(): void {
  console.error("[e2e] .next or dist/server.js is missing or older than src/: building…");
  const started = Date.now();
  const server = spawnSync(process.execPath, [path.join(ROOT, "scripts", "build-cli.mjs")], { cwd: ROOT, stdio: ["ignore", 2, 2] });
  if (server.status !== 0) throw new Error(`build:cli failed (exit ${server.status ?? server.signal})`);
  const result = spawnSync(NEXT_BIN, ["build"], {
    cwd: ROOT,
    stdio: ["ignore", 2, 2],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) {
    throw new Error(`next build failed (exit ${result.status ?? result.signal})`);
  }
  console.error(`[e2e] next build took ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        if (address !== null && typeof address === "object") resolve(address.port);
        else reject(new Error("no port"));
      });
    });
  });
}

export interface RunningApp {
  baseUrl: string;
  /** The `file:` URL of this run's database, to inspect what the server wrote. */
  databaseUrl: string;
  /** The server process's id (its RSS is in /proc/<pid>/status; `kill -9` it to test a crash). */
  pid: number;
  /** Everything the server printed, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * The pause before a computer player's move (BOT_DELAY_MS): short, so a deal against the
 * computer takes seconds, yet long enough that a page shows each of its moves in turn.
 */
const E2E_BOT_DELAY_MS = "150";

/**
 * The production server on a free port; resolves once /api/trpc/health.ping answers 200.
 * `env` adds to (or overrides) the server's environment, e.g. a slower computer.
 * `databaseUrl`: a database of the caller's, kept by stop() (a restart on the same file);
 * by default a throw-away one.
 */
export async function startApp({
  timeoutMs = 90_000,
  env = {},
  databaseUrl: given,
}: {
  timeoutMs?: number;
  env?: Record<string, string>;
  databaseUrl?: string;
} = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = given === undefined ? mkdtempSync(path.join(tmpdir(), "burraco-e2e-")) : null;
  // A directory that does not exist yet: the server must create it on first start.
  const databaseUrl = given ?? `file:${path.join(dataDir!, "db", "burraco.db")}`;
  const baseUrl = `http://127.0.0.1:${port}`;

  const child = spawn(process.execPath, [...serverNodeOptions(), SERVER_BUNDLE], {
    cwd: ROOT,
    // Own process group, so stop() ends the server and anything it spawned.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      DATABASE_AUTH_TOKEN: "",
      BOT_DELAY_MS: E2E_BOT_DELAY_MS,
      ...env,
    },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let exited: number | string | null = null;
  const exit = new Promise<void>((resolve) =>
    child.on("exit", (code, signal) => {
      exited = code ?? signal ?? "unknown";
      resolve();
    }),
  );

  /** To the server's process group; nothing when it is gone already (a test may have killed it). */
  function signal(name: NodeJS.Signals): void {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
    }
  }

  async function stop(): Promise<void> {
    if (exited === null && child.pid !== undefined) {
      signal("SIGTERM");
      const killer = setTimeout(() => {
        if (exited === null) signal("SIGKILL");
      }, 5_000);
      await exit;
      clearTimeout(killer);
    }
    if (dataDir !== null) rmSync(dataDir, { recursive: true, force: true });
  }

  const deadline = Date.now() + timeoutMs;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    if (exited !== null) {
      await stop();
      throw new Error(`the server exited (${String(exited)}) before it was ready:\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/trpc/health.ping`);
      if (response.ok) return { baseUrl, databaseUrl, pid: child.pid!, output: () => output, stop };
      lastProblem = `health.ping answered ${response.status}: ${(await response.text()).slice(0, 500)}`;
    } catch (error) {
      lastProblem = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server was not ready after ${timeoutMs}ms (${lastProblem}):\n${output}`);
}
