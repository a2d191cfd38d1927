/**
 * The hand-labelled precision samples (issue #15) that bench/lexicon-quality.ts reads: each
 * must stay what its header says, or the precision it reports means nothing.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { parseWordList } from "~/lexicon/build/word-list";
import { findProjectRoot } from "~/lexicon/node";

const dir = join(findProjectRoot(), "tests", "fixtures", "precisione");
const files = readdirSync(dir).filter((file) => file.endsWith(".txt"));

test("the samples are named by the seed that drew them, one file a seed", () => {
  expect(files.length).toBeGreaterThanOrEqual(3);
  for (const file of files) expect(file).toMatch(/^campione-torneo-\d+\.txt$/);
});

test.each(files)("%s holds at least 300 drawn forms, each labelled «sì» or «no: motivo»", (file) => {
  const text = readFileSync(join(dir, file), "utf8");
  // The header names the command and the seed of its file's name, so anyone can draw it again.
  const seed = /(\d+)\.txt$/.exec(file)![1];
  const drawn = Number(new RegExp(`--draw-precision-sample (\\d+) --seed ${seed}`).exec(text)?.[1]);
  expect(drawn, "the header's command").toBeGreaterThanOrEqual(300);
  const entries = parseWordList(text, file);
  // A sample drawn larger keeps its forms up to the 300th the lexicon still accepts, in the
  // order drawn (the header says how many a later rule took): never fewer than 300.
  expect(entries.length).toBeGreaterThanOrEqual(300);
  expect(entries.length).toBeLessThanOrEqual(drawn);
  expect(new Set(entries.map((e) => e.word)).size).toBe(entries.length);
  for (const { word, note } of entries) expect(note, word).toMatch(/^(?:sì(?::\s\S.*)?|sì \(incerto\)|no:\s\S.*)$/);
});
