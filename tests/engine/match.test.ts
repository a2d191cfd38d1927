/**
 * A match (Art. 6, RULES §2 and §6): deals in turn with the dealer rotating clockwise, to a
 * target or a number of deals; legalActions as the list of what play accepts; determinism.
 */
import { describe, expect, test } from "vitest";
import { type Action, dealCards, legalActions, type MatchState, play, type Seat, viewFor } from "~/engine";
import { realLexicon } from "../lexicon/real-lexicon";
import { actor, drive, newMatch } from "./drive";

const lexicon = realLexicon();

function next(state: MatchState, seat: Seat, action: Action): MatchState {
  const result = play(state, seat, action, lexicon);
  if (!result.ok) throw new Error(`${JSON.stringify(action)} → ${result.error.code}`);
  return result.state;
}

/** Cumulative totals per seat after each finished deal. */
function runningTotals(state: MatchState): number[][] {
  const totals = new Array<number>(state.rules.players).fill(0);
  return state.scores.map((deal) => {
    for (const line of deal) for (const seat of line.seats) totals[seat]! += line.total;
    return [...totals];
  });
}

describe("Art. 6: deals of a match", () => {
  test("after a deal ends, nextDeal deals the next from (seed, number) with the dealer rotated clockwise (4 players)", () => {
    let state = newMatch({ players: 4 }, "rotation", 3);
    const dealers: Seat[] = [];
    for (let n = 0; n < 3; n++) {
      expect(state.deal.number).toBe(n);
      dealers.push(state.deal.dealer);
      expect(state.deal.turn).toBe((state.deal.dealer + 1) % 4);
      expect(state.deal.hands.map((h) => h.length)).toEqual([11, 11, 11, 11]);
      expect(state.deal).toEqual(dealCards(state.rules, "rotation", n, state.deal.dealer));
      // nextDeal is refused while the deal is on.
      expect(play(state, 0, { do: "nextDeal" }, lexicon).ok).toBe(false);
      state = drive(state, lexicon, { maxActions: 5000, choiceSeed: n + 1, stopAtDealEnd: true }).state;
      expect(state.deal.phase).toBe("over");
      expect(state.scores).toHaveLength(n + 1);
      // Over: nothing but nextDeal, which every seat is offered.
      for (const seat of [0, 1, 2, 3]) expect(legalActions(state, seat, lexicon)).toEqual([{ do: "nextDeal" }]);
      const refused = play(state, state.deal.turn, { do: "draw" }, lexicon);
      expect(refused.ok ? null : refused.error.code).toBe("DEAL_OVER");
      state = next(state, 2, { do: "nextDeal" });
    }
    expect(dealers).toEqual([3, 0, 1]);
  });

  test("2 players: the dealer alternates, the servito (dealer's left) plays first", () => {
    let state = newMatch({ players: 2 }, "alternate");
    expect([state.deal.dealer, state.deal.turn]).toEqual([0, 1]);
    state = drive(state, lexicon, { maxActions: 5000, stopAtDealEnd: true }).state;
    state = next(state, 1, { do: "nextDeal" });
    expect([state.deal.number, state.deal.dealer, state.deal.turn]).toEqual([1, 1, 0]);
    expect(state.totals).toEqual(state.scores[0]!.map((line) => line.total));
  });

  for (const players of [2, 3, 4] as const) {
    test(`to a target (Art. 6: 2,005; here 400), ${players} players: ends after the deal in which a line reaches it, with the leading line as winner`, () => {
      const { state } = drive(newMatch({ players, target: 400 }, `target-${players}`), lexicon, { maxActions: 20_000, choiceSeed: players });
      expect(state.winner).not.toBeNull();
      expect(state.deal.phase).toBe("over");
      const history = runningTotals(state);
      expect(history.at(-1)).toEqual(state.totals);
      // No line had reached the target before the last deal.
      for (const totals of history.slice(0, -1)) expect(Math.max(...totals)).toBeLessThan(400);
      const best = Math.max(...state.totals);
      expect(best).toBeGreaterThanOrEqual(400);
      expect(state.winner!.seats).toEqual(state.totals.flatMap((t, s) => (t === best ? [s] : [])));
      // Partners share the line's total (4 players).
      if (players === 4) {
        expect(state.totals[0]).toBe(state.totals[2]);
        expect(state.totals[1]).toBe(state.totals[3]);
        expect(state.winner!.seats.length).toBe(2);
      }
      expect(viewFor(state, null).winner).toEqual(state.winner);
      // After the winner, nothing more.
      for (let seat = 0; seat < players; seat++) {
        expect(legalActions(state, seat, lexicon)).toEqual([]);
        for (const action of [{ do: "nextDeal" }, { do: "draw" }, { do: "timeout" }] as Action[]) {
          const result = play(state, seat, action, lexicon);
          expect(result.ok ? null : result.error.code).toBe("GAME_OVER");
        }
      }
    });
  }

  test("a timed turn (Art. 7, deals: 2) ends after 2 deals whatever the totals", () => {
    const { state } = drive(newMatch({ players: 4, deals: 2, target: 1_000_000 }, "timed"), lexicon, { maxActions: 20_000, choiceSeed: 3 });
    expect(state.scores).toHaveLength(2);
    expect(state.deal.number).toBe(1);
    expect(state.winner).not.toBeNull();
    const best = Math.max(...state.totals);
    expect(state.winner!.seats).toEqual(state.totals.flatMap((t, s) => (t === best ? [s] : [])));
    const result = play(state, 0, { do: "nextDeal" }, lexicon);
    expect(result.ok ? null : result.error.code).toBe("GAME_OVER");
  });
});

