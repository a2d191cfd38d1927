import { describe, expect, it } from "vitest";

import { tablesOf } from "~/app/_components/tables-by-hand";

describe("tables made by hand (a class's lesson; a tournament's first turn, Art. 3.2 a.2)", () => {
  it("are the tables in their numbers' order, each with its people in the list's order; no table (0) and gaps in the numbers leave nobody out nor an empty table", () => {
    const ids = ["ada", "bea", "carlo", "dino", "elsa"];
    expect(tablesOf({ dino: 3, ada: 1, carlo: 3, bea: 0, elsa: 1 }, ids)).toEqual([
      ["ada", "elsa"],
      ["carlo", "dino"],
    ]);
    expect(tablesOf({}, ids)).toEqual([]);
  });

  it("seat only the people listed", () => {
    expect(tablesOf({ ada: 1, gone: 1 }, ["ada", "bea"])).toEqual([["ada"]]);
  });

  it("make no empty table from someone no longer listed (an entrant withdrawn after their table was chosen, Art. 3.2 a.2)", () => {
    expect(tablesOf({ ada: 1, gone: 2 }, ["ada", "bea"])).toEqual([["ada"]]);
    expect(tablesOf({ gone: 1, ada: 2, bea: 3 }, ["ada", "bea"])).toEqual([["ada"], ["bea"]]);
  });
});
