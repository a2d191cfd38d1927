/**
 * The `burraco word` command as a user runs it: the compiled bin, real lexicon, JSON lines.
 * Issue #2 acceptance: `npx burraco word check casa roma citta gattino mangiavamo`.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { findProjectRoot } from "~/lexicon/node";

const root = findProjectRoot();
const bin = join(root, "bin", "burraco.js");

function burraco(args: string[], input?: string) {
  const run = spawnSync(process.execPath, [bin, ...args], { cwd: root, input, encoding: "utf8", maxBuffer: 1 << 26 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const lines = (stdout: string) =>
  stdout
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe("burraco word check", () => {
  test("--stdin whose reader stops after one line (| head -1): that line, then a quiet stop, no stack trace", () => {
    const piped = `yes casa | head -200000 | "${process.execPath}" "${bin}" word check --stdin | head -1`;
    const run = spawnSync("sh", ["-c", piped], { cwd: root, encoding: "utf8" });
    expect(run.status).toBe(0);
    expect(lines(run.stdout)).toEqual([expect.objectContaining({ input: "casa", verdict: "valid" })]);
    expect(run.stderr).toBe("");
  });

  test("the acceptance words: valid, PROPER_NOUN, NEEDS_ACCENT, ALTERED, valid", () => {
    const run = burraco(["word", "check", "casa", "roma", "citta", "gattino", "mangiavamo"]);
    expect(run.code).toBe(0);
    const out = lines(run.stdout);
    expect(out.map((o) => [o.input, o.verdict, o.reason])).toEqual([
      ["casa", "valid", null],
      ["roma", "invalid", "PROPER_NOUN"],
      ["citta", "invalid", "NEEDS_ACCENT"],
      ["gattino", "dubious", "ALTERED"],
      ["mangiavamo", "valid", null],
    ]);
    for (const o of out) expect(Object.keys(o)).toEqual(expect.arrayContaining(["input", "word", "ok", "verdict", "reason", "hint"]));
  });

  test("a name dictionary-it also writes in lower case is a proper noun (lexicon/nomi-propri.txt); rosa stays a word", () => {
    const run = burraco(["word", "check", "giacomo", "rosa"]);
    expect(lines(run.stdout).map((o) => [o.input, o.verdict, o.reason, o.spelling])).toEqual([
      ["giacomo", "invalid", "PROPER_NOUN", "Giacomo"],
      ["rosa", "valid", null, undefined],
    ]);
  });

  test("--stdin reads one word a line, one JSON line out per line in", () => {
    const run = burraco(["word", "check", "--stdin", "--profile", "scuola"], "casa\nGATTINO\n\n12\n");
    expect(run.code).toBe(0);
    const out = lines(run.stdout);
    expect(out.map((o) => o.verdict)).toEqual(["valid", "valid", "invalid", "invalid"]);
    expect(out[1]).toMatchObject({ word: "GATTINO", reason: "ALTERED", ok: true });
    expect(out[2]).toMatchObject({ reason: "EMPTY" });
    expect(out[3]).toMatchObject({ reason: "INVALID_CHARACTERS" });
  });

  test("--stdin with many words: one verdict a line, in order, each input back as typed (quotes, backslashes, tabs, \\r\\n)", () => {
    const kinds = ["casa", "citta", "roma", "gattino", "zzzz", "mangiarlo", 'a"b', "c\\d", "tab\tcasa", "", "città"];
    const words = Array.from({ length: 30_000 }, (_, i) => kinds[i % kinds.length]!);
    // Every third line ends in \r\n: the \r is not part of the word.
    const input = words.map((w, i) => (i % 3 === 0 ? `${w}\r\n` : `${w}\n`)).join("");
    const run = burraco(["word", "check", "--stdin"], input);
    expect(run.code).toBe(0);
    const out = lines(run.stdout);
    expect(out.map((o) => o.input)).toEqual(words);
    const single = lines(burraco(["word", "check", ...kinds.filter((k) => k !== "")]).stdout);
    const byInput = new Map(single.map((o) => [o.input, o]));
    byInput.set("", { input: "", word: "", ok: false, verdict: "invalid", reason: "EMPTY", hint: "Scrivi una parola.", source: "input" });
    expect(out.filter((o, i) => JSON.stringify(o) !== JSON.stringify(byInput.get(words[i]!)))).toEqual([]);
    expect(out[6]).toMatchObject({ input: 'a"b', reason: "INVALID_CHARACTERS", hint: expect.stringContaining('«"»') });
  });

  test("a bad profile is a usage error (exit 2) with an Italian message", () => {
    const run = burraco(["word", "check", "--profile", "olimpico", "casa"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("profilo sconosciuto");
    expect(run.stdout).toBe("");
  });
});

describe("burraco word find", () => {
  test("prints the words the letters make, the wild's letter in lower case", () => {
    const run = burraco(["word", "find", "CSA", "--jolly"]);
    expect(run.code).toBe(0);
    const words = run.stdout
      .trim()
      .split("\n")
      .map((l) => l.split("\t")[0]);
    expect(words).toContain("CASa");
    expect(run.stderr).toMatch(/\d+ parole/);
  });

  test("--json gives one object a word; --pinella only vowels", () => {
    const run = burraco(["word", "find", "CSPT", "--pinella", "--json", "--limit", "5"]);
    const out = lines(run.stdout);
    expect(out.length).toBeGreaterThan(0);
    expect(out.length).toBeLessThanOrEqual(5);
    // The words that use the pinella use it as a vowel (the others need no wild card).
    const withPinella = out.filter((o) => o.wildAt !== null);
    expect(withPinella.length).toBeGreaterThan(0);
    for (const o of withPinella) expect("AEIOU").toContain((o.word as string)[o.wildAt as number]);
  });

  test("letters outside the deck and two wilds are refused", () => {
    expect(burraco(["word", "find", "CASK"]).code).toBe(1);
    expect(burraco(["word", "find", "CASA", "--jolly", "--pinella"]).code).toBe(2);
  });
});
