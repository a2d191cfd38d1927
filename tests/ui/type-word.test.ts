import { describe, expect, it } from "vitest";

import { addedLetters, meldColour, picksForLetters, typedLetters } from "~/app/tavolo/[id]/_components/type-word";

const cardsOf = (hand: readonly string[], picks: { picked: number[]; wildAs: Record<number, string> } | null) =>
  picks === null ? null : picks.picked.map((i) => (picks.wildAs[i] ? `${hand[i]}=${picks.wildAs[i]}` : hand[i]));

describe("typing a word picks the cards (issue #18)", () => {
  it("picks letter cards of one colour in word order: the colour that needs no wild", () => {
    const hand = ["R:C", "R:A", "N:C", "N:A", "N:S", "R:Z"];
    expect(cardsOf(hand, picksForLetters(hand, "CASA"))).toBeNull();
    expect(cardsOf(hand, picksForLetters(hand, "CAS"))).toEqual(["N:C", "N:A", "N:S"]);
    expect(cardsOf(hand, picksForLetters(hand, "ZAC"))).toEqual(["R:Z", "R:A", "R:C"]);
  });

  it("at a Basic table (no colour rule, docs/engine.md) takes letters of either colour, to open a word or to add to one", () => {
    const hand = ["R:C", "R:A", "N:C", "N:A", "N:S", "R:Z"];
    expect(cardsOf(hand, picksForLetters(hand, "CASA", { sameColour: false }))).toEqual(["R:C", "R:A", "N:S", "N:A"]);
    expect(cardsOf(hand, picksForLetters(hand, "ZS", { colour: "R", sameColour: false }))).toEqual(["R:Z", "N:S"]);
    expect(cardsOf(hand, picksForLetters(hand, "ZS", { colour: "R" }))).toBeNull();
  });

  it("fills one missing letter with a wild, the pinella for a vowel, never two wilds (Art. 4.2)", () => {
    const hand = ["R:C", "R:S", "P", "J"];
    // CASA needs two A: one wild only.
    expect(picksForLetters(hand, "CASA")).toBeNull();
    expect(cardsOf(hand, picksForLetters(hand, "CAS"))).toEqual(["R:C", "P=A", "R:S"]);
    expect(cardsOf(hand, picksForLetters(hand, "CRS"))).toEqual(["R:C", "J=R", "R:S"]);
  });

  it("adding to a meld keeps to its colour, and gives no wild to a meld that has one", () => {
    const hand = ["R:T", "N:T", "N:A", "J"];
    expect(cardsOf(hand, picksForLetters(hand, "TA", { colour: "N" }))).toEqual(["N:T", "N:A"]);
    expect(cardsOf(hand, picksForLetters(hand, "TA", { colour: "R" }))).toEqual(["R:T", "J=A"]);
    expect(picksForLetters(hand, "TA", { colour: "R", wildAllowed: false })).toBeNull();
  });

  it("reads only the deck's letters from what was typed, accents taken off", () => {
    expect(typedLetters("perché 2!")).toBe("PERCHE");
  });

  it("finds the letters a new word adds to a meld, and where they are", () => {
    expect(addedLetters("CASA", "CASATA")).toEqual({ letters: "TA", isNew: [false, false, false, false, true, true] });
    expect(addedLetters("CASA", "CAPSA")).toEqual({ letters: "P", isNew: [false, false, true, false, false] });
    expect(addedLetters("CASA", "COSA")).toBeNull();
    expect(addedLetters("CASA", "CASA")).toBeNull();
  });

  it("tells a meld's colour by its letter cards, and whether it holds its wild", () => {
    expect(meldColour(["N:C", "J=A", "N:S", "N:A"])).toEqual({ colour: "N", hasWild: true });
    expect(meldColour(["R:C", "R:A", "R:S"])).toEqual({ colour: "R", hasWild: false });
  });
});
