import { useState } from "react";

import { isWildNotation } from "~/engine/cards";

import { cardFace } from "./cards";

interface PickState {
  /** The hand the picks were made in (its cards joined). */
  hand: string;
  /** Indices into the sorted hand, in the order picked. */
  order: number[];
  /** The letter chosen for each picked wild, by index. */
  wildAs: Record<number, string>;
}

/**
 * The cards picked from the hand, in the order picked, and each wild's letter. The picks
 * belong to the hand they were made in: a new hand (a draw, a meld, a discard; someone else's
 * move does not change it) clears them in the very render that shows it, so no index ever
 * points past the new hand.
 */
export function usePicks(hand: string[]) {
  const handKey = hand.join(",");
  const [picks, setPicks] = useState<PickState>({ hand: handKey, order: [], wildAs: {} });
  // Forget the picks as soon as the hand changes (state adjusted during render, React's
  // pattern): a hand that comes back the same — cards a challenge upheld returned (Art. 8),
  // a contest's cards — must not bring back the picks of before.
  if (picks.hand !== handKey) setPicks({ hand: handKey, order: [], wildAs: {} });
  const current: PickState = picks.hand === handKey ? picks : { hand: handKey, order: [], wildAs: {} };
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
    /** The word the picks spell, "?" for a wild without its letter yet. */
    spelled: pickedCards.map((c) => cardFace(c).letter || "?").join(""),
    /** The picked cards as in hand: adding to a meld, a wild's place follows from the word. */
    rawCards: picked.map((i) => hand[i]!),
    toggle: (index: number) => setPicks({ ...current, order: picked.includes(index) ? picked.filter((i) => i !== index) : [...picked, index] }),
    setWildLetter: (index: number, letter: string) => setPicks({ ...current, wildAs: { ...wildAs, [index]: letter } }),
    /** Only this card picked (the penalised card to discard first, Art. 10.11). */
    pickOnly: (index: number) => setPicks({ hand: handKey, order: [index], wildAs: {} }),
    clear: () => setPicks({ hand: handKey, order: [], wildAs: {} }),
  };
}

export type Picks = ReturnType<typeof usePicks>;
