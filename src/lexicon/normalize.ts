/**
 * From what a person typed to the card spelling: upper case, accents and a final
 * apostrophe folded away (and remembered, to explain them), everything else refused with
 * an Italian message that says what is wrong. Never throws.
 */
import type { Reason } from "./types";

/** Longer than any word the 116 cards could spell in practice (the longest forms are ~30). */
export const MAX_WORD_LENGTH = 40;

export type ParsedWord =
  | { ok: true; word: string; lower: string; typedAccent: boolean; typedApostrophe: boolean }
  | { ok: false; word: string; reason: Reason; hint: string };

const CARD = /^[abcdefghilmnopqrstuvz]$/;
const NOT_IN_DECK = /^[jkwxy]$/;
// Accents used in Italian spelling: grave and acute on vowels (and the rare circumflex).
const ITALIAN_ACCENTED = /^[àáâèéêìíîòóôùúû]$/;
const APOSTROPHES = /['’]$/;

const PLAIN = new RegExp(`^[a-zA-Z]{1,${MAX_WORD_LENGTH}}$`);
const OUTSIDE_DECK = /[jkwxyJKWXY]/;

export function parseWord(input: string): ParsedWord {
  // Fast path, the common case: plain letters of the deck, nothing to fold or explain.
  if (PLAIN.test(input) && !OUTSIDE_DECK.test(input)) {
    return { ok: true, word: input.toUpperCase(), lower: input.toLowerCase(), typedAccent: false, typedApostrophe: false };
  }
  const trimmed = input.trim();
  if (trimmed === "") return { ok: false, word: "", reason: "EMPTY", hint: "Scrivi una parola." };
  if ([...trimmed].length > MAX_WORD_LENGTH) {
    return {
      ok: false,
      word: "",
      reason: "TOO_LONG",
      hint: `Parola troppo lunga: al massimo ${MAX_WORD_LENGTH} lettere.`,
    };
  }
  let text = trimmed.normalize("NFC").toLowerCase();
  const typedApostrophe = APOSTROPHES.test(text);
  if (typedApostrophe) text = text.slice(0, -1);

  let lower = "";
  let typedAccent = false;
  const missing = new Set<string>();
  const bad = new Set<string>();
  for (const ch of text) {
    if (CARD.test(ch)) lower += ch;
    else if (NOT_IN_DECK.test(ch)) {
      missing.add(ch.toUpperCase());
      lower += ch;
    } else if (ITALIAN_ACCENTED.test(ch)) {
      typedAccent = true;
      lower += ch.normalize("NFD")[0];
    } else bad.add(ch);
  }
  if (bad.size > 0) return { ok: false, word: "", reason: "INVALID_CHARACTERS", hint: describeBad([...bad]) };
  const word = lower.toUpperCase();
  if (missing.size > 0) {
    const letters = [...missing].join(", ");
    return {
      ok: false,
      word,
      reason: "LETTER_NOT_IN_DECK",
      hint: `${missing.size === 1 ? "La lettera" : "Le lettere"} ${letters} non ${missing.size === 1 ? "esiste" : "esistono"} nel mazzo: le carte hanno solo le 21 lettere dell'alfabeto italiano.`,
    };
  }
  return { ok: true, word, lower, typedAccent, typedApostrophe };
}

function describeBad(chars: string[]): string {
  const shown = chars.map((c) => (/\p{M}/u.test(c) ? `un segno diacritico (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")})` : `«${c}»`));
  if (chars.some((c) => /\p{Nd}/u.test(c))) {
    return "Niente cifre: scrivi il numero in lettere (per esempio TRE).";
  }
  if (chars.some((c) => /\s/u.test(c))) return "Una parola sola, senza spazi.";
  if (chars.some((c) => c === "'" || c === "’")) {
    return "Una parola sola: l'apostrofo in mezzo unisce due parole, e le carte non hanno apostrofi.";
  }
  if (chars.some((c) => /\p{L}/u.test(c) && !/\p{Script=Latin}/u.test(c))) {
    return `Solo lettere dell'alfabeto italiano: ${shown.join(", ")} non si può usare.`;
  }
  return `Caratteri non ammessi: ${shown.join(", ")}. Usa solo le lettere delle carte.`;
}
