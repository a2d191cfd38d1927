/**
 * In-process notifications, sent after the commit: `act` announces each accepted action (the
 * new version), `joinSeat` each seat taken or renamed (the version does not move). The
 * live-update subscription (`GameService.watch`, `table.watch`) listens per table and sends
 * each listener its own `getView` again; the event itself carries no game data.
 * With several server processes this becomes a shared bus (e.g. polling `games.version`).
 */
export interface TableChange {
  gameId: string;
  version: number;
}

export type TableListener = (change: TableChange) => void;

/**
 * A set of listeners told of each change in turn. A listener that throws must not stop the
 * others, nor the write that notified.
 */
export class Listeners<T> {
  readonly #listeners = new Set<(change: T) => void>();

  /** Returns the function that stops listening. */
  subscribe(listener: (change: T) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  notify(change: T): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(change);
      } catch (error) {
        console.error("a live-update listener failed", error);
      }
    }
  }

  get size(): number {
    return this.#listeners.size;
  }
}

export class TableEvents {
  readonly #listeners = new Map<string, Listeners<TableChange>>();

  /** Listens to one table; returns the function that stops listening. */
  subscribe(gameId: string, listener: TableListener): () => void {
    let table = this.#listeners.get(gameId);
    if (table === undefined) {
      table = new Listeners();
      this.#listeners.set(gameId, table);
    }
    const stop = table.subscribe(listener);
    return () => {
      stop();
      if (table.size === 0 && this.#listeners.get(gameId) === table) this.#listeners.delete(gameId);
    };
  }

  notify(change: TableChange): void {
    this.#listeners.get(change.gameId)?.notify(change);
  }

  listenerCount(gameId: string): number {
    return this.#listeners.get(gameId)?.size ?? 0;
  }
}
