/**
 * RULES §3 (Art. 4.5 stallo) and §7 (timing, time-out) through hand-written positions.
 */
import { describe, expect, test } from "vitest";
import { type Action, createMatch, makeCard, type MatchState, play, timeAllowed, viewFor } from "~/engine";
import { type ScenarioAction, type ScenarioPosition, setUpScenario } from "~/engine/scenario";
import type { Ruleset } from "~/engine/ruleset";
import { realLexicon } from "../lexicon/real-lexicon";

const lexicon = realLexicon();

/** Plays the actions one by one: every result code ("ok" or the error) and the last state. */
function run(rules: Partial<Ruleset>, position: ScenarioPosition, actions: ScenarioAction[]) {
  let state: MatchState = setUpScenario({ rules: { wordProfile: "libero", ...rules }, position, actions: [] });
  const codes: string[] = [];
  const states: MatchState[] = [state];
  for (const { seat, ...action } of actions) {
    const result = play(state, seat, action as Action, lexicon);
    if (result.ok) {
      state = result.state;
      codes.push("ok");
    } else {
      codes.push(result.error.code);
    }
    states.push(state);
  }
  return { codes, state, states };
}

const swap = (seat: number, card: string): ScenarioAction[] => [
  { seat, do: "pickup" },
  { seat, do: "discard", card },
];

const STOCK = ["R:O", "R:P", "R:S", "R:I", "R:U", "N:O", "N:P", "N:R"];

function twoPlayers(hands: string[][], discard = ["R:E"]): ScenarioPosition {
  return { dealer: 1, turn: 0, phase: "draw", hands, pozzetti: [["R:L"], ["R:M"]], discard, stock: STOCK, melds: [[], []] };
}

