/**
 * Lines (linee) with 4 and 3 players (RULES §2, §5, §6; Art. 3.3): partners share melds and
 * one pozzetto; with 3 players "3x11" everyone is alone, "18+11" the first to a pozzetto
 * takes the 18 and plays alone against the other two, now a pair sharing the 11.
 */
import { describe, expect, test } from "vitest";
import { type Action, type CardId, createMatch, makeCard, type MatchState, play, scoreDeal, type Seat, viewFor } from "~/engine";
import { type ScenarioPosition, setUpScenario } from "~/engine/scenario";
import { realLexicon } from "../lexicon/real-lexicon";

const lexicon = realLexicon();

function runner(state: MatchState) {
  let current = state;
  const codes: string[] = [];
  return {
    step(seat: Seat, action: Action) {
      const result = play(current, seat, action, lexicon);
      codes.push(result.ok ? "ok" : result.error.code);
      if (result.ok) current = result.state;
      return result.ok ? "ok" : result.error.code;
    },
    get state() {
      return current;
    },
    codes,
  };
}

const CASETTA = ["N:C", "N:A", "N:S", "N:E", "N:T", "N:T", "N:A"];
const STOCK = ["R:I", "R:S", "R:T", "R:V", "N:O", "N:P", "N:R"];

function four(position: Partial<ScenarioPosition>): MatchState {
  return setUpScenario({
    rules: { players: 4, wordProfile: "libero" },
    position: {
      dealer: 1,
      turn: 2,
      phase: "play",
      hands: [["R:Q"], ["N:B"], ["R:E"], ["N:D", "N:F"]],
      pozzetti: [null, ["R:U", "R:O"]],
      discard: ["N:E"],
      stock: STOCK,
      melds: [[CASETTA], []],
      ...position,
    },
    actions: [],
  });
}

