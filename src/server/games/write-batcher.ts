/**
 * Group commit. SQLite has one writer and every commit syncs the WAL to disk (synchronous
 * FULL), so one transaction per action spends most of its time on BEGIN, COMMIT and the
 * sync. The batcher runs this process's writes one batch at a time: everything queued while
 * a batch is in flight becomes the next batch, one BEGIN IMMEDIATE … COMMIT for all of it.
 *
 * The sync stays inside the COMMIT, on the event loop (about half a millisecond here). A
 * connection of its own with `synchronous = NORMAL`, the WAL synced on the thread pool and
 * checkpointed by a worker, freed the loop but lengthened every batch by the round trip to the
 * pool and the wait for the checkpoint: the table benchmark's paced p99 measured worse with it,
 * side by side on a quiet machine. Batches start at least MIN_BATCH_INTERVAL_MS apart, so
 * that under load each carries what arrived since the last one began; a write after a quiet
 * spell is committed at once. (A fixed wait before every batch would save as much CPU but add
 * its wait to every move.)
 *
 * Two kinds of work:
 * - `run`: a work that reads and writes through the transaction (a new table, a seat taken).
 *   It runs in its own SAVEPOINT, so one that fails is rolled back alone and rejects alone.
 * - `move`: a move, decided from memory when its batch starts (`decide`, synchronous: the
 *   table's state as this process last committed it). The batch's moves are appended
 *   together, three statements for all of them (repository.ts `appendActions`); a move that
 *   also writes something else (`alsoWrite`: a request to the judge, a ruling) runs in a
 *   SAVEPOINT of its own with its append. A second move of a table already moving in the
 *   batch waits for the next batch, so that it is decided on the state after the first.
 *   Right after the COMMIT, before the next batch is decided, each written move's
 *   `committed` runs: the service remembers the new state there.
 *
 * Works run in arrival order, each seeing the writes of the works before it. A work's
 * promise settles only after the shared COMMIT: an answered write is on disk. If the COMMIT
 * itself fails, every work of the batch is rejected (nothing of it was written). Under light
 * load a batch holds one work, i.e. exactly one transaction per write.
 *
 * The one writer of a database (`WriteBatcher.of`): every write of this process goes through
 * it, the services' and the tests' alike. libSQL's local driver is synchronous and a batch's
 * statements settle as microtasks, between which other requests' promise chains run: a write
 * of theirs on another connection would wait for the batch's lock on the very thread that must
 * release it, and fail with SQLITE_BUSY after the lock timeout.
 */
import type { Db } from "~/server/db";
import { type AppendAction, type AppendOutcome, appendActions, type Queryable } from "./repository";

/** What a move decided from memory, when its batch started. */
export type MoveDecision<T> =
  /** Nothing to write (e.g. the engine refused the move): the answer. */
  | { kind: "answer"; value: T }
  /**
   * Append this action and, in the same transaction, `alsoWrite`; once committed,
   * `committed()` (run before the next batch is decided) gives the answer.
   */
  | { kind: "append"; entry: AppendAction; alsoWrite?: (tx: Queryable) => Promise<void>; committed: () => T }
  /** Memory cannot decide (the table was forgotten meanwhile): the caller loads it and asks again. */
  | { kind: "reload" };

/** How a move ended: its answer, or why its append was not written (repository.ts AppendOutcome), or a reload. */
export type MoveOutcome<T> = { kind: "answer"; value: T } | { kind: "taken" | "moved" | "reload" };

