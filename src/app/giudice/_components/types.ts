/**
 * What the console reads from the judge API (docs/judge.md "API"), as the page uses it. Kept
 * here so each component names the shape it relies on; the API's own types must fit them.
 */
import type { WordCheck } from "~/lexicon/types";

import type { JudgeCredential } from "./judge-link";
import type { Decision, Scope } from "./format";

export type { JudgeCredential };

export interface RulingView {
  id: string;
  word: string;
  decision: Decision;
  scope: Scope;
  scopeId: string | null;
  reason: string;
  judge: string;
  ruledAt: number;
  recordedBy: string;
  recordedAs: string;
  createdAt: number;
  supersedes: string | null;
  supersededBy: string | null;
  supersededAt: number | null;
  source: string;
  requestId: string | null;
  active: boolean;
}

export interface PublicMeld {
  cards: string[];
  word: string;
  length: number;
  burraco: "pulito" | "sporco" | null;
}

/** A pending request with its context; the contested cards and the melds are public, never a hand. */
export interface JudgeRequestDetail {
  id: string;
  gameId: string;
  kind: "contest" | "challenge";
  seq: number;
  seat: number;
  word: string;
  cards: unknown;
  meld: unknown;
  verdict: WordCheck;
  status: string;
  createdAt: number;
  deadlineAt: number;
  seatName: string | null;
  eventId: string | null;
  profile: string;
  judgeMode: "friendly" | "tournament";
  words: string[];
  lines: { seats: number[]; melds: PublicMeld[] }[];
  base: string | null;
  nearWords: string[];
  precedents: RulingView[];
}

export interface JudgeIdentity {
  role: "table" | "event" | "admin";
  gameId: string | null;
  eventId: string | null;
  eventName: string | null;
  scopes: Scope[];
  tables: string[] | null;
}

/** The cards a request carries, as card names (`R:A`, `J=S`), whatever its wrapping. */
export function requestCards(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((card): card is string => typeof card === "string");
  if (value !== null && typeof value === "object" && "cards" in value) return requestCards((value as { cards: unknown }).cards);
  return [];
}

/** A tRPC message to show in Italian: the server's own when it has one. */
export function errorText(error: unknown, fallback = "Il server non risponde. Riprova tra poco."): string {
  const message = error instanceof Error ? error.message : "";
  // zod's field errors arrive as JSON: not a sentence for a judge.
  if (message === "" || message.startsWith("[") || message.startsWith("{")) return fallback;
  return message;
}
