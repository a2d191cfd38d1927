/**
 * A tiny in-memory lexicon for fast unit tests (the engine's, the bots'): the same
 * service over an automaton built from a handful of words, so that tests exercise the
 * real verdict logic without the 3-million-word build.
 */
import { decodeArtefact, encodeArtefact } from "./artefact";
import { buildAutomaton } from "./build/automaton-builder";
import { categoryTable, WORD_FLAG } from "./categories";
import { makeRecipe } from "./recipe";
import { DictionaryLexicon } from "./service";

export interface FixtureWords {
  /** Plain playable words, any case: ["casa", "cane"]. */
  words?: readonly string[];
  /** Playable words with categories: { gattino: ["ALTERED"] }. */
  flagged?: Readonly<Record<string, readonly (keyof typeof WORD_FLAG)[]>>;
  /** Real spellings the cards cannot show: ["città", "Roma", "ONU", "po'"]. */
  spellings?: readonly string[];
}

export function createFixtureLexicon(fixture: FixtureWords | readonly string[]): DictionaryLexicon {
  const spec: FixtureWords = Array.isArray(fixture) ? { words: fixture } : (fixture as FixtureWords);
  const flags = new Map<string, number>();
  for (const w of spec.words ?? []) flags.set(w.toLowerCase(), 0);
  for (const [w, names] of Object.entries(spec.flagged ?? {})) {
    flags.set(
      w.toLowerCase(),
      names.reduce((bits, name) => bits | WORD_FLAG[name], 0),
    );
  }
  const explanations = new Map<string, string>();
  for (const s of spec.spellings ?? []) {
    const folded = s.replace(/'$/, "").normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    explanations.set(folded, makeRecipe(s, folded));
  }
  const words = [...flags.keys()].sort();
  const { categories, storedValue, valueBits: mainBits } = categoryTable(flags.values());
  const main = buildAutomaton(
    words.map((w) => [w, storedValue.get(flags.get(w)!)!] as const),
    mainBits,
  );
  const keys = [...explanations.keys()].sort();
  const recipes = keys.map((k) => [explanations.get(k)!]);
  const valueBits = Math.max(1, Math.ceil(Math.log2(recipes.length + 1)));
  const explained = buildAutomaton(
    keys.map((k, i) => [k, i + 1] as const),
    valueBits,
  );
  const bytes = encodeArtefact(
    {
      sourceHash: "fixture",
      source: "fixture",
      main: { edges: main.edges.length, root: main.root, valueBits: mainBits, categories },
      explanations: { edges: explained.edges.length, root: explained.root, valueBits, recipes },
      stats: { words: words.length },
    },
    main.edges,
    explained.edges,
  );
  return new DictionaryLexicon(decodeArtefact(bytes));
}
