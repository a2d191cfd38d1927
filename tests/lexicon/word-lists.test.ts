/**
 * The curated lists in lexicon/ (reviewed like code) do what their headers say, under the
 * real dictionary: Art. 4.2 exclusions (tronche), lexicalised alterations, additions.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { parseWordList } from "~/lexicon/build/word-list";
import { findProjectRoot } from "~/lexicon/node";
import { realLexicon } from "./real-lexicon";

const root = findProjectRoot();
const lexicon = realLexicon();
const read = (name: string) => readFileSync(join(root, "lexicon", `${name}.txt`), "utf8");

describe.each(["tronche", "lessicalizzati", "aggiunte"])("lexicon/%s.txt", (name) => {
  const text = read(name);

  test("has a header citing Art. 4.2 and its source, then well-formed sorted entries", () => {
    expect(text.startsWith("# ")).toBe(true);
    expect(text).toMatch(/Art\. 4\.2/);
    const entries = parseWordList(text, name);
    expect(entries.length).toBeGreaterThan(10);
    const words = entries.map((e) => e.word);
    expect(words).toEqual([...words].sort());
  });
});

describe("what the lists do", () => {
  test("every parola tronca is refused in torneo, accepted in libero", () => {
    for (const { word } of parseWordList(read("tronche"), "tronche")) {
      expect(lexicon.check(word, "torneo"), word).toMatchObject({ verdict: "invalid", reason: "TRUNCATED" });
      expect(lexicon.check(word, "libero").verdict, word).toBe("valid");
    }
  });

  test("no lexicalised word is ever dubious, in any profile", () => {
    for (const { word } of parseWordList(read("lessicalizzati"), "lessicalizzati")) {
      expect(lexicon.check(word, "torneo").verdict, word).toBe("valid");
    }
  });

  test("every addition is valid, and says it comes from the curated list", () => {
    for (const { word } of parseWordList(read("aggiunte"), "aggiunte")) {
      expect(lexicon.check(word, "torneo"), word).toMatchObject({ verdict: "valid", source: "curated" });
    }
  });

  test("a malformed line stops the build with its file and line", () => {
    expect(() => parseWordList("# intestazione\ncasa\nCittà\n", "prova.txt")).toThrow(/prova\.txt:3/);
    expect(() => parseWordList("casa\ncasa\n", "prova.txt")).toThrow(/due volte/);
  });
});
