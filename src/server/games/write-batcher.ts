/**
 * Group commit. SQLite has one writer and every commit syncs the WAL to disk (synchronous
 * FULL), so one transaction per action spends most of its time on BEGIN, COMMIT and the
 * sync. The batcher runs this process's writes one batch at a time: everything queued while
 * a batch is in flight becomes the next batch, one BEGIN IMMEDIATE … COMMIT for all of it.
 *
 * Each piece of work runs in its own SAVEPOINT (unless it says it needs none: see WorkOptions),
 * so one that fails (a constraint, a bug) is rolled back alone and rejects alone; the others
 * commit. A work's promise
 * settles only after the shared COMMIT: an answered write is on disk, as before. If the
 * COMMIT itself fails, every work of the batch is rejected (nothing of it was written).
 *
 * Under light load a batch holds one work, i.e. exactly the old one-transaction-per-write.
 * Works run in arrival order, each seeing the writes of the works before it.
 */
import type { Db } from "~/server/db";
import { perDatabase } from "~/server/db/per-database";
import type { Queryable } from "./repository";

export interface WorkOptions {
  /**
   * Run the work in its own SAVEPOINT (default), so that a throw undoes its writes alone.
   * A work that never leaves a partial write when it throws may skip it (two statements
   * fewer): if it throws anyway, the batch is rolled back and the other works run again.
   */
  savepoint?: boolean;
}

interface Queued {
  work: (tx: Queryable) => Promise<unknown>;
  savepoint: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export class WriteBatcher {
  readonly #db: Db;
  readonly #maxBatch: number;
  #queue: Queued[] = [];
  #running = false;
  /** Batches committed and the works in them, for the benchmark's report. */
  batches = 0;
  works = 0;

  constructor(db: Db, maxBatch = 128) {
    this.#db = db;
    this.#maxBatch = maxBatch;
  }

  /** Runs `work` in a savepoint of the next batch; settles after that batch's COMMIT. */
  run<T>(work: (tx: Queryable) => Promise<T>, { savepoint = true }: WorkOptions = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ work, savepoint, resolve: resolve as (value: unknown) => void, reject });
      if (!this.#running) {
        this.#running = true;
        // The database calls of a batch settle as microtasks (a local file is read in-process),
        // so nothing else runs until the batch is done. Waiting one turn of the event loop
        // first lets the requests already received queue their writes into this batch.
        setImmediate(() => void this.#drain());
      }
    });
  }

  async #drain(): Promise<void> {
    try {
      while (this.#queue.length > 0) {
        const batch = this.#queue.splice(0, this.#maxBatch);
        const outcomes = await this.#commit(batch);
        if (outcomes === "retry") continue;
        this.batches++;
        this.works += batch.length;
        batch.forEach((item, i) => {
          const outcome = outcomes[i]!;
          if (outcome.ok) item.resolve(outcome.value);
          else item.reject(outcome.error);
        });
      }
    } finally {
      this.#running = false;
    }
  }

  /**
   * Runs a batch in one transaction: the outcome of each work, or "retry" when a work without
   * a savepoint threw: it alone is rejected, the batch rolled back and the others queued again.
   */
  async #commit(batch: readonly Queued[]): Promise<Outcome[] | "retry"> {
    const outcomes: Outcome[] = [];
    // An object, not a reassigned `let`: TypeScript cannot see the assignment inside the callback.
    const unsafe: { failed: { item: Queued; error: unknown } | null } = { failed: null };
    try {
      await this.#db.transaction(async (tx) => {
        for (const item of batch) {
          if (!item.savepoint) {
            try {
              outcomes.push({ ok: true, value: await item.work(tx) });
            } catch (error) {
              unsafe.failed = { item, error };
              throw error;
            }
            continue;
          }
          try {
            // drizzle's nested transaction is a SAVEPOINT: a failure rolls back this work only.
            outcomes.push({ ok: true, value: await tx.transaction((savepoint) => item.work(savepoint)) });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      });
      return outcomes;
    } catch (error) {
      const failed = unsafe.failed;
      if (failed !== null) {
        failed.item.reject(failed.error);
        this.#queue.unshift(...batch.filter((item) => item !== failed.item));
        return "retry";
      }
      // BEGIN or COMMIT failed: none of the batch was written.
      return batch.map(() => ({ ok: false as const, error }));
    }
  }
}

/**
 * The one writer of a database client. libSQL's local driver is synchronous: a second write
 * transaction opened on another connection while one is open in this process would wait for
 * the lock on the very thread that must release it (SQLITE_BUSY after the busy timeout). So
 * the game service and the judge's rulings both write through this.
 */
export function writeBatcherFor(db: Db): WriteBatcher {
  return perDatabase("write-batcher", db, () => new WriteBatcher(db));
}
