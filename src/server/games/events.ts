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

export class TableEvents {
  readonly #listeners = new Map<string, Set<TableListener>>();

  /** Listens to one table; returns the function that stops listening. */
  subscribe(gameId: string, listener: TableListener): () => void {
    let set = this.#listeners.get(gameId);
    if (set === undefined) {
      set = new Set();
      this.#listeners.set(gameId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.#listeners.get(gameId) === set) this.#listeners.delete(gameId);
    };
  }

  /** A listener that throws must not stop the others, nor the `act` that notified. */
  notify(change: TableChange): void {
    for (const listener of [...(this.#listeners.get(change.gameId) ?? [])]) {
      try {
        listener(change);
      } catch (error) {
        console.error(`table ${change.gameId}: listener failed`, error);
      }
    }
  }

  listenerCount(gameId: string): number {
    return this.#listeners.get(gameId)?.size ?? 0;
  }
}