describe("§3 stallo (Art. 4.5): two rounds of only one-card swaps", () => {
  test("2 players: after 2 rounds of swaps the first to have picked up must draw (pickup → STALLO_MUST_DRAW)", () => {
    const hands = [
      ["R:A", "R:B", "R:C", "R:D", "R:F"],
      ["N:A", "N:B", "N:C", "N:D", "N:F"],
    ];
    const { codes, state, states } = run({ players: 2 }, twoPlayers(hands), [
      ...swap(0, "R:A"),
      ...swap(1, "N:A"),
      ...swap(0, "R:B"),
      ...swap(1, "N:B"),
      { seat: 0, do: "pickup" },
      { seat: 0, do: "draw" },
    ]);
    expect(codes).toEqual(["ok", "ok", "ok", "ok", "ok", "ok", "ok", "ok", "STALLO_MUST_DRAW", "ok"]);
    // Not yet after three swaps; after the fourth, seat 0 (the first who picked up) must draw.
    expect(viewFor(states[6]!, 1).stalloMustDraw).toBeNull();
    expect(viewFor(states[8]!, 1).stalloMustDraw).toBe(0);
    // Having drawn, the stallo is over.
    expect(state.deal.stallo).toEqual({ swaps: 0, mustDraw: null });
    expect(state.deal.hands[0]!.map(makeCard)).toContain("R:O");
  });

  test("2 players: a play (meld) in between resets the count", () => {
    const hands = [
      ["N:C", "N:A", "N:S", "N:A", "R:A", "R:B", "R:C"],
      ["N:B", "N:D", "N:F", "N:G", "N:L"],
    ];
    const { codes, state } = run({ players: 2 }, twoPlayers(hands), [
      ...swap(0, "R:A"),
      ...swap(1, "N:B"),
      { seat: 0, do: "pickup" },
      { seat: 0, do: "meld", cards: ["N:C", "N:A", "N:S", "N:A"] },
      { seat: 0, do: "discard", card: "R:B" },
      // The meld turn does not count: three more swaps leave seat 0 free to pick up.
      ...swap(1, "N:D"),
      ...swap(0, "R:C"),
      ...swap(1, "N:F"),
      ...swap(0, "N:B"),
      // The fourth swap since the meld: now seat 1, the first of them to pick up, must draw.
      { seat: 1, do: "pickup" },
    ]);
    expect(codes).toEqual([...Array<string>(15).fill("ok"), "STALLO_MUST_DRAW"]);
    expect(state.deal.stallo.mustDraw).toBe(1);
  });

  test("2 players: a draw from the stock in between resets the count", () => {
    const hands = [
      ["R:A", "R:B", "R:C", "R:D", "R:F"],
      ["N:A", "N:B", "N:C", "N:D", "N:F"],
    ];
    const { codes, state } = run({ players: 2 }, twoPlayers(hands), [
      ...swap(0, "R:A"),
      ...swap(1, "N:A"),
      { seat: 0, do: "draw" },
      { seat: 0, do: "discard", card: "R:B" },
      ...swap(1, "N:B"),
      ...swap(0, "R:C"),
      ...swap(1, "N:C"),
      { seat: 0, do: "pickup" },
    ]);
    expect(codes.every((c) => c === "ok")).toBe(true);
    expect(state.deal.stallo.mustDraw).toBeNull();
  });

  test("4 players: eight swaps (two rounds) → the servito, first to pick up, must draw; the others may still pick up", () => {
    const hands = [
      ["R:A", "R:B", "R:C"],
      ["N:A", "N:B", "N:C"],
      ["R:D", "R:F", "R:G"],
      ["N:D", "N:F", "N:G"],
    ];
    const position: ScenarioPosition = {
      dealer: 0,
      turn: 1,
      phase: "draw",
      hands,
      pozzetti: [["R:L"], ["R:M"]],
      discard: ["R:E"],
      stock: STOCK,
      melds: [[], []],
    };
    const rounds: ScenarioAction[] = [
      ...swap(1, "N:A"),
      ...swap(2, "R:D"),
      ...swap(3, "N:D"),
      ...swap(0, "R:A"),
      ...swap(1, "N:B"),
      ...swap(2, "R:F"),
      ...swap(3, "N:F"),
    ];
    const before = run({ players: 4 }, position, rounds);
    expect(before.codes.every((c) => c === "ok")).toBe(true);
    expect(before.state.deal.stallo.mustDraw).toBeNull();

    const { codes, state } = run({ players: 4 }, position, [
      ...rounds,
      ...swap(0, "R:B"),
      { seat: 1, do: "pickup" },
      { seat: 1, do: "draw" },
      { seat: 1, do: "discard", card: "N:C" },
      { seat: 2, do: "pickup" },
    ]);
    expect(codes.slice(-4)).toEqual(["STALLO_MUST_DRAW", "ok", "ok", "ok"]);
    expect(state.deal.stallo).toEqual({ swaps: 0, mustDraw: null });
  });

  test("4 players: a meld by anyone during the two rounds resets the count", () => {
    const position: ScenarioPosition = {
      dealer: 0,
      turn: 1,
      phase: "draw",
      hands: [
        ["R:A", "R:B", "R:C"],
        ["N:A", "N:B", "N:C"],
        ["R:D", "N:C", "N:A", "N:S", "N:A", "R:G"],
        ["N:D", "N:F", "N:G"],
      ],
      pozzetti: [["R:L"], ["R:M"]],
      discard: ["R:E"],
      stock: STOCK,
      melds: [[], []],
    };
    const { codes, state } = run({ players: 4 }, position, [
      ...swap(1, "N:A"),
      { seat: 2, do: "pickup" },
      { seat: 2, do: "meld", cards: ["N:C", "N:A", "N:S", "N:A"] },
      { seat: 2, do: "discard", card: "R:D" },
      ...swap(3, "N:D"),
      ...swap(0, "R:A"),
      ...swap(1, "N:B"),
      ...swap(2, "R:G"),
      ...swap(3, "N:F"),
      ...swap(0, "R:B"),
      { seat: 1, do: "pickup" },
    ]);
    expect(codes.every((c) => c === "ok")).toBe(true);
    expect(state.deal.stallo.mustDraw).toBeNull();
  });
});

