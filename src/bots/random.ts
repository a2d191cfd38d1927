/**
 * A bot's randomness: one seeded stream per (match seed, seat, version), so that a match
 * with bots replays byte for byte and a bot asked twice at the same version answers the same.
 */
import { randomStream } from "../engine/rng";

export function botRandom(seed: string, seat: number, version: number): () => number {
  return randomStream(seed, `bot:${seat}:${version}`);
}
