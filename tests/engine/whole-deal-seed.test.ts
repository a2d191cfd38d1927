/**
 * The e2e tests play WHOLE_DEAL_SEED's first deal through the pages with the greedy players
 * (tests/e2e/table-driver.ts). What the greedy players lay depends on the dictionary, so a
 * change of the lexicon can take from that deal a control the e2e tests rely on; here it
 * shows in a second, with the engine alone, instead of in a browser.
 */
import { expect, test } from "vitest";
import { createMatch, makeRuleset, play } from "~/engine";
import { greedyAction } from "~/engine/greedy-player";
import { WHOLE_DEAL_MAX_ACTIONS, WHOLE_DEAL_SEED } from "../e2e/table-driver";
import { realLexicon } from "../lexicon/real-lexicon";

test("WHOLE_DEAL_SEED's first deal, played by the greedy players, uses every control and closes with a clean burraco (Art. 6 A)", () => {
  const lexicon = realLexicon();
  let state = createMatch(makeRuleset({ players: 2, wordProfile: "torneo", timers: false }), WHOLE_DEAL_SEED);
  const kinds = new Set<string>();
  const wild = new Set<string>();
  while (state.deal.phase !== "over") {
    expect(state.version, "the deal should have ended by now").toBeLessThan(WHOLE_DEAL_MAX_ACTIONS);
    const action = greedyAction(state, state.deal.turn, lexicon)!;
    kinds.add(action.do);
    if (action.do === "meld") for (const card of action.cards) if (card.includes("=")) wild.add(card[0]!);
    const result = play(state, state.deal.turn, action, lexicon);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  expect([...kinds].sort()).toEqual(["add", "discard", "draw", "meld", "pickup"]);
  // A pinella and a jolly, each with the letter it stands for.
  expect([...wild].sort()).toEqual(["J", "P"]);
  const pozzetti = (state.log ?? []).flatMap((event) => (event.kind === "pozzetto" ? [event.how] : []));
  expect(pozzetti.sort()).toEqual(["al volo", "con lo scarto"]);
  expect(state.deal.end?.reason).toBe("closed");
  const closer = state.scores[0]![state.deal.end!.seat]!;
  expect(closer.closing).toBe(100);
  expect(closer.burraco).toBeGreaterThanOrEqual(200);
  expect(state.totals[0]).not.toBe(state.totals[1]);
});
