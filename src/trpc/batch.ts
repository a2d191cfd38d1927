/**
 * Calls in one batched request (`?batch=1`) at most: the server refuses a larger batch from
 * its URL, before any call runs (413, src/server/http/api-refusals.ts), and the browser's
 * httpBatchLink never sends one (`maxItems`). Enough for the queries one page asks for at once.
 */
export const MAX_BATCH_CALLS = 16;
