/**
 * The hand-labelled precision sample (issue #15) that bench/lexicon-quality.ts reads: it must
 * stay what its header says, or the precision it reports means nothing.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { parseWordList } from "~/lexicon/build/word-list";
import { findProjectRoot } from "~/lexicon/node";

const text = readFileSync(join(findProjectRoot(), "tests", "fixtures", "precisione", "campione-torneo.txt"), "utf8");

test("the precision sample holds 300 drawn forms, each labelled «sì» or «no: motivo»", () => {
  // The header names the command and seed that drew it, so anyone can draw it again.
  expect(text).toMatch(/--draw-precision-sample 300 --seed \d+/);
  const entries = parseWordList(text, "campione-torneo.txt");
  expect(entries).toHaveLength(300);
  for (const { word, note } of entries) expect(note, word).toMatch(/^(?:sì(?::\s\S.*)?|no:\s\S.*)$/);
});
