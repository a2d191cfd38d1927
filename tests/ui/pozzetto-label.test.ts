/**
 * Whose pozzetto is whose, as the centre of the table says it (Art. 1.1; Art. 3.3 at 3
 * players: 3×11, or 18+11; issue #19). The line each belongs to is the engine's
 * (`view.pozzetti[i].line`, tested in tests/engine/view.test.ts).
 */
import { describe, expect, it } from "vitest";

import { pozzettoLabel } from "~/app/tavolo/[id]/_components/pozzetto-label";

const names = ["Marco", "Giulia", "Luca", "Anna"];
const nameOf = (seat: number) => names[seat]!;

describe("the pozzetti's labels (Art. 1.1, 3.3)", () => {
  it("2 players: mine and the other's; once taken, it says so", () => {
    const lines = [{ seats: [0] }, { seats: [1] }];
    expect(pozzettoLabel({ size: 11, takenBy: null, line: 0 }, 0, lines, 0, nameOf)).toEqual({ title: "Il tuo pozzetto", note: null, state: "11 carte" });
    expect(pozzettoLabel({ size: 11, takenBy: null, line: 1 }, 1, lines, 0, nameOf)).toEqual({ title: "Pozzetto di Giulia", note: null, state: "11 carte" });
    expect(pozzettoLabel({ size: 0, takenBy: 1, line: 1 }, 1, lines, null, nameOf)).toEqual({ title: "Pozzetto di Giulia", note: null, state: "preso" });
  });

  it("4 players: the line's, named by both seats, or ours", () => {
    const lines = [{ seats: [0, 2] }, { seats: [1, 3] }];
    expect(pozzettoLabel({ size: 11, takenBy: null, line: 1 }, 1, lines, 0, nameOf).title).toBe("Pozzetto di Giulia e Anna");
    expect(pozzettoLabel({ size: 11, takenBy: null, line: 0 }, 0, lines, 2, nameOf).title).toBe("Il vostro pozzetto");
  });

  it("3 players 3×11: one per player", () => {
    const lines = [{ seats: [0] }, { seats: [1] }, { seats: [2] }];
    expect([0, 1, 2].map((i) => pozzettoLabel({ size: 11, takenBy: null, line: i }, i, lines, 1, nameOf).title)).toEqual([
      "Pozzetto di Marco",
      "Il tuo pozzetto",
      "Pozzetto di Luca",
    ]);
  });

  it("3 players 18+11: nobody's until the 18 is taken, then the 11 is the pair's", () => {
    const before = [{ seats: [0] }, { seats: [1] }, { seats: [2] }];
    expect(pozzettoLabel({ size: 18, takenBy: null, line: null }, 0, before, 1, nameOf)).toEqual({
      title: "Pozzetto",
      note: "al primo che ci arriva",
      state: "18 carte",
    });
    expect(pozzettoLabel({ size: 11, takenBy: null, line: null }, 1, before, 1, nameOf).note).toBe("alla coppia degli altri due");
    const after = [{ seats: [0] }, { seats: [1, 2] }, { seats: [] }];
    expect(pozzettoLabel({ size: 0, takenBy: 0, line: 0 }, 0, after, 1, nameOf)).toEqual({ title: "Pozzetto di Marco", note: null, state: "preso" });
    expect(pozzettoLabel({ size: 11, takenBy: null, line: 1 }, 1, after, 1, nameOf).title).toBe("Il vostro pozzetto");
    expect(pozzettoLabel({ size: 11, takenBy: null, line: 1 }, 1, after, 0, nameOf).title).toBe("Pozzetto di Giulia e Luca");
  });
});
