/**
 * Properties over thousands of seeded simulated deals (issue #3): 116 cards conserved,
 * every meld a valid word with at most one wild of the right kind, scores equal to an
 * independent recomputation, replay from the seed gives the same state byte for byte,
 * and viewFor shows a seat its own hand and nothing hidden.
 */
import { describe, expect, test } from "vitest";
import { DECK_SIZE, cardValue, isWild, kindOf, makeCard } from "~/engine/cards";
import { replay, simulateMatch } from "~/engine/simulate";
import type { DealState, MatchState } from "~/engine/state";
import { viewFor } from "~/engine/view";
import { realLexicon } from "../lexicon/real-lexicon";
import { everyCard } from "./every-card";

const lexicon = realLexicon();
const DEALS_PER_SIZE = Number(process.env.ENGINE_PROPERTY_DEALS ?? 1000);

/** RULES §6, written again from the digest, independently of src/engine/scoring.ts. */
function recomputeScores(deal: DealState): number[] {
  return deal.lines
    .filter((line) => line.seats.length > 0)
    .map((line) => {
      let total = 0;
      for (const meld of line.melds) {
        const cards = meld.cards.length;
        total += meld.cards.reduce((sum, id) => sum + cardValue(id), 0);
        const wild = meld.cards.some(isWild);
        if (cards >= 7) total += wild ? 100 : 200 + 50 * Math.floor((cards - 7) / 2);
      }
      const seats = new Set(line.seats);
      for (const seat of seats) total -= deal.hands[seat]!.reduce((sum, id) => sum + cardValue(id), 0);
      for (const p of deal.pending) if (seats.has(p.seat)) total -= p.cards.reduce((sum, id) => sum + cardValue(id), 0);
      if (deal.closedBy !== null && seats.has(deal.closedBy)) total += 100;
      if (line.pozzetto === null) total -= 100;
      return total;
    });
}

/** Plain checks (an `expect` per card would dominate the run): throws what is wrong. */
function checkInvariants(state: MatchState): void {
  const deal = state.deal;
  const where = `seme ${state.seed}, versione ${state.version}`;
  const cards = everyCard(deal);
  if (cards.length !== DECK_SIZE || new Set(cards).size !== DECK_SIZE) {
    throw new Error(`${where}: ${cards.length} carte, ${new Set(cards).size} diverse (attese 116)`);
  }
  for (const line of deal.lines) {
    for (const meld of line.melds) {
      if (meld.cards.filter(isWild).length > 1) throw new Error(`${where}: due matte in una combinazione`);
      const colours = new Set(meld.cards.filter((id) => !isWild(id)).map((id) => makeCard(id)[0]));
      if (colours.size !== 1) throw new Error(`${where}: combinazione di colori misti`);
      meld.cards.forEach((id, i) => {
        if (kindOf(id).type === "pinella" && !"AEIOU".includes(meld.as[i] ?? "")) throw new Error(`${where}: pinella per ${meld.as[i]}`);
      });
    }
  }
  if (deal.phase !== "over") {
    const seat = deal.turn;
    const view = viewFor(state, seat);
    const own = deal.hands[seat]!.map(makeCard).sort();
    if (JSON.stringify(view.hand) !== JSON.stringify(own)) throw new Error(`${where}: la vista non mostra la mano giusta`);
    if (view.stockCount !== deal.stock.length) throw new Error(`${where}: conteggio del tallone sbagliato`);
    if (viewFor(state, null).hand.length !== 0) throw new Error(`${where}: uno spettatore vede una mano`);
  }
}

function checkMelds(deal: DealState, profile: "libero" | "torneo"): void {
  for (const line of deal.lines) {
    for (const meld of line.melds) {
      const word = meld.cards.map((id, i) => (isWild(id) ? meld.as[i] : makeCard(id)[2])).join("");
      expect(lexicon.check(word, profile).verdict, word).toBe("valid");
    }
  }
}

describe.each([2, 4] as const)("%i players: properties over seeded deals", (players) => {
  test(`${DEALS_PER_SIZE} deals: conservation, valid melds, exact scores, replay`, () => {
    let deals = 0;
    let match = 0;
    while (deals < DEALS_PER_SIZE) {
      const seed = `proprieta-${players}-${match}`;
      const rules = { players, wordProfile: "libero" as const };
      const simulated = simulateMatch(rules, seed, lexicon, {
        maxDeals: Math.min(8, DEALS_PER_SIZE - deals),
        afterAction: (state) => {
          checkInvariants(state);
          if (state.deal.phase === "over" && state.version > 0) {
            checkMelds(state.deal, "libero");
            const computed = recomputeScores(state.deal);
            expect(state.scores.at(-1)!.map((s) => s.total)).toEqual(computed);
          }
        },
      });
      deals += simulated.ends.length;
      if (match % 10 === 0) {
        const again = replay(rules, seed, simulated.log, lexicon);
        expect(JSON.stringify(again)).toBe(JSON.stringify(simulated.final));
      }
      match++;
    }
    expect(deals).toBeGreaterThanOrEqual(DEALS_PER_SIZE);
  }, 300_000);
});
