/**
 * The write connection of a database: where the one writer (src/server/games/write-batcher.ts)
 * writes, how it knows a COMMIT is on disk, and who checkpoints the WAL.
 *
 * For a local file, a connection of its own with `synchronous = NORMAL` and no automatic
 * checkpoint, so that the event loop only runs the SQL:
 * - Its COMMIT appends to the WAL without syncing it; `durable()` then syncs the WAL file on
 *   libuv's thread pool. With `synchronous = FULL` the COMMIT syncs on the event loop, and
 *   every other request waits behind it. A write is still answered only once it is on disk,
 *   so it survives a process kill and a power loss alike.
 * - The checkpoint (the WAL's pages copied into the database file, both files synced) runs on
 *   a worker thread's connection of its own, asked for by the writer between two batches
 *   (`checkpoint()`); with SQLite's automatic checkpoint it ran inside a COMMIT every 1,000
 *   pages, holding the event loop for up to tens of milliseconds. The writer waits for it
 *   (its moves queue up meanwhile, nothing else does), so the checkpoint takes the whole WAL
 *   and the next COMMIT starts the WAL from its beginning again: the file stays small.
 * NORMAL keeps SQLite's own syncs where the file's integrity needs them (around a checkpoint,
 * and when the WAL is reused), so a power loss cannot corrupt it. The pragmas are per
 * connection, hence the connection of its own (one: the writer runs one transaction at a
 * time). Remote databases (sqld, Turso) and in-memory ones write through the database's own
 * client: the former sync on their side, the latter have nothing to sync or checkpoint.
 */
import { open } from "node:fs/promises";
import path from "node:path";
import { Worker } from "node:worker_threads";

import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";

import type { Db } from "./index";
import * as schema from "./schema";

export interface WriteConnection {
  db: Db;
  /** Resolves once everything committed so far is on disk. */
  durable: () => Promise<void>;
  /** Copies the WAL into the database file, off the event loop; to be awaited with no write in progress. */
  checkpoint: () => Promise<void>;
  close: () => void;
}

/** A local file database as createDatabase (./index.ts) opened it: its URL, its file, and how long it waits for a lock. */
interface LocalFile {
  url: string;
  file: string;
  timeout: number;
}

const localFiles = new WeakMap<Db, LocalFile>();

export function rememberLocalFile(db: Db, local: LocalFile): void {
  localFiles.set(db, local);
}

/**
 * One per database, whoever asks: a second one would let two write transactions of this
 * process wait for each other's lock on its one thread.
 */
const writers = new WeakMap<Db, Promise<WriteConnection>>();

/** The write connection of `db`, opened on first use. */
export function writeConnectionOf(db: Db): Promise<WriteConnection> {
  let writer = writers.get(db);
  if (writer === undefined) {
    writer = openWriteConnection(db);
    writers.set(db, writer);
  }
  return writer;
}

async function openWriteConnection(db: Db): Promise<WriteConnection> {
  const local = localFiles.get(db);
  if (local === undefined) return { db, durable: () => Promise.resolve(), checkpoint: () => Promise.resolve(), close: () => {} };
  const client = createClient({ url: local.url, timeout: local.timeout, concurrency: 1 });
  try {
    // WAL, so that every COMMIT appends to the file `durable()` syncs (already so once migrated: the mode is kept in the file).
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA synchronous = NORMAL");
    await client.execute("PRAGMA wal_autocheckpoint = 0");
  } catch (error) {
    client.close();
    throw error;
  }
  const wal = `${path.resolve(/* turbopackIgnore: true */ local.file)}-wal`;
  const checkpointer = new Checkpointer(local);
  return {
    db: drizzle({ client, schema }),
    durable: () => syncFile(wal),
    checkpoint: () => checkpointer.run(),
    close: () => {
      checkpointer.close();
      client.close();
    },
  };
}

/** fsync(2) of a file, on the thread pool: whoever wrote its pages, they reach the disk. */
async function syncFile(file: string): Promise<void> {
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The worker thread's code: a connection of its own (synchronous FULL by default: the
 * checkpoint syncs the WAL before copying it and the database file after), one PASSIVE
 * checkpoint per message. Plain CommonJS, evaluated: nothing for the bundlers to build.
 */
const CHECKPOINTER = `
const { parentPort, workerData } = require("node:worker_threads");
const { createClient } = require("@libsql/client");
const client = createClient({ url: workerData.url, timeout: workerData.timeout });
parentPort.on("message", async () => {
  try {
    await client.execute("PRAGMA wal_checkpoint(PASSIVE)");
    parentPort.postMessage({ ok: true });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: String(error && error.message) });
  }
});
`;

/** The checkpoint's worker thread, started at the first checkpoint; one checkpoint at a time. */
class Checkpointer {
  readonly #local: LocalFile;
  #worker: Worker | undefined;
  #running: Promise<void> | undefined;

  constructor(local: LocalFile) {
    this.#local = local;
  }

  run(): Promise<void> {
    this.#running ??= this.#checkpoint().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #checkpoint(): Promise<void> {
    this.#worker ??= this.#start();
    const worker = this.#worker;
    const answer = await new Promise<{ ok: boolean; message?: string }>((resolve, reject) => {
      const done = () => {
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
      };
      const onMessage = (message: { ok: boolean; message?: string }) => {
        done();
        resolve(message);
      };
      // A worker that failed is started again at the next checkpoint.
      const onError = (error: Error) => {
        done();
        this.#worker = undefined;
        reject(error);
      };
      const onExit = (code: number) => {
        done();
        this.#worker = undefined;
        reject(new Error(`the checkpoint's worker stopped (exit code ${code})`));
      };
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.on("exit", onExit);
      worker.postMessage("checkpoint");
    });
    if (!answer.ok) throw new Error(`WAL checkpoint failed: ${answer.message}`);
  }

  #start(): Worker {
    const worker = new Worker(CHECKPOINTER, { eval: true, workerData: { url: this.#local.url, timeout: this.#local.timeout } });
    // A server stops without waiting for it; its connection closes with the process.
    worker.unref();
    return worker;
  }

  close(): void {
    void this.#worker?.terminate();
    this.#worker = undefined;
  }
}
