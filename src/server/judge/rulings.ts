/**
 * The rulings store (issue #5): the judge's overrides, with their audit trail.
 * - Never deleted: a change inserts a new ruling and marks the old one superseded in the same
 *   transaction; a withdrawal is a `withdrawn` row that supersedes the ruling it ends.
 * - Every row names whose decision it is (judge, ruled_at) and who wrote it with which
 *   credential (recorded_by, recorded_as, created_at).
 * - The active rulings are cached in memory and reloaded after any change made here. Changes
 *   made by another server process are not seen until then (one process serves the app, as for
 *   the table events).
 * Who may write what is decided before (./auth.ts, ./service.ts): the store trusts its caller.
 */
import { randomBytes } from "node:crypto";

import { sql } from "drizzle-orm";

import type { Ruling } from "~/lexicon/overrides";
import type { Db } from "~/server/db";
import { type RulingRow, rulings } from "~/server/db/schema";
import { WriteBatcher } from "~/server/games/write-batcher";
import { JudgeError } from "./errors";
import { findRuling, insertRuling, listActiveRulings, markSuperseded, type NewRuling, type RulingFilter, rulingsOnWords, searchRulings } from "./repository";
import type { RulingLine } from "./transfer";
import { rulingWord } from "./words";

export type RulingSource = RulingRow["source"];

/** A decision to record: a file's line without its date (the store stamps it), and where it came from. */
export interface RulingDraft extends Omit<RulingLine, "ruledAt"> {
  /** As typed: folded to card letters here. */
  word: string;
  source?: RulingSource;
  requestId?: string | null;
}

/** Who writes a row: the judge's name and the credential used (./auth.ts `roleLabel`). */
export interface Recorder {
  name: string;
  as: string;
}

export interface ChangeResult {
  /** The ruling that was in force, now superseded. */
  previous: RulingRow;
  /** Its successor: a new ruling, or the `withdrawn` row. */
  ruling: RulingRow;
}

export interface ImportResult {
  imported: number;
  /** Lines equal to a ruling already in force (same word, scope, decision): not added again. */
  skipped: number;
}

/** A word ruled differently: by two rulings in force, or over time. */
export interface Disagreement {
  word: string;
  /** Rulings in force on the word disagree (an allow and a deny, in any scopes). */
  activeConflict: boolean;
  /** The word's whole history, oldest first. */
  rulings: RulingRow[];
}

export function newRulingId(): string {
  return randomBytes(12).toString("base64url");
}

export function toRuling(row: RulingRow): Ruling {
  return {
    id: row.id,
    word: row.word,
    decision: row.decision,
    scope: row.scope,
    scopeId: row.scopeId,
    reason: row.reason,
    judge: row.judge,
    ruledAt: row.ruledAt.getTime(),
    supersededBy: row.supersededBy,
  };
}

/** In force: not superseded, not a withdrawal. */
export function isActiveRow(row: RulingRow): boolean {
  return row.supersededBy === null && row.decision !== "withdrawn";
}

export class RulingStore {
  readonly #db: Db;
  readonly #now: () => Date;
  readonly #writes: WriteBatcher;
  #active: Promise<Ruling[]> | null = null;
  #generation = 0;

  constructor(db: Db, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
    // The database's one writer, shared with the game service (see WriteBatcher).
    this.#writes = WriteBatcher.of(db);
  }

  /** Moves on after every change: a cache built on an older generation is stale. */
  get generation(): number {
    return this.#generation;
  }

  /** Every ruling in force (cached until the next change). */
  active(): Promise<readonly Ruling[]> {
    let pending = this.#active;
    if (pending === null) {
      const loading = listActiveRulings(this.#db).then((rows) => rows.map(toRuling));
      pending = loading;
      this.#active = loading;
      // A failed load is not kept: the next call tries again.
      loading.catch(() => {
        if (this.#active === loading) this.#active = null;
      });
    }
    return pending;
  }

  async create(draft: RulingDraft, recorder: Recorder): Promise<RulingRow> {
    const row = this.#newRow(draft, recorder, null);
    return this.#write(async (tx) => {
      await this.#refuseDuplicate(tx, row);
      await insertRuling(tx, row);
      return (await findRuling(tx, row.id))!;
    });
  }

