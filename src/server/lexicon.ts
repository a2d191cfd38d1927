/**
 * The server's one dictionary. Opening it reads the built word lists, so it happens once
 * per process: the promise is kept on `globalThis`, shared by the instrumentation hook
 * (which warms it at start) and the route handlers, which Next bundles separately.
 *
 * In `next dev` this means edits under src/lexicon need a server restart to take effect.
 */
import { openLexicon } from "~/lexicon";
import type { Lexicon } from "~/lexicon/types";

const globalForLexicon = globalThis as unknown as {
  burracoLexicon?: Promise<Lexicon>;
};

export function getLexicon(): Promise<Lexicon> {
  let pending = globalForLexicon.burracoLexicon;
  if (pending === undefined) {
    pending = openLexicon().catch((error: unknown) => {
      // Forget the failure so the next request tries again (e.g. after `npm run lexicon`).
      globalForLexicon.burracoLexicon = undefined;
      throw error;
    });
    globalForLexicon.burracoLexicon = pending;
  }
  return pending;
}
