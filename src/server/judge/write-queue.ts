/**
 * The judge's writes, one at a time, in order. SQLite has one writer, and libSQL's local
 * driver is synchronous: a second write transaction opened while another is still open in
 * this process would wait for the lock on the very thread that must release it. A judge's
 * writes are rare (a person clicks), so one small queue is enough; the game service keeps its
 * own (src/server/games). The two never hold a transaction across a macrotask, so they do not
 * interleave; sharing one writer per database would remove even that assumption.
 */
export class WriteQueue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(task);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}
