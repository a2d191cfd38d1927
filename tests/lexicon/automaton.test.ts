/**
 * The packed automaton: exact membership with values, minimality (shared suffixes),
 * sorted-input contract, and the fixture lexicon built on it.
 */
import { describe, expect, test } from "vitest";
import { Automaton } from "~/lexicon/automaton";
import { buildAutomaton } from "~/lexicon/build/automaton-builder";
import { createFixtureLexicon } from "~/lexicon/fixture";
import { applyRecipe, makeRecipe } from "~/lexicon/recipe";

function automaton(words: [string, number][], bits = 4): Automaton {
  const packed = buildAutomaton(words, bits);
  return new Automaton(packed.edges, packed);
}

describe("Automaton", () => {
  const words: [string, number][] = [
    ["CANE", 1],
    ["CANI", 1],
    ["CASA", 2],
    ["CASE", 2],
    ["PANE", 1],
    ["PANI", 1],
  ];
  const a = automaton(words);

  test("returns each word's value and 0 for anything else", () => {
    for (const [w, v] of words) expect(a.get(w)).toBe(v);
    for (const w of ["", "C", "CAN", "CANES", "CASO", "casa2", "ÀNE", "XYZ"]) expect(a.get(w)).toBe(0);
    expect(a.get("casa")).toBe(2); // either case
  });

  test("forEach lists exactly the words, in order", () => {
    const listed: [string, number][] = [];
    a.forEach((w, v) => {
      listed.push([w, v]);
    });
    expect(listed).toEqual(words);
  });

  test("is minimal: CANE/CANI and PANE/PANI share their tails", () => {
    const packed = buildAutomaton(words, 4);
    // root, C, P, CA, PA, CAN = PAN (shared), CAS, and two end states (values 1 and 2).
    // A trie would need 14 nodes.
    expect(packed.nodeCount).toBe(9);
  });

  test("refuses unsorted or repeated input and letters outside the deck", () => {
    expect(() =>
      buildAutomaton(
        [
          ["CASA", 1],
          ["CANE", 1],
        ],
        4,
      ),
    ).toThrow(/ordinate/);
    expect(() =>
      buildAutomaton(
        [
          ["CASA", 1],
          ["CASA", 1],
        ],
        4,
      ),
    ).toThrow(/ordinate/);
    expect(() => buildAutomaton([["KIWI", 1]], 4)).toThrow(/fuori mazzo/);
    expect(() => buildAutomaton([["CASA", 16]], 4)).toThrow(/fuori intervallo/);
  });

  test("the same input gives the same bytes", () => {
    const again = buildAutomaton(words, 4);
    expect(Buffer.from(again.edges.buffer).equals(Buffer.from(buildAutomaton(words, 4).edges.buffer))).toBe(true);
  });
});

describe("spelling recipes round-trip", () => {
  test.each(["città", "perché", "Roma", "ONU", "po'", "Niccolò", "sant'", "CdA"])("%s", (form) => {
    const folded = form.replace(/'$/, "").normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    const { spelling } = applyRecipe(folded.toUpperCase(), makeRecipe(form, folded));
    expect(spelling).toBe(form === "CdA" ? "CDA" : form);
  });
});

describe("fixture lexicon (for fast engine tests)", () => {
  const lexicon = createFixtureLexicon({
    words: ["casa", "cane", "pane"],
    flagged: { gattino: ["ALTERED"], gatto: [], bel: ["TRUNCATED"] },
    spellings: ["città", "Roma"],
  });

  test("uses the real verdict logic", () => {
    expect(lexicon.check("casa", "torneo").verdict).toBe("valid");
    expect(lexicon.check("gattino", "torneo")).toMatchObject({ verdict: "dubious", base: "gatto" });
    expect(lexicon.check("bel", "torneo").reason).toBe("TRUNCATED");
    expect(lexicon.check("citta", "torneo")).toMatchObject({ reason: "NEEDS_ACCENT", spelling: "città" });
    expect(lexicon.check("roma", "torneo").reason).toBe("PROPER_NOUN");
    expect(lexicon.check("tavolo", "torneo").reason).toBe("NOT_IN_DICTIONARY");
    expect(lexicon.findWords("CSAA", "jolly").map((f) => f.word)).toEqual(["CASA"]);
  });
});
