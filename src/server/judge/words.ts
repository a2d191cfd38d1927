/**
 * The word a ruling is about, as the engine checks a meld: card letters, upper case
 * (src/lexicon/normalize.ts folds case and accents the same way for every check).
 */
import { MAX_WORD_LENGTH, parseWord } from "~/lexicon/normalize";

/** Art. 4.2: a meld has at least 3 cards, so a shorter word is never played. */
export const RULING_WORD_MIN = 3;

export type RulingWord = { ok: true; word: string } | { ok: false; message: string };

export function rulingWord(input: string): RulingWord {
  const parsed = parseWord(input);
  if (!parsed.ok) return { ok: false, message: parsed.hint };
  if (parsed.word.length < RULING_WORD_MIN) {
    return { ok: false, message: `servono almeno ${RULING_WORD_MIN} lettere (Art. 4.2).` };
  }
  if (parsed.word.length > MAX_WORD_LENGTH) return { ok: false, message: `al massimo ${MAX_WORD_LENGTH} lettere.` };
  return { ok: true, word: parsed.word };
}
