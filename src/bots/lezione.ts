/**
 * The lesson's computer (src/lesson): it plays the lesson's script, one list of actions per
 * own turn, so that the steps can say what it did. It decides from its own seat's view like
 * every bot: in the draw phase the script's take; then the first scripted meld whose cards are
 * all still in its hand; then the scripted discard. Where the learner took the
 * game elsewhere (a script's move is not in the hand, or not legal), it plays as a principiante.
 */
import type { Action, SeatView } from "../engine";
import { COMPUTER_TURNS } from "../lesson/lesson";
import { principiante } from "./principiante";
import { decideTurn } from "./turn";
import { type Bot, LESSON_LEVEL } from "./types";

export const lezione: Bot = {
  level: LESSON_LEVEL,
  decide(view, rules, lexicon, random) {
    const scripted = scriptedAction(view);
    if (scripted !== null) {
      // decideTurn hands back the very action when it is legal, a fallback otherwise.
      const action = decideTurn(view, rules, lexicon, random, () => scripted);
      if (action === scripted) return action;
    }
    return principiante.decide(view, rules, lexicon, random);
  },
};

function scriptedAction(view: SeatView): Action | null {
  if (view.seat === null || view.turn !== view.seat || view.phase === "over") return null;
  const script = COMPUTER_TURNS[Math.floor(view.turnsPlayed / view.players)];
  if (script === undefined) return null;
  if (view.phase === "draw") return script.find((a) => a.do === "draw" || a.do === "pickup") ?? null;
  // A meld already laid has left the hand: the first one still held is the next.
  for (const action of script) {
    if (action.do === "meld" && holds(view.hand, action.cards)) return action;
    if (action.do === "discard" && holds(view.hand, [action.card])) return action;
  }
  return null;
}

/** Whether the hand has all these cards (a kind named twice needs two). */
function holds(hand: readonly string[], cards: readonly string[]): boolean {
  const left = [...hand];
  return cards.every((card) => {
    const i = left.indexOf(card);
    if (i < 0) return false;
    left.splice(i, 1);
    return true;
  });
}
