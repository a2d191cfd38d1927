/**
 * A simple greedy player for simulations and as a stand-in at tables: it picks up a pile
 * of three or more cards, lays the most valuable word it finds in each colour, attaches
 * single cards where they make a word, and discards its most valuable card (a wild last).
 * Every move it proposes passes the rules first (`check`), so it can only do what they allow.
 */
import type { Lexicon } from "../lexicon/types";
import type { Action } from "./actions";
import { cardValue, isWild, isWildNotation, letterValue, makeCard } from "./cards";
import { check, discardError } from "./game";
import { additionCandidates, meldCandidates } from "./legal";
import type { MatchState, Seat } from "./state";

/** The next action of the seat to move, or null when it is not this seat's turn. */
export function greedyAction(match: MatchState, seat: Seat, lexicon: Lexicon): Action | null {
  const deal = match.deal;
  if (match.winner) return null;
  if (deal.phase === "over") return { do: "nextDeal" };
  if (deal.turn !== seat) return null;
  if (deal.phase === "draw") {
    const pickup: Action = { do: "pickup" };
    if (deal.discard.length >= 3 && check(match, seat, pickup, lexicon) === null) return pickup;
    const draw: Action = { do: "draw" };
    return check(match, seat, draw, lexicon) === null ? draw : pickup;
  }
  return bestMeld(match, seat, lexicon) ?? bestAddition(match, seat, lexicon) ?? bestDiscard(match, seat);
}

function bestMeld(match: MatchState, seat: Seat, lexicon: Lexicon): Action | null {
  let best: { action: Action; value: number } | null = null;
  for (const action of meldCandidates(match, match.deal.hands[seat]!, lexicon, 2)) {
    if (action.do !== "meld") continue;
    // Keep a wild for later unless it buys a better word than the cards alone.
    const value = action.cards.reduce((sum, name) => sum + (isWildNotation(name) ? 5 : letterValue(name.slice(2))), 0);
    if (best && best.value >= value) continue;
    if (check(match, seat, action, lexicon) === null) best = { action, value };
  }
  return best?.action ?? null;
}

/** The first single letter card that attaches to a meld (wilds are kept for melds). */
function bestAddition(match: MatchState, seat: Seat, lexicon: Lexicon): Action | null {
  for (const action of additionCandidates(match, seat, match.deal.hands[seat]!, lexicon, { wilds: false })) {
    if (check(match, seat, action, lexicon) === null) return action;
  }
  return null;
}

function bestDiscard(match: MatchState, seat: Seat): Action {
  const hand = match.deal.hands[seat]!;
  const legal = hand.filter((id) => discardError(match, seat, id) === null);
  // Most valuable first (fewer points left in hand), wilds last (they make words).
  legal.sort((a, b) => Number(isWild(a)) - Number(isWild(b)) || cardValue(b) - cardValue(a) || a - b);
  return { do: "discard", card: makeCard(legal[0] ?? hand[0]!) };
}