interface RunItem {
  kind: "run";
  work: (tx: Queryable) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface MoveItem {
  kind: "move";
  gameId: string;
  decide: () => MoveDecision<unknown>;
  resolve: (outcome: MoveOutcome<unknown>) => void;
  reject: (error: unknown) => void;
}

type Item = RunItem | MoveItem;

type Append = Extract<MoveDecision<unknown>, { kind: "append" }>;

/** Where a work of the batch stands. */
type Outcome =
  /** A run work not run yet. */
  | { kind: "queued" }
  /** A run work's result. */
  | { kind: "value"; value: unknown }
  /** A move settled without a written append: its answer, or why not written. */
  | { kind: "move"; move: MoveOutcome<unknown> }
  /** A move's append: to be written, then written once the transaction is over. */
  | { kind: "append"; append: Append }
  | { kind: "failed"; error: unknown };

/**
 * The shortest time between the starts of two batches (ms). A COMMIT costs the server far more
 * than a move (its sync to disk: ~0.5 ms of the thread's CPU on the reference machine, besides
 * the wait): batches of one or two moves, started back to back at 2,000 moves/s, would spend
 * most of the server's time committing. Under load a write waits at most this long (and the
 * timer's millisecond) for the batch after the one in flight; a full batch (maxBatch) does not wait.
 */
export const MIN_BATCH_INTERVAL_MS = 3;

/** The writer of each database: one, whoever asks (see the top of this file). */
const batchers = new WeakMap<Db, WriteBatcher>();

export class WriteBatcher {
  readonly #db: Db;
  readonly #maxBatch: number;
  #queue: Item[] = [];
  #running = false;
  /** Batches committed, the works in them, and the moves among those written: for the benchmark's report. */
  batches = 0;
  works = 0;
  moves = 0;

  /** The one writer of `db`, made on first use: every service of a database writes through it. */
  static of(db: Db): WriteBatcher {
    let batcher = batchers.get(db);
    if (batcher === undefined) {
      batcher = new WriteBatcher(db);
      batchers.set(db, batcher);
    }
    return batcher;
  }

  /** When the last batch started (performance.now()), or -Infinity before the first. */
  #lastStart = Number.NEGATIVE_INFINITY;

  private constructor(db: Db, maxBatch = 128) {
    this.#db = db;
    this.#maxBatch = maxBatch;
  }

  /** Runs `work` in a savepoint of the next batch; settles after that batch's COMMIT. */
  run<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#enqueue({ kind: "run", work, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  /** A move of table `gameId`, decided when its batch starts (see the top of this file); settles after its COMMIT. */
  move<T>(gameId: string, decide: () => MoveDecision<T>): Promise<MoveOutcome<T>> {
    return new Promise<MoveOutcome<T>>((resolve, reject) => {
      this.#enqueue({ kind: "move", gameId, decide, resolve: resolve as (outcome: MoveOutcome<unknown>) => void, reject });
    });
  }

  #enqueue(item: Item): void {
    this.#queue.push(item);
    if (!this.#running) {
      this.#running = true;
      // The database calls of a batch settle as microtasks (a local file is read in-process),
      // so no new request is read until the batch is done. Waiting one turn of the event loop
      // first lets the requests already received queue their writes into this batch.
      setImmediate(() => void this.#drain());
    }
  }

  /** How long until MIN_BATCH_INTERVAL_MS after the last batch began (ms; ≤ 0: now). */
  #untilNextBatch(): number {
    return this.#lastStart + MIN_BATCH_INTERVAL_MS - performance.now();
  }

  async #drain(): Promise<void> {
    try {
      while (this.#queue.length > 0) {
        // At least MIN_BATCH_INTERVAL_MS after the last batch began, unless a full batch is
        // waiting. Checked again on waking: a timer set during a batch counts from the event
        // loop's clock, read before the batch, and fires early.
        for (let wait = this.#untilNextBatch(); wait > 0 && this.#queue.length < this.#maxBatch; wait = this.#untilNextBatch()) {
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
        this.#lastStart = performance.now();
        const batch = this.#takeBatch();
        const outcomes = await this.#commit(batch);
        // Before the next batch is decided: the committed moves' states are remembered now.
        for (const [i, item] of batch.entries()) settle(item, outcomes[i]!);
        this.batches++;
        this.works += batch.length;
      }
    } finally {
      this.#running = false;
    }
  }

