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

test.each(files)("%s holds 300 drawn forms, each labelled «sì» or «no: motivo»", (file) => {
  const text = readFileSync(join(dir, file), "utf8");
  // The header names the command and the seed of its file's name, so anyone can draw it again.
  const seed = /(\d+)\.txt$/.exec(file)![1];
  expect(text).toContain(`--draw-precision-sample 300 --seed ${seed}`);
  const entries = parseWordList(text, file);
  expect(entries).toHaveLength(300);
  expect(new Set(entries.map((e) => e.word)).size).toBe(300);
  for (const { word, note } of entries) expect(note, word).toMatch(/^(?:sì(?::\s\S.*)?|sì \(incerto\)|no:\s\S.*)$/);
});
