/**
 * The server's one dictionary. Opening it reads the built word lists, so it happens once per
 * process: the first call opens it (the start warms it: src/server/startup.ts), later calls
 * share the promise.
 *
 * In `next dev` this means edits under src/lexicon need a server restart to take effect.
 */
import { openLexicon } from "~/lexicon";
import type { Lexicon } from "~/lexicon/types";

let opening: Promise<Lexicon> | undefined;

export function getLexicon(): Promise<Lexicon> {
  opening ??= openLexicon().catch((error: unknown) => {
    // Forget the failure so the next request tries again (e.g. after `npm run lexicon`).
    opening = undefined;
    throw error;
  });
  return opening;
}