describe("legalActions: the list of what play accepts", () => {
  for (const [players, rules] of [
    [2, {}],
    [3, { threePlayerPozzetti: "18+11" }],
    [3, { threePlayerPozzetti: "3x11" }],
    [4, {}],
  ] as const) {
    test(`${players} players ${JSON.stringify(rules)}: every listed action is accepted; draw phase lists draw/pickup; others' turn lists nothing`, () => {
      let checked = 0;
      let drawStates = 0;
      drive(newMatch({ players, ...rules }, `legal-${players}-${JSON.stringify(rules)}`), lexicon, {
        maxActions: 300,
        choiceSeed: 11,
        onStep: ({ before: state }) => {
          const deal = state.deal;
          const mover = actor(state);
          for (let seat = 0; seat < players; seat++) {
            const list = legalActions(state, seat, lexicon);
            if (deal.phase !== "over" && seat !== mover) {
              expect(list).toEqual([]);
              continue;
            }
            for (const action of list) {
              const result = play(state, seat, action, lexicon);
              if (!result.ok) throw new Error(`listed but refused: ${JSON.stringify(action)} → ${result.error.code}`);
              checked++;
            }
            if (deal.phase === "draw") {
              drawStates++;
              const expected: Action[] = [];
              if (deal.stock.length > 2) expected.push({ do: "draw" });
              if (deal.discard.length > 0 && deal.stallo.mustDraw !== seat) expected.push({ do: "pickup" });
              expect(list).toEqual(expected);
            }
            if (deal.phase === "play") {
              expect(list.every((a) => a.do === "discard" || a.do === "meld" || a.do === "add")).toBe(true);
              expect(list.length).toBeGreaterThan(0);
            }
          }
        },
      });
      expect(drawStates).toBeGreaterThan(50);
      expect(checked).toBeGreaterThan(500);
    });
  }
});

describe("determinism (state.ts): the same seed and actions give the same state byte for byte", () => {
  test("two runs and a replay of the log give identical JSON; another seed differs", () => {
    const a = drive(newMatch({ players: 4 }, "same"), lexicon, { maxActions: 600, choiceSeed: 5 });
    const b = drive(newMatch({ players: 4 }, "same"), lexicon, { maxActions: 600, choiceSeed: 5 });
    expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
    expect(b.log).toEqual(a.log);
    let replayed = newMatch({ players: 4 }, "same");
    for (const { seat, action } of a.log) replayed = next(replayed, seat, action);
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(a.state));
    expect(replayed.version).toBe(a.log.length);
    expect(JSON.stringify(newMatch({ players: 4 }, "other"))).not.toBe(JSON.stringify(newMatch({ players: 4 }, "same")));
  });

  test("a refused action leaves the state untouched and the version unchanged", () => {
    const state = newMatch({ players: 2 }, "refused");
    const before = JSON.stringify(state);
    const result = play(state, 0, { do: "draw" }, lexicon);
    expect(result.ok ? null : result.error.code).toBe("NOT_YOUR_TURN");
    expect(JSON.stringify(state)).toBe(before);
    const ok = next(state, 1, { do: "draw" });
    expect(ok.version).toBe(1);
    expect(JSON.stringify(state)).toBe(before);
  });
});