describe("§7 timing (Art. 4.1): timeAllowed", () => {
  const hand = (n: number) => ["R:A", "R:B", "R:C", "R:D", "R:F", "R:G", "R:L", "R:M", "R:N", "R:P", "R:R", "R:S", "R:T"].slice(0, n);
  const at = (n: number, phase: "draw" | "play" = "play") =>
    setUpScenario({
      rules: { players: 2, timers: true, wordProfile: "libero" },
      position: { dealer: 1, turn: 0, phase, hands: [hand(n), ["N:B"]], pozzetti: [["R:O"], ["R:U"]], discard: ["R:E"], stock: STOCK, melds: [[], []] },
      actions: [],
    });

  test("draw phase: 5 s, grace 5", () => {
    expect(timeAllowed(at(5, "draw"))).toEqual({ phase: "draw", seconds: 5, grace: 5 });
    expect(timeAllowed(createMatch({ players: 4 }, "t"))).toEqual({ phase: "draw", seconds: 5, grace: 5 });
  });

  test("play phase: fewer than 4 cards 10 s, 4-10 cards 20 s, 11 or more 40 s", () => {
    const seconds = (n: number) => timeAllowed(at(n))!.seconds;
    expect([1, 2, 3].map(seconds)).toEqual([10, 10, 10]);
    expect([4, 7, 10].map(seconds)).toEqual([20, 20, 20]);
    expect([11, 12, 13].map(seconds)).toEqual([40, 40, 40]);
    expect(timeAllowed(at(4))!.grace).toBe(5);
  });

  test("pozzetto taken al volo: 40 s even with a small hand", () => {
    const state = setUpScenario({
      rules: { players: 2, timers: true, wordProfile: "libero" },
      position: {
        dealer: 1,
        turn: 0,
        phase: "play",
        hands: [["N:C", "N:A", "N:S", "N:A"], ["N:B"]],
        pozzetti: [["R:O", "R:R", "R:A"], ["R:U"]],
        discard: ["R:E"],
        stock: STOCK,
        melds: [[], []],
      },
      actions: [],
    });
    const result = play(state, 0, { do: "meld", cards: ["N:C", "N:A", "N:S", "N:A"] }, lexicon);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.deal.hands[0]).toHaveLength(3);
    expect(timeAllowed(result.state)).toEqual({ phase: "play", seconds: 40, grace: 5 });
    expect(viewFor(result.state, 0).time).toEqual({ phase: "play", seconds: 40, grace: 5 });
  });

  test("the view carries the time only at a table with timers; none once the deal is over", () => {
    expect(viewFor(at(5), 1).time).toEqual({ phase: "play", seconds: 20, grace: 5 });
    expect(viewFor(createMatch({ players: 2 }, "t"), 0).time).toBeNull();
    const closing = setUpScenario({
      rules: { players: 2, timers: true, wordProfile: "libero" },
      position: {
        dealer: 1,
        turn: 0,
        phase: "play",
        hands: [["R:E"], ["N:B"]],
        pozzetti: [null, ["R:U"]],
        discard: [],
        stock: STOCK,
        melds: [[["N:C", "N:A", "N:S", "N:E", "N:T", "N:T", "N:A"]], []],
      },
      actions: [],
    });
    const over = play(closing, 0, { do: "discard", card: "R:E" }, lexicon);
    expect(over.ok && over.state.deal.phase).toBe("over");
    if (over.ok) expect(timeAllowed(over.state)).toBeNull();
  });
});

