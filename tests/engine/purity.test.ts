/**
 * Issue #3: src/engine is pure TypeScript. It imports nothing from next, react, tRPC,
 * drizzle or Node, and no clock or unseeded randomness (determinism).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { findProjectRoot } from "~/lexicon/node";

const dir = join(findProjectRoot(), "src", "engine");
const files = readdirSync(dir).filter((f) => f.endsWith(".ts"));

describe.each(files)("src/engine/%s", (file) => {
  const text = readFileSync(join(dir, file), "utf8");

  test("imports only engine modules and the lexicon's types", () => {
    const sources = [...text.matchAll(/^import\s[^;]*?from\s+"([^"]+)"/gms)].map((m) => m[1]!);
    for (const source of sources) expect(source.startsWith("./") || source === "../lexicon/types", source).toBe(true);
    for (const m of text.matchAll(/^import\s[^;]*?from\s+"\.\.\/lexicon\/types"/gms)) expect(m[0]).toMatch(/^import type/);
  });

  test("uses no clock, no Math.random, no process", () => {
    const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    expect(code).not.toMatch(/\bDate\.|\bnew Date\b|Math\.random|\bprocess\.|\brequire\(/);
  });
});
