/**
 * `burraco torneo vp` (issue #17): the VP pair of an MP by the seed's tables (Art. 3), through
 * the real command (bin/burraco.js → dist/cli.js, built here from the current sources).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, test } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const CLI = join(ROOT, "bin/burraco.js");

function burraco(...args: string[]) {
  return spawnSync(process.execPath, [CLI, "torneo", "vp", ...args], { cwd: ROOT, encoding: "utf8" });
}

describe("burraco torneo vp", () => {
  beforeAll(() => {
    // Built when missing or older than the sources it compiles here (other test files read it too).
    const compiled = join(ROOT, "dist/cli.js");
    const sources = ["src/cli", "src/tournament"].flatMap((dir) => readdirSync(join(ROOT, dir)).map((file) => join(ROOT, dir, file)));
    if (existsSync(compiled) && sources.every((file) => statSync(file).mtimeMs <= statSync(compiled).mtimeMs)) return;
    const built = spawnSync(process.execPath, ["scripts/build-cli.mjs"], { cwd: ROOT, encoding: "utf8" });
    if (built.status !== 0) throw new Error(`build-cli failed: ${built.stderr}`);
  });

  test.each([
    { deals: "2", mp: "330", vp: [14, 6] },
    { deals: "3", mp: "1250", vp: [18, 2] },
    { deals: "4", mp: "-355", vp: [8, 12] },
    { deals: "teams", mp: "2501", vp: [20, 0] },
    { deals: "2", mp: "0", vp: [10, 10] },
  ])("Art. 3: --deals $deals --mp $mp prints $vp", ({ deals, mp, vp }) => {
    const out = burraco("--deals", deals, "--mp", mp);
    expect(out.stderr).toBe("");
    expect(out.status).toBe(0);
    expect(JSON.parse(out.stdout)).toEqual({ deals: deals === "teams" ? "teams" : Number(deals), mp: Number(mp), vp });
  });

  test.each([
    { args: ["--deals", "5", "--mp", "100"], message: "--deals vuole 2, 3, 4 o teams" },
    { args: ["--deals", "2", "--mp", "tanti"], message: "--mp vuole un numero intero" },
    { args: ["--deals", "2", "--mp", "12.5"], message: "--mp vuole un numero intero" },
    { args: ["--deals", "2", "--mp", "99999999"], message: "--mp vuole un numero intero" },
    { args: ["--deals", "2"], message: "manca --mp" },
    { args: ["--deals", "2", "--mp", "1", "--punti", "3"], message: "opzione sconosciuta" },
  ])("bad input: exit 2, an Italian message, nothing on stdout ($args)", ({ args, message }) => {
    const out = burraco(...args);
    expect(out.status).toBe(2);
    expect(out.stdout).toBe("");
    expect(out.stderr).toContain(message);
  });
});