describe("§7 time-out: the highest-value card is discarded for the player", () => {
  const position = (hands: string[][], extra: Partial<ScenarioPosition> = {}): ScenarioPosition => ({
    dealer: 1,
    turn: 0,
    phase: "play",
    hands,
    pozzetti: [["R:L"], ["R:M"]],
    discard: ["R:E"],
    stock: STOCK,
    melds: [[], []],
    ...extra,
  });

  test("play phase: the card of highest value goes; the turn passes", () => {
    const { codes, state } = run({ players: 2 }, position([["R:A", "R:B", "P", "R:Z", "N:O"], ["N:B"]]), [{ seat: 0, do: "timeout" }]);
    expect(codes).toEqual(["ok"]);
    expect(state.deal.discard.map(makeCard)).toEqual(["R:E", "P"]);
    expect(state.deal.hands[0]!.map(makeCard).sort()).toEqual(["N:O", "R:A", "R:B", "R:Z"]);
    expect(state.deal.turn).toBe(1);
    expect(state.deal.phase).toBe("draw");
  });

  test("Art. 4.1 and 5: 'la carta più alta' is the jolly (30), then the pinella (20), though letters may go too — the seed spares a wild only at the closing (Art. 1.1, 4.7)", () => {
    const hand = ["R:Z", "P", "N:A", "J", "R:H"];
    const first = run({ players: 2 }, position([hand, ["N:B"]]), [{ seat: 0, do: "timeout" }]);
    expect(first.codes).toEqual(["ok"]);
    expect(first.state.deal.discard.map(makeCard)).toEqual(["R:E", "J"]);
    // Without the jolly, the pinella goes before the 15-point letters.
    const second = run({ players: 2 }, position([hand.filter((card) => card !== "J"), ["N:B"]]), [{ seat: 0, do: "timeout" }]);
    expect(second.state.deal.discard.map(makeCard)).toEqual(["R:E", "P"]);
  });

  test("ties are broken deterministically, whatever the order of the hand", () => {
    const a = run({ players: 2 }, position([["R:A", "N:Q", "R:Z", "R:H", "R:B"], ["N:B"]]), [{ seat: 0, do: "timeout" }]);
    const b = run({ players: 2 }, position([["R:B", "R:H", "R:Z", "N:Q", "R:A"], ["N:B"]]), [{ seat: 0, do: "timeout" }]);
    const discarded = makeCard(a.state.deal.discard.at(-1)!);
    expect(["N:Q", "R:Z", "R:H"]).toContain(discarded);
    expect(makeCard(b.state.deal.discard.at(-1)!)).toBe(discarded);
    // The notation order decides: N:Q before R:H before R:Z.
    expect(discarded).toBe("N:Q");
  });

  test("draw phase: the player draws from the stock first, then the highest card is discarded", () => {
    const { codes, state } = run({ players: 2 }, position([["R:A", "R:B", "R:C"], ["N:B"]], { phase: "draw", stock: ["J", ...STOCK] }), [
      { seat: 0, do: "timeout" },
    ]);
    expect(codes).toEqual(["ok"]);
    expect(state.deal.stock).toHaveLength(STOCK.length);
    expect(state.deal.discard.map(makeCard)).toEqual(["R:E", "J"]);
    expect(state.deal.hands[0]!.map(makeCard).sort()).toEqual(["R:A", "R:B", "R:C"]);
    expect(state.deal.turn).toBe(1);
  });

  test("draw phase without stallo: never picks up the pile (the stock is drawn)", () => {
    const { state } = run({ players: 2 }, position([["R:A", "R:B"], ["N:B"]], { phase: "draw", discard: ["N:C", "J"], stock: ["R:I", ...STOCK] }), [
      { seat: 0, do: "timeout" },
    ]);
    expect(state.deal.discard.map(makeCard)).toEqual(["N:C", "J", "R:B"]);
    expect(state.deal.hands[0]!.map(makeCard).sort()).toEqual(["R:A", "R:I"]);
  });

  test("Art. 4.4: a card picked up alone from the pile is not discarded by the time-out (without a doppione)", () => {
    const { codes, state } = run({ players: 2 }, position([["R:A", "R:B"], ["N:B"]], { phase: "draw", discard: ["P"] }), [
      { seat: 0, do: "pickup" },
      { seat: 0, do: "timeout" },
    ]);
    expect(codes).toEqual(["ok", "ok"]);
    expect(state.deal.discard.map(makeCard)).toEqual(["R:B"]);
    expect(state.deal.hands[0]!.map(makeCard).sort()).toEqual(["P", "R:A"]);
  });

  test("Art. 4.4: with its doppione in hand the picked-up card may go", () => {
    const { state } = run({ players: 2 }, position([["R:A", "P"], ["N:B"]], { phase: "draw", discard: ["P"] }), [
      { seat: 0, do: "pickup" },
      { seat: 0, do: "timeout" },
    ]);
    expect(state.deal.discard.map(makeCard)).toEqual(["P"]);
    expect(state.deal.hands[0]!.map(makeCard).sort()).toEqual(["P", "R:A"]);
  });

  test("a seat whose turn it is not cannot time out", () => {
    const { codes } = run({ players: 2 }, position([["R:A", "R:B"], ["N:B"]]), [{ seat: 1, do: "timeout" }]);
    expect(codes).toEqual(["NOT_YOUR_TURN"]);
  });
});
