/** The engine's seeded stream, for tests that sample: the same picks on every run. */
import { randomStream } from "~/engine/rng";

export function seededRandom(seed: number): () => number {
  return randomStream(String(seed), "test");
}
