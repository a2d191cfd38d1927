/**
 * Seating a turn (Art. 3.1-3.3): which entrants meet at which table, and who sits where.
 */
import type { SeatTurnInput, TurnSeating } from "./types";

/**
 * The seating of turn `input.turn`. Deterministic: the same input gives the same seating (every
 * draw comes from `input.seed` through src/engine/rng.ts). Throws a TournamentError (Italian
 * message) for a field the rules cannot seat.
 */
export function seatTurn(input: SeatTurnInput): TurnSeating {
  void input;
  throw new Error("seatTurn: not implemented yet");
}
