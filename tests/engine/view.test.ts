/**
 * viewFor (the only way state leaves the engine): a seat sees its own hand, its pozzetto
 * taken con lo scarto once it may look at it (Art. 10.26), and what is on the table; never
 * another hand, the order of the tallone or an unopened pozzetto (RULES §2, §5).
 */
import { describe, expect, test } from "vitest";
import { makeCard, type MatchState, play, type Seat, viewFor } from "~/engine";
import { type ScenarioPosition, setUpScenario } from "~/engine/scenario";
import { realLexicon } from "../lexicon/real-lexicon";
import { seededRandom } from "../lexicon/seeded-random";
import { drive, newMatch } from "./drive";
import { shuffleHidden } from "./hidden";

const lexicon = realLexicon();

function statesOf(players: 2 | 3 | 4, seed: string, actions: number, rules = {}): MatchState[] {
  const states: MatchState[] = [];
  const start = newMatch({ players, ...rules }, seed);
  states.push(start);
  drive(start, lexicon, { maxActions: actions, choiceSeed: 7, onStep: (s) => states.push(s.after) });
  return states;
}

const GAMES: [string, 2 | 3 | 4, Record<string, unknown>][] = [
  ["2 players", 2, {}],
  ["3 players 18+11", 3, { threePlayerPozzetti: "18+11" }],
  ["3 players 3x11", 3, { threePlayerPozzetti: "3x11" }],
  ["4 players", 4, {}],
];

describe("viewFor: what a seat may see (RULES §2, §5; Art. 10.26)", () => {
  for (const [name, players, rules] of GAMES) {
    test(`${name}: own hand exactly; the view is the same whatever the hidden cards are`, () => {
      const states = statesOf(players, `view-${name}`, 400, rules);
      const random = seededRandom(42);
      let otherViewsChanged = 0;
      let sawPending = 0;
      for (const state of states) {
        const deal = state.deal;
        if (deal.pending.length > 0) sawPending++;
        for (const seat of [...Array(players).keys(), null] as (Seat | null)[]) {
          const view = viewFor(state, seat);
          expect(view.seat).toBe(seat);
          expect(view.hand).toEqual(seat === null ? [] : deal.hands[seat]!.map(makeCard).sort());
          expect(view.handCounts).toEqual(deal.hands.map((h) => h.length));
          expect(view.stockCount).toBe(deal.stock.length);
          expect(Object.keys(view)).not.toContain("stock");
          expect(Object.keys(view)).not.toContain("hands");
          for (const p of view.pozzetti) expect(Object.keys(p).sort()).toEqual(["line", "size", "takenBy"]);
          for (const p of view.pending) {
            const real = deal.pending.find((q) => q.seat === p.seat)!;
            expect(p.count).toBe(real.cards.length);
            expect(p.cards).toEqual(p.seat === seat && real.visible ? real.cards.map(makeCard).sort() : null);
          }
          const shuffled = shuffleHidden(state, seat, random);
          expect(JSON.stringify(viewFor(shuffled, seat))).toBe(JSON.stringify(view));
          // The shuffle has teeth: the other seats' views do change.
          for (let other = 0; other < players; other++) {
            if (other !== seat && JSON.stringify(viewFor(shuffled, other)) !== JSON.stringify(viewFor(state, other))) {
              otherViewsChanged++;
            }
          }
        }
      }
      expect(states.length).toBeGreaterThan(300);
      expect(otherViewsChanged).toBeGreaterThan(states.length);
      if (players === 4) expect(sawPending).toBeGreaterThan(0);
    });
  }

  test("a spectator (seat null, or a seat not at the table) sees no hand", () => {
    const state = newMatch({ players: 4 }, "spectator");
    expect(viewFor(state, null).hand).toEqual([]);
    expect(viewFor(state, null).seat).toBeNull();
    expect(viewFor(state, 7).hand).toEqual([]);
    expect(viewFor(state, -1).seat).toBeNull();
  });

  test("§2: counts only of the stock and of unopened pozzetti (4 players: 49 and 2×11)", () => {
    const view = viewFor(newMatch({ players: 4 }, "counts"), 0);
    expect(view.stockCount).toBe(49);
    expect(view.pozzetti).toEqual([
      { size: 11, takenBy: null, line: 0 },
      { size: 11, takenBy: null, line: 1 },
    ]);
    expect(view.handCounts).toEqual([11, 11, 11, 11]);
    expect(view.hand).toHaveLength(11);
    expect(view.discard).toHaveLength(1);
    expect(view.score).toBeNull();
  });
});

