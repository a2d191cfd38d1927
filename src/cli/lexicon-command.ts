/** `burraco lexicon build|status`: the artefact, on demand. */
import { parseArgs } from "node:util";
import { readArtefactHeader } from "../lexicon/artefact";
import { progressBar } from "../lexicon/build/progress";
import { artefactState, lexiconPaths, writeArtefact } from "../lexicon/node";
import { UsageError } from "./usage";

export function runLexiconCommand(argv: string[]): number {
  const [verb, ...rest] = argv;
  const { values } = parseArgs({ args: rest, options: { force: { type: "boolean" } } });
  const paths = lexiconPaths();
  if (verb === "status") {
    const state = artefactState(paths);
    process.stdout.write(`${JSON.stringify({ artefact: paths.artefact, state })}\n`);
    return state === "fresh" ? 0 : 1;
  }
  if (verb !== "build") throw new UsageError(`lexicon ${verb ?? ""}: usa "lexicon build" o "lexicon status"`);
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
