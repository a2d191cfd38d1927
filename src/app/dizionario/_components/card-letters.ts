/**
 * Reads what a player typed as a hand of card letters, before anything is sent to the
 * server, so a wrong letter gets an immediate, specific message.
 */
import { CARD_LETTERS, type CardLetter } from "~/lexicon/types";

/** A hand plus the pozzetto: 11 + 11 cards. */
export const MAX_HAND_LETTERS = 22;

const CARD_LETTER_SET: ReadonlySet<string> = new Set(CARD_LETTERS);

export type ParsedLetters = { ok: true; letters: string } | { ok: false; message: string; badCharacters: string[] };

function isCardLetter(char: string): char is CardLetter {
  return CARD_LETTER_SET.has(char);
}

/** Spaces are ignored and case does not matter; anything else must be a card letter. */
export function parseCardLetters(input: string): ParsedLetters {
  const chars = Array.from(input.replace(/\s+/g, "").toUpperCase());
  const bad = [...new Set(chars.filter((char) => !isCardLetter(char)))];
  if (bad.length > 0) {
    const list = bad.map((char) => `«${char}»`).join(", ");
    const which = bad.length === 1 ? "Questo carattere non è" : "Questi caratteri non sono";
    return {
      ok: false,
      badCharacters: bad,
      message: `${which} sulle carte: ${list}. Usa solo le lettere ${CARD_LETTERS.join(" ")} (niente J K W X Y né accenti).`,
    };
  }
  if (chars.length > MAX_HAND_LETTERS) {
    return {
      ok: false,
      badCharacters: [],
      message: `Al massimo ${MAX_HAND_LETTERS} lettere: ne hai scritte ${chars.length}, cancellane qualcuna.`,
    };
  }
  return { ok: true, letters: chars.join("") };
}
