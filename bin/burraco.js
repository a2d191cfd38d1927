#!/usr/bin/env node
// The `burraco` command: a thin launcher for the compiled CLI in dist/ (npm run build:cli).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const compiled = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
if (!existsSync(compiled)) {
  console.error("burraco: manca dist/cli.js. Esegui prima `npm run build:cli` (o `npm run build`).");
  process.exit(2);
}
await import(compiled);
