import { describe, expect, it } from "vitest";

import { arrangeHand, cardFace, cardName, cardPoints, moveCard, newActionId, sortHand } from "~/app/tavolo/[id]/_components/cards";

describe("table UI cards", () => {
  it("sorts a hand by colour, then letter, wilds last", () => {
    expect(sortHand(["J", "N:A", "R:Z", "P", "R:A", "N:C"])).toEqual(["R:A", "R:Z", "N:A", "N:C", "P", "J"]);
  });

  it("sorts a hand by letter when the player asks, red before black, wilds last", () => {
    expect(sortHand(["J", "N:A", "R:Z", "P", "R:A", "N:C"], "letter")).toEqual(["R:A", "N:A", "N:C", "R:Z", "P", "J"]);
  });

  it("keeps the player's own order across moves: cards still held in place, new ones after, sorted", () => {
    const mine = moveCard(["R:A", "R:C", "N:B", "P"], 3, 0);
    expect(mine).toEqual(["P", "R:A", "R:C", "N:B"]);
    // R:C was laid, N:Z and R:B drawn.
    expect(arrangeHand(["N:Z", "R:A", "P", "N:B", "R:B"], mine)).toEqual(["P", "R:A", "N:B", "R:B", "N:Z"]);
    // Twin cards are kept as many times as they are held.
    expect(arrangeHand(["R:A", "R:A"], ["R:A", "N:C", "R:A"])).toEqual(["R:A", "R:A"]);
  });

  it("shows each card's points as Art. 5 values it, a wild its own whatever letter it stands for", () => {
    expect(["R:A", "N:B", "R:H", "N:Q", "R:Z", "P", "J", "P=E", "J=Q"].map(cardPoints)).toEqual([5, 10, 15, 15, 15, 20, 30, 20, 30]);
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
