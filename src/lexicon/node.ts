/**
 * The lexicon on disk: where its sources and artefact live, and opening it, rebuilt first
 * when missing or stale (a source or the builder changed). Node-only; the service itself
 * (service.ts) works on bytes and knows nothing of files.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { decodeArtefact, readArtefactHeader } from "./artefact";
import { buildArtefact, type NamedSources, type Progress, sourceHash } from "./build/build";
import type { MorphitSources } from "./build/morphit";
import { DictionaryLexicon } from "./service";

export interface LexiconPaths {
  root: string;
  artefact: string;
}

/** The project folder: BURRACO_ROOT, else the nearest folder above cwd with our package.json. */
export function findProjectRoot(start = process.cwd()): string {
  if (process.env.BURRACO_ROOT) return resolve(process.env.BURRACO_ROOT);
  for (let dir = resolve(/* turbopackIgnore: true */ start); ; dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && /"name":\s*"burraco-parole"/.test(readFileSync(manifest, "utf8"))) return dir;
    if (dirname(dir) === dir) throw new Error(`Cartella del progetto non trovata sopra ${start}: imposta BURRACO_ROOT.`);
  }
}

export function lexiconPaths(root = findProjectRoot()): LexiconPaths {
  return { root, artefact: join(root, "lexicon", "build", "lessico.bin") };
}

/** The files whose code decides the artefact's content (see sourceHash). */
const BUILDER_FILES = [
  "build/affixes.ts",
  "build/auxiliaries.ts",
  "build/automaton-builder.ts",
  "build/build.ts",
  "build/collect.ts",
  "build/morphit.ts",
  "build/word-list.ts",
  "altered.ts",
  "artefact.ts",
  "automaton.ts",
  "categories.ts",
  "clitics.ts",
  "normalize.ts",
  "recipe.ts",
  // The automaton's letter order (CARD_LETTERS) is the engine's card fact.
  "../engine/cards.ts",
];

/** Where morph-it's three packages keep their JSON (read by build/morphit.ts). */
const MORPHIT_FILES = {
  nouns: ["italian-words-dict", "words.json"],
  adjectives: ["italian-adjectives-dict", "adjectives.json"],
  verbs: ["italian-verbs-dict", "verbs.json"],
} as const;

/** Where every source of the artefact lives: one place for reading them and for stamping them. */
function sourcePaths(root: string) {
  const dictionary = join(root, "node_modules", "dictionary-it");
  const list = (name: string): string => join(root, "lexicon", `${name}.txt`);
  return {
    dictionaryPackage: join(dictionary, "package.json"),
    aff: join(dictionary, "index.aff"),
    dic: join(dictionary, "index.dic"),
    tronche: list("tronche"),
    lessicalizzati: list("lessicalizzati"),
    alterati: list("alterati"),
    aggiunte: list("aggiunte"),
    nomiPropri: list("nomi-propri"),
    intransitivi: list("intransitivi"),
    pronomiDoppi: list("pronomi-doppi"),
    intransitiviConPronome: list("intransitivi-con-pronome"),
    transitivi: list("transitivi"),
    difettivi: list("difettivi"),
    ciAvverbiale: list("ci-avverbiale"),
    nonAttestati: list("non-attestati"),
    nonParole: list("non-parole"),
    ...Object.fromEntries(Object.entries(MORPHIT_FILES).map(([key, [name, file]]) => [`morphit-${key}`, join(root, "node_modules", name, "dist", file)])),
    builder: BUILDER_FILES.map((f) => join(root, "src", "lexicon", f)),
  };
}

