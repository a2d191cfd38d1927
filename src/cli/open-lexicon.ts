/** The CLI's lexicon: from the project folder, rebuilt with a progress bar when stale. */
import { progressBar } from "../lexicon/build/progress";
import { artefactState, lexiconPaths, openLexiconSync } from "../lexicon/node";
import type { DictionaryLexicon } from "../lexicon/service";

export function openCliLexicon(): DictionaryLexicon {
  const paths = lexiconPaths();
  const state = artefactState(paths);
  if (state === "fresh") return openLexiconSync({ paths });
  process.stderr.write(`lessico ${state === "missing" ? "assente" : "da aggiornare"}: lo costruisco (una volta sola)…\n`);
  const bar = progressBar();
  const lexicon = openLexiconSync({ paths, progress: bar });
  bar.done();
  return lexicon;
}
