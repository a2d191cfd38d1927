/**
 * `burraco torneo simula` as a user runs it (issue #17): the compiled bin, the real lexicon, a
 * whole tournament played by bots through the server's services on a temporary database.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { join } from "node:path";

import { describe, expect, test } from "vitest";

import { findProjectRoot } from "~/lexicon/node";
import type { SimulationReport } from "~/server/tournament/simulate";
import { victoryPoints } from "~/tournament";

const root = findProjectRoot();
const bin = join(root, "bin", "burraco.js");

function burraco(args: string[]) {
  const run = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: "utf8", timeout: 120_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe("burraco torneo simula", () => {
  test("8 players in pairs, 2 turns of 1 deal, Mitchell: every table scored (Art. 3, 6.1), the seeds revealed match their hashes", () => {
    const run = burraco([
      "torneo",
      "simula",
      "--players",
      "8",
      "--size",
      "4",
      "--format",
      "pairs",
      "--movement",
      "mitchell",
      "--turns",
      "2",
      "--deals",
      "1",
      "--seed",
      "prova",
    ]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as SimulationReport;
    expect(report.turns).toHaveLength(2);
    const vp = new Map<string, number>();
    for (const turn of report.turns) {
      expect(sha256(turn.seed!)).toBe(turn.seedHash);
      expect(turn.tables).toHaveLength(2);
      for (const table of turn.tables) {
        const [a, b] = table.lines;
        // MP = the PP difference; VP from the 2 deals' table (one deal is scored on it), summing to 20.
        expect(a!.mp).toBe(a!.pp! - b!.pp!);
        expect([a!.vp, b!.vp]).toEqual(victoryPoints(2, a!.mp!));
        for (const line of table.lines) vp.set(line.entrants[0]!, (vp.get(line.entrants[0]!) ?? 0) + line.vp!);
      }
    }
    // Mitchell: the mobile pairs move on, so no pair meets the same pair twice.
    const meetings = report.turns.flatMap((t) =>
      t.tables.map((x) =>
        x.lines
          .map((l) => l.entrants[0])
          .sort()
          .join(" v "),
      ),
    );
    expect(new Set(meetings).size).toBe(meetings.length);
    expect(new Map(report.standings.map((s) => [s.name, s.vp]))).toEqual(vp);
    const ranked = report.standings.map((s) => s.vp);
    expect(ranked).toEqual([...ranked].sort((x, y) => y - x));
    expect(report.standings.reduce((sum, s) => sum + s.vp, 0)).toBe(2 * 2 * 20);
  });

  test("6 players alone at tables of 4: the incomplete table gets robots (Art. 3.1)", () => {
    const run = burraco([
      "torneo",
      "simula",
      "--players",
      "6",
      "--size",
      "4",
      "--format",
      "individual",
      "--movement",
      "danese",
      "--turns",
      "1",
      "--deals",
      "1",
      "--seed",
      "robot",
    ]);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as SimulationReport;
    const players = report.turns[0]!.tables.flatMap((t) => t.lines.flatMap((l) => l.players));
    expect(players.filter((p) => p === null)).toHaveLength(2);
    expect(report.standings).toHaveLength(6);
  });

  test.each([
    [["--format", "teams"], "--format: individual o pairs"],
    [["--size", "5"], "--size: 2, 3 o 4 giocatori per tavolo"],
    [["--movement", "svizzero"], "--movement: mitchell, danese, italiano"],
    [["--deals", "7"], "--deals: 1, 2, 3 o 4 smazzate per turno"],
  ])("refuses %j with an Italian usage line and exit code 2", (args, message) => {
    const run = burraco(["torneo", "simula", ...args]);
    expect(run.code).toBe(2);
    expect(run.stderr.split("\n")[0]).toBe(`burraco: ${message}`);
    expect(run.stdout).toBe("");
  });
});
