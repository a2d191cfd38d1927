/**
 * Scoring a deal per line (Art. 5, 6; RULES §6). Plus: clean burraco +200, dirty +100,
 * +50 for every 2 cards beyond 7 in a clean burraco, closing +100, the value of every card
 * in the line's melds. Minus: pozzetto not taken −100, cards in hand (a pozzetto taken and
 * not yet played included) at their value; at a table with hints (hints.ts), the cost of the
 * hints its seats asked for. Works at any moment: "as it stands now".
 *
 * Basic (ruleset.ts): the stored Basic page names no scores, so the same sheet applies with
 * its own burraco (5 cards: the clean bonus counts the pairs of cards beyond 5) and no
 * pozzetto line, as there are no pozzetti; docs/engine.md, "Basic ruleset".
 */
import { cardValue } from "./cards";
import { hintPoints } from "./hints";
import { isBurraco, isClean } from "./melds";
import { type Ruleset, variantOf } from "./ruleset";
import type { DealScore, DealState } from "./state";

export const CLEAN_BURRACO = 200;
export const DIRTY_BURRACO = 100;
export const CLEAN_BONUS = 50;
export const CLOSING_BONUS = 100;
export const POZZETTO_NOT_TAKEN = -100;

export function scoreDeal(deal: DealState, rules: Ruleset): DealScore[] {
  const { burracoLength, pozzetti } = variantOf(rules);
  const scores: DealScore[] = [];
  deal.lines.forEach((line, index) => {
    if (line.seats.length === 0) return; // a line merged into another (3 players, 18+11)
    let burraco = 0;
    let bonus = 0;
    let melds = 0;
    for (const meld of line.melds) {
      for (const id of meld.cards) melds += cardValue(id);
      if (!isBurraco(meld, rules)) continue;
      if (isClean(meld)) {
        burraco += CLEAN_BURRACO;
        bonus += CLEAN_BONUS * Math.floor((meld.cards.length - burracoLength) / 2);
      } else {
        burraco += DIRTY_BURRACO;
      }
    }
    let hand = 0;
    for (const seat of line.seats) for (const id of deal.hands[seat]!) hand -= cardValue(id);
    for (const pending of deal.pending) {
      if (line.seats.includes(pending.seat)) for (const id of pending.cards) hand -= cardValue(id);
    }
    const closing = deal.closedBy !== null && line.seats.includes(deal.closedBy) ? CLOSING_BONUS : 0;
    const pozzetto = pozzetti && line.pozzetto === null ? POZZETTO_NOT_TAKEN : 0;
    const asked = hintPoints(deal, rules.hints ?? null, line.seats);
    scores.push({
      line: index,
      seats: [...line.seats],
      total: burraco + bonus + closing + melds + hand + pozzetto + (asked ?? 0),
      burraco,
      bonus,
      closing,
      melds,
      hand,
      pozzetto,
      ...(asked === undefined ? {} : { hints: asked }),
    });
  });
  return scores;
}
