/**
 * The judge's queue (`judge_requests`): a table's contest or challenge waiting for a ruling.
 * Rows only; the game service opens requests and applies their outcome (the wiring into
 * `act` is a later step). A request is resolved once: the status guard makes a second
 * resolution (another judge, the time-out) a no-op that reports false.
 */
import { and, desc, eq, inArray, lte } from "drizzle-orm";

import { type JudgeRequestRow, judgeRequests } from "~/server/db/schema";
import type { Queryable } from "~/server/games/repository";

export type NewJudgeRequest = Omit<typeof judgeRequests.$inferInsert, "status" | "resolvedAt" | "resolvedBy" | "rulingId" | "reason">;

export async function insertJudgeRequest(db: Queryable, request: NewJudgeRequest): Promise<void> {
  await db.insert(judgeRequests).values({ ...request, status: "pending" });
}

export async function findJudgeRequest(db: Queryable, id: string): Promise<JudgeRequestRow | null> {
  const rows = await db.select().from(judgeRequests).where(eq(judgeRequests.id, id));
  return rows[0] ?? null;
}

/** The pending requests of these tables (a judge's tables), newest first. */
export async function listPendingRequests(db: Queryable, gameIds: string[]): Promise<JudgeRequestRow[]> {
  if (gameIds.length === 0) return [];
  return db
    .select()
    .from(judgeRequests)
    .where(and(eq(judgeRequests.status, "pending"), inArray(judgeRequests.gameId, gameIds)))
    .orderBy(desc(judgeRequests.createdAt), desc(judgeRequests.id));
}

/** Every pending request (a starting server arms their time-outs again). */
export async function listAllPendingRequests(db: Queryable): Promise<JudgeRequestRow[]> {
  return db.select().from(judgeRequests).where(eq(judgeRequests.status, "pending"));
}

/** Pending requests whose deadline has passed, oldest deadline first (for the time-out). */
export async function listOverdueRequests(db: Queryable, now: Date): Promise<JudgeRequestRow[]> {
  return db
    .select()
    .from(judgeRequests)
    .where(and(eq(judgeRequests.status, "pending"), lte(judgeRequests.deadlineAt, now)))
    .orderBy(judgeRequests.deadlineAt, judgeRequests.id);
}

export interface Resolution {
  status: "approved" | "rejected" | "expired";
  at: Date;
  by: string;
  rulingId: string | null;
  reason: string | null;
}

/** Closes a pending request; false when it was no longer pending (nothing changed). */
export async function resolveJudgeRequest(db: Queryable, id: string, resolution: Resolution): Promise<boolean> {
  const updated = await db
    .update(judgeRequests)
    .set({
      status: resolution.status,
      resolvedAt: resolution.at,
      resolvedBy: resolution.by,
      rulingId: resolution.rulingId,
      reason: resolution.reason,
    })
    .where(and(eq(judgeRequests.id, id), eq(judgeRequests.status, "pending")))
    .returning({ id: judgeRequests.id });
  return updated.length === 1;
}
