/**
 * Art. 4.2: an altered noun (diminutivo, accrescitivo, vezzeggiativo, peggiorativo) goes to
 * the judge unless it has a meaning of its own. Every lemma the build marks altered has been
 * looked at by hand: dictionary-it's when lessicalizzati.txt was made, morph-it's in
 * alterati.txt (true alterations) or lessicalizzati.txt (a meaning of their own). A new
 * version of a source that brings an altered lemma nobody reviewed fails here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { type Collected, collect } from "~/lexicon/build/collect";
import { parseWordList } from "~/lexicon/build/word-list";
import { findProjectRoot, readSources } from "~/lexicon/node";
import { realLexicon } from "./real-lexicon";

const root = findProjectRoot();
const read = (name: string) => readFileSync(join(root, "lexicon", `${name}.txt`), "utf8");
const alterati = parseWordList(read("alterati"), "alterati");
const lessicalizzati = parseWordList(read("lessicalizzati"), "lessicalizzati");

describe("Art. 4.2: the review of the altered lemmas", () => {
  let review: Collected["alteredReview"];
  let source: string;
  beforeAll(() => {
    const sources = readSources(root);
    source = sources.source;
    review = collect(sources, () => {}).alteredReview;
    // A full expansion, some 15 s of CPU: on two cores shared with other work it takes longer.
  }, 180_000);

  test("every lemma the build marks altered was reviewed: dictionary-it's, or a line of alterati.txt", () => {
    const unreviewed = [...review.lemmas].filter(([, by]) => by === "unreviewed").map(([lemma]) => lemma);
    expect(unreviewed).toEqual([]);
    expect([...review.lemmas.values()].filter((by) => by === "alterati.txt").length).toBe(alterati.length);
  });

  test("every line of alterati.txt is a lemma the build marks altered today (no stale line)", () => {
    expect(review.notAltered).toEqual([]);
  });

  test("no lemma is both altered and lexicalised", () => {
    const lexicalised = new Set(lessicalizzati.map((e) => e.word));
    expect(alterati.filter((e) => lexicalised.has(e.word)).map((e) => e.word)).toEqual([]);
    expect(review.inBothLists).toEqual([]);
  });

  test("dictionary-it's altered lemmas were reviewed on the version the build reads", () => {
    // A new dictionary-it brings altered forms the review of lessicalizzati.txt never saw.
    const reviewed = /^# Revisione di dictionary-it: (\S+)$/m.exec(read("alterati"))?.[1];
    expect(source.split(" ")[0]).toBe(`dictionary-it@${reviewed}`);
  });

  test("a reviewed alteration goes to the judge in torneo, with its base named; a lexicalised one of morph-it is valid", () => {
    const lexicon = realLexicon();
    for (const { word } of alterati) {
      const answer = lexicon.check(word, "torneo");
      expect(answer, word).toMatchObject({ verdict: "dubious", reason: "ALTERED" });
      expect(lexicon.flagsOf(answer.base!), `${word}: ${answer.base}`).toBeGreaterThanOrEqual(0);
    }
    for (const word of ["fumettone", "cilestrino", "canalina", "alzataccia"]) expect(lexicon.check(word, "torneo").verdict, word).toBe("valid");
    // The second review's lexicalised words (an emoticon, a comic's balloon, a starlet), in all their forms; their neighbours stay altered.
    for (const word of ["faccina", "faccine", "nuvoletta", "nuvolette", "stellina", "stelline"])
      expect(lexicon.check(word, "torneo").verdict, word).toBe("valid");
    for (const word of ["gattino", "casetta", "testolina"])
      expect(lexicon.check(word, "torneo"), word).toMatchObject({ verdict: "dubious", reason: "ALTERED" });
    // Misprints morph-it took from newspaper text are no words (non-parole.txt), not alterations.
    for (const word of ["colonello", "decisone", "previsoni"]) {
      expect(lexicon.check(word, "torneo"), word).toMatchObject({ verdict: "invalid", reason: "NOT_IN_DICTIONARY" });
    }
  });
});
