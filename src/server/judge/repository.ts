/**
 * The judge's rows: events, rulings and the table's view of them. Every SQL the rulings
 * store runs, nothing else; each function takes the database or an open transaction.
 * Rulings are only ever inserted, or marked superseded once (guarded): never deleted.
 */
import { and, desc, eq, gte, inArray, isNull, lte, ne, or, type SQL, sql } from "drizzle-orm";

import { events, type EventRow, games, type RulingRow, rulings } from "~/server/db/schema";
import type { Queryable } from "~/server/games/repository";

export type NewRuling = typeof rulings.$inferInsert;

export async function insertEvent(db: Queryable, event: EventRow): Promise<void> {
  await db.insert(events).values(event);
}

export async function findEvent(db: Queryable, eventId: string): Promise<EventRow | null> {
  const rows = await db.select().from(events).where(eq(events.id, eventId));
  return rows[0] ?? null;
}

/** What the judge needs of a table: its event and its judge token's hash (never its state). */
export interface TableScope {
  gameId: string;
  eventId: string | null;
  judgeTokenHash: string | null;
}

export async function findTableScope(db: Queryable, gameId: string): Promise<TableScope | null> {
  const rows = await db.select({ gameId: games.id, eventId: games.eventId, judgeTokenHash: games.judgeTokenHash }).from(games).where(eq(games.id, gameId));
  return rows[0] ?? null;
}

export async function listEventTables(db: Queryable, eventId: string): Promise<string[]> {
  const rows = await db.select({ id: games.id }).from(games).where(eq(games.eventId, eventId));
  return rows.map((row) => row.id);
}

export async function insertRuling(db: Queryable, ruling: NewRuling): Promise<void> {
  await db.insert(rulings).values(ruling);
}

export async function findRuling(db: Queryable, id: string): Promise<RulingRow | null> {
  const rows = await db.select().from(rulings).where(eq(rulings.id, id));
  return rows[0] ?? null;
}

/**
 * Marks a standing ruling superseded by `byId`. False when it was superseded meanwhile (the
 * guard keeps a ruling from having two successors).
 */
export async function markSuperseded(db: Queryable, id: string, byId: string, at: Date): Promise<boolean> {
  const updated = await db
    .update(rulings)
    .set({ supersededBy: byId, supersededAt: at })
    .where(and(eq(rulings.id, id), isNull(rulings.supersededBy)))
    .returning({ id: rulings.id });
  return updated.length === 1;
}

/** Every active ruling (not superseded, not a withdrawal), oldest first. */
export async function listActiveRulings(db: Queryable): Promise<RulingRow[]> {
  return db
    .select()
    .from(rulings)
    .where(and(isNull(rulings.supersededBy), ne(rulings.decision, "withdrawn")))
    .orderBy(rulings.createdAt, rulings.id);
}

export interface RulingFilter {
  word?: string;
  /** Case-insensitive substring of the judge's name. */
  judge?: string;
  /** Rulings for the event or for one of its tables. */
  eventId?: string;
  gameId?: string;
  scope?: "global" | "event" | "table";
  from?: Date;
  to?: Date;
  /** Only the rulings in force (default: the whole history, withdrawals included). */
  activeOnly?: boolean;
  limit: number;
}

/** The history, newest decision first. */
export async function searchRulings(db: Queryable, filter: RulingFilter): Promise<RulingRow[]> {
  const where: SQL[] = [];
  if (filter.word !== undefined) where.push(eq(rulings.word, filter.word));
  if (filter.judge !== undefined) where.push(likeIgnoringCase(filter.judge));
  if (filter.scope !== undefined) where.push(eq(rulings.scope, filter.scope));
  if (filter.gameId !== undefined) where.push(and(eq(rulings.scope, "table"), eq(rulings.scopeId, filter.gameId))!);
  if (filter.eventId !== undefined) {
    const tables = db.select({ id: games.id }).from(games).where(eq(games.eventId, filter.eventId));
    where.push(or(and(eq(rulings.scope, "event"), eq(rulings.scopeId, filter.eventId)), and(eq(rulings.scope, "table"), inArray(rulings.scopeId, tables)))!);
  }
  if (filter.from !== undefined) where.push(gte(rulings.ruledAt, filter.from));
  if (filter.to !== undefined) where.push(lte(rulings.ruledAt, filter.to));
  if (filter.activeOnly) where.push(isNull(rulings.supersededBy), ne(rulings.decision, "withdrawn"));
  return db
    .select()
    .from(rulings)
    .where(and(...where))
    .orderBy(desc(rulings.ruledAt), desc(rulings.createdAt), desc(rulings.id))
    .limit(filter.limit);
}

function likeIgnoringCase(fragment: string): SQL {
  // instr() on lower(): no LIKE wildcards to escape in a judge's name.
  return sql`instr(lower(${rulings.judge}), ${fragment.toLowerCase()}) > 0`;
}

/** The whole history of the given words, oldest first. */
export async function rulingsOnWords(db: Queryable, words: string[]): Promise<RulingRow[]> {
  if (words.length === 0) return [];
  return db.select().from(rulings).where(inArray(rulings.word, words)).orderBy(rulings.createdAt, rulings.id);
}
