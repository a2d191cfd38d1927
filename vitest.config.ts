import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./src", import.meta.url)) };

/**
 * The abuse suite (issue #14) measures the server's own latency under attack (a health ping's
 * p99): it runs alone, after every other file, so that the other files' work on the machine's
 * two cores is not counted as the server's.
 */
const ALONE = ["tests/e2e/abuse.e2e.test.ts"];

export default defineConfig({
  resolve: { alias },
  test: {
    // The JSON report lets .ci/run print a plain "N passed, N failed" closing line.
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    projects: [
      {
        resolve: { alias },
        test: {
          name: "tests",
          environment: "node",
          include: ["tests/**/*.test.ts"],
          exclude: ALONE,
          // The lexicon loads real dictionaries and the e2e suite drives a real browser.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "alone",
          environment: "node",
          include: ALONE,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
