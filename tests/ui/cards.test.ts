import { describe, expect, it } from "vitest";

import { cardFace, cardName, newActionId, sortHand } from "~/app/tavolo/[id]/_components/cards";

describe("table UI cards", () => {
  it("sorts a hand by colour, then letter, wilds last", () => {
    expect(sortHand(["J", "N:A", "R:Z", "P", "R:A", "N:C"])).toEqual(["R:A", "R:Z", "N:A", "N:C", "P", "J"]);
  });

  it("reads the notation, wilds with their letter", () => {
    expect(cardFace("R:A")).toEqual({ kind: "R", letter: "A" });
    expect(cardFace("J=S")).toEqual({ kind: "J", letter: "S" });
    expect(cardFace("P")).toEqual({ kind: "P", letter: "" });
    expect(cardName("N:Q")).toBe("Q nera");
    expect(cardName("P=A")).toBe("pinella come A");
  });

  it("makes action ids the API accepts", () => {
    const id = newActionId();
    expect(id).toMatch(/^[A-Za-z0-9_.:-]{1,64}$/);
    expect(newActionId()).not.toBe(id);
  });
});
