/**
 * The last rebuilt state of recently used tables, in memory, so that an `act` or a `view`
 * does not replay the log each time. Never trusted blindly: an entry is used only when its
 * version equals the table's version just read from the database (another process may
 * have moved on). States are never mutated (the engine's `play` works on a copy).
 */
import type { MatchState } from "~/engine";

export class StateCache {
  readonly #max: number;
  readonly #states = new Map<string, MatchState>();

  constructor(max = 1000) {
    this.#max = max;
  }

  get(gameId: string, version: number): MatchState | null {
    const state = this.#states.get(gameId);
    if (state === undefined || state.version !== version) return null;
    // Re-insert: the Map's order is the order of use.
    this.#states.delete(gameId);
    this.#states.set(gameId, state);
    return state;
  }

  /** Keeps `state` unless a newer one is already there (a slow reader must not go back). */
  put(gameId: string, state: MatchState): void {
    const current = this.#states.get(gameId);
    if (current !== undefined && current.version > state.version) return;
    this.#states.delete(gameId);
    this.#states.set(gameId, state);
    if (this.#states.size > this.#max) {
      const oldest = this.#states.keys().next().value;
      if (oldest !== undefined) this.#states.delete(oldest);
    }
  }
}
