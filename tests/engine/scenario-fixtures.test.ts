/**
 * The example scenarios of tests/fixtures/scenarios/ (docs/scenarios.md): each file carries
 * the expected output, computed by hand from RULES.md, under "expect". The runner is the one
 * behind `burraco game run`, with the real dictionary.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, test } from "vitest";
import { runScenario, type Scenario } from "~/engine/scenario";
import { realLexicon } from "../lexicon/real-lexicon";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DIR = join(ROOT, "tests/fixtures/scenarios");
const CLI = join(ROOT, "bin/burraco.js");

type Fixture = Scenario & { description: string; expect: unknown };

const files = readdirSync(DIR)
  .filter((f) => f.endsWith(".json"))
  .sort();

function load(file: string): Fixture {
  return JSON.parse(readFileSync(join(DIR, file), "utf8")) as Fixture;
}

function runCli(file: string) {
  return spawnSync(process.execPath, [CLI, "game", "run", file], { cwd: ROOT, encoding: "utf8" });
}

describe("scenario fixtures (docs/scenarios.md)", () => {
  const lexicon = realLexicon();

  test("there are fixtures, each with a description and an expected outcome", () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
    for (const file of files) {
      const fixture = load(file);
      expect(fixture.description, file).toEqual(expect.any(String));
      expect(fixture.expect, file).toBeDefined();
    }
  });

  test.each(files)("%s", (file) => {
    const fixture = load(file);
    expect(runScenario(fixture, lexicon)).toEqual(fixture.expect);
  });
});

describe("burraco game run", () => {
  beforeAll(() => {
    if (!existsSync(join(ROOT, "dist/cli.js"))) {
      const built = spawnSync(process.execPath, ["scripts/build-cli.mjs"], { cwd: ROOT, encoding: "utf8" });
      if (built.status !== 0) throw new Error(`build-cli failed: ${built.stderr}`);
    }
  });

  test("prints the same outcome as the fixture expects", () => {
    const file = join(DIR, "quattro-giocatori-legare-al-compagno.json");
    const out = runCli(file);
    expect(out.stderr).toBe("");
    expect(out.status).toBe(0);
    expect(JSON.parse(out.stdout)).toEqual(load("quattro-giocatori-legare-al-compagno.json").expect);
  });

  describe("a malformed scenario exits 1 with an Italian message", () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), "burraco-scenario-"));
      return () => rmSync(dir, { recursive: true, force: true });
    });

    const base = (): Scenario => load("chiusura-burraco-pulito.json");

    test("more cards of a kind than the deck has", () => {
      const scenario = base();
      scenario.position.hands[0] = ["N:M", "N:M", "N:M"];
      const file = join(dir, "troppe-carte.json");
      writeFileSync(file, JSON.stringify(scenario));
      const out = runCli(file);
      expect(out.status).toBe(1);
      expect(out.stdout).toBe("");
      expect(out.stderr).toMatch(/scenario non valido: .*troppe carte N:M \(il mazzo ne ha meno\)/);
    });

    test("the wrong number of hands", () => {
      const scenario = base();
      scenario.position.hands = [["R:E"]];
      const file = join(dir, "una-mano.json");
      writeFileSync(file, JSON.stringify(scenario));
      const out = runCli(file);
      expect(out.status).toBe(1);
      expect(out.stdout).toBe("");
      expect(out.stderr).toMatch(/scenario non valido: hands: servono 2 mani/);
    });
  });
});
