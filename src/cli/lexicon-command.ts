/**
 * `burraco lexicon build|status`: the artefact, on demand.
 * `burraco lexicon nomi-propri [--known FILE]…`: candidates for lexicon/nomi-propri.txt, for review.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { readArtefactHeader } from "../lexicon/artefact";
import { parseDicFile } from "../lexicon/build/affixes";
import { readMorphit } from "../lexicon/build/morphit";
import { progressBar } from "../lexicon/build/progress";
import { proposeProperNouns } from "../lexicon/build/proper-nouns";
import { parseWordList } from "../lexicon/build/word-list";
import { artefactState, lexiconPaths, readMorphitSources, readSources, writeArtefact } from "../lexicon/node";
import { UsageError } from "./usage";

export function runLexiconCommand(argv: string[]): number {
  const [verb, ...rest] = argv;
  const { values } = parseArgs({ args: rest, options: { force: { type: "boolean" }, known: { type: "string", multiple: true } } });
  const paths = lexiconPaths();
  if (verb === "nomi-propri") return proposeNames(paths.root, values.known ?? []);
  if (verb === "status") {
    const state = artefactState(paths);
    process.stdout.write(`${JSON.stringify({ artefact: paths.artefact, state })}\n`);
    return state === "fresh" ? 0 : 1;
  }
  if (verb !== "build") throw new UsageError(`lexicon ${verb ?? ""}: usa "lexicon build", "lexicon status" o "lexicon nomi-propri"`);
  if (!values.force && artefactState(paths) === "fresh") {
    process.stderr.write(`lessico aggiornato: ${paths.artefact}\n`);
    return 0;
  }
  const bar = progressBar();
  const bytes = writeArtefact(paths, bar);
  bar.done();
  const header = readArtefactHeader(bytes);
  process.stderr.write(`lessico: ${header.stats.words} parole, ${(bytes.length / 1024).toFixed(0)} KiB → ${paths.artefact}\n`);
  return 0;
}

/**
 * Prints the candidates for lexicon/nomi-propri.txt, to be reviewed by hand: first those
 * morph-it does not know as ordinary words (likely names), then those it does (likely words
 * that stay, like angelo). `--known FILE` adds the names of a word list (lexicon/*.txt format).
 */
function proposeNames(root: string, knownFiles: string[]): number {
  const known = knownFiles.flatMap((file) => parseWordList(readFileSync(file, "utf8"), file).map((e) => e.word));
  const { forms } = readMorphit(readMorphitSources(root));
  const candidates = proposeProperNouns(parseDicFile(readSources(root).dic), forms, known);
  const line = (c: (typeof candidates)[number]): string => `${c.word}\t${c.spelling}\t${c.from}${c.attested ? `\t${c.attested}` : ""}\n`;
  const names = candidates.filter((c) => c.attested === null);
  process.stdout.write(`# ${names.length} candidati che morph-it non conosce come parole comuni\n`);
  for (const c of names) process.stdout.write(line(c));
  const words = candidates.filter((c) => c.attested !== null);
  process.stdout.write(`# ${words.length} candidati che morph-it attesta come parole comuni (restano parole, salvo revisione)\n`);
  for (const c of words) process.stdout.write(line(c));
  return 0;
}
