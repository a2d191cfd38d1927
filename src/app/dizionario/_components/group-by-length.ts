import type { FoundWord } from "~/lexicon/types";

export interface LengthGroup {
  length: number;
  words: FoundWord[];
}

/** Longest words first (a burraco needs 7 cards); inside a group the server's order stays. */
export function groupByLength(words: readonly FoundWord[]): LengthGroup[] {
  const groups = new Map<number, FoundWord[]>();
  for (const word of words) {
    const group = groups.get(word.length);
    if (group) group.push(word);
    else groups.set(word.length, [word]);
  }
  return [...groups.entries()].sort(([a], [b]) => b - a).map(([length, grouped]) => ({ length, words: grouped }));
}
