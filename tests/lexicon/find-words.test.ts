/**
 * findWords(): the words a hand can spell (each card once, at most one wild: Art. 4.2),
 * checked against a brute force over the whole word list, and readings() of a meld's wild.
 */
import { describe, expect, test } from "vitest";
import { ALPHABET } from "~/lexicon/automaton";
import { LexiconInputError } from "~/lexicon/service";
import { LETTER_VALUE, type CardLetter, type FoundWord, WILD_VALUE, type Wild } from "~/lexicon/types";
import { realLexicon } from "./real-lexicon";

const lexicon = realLexicon();

/** Can `word` be spelled from `letters` with at most one wild of the given kind? */
function formable(word: string, letters: string, wild: Wild | null): boolean {
  const counts = new Map<string, number>();
  for (const l of letters) counts.set(l, (counts.get(l) ?? 0) + 1);
  let wildLeft = wild ? 1 : 0;
  for (const l of word) {
    const n = counts.get(l) ?? 0;
    if (n > 0) counts.set(l, n - 1);
    else if (wildLeft > 0 && (wild === "jolly" || "AEIOU".includes(l))) wildLeft--;
    else return false;
  }
  return true;
}

function allWords(): string[] {
  const words: string[] = [];
  (lexicon as unknown as { words: { forEach(f: (w: string) => void): void } }).words.forEach((w) => {
    words.push(w);
  });
  return words;
}

describe("findWords agrees with a brute force over all 3 million forms", () => {
  const words = allWords();

  test.each<[string, Wild | null]>([
    ["CASAPT", "jolly"],
    ["ORTENSIA", null],
    ["GATTONERI", "pinella"],
  ])("%s with %s", (letters, wild) => {
    const expected = words
      .filter((w) => w.length >= 3 && w.length <= letters.length + (wild ? 1 : 0) && formable(w, letters, wild))
      .filter((w) => lexicon.check(w, "torneo").verdict === "valid")
      .sort();
    const found = lexicon.findWords(letters, wild, { profile: "torneo" });
    expect(found.map((f) => f.word).sort()).toEqual(expected);
    expect(found.length).toBeGreaterThan(10);
  });
});

describe("findWords results are playable melds", () => {
  const found = lexicon.findWords("CASAPTOLERI", "jolly", { profile: "torneo" });

  test("every word uses each card at most once and the wild at most once, and is valid", () => {
    for (const f of found) {
      const withoutWild = f.wildAt === null ? f.word : f.word.slice(0, f.wildAt) + f.word.slice(f.wildAt + 1);
      expect(formable(withoutWild, "CASAPTOLERI", null), f.word).toBe(true);
      expect(lexicon.check(f.word, "torneo").verdict).toBe("valid");
    }
  });

  test("value is the Art. 5 card points of the cards used, the jolly counting 30", () => {
    for (const f of found.slice(0, 200)) {
      const letters = [...f.word].reduce((sum, l, i) => sum + (i === f.wildAt ? WILD_VALUE.jolly : LETTER_VALUE[l as CardLetter]), 0);
      expect(f.value).toBe(letters);
    }
  });

  test("a word spelled without the wild is reported without it (the wild stays in hand)", () => {
    const casa = found.find((f) => f.word === "CASA");
    expect(casa?.wildAt).toBeNull();
  });

  test("sorted by value, then by length; limit keeps the best", () => {
    for (let i = 1; i < found.length; i++) expect(found[i - 1]!.value).toBeGreaterThanOrEqual(found[i]!.value);
    const best = lexicon.findWords("CASAPTOLERI", "jolly", { profile: "torneo", limit: 10 });
    expect(best).toEqual(found.slice(0, 10));
    const longest = lexicon.findWords("CASAPTOLERI", "jolly", { profile: "torneo", sortBy: "length", limit: 5 });
    expect(longest[0]!.length).toBe(Math.max(...found.map((f) => f.length)));
  });

  test("minLength and mustContain filter", () => {
    const long = lexicon.findWords("CASAPTOLERI", null, { minLength: 8 });
    expect(long.length).toBeGreaterThan(0);
    expect(long.every((f) => f.length >= 8)).toBe(true);
    const withZ = lexicon.findWords("PIZZAERO", null, { mustContain: "ZZ" });
    expect(withZ.map((f) => f.word)).toContain("PIZZA");
    expect(withZ.every((f: FoundWord) => [...f.word].filter((l) => l === "Z").length >= 2)).toBe(true);
  });

  test("a pinella only stands for a vowel (Art. 4.2)", () => {
    const words = lexicon.findWords("CSPT", "pinella", { profile: "torneo" });
    for (const f of words) if (f.wildAt !== null) expect("AEIOU").toContain(f.word[f.wildAt]);
    expect(words.some((f) => f.wildAt !== null)).toBe(true);
  });

  test("the profile decides: dubious words only on request, tronche refused in torneo", () => {
    const torneo = lexicon.findWords("GATTINO", null, { profile: "torneo" }).map((f) => f.word);
    expect(torneo).not.toContain("GATTINO");
    const withDubious = lexicon.findWords("GATTINO", null, { profile: "torneo", includeDubious: true });
    expect(withDubious.find((f) => f.word === "GATTINO")?.verdict).toBe("dubious");
    expect(lexicon.findWords("GATTINO", null, { profile: "scuola" }).map((f) => f.word)).toContain("GATTINO");
  });

  test("letters outside the deck are refused with an Italian message", () => {
    expect(() => lexicon.findWords("CASK", null)).toThrow(LexiconInputError);
    expect(() => lexicon.findWords("CASA", null, { mustContain: "1" })).toThrow(/non è una lettera/);
  });
});

describe("readings(): what a meld's wild can stand for", () => {
  test("CA?A with a jolly reads as every valid word", () => {
    const words = lexicon.readings("CA?A", "jolly", "torneo").map((r) => r.word);
    for (const w of ["CASA", "CARA", "CAVA", "CAPA"]) expect(words).toContain(w);
    for (const r of lexicon.readings("CA?A", "jolly", "torneo")) {
      expect(r.check.verdict).not.toBe("invalid");
      expect(r.word).toBe(`CA${r.letter}A`);
    }
  });

  test("with a pinella only vowels are tried (C?SA → CASA, CESA?, …)", () => {
    const readings = lexicon.readings("C?SA", "pinella", "torneo");
    expect(readings.map((r) => r.letter)).toContain("A");
    for (const r of readings) expect("AEIOU").toContain(r.letter);
  });

  test("all 21 letters are tried for a jolly", () => {
    const letters = lexicon.readings("?ANE", "jolly", "libero").map((r) => r.letter);
    expect(letters).toEqual(expect.arrayContaining(["C", "P"]));
    expect(letters.every((l) => l !== null && ALPHABET.includes(l))).toBe(true);
  });

  test("a meld without wild reads as itself when valid, nothing when not", () => {
    expect(lexicon.readings("CASA", "jolly", "torneo")).toHaveLength(1);
    expect(lexicon.readings("CSAA", "jolly", "torneo")).toHaveLength(0);
  });

  test("two wilds or foreign letters are refused (Art. 4.2: one wild per meld)", () => {
    expect(() => lexicon.readings("C??A", "jolly", "torneo")).toThrow(/una matta/);
    expect(() => lexicon.readings("K?A", "jolly", "torneo")).toThrow(LexiconInputError);
  });
});
