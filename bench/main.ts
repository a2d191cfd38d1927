/**
 * `npm run bench`: the dictionary service's speed and size against the targets of issue #2,
 * as one JSON object on stdout (progress on stderr). Run on an idle machine: 2 cores.
 *   --quick     fewer repetitions (a smoke run)
 *   --no-build  skip the full artefact build timing
 *   --only tables   only the table benchmark over HTTP (issue #4; also `npm run bench:tables`)
 *   --tables N      tables for it (default 100)
 *   --interval MS   its paced run: each table acts every MS ms (default: 2,000 actions/s offered)
 *   --repeats N     its paced and saturated runs, N each, alternating; the median is reported (default 3, 1 with --quick)
 *   --cpu-prof DIR  write the server thread's CPU profile of each run of it to DIR (tables-paced-N.cpuprofile, tables-saturated-N.cpuprofile)
 *   --computer-tables N  also N tables of a person and three esperto computers playing beside them (what the computers cost the others)
 *   --only bots     only the computer players' benchmark (bench/bots.ts; also `npm run bench:bots`)
 *   --only classroom  only the teacher's dashboard of a full class (bench/classroom.ts; also `npm run bench:classroom`)
 *   --only tournament  only the live standings of a 200-player tournament (bench/tournament.ts; also `npm run bench:tournament`)
 *   --only cli      only `burraco word check --stdin` against hunspell on the same 100k words (cli100k)
 */
// The table benchmark measures the production server: the same NODE_ENV as `npm start`.
import "../src/server/http/production-env";

import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeArtefact } from "../src/lexicon/artefact";
import { buildArtefact } from "../src/lexicon/build/build";
import { lexiconPaths, openLexiconSync, readSources } from "../src/lexicon/node";
import { isMainThread } from "node:worker_threads";
import { benchBots, botsWorker } from "./bots";
import { benchClassroom } from "./classroom";
import { benchEngine } from "./engine";
import { benchTables } from "./tables";
import { benchTournament } from "./tournament";
import { type Sample, median, nearMiss, randomHand, seededRandom, summary, timeMs } from "./measure";

const quick = process.argv.includes("--quick");
const skipBuild = process.argv.includes("--no-build");
const log = (message: string): void => void process.stderr.write(`bench: ${message}\n`);
const argValue = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
/** A whole number ≥ 1 given as `name VALUE`, or `fallback`; anything else stops the bench, naming it. */
const positiveInteger = (name: string, fallback: number): number => {
  const raw = argValue(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    log(`${name} vuole un numero intero ≥ 1 (ricevuto "${raw}")`);
    process.exit(2);
  }
  return value;
};
const tablesOptions = {
  tables: positiveInteger("--tables", 100),
  actionsPerTable: quick ? 40 : 200,
  seconds: quick ? 10 : 30,
  repeats: positiveInteger("--repeats", quick ? 1 : 3),
  ...(argValue("--interval") === undefined ? {} : { intervalMs: positiveInteger("--interval", 50) }),
  ...(argValue("--computer-tables") === undefined ? {} : { computerTables: positiveInteger("--computer-tables", 1) }),
  ...(argValue("--cpu-prof") === undefined ? {} : { cpuProfileDir: argValue("--cpu-prof") }),
  onProgress: log,
};

// The bots' benchmark runs its matches in worker threads started from this same file: a
// worker plays its share, sends it, and goes no further (the main thread then ends it).
if (!isMainThread) {
  botsWorker();
  await new Promise<never>(() => {});
} else if (argValue("--only") === "bots") {
  const bots = await benchBots({ quick, onProgress: log });
  process.stdout.write(`${JSON.stringify({ bots }, null, 2)}\n`);
  process.exit(bots.refusals === 0 ? 0 : 1);
}

if (argValue("--only") === "classroom") {
  const classroom = await benchClassroom({ onProgress: log });
  process.stdout.write(`${JSON.stringify({ classroom }, null, 2)}\n`);
  process.exit(classroom.view.p95 <= classroom.targetMs && classroom.report.p95 <= classroom.targetMs ? 0 : 1);
}

if (argValue("--only") === "tournament") {
  const tournament = await benchTournament({ onProgress: log });
  process.stdout.write(`${JSON.stringify({ tournament }, null, 2)}\n`);
  process.exit(tournament.update.p95 <= tournament.targetMs ? 0 : 1);
}

if (argValue("--only") === "tables") {
  log(`tavoli: ${tablesOptions.tables} tavoli via HTTP su 127.0.0.1`);
  const tables = await benchTables(tablesOptions);
  process.stdout.write(`${JSON.stringify({ tables }, null, 2)}\n`);
  process.exit(0);
}

const paths = lexiconPaths();
const lexicon = openLexiconSync({ paths });
const bytes = readFileSync(paths.artefact);
const random = seededRandom(2026);

log("carico il lessico");
const loads: Sample = [];
for (let i = 0; i < (quick ? 20 : 200); i++) loads.push(timeMs(() => decodeArtefact(bytes)));
const readAndLoads: Sample = [];
for (let i = 0; i < (quick ? 5 : 50); i++) readAndLoads.push(timeMs(() => decodeArtefact(readFileSync(paths.artefact))));

