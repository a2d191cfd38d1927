import { QueryClient } from "@tanstack/react-query";

/** A query refused with a 429 is asked again at most this many times, each after the server's Retry-After. */
export const RATE_LIMITED_RETRIES = 5;
/** The longest Retry-After waited for (the limits' waits are a few seconds; a longer one is the server's to explain). */
const MAX_RETRY_AFTER_MS = 30_000;

function httpStatusOf(error: unknown): number | undefined {
  return (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;
}

/**
 * A refusal that says the page's key opens nothing (FORBIDDEN: a made-up key, or one replaced
 * by a new link; NOT_FOUND: no such tournament or class): asking again will not change it.
 */
export function keyRefused(error: unknown): boolean {
  const code = (error as { data?: { code?: string } } | null)?.data?.code;
  return code === "FORBIDDEN" || code === "NOT_FOUND";
}

/**
 * A polled page's `refetchInterval`: every `ms` until its key is refused. A page left open with
 * a replaced link would otherwise ask for ever, each refusal spending its address's wrong-key
 * bucket, shared by a whole hall (src/server/api/routers/tournament.ts).
 */
export function pollUntilKeyRefused(ms: number): (query: { state: { error: unknown } }) => number | false {
  return (query) => (keyRefused(query.state.error) ? false : ms);
}

/** The wait a 429's Retry-After header asks for (src/server/api/limits.ts `retryAfterMeta`), bounded; null when there is none. */
export function retryAfterMs(error: unknown): number | null {
  const header = (error as { meta?: { response?: { headers?: Headers } } } | null)?.meta?.response?.headers?.get("retry-after");
  const seconds = header == null ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : null;
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Dictionary answers only change with a new lexicon build.
        staleTime: 5 * 60 * 1000,
        // A 4xx (bad input) will not get better by retrying; a 429 will, after its Retry-After
        // (a hall behind one address opening the same page at once).
        retry: (failureCount, error) => {
          const status = httpStatusOf(error);
          if (status === 429) return failureCount < RATE_LIMITED_RETRIES;
          if (status !== undefined && status >= 400 && status < 500) return false;
          return failureCount < 2;
        },
        // TanStack Query's own backoff, except after a 429: the server's Retry-After.
        retryDelay: (failureCount, error) =>
          (httpStatusOf(error) === 429 ? retryAfterMs(error) : null) ?? Math.min(1000 * 2 ** failureCount, MAX_RETRY_AFTER_MS),
        refetchOnWindowFocus: false,
      },
    },
  });
}
