import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  test: {
    environment: "node",
    // The JSON report lets .ci/run print a plain "N passed, N failed" closing line.
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    include: ["tests/**/*.test.ts"],
    // The lexicon loads real dictionaries and the e2e suite drives a real browser.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
