/**
 * Melds (Art. 4.2, 4.7): at least 3 cards of one colour spelling a word, at most one wild
 * (jolly: any letter; pinella: a vowel), never wilds alone. Basic (ruleset.ts) has no colour
 * rule: its page asks only for words "formate con almeno tre carte". Adding (*legare*) names the new
 * cards and the new word; the cards already down keep their relative order, and a wild may
 * move: replaced by the letter it stood for, it stays in the meld standing for another.
 */
import { type CardId, isVowel, isWild, kindOf, letterOf } from "./cards";
import { type EngineError, engineError } from "./errors";
import { type Ruleset, VARIANTS, variantOf } from "./ruleset";
import type { Meld } from "./state";

/** The UISP burraco (Art. 1.1), for the pages that describe the UISP game; a table reads its ruleset's (`isBurraco`). */
export const BURRACO_LENGTH = VARIANTS.uisp.burracoLength;

export function meldWord(meld: Meld): string {
  return meld.cards.map((id, i) => letterOf(id, meld.as[i] ?? null)).join("");
}

export function meldWild(meld: Meld): number {
  return meld.cards.findIndex((id) => isWild(id));
}

/** A burraco: 7 or more cards (Art. 1.1); in Basic "una parola composta da almeno 5 lettere". */
export function isBurraco(meld: Meld, rules: Pick<Ruleset, "variant">): boolean {
  return meld.cards.length >= variantOf(rules).burracoLength;
}

/** Clean (pulito): a burraco with no wild (Art. 1.1). */
export function isClean(meld: Meld): boolean {
  return meldWild(meld) < 0;
}

function colourOf(cards: readonly CardId[]): string | null | "mixed" {
  let colour: string | null = null;
  for (const id of cards) {
    const kind = kindOf(id);
    if (kind.type !== "letter") continue;
    if (colour === null) colour = kind.colour;
    else if (colour !== kind.colour) return "mixed";
  }
  return colour;
}

/** Checks the shape of a new meld (not its word). `as` gives each wild's letter. */
export function checkNewMeld(rules: Pick<Ruleset, "variant">, cards: readonly CardId[], as: readonly (string | null)[]): EngineError | null {
  if (cards.length < 3) return engineError("MELD_TOO_SHORT");
  const wilds = cards.filter((id) => isWild(id)).length;
  if (wilds === cards.length) return engineError("ONLY_WILDS");
  if (wilds > 1) return engineError("TWO_WILDS");
  if (variantOf(rules).sameColour && colourOf(cards) === "mixed") return engineError("MIXED_COLOURS");
  for (let i = 0; i < cards.length; i++) {
    const kind = kindOf(cards[i]!);
    if (kind.type === "letter") continue;
    const letter = as[i];
    if (!letter) return engineError("WILD_NEEDS_LETTER");
    if (kind.type === "pinella" && !isVowel(letter)) return engineError("PINELLA_NOT_VOWEL");
  }
  return null;
}

/**
 * Arranges a meld's cards plus new ones into `word`: the old letter cards keep their
 * relative order, every card is used once, the (single) wild takes whatever letter its
 * position needs (a pinella only a vowel). Deterministic: old cards first, then new
 * letters, then the wild. Returns the new meld, or an error.
 */
export function arrangeAddition(rules: Pick<Ruleset, "variant">, meld: Meld, added: readonly CardId[], word: string): Meld | EngineError {
  if (added.length === 0) return engineError("NO_CARDS");
  const oldWild = meldWild(meld);
  const newWilds = added.filter((id) => isWild(id));
  if (newWilds.length + (oldWild >= 0 ? 1 : 0) > 1) return engineError("TWO_WILDS");
  if (word.length !== meld.cards.length + added.length)
    return engineError("NO_ARRANGEMENT", `(${word}: ${word.length} lettere per ${meld.cards.length + added.length} carte)`);
  if (variantOf(rules).sameColour && colourOf([...meld.cards, ...added]) === "mixed") return engineError("MIXED_COLOURS");

  // The old cards in order, the old wild included: it keeps its place and letter unless a
  // new card with that letter takes its place (Art. 4.7); only then may it stand elsewhere.
  const old = meld.cards;
  const oldLetter = oldWild >= 0 ? meld.as[oldWild]! : null;
  const wildCard = oldWild >= 0 ? old[oldWild]! : (newWilds[0] ?? null);
  const wildAllows = (letter: string): boolean => wildCard !== null && (kindOf(wildCard).type === "jolly" || isVowel(letter));
  const newLetters = added.filter((id) => !isWild(id));
  const usedNew = new Array<boolean>(newLetters.length).fill(false);
  const cards: CardId[] = [];
  const as: (string | null)[] = [];
  const failed = new Set<string>();

  const tryNewLetter = (letter: string, pos: number, oldNext: number, wildPlaced: boolean): boolean => {
    const tried = new Set<number>();
    for (let k = 0; k < newLetters.length; k++) {
      const id = newLetters[k]!;
      if (usedNew[k] || letterOf(id, null) !== letter || tried.has(kindKey(id))) continue;
      tried.add(kindKey(id));
      usedNew[k] = true;
      cards.push(id);
      as.push(null);
      if (place(pos + 1, oldNext, wildPlaced)) return true;
      cards.pop();
      as.pop();
      usedNew[k] = false;
    }
    return false;
  };

  const place = (pos: number, oldIndex: number, wildPlaced: boolean): boolean => {
    if (pos === word.length) return oldIndex === old.length && (wildCard === null || wildPlaced);
    const key = `${pos},${oldIndex},${wildPlaced},${usedNew.map(Number).join("")}`;
    if (failed.has(key)) return false;
    const letter = word[pos]!;
    if (oldIndex < old.length && oldIndex !== oldWild && letterOf(old[oldIndex]!, null) === letter) {
      // The next old letter card, in its order.
      cards.push(old[oldIndex]!);
      as.push(null);
      if (place(pos + 1, oldIndex + 1, wildPlaced)) return true;
      cards.pop();
      as.pop();
    }
    if (oldIndex === oldWild && letter === oldLetter) {
      // The old wild stays, standing for the same letter...
      if (!wildPlaced) {
        cards.push(wildCard!);
        as.push(letter);
        if (place(pos + 1, oldIndex + 1, true)) return true;
        cards.pop();
        as.pop();
      }
      // ...or a new card with that letter replaces it, and the wild is free to move.
      if (tryNewLetter(letter, pos, oldIndex + 1, wildPlaced)) return true;
    }
    // A new letter card.
    if (tryNewLetter(letter, pos, oldIndex, wildPlaced)) return true;
    // The wild standing for a new letter: a new wild, or an old one that is (or will be) replaced.
    if (!wildPlaced && wildAllows(letter)) {
      cards.push(wildCard!);
      as.push(letter);
      if (place(pos + 1, oldIndex, true)) return true;
      cards.pop();
      as.pop();
    }
    failed.add(key);
    return false;
  };
  if (!place(0, 0, false)) return engineError("NO_ARRANGEMENT");
  return { cards, as };
}

/** Identical cards are interchangeable: try one of each kind only. */
function kindKey(id: CardId): number {
  const kind = kindOf(id);
  return kind.type === "letter" ? kind.letter.charCodeAt(0) * 2 + (kind.colour === "R" ? 0 : 1) : -1;
}
