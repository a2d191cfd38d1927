/**
 * Free text that people type — a seat's name, an event's name, a judge's name and reasons —
 * checked the same way at every input: Unicode NFC (an "è" typed as one character or as e +
 * accent is one name), trimmed, and no control or format characters (NUL, zero-width spaces,
 * bidirectional overrides), which would hide part of a name or disguise it as another
 * ("a\u0000b" shown as "a", "\u0000x" as an empty name). A refusal says so in Italian.
 */
import { z } from "zod";

/**
 * Control (Cc) and format (Cf) characters, and the letters and symbols that draw nothing (the
 * Hangul fillers U+115F, U+1160, U+3164, U+FFA0 and the blank Braille pattern U+2800), which
 * would make a name look empty or like another.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]/u;

export const HIDDEN_CHARACTERS_MESSAGE = "Contiene caratteri di controllo o invisibili: scrivi solo lettere, cifre, spazi e punteggiatura.";

/**
 * A line of text of 1 to `max` characters (after trimming); `multiline` lets line breaks
 * through (a judge's reason).
 */
export function plainText(max: number, { empty = "Non può essere vuoto.", multiline = false }: { empty?: string; multiline?: boolean } = {}) {
  return z
    .string()
    .normalize("NFC")
    .trim()
    .refine((text) => !HIDDEN_CHARACTERS.test(multiline ? text.replace(/\r?\n/g, "") : text), { message: HIDDEN_CHARACTERS_MESSAGE })
    .pipe(
      z
        .string()
        .min(1, { message: empty })
        .max(max, { message: `Al massimo ${max} caratteri.` }),
    );
}
