/**
 * The output type of a tRPC procedure named by its dotted path, as the HTTP tests call it
 * ("judge.event.create", "table.view"): the tests read the answers field by field, typed.
 */
import type { inferRouterOutputs } from "@trpc/server";

import type { AppRouter } from "~/server/api/root";

export type OutputOf<Path extends string, Node = inferRouterOutputs<AppRouter>> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Node
    ? OutputOf<Rest, Node[Head]>
    : never
  : Path extends keyof Node
    ? Node[Path]
    : never;