log("campione di parole");
// Half real forms, half near-misses, as text split into lines: the strings a checker gets
// from its input (fresh, contiguous), not references into the listing of every word.
const sampleText = ((): string => {
  const all: string[] = [];
  lexicon.forEachWord((w) => {
    all.push(w);
  });
  const lines: string[] = [];
  for (let i = 0; i < 50_000; i++) {
    const word = all[Math.floor(random() * all.length)]!.toLowerCase();
    lines.push(word, nearMiss(word, random));
  }
  return lines.join("\n");
})();
const mixed = sampleText.split("\n");
const round = (x: number | null, digits = 3): number | null => (x === null ? null : Number(x.toFixed(digits)));

/**
 * The whole `burraco word check --stdin` process against `hunspell -l` on the same words,
 * stdout read through a pipe by this process: the median of 9 runs each (2 with --quick),
 * the two commands in turn, so that a change in the machine's load weighs on both alike.
 */
function benchCli() {
  const dir = mkdtempSync(join(tmpdir(), "burraco-bench-"));
  const input = join(dir, "parole.txt");
  writeFileSync(input, `${sampleText}\n`);
  const dictionary = join(paths.root, "node_modules", "dictionary-it");
  copyFileSync(join(dictionary, "index.aff"), join(dir, "it.aff"));
  copyFileSync(join(dictionary, "index.dic"), join(dir, "it.dic"));
  const wholeProcess = (command: string, args: string[]): number | null => {
    const started = process.hrtime.bigint();
    const run = spawnSync(command, args, { input: readFileSync(input), maxBuffer: 1 << 30 });
    return run.error || run.status !== 0 ? null : Number(process.hrtime.bigint() - started) / 1e6;
  };
  // One failed run (or no hunspell) makes that figure null.
  const cliRuns: (number | null)[] = [];
  const hunspellRuns: (number | null)[] = [];
  for (let i = 0; i < (quick ? 2 : 9); i++) {
    cliRuns.push(wholeProcess(process.execPath, [join(paths.root, "bin", "burraco.js"), "word", "check", "--stdin"]));
    hunspellRuns.push(wholeProcess("hunspell", ["-d", join(dir, "it"), "-l"]));
  }
  const medianOrNull = (runs: (number | null)[]): number | null => (runs.includes(null) ? null : median(runs as number[]));
  const cliMs = medianOrNull(cliRuns);
  const hunspellMs = medianOrNull(hunspellRuns);
  return {
    burracoMs: round(cliMs, 1),
    hunspellMs: round(hunspellMs, 1),
    ratio: cliMs !== null && hunspellMs !== null ? round(cliMs / hunspellMs) : null,
    targetRatio: 0.4,
    note: hunspellMs === null ? "hunspell non installato: apt-get install hunspell" : undefined,
  };
}

if (argValue("--only") === "cli") {
  log("riga di comando contro hunspell");
  process.stdout.write(`${JSON.stringify({ cli100k: benchCli() }, null, 2)}\n`);
  process.exit(0);
}

log("ricerche nell'automa");
// Mean time per lookup over the whole mixed sample, one figure per round; the median round.
const perLookup: Sample = [];
let found = 0;
const rounds = quick ? 5 : 30;
for (let round = 0; round < rounds; round++) {
  let hits = 0;
  const ms = timeMs(() => {
    for (let i = 0; i < mixed.length; i++) if (lexicon.flagsOf(mixed[i]!) >= 0) hits++;
  });
  perLookup.push((ms * 1e6) / mixed.length);
  found = hits;
}
const batch = 1000;
const checks: Sample = [];
for (let start = 0; start < mixed.length; start += batch) {
  const slice = mixed.slice(start, start + batch);
  checks.push(
    (timeMs(() => {
      for (const w of slice) lexicon.check(w, "torneo");
    }) *
      1e6) /
      slice.length,
  );
}

log("findWords");
lexicon.findWords("CASA", "jolly"); // the search index is built on first use
const find11: Sample = [];
const find11Counts: number[] = [];
for (let i = 0; i < (quick ? 30 : 500); i++) {
  const hand = randomHand(11, random);
  let n = 0;
  find11.push(timeMs(() => (n = lexicon.findWords(hand, "jolly").length)));
  find11Counts.push(n);
}
const find22: Sample = [];
for (let i = 0; i < (quick ? 20 : 200); i++) {
  const hand = randomHand(22, random);
  find22.push(timeMs(() => lexicon.findWords(hand, "jolly", { limit: 50 })));
}

log("riga di comando contro hunspell");
const cli100k = benchCli();
log("motore: partite simulate a 4 giocatori e replay");
const engine = benchEngine(lexicon, quick);

log(`tavoli: ${tablesOptions.tables} tavoli via HTTP su 127.0.0.1`);
const tables = await benchTables(tablesOptions);

let buildMs: number | null = null;
if (!skipBuild) {
  log("build completo del lessico (circa 15 s)");
  const sources = readSources(paths.root);
  buildMs = timeMs(() => buildArtefact(sources));
}

const result = {
  machine: { cpus: (await import("node:os")).cpus().length, node: process.version },
  artefact: { bytes: bytes.length, targetBytes: 1_000_000, words: decodeArtefact(bytes).header.stats.words },
  loadMs: { decode: summary(loads), readAndDecode: summary(readAndLoads), target: 5 },
  lookupNs: { ...summary(perLookup), target: 200, sample: mixed.length, found },
  checkNs: summary(checks),
  findWords: {
    letters11Jolly: { ...summary(find11), targetMs: 0.5, medianWords: median(find11Counts) },
    letters22JollyBest50: { ...summary(find22), targetMs: 5 },
  },
  cli100k,
  buildMs: { full: round(buildMs, 0), target: 15_000 },
  engine,
  tables,
};
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
