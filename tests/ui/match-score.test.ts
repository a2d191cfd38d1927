/**
 * The match score the table always shows (issue #19, §6): each side's total and the target,
 * or the deal out of N when the match is played for a number of deals (Art. 7).
 */
import { describe, expect, it } from "vitest";

import { lineTotal, matchGoal, scoreSides, scoreText } from "~/app/tavolo/[id]/_components/match-score";

const names = ["Marco", "Giulia", "Luca", "Anna"];
const nameOf = (seat: number) => names[seat]!;

describe("the match score line (§6, issue #19)", () => {
  it("2 players: a seat reads Noi (its own side, first) and Loro; a spectator reads the names in seat order", () => {
    const view = { players: 2, lines: [{ seats: [0] }, { seats: [1] }], totals: [840, 260] };
    const goal = matchGoal({ target: 2005, deals: null }, 1);
    expect(scoreText(scoreSides(view, 0, nameOf), goal)).toBe("Smazzata 2 · Noi 840 · Loro 260 · a 2005");
    expect(scoreText(scoreSides(view, 1, nameOf), goal)).toBe("Smazzata 2 · Noi 260 · Loro 840 · a 2005");
    expect(scoreText(scoreSides(view, null, nameOf), goal)).toBe("Smazzata 2 · Marco 840 · Giulia 260 · a 2005");
    expect(scoreSides(view, 1, nameOf).map((side) => side.seats)).toEqual([[1], [0]]);
  });

  it("Art. 3.3, 4 players: the two lines, fixed for the match, named by their seats, the own one first", () => {
    const view = { players: 4, lines: [{ seats: [0, 2] }, { seats: [1, 3] }], totals: [300, -40, 300, -40] };
    const sides = scoreSides(view, 3, nameOf);
    expect(scoreText(sides, matchGoal({ target: 2005, deals: null }, 0))).toBe("Smazzata 1 · Giulia e Anna -40 · Marco e Luca 300 · a 2005");
    expect(sides.map((side) => side.mine)).toEqual([true, false]);
    expect(scoreText(scoreSides(view, null, nameOf), matchGoal({ target: 2005, deals: null }, 0))).toBe(
      "Smazzata 1 · Marco e Luca 300 · Giulia e Anna -40 · a 2005",
    );
  });

  it("Basic, 4 each alone and 5 players: one side per player, each with its own total, the own one first", () => {
    const alone = { players: 4, lines: [{ seats: [0] }, { seats: [1] }, { seats: [2] }, { seats: [3] }], totals: [300, -40, 120, 0] };
    expect(scoreText(scoreSides(alone, 2, nameOf), matchGoal({ target: 2005, deals: null }, 0))).toBe(
      "Smazzata 1 · Luca 120 · Marco 300 · Giulia -40 · Anna 0 · a 2005",
    );
    const five = { players: 5, lines: [0, 1, 2, 3, 4].map((seat) => ({ seats: [seat] })), totals: [1, 2, 3, 4, 5] };
    expect(scoreSides(five, 4, (seat) => `Posto ${seat + 1}`).map((side) => `${side.label} ${side.total}`)).toEqual([
      "Posto 5 5",
      "Posto 1 1",
      "Posto 2 2",
      "Posto 3 3",
      "Posto 4 4",
    ]);
  });

  it("Art. 3.3, 3 players 18+11: each seat keeps its own total, even while two of them are a pair for the deal", () => {
    const view = { players: 3, lines: [{ seats: [0] }, { seats: [1, 2] }, { seats: [] }], totals: [500, 120, 310] };
    expect(scoreText(scoreSides(view, 1, nameOf), matchGoal({ target: 2005, deals: null }, 3))).toBe("Smazzata 4 · Giulia 120 · Marco 500 · Luca 310 · a 2005");
  });

  it("Art. 7: a match played for a number of deals says which deal of how many, and no target", () => {
    const goal = matchGoal({ target: 2005, deals: 3 }, 1);
    expect(goal).toEqual({ deal: "Smazzata 2 di 3", target: null });
    expect(scoreText(scoreSides({ players: 2, lines: [{ seats: [0] }, { seats: [1] }], totals: [0, 0] }, 0, nameOf), goal)).toBe(
      "Smazzata 2 di 3 · Noi 0 · Loro 0",
    );
  });

  it("a line's total is its seats' (they share it); none yet is 0", () => {
    expect(lineTotal([300, -40, 300, -40], [1, 3])).toBe(-40);
    expect(lineTotal([], [0])).toBe(0);
  });
});
