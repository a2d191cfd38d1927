import { useState } from "react";

import { isWildNotation } from "~/engine/cards";

import { cardFace } from "./cards";
import type { WordPicks } from "./type-word";

/**
 * Adding to a meld of the line: which one (its index, and its word when chosen: if the word
 * changes under it — a partner's addition, a challenge upheld — the aim is dropped), and where
 * the picked cards go (null: after it).
 */
export interface Target {
  meld: number;
  word: string;
  slot: number | null;
}

interface PickState {
  /** The hand the picks were made in (its cards joined). */
  hand: string;
  /** Indices into the sorted hand, in the order picked. */
  order: number[];
  /** The letter chosen for each picked wild, by index. */
  wildAs: Record<number, string>;
  /** The text typed in the word field, as typed (null when the cards were picked by hand): the picks follow its letters. */
  typed: string | null;
  target: Target | null;
}

const EMPTY = { order: [], wildAs: {}, typed: null, target: null };

/**
 * The cards picked from the hand, in the order picked, and each wild's letter; what was typed
 * to pick them; and the meld they are for, if any. They belong to the hand they were made
 * in: a new hand (a draw, a meld, a discard; someone else's move does not change it) clears
 * them in the very render that shows it, so no index ever points past the new hand.
 */
export function usePicks(hand: string[]) {
  const handKey = hand.join(",");
  const [picks, setPicks] = useState<PickState>({ hand: handKey, ...EMPTY });
  // Forget the picks as soon as the hand changes (state adjusted during render, React's
  // pattern): a hand that comes back the same — cards a challenge upheld returned (Art. 8),
  // a contest's cards — must not bring back the picks of before.
  if (picks.hand !== handKey) setPicks({ hand: handKey, ...EMPTY });
  const current: PickState = picks.hand === handKey ? picks : { hand: handKey, ...EMPTY };
  const picked = current.order;
  const wildAs = current.wildAs;

  /** The picked cards as played: a wild carries its letter (`J=S`, `P=?` until chosen). */
  const pickedCards = picked.map((i) => {
    const card = hand[i]!;
    return isWildNotation(card) ? `${card}=${wildAs[i] ?? "?"}` : card;
  });

  return {
    picked,
    wildAs,
    pickedCards,
    typed: current.typed,
    target: current.target,
    /** The word the picks spell, "?" for a wild without its letter yet. */
    spelled: pickedCards.map((c) => cardFace(c).letter || "?").join(""),
    /** The picked cards as in hand: adding to a meld, a wild's place follows from the word. */
    rawCards: picked.map((i) => hand[i]!),
    /** A tap on a card: picked (last) or put back; what was typed no longer decides. */
    toggle: (index: number) => setPicks({ ...current, typed: null, order: picked.includes(index) ? picked.filter((i) => i !== index) : [...picked, index] }),
    setWildLetter: (index: number, letter: string) => setPicks({ ...current, wildAs: { ...wildAs, [index]: letter } }),
    /** What was typed, and the cards it picks (none when the hand cannot spell it). */
    type: (typed: string, found: WordPicks | null) => setPicks({ ...current, typed, order: found?.picked ?? [], wildAs: found?.wildAs ?? {} }),
    /** Adding to this meld (slot: where the picked cards go), or not adding (null). */
    aim: (target: Target | null) => setPicks({ ...current, target, typed: null }),
    /** A card dropped on a word of the line: picked (if it was not) and that word aimed at. */
    pickFor: (index: number, meld: number, word: string) =>
      setPicks({ ...current, typed: null, order: picked.includes(index) ? picked : [...picked, index], target: { meld, word, slot: null } }),
    /** A suggestion's cards picked (issue #16), its word as if typed, and the word it adds to (null: a new word). */
    suggest: (target: Target | null, typed: string, found: WordPicks) =>
      setPicks({ hand: handKey, ...EMPTY, target, typed, order: found.picked, wildAs: found.wildAs }),
    /** Only this card picked (the penalised card to discard first, Art. 10.11). */
    pickOnly: (index: number) => setPicks({ hand: handKey, ...EMPTY, order: [index] }),
    /** Lets the cards go; the word aimed at stays aimed at (a second Esc lets it go: `aim(null)`). */
    clear: () => setPicks({ hand: handKey, ...EMPTY, target: current.target }),
  };
}

export type Picks = ReturnType<typeof usePicks>;
