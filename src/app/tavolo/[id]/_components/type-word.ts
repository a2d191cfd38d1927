/**
 * Typing a word picks the cards that spell it (issue #18): letter cards of one colour (of any
 * colour at a Basic table, which has no colour rule: docs/engine.md), and at most one wild
 * where a letter is missing (Art. 4.2, RULES §4: one wild per meld; a pinella only for a vowel). Pure: the table page calls it on every keystroke with the whole word typed.
 */
import { type Colour, isVowel } from "~/engine/cards";

import { cardFace } from "./cards";

export interface WordPicks {
  /** Indices into the hand, in word order. */
  picked: number[];
  /** The letter each picked wild stands for, by hand index. */
  wildAs: Record<number, string>;
}

function pickInColour(hand: readonly string[], letters: string, colour: Colour | "any", wildAllowed: boolean): WordPicks | null {
  const isLetter = (card: string, letter: string) => (colour === "any" ? card === `R:${letter}` || card === `N:${letter}` : card === `${colour}:${letter}`);
  const used = new Set<number>();
  const picked: number[] = [];
  const wildAs: Record<number, string> = {};
  let wild = false;
  for (const letter of letters) {
    let index = hand.findIndex((card, i) => !used.has(i) && isLetter(card, letter));
    if (index < 0 && wildAllowed && !wild) {
      // The pinella first where it may stand (a vowel): the jolly is worth more kept.
      const pinella = isVowel(letter) ? hand.findIndex((card, i) => !used.has(i) && card === "P") : -1;
      index = pinella >= 0 ? pinella : hand.findIndex((card, i) => !used.has(i) && card === "J");
      if (index >= 0) {
        wild = true;
        wildAs[index] = letter;
      }
    }
    if (index < 0) return null;
    used.add(index);
    picked.push(index);
  }
  return { picked, wildAs };
}

/**
 * The cards of `hand` that spell `letters` (upper case), or null if the hand cannot. With
 * `colour` (adding to a meld of that colour) only that colour; else the colour that needs no
 * wild, red first. `sameColour` false (Basic) takes letters of either colour. `wildAllowed`
 * false when the meld already has its wild.
 */
export function picksForLetters(
  hand: readonly string[],
  letters: string,
  { colour, sameColour = true, wildAllowed = true }: { colour?: Colour; sameColour?: boolean; wildAllowed?: boolean } = {},
): WordPicks | null {
  if (letters === "") return { picked: [], wildAs: {} };
  const colours: readonly (Colour | "any")[] = !sameColour ? ["any"] : colour ? [colour] : ["R", "N"];
  const tries = colours.map((c) => pickInColour(hand, letters, c, wildAllowed));
  const found = tries.filter((t): t is WordPicks => t !== null);
  if (found.length === 0) return null;
  return found.reduce((best, t) => (Object.keys(t.wildAs).length < Object.keys(best.wildAs).length ? t : best));
}

/**
 * The hand's cards for a list named in notation (the Suggerimento's, issue #16): each index
 * once, in the list's order, a wild's letter from its name (`J=S`). Null when one is missing.
 */
export function picksForCards(hand: readonly string[], cards: readonly string[]): WordPicks | null {
  const picked: number[] = [];
  const wildAs: Record<number, string> = {};
  for (const card of cards) {
    const [kind, as] = card.split("=") as [string, string | undefined];
    const index = hand.findIndex((c, i) => c === kind && !picked.includes(i));
    if (index < 0) return null;
    picked.push(index);
    if (as !== undefined) wildAs[index] = as;
  }
  return { picked, wildAs };
}

/** Only the letters a card can be typed as (the deck's letters), upper case. */
export function typedLetters(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z]/g, "");
}

/** A meld's colour (its letter cards'), and whether it already holds its wild. */
export function meldColour(cards: readonly string[]): { colour: Colour; hasWild: boolean } {
  let colour: Colour = "R";
  let hasWild = false;
  for (const card of cards) {
    const face = cardFace(card);
    if (face.kind === "P" || face.kind === "J") hasWild = true;
    else colour = face.kind;
  }
  return { colour, hasWild };
}

/**
 * The letters `word` adds to `meldWord`, if the meld's letters stay in order inside it (the
 * engine checks the rest), and which positions of `word` are new (to show them in place).
 * Null when `word` does not contain the meld's word in order or adds nothing.
 */
export function addedLetters(meldWord: string, word: string): { letters: string; isNew: boolean[] } | null {
  const isNew = Array.from(word, () => true);
  let at = 0;
  for (let i = 0; i < word.length && at < meldWord.length; i++) {
    if (word[i] === meldWord[at]) {
      isNew[i] = false;
      at++;
    }
  }
  if (at < meldWord.length || word.length === meldWord.length) return null;
  return {
    letters: Array.from(word)
      .filter((_, i) => isNew[i])
      .join(""),
    isNew,
  };
}