describe("4 players: lines 0-2 and 1-3 (Art. 3.3)", () => {
  test("seats 0 and 2 are line 0, seats 1 and 3 line 1", () => {
    const view = viewFor(createMatch({ players: 4 }, "lines"), 0);
    expect(view.lineOfSeat).toEqual([0, 1, 0, 1]);
    expect(view.lines.map((l) => l.seats)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(view.pozzetti.map((p) => p.size)).toEqual([11, 11]);
  });

  test("§4 legare: a partner adds to the meld the other partner opened; the opponents cannot", () => {
    const base = four({
      turn: 0,
      hands: [
        ["N:C", "N:A", "N:S", "N:A", "R:B"],
        ["N:T", "N:B"],
        ["N:S", "R:C", "R:D"],
        ["N:D", "N:F"],
      ],
      pozzetti: [["R:U"], ["R:O"]],
      melds: [[], []],
    });
    const r = runner(base);
    r.step(0, { do: "meld", cards: ["N:C", "N:A", "N:S", "N:A"] });
    r.step(0, { do: "discard", card: "R:B" });
    r.step(1, { do: "draw" });
    expect(r.step(1, { do: "add", meld: 0, cards: ["N:T"], word: "CASTA" })).toBe("NO_SUCH_MELD");
    r.step(1, { do: "discard", card: "N:B" });
    r.step(2, { do: "draw" });
    expect(r.step(2, { do: "add", meld: 0, cards: ["N:S"], word: "CASSA" })).toBe("ok");
    expect(r.codes.filter((c) => c !== "ok")).toEqual(["NO_SUCH_MELD"]);
    const view = viewFor(r.state, 1);
    expect(view.lines[0]!.melds.map((m) => m.word)).toEqual(["CASSA"]);
    expect(view.lines[1]!.melds).toEqual([]);
  });

  test("§5 closing: the partner closes with the pozzetto the line took and the line's burraco; both partners score the line", () => {
    const r = runner(four({}));
    expect(r.step(2, { do: "discard", card: "R:E" })).toBe("ok");
    const state = r.state;
    expect(state.deal.end).toEqual({ reason: "closed", seat: 2 });
    const [line0, line1] = state.scores[0]!;
    // CASETTA 55 + clean burraco 200 + closing 100 − the partner's R:Q 15.
    expect(line0).toMatchObject({ line: 0, seats: [0, 2], burraco: 200, closing: 100, melds: 55, hand: -15, pozzetto: 0, total: 340 });
    // Line 1: −100 pozzetto not taken, −(N:B + N:D + N:F) = −30.
    expect(line1).toMatchObject({ line: 1, seats: [1, 3], burraco: 0, closing: 0, melds: 0, hand: -30, pozzetto: -100, total: -130 });
    expect(state.totals).toEqual([340, -130, 340, -130]);
    expect(viewFor(state, 3).totals).toEqual([340, -130, 340, -130]);
    expect(viewFor(state, 3).score).toEqual(state.scores[0]);
  });

  test("§5 closing needs the LINE's burraco: the opponents' burraco does not count", () => {
    const r = runner(four({ stock: ["R:I", "N:O", "N:P"], melds: [[["N:C", "N:A", "N:S", "N:A"]], [CASETTA.map((c) => c.replace("N:", "R:"))]] }));
    expect(r.step(2, { do: "discard", card: "R:E" })).toBe("CANNOT_CLOSE");
  });

  test("§5 closing needs the LINE's pozzetto: without it the last discard takes the pozzetto instead (con lo scarto)", () => {
    const r = runner(four({ pozzetti: [["R:U", "R:O"], ["R:A"]] }));
    expect(r.step(2, { do: "discard", card: "R:E" })).toBe("ok");
    expect(r.state.deal.end).toBeNull();
    expect(r.state.deal.lines[0]!.pozzetto).toBe(0);
    expect(r.state.deal.lines[1]!.pozzetto).toBeNull();
    expect(r.state.deal.pending).toEqual([{ seat: 2, cards: expect.any(Array), visible: false }]);
  });

  test("§5 the pozzetto is the line's: once the partner took it, the other partner cannot empty the hand for another", () => {
    const r = runner(four({ turn: 0, hands: [["N:C", "N:A", "N:S", "N:A"], ["N:B"], ["R:E"], ["N:D"]] }));
    expect(r.step(0, { do: "meld", cards: ["N:C", "N:A", "N:S", "N:A"] })).toBe("MUST_KEEP_A_CARD");
  });
});

/** Card ids by notation, taken out of the stock (or elsewhere, replaced by a stock card). */
function pull(state: MatchState, name: string, keep: readonly Seat[] = []): CardId {
  const deal = state.deal;
  const hands = deal.hands.filter((_, seat) => !keep.includes(seat));
  const places: CardId[][] = [deal.stock, ...hands, deal.discard, ...deal.pozzetti.map((p) => p.cards)];
  for (const place of places) {
    const index = place.findIndex((id) => makeCard(id) === name);
    if (index < 0) continue;
    const id = place[index]!;
    if (place === deal.stock) place.splice(index, 1);
    else place[index] = deal.stock.pop()!;
    return id;
  }
  throw new Error(`no ${name} left`);
}

/** A 3-player match in its play phase with `hands` given by notation (other cards go back to the stock). */
function threePlayers(mode: "3x11" | "18+11", turn: Seat, hands: Record<number, string[]>, melds: Record<number, string[][]> = {}) {
  const state = createMatch({ players: 3, threePlayerPozzetti: mode, wordProfile: "libero" }, `three-${mode}`);
  const deal = state.deal;
  const seats = Object.keys(hands).map(Number);
  for (const seat of seats) deal.stock.push(...deal.hands[seat]!.splice(0));
  for (const [line, list] of Object.entries(melds)) {
    deal.lines[Number(line)]!.melds = list.map((names) => ({ cards: names.map((n) => pull(state, n, seats)), as: names.map(() => null) }));
  }
  for (const seat of seats) deal.hands[seat]!.push(...hands[seat]!.map((n) => pull(state, n, seats)));
  deal.turn = turn;
  deal.phase = "play";
  deal.turnsPlayed = 3;
  return state;
}

describe("3 players (Art. 3.3-3.4)", () => {
  test('"3x11": three lines of one seat, three pozzetti of 11, each takes its own', () => {
    const fresh = createMatch({ players: 3, threePlayerPozzetti: "3x11" }, "3x11");
    expect(fresh.deal.lineOfSeat).toEqual([0, 1, 2]);
    expect(fresh.deal.lines.map((l) => l.seats)).toEqual([[0], [1], [2]]);
    expect(fresh.deal.pozzetti.map((p) => p.cards.length)).toEqual([11, 11, 11]);
    expect(fresh.deal.stock).toHaveLength(49);

    const r = runner(threePlayers("3x11", 1, { 0: ["N:S", "R:B"], 1: ["R:E"], 2: ["N:Z", "R:C"] }, { 0: [["N:C", "N:A", "N:S", "N:A"]] }));
    expect(r.step(1, { do: "discard", card: "R:E" })).toBe("ok");
    expect(r.state.deal.lines.map((l) => l.pozzetto)).toEqual([null, 1, null]);
    expect(r.state.deal.pozzetti.map((p) => p.takenBy)).toEqual([null, 1, null]);
    expect(r.state.deal.pending).toEqual([{ seat: 1, cards: expect.any(Array), visible: false }]);
    expect(r.state.deal.pending[0]!.cards).toHaveLength(11);
    expect(r.state.deal.lineOfSeat).toEqual([0, 1, 2]);
    // Seat 2 cannot add to seat 0's meld: its own line has none.
    r.step(2, { do: "draw" });
    expect(r.step(2, { do: "add", meld: 0, cards: ["N:S"], word: "CASSA" })).toBe("NO_SUCH_MELD");
    // Three lines score, each its own.
    expect(scoreDeal(r.state.deal, r.state.rules).map((s) => s.seats)).toEqual([[0], [1], [2]]);
  });

  test('"18+11": the first to take a pozzetto takes the 18 and plays alone; the other two become one line with merged melds', () => {
    const fresh = createMatch({ players: 3, threePlayerPozzetti: "18+11" }, "18+11");
    expect(fresh.deal.pozzetti.map((p) => p.cards.length)).toEqual([18, 11]);
    expect(fresh.deal.stock).toHaveLength(53);
    expect(fresh.deal.lineOfSeat).toEqual([0, 1, 2]);

    const state = threePlayers(
      "18+11",
      1,
      { 0: ["N:T", "N:A", "R:B", "R:C"], 1: ["R:E"], 2: ["N:S", "R:D", "R:F"] },
      { 0: [["R:M", "R:A", "R:R", "R:E"]], 2: [["N:C", "N:A", "N:S", "N:A"]] },
    );
    const r = runner(state);
    expect(r.step(1, { do: "discard", card: "R:E" })).toBe("ok");
    const deal = r.state.deal;
    expect(deal.pending).toHaveLength(1);
    expect(deal.pending[0]!.cards).toHaveLength(18);
    expect(deal.pozzetti.map((p) => p.takenBy)).toEqual([1, null]);
    expect(deal.lineOfSeat).toEqual([0, 1, 0]);
    expect(deal.lines[0]!.seats).toEqual([0, 2]);
    expect(deal.lines[1]!.seats).toEqual([1]);
    expect(deal.lines[2]!.seats).toEqual([]);
    const view = viewFor(r.state, 2);
    expect(view.lineOfSeat).toEqual([0, 1, 0]);
    expect(view.lines[0]!.melds.map((m) => m.word)).toEqual(["MARE", "CASA"]);
    expect(view.lines[2]!.melds).toEqual([]);

    // The pair now shares the melds: seat 2 adds to CASA, which it opened; seat 0 to it as well.
    r.step(2, { do: "draw" });
    expect(r.step(2, { do: "add", meld: 1, cards: ["N:S"], word: "CASSA" })).toBe("ok");
    r.step(2, { do: "discard", card: "R:D" });
    r.step(0, { do: "draw" });
    expect(r.step(0, { do: "add", meld: 1, cards: ["N:T", "N:A"], word: "CASSATA" })).toBe("ok");
    expect(viewFor(r.state, 1).lines[0]!.melds.map((m) => m.word)).toEqual(["MARE", "CASSATA"]);
    // Scores: two lines, the pair's and the lone player's.
    expect(scoreDeal(r.state.deal, r.state.rules).map((s) => s.seats)).toEqual([[0, 2], [1]]);
  });

  test('"18+11": whoever is first (here seat 2) takes the 18; the pair then reaches for the 11', () => {
    const r = runner(threePlayers("18+11", 2, { 0: ["R:B", "R:C"], 1: ["N:B", "N:C"], 2: ["R:E"] }));
    expect(r.step(2, { do: "discard", card: "R:E" })).toBe("ok");
    expect(r.state.deal.pending[0]).toMatchObject({ seat: 2 });
    expect(r.state.deal.pending[0]!.cards).toHaveLength(18);
    expect(r.state.deal.lineOfSeat).toEqual([0, 0, 2]);
    expect(r.state.deal.lines[0]!.seats).toEqual([0, 1]);

    // Seat 0 of the pair empties its hand: the pair takes the 11-card pozzetto.
    const pair = structuredClone(r.state);
    pair.deal.turn = 0;
    pair.deal.phase = "play";
    pair.deal.stock.push(...pair.deal.hands[0]!.splice(0));
    pair.deal.hands[0]!.push(pull(pair, "R:A"));
    const p = runner(pair);
    expect(p.step(0, { do: "discard", card: "R:A" })).toBe("ok");
    expect(p.state.deal.pozzetti.map((x) => x.takenBy)).toEqual([2, 0]);
    expect(p.state.deal.lines[0]!.pozzetto).toBe(1);
    expect(p.state.deal.pending.map((x) => [x.seat, x.cards.length])).toEqual([
      [2, 18],
      [0, 11],
    ]);
    // The lone player's line has had its pozzetto: no third one.
    expect(scoreDeal(p.state.deal, p.state.rules).every((s) => s.pozzetto === 0)).toBe(true);
  });
});
