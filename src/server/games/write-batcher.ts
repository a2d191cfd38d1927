/**
 * Group commit. SQLite has one writer and every commit syncs the WAL to disk (synchronous
 * FULL), so one transaction per action spends most of its time on BEGIN, COMMIT and the
 * sync. The batcher runs this process's writes one batch at a time: everything queued while
 * a batch is in flight becomes the next batch, one BEGIN IMMEDIATE … COMMIT for all of it.
 *
 * Two kinds of work:
 * - `run`: a work that reads and writes through the transaction. It runs in its own SAVEPOINT
 *   (unless it says it needs none: see WorkOptions), so one that fails (a constraint, a bug)
 *   is rolled back alone and rejects alone; the others commit.
 * - `runStaged`: a move that can be decided from memory (the table's state this process
 *   last committed). Its `stage` says, without the database, what to append; the appends of
 *   the batch's staged moves are then written together, two statements for all of them
 *   (repository.ts `appendActions`) instead of two each. When that is not possible — the
 *   move needs the database, its table already has a staged move in this batch, or the log
 *   refuses the rows (another server moved a table) — its `direct` runs instead, as a `run`
 *   work would, after the staged appends before it are written.
 *
 * A batch made only of staged moves (the common case under load) is written by the staged
 * writer (./staged-writer.ts) when the database is a local file: the same two statements,
 * prepared once on a connection of its own, run synchronously. Any other batch goes through
 * drizzle's transaction on the shared client.
 *
 * Works run in arrival order, each seeing the writes of the works before it (staged appends
 * are written before any work that touches the database). A work's promise settles only
 * after the shared COMMIT: an answered write is on disk. If the COMMIT itself fails, every
 * work of the batch is rejected (nothing of it was written). Under light load a batch holds
 * one work, i.e. exactly the old one-transaction-per-write.
 */
import { databaseUrlOf, type Db, localPathOf } from "~/server/db";
import { perDatabase } from "~/server/db/per-database";
import { type AppendAction, appendActions, LogRefused, type Queryable } from "./repository";
import { StagedWriter } from "./staged-writer";

export interface WorkOptions {
  /**
   * Run the work in its own SAVEPOINT (default), so that a throw undoes its writes alone.
   * A work that never leaves a partial write when it throws may skip it (two statements
   * fewer): if it throws anyway, the batch is rolled back and the other works run again.
   */
  savepoint?: boolean;
}

/** What a staged work decided from memory. */
export type Staging<T> =
  /** Nothing to write (e.g. the engine refused the move): the answer. */
  | { kind: "answer"; value: T }
  /** Append this action; once written (with the batch's others), the answer is `value`. */
  | { kind: "append"; entry: AppendAction; value: T }
  /** Memory is not enough: run `direct` in the transaction instead. */
  | { kind: "direct" };

export interface StagedWork<T> {
  /** Decides without the database. May throw (nothing was written): the work rejects. */
  stage: () => Staging<T>;
  /** The same work through the transaction, without a savepoint (see WorkOptions). */
  direct: (tx: Queryable) => Promise<T>;
}

interface Queued {
  work: (tx: Queryable) => Promise<unknown>;
  stage: (() => Staging<unknown>) | null;
  savepoint: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** A work put back at the head of the queue, to run in the next batch: no outcome yet. */
const REQUEUED = Symbol("requeued");

/** What a staged work decided (`threw`: its stage threw, nothing written); null for a `run` work. */
type Decision = Staging<unknown> | { kind: "threw"; error: unknown } | null;

/** A staged append waiting to be written with the others of its batch. */
interface Pending {
  index: number;
  item: Queued;
  entry: AppendAction;
  value: unknown;
}

/** Thrown out of the transaction when a work without a savepoint failed: see #commitHere. */
class UnsafeFailure {
  constructor(
    readonly item: Queued,
    readonly error: unknown,
  ) {}
}

export class WriteBatcher {
  readonly #db: Db;
  readonly #maxBatch: number;
  readonly #stagedWriter: StagedWriter | null;
  #queue: Queued[] = [];
  #running = false;
  /**
   * Batches committed, the works in them, the staged appends written together and, of those,
   * the ones the staged writer wrote: for the benchmark's report.
   */
  batches = 0;
  works = 0;
  stagedAppends = 0;
  preparedAppends = 0;

