/**
 * Principiante: a patient opponent for a child. It lays short words (3 to 5 letters), one new
 * meld a turn, keeps its wilds for a burraco or the end of its hand, and now and then does not
 * see a pickup or an addition it could make (the seeded stream decides). Every move is legal.
 */
import { type Action, isWildNotation, variantOf } from "../engine";
import { decideTurn, discardable, isLegal, meldPlays, playedThisTurn, singleAdditions, type Turn, pointsOf } from "./turn";
import type { Bot } from "./types";

/** How often it sees a pickup of three or more cards, and an addition it could make. */
const SEES_PICKUP = 0.6;
const SEES_ADDITION = 0.5;

export const principiante: Bot = {
  level: "principiante",
  decide(view, rules, lexicon, random) {
    return decideTurn(view, rules, lexicon, random, choose);
  },
};

function choose(turn: Turn): Action {
  const { view, random } = turn;
  if (view.phase === "draw") {
    const pickup: Action = { do: "pickup" };
    if (view.discard.length >= 3 && random() < SEES_PICKUP && isLegal(turn, pickup)) return pickup;
    return { do: "draw" };
  }
  if (view.mustDiscard !== turn.seat) {
    if (playedThisTurn(view, turn.seat) === 0) {
      const short = meldPlays(turn, { wilds: false, limit: 30, sortBy: "value" }).filter((p) => p.after <= 5);
      // The shortest words first, a little at random among them: the first words a child finds.
      short.sort((a, b) => a.after - b.after || b.value - a.value);
      const pick = short[Math.floor(random() * Math.min(3, short.length))];
      if (pick) return pick.action;
    }
    // Its wilds wait for a burraco, or for the end of its hand, when a wild cannot close (Art. 6 A).
    const additions = singleAdditions(turn, true).filter((p) => !p.wild || p.after === variantOf(turn.rules).burracoLength || view.hand.length <= 3);
    if (additions.length > 0 && random() < SEES_ADDITION) return additions[0]!.action;
  }
  // Any letter card it may let go, the wilds kept.
  const cards = discardable(turn);
  const letters = cards.filter((c) => !isWildNotation(c));
  const from = letters.length > 0 ? letters : cards;
  from.sort((a, b) => pointsOf(b) - pointsOf(a));
  return { do: "discard", card: from[Math.floor(random() * Math.min(3, from.length))] ?? view.hand[0]! };
}
