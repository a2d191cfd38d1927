/**
 * Words one edit away from a word (a letter changed, added or taken away, or two neighbours
 * swapped) that the profile accepts: for the judge, "near words from the lexicon" (issue #5)
 * — GATTINO next to GATTINI and GATTONE, a misspelling next to what was meant. Only the 21
 * card letters are tried; a word a few letters long has a few hundred candidates, each one
 * lookup.
 */
import { CARD_LETTERS } from "../engine/cards";
import type { Lexicon, ProfileName } from "./types";

export function nearWords(lexicon: Lexicon, word: string, profile: ProfileName, limit = 12): string[] {
  const upper = word.toUpperCase();
  const candidates = new Set<string>();
  for (let i = 0; i <= upper.length; i++) {
    const head = upper.slice(0, i);
    const tail = upper.slice(i);
    for (const letter of CARD_LETTERS) {
      candidates.add(head + letter + tail); // a letter added
      if (i < upper.length) candidates.add(head + letter + tail.slice(1)); // a letter changed
    }
    if (i < upper.length) candidates.add(head + tail.slice(1)); // a letter taken away
    if (i + 1 < upper.length) candidates.add(head + tail[1] + tail[0] + tail.slice(2)); // two swapped
  }
  candidates.delete(upper);
  const found: string[] = [];
  for (const candidate of [...candidates].sort()) {
    if (candidate.length < 3) continue;
    const check = lexicon.check(candidate, profile);
    if (check.ok && check.verdict === "valid") found.push(candidate);
    if (found.length >= limit) break;
  }
  return found;
}
