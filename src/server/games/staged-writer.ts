/**
 * The write of a batch made only of moves decided from memory (write-batcher.ts), for a
 * database in a local file: `appendActions`' two statements, prepared once on a connection
 * of its own and run synchronously — BEGIN IMMEDIATE, INSERT, UPDATE … RETURNING, COMMIT.
 *
 * Why not through drizzle and @libsql/client like every other write: the client prepares
 * each statement again on every call and probes it with a call that throws for statements
 * without rows, and drizzle adds its transaction object and a promise per statement. On the
 * hot path that was a fifth of a batch's cost besides the disk sync (bench/tables.ts's
 * profile). Same file, same settings (WAL, synchronous FULL, foreign keys on, the busy
 * timeout): only the way the statements are run differs.
 *
 * Never beside another write transaction of this process: the batcher runs one batch at a
 * time, here or through drizzle. The connection closes after a moment without work, and opens
 * again on the next batch.
 */
import Database from "libsql";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";

import { BUSY_TIMEOUT_MS } from "~/server/db";
import { type AppendAction, appendedOf, appendRows, appendStatements, insertFailure, removeAppended } from "./repository";

/** An idle connection is closed after this long (it costs ~1 ms to open again). */
const IDLE_CLOSE_MS = 5_000;

interface Prepared {
  connection: Database.Database;
  begin: Database.Statement<unknown[]>;
  insert: Database.Statement<unknown[]>;
  update: Database.Statement<unknown[]>;
  remove: Database.Statement<unknown[]>;
  commit: Database.Statement<unknown[]>;
  rollback: Database.Statement<unknown[]>;
}

export class StagedWriter {
  readonly #file: string;
  #prepared: Prepared | null = null;
  #idle: NodeJS.Timeout | null = null;

  /** `file`: the database file's path (localPathOf of its URL). */
  constructor(file: string) {
    this.#file = file;
  }

  /**
   * Appends the actions (distinct tables) in a transaction of its own; answers, for each,
   * whether it was written (false: its table's version guard refused it, nothing of it kept).
   * Throws LogRefused when the log refuses the rows, any other error as it is; either way
   * nothing was written.
   */
  append(entries: readonly AppendAction[]): boolean[] {
    const prepared = this.#open();
    const rows = appendRows(entries);
    try {
      prepared.begin.run();
      try {
        prepared.insert.run(rows);
      } catch (error) {
        throw insertFailure(error);
      }
      const appended = appendedOf(entries, prepared.update.all(rows) as { id: string }[]);
      for (const entry of entries.filter((_, i) => !appended[i])) prepared.remove.run(entry.gameId, entry.version + 1);
      prepared.commit.run();
      return appended;
    } catch (error) {
      this.#rollback(prepared);
      throw error;
    } finally {
      this.#closeWhenIdle();
    }
  }

  close(): void {
    if (this.#idle !== null) clearTimeout(this.#idle);
    this.#idle = null;
    this.#prepared?.connection.close();
    this.#prepared = null;
  }

  #open(): Prepared {
    if (this.#prepared !== null) return this.#prepared;
    const connection = new Database(this.#file, { timeout: BUSY_TIMEOUT_MS });
    try {
      // The statements' text as drizzle writes it for appendActions, with `?` for the bound values.
      const dialect = new SQLiteAsyncDialect();
      const text = (query: Parameters<SQLiteAsyncDialect["sqlToQuery"]>[0]) => dialect.sqlToQuery(query).sql;
      const { insert, update } = appendStatements("rows");
      this.#prepared = {
        connection,
        begin: connection.prepare("BEGIN IMMEDIATE"),
        insert: connection.prepare(text(insert)),
        update: connection.prepare(text(update)),
        remove: connection.prepare(text(removeAppended("game", 0))),
        commit: connection.prepare("COMMIT"),
        rollback: connection.prepare("ROLLBACK"),
      };
    } catch (error) {
      connection.close();
      throw error;
    }
    return this.#prepared;
  }

  /**
   * Undoes an open transaction. If even that fails (a disk error), the connection is closed
   * — which rolls back — rather than kept holding the write lock; the next batch opens a new one.
   */
  #rollback(prepared: Prepared): void {
    try {
      if (prepared.connection.inTransaction) prepared.rollback.run();
    } catch {
      // Closed just below.
    }
    if (prepared.connection.inTransaction) this.close();
  }

  #closeWhenIdle(): void {
    if (this.#idle !== null) this.#idle.refresh();
    else this.#idle = setTimeout(() => this.close(), IDLE_CLOSE_MS).unref();
  }
}
