/**
 * Gioco al monte (Art. 10.17) on the table page: the words built card by card from the hand
 * and the monte scarti become the engine's action, which the engine accepts as built.
 */
import { describe, expect, it } from "vitest";

import { sortHand } from "~/app/tavolo/[id]/_components/cards";
import { isUsed, monteAction, stepWord } from "~/app/tavolo/[id]/_components/monte";
import { play, viewFor } from "~/engine";
import { setUpScenario } from "~/engine/scenario";
import { realLexicon } from "../lexicon/real-lexicon";

describe("gioco al monte: building the words (Art. 10.17)", () => {
  it("names each word's cards in order (a wild with its letter) and the pile's cards plainly", () => {
    const hand = ["R:A", "R:C", "R:S", "J"];
    const discard = ["N:E", "R:A"];
    const words = [
      [
        { from: "hand" as const, index: 1 },
        { from: "pile" as const, index: 1 },
        { from: "hand" as const, index: 2 },
        { from: "hand" as const, index: 3, as: "A" },
      ],
    ];
    expect(stepWord(words[0]!, hand, discard)).toBe("CASA");
    expect(monteAction(words, hand, discard)).toEqual({ do: "monte", melds: [["R:C", "R:A", "R:S", "J=A"]], pile: ["R:A"] });
    expect(stepWord([{ from: "hand", index: 3, as: "" }], hand, discard)).toBe("?");
    expect(isUsed(words, "pile", 1)).toBe(true);
    expect(isUsed(words, "pile", 0)).toBe(false);
    expect(isUsed(words, "hand", 1)).toBe(true);
  });

  it("the engine plays the action as the page builds it", () => {
    const state = setUpScenario({
      rules: { players: 2, wordProfile: "libero", giocoAlMonte: true },
      position: {
        dealer: 1,
        turn: 0,
        phase: "draw",
        hands: [
          ["R:C", "R:S", "R:A", "N:B", "N:D"],
          ["N:C", "N:A"],
        ],
        pozzetti: [
          ["R:L", "R:M"],
          ["N:L", "N:M"],
        ],
        discard: ["R:A"],
        stock: ["R:O", "R:P", "R:S", "R:I", "R:U"],
        melds: [[], []],
      },
      actions: [],
    });
    const hand = sortHand(viewFor(state, 0).hand);
    const discard = viewFor(state, 0).discard;
    const at = (card: string) => hand.indexOf(card);
    const words = [
      [
        { from: "hand" as const, index: at("R:C") },
        { from: "pile" as const, index: 0 },
        { from: "hand" as const, index: at("R:S") },
        { from: "hand" as const, index: at("R:A") },
      ],
    ];
    const result = play(state, 0, monteAction(words, hand, discard), realLexicon());
    expect(result.ok && viewFor(result.state, null).lines[0]!.melds.map((m) => m.word)).toEqual(["CASA"]);
  });
});
