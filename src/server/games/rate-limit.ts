/**
 * A per-token token bucket, in memory: `rate` requests per second on average, `burst` at
 * once. Enough to stop one runaway client or bot from flooding a table; per process only
 * (several processes behind a balancer each allow the rate).
 */
export interface RateLimitOptions {
  ratePerSecond: number;
  burst: number;
  /** Milliseconds; injectable for tests. */
  now?: () => number;
  /** Buckets kept at most; the least recently used are dropped (they would be full anyway). */
  maxKeys?: number;
}

export class TokenBucketLimiter {
  readonly #rate: number;
  readonly #burst: number;
  readonly #now: () => number;
  readonly #maxKeys: number;
  /** Insertion order is use order: a Map re-inserted on each use is an LRU. */
  readonly #buckets = new Map<string, { tokens: number; at: number }>();

  constructor(options: RateLimitOptions) {
    this.#rate = options.ratePerSecond;
    this.#burst = options.burst;
    this.#now = options.now ?? (() => performance.now());
    this.#maxKeys = options.maxKeys ?? 10_000;
  }

  /** Takes one token for `key`; false when the bucket is empty. */
  take(key: string): boolean {
    const now = this.#now();
    const bucket = this.#buckets.get(key) ?? { tokens: this.#burst, at: now };
    this.#buckets.delete(key);
    bucket.tokens = Math.min(this.#burst, bucket.tokens + ((now - bucket.at) / 1000) * this.#rate);
    bucket.at = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.#buckets.set(key, bucket);
    if (this.#buckets.size > this.#maxKeys) {
      const oldest = this.#buckets.keys().next().value;
      if (oldest !== undefined) this.#buckets.delete(oldest);
    }
    return allowed;
  }
}