  /** The next batch: up to maxBatch works, leaving queued a second move of a table (see the top). */
  #takeBatch(): Item[] {
    const batch: Item[] = [];
    const later: Item[] = [];
    const moving = new Set<string>();
    for (const item of this.#queue) {
      if (batch.length === this.#maxBatch || (item.kind === "move" && moving.has(item.gameId))) later.push(item);
      else {
        batch.push(item);
        if (item.kind === "move") moving.add(item.gameId);
      }
    }
    this.#queue = later;
    return batch;
  }

  /** Runs a batch in one transaction; each work's outcome (all failed if BEGIN or COMMIT did). */
  async #commit(batch: readonly Item[]): Promise<Outcome[]> {
    const outcomes: Outcome[] = batch.map((item) => (item.kind === "move" ? decided(item) : { kind: "queued" }));
    if (!outcomes.some((outcome) => outcome.kind === "queued" || outcome.kind === "append")) return outcomes;
    try {
      await this.#db.transaction(async (tx) => {
        // Appends without other writes, written together before the next work that writes.
        let pending: number[] = [];
        const flush = async () => {
          if (pending.length === 0) return;
          const indexes = pending;
          pending = [];
          const written = await appendActions(
            tx,
            indexes.map((i) => appendOf(outcomes[i]!).entry),
          );
          indexes.forEach((i, j) => {
            if (written[j] !== "appended") outcomes[i] = notWritten(written[j]!);
          });
        };
        for (const [i, item] of batch.entries()) {
          const outcome = outcomes[i]!;
          if (item.kind === "run") {
            await flush();
            outcomes[i] = await inSavepoint(tx, async (savepoint) => ({ kind: "value", value: await item.work(savepoint) }));
          } else if (outcome.kind === "append") {
            const alsoWrite = outcome.append.alsoWrite;
            if (alsoWrite === undefined) pending.push(i);
            else {
              await flush();
              outcomes[i] = await inSavepoint(tx, async (savepoint) => {
                const [written] = await appendActions(savepoint, [outcome.append.entry]);
                if (written !== "appended") return notWritten(written!);
                await alsoWrite(savepoint);
                return outcome;
              });
            }
          }
        }
        await flush();
      });
    } catch (error) {
      // BEGIN or COMMIT failed (or an append, not for a constraint): nothing of the batch was
      // written. Moves that wrote nothing keep their answer, works that had failed their error.
      return outcomes.map((outcome) => (outcome.kind === "move" || outcome.kind === "failed" ? outcome : { kind: "failed", error }));
    }
    this.moves += outcomes.filter((outcome) => outcome.kind === "append").length;
    return outcomes;
  }
}

/** A move's decision as its outcome so far (an answer or a reload are final; an append is to be written). */
function decided(item: MoveItem): Outcome {
  let decision: MoveDecision<unknown>;
  try {
    decision = item.decide();
  } catch (error) {
    return { kind: "failed", error };
  }
  if (decision.kind === "append") return { kind: "append", append: decision };
  return { kind: "move", move: decision };
}

function appendOf(outcome: Outcome): Append {
  if (outcome.kind !== "append") throw new Error("write batch: not an append");
  return outcome.append;
}

function notWritten(written: AppendOutcome): Outcome {
  return { kind: "move", move: { kind: written === "appended" ? "reload" : written } };
}

/** drizzle's nested transaction is a SAVEPOINT: a failure rolls back this work only. */
async function inSavepoint(tx: Queryable, work: (tx: Queryable) => Promise<Outcome>): Promise<Outcome> {
  try {
    return await (tx as Db).transaction(work);
  } catch (error) {
    return { kind: "failed", error };
  }
}

/** Settles a work after its batch: a move's `committed` runs here, for a written append. */
function settle(item: Item, outcome: Outcome): void {
  if (outcome.kind === "failed") item.reject(outcome.error);
  else if (item.kind === "run") item.resolve(outcome.kind === "value" ? outcome.value : undefined);
  else if (outcome.kind === "move") item.resolve(outcome.move);
  else if (outcome.kind === "append") {
    try {
      item.resolve({ kind: "answer", value: outcome.append.committed() });
    } catch (error) {
      item.reject(error);
    }
  } else item.reject(new Error(`write batch: a move left ${outcome.kind}`));
}
