/**
 * Issue #3: src/engine is pure TypeScript. It imports nothing from next, react, tRPC,
 * drizzle or Node, and no clock or unseeded randomness (determinism). The computer players
 * (src/bots) are held to the same: they may import the engine too, and the lesson's script
 * (src/lesson, itself pure: the engine, and the /regole section ids as a type). The tournament's
 * core (src/tournament) too: its own modules, the engine's seeded rng and node:crypto's SHA-256.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { findProjectRoot } from "~/lexicon/node";

const PURE: { dir: string; allowed: (source: string) => boolean }[] = [
  { dir: "engine", allowed: (source) => source.startsWith("./") || source === "../lexicon/types" },
  {
    dir: "bots",
    allowed: (source) =>
      source.startsWith("./") || source === "../lexicon/types" || source === "../engine" || source.startsWith("../engine/") || source === "../lesson/lesson",
  },
  {
    dir: "lesson",
    allowed: (source) => source.startsWith("./") || source === "../engine" || source.startsWith("../engine/") || source === "~/app/regole/rule-sections",
  },
  { dir: "tournament", allowed: (source) => source.startsWith("./") || source === "../engine/rng" || source === "node:crypto" },
];

describe.each(PURE)("src/$dir", ({ dir, allowed }) => {
  const path = join(findProjectRoot(), "src", dir);
  const files = readdirSync(path).filter((f) => f.endsWith(".ts"));

  describe.each(files)("%s", (file) => {
    const text = readFileSync(join(path, file), "utf8");

    test("imports only engine modules and the lexicon's types", () => {
      const sources = [...text.matchAll(/^import\s[^;]*?from\s+"([^"]+)"/gms)].map((m) => m[1]!);
      for (const source of sources) expect(allowed(source), source).toBe(true);
      for (const m of text.matchAll(/^import\s[^;]*?from\s+"(\.\.\/lexicon\/types|~\/app\/[^"]+)"/gms)) expect(m[0]).toMatch(/^import type/);
    });

    test("uses no clock, no Math.random, no process", () => {
      const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
      expect(code).not.toMatch(/\bDate\.|\bnew Date\b|Math\.random|\bprocess\.|\brequire\(|\bperformance\./);
    });
  });
});
