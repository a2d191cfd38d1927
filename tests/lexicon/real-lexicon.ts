/** The real lexicon for tests: dictionary-it + lexicon/*.txt, as the app uses it. */
import { openLexiconSync } from "~/lexicon/node";
import type { DictionaryLexicon } from "~/lexicon/service";

let cached: DictionaryLexicon | undefined;

export function realLexicon(): DictionaryLexicon {
  cached ??= openLexiconSync();
  return cached;
}
