/**
 * The everyday verb + pronoun forms of tests/fixtures/clitici-comuni.txt (written by hand,
 * one verb at a time) are words under torneo: a rule of the clitic grammar that refused
 * one of them would refuse a form every player tries (Art. 4.2).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { findProjectRoot } from "~/lexicon/node";
import { realLexicon } from "./real-lexicon";

const text = readFileSync(join(findProjectRoot(), "tests", "fixtures", "clitici-comuni.txt"), "utf8");
const forms = text.split("\n").filter((line) => line !== "" && !line.startsWith("#"));

describe("tests/fixtures/clitici-comuni.txt", () => {
  test("holds thousands of forms, one a line, in lower case, each once", () => {
    expect(forms.length).toBeGreaterThan(5000);
    expect(forms.filter((form) => !/^[a-z]+$/.test(form))).toEqual([]);
    expect(new Set(forms).size).toBe(forms.length);
  });

  test("Art. 4.2: every common verb with its pronouns is valid in torneo (approfittarne, dimagrirne, ditemi, capiscilo)", () => {
    const lexicon = realLexicon();
    const refused = forms.filter((form) => lexicon.check(form, "torneo").verdict !== "valid");
    expect(refused).toEqual([]);
  });
});
