/**
 * Runs async tasks one at a time, in order. SQLite has one writer: queueing this process's
 * write transactions here is faster than letting them collide on the file lock and sleep
 * in the busy handler. Other processes are kept apart by the database itself (busy timeout,
 * BEGIN IMMEDIATE, the version guard).
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(task);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}
