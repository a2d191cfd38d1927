/**
 * Who a judge is (issue #5, docs/judge.md "Ruoli"). A judge holds a link with a code, like a
 * seat: the table judge's (`/giudice?tavolo=<id>&codice=<token>`) or the event judge's
 * (`/giudice?evento=<id>&codice=<token>`); only the token's sha256 is stored. Global rulings
 * need the server's admin code (JUDGE_ADMIN_TOKEN), so no event can change the words of another.
 *
 * What each role may rule on:
 * - table judge: that table only;
 * - event judge: the event and each of its tables;
 * - admin: everything, global included.
 * Reading rulings (search, export, consistency) needs any valid judge code: rulings are
 * public precedents, never game state.
 */
import type { RulingScope } from "~/lexicon/types";
import { hashToken } from "~/server/games/tokens";
import { JudgeError } from "./errors";
import { findEvent, findTableScope } from "./repository";
import type { Queryable } from "~/server/games/repository";

export type JudgeCredential = { gameId: string; token: string } | { eventId: string; token: string } | { admin: true; token: string };

export type JudgeRole = { kind: "table"; gameId: string; eventId: string | null } | { kind: "event"; eventId: string; name: string } | { kind: "admin" };

/** The admin code's hash, from the environment; null when none is configured. */
export function adminTokenHashFromEnv(env: Record<string, string | undefined> = process.env): string | null {
  const token = env.JUDGE_ADMIN_TOKEN?.trim();
  // A short code is too easy to guess: treat it as none rather than open global rulings.
  return token && token.length >= 16 ? hashToken(token) : null;
}

export async function authenticateJudge(db: Queryable, credential: JudgeCredential, adminTokenHash: string | null): Promise<JudgeRole> {
  const hash = hashToken(credential.token);
  if ("admin" in credential) {
    if (adminTokenHash === null) throw new JudgeError("NO_ADMIN");
    if (hash !== adminTokenHash) throw new JudgeError("FORBIDDEN");
    return { kind: "admin" };
  }
  if ("eventId" in credential) {
    const event = await findEvent(db, credential.eventId);
    if (event === null) throw new JudgeError("NOT_FOUND");
    if (hash !== event.judgeTokenHash) throw new JudgeError("FORBIDDEN");
    return { kind: "event", eventId: event.id, name: event.name };
  }
  const table = await findTableScope(db, credential.gameId);
  if (table === null) throw new JudgeError("NOT_FOUND");
  if (table.judgeTokenHash === null || hash !== table.judgeTokenHash) throw new JudgeError("FORBIDDEN");
  return { kind: "table", gameId: table.gameId, eventId: table.eventId };
}

/** Whether the role may rule at this scope (the scope's existence is checked here too). */
export async function mayRule(db: Queryable, role: JudgeRole, scope: RulingScope, scopeId: string | null): Promise<boolean> {
  if (scope === "global") return role.kind === "admin" && scopeId === null;
  if (scopeId === null) return false;
  if (scope === "event") {
    if (role.kind === "event") return role.eventId === scopeId;
    return role.kind === "admin" && (await findEvent(db, scopeId)) !== null;
  }
  switch (role.kind) {
    case "table":
      return role.gameId === scopeId;
    case "event":
      return (await findTableScope(db, scopeId))?.eventId === role.eventId;
    case "admin":
      return (await findTableScope(db, scopeId)) !== null;
  }
}

/** How a row records the credential behind a change: `tavolo:<id>`, `evento:<id>`, `admin`. */
export function roleLabel(role: JudgeRole): string {
  switch (role.kind) {
    case "table":
      return `tavolo:${role.gameId}`;
    case "event":
      return `evento:${role.eventId}`;
    case "admin":
      return "admin";
  }
}
