// Compiles the `burraco` command, the production server (`npm start`) and the benchmarks to plain JavaScript in dist/, so that
// they start fast (no TypeScript loader at run time). Run by `npm run build:cli`.
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

const common = {
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: "linked",
  alias: { "~": "./src" },
  logLevel: "warning",
};
const CHUNKS = "cli-chunks";
const started = Date.now();
const [cli] = await Promise.all([
  // The command loads each sub-command when it is called (src/cli/main.ts): split into chunks, so
  // that `burraco word check` reads the lexicon's code only, not the database driver and zod.
  build({ ...common, entryPoints: { cli: "src/cli/main.ts" }, splitting: true, chunkNames: `${CHUNKS}/[name]-[hash]`, metafile: true }),
  build({
    ...common,
    entryPoints: {
      server: "src/server/http/serve.ts",
      bench: "bench/main.ts",
      "bench-clients": "bench/table-clients.ts",
      abuse: "bench/abuse.ts",
      "bench-lexicon-quality": "bench/lexicon-quality.ts",
    },
  }),
]);
// Chunks are named by their content: remove those of earlier builds that this one no longer uses.
const current = new Set(Object.keys(cli.metafile.outputs).map((file) => file.replaceAll("\\", "/")));
for (const file of readdirSync(join("dist", CHUNKS))) {
  const path = `dist/${CHUNKS}/${file}`;
  if (!current.has(path)) rmSync(path);
}
console.error(
  `build:cli: dist/cli.js (and dist/${CHUNKS}/), dist/server.js, dist/bench.js, dist/bench-clients.js, dist/abuse.js, dist/bench-lexicon-quality.js in ${Date.now() - started} ms`,
);
