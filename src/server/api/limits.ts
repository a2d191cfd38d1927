/**
 * The API's refusals that mean "come back later": the rate limits (429) and the cap on open
 * streams (503). Each is a TRPCError carrying the seconds to wait, so the client sees the
 * usual error shape, and both HTTP handlers turn the seconds into a Retry-After header
 * (retryAfterMeta, their tRPC `responseMeta`).
 */
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";

import { TokenBucketLimiter } from "~/server/rate-limit";

export class RetryLaterError extends TRPCError {
  readonly retryAfterSeconds: number;

  constructor(code: "TOO_MANY_REQUESTS" | "SERVICE_UNAVAILABLE", message: string, retryAfterSeconds: number) {
    super({ code, message });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

function seconds(count: number): string {
  return count === 1 ? "1 secondo" : `${count} secondi`;
}

/** 429: a rate limit's bucket is empty for `retryAfterSeconds`. */
export function tooManyRequests(retryAfterSeconds: number): RetryLaterError {
  return new RetryLaterError("TOO_MANY_REQUESTS", `Troppe richieste: riprova tra ${seconds(retryAfterSeconds)}.`, retryAfterSeconds);
}

/** 503: the server is at its capacity (open streams); nothing about this client. */
export function serverBusy(retryAfterSeconds: number): RetryLaterError {
  return new RetryLaterError("SERVICE_UNAVAILABLE", `Il server è al completo: riprova tra ${seconds(retryAfterSeconds)}.`, retryAfterSeconds);
}

/**
 * Per client address: tables (`table.create`, `table.startLesson`) and events (`judge.event.create`) together, 60
 * at once and then one a second. Each is a row kept for days: a flood is a disk filled.
 */
export const creationLimiter = new TokenBucketLimiter({ ratePerSecond: 1, burst: 60 });

/**
 * Per client address: dictionary calls, each call of a batch counting, 60 at once and then 20
 * a second. Typing a word asks once per pause; a `find` over a full hand takes ~15 ms of the
 * server's only thread, so an unlimited client could take all of it.
 */
export const dictionaryLimiter = new TokenBucketLimiter({ ratePerSecond: 20, burst: 60 });

/** Takes one request (or `count`: one per table a request makes) from `key`'s bucket, or throws the 429 with the seconds to wait. */
export function takeOrRefuse(limiter: TokenBucketLimiter, key: string, count = 1): void {
  const wait = limiter.takeOrWait(key, count);
  if (wait > 0) throw tooManyRequests(wait);
}

/**
 * The tRPC `responseMeta` of both HTTP handlers: a Retry-After (the longest wait) when an
 * answer carries a RetryLaterError; with `refusal`, a stream refused before it started, also
 * that refusal's status (a refused subscription's answer is otherwise a 200 event stream).
 */
export function retryAfterMeta(errors: readonly TRPCError[], refusal?: RetryLaterError): { status?: number; headers?: Record<string, string> } {
  let wait = refusal?.retryAfterSeconds ?? 0;
  for (const error of errors) if (error instanceof RetryLaterError) wait = Math.max(wait, error.retryAfterSeconds);
  if (wait === 0) return {};
  const headers = { "retry-after": String(wait) };
  return refusal === undefined ? { headers } : { status: getHTTPStatusCodeFromError(refusal), headers };
}
