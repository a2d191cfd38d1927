/**
 * A per-key token bucket, in memory: `rate` requests per second on average, `burst` at
 * once. Enough to stop one runaway client, bot or address from flooding the server; per
 * process only (several processes behind a balancer each allow the rate). The buckets are
 * bounded: the least recently used are forgotten first (they would be full again anyway), and
 * callers key them only by values of a checked shape and size (a token of the accepted shape:
 * src/server/games/tokens.ts `isTokenShaped`; a client address: src/server/http/client-address.ts).
 */
import { LRUCache } from "lru-cache";

export interface RateLimitOptions {
  ratePerSecond: number;
  burst: number;
  /** Milliseconds; injectable for tests. */
  now?: () => number;
  /** Buckets kept at most. */
  maxKeys?: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export class TokenBucketLimiter {
  readonly #rate: number;
  readonly #burst: number;
  readonly #now: () => number;
  readonly #buckets: LRUCache<string, Bucket>;

  constructor(options: RateLimitOptions) {
    this.#rate = options.ratePerSecond;
    this.#burst = options.burst;
    this.#now = options.now ?? (() => performance.now());
    this.#buckets = new LRUCache({ max: options.maxKeys ?? 10_000 });
  }

  /**
   * Takes `count` tokens for `key` (one request, or one per thing a request makes) and returns
   * 0; when the bucket holds fewer, takes nothing and returns the whole seconds until it holds
   * them again (at least 1: a Retry-After).
   */
  takeOrWait(key: string, count = 1): number {
    const bucket = this.#refilled(key);
    if (bucket.tokens >= count) {
      bucket.tokens -= count;
      return 0;
    }
    return this.#wait(bucket.tokens, count);
  }

  #refilled(key: string): Bucket {
    const now = this.#now();
    const bucket = this.#buckets.get(key) ?? { tokens: this.#burst, at: now };
    bucket.tokens = Math.min(this.#burst, bucket.tokens + ((now - bucket.at) / 1000) * this.#rate);
    bucket.at = now;
    this.#buckets.set(key, bucket);
    return bucket;
  }

  /** Whole seconds until `tokens` grow to `count` (at least 1: a Retry-After). */
  #wait(tokens: number, count: number): number {
    return Math.max(1, Math.ceil((count - tokens) / this.#rate));
  }

  /** What `takeOrWait` would answer for `count` tokens of `key`, taking none: 0, or the seconds to wait. */
  waitFor(key: string, count = 1): number {
    const bucket = this.#buckets.peek(key);
    if (bucket === undefined) return 0;
    const tokens = Math.min(this.#burst, bucket.tokens + ((this.#now() - bucket.at) / 1000) * this.#rate);
    return tokens >= count ? 0 : this.#wait(tokens, count);
  }

  /** Buckets held now (at most `maxKeys`). */
  get size(): number {
    return this.#buckets.size;
  }
}
