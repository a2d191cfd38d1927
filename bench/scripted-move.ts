/**
 * The scripted player of the benchmarks (bench/table-clients.ts) and of the abuse suite's
 * kill -9 test (bench/abuse.ts): it plays whatever seat is to move, draw then discard, and
 * starts the next deal when one is over. No words: what they measure is the path of a move.
 */

/**
 * A seat's view as the scripted player reads it (a `table.act` answer's `view`): no log, so an
 * answer's view, whose log holds only the newest events (docs/api.md), is taken as it comes.
 */
export interface SeatViewLite {
  version: number;
  turn: number;
  phase: "draw" | "play" | "over";
  hand: string[];
}

export type ScriptedAction = { do: "nextDeal" } | { do: "draw" } | { do: "discard"; card: string };

/**
 * The seat to move and its action. The discard is the last card of the hand, or after
 * `refusals` refused discards the one that many places before it (a card the rules forbid to
 * discard, such as the one just picked up, is not tried twice).
 */
export function scriptedMove(view: SeatViewLite, refusals: number): { seat: number; action: ScriptedAction } {
  if (view.phase === "over") return { seat: 0, action: { do: "nextDeal" } };
  if (view.phase === "draw") return { seat: view.turn, action: { do: "draw" } };
  const size = view.hand.length;
  return { seat: view.turn, action: { do: "discard", card: view.hand[(size - 1 - (refusals % size)) % size]! } };
}
