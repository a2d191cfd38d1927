/**
 * The server's deadlines — the §7 move clocks (turn-clock.ts), the time a request may wait for
 * the judge (service.ts) — one timer per key, replaced when armed again. A pending deadline
 * never keeps a process (a test, a script) alive.
 */
export class Deadlines {
  readonly #timers = new Map<string, ReturnType<typeof setTimeout>>();

  arm(key: string, at: number, now: number, onDeadline: () => void): void {
    this.cancel(key);
    const timer = setTimeout(
      () => {
        this.#timers.delete(key);
        onDeadline();
      },
      Math.max(0, at - now),
    );
    timer.unref?.();
    this.#timers.set(key, timer);
  }

  cancel(key: string): void {
    const timer = this.#timers.get(key);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.#timers.delete(key);
  }

  cancelAll(): void {
    for (const key of [...this.#timers.keys()]) this.cancel(key);
  }
}
