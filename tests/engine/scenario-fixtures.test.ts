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
import { play } from "~/engine/game";
import { runScenario, type Scenario, ScenarioError, type ScenarioPosition, setUpScenario } from "~/engine/scenario";
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

describe("Art. 3.3: 3-player positions with pozzetti of 18 and 11", () => {
  const lexicon = realLexicon();
  const rules: Scenario["rules"] = { players: 3, threePlayerPozzetti: "18+11", wordProfile: "libero" };
  const ELEVEN = ["N:H", "N:L", "N:M", "N:N", "N:P", "N:Q", "N:R", "N:T", "N:V", "N:Z", "N:O"];
  const EIGHTEEN = ["R:B", "R:C", "R:D", "R:F", "R:G", "R:H", "R:L", "R:N", "R:P", "R:Q", "R:S", "R:T", "R:V", "R:Z", "N:B", "N:D", "N:F", "N:G"];
  const CASA = ["N:C", "N:A", "N:S", "N:A"];

  /** Seat `turn` holds CASA, in play: melding it takes the 18 al volo. */
  function aboutToTakeThe18(turn: 0 | 1 | 2): ScenarioPosition {
    const hands = [["R:A"], ["R:E"], ["R:I"]];
    hands[turn] = CASA;
    return {
      dealer: ((turn + 2) % 3) as 0 | 1 | 2,
      turn,
      phase: "play",
      hands,
      pozzetti: [EIGHTEEN, ELEVEN],
      discard: ["R:O"],
      stock: ["R:U", "N:E", "N:I"],
      melds: [[], [], []],
    };
  }

  test.each([0, 1, 2] as const)("Art. 3.3: a position with solo %i is laid out as the engine pairs the other two when that seat takes the 18", (solo) => {
    const played = play(setUpScenario({ rules, position: aboutToTakeThe18(solo), actions: [] }), solo, { do: "meld", cards: CASA }, lexicon);
    if (!played.ok) throw new Error(`meld refused: ${played.error.code}`);
    expect(played.state.deal.hands[solo]).toHaveLength(18);
    const written = setUpScenario({
      rules,
      position: { ...aboutToTakeThe18(solo), hands: [["R:A"], ["R:E"], ["R:I"]], pozzetti: [null, ELEVEN], solo },
      actions: [],
    });
    const layout = (deal: typeof written.deal) => ({
      seats: deal.lines.map((line) => line.seats),
      pozzetto: deal.lines.map((line) => line.pozzetto),
      lineOfSeat: deal.lineOfSeat,
      takenBy: deal.pozzetti.map((p) => p.takenBy),
      sizes: deal.pozzetti.map((p) => p.cards.length),
    });
    expect(layout(written.deal)).toEqual(layout(played.state.deal));
    expect(layout(written.deal).sizes).toEqual([0, 11]);
  });

  test.each([
    ["three pozzetti", { pozzetti: [EIGHTEEN, ELEVEN, []] }, "pozzetti: servono 2 voci"],
    ["the 18 taken with nobody playing alone", { pozzetti: [null, ELEVEN] }, "indica chi gioca da solo"],
    ["the 11 taken before the 18", { pozzetti: [EIGHTEEN, null] }, "il pozzetto da 11 si prende solo dopo quello da 18"],
    ["a solo whose 18 is still face down", { solo: 0 as const }, "chi gioca da solo ha preso il pozzetto da 18"],
    [
      "melds in the emptied line",
      { solo: 0 as const, pozzetti: [null, ELEVEN], melds: [[], [], [["R:M", "R:A", "R:R", "R:E"]]] },
      "melds[2]: le combinazioni della coppia stanno in melds[1]",
    ],
  ])("Art. 3.3: refuses %s", (_name, change, message) => {
    const position = { ...aboutToTakeThe18(0), ...change } as ScenarioPosition;
    expect(() => setUpScenario({ rules, position, actions: [] })).toThrow(ScenarioError);
    expect(() => setUpScenario({ rules, position, actions: [] })).toThrow(message);
  });

  test("Art. 3.3: solo belongs to the 18+11 layout only", () => {
    const position = { ...aboutToTakeThe18(0), pozzetti: [EIGHTEEN.slice(0, 11), ELEVEN, ["R:E"]], solo: 0 as const };
    expect(() => setUpScenario({ rules: { ...rules, threePlayerPozzetti: "3x11" }, position, actions: [] })).toThrow("solo: solo a 3 giocatori");
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
