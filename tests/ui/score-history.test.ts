/**
 * The full score sheet (§6): every finished deal with its running totals, read from the
 * view's `history` — the engine's scores, public once each deal is over.
 */
import { describe, expect, it } from "vitest";

import { BREAKDOWN, breakdownOf, historyRows, signed } from "~/app/tavolo/[id]/_components/score-history";
import { type Action, play, viewFor } from "~/engine";
import { type ScenarioPosition, setUpScenario } from "~/engine/scenario";
import { realLexicon } from "../lexicon/real-lexicon";

const lexicon = realLexicon();

function line(line: number, total: number) {
  return { line, seats: [line], total, burraco: 0, bonus: 0, closing: 0, melds: total, hand: 0, pozzetto: 0 };
}

describe("score sheet: every deal and the running totals (§6)", () => {
  it("adds each line's deal totals in order, whatever order the lines come in", () => {
    const rows = historyRows([
      [line(0, 300), line(1, -120)],
      [line(1, 500), line(0, 45)],
    ]);
    expect(rows.map((r) => r.deal)).toEqual([1, 2]);
    expect(rows[0]!.lines.map((l) => [l.line, l.score.total, l.running])).toEqual([
      [0, 300, 300],
      [1, -120, -120],
    ]);
    expect(rows[1]!.lines.map((l) => [l.line, l.score.total, l.running])).toEqual([
      [0, 45, 345],
      [1, 500, 380],
    ]);
    expect(historyRows([])).toEqual([]);
  });

  it("writes points with their sign", () => {
    expect([signed(200), signed(-35), signed(0)]).toEqual(["+200", "−35", "0"]);
  });

  it("view.history is every finished deal's score, the same for every seat and spectators; a deal in play adds nothing", () => {
    const position: ScenarioPosition = {
      dealer: 1,
      turn: 0,
      phase: "draw",
      hands: [
        ["R:C", "R:A"],
        ["N:C", "N:A"],
      ],
      pozzetti: [
        ["R:L", "R:M"],
        ["N:L", "N:M"],
      ],
      discard: ["R:E"],
      stock: ["R:O", "R:P", "R:S"],
      melds: [[], []],
    };
    let state = setUpScenario({ rules: { players: 2, wordProfile: "libero", deals: 3 }, position, actions: [] });
    expect(viewFor(state, 0).history).toEqual([]);
    for (const [seat, action] of [
      [0, { do: "draw" }],
      [0, { do: "discard", card: "R:C" }],
    ] as [0 | 1, Action][]) {
      const result = play(state, seat, action, lexicon);
      if (!result.ok) throw new Error(result.error.code);
      state = result.state;
    }
    // Art. 6 B.1: the tallone is down to two cards, the deal is over and scored.
    const views = [0, 1, null].map((seat) => viewFor(state, seat as 0 | 1 | null));
    expect(views[0]!.history).toEqual(state.scores);
    expect(views[0]!.history).toHaveLength(1);
    for (const view of views) expect(view.history).toEqual(views[0]!.history);
    expect(
      historyRows(views[0]!.history)
        .at(-1)!
        .lines.map((l) => l.running),
    ).toEqual(views[0]!.history[0]!.map((l) => state.totals[l.seats[0]!]));
  });
});

describe("the breakdown's rows follow the table's rules", () => {
  it("a UISP table shows every §6 row; a Basic table has no pozzetti, so no «Pozzetto» row (docs/engine.md)", () => {
    expect(breakdownOf([], { variant: "uisp" })).toEqual(BREAKDOWN.filter(([, key]) => key !== "hints"));
    expect(breakdownOf([], { variant: "basic" }).map(([label]) => label)).toEqual([
      "Burraco",
      "Bonus",
      "Chiusura",
      "Carte calate",
      "Carte in mano",
      "Totale smazzata",
    ]);
  });
});
