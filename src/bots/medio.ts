/**
 * Medio: the greedy player improved. It picks up a pile of three or more cards (or a
 * smaller one whose cards make a word with its hand), lays every word it can each turn,
 * the most valuable first, adds every card that makes a word, and keeps its clean burraco
 * clean (RULES §6: 200 against 100): a wild goes into any word it buys, but into a clean
 * burraco only when the hand is nearly empty or an opponent is about to close. It discards
 * its most valuable letter card, wilds last.
 */
import { type Action, isWildNotation, variantOf } from "../engine";
import { decideTurn, discardable, isLegal, lettersOf, meldPlays, opponentClosingSoon, type Play, singleAdditions, type Turn, pointsOf } from "./turn";
import type { Bot } from "./types";

export const medio: Bot = {
  level: "medio",
  decide(view, rules, lexicon, random) {
    return decideTurn(view, rules, lexicon, random, choose);
  },
};

function choose(turn: Turn): Action {
  const { view } = turn;
  if (view.phase === "draw") {
    const pickup: Action = { do: "pickup" };
    if (isLegal(turn, pickup) && (view.discard.length >= 3 || pileMakesWords(turn))) return pickup;
    return { do: "draw" };
  }
  if (view.mustDiscard !== turn.seat) {
    const dump = view.hand.length <= 3 || opponentClosingSoon(view, turn.rules, turn.seat, 3);
    // A wild that buys a word goes down (held, it costs 30 or 20 at the end); never one that
    // would turn a clean burraco dirty (200 → 100, RULES §6), unless the end is near.
    const keepsWilds = (p: Play) => !p.wild || dump || p.before < variantOf(turn.rules).burracoLength || p.dirtyBefore;
    const plays = [...meldPlays(turn, { wilds: true, limit: 5, sortBy: "value" }), ...singleAdditions(turn, true)].filter(keepsWilds);
    plays.sort((a, b) => b.value - a.value || b.after - a.after);
    if (plays[0]) return plays[0].action;
  }
  const cards = discardable(turn);
  cards.sort((a, b) => Number(isWildNotation(a)) - Number(isWildNotation(b)) || pointsOf(b) - pointsOf(a));
  return { do: "discard", card: cards[0] ?? view.hand[0]! };
}

/** A pile of one or two cards is worth taking when a card of it makes a word with the hand. */
function pileMakesWords(turn: Turn): boolean {
  const { view, lexicon, rules } = turn;
  for (const name of view.discard) {
    if (isWildNotation(name)) return true;
    const colour = name[0] as "R" | "N";
    const letters = lettersOf(view.hand, colour) + name[2];
    if (lexicon.findWords(letters, null, { profile: rules.wordProfile, mustContain: name[2], limit: 1 }).length > 0) return true;
  }
  return false;
}