export function readSources(root: string): NamedSources {
  const at = sourcePaths(root);
  const read = (file: string): string => readFileSync(file, "utf8");
  const version = (JSON.parse(read(at.dictionaryPackage)) as { version: string }).version;
  const { source: morphitSource, ...morphit } = readMorphitSources(root);
  return {
    // The packages' versions stand for their data: the hash need not read 8 MB of JSON.
    source: `dictionary-it@${version} ${morphitSource}`,
    morphit,
    aff: read(at.aff),
    dic: read(at.dic),
    tronche: read(at.tronche),
    lessicalizzati: read(at.lessicalizzati),
    alterati: read(at.alterati),
    aggiunte: read(at.aggiunte),
    nomiPropri: read(at.nomiPropri),
    intransitivi: read(at.intransitivi),
    pronomiDoppi: read(at.pronomiDoppi),
    intransitiviConPronome: read(at.intransitiviConPronome),
    transitivi: read(at.transitivi),
    difettivi: read(at.difettivi),
    ciAvverbiale: read(at.ciAvverbiale),
    nonAttestati: read(at.nonAttestati),
    nonParole: read(at.nonParole),
    builder: at.builder.map((file, i) => (existsSync(file) ? read(file) : `${BUILDER_FILES[i]} missing`)).join("\n"),
  };
}

/** morph-it as its npm packages ship it, and their names and versions (`source`) for a report. */
export function readMorphitSources(root: string): MorphitSources & { source: string } {
  const at = (name: string, file: string): string => join(root, "node_modules", name, file);
  const json = (name: string, file: string): unknown => JSON.parse(readFileSync(at(name, file), "utf8"));
  const data = <K extends keyof MorphitSources>(key: K): MorphitSources[K] =>
    json(MORPHIT_FILES[key][0], join("dist", MORPHIT_FILES[key][1])) as MorphitSources[K];
  const versions = Object.values(MORPHIT_FILES).map(([name]) => `${name}@${(json(name, "package.json") as { version: string }).version}`);
  return { source: versions.join(" "), nouns: data("nouns"), adjectives: data("adjectives"), verbs: data("verbs") };
}

export type ArtefactState = "fresh" | "missing" | "stale";

/** Every file the artefact is built from: their sizes and times make a cheap first check. */
function sourceFiles(root: string): string[] {
  const { builder, ...files } = sourcePaths(root);
  return [...Object.values(files), ...builder];
}

/**
 * Size and modification time of every source and of the artefact: when nothing moved
 * since the artefact was last found fresh, there is no need to read and hash 1.4 MB.
 */
function stampOf(paths: LexiconPaths): string {
  const parts = [...sourceFiles(paths.root), paths.artefact].map((file) => {
    try {
      const stat = statSync(/* turbopackIgnore: true */ file);
      return `${file}\t${stat.size}\t${stat.mtimeMs}`;
    } catch {
      return `${file}\tmissing`;
    }
  });
  return parts.join("\n");
}

const stampFile = (paths: LexiconPaths): string => `${paths.artefact}.stamp`;

function recordFresh(paths: LexiconPaths): void {
  try {
    writeFileSync(/* turbopackIgnore: true */ stampFile(paths), stampOf(paths));
  } catch {
    // A read-only checkout still works: it just hashes the sources every time.
  }
}

export function artefactState(paths: LexiconPaths, sources?: NamedSources): ArtefactState {
  if (!existsSync(paths.artefact)) return "missing";
  if (!sources && existsSync(stampFile(paths)) && readFileSync(/* turbopackIgnore: true */ stampFile(paths), "utf8") === stampOf(paths)) return "fresh";
  try {
    const fresh = readArtefactHeader(readFileSync(paths.artefact)).sourceHash === sourceHash(sources ?? readSources(paths.root));
    if (fresh) recordFresh(paths);
    return fresh ? "fresh" : "stale";
  } catch {
    return "stale";
  }
}

/** Builds the artefact and writes it atomically (another process may be reading it). */
export function writeArtefact(paths: LexiconPaths, progress?: Progress, sources = readSources(paths.root)): Uint8Array {
  const { bytes } = buildArtefact(sources, progress);
  mkdirSync(dirname(paths.artefact), { recursive: true });
  const temporary = `${paths.artefact}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, paths.artefact);
  recordFresh(paths);
  return bytes;
}

/** Opens the lexicon, building it first when missing or stale. */
export function openLexiconSync(options: { paths?: LexiconPaths; progress?: Progress } = {}): DictionaryLexicon {
  const paths = options.paths ?? lexiconPaths();
  const state = artefactState(paths);
  const bytes = state === "fresh" ? readFileSync(/* turbopackIgnore: true */ paths.artefact) : writeArtefact(paths, options.progress);
  return new DictionaryLexicon(decodeArtefact(bytes));
}
