/**
 * The live streams (SSE: table.watch, judge.watch) open at once: at most MAX_STREAMS in all,
 * and 64 per client address. Each stream holds a socket, a listener and its buffers until the
 * client goes, so an unbounded number is a process out of memory and file descriptors.
 * Counted by the Node handler (./api-handler.ts) from when tRPC's context accepts a
 * subscription to when its answer closes.
 */
import { type RetryLaterError, serverBusy, tooManyRequests } from "~/server/api/limits";

/** Streams one client address may hold open: a person's tabs and devices, a table of bots. */
export const MAX_STREAMS_PER_ADDRESS = 64;

/** How long a client refused for the global cap is asked to wait. */
export const STREAMS_FULL_RETRY_SECONDS = 30;

/** A refused stream's client address is told to wait this long for one of its own to close. */
const ADDRESS_FULL_RETRY_SECONDS = 5;

export class StreamGate {
  readonly #max: number;
  readonly #maxPerAddress: number;
  readonly #byAddress = new Map<string, number>();
  #open = 0;

  constructor({ maxStreams, maxPerAddress = MAX_STREAMS_PER_ADDRESS }: { maxStreams: number; maxPerAddress?: number }) {
    this.#max = maxStreams;
    this.#maxPerAddress = maxPerAddress;
  }

  /** Streams open now. */
  get open(): number {
    return this.#open;
  }

  /**
   * Opens a stream for `address`: its `close` (call it once the answer has closed; further
   * calls do nothing), or the refusal — 503 when the server is full, 429 when the address is.
   */
  enter(address: string): { close: () => void } | { refusal: RetryLaterError } {
    if (this.#open >= this.#max) return { refusal: serverBusy(STREAMS_FULL_RETRY_SECONDS) };
    const mine = this.#byAddress.get(address) ?? 0;
    if (mine >= this.#maxPerAddress) return { refusal: tooManyRequests(ADDRESS_FULL_RETRY_SECONDS) };
    this.#open += 1;
    this.#byAddress.set(address, mine + 1);
    let closed = false;
    return {
      close: () => {
        if (closed) return;
        closed = true;
        this.#open -= 1;
        const left = (this.#byAddress.get(address) ?? 1) - 1;
        // Only addresses with a stream open are kept: the map holds at most MAX_STREAMS keys.
        if (left === 0) this.#byAddress.delete(address);
        else this.#byAddress.set(address, left);
      },
    };
  }
}
