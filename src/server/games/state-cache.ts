/**
 * The last rebuilt state of recently used tables, in memory, so that an `act` or a `view`
 * does not replay the log each time. Never trusted blindly: an entry is used only when its
 * version equals the table's version just read from the database (another process may
 * have moved on). States are never mutated (the engine's `play` works on a copy).
 */
import { LRUCache } from "lru-cache";

import type { MatchState } from "~/engine";
import type { GameHead } from "./repository";

interface Entry {
  state: MatchState;
  /** The table's row as this process last wrote or read it, at `state.version`. */
  head: GameHead | null;
}

export class StateCache {
  /** The least recently used tables are forgotten first: they are read again when played. */
  readonly #states: LRUCache<string, Entry>;

  constructor(max = 1000) {
    this.#states = new LRUCache({ max });
  }

  get(gameId: string, version: number): MatchState | null {
    const entry = this.#states.get(gameId);
    return entry === undefined || entry.state.version !== version ? null : entry.state;
  }

  /**
   * The newest state this process knows with its table row, without asking the database:
   * a move starts from it and lets the version guard of the write find out if another
   * process moved on. Null when the row is not known.
   */
  latest(gameId: string): { state: MatchState; head: GameHead } | null {
    const entry = this.#states.get(gameId);
    if (entry === undefined || entry.head === null || entry.head.version !== entry.state.version) return null;
    return { state: entry.state, head: entry.head };
  }

  /** Keeps `state` unless a newer one is already there (a slow reader must not go back). */
  put(gameId: string, state: MatchState, head: GameHead | null = null): void {
    const current = this.#states.get(gameId);
    if (current !== undefined && current.state.version > state.version) return;
    const keptHead = head ?? (current?.head?.version === state.version ? current.head : null);
    this.#states.set(gameId, { state, head: keptHead });
  }

  /** Forgets a table (its row changed without a new version, e.g. a seat taken). */
  drop(gameId: string): void {
    this.#states.delete(gameId);
  }
}
