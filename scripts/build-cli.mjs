// Compiles the `burraco` command, the production server (`npm start`) and the benchmarks to plain JavaScript in dist/, so that
// they start fast (no TypeScript loader at run time). Run by `npm run build:cli`.
import { build } from "esbuild";

const entries = {
  cli: "src/cli/main.ts",
  server: "src/server/http/serve.ts",
  bench: "bench/main.ts",
  "bench-clients": "bench/table-clients.ts",
  abuse: "bench/abuse.ts",
  "bench-lexicon-quality": "bench/lexicon-quality.ts",
};
const started = Date.now();
await build({
  entryPoints: entries,
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: "linked",
  alias: { "~": "./src" },
  logLevel: "warning",
});
console.error(
  `build:cli: dist/cli.js, dist/server.js, dist/bench.js, dist/bench-clients.js, dist/abuse.js, dist/bench-lexicon-quality.js in ${Date.now() - started} ms`,
);
