/**
 * The table page's pure parts of the Suggerimento (issue #16): the suggestion's cards picked
 * in the hand as shown, the Cronaca's sentence, and the score sheet's "Suggerimenti" row only
 * at a table with hints.
 */
import { describe, expect, test } from "vitest";

import { describeEvent } from "~/app/tavolo/[id]/_components/describe-event";
import { JUDGE_NOUN } from "~/app/tavolo/[id]/_components/judge-ui";
import { breakdownOf } from "~/app/tavolo/[id]/_components/score-history";
import { picksForCards } from "~/app/tavolo/[id]/_components/type-word";
import type { DealScore } from "~/engine";

describe("picksForCards: the suggestion's cards in the hand", () => {
  const hand = ["N:A", "P", "R:A", "R:C", "R:S", "R:A"];

  test("in the word's order, each card once, a wild with the letter it stands for", () => {
    expect(picksForCards(hand, ["R:C", "P=A", "R:S", "R:A"])).toEqual({ picked: [3, 1, 4, 2], wildAs: { 1: "A" } });
    expect(picksForCards(hand, ["R:C", "R:A", "R:S", "R:A"])).toEqual({ picked: [3, 2, 4, 5], wildAs: {} });
  });

  test("null when the hand has not the cards (it changed meanwhile)", () => {
    expect(picksForCards(hand, ["R:C", "R:A", "R:S", "R:A", "R:A"])).toBeNull();
    expect(picksForCards(hand, ["J=S"])).toBeNull();
  });
});

test("the Cronaca says who asked, never the word", () => {
  expect(describeEvent({ version: 5, deal: 0, seat: 1, kind: "hint" }, () => "Anna", JUDGE_NOUN.judge)).toEqual(["Anna ha chiesto un suggerimento"]);
});

describe("the §6 breakdown's rows", () => {
  const line = (hints?: number): DealScore => ({
    line: 0,
    seats: [0],
    total: 0,
    burraco: 0,
    bonus: 0,
    closing: 0,
    melds: 0,
    hand: 0,
    pozzetto: 0,
    ...(hints === undefined ? {} : { hints }),
  });

  test("a table with hints has the Suggerimenti row, before the total", () => {
    const labels = breakdownOf([line(-10), line(0)], { variant: "uisp" }).map(([label]) => label);
    expect(labels.slice(-2)).toEqual(["Suggerimenti", "Totale smazzata"]);
  });

  test("a table without hints has none", () => {
    expect(breakdownOf([line(), line()], { variant: "uisp" }).map(([label]) => label)).not.toContain("Suggerimenti");
  });
});
