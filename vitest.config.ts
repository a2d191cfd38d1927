import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./src", import.meta.url)) };

/**
 * Three groups, one after the other. The unit and server files use both cores (vitest's default
 * on a 2-core machine is one worker). The browser files then run one at a time: each drives
 * a real Next server and Chromium, which fill the two cores by themselves. The abuse suite
 * (issue #14) measures the server's own latency under attack (a health ping's p99): it runs
 * alone, last, so that no other file's work on the cores is counted as the server's.
 */
const E2E = "tests/e2e/**/*.test.ts";
const ALONE = ["tests/e2e/abuse.e2e.test.ts"];

// The lexicon loads real dictionaries and the e2e suite drives a real browser.
const timeouts = { testTimeout: 60_000, hookTimeout: 60_000 };

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
          exclude: [E2E],
          maxWorkers: 2,
          ...timeouts,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          environment: "node",
          include: [E2E],
          exclude: ALONE,
          maxWorkers: 1,
          ...timeouts,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "alone",
          environment: "node",
          include: ALONE,
          maxWorkers: 1,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
