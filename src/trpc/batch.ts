/**
 * Calls in one batched request (`?batch=1`) at most: the server refuses a larger batch before
 * any call runs (tRPC's `maxBatchSize`, 400), and the browser's httpBatchLink never sends one
 * (`maxItems`). Enough for the queries one page asks for at once.
 */
export const MAX_BATCH_CALLS = 16;
