/**
 * The Suggerimento as an engine action (issue #16, src/engine/hints.ts): off at ordinary
 * tables, only to the seat to play after its draw, counted per seat and deal, its cost a line
 * of the §6 score, public only as the fact that it was asked, and replayed like any move.
 */
import { describe, expect, test } from "vitest";
import { type Action, createMatch, legalActions, type MatchState, makeRuleset, play, replayLog, type Seat, viewFor } from "~/engine";
import { runScenario, type Scenario, type ScenarioAction, type ScenarioPosition } from "~/engine/scenario";
import { realLexicon } from "../lexicon/real-lexicon";

const lexicon = realLexicon();
const HINTS = { wordProfile: "scuola" as const, hints: { perDeal: 2, cost: 10 } };
const CASETTA = ["N:C", "N:A", "N:S", "N:E", "N:T", "N:T", "N:A"];

function two(position: Partial<ScenarioPosition>, actions: ScenarioAction[], rules: Scenario["rules"] = HINTS) {
  return runScenario(
    {
      rules: { players: 2, ...rules },
      position: {
        dealer: 1,
        turn: 0,
        phase: "play",
        hands: [
          ["R:E", "R:C", "R:A", "R:S", "R:A"],
          ["R:B", "R:Z"],
        ],
        pozzetti: [null, ["R:H", "R:Q", "R:V", "R:H", "R:Q", "R:V", "R:F", "R:F", "R:G", "R:G", "R:D"]],
        discard: ["R:E"],
        stock: ["R:O", "R:P", "R:S", "R:I", "R:U"],
        melds: [[CASETTA], []],
        ...position,
      },
      actions,
    },
    lexicon,
  );
}

describe("the ruleset's hint settings", () => {
  test("off at an ordinary table: the UISP rules have none, and asking is refused in Italian", () => {
    expect(makeRuleset().hints).toBeNull();
    const out = two({}, [{ seat: 0, do: "hint" }], { wordProfile: "scuola" });
    expect(out.results[0]).toMatchObject({ ok: false, code: "HINTS_OFF", message: expect.stringContaining("suggerimenti") });
  });

  test("only with the scuola dictionary, 1 to 10 per deal, a cost of 0 to 100 points", () => {
    expect(() => makeRuleset({ hints: { perDeal: 2, cost: 0 } })).toThrow(/scuola/);
    expect(() => makeRuleset({ ...HINTS, hints: { perDeal: 0, cost: 0 } })).toThrow(/da 1 a 10/);
    expect(() => makeRuleset({ ...HINTS, hints: { perDeal: 3, cost: -5 } })).toThrow(/da 0 a 100/);
    expect(makeRuleset(HINTS).hints).toEqual({ perDeal: 2, cost: 10 });
  });
});

describe("asking for a hint", () => {
  test("only the seat to play, after its draw (RULES §3: the turn is draw, play, discard)", () => {
    const notYours = two({}, [{ seat: 1, do: "hint" }]);
    expect(notYours.results[0]).toMatchObject({ ok: false, code: "NOT_YOUR_TURN" });
    const beforeDraw = two({ phase: "draw" }, [{ seat: 0, do: "hint" }]);
    expect(beforeDraw.results[0]).toMatchObject({ ok: false, code: "HINT_AFTER_DRAW" });
  });

  test("counted per seat and deal: the third of two is refused, and a hint changes no card", () => {
    const out = two({}, [
      { seat: 0, do: "hint" },
      { seat: 0, do: "hint" },
      { seat: 0, do: "hint" },
    ]);
    expect(out.results.slice(0, 2)).toEqual([{ ok: true }, { ok: true }]);
    expect(out.results[2]).toMatchObject({ ok: false, code: "NO_HINTS_LEFT", message: expect.stringContaining("2 per smazzata") });
  });

  test("the public log says only that the seat asked; the view counts the seat's hints", () => {
    const state = startedMatch();
    const seat = state.deal.turn;
    const result = play(state, seat, { do: "hint" }, lexicon);
    if (!result.ok) throw new Error(result.error.code);
    expect(result.events).toEqual([{ version: state.version + 1, deal: 0, seat, kind: "hint" }]);
    expect(result.state.deal.hands).toEqual(state.deal.hands);
    expect(result.state.deal.phase).toBe("play");
    const view = viewFor(result.state, (seat + 1) % 2);
    expect(view.hintsUsed[seat]).toBe(1);
    expect(view.log.at(-1)).toEqual({ version: state.version + 1, deal: 0, seat, kind: "hint" });
  });
});

