/**
 * What the console reads from the judge API (docs/judge.md "API"): the server's own types
 * (type-only imports: nothing of the server reaches the browser), and small helpers.
 */
import type { SeatView } from "~/engine";

import type { JudgeCredential } from "./judge-link";

export type { JudgeCredential };

export type { RulingView } from "~/server/judge/views";
export type { JudgeIdentity, JudgeRequestDetail } from "~/server/judge/service";

/** A meld as the whole table sees it. */
export type PublicMeld = SeatView["lines"][number]["melds"][number];

/** The cards a request carries, as card names (`R:A`, `J=S`), whatever its wrapping. */
export function requestCards(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((card): card is string => typeof card === "string");
  if (value !== null && typeof value === "object" && "cards" in value) return requestCards((value as { cards: unknown }).cards);
  return [];
}
