/**
 * Carte uguali (issue #17): every table of a turn plays the same deals, and the seed committed
 * before the turn is the one revealed after it.
 */
import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { createMatch, dealCards, makeCard, play } from "~/engine";
import { makeRuleset } from "~/engine/ruleset";
import { commitment, tableSeed, turnSeed, verifyCommitment } from "~/tournament";
import { realLexicon } from "../lexicon/real-lexicon";

const lexicon = realLexicon();

/** Every card of a deal, by place, in notation. */
function layout(deal: ReturnType<typeof dealCards>) {
  return {
    hands: deal.hands.map((h) => h.map(makeCard)),
    pozzetti: deal.pozzetti.map((p) => p.cards.map(makeCard)),
    stock: deal.stock.map(makeCard),
    discard: deal.discard.map(makeCard),
  };
}

describe("carte uguali", () => {
  test("every table of the turn gets the turn's seed, and so the same deal k (src/engine/deal.ts: a deal is a function of seed and k)", () => {
    const seed = turnSeed("segreto-del-torneo", 2);
    const seeds = [1, 2, 3, 17].map((table) => tableSeed(seed, table, true));
    expect(new Set(seeds)).toEqual(new Set([seed]));
    const rules = makeRuleset({ players: 4, deals: 3 });
    for (const k of [0, 1, 2]) {
      const deals = seeds.map((s) => layout(dealCards(rules, s, k, k % 4)));
      for (const d of deals) expect(d).toEqual(deals[0]);
    }
  });

  test("deal k is the same at two tables whatever was played before it", () => {
    const seed = turnSeed("torneo-b", 0);
    // Table 1 plays a whole turn by time-outs; table 2 does nothing: their deal 1 is the same.
    let played = createMatch({ players: 4, deals: 2, wordProfile: "libero" }, tableSeed(seed, 1, true));
    while (played.deal.phase !== "over") {
      const result = play(played, played.deal.turn, { do: "timeout" }, lexicon);
      if (!result.ok) throw new Error(result.error.code);
      played = result.state;
    }
    const next = play(played, 0, { do: "nextDeal" }, lexicon);
    if (!next.ok) throw new Error(next.error.code);
    const fresh = dealCards(next.state.rules, tableSeed(seed, 2, true), 1, next.state.deal.dealer);
    expect(layout(next.state.deal)).toEqual(layout(fresh));
  });

  test("without carte uguali each table has its own seed, and its own cards", () => {
    const seed = turnSeed("torneo-c", 0);
    const a = tableSeed(seed, 1, false);
    const b = tableSeed(seed, 2, false);
    expect(a).not.toBe(b);
    const rules = makeRuleset({ players: 4, deals: 2 });
    expect(layout(dealCards(rules, a, 0, 0))).not.toEqual(layout(dealCards(rules, b, 0, 0)));
  });

  test("turn seeds differ by turn and by tournament, and do not show the tournament's seed", () => {
    expect(turnSeed("x", 0)).not.toBe(turnSeed("x", 1));
    expect(turnSeed("x", 0)).not.toBe(turnSeed("y", 0));
    expect(turnSeed("segreto", 0)).not.toContain("segreto");
    expect(turnSeed("x", 3)).toBe(turnSeed("x", 3));
  });

  test("the commitment is the SHA-256 of the seed; the revealed seed verifies, another does not", () => {
    const seed = turnSeed("torneo-d", 1);
    const hash = commitment(seed);
    expect(hash).toBe(createHash("sha256").update(seed).digest("hex"));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyCommitment(seed, hash)).toBe(true);
    expect(verifyCommitment(seed, hash.toUpperCase())).toBe(true);
    expect(verifyCommitment(turnSeed("torneo-d", 2), hash)).toBe(false);
    expect(verifyCommitment(`${seed} `, hash)).toBe(false);
  });
});
