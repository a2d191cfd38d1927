/** Hiding tests' tool: the same view for a seat, other hidden cards (viewFor, the bots). */
import type { CardId, MatchState, Seat } from "~/engine";

/**
 * A copy of the state with every card the seat may not see (other hands, the stock, unopened
 * pozzetti, pending pozzetti not visible to it) shuffled among those places, counts kept.
 */
export function shuffleHidden(state: MatchState, seat: Seat | null, random: () => number): MatchState {
  const copy = structuredClone(state);
  const deal = copy.deal;
  const slots: CardId[][] = [];
  deal.hands.forEach((hand, s) => {
    if (s !== seat) slots.push(hand);
  });
  slots.push(deal.stock);
  for (const p of deal.pozzetti) if (p.takenBy === null) slots.push(p.cards);
  for (const p of deal.pending) if (!(p.seat === seat && p.visible)) slots.push(p.cards);
  const ids = slots.flat();
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  let k = 0;
  for (const slot of slots) for (let i = 0; i < slot.length; i++) slot[i] = ids[k++]!;
  return copy;
}
