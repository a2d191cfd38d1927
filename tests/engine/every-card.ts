import type { CardId } from "~/engine/cards";
import type { DealState } from "~/engine/state";

/**
 * Every card in the deal, wherever it is: hands (penalised ones included), tallone, monte
 * scarti, pozzetti (and one taken but set aside), melds. The whole deck (DECK_SIZE), each
 * card once, if none was lost or copied.
 */
export function everyCard(deal: DealState): CardId[] {
  return [
    ...deal.hands.flat(),
    ...deal.stock,
    ...deal.discard,
    ...deal.pozzetti.flatMap((p) => p.cards),
    ...deal.pending.flatMap((p) => p.cards),
    ...deal.lines.flatMap((l) => l.melds.flatMap((m) => m.cards)),
  ];
}
