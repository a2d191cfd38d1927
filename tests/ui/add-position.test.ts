import { describe, expect, it } from "vitest";

import { insertAt, positionLabel } from "~/app/tavolo/[id]/_components/add-position";

describe("adding to a meld at a position (Art. 4.2: legare)", () => {
  it("puts the picked letters before, between or after the meld's letters", () => {
    expect(insertAt("CASA", "TA", 4)).toBe("CASATA");
    expect(insertAt("RANA", "G", 0)).toBe("GRANA");
    expect(insertAt("CASA", "R", 3)).toBe("CASRA");
    expect(insertAt("ORO", "T", 99)).toBe("OROT");
  });

  it("says each place in words (the slots between a meld's cards)", () => {
    expect(positionLabel("CASA", 0)).toBe("prima di CASA");
    expect(positionLabel("CASA", 2)).toBe("tra CA e SA");
    expect(positionLabel("CASA", 4)).toBe("dopo CASA");
  });
});
