/**
 * Gioco al monte (Art. 10.17; on unless the table turned it off): instead of drawing, the
 * player opens melds joining hand cards and cards of the monte scarti, leaving at most one
 * card on it. The page builds each word card by card, from either place; this turns those
 * picks into the engine's `{ do: "monte", melds, pile }`. Pure, tested in tests/ui.
 */
import { isWildNotation } from "~/engine/cards";

import { cardFace } from "./cards";

/** One card of a word being built: from the hand or the monte scarti (an index there), a wild with its letter. */
export interface MonteStep {
  from: "hand" | "pile";
  index: number;
  /** A wild's letter ("" while not chosen). */
  as?: string;
}

export interface MonteAction {
  do: "monte";
  melds: string[][];
  pile: string[];
}

/** The card a step stands for, as a meld names it (a wild with its letter: `J=S`). */
export function stepCard(step: MonteStep, hand: readonly string[], discard: readonly string[]): string {
  const card = (step.from === "hand" ? hand : discard)[step.index] ?? "?";
  return isWildNotation(card) ? `${card}=${step.as || "?"}` : card;
}

/** The letters a word spells so far ("?" for a wild without its letter). */
export function stepWord(steps: readonly MonteStep[], hand: readonly string[], discard: readonly string[]): string {
  return steps.map((step) => cardFace(stepCard(step, hand, discard)).letter || "?").join("");
}

/** Whether a card (by place and index) is already in one of the words. */
export function isUsed(words: readonly (readonly MonteStep[])[], from: MonteStep["from"], index: number): boolean {
  return words.some((word) => word.some((step) => step.from === from && step.index === index));
}

/**
 * The action for these words: each word's cards in order, and the pile's cards they use
 * (named plainly, a wild without its letter). The engine checks everything else (Art. 10.17:
 * every word mixes both places, at most one card left on the pile, the words themselves).
 */
export function monteAction(words: readonly (readonly MonteStep[])[], hand: readonly string[], discard: readonly string[]): MonteAction {
  return {
    do: "monte",
    melds: words.map((word) => word.map((step) => stepCard(step, hand, discard))),
    pile: words.flatMap((word) => word.filter((step) => step.from === "pile").map((step) => discard[step.index] ?? "?")),
  };
}
