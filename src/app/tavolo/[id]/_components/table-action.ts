import type { inferRouterInputs } from "@trpc/server";

import type { AppRouter } from "~/server/api/root";

/** Every move the table page sends: what table.act accepts. */
export type Action = inferRouterInputs<AppRouter>["table"]["act"]["action"];
/** A play a player may take to the judge instead of taking the cards back (issue #5). */
export type PlayAction = Extract<Action, { do: "contest" }>["action"];
/** Where an error is shown: next to the control that caused it. */
export type Place = "draw" | "discard" | "meld" | "add" | "next" | "contestMeld" | "contestAdd" | "challenge" | "monte" | "contestMonte";
export type Send = (place: Place, action: Action) => Promise<void>;

/**
 * The moves of a turn, each allowed only when it may be made now: what every control calls —
 * a button, a tap on the tallone, a drag, a key. One way for each move, whatever the input.
 */
export interface Moves {
  canDraw: boolean;
  canPlay: boolean;
  /** The one card picked (to discard), or null. */
  one: string | null;
  draw: () => void;
  pickup: () => void;
  discard: (card: string) => void;
  /** Lays the word built (a new meld, or an addition to the word aimed at). */
  lay: () => void;
}