describe("the cost in the deal's score (§6, a line of its own)", () => {
  test("two hints at 10 points take 20 from the closing line's total", () => {
    const plain = two({ hands: [["R:E"], ["R:B", "R:Z"]] }, [{ seat: 0, do: "discard", card: "R:E" }]);
    const hinted = two({ hands: [["R:E"], ["R:B", "R:Z"]] }, [
      { seat: 0, do: "hint" },
      { seat: 0, do: "hint" },
      { seat: 0, do: "discard", card: "R:E" },
    ]);
    expect(hinted.end).toEqual({ reason: "closed", seat: 0 });
    expect(plain.score[0]).toMatchObject({ hints: 0, total: 355 });
    expect(hinted.score[0]).toMatchObject({ hints: -20, total: 335 });
    expect(hinted.score[1]).toEqual(plain.score[1]);
  });

  test("free hints (cost 0) show 0, and a table without hints has no such line", () => {
    const free = two(
      { hands: [["R:E"], ["R:B", "R:Z"]] },
      [
        { seat: 0, do: "hint" },
        { seat: 0, do: "discard", card: "R:E" },
      ],
      { wordProfile: "scuola", hints: { perDeal: 1, cost: 0 } },
    );
    expect(Object.is(free.score[0]!.hints, 0)).toBe(true);
    expect(free.score[0]!.total).toBe(355);
    const none = two({ hands: [["R:E"], ["R:B", "R:Z"]] }, [{ seat: 0, do: "discard", card: "R:E" }], { wordProfile: "scuola" });
    expect(none.score[0]).not.toHaveProperty("hints");
  });
});

function startedMatch(): MatchState {
  const state = createMatch({ players: 2, ...HINTS }, "suggerimenti");
  const drawn = play(state, state.deal.turn, { do: "draw" }, lexicon);
  if (!drawn.ok) throw new Error(drawn.error.code);
  return drawn.state;
}

describe("replay (the log is the truth)", () => {
  test("the same log with hints replays to the same state; the count starts again each deal", () => {
    let state = createMatch({ players: 2, ...HINTS, hints: { perDeal: 1, cost: 5 } }, "suggerimenti-replay");
    const log: { seq: number; seat: Seat; action: Action }[] = [];
    const act = (seat: Seat, action: Action) => {
      const result = play(state, seat, action, lexicon);
      if (!result.ok) throw new Error(`${action.do}: ${result.error.code}`);
      state = result.state;
      log.push({ seq: state.version, seat, action });
    };
    for (let turn = 0; turn < 6; turn++) {
      const seat = state.deal.turn;
      act(seat, { do: "draw" });
      if (turn < 2) act(seat, { do: "hint" });
      const discard = legalActions(state, seat, lexicon).find((a) => a.do === "discard")!;
      act(seat, discard);
    }
    expect(state.deal.hintsUsed).toEqual([1, 1]);
    const replayed = replayLog(state.rules, state.seed, null, log);
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(state));
    // A new deal has no hints asked yet (dealCards starts it clean).
    const over = structuredClone(state);
    over.deal = { ...over.deal, phase: "over" };
    const next = play(over, 0, { do: "nextDeal" }, lexicon);
    if (!next.ok) throw new Error(next.error.code);
    expect(viewFor(next.state, 0).hintsUsed).toEqual([0, 0]);
  });
});