  /** `stagedWriter`: writes the batches of staged moves only (./staged-writer.ts); null: drizzle writes everything. */
  constructor(db: Db, stagedWriter: StagedWriter | null = null, maxBatch = 128) {
    this.#db = db;
    this.#stagedWriter = stagedWriter;
    this.#maxBatch = maxBatch;
  }

  /** Runs `work` in a savepoint of the next batch; settles after that batch's COMMIT. */
  run<T>(work: (tx: Queryable) => Promise<T>, { savepoint = true }: WorkOptions = {}): Promise<T> {
    return this.#enqueue(work, null, savepoint);
  }

  /** Runs a staged work in the next batch (see the top of this file); settles after its COMMIT. */
  runStaged<T>({ stage, direct }: StagedWork<T>): Promise<T> {
    return this.#enqueue(direct, stage, false);
  }

  #enqueue<T>(work: (tx: Queryable) => Promise<T>, stage: (() => Staging<T>) | null, savepoint: boolean): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ work, stage, savepoint, resolve: resolve as (value: unknown) => void, reject });
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
        let settled = 0;
        batch.forEach((item, i) => {
          const outcome = outcomes[i]!;
          if (outcome === REQUEUED) return;
          settled++;
          if (outcome.ok) item.resolve(outcome.value);
          else item.reject(outcome.error);
        });
        if (settled > 0) this.batches++;
        this.works += settled;
      }
    } finally {
      this.#running = false;
    }
  }

  /** Runs a batch: by the staged writer when it holds staged moves of distinct tables only, else through drizzle. */
  async #commit(batch: readonly Queued[]): Promise<(Outcome | typeof REQUEUED)[]> {
    const decisions: Decision[] = batch.map((item) => {
      if (item.stage === null) return null;
      try {
        return item.stage();
      } catch (error) {
        return { kind: "threw", error };
      }
    });
    if (this.#stagedWriter !== null && onlyDistinctAppends(decisions)) {
      const outcomes = this.#commitStaged(this.#stagedWriter, batch, decisions);
      if (outcomes !== null) return outcomes;
      // The log refused the rows (nothing written): each move runs alone, through drizzle.
      return this.#commitHere(
        batch,
        decisions.map((decision) => (decision?.kind === "append" ? { kind: "direct" } : decision)),
      );
    }
    return this.#commitHere(batch, decisions);
  }

  /**
   * A batch of staged moves only, written by the staged writer; null when the log refused
   * the rows (nothing written). A move whose table's version guard refused it runs direct in
   * the next batch.
   */
  #commitStaged(writer: StagedWriter, batch: readonly Queued[], decisions: readonly Decision[]): (Outcome | typeof REQUEUED)[] | null {
    const appends = decisions.flatMap((decision, index) => (decision?.kind === "append" ? [{ index, decision }] : []));
    let appended: boolean[];
    try {
      appended = writer.append(appends.map(({ decision }) => decision.entry));
    } catch (error) {
      if (error instanceof LogRefused) return null;
      // BEGIN or COMMIT failed: nothing of the batch was written.
      return decisions.map((decision) => settledOutcome(decision) ?? { ok: false, error });
    }
    const outcomes: (Outcome | typeof REQUEUED)[] = decisions.map((decision) => settledOutcome(decision) ?? REQUEUED);
    const again: Queued[] = [];
    for (const [i, { index, decision }] of appends.entries()) {
      if (appended[i]) {
        outcomes[index] = { ok: true, value: decision.value };
        this.stagedAppends++;
        this.preparedAppends++;
      } else again.push({ ...batch[index]!, stage: null });
    }
    this.#queue.unshift(...again);
    return outcomes;
  }

  /**
   * Runs a batch in one transaction through drizzle. A work without a savepoint that throws
   * fails alone: the batch is rolled back and the others are queued again (REQUEUED).
   */
  async #commitHere(batch: readonly Queued[], decisions: readonly Decision[]): Promise<(Outcome | typeof REQUEUED)[]> {
    const outcomes: Outcome[] = [];
    let staged = 0;
    try {
      await this.#db.transaction(async (tx) => {
        const pending: Pending[] = [];
        // Tables with a move staged in this batch: a later move of one (a second device, a
        // stale client) was decided on the state before it, so it runs direct.
        const appendedTables = new Set<string>();
        // Writes the staged appends; the moves the log or a version guard refused run direct.
        const flush = async () => {
          if (pending.length === 0) return;
          const written = pending.splice(0);
          let appended: boolean[];
          try {
            appended = await appendActions(
              tx,
              written.map((p) => p.entry),
            );
          } catch (error) {
            // The log refused the rows, with nothing written: each move runs direct and finds
            // out alone (a retry, another server's move). Anything else fails the batch.
            if (!(error instanceof LogRefused)) throw error;
            appended = written.map(() => false);
          }
          for (const [i, p] of written.entries()) {
            if (appended[i]) {
              outcomes[p.index] = { ok: true, value: p.value };
              staged++;
            } else outcomes[p.index] = await runDirect(p.item);
          }
        };
        const runDirect = async (item: Queued): Promise<Outcome> => {
          if (!item.savepoint) {
            try {
              return { ok: true, value: await item.work(tx) };
            } catch (error) {
              throw new UnsafeFailure(item, error);
            }
          }
          try {
            // drizzle's nested transaction is a SAVEPOINT: a failure rolls back this work only.
            return { ok: true, value: await tx.transaction((savepoint) => item.work(savepoint)) };
          } catch (error) {
            return { ok: false, error };
          }
        };

        for (const [index, item] of batch.entries()) {
          const decision = decisions[index] ?? null;
          const settled = settledOutcome(decision);
          if (settled !== null) {
            outcomes[index] = settled;
            continue;
          }
          if (decision?.kind === "append" && !appendedTables.has(decision.entry.gameId)) {
            pending.push({ index, item, entry: decision.entry, value: decision.value });
            appendedTables.add(decision.entry.gameId);
            continue;
          }
          await flush();
          outcomes[index] = await runDirect(item);
        }
        await flush();
      });
      this.stagedAppends += staged;
      return outcomes;
    } catch (error) {
      if (error instanceof UnsafeFailure) {
        this.#queue.unshift(...batch.filter((item) => item !== error.item));
        return batch.map((item) => (item === error.item ? { ok: false, error: error.error } : REQUEUED));
      }
      // BEGIN or COMMIT failed (or the staged appends, not for a constraint): none of the batch was written.
      return batch.map(() => ({ ok: false as const, error }));
    }
  }
}