describe("Art. 10.26: a pozzetto taken con lo scarto, 4 players", () => {
  const position: ScenarioPosition = {
    dealer: 3,
    turn: 0,
    phase: "play",
    hands: [["R:E"], ["N:B", "N:C"], ["R:B", "R:C"], ["N:D", "N:F"]],
    pozzetti: [["R:O", "R:R", "R:A", "J"], ["R:U"]],
    discard: ["N:E"],
    stock: ["R:I", "R:S", "R:T", "R:V", "N:O", "N:P", "N:R"],
    melds: [[], []],
  };

  test("owner sees its cards only after the partner's discard; nobody else ever does; next turn they are in hand", () => {
    let state = setUpScenario({ rules: { players: 4, wordProfile: "libero" }, position, actions: [] });
    const step = (seat: Seat, action: Parameters<typeof play>[2]) => {
      const result = play(state, seat, action, lexicon);
      expect(result.ok).toBe(true);
      if (result.ok) state = result.state;
    };
    const pendingCards = (seat: Seat | null) => viewFor(state, seat).pending.map((p) => p.cards);

    step(0, { do: "discard", card: "R:E" });
    expect(viewFor(state, 0).pending).toEqual([{ seat: 0, count: 4, cards: null }]);
    expect(viewFor(state, 0).pozzetti[0]).toEqual({ size: 0, takenBy: 0, line: 0 });
    expect(viewFor(state, 0).lines[0]!.pozzettoTaken).toBe(true);
    for (const seat of [0, 1, 2, 3, null]) expect(pendingCards(seat)).toEqual([null]);

    // The opponent's discard does not uncover it.
    step(1, { do: "draw" });
    step(1, { do: "discard", card: "N:B" });
    for (const seat of [0, 1, 2, 3, null]) expect(pendingCards(seat)).toEqual([null]);

    // The partner draws: still hidden; the partner discards: the owner may look.
    step(2, { do: "draw" });
    for (const seat of [0, 1, 2, 3, null]) expect(pendingCards(seat)).toEqual([null]);
    step(2, { do: "discard", card: "R:B" });
    expect(pendingCards(0)).toEqual([["J", "R:A", "R:O", "R:R"]]);
    for (const seat of [1, 2, 3, null]) expect(pendingCards(seat)).toEqual([null]);

    step(3, { do: "draw" });
    step(3, { do: "discard", card: "N:D" });
    // The owner's turn: the pozzetto is its hand now.
    expect(viewFor(state, 0).pending).toEqual([]);
    expect(viewFor(state, 0).hand).toEqual(["J", "R:A", "R:O", "R:R"]);
    expect(viewFor(state, 1).hand).not.toContain("J");
    expect(viewFor(state, 1).handCounts[0]).toBe(4);
  });

  test("2 players: never visible before the owner's next turn (no partner)", () => {
    let state = setUpScenario({
      rules: { players: 2, wordProfile: "libero" },
      position: { ...position, dealer: 1, hands: [["R:E"], ["N:B", "N:C"]] },
      actions: [],
    });
    for (const [seat, action] of [
      [0, { do: "discard", card: "R:E" }],
      [1, { do: "draw" }],
    ] as const) {
      const result = play(state, seat, action, lexicon);
      expect(result.ok).toBe(true);
      if (result.ok) state = result.state;
      expect(viewFor(state, 0).pending).toEqual([{ seat: 0, count: 4, cards: null }]);
    }
    const result = play(state, 1, { do: "discard", card: "N:B" }, lexicon);
    expect(result.ok && viewFor(result.state, 0).hand).toEqual(["J", "R:A", "R:O", "R:R"]);
  });
});

describe("Art. 3.3: whose pozzetto is whose, 3 players (view.pozzetti[i].line)", () => {
  test("3x11: one pozzetto per player, each its own line's from the deal", () => {
    const view = viewFor(newMatch({ players: 3, threePlayerPozzetti: "3x11" }, "tre-per-undici"), null);
    expect(view.pozzetti).toEqual([
      { size: 11, takenBy: null, line: 0 },
      { size: 11, takenBy: null, line: 1 },
      { size: 11, takenBy: null, line: 2 },
    ]);
  });

  test("18+11: the 18 goes to whoever reaches a pozzetto first; the 11 then belongs to the pair the other two form", () => {
    // The position of tests/fixtures/scenarios/tre-giocatori-18-11-chi-prende-quale-pozzetto.json.
    const position: ScenarioPosition = {
      dealer: 2,
      turn: 0,
      phase: "draw",
      hands: [["N:C", "N:A", "N:S"], ["R:A"], ["R:I", "R:U"]],
      pozzetti: [
        ["R:B", "R:C", "R:D", "R:F", "R:G", "R:H", "R:L", "R:N", "R:P", "R:Q", "R:S", "R:T", "R:V", "R:Z", "N:B", "N:D", "N:F", "N:G"],
        ["N:H", "N:L", "N:M", "N:N", "N:P", "N:Q", "N:R", "N:T", "N:V", "N:Z", "N:O"],
      ],
      discard: ["R:O"],
      stock: ["N:A", "R:L", "N:E", "N:I", "N:U"],
      melds: [[], [["N:O", "N:R", "N:O"]], [["R:M", "R:A", "R:R", "R:E"]]],
    };
    let state = setUpScenario({ rules: { players: 3, threePlayerPozzetti: "18+11", wordProfile: "libero" }, position, actions: [] });
    const step = (seat: Seat, action: Parameters<typeof play>[2]) => {
      const result = play(state, seat, action, lexicon);
      expect(result.ok).toBe(true);
      if (result.ok) state = result.state;
    };
    expect(viewFor(state, null).pozzetti).toEqual([
      { size: 18, takenBy: null, line: null },
      { size: 11, takenBy: null, line: null },
    ]);
    step(0, { do: "draw" });
    step(0, { do: "meld", cards: ["N:C", "N:A", "N:S", "N:A"] });
    // Seat 0 took the 18 al volo; seats 1 and 2 are now line 1, and the 11 is theirs.
    expect(viewFor(state, null).lines[1]!.seats).toEqual([1, 2]);
    expect(viewFor(state, null).pozzetti).toEqual([
      { size: 0, takenBy: 0, line: 0 },
      { size: 11, takenBy: null, line: 1 },
    ]);
    step(0, { do: "discard", card: "R:Z" });
    step(1, { do: "draw" });
    step(1, { do: "add", meld: 1, cards: ["R:A"], word: "AMARE" });
    step(1, { do: "discard", card: "R:L" });
    for (const seat of [0, 1, 2, null]) {
      expect(viewFor(state, seat).pozzetti).toEqual([
        { size: 0, takenBy: 0, line: 0 },
        { size: 0, takenBy: 1, line: 1 },
      ]);
    }
  });
});
