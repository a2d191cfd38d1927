/**
 * The dictionary service's entry point for the server and the CLI. Client components
 * import `~/lexicon/types` and `~/lexicon/profiles` only: this module reads files.
 */
import { openLexiconSync } from "./node";
import type { Lexicon } from "./types";

export * from "./types";
export { PROFILES, type WordProfile } from "./profiles";
export { LexiconInputError } from "./service";

/** Opens the real lexicon (building lexicon/build/lessico.bin first if missing or stale). */
export async function openLexicon(): Promise<Lexicon> {
  return openLexiconSync();
}
