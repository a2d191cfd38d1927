/**
 * The loop behind every live update (table.watch, judge.watch): wake now, then once after
 * each burst of changes, until the caller stops iterating or `signal` aborts. Listening
 * starts before the first wake-up, so a change made while the first answer is computed is
 * not missed; changes that land while the caller is busy fold into one wake-up.
 */
export async function* wakeups(subscribe: (onChange: () => void) => () => void, signal?: AbortSignal): AsyncGenerator<void, void, void> {
  if (signal?.aborted) return;
  let changed = false;
  let wake: (() => void) | null = null;
  const stop = subscribe(() => {
    changed = true;
    wake?.();
  });
  const onAbort = () => wake?.();
  signal?.addEventListener("abort", onAbort);
  try {
    yield;
    for (;;) {
      if (!changed) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          if (changed || signal?.aborted) resolve();
        });
        wake = null;
      }
      if (signal?.aborted) return;
      changed = false;
      yield;
    }
  } finally {
    stop();
    signal?.removeEventListener("abort", onAbort);
  }
}
