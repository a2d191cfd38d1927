/**
 * What a hand can make, said to a person learning (issue #16), with the bots' own search
 * (turn.ts): the dictionary's `findWords` per colour and wild, each play checked by the
 * engine's `check` on the seat's picture. Pure and deterministic like the bots: from one
 * seat's view alone (`viewFor(state, seat)`: its own hand, the public table), the same view
 * gives the same answer.
 * - `suggestWord`, the Suggerimento: one word the hand can lay now, else one addition to a word
 *   of the line; the server answers it to the seat that asked (engine action `hint`).
 * - `missedWords`, "Parole che potevi fare": once a deal is over, the best words of the final
 *   hand or of the monte scarti as it was left.
 */
import { makeWildCard, type Ruleset, type SeatView, type Wild } from "../engine";
import type { Lexicon } from "../lexicon/types";
import { pictureOf } from "./picture";
import { lettersOf, meldPlay, meldPlays, multiAdditions, type Play, singleAdditions, type Turn } from "./turn";

/** The Suggerimento's answer: cards in notation, a wild with its letter in a new meld (J=S). */
export type Suggestion =
  | { kind: "meld"; word: string; cards: string[] }
  /** Add the hand's `cards` to the line's meld `meld` (now `before`), making `word`. */
  | { kind: "add"; meld: number; before: string; word: string; cards: string[] }
  /** Nothing the hand can lay now. */
  | { kind: "none" };

/** Words per colour and wild choice the search keeps: enough to find a legal long one, small enough to stay fast. */
export const SUGGESTION_SEARCH_LIMIT = 20;

/** Longest first (the word a learner is proudest of), then without a wild, then by card points, then alphabetical. */
function better(a: Play, b: Play): number {
  return b.after - a.after || Number(a.wild) - Number(b.wild) || b.value - a.value || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);
}

/** One word the seat to play can lay now (a new meld first, else an addition), or none. */
export function suggestWord(view: SeatView, rules: Ruleset, lexicon: Lexicon): Suggestion {
  if (view.seat === null || view.phase !== "play" || view.turn !== view.seat || view.judgement !== null) return { kind: "none" };
  const turn: Turn = { view, seat: view.seat, picture: pictureOf(view, rules), rules, lexicon, random: () => 0 };
  const meld = meldPlays(turn, { wilds: true, limit: SUGGESTION_SEARCH_LIMIT, sortBy: "length" }).sort(better)[0];
  if (meld !== undefined) return { kind: "meld", word: meld.word, cards: [...meld.action.cards] };
  const additions = [...singleAdditions(turn, true), ...multiAdditions(turn, { wilds: true, limit: SUGGESTION_SEARCH_LIMIT })];
  const add = additions.sort(better)[0];
  if (add === undefined || add.action.do !== "add") return { kind: "none" };
  const line = view.lines[view.lineOfSeat[view.seat]!]!;
  return { kind: "add", meld: add.action.meld, before: line.melds[add.action.meld]!.word, word: add.word, cards: [...add.action.cards] };
}

/** A word the hand or the pile could have made: its cards in word order (a wild with its letter). */
export interface MissedWord {
  word: string;
  cards: string[];
  /** Card points of its cards (Art. 5). */
  value: number;
  from: "mano" | "monte scarti";
}

/** How many words "Parole che potevi fare" shows. */
export const MISSED_WORDS = 3;

/**
 * Once the deal is over: the best words (card points, then length) that the seat's final hand,
 * or the monte scarti as the deal left it, could have made — one colour, at most one wild
 * (Art. 4.2), under the table's word profile. Empty for a spectator or before the deal's end.
 */
export function missedWords(view: SeatView, rules: Ruleset, lexicon: Lexicon): MissedWord[] {
  if (view.seat === null || view.phase !== "over") return [];
  const found: MissedWord[] = [];
  for (const [from, cards] of [
    ["mano", view.hand],
    ["monte scarti", view.discard],
  ] as const) {
    const wilds: (Wild | null)[] = [null];
    if (cards.includes(makeWildCard("jolly"))) wilds.push("jolly");
    if (cards.includes(makeWildCard("pinella"))) wilds.push("pinella");
    for (const colour of ["R", "N"] as const) {
      const letters = lettersOf(cards, colour);
      for (const wild of wilds) {
        if (letters.length + (wild === null ? 0 : 1) < 3) continue;
        for (const f of lexicon.findWords(letters, wild, { profile: rules.wordProfile, limit: MISSED_WORDS, sortBy: "value" })) {
          found.push({ word: f.word, cards: meldPlay(f, colour, wild).action.cards, value: f.value, from });
        }
      }
    }
  }
  found.sort((a, b) => b.value - a.value || b.word.length - a.word.length || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  const seen = new Set<string>();
  return found.filter((w) => !seen.has(w.word) && seen.add(w.word)).slice(0, MISSED_WORDS);
}
