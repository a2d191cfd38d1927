/**
 * The whole lexicon build: expand and classify (collect.ts), pack two automata, encode.
 * Pure apart from hashing: sources in, bytes out, the same bytes for the same sources.
 */
import { createHash } from "node:crypto";
import { type ArtefactHeader, encodeArtefact } from "../artefact";
import { categoryTable } from "../categories";
import { buildAutomaton } from "./automaton-builder";
import { type LexiconSources, collect } from "./collect";

/** Bump when the build's logic changes, so that every old artefact counts as stale. */
export const BUILDER_VERSION = 2;

export interface NamedSources extends LexiconSources {
  /** e.g. "dictionary-it@2.0.0": recorded in the header for judges and bug reports. */
  source: string;
  /** The builder's own source text, so that changing how words are classified rebuilds. */
  builder: string;
}

export function sourceHash(sources: NamedSources): string {
  const hash = createHash("sha256");
  hash.update(`builder ${BUILDER_VERSION}\n${sources.source}\n`);
  for (const part of [
    sources.builder,
    sources.aff,
    sources.dic,
    sources.tronche,
    sources.lessicalizzati,
    sources.alterati,
    sources.aggiunte,
    sources.nomiPropri,
    sources.intransitivi,
    sources.pronomiDoppi,
    sources.intransitiviConPronome,
    sources.transitivi,
    sources.difettivi,
    sources.ciAvverbiale,
    sources.nonAttestati,
    sources.nonParole,
  ]) {
    hash.update(String(part.length));
    hash.update("\n");
    hash.update(part);
  }
  return hash.digest("hex");
}

export type Progress = (phase: string, done: number, total: number) => void;

export function buildArtefact(sources: NamedSources, progress: Progress = () => {}): { bytes: Uint8Array; header: Omit<ArtefactHeader, "format"> } {
  const collected = collect(sources, (done, total) => progress("Espansione delle voci del dizionario", done, total));
  progress("Costruzione dell'automa delle parole", 0, 1);
  const { words, flags } = collected;
  const { categories, storedValue, valueBits: mainBits } = categoryTable(flags);
  const main = buildAutomaton(
    (function* () {
      for (let i = 0; i < words.length; i++) yield [words[i]!, storedValue.get(flags[i]!)!] as const;
    })(),
    mainBits,
  );
  progress("Costruzione dell'automa delle spiegazioni", 0, 1);
  const recipeIndex = new Map<string, number>();
  const recipes: string[][] = [];
  const keys = [...collected.explanations.keys()].sort();
  const entries = keys.map((key) => {
    const combo = [...collected.explanations.get(key)!].sort();
    const id = combo.join("\n");
    let index = recipeIndex.get(id);
    if (index === undefined) {
      recipes.push(combo);
      index = recipes.length;
      recipeIndex.set(id, index);
    }
    return [key, index] as const;
  });
  const valueBits = Math.max(1, Math.ceil(Math.log2(recipes.length + 1)));
  const explanations = buildAutomaton(entries, valueBits);
  const header = {
    sourceHash: sourceHash(sources),
    source: sources.source,
    main: { edges: main.edges.length, root: main.root, valueBits: mainBits, categories },
    explanations: { edges: explanations.edges.length, root: explanations.root, valueBits, recipes },
    stats: { ...collected.stats, mainNodes: main.nodeCount, explanationNodes: explanations.nodeCount },
  };
  progress("Scrittura", 1, 1);
  return { bytes: encodeArtefact(header, main.edges, explanations.edges), header };
}