  /** Replaces a ruling in force with a new decision on the same word and scope. */
  async supersede(
    id: string,
    change: { decision: "allow" | "deny"; reason: string; judge: string; source?: RulingSource; requestId?: string | null },
    recorder: Recorder,
  ): Promise<ChangeResult> {
    return this.#write(async (tx) => {
      const previous = await this.#standing(tx, id);
      const row = this.#newRow({ ...change, word: previous.word, scope: previous.scope, scopeId: previous.scopeId }, recorder, previous.id);
      return this.#replace(tx, previous, row);
    });
  }

  /** Ends a ruling: the dictionary (or a wider ruling) decides the word again. */
  async withdraw(id: string, change: { reason: string; judge: string }, recorder: Recorder): Promise<ChangeResult> {
    return this.#write(async (tx) => {
      const previous = await this.#standing(tx, id);
      const row = this.#newRow({ decision: "allow", word: previous.word, scope: previous.scope, scopeId: previous.scopeId, ...change }, recorder, previous.id);
      return this.#replace(tx, previous, { ...row, decision: "withdrawn" });
    });
  }

  /**
   * Adds a file's rulings in one transaction (all or nothing). Each keeps the file's judge and
   * date; the importer is recorded as `recorded_by`, the source is `import`.
   */
  async importLines(lines: readonly RulingLine[], recorder: Recorder): Promise<ImportResult> {
    return this.#write(async (tx) => {
      const standing = new Set((await listActiveRulings(tx)).map(sameKey));
      let imported = 0;
      let skipped = 0;
      for (const line of lines) {
        const row = this.#newRow({ ...line, source: "import" }, recorder, null);
        row.ruledAt = new Date(line.ruledAt);
        const key = sameKey(row);
        if (standing.has(key)) {
          skipped++;
          continue;
        }
        standing.add(key);
        await insertRuling(tx, row);
        imported++;
      }
      return { imported, skipped };
    });
  }

  find(id: string): Promise<RulingRow | null> {
    return findRuling(this.#db, id);
  }

  search(filter: RulingFilter): Promise<RulingRow[]> {
    return searchRulings(this.#db, filter);
  }

  /** The word's whole history, oldest first. */
  historyOf(word: string): Promise<RulingRow[]> {
    return rulingsOnWords(this.#db, [word]);
  }

  /**
   * Words ruled both ways — by rulings in force (in any scopes or events) or over time — with
   * their history; conflicts in force first, then by word.
   */
  async consistency(limit: number): Promise<Disagreement[]> {
    const words = await this.#db
      .select({ word: rulings.word })
      .from(rulings)
      .where(sql`${rulings.decision} in ('allow', 'deny')`)
      .groupBy(rulings.word)
      .having(sql`count(distinct ${rulings.decision}) > 1`)
      .orderBy(rulings.word);
    const history = await rulingsOnWords(
      this.#db,
      words.map((row) => row.word),
    );
    const byWord = new Map<string, RulingRow[]>();
    for (const row of history) byWord.set(row.word, [...(byWord.get(row.word) ?? []), row]);
    const result = [...byWord].map(([word, rows]) => {
      const active = rows.filter(isActiveRow);
      return {
        word,
        activeConflict: active.some((row) => row.decision === "allow") && active.some((row) => row.decision === "deny"),
        rulings: rows,
      };
    });
    result.sort((a, b) => Number(b.activeConflict) - Number(a.activeConflict) || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    return result.slice(0, limit);
  }

  #newRow(draft: RulingDraft, recorder: Recorder, supersedes: string | null): NewRuling & { ruledAt: Date; createdAt: Date } {
    const word = rulingWord(draft.word);
    if (!word.ok) throw new JudgeError("BAD_WORD", word.message);
    const reason = draft.reason.trim();
    if (reason === "") throw new JudgeError("BAD_RULING", "Serve un motivo.");
    const judge = draft.judge.trim();
    if (judge === "") throw new JudgeError("BAD_RULING", "Serve il nome del giudice.");
    if ((draft.scope === "global") !== (draft.scopeId === null)) throw new JudgeError("BAD_SCOPE");
    const now = this.#now();
    return {
      id: newRulingId(),
      word: word.word,
      decision: draft.decision,
      scope: draft.scope,
      scopeId: draft.scopeId,
      reason,
      judge,
      ruledAt: now,
      recordedBy: recorder.name.trim() || judge,
      recordedAs: recorder.as,
      createdAt: now,
      supersedes,
      supersededBy: null,
      supersededAt: null,
      source: draft.source ?? "console",
      requestId: draft.requestId ?? null,
    };
  }

  async #standing(tx: Queryable, id: string): Promise<RulingRow> {
    const previous = await findRuling(tx, id);
    if (previous === null) throw new JudgeError("RULING_NOT_FOUND");
    if (!isActiveRow(previous)) throw new JudgeError("NOT_ACTIVE");
    return previous;
  }

  async #replace(tx: Queryable, previous: RulingRow, row: NewRuling & { createdAt: Date }): Promise<ChangeResult> {
    await insertRuling(tx, row);
    // Guarded: if another change got there first, this transaction rolls back whole.
    if (!(await markSuperseded(tx, previous.id, row.id, row.createdAt))) throw new JudgeError("NOT_ACTIVE");
    return { previous: (await findRuling(tx, previous.id))!, ruling: (await findRuling(tx, row.id))! };
  }

  async #refuseDuplicate(tx: Queryable, row: NewRuling): Promise<void> {
    const key = sameKey(row);
    const twin = (await searchRulings(tx, { word: row.word, activeOnly: true, limit: 1000 })).find((other) => sameKey(other) === key);
    if (twin !== undefined) throw new JudgeError("DUPLICATE", `(decisione ${twin.id})`);
  }

  /**
   * Records a ruling inside a transaction the caller runs (the game service resolving a
   * request: the table's ruling action, the request and the override commit together). The
   * caller must call `changed()` once that transaction has committed.
   */
  async recordWithin(tx: Queryable, draft: RulingDraft, recorder: Recorder): Promise<RulingRow> {
    const row = this.#newRow(draft, recorder, null);
    await this.#refuseDuplicate(tx, row);
    await insertRuling(tx, row);
    return (await findRuling(tx, row.id))!;
  }

  /** A ruling was written elsewhere (see recordWithin): caches built before are stale. */
  changed(): void {
    this.#active = null;
    this.#generation++;
  }

  /** Through the database's one writer (a savepoint of its batch); the cache is dropped once committed. */
  async #write<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const result = await this.#writes.run(work);
    this.changed();
    return result;
  }
}

type Queryable = Parameters<typeof findRuling>[0];

/** Same word, scope and decision: a second such ruling would add nothing. */
function sameKey(row: { word: string; scope: string; scopeId?: string | null; decision: string }): string {
  return `${row.word}|${row.scope}|${row.scopeId ?? ""}|${row.decision}`;
}
