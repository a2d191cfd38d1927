import type { inferRouterInputs } from "@trpc/server";

import type { AppRouter } from "~/server/api/root";

/** Every move the table page sends: what table.act accepts. */
export type Action = inferRouterInputs<AppRouter>["table"]["act"]["action"];
/** A play a player may take to the judge instead of taking the cards back (issue #5). */
export type PlayAction = Extract<Action, { do: "contest" }>["action"];
/** Where an error is shown: next to the control that caused it. */
export type Place = "draw" | "discard" | "meld" | "add" | "next" | "contestMeld" | "contestAdd" | "challenge" | "monte" | "contestMonte";
export type Send = (place: Place, action: Action) => Promise<void>;