/** The outcome a staged work settled without writing (an answer, or its stage threw), else null. */
function settledOutcome(decision: Decision): Outcome | null {
  if (decision?.kind === "answer") return { ok: true, value: decision.value };
  if (decision?.kind === "threw") return { ok: false, error: decision.error };
  return null;
}

/** Staged works only, appending to distinct tables (at least one): a batch for the staged writer. */
function onlyDistinctAppends(decisions: readonly Decision[]): boolean {
  const tables = new Set<string>();
  for (const decision of decisions) {
    if (decision === null || decision.kind === "direct") return false;
    if (decision.kind !== "append") continue;
    if (tables.has(decision.entry.gameId)) return false;
    tables.add(decision.entry.gameId);
  }
  return tables.size > 0;
}

/**
 * The one writer of a database client. libSQL's local driver is synchronous: a second write
 * transaction opened on another connection while one is open in this process would wait for
 * the lock on the very thread that must release it (SQLITE_BUSY after the busy timeout). So
 * the game service and the judge's rulings both write through this.
 */
export function writeBatcherFor(db: Db): WriteBatcher {
  return perDatabase("write-batcher", db, () => {
    const file = localPathOf(databaseUrlOf(db) ?? "");
    return new WriteBatcher(db, file === null ? null : new StagedWriter(file));
  });
}
