/**
 * Issue #2: our TypeScript affix expansion agrees with Hunspell itself (hunspell-asm, the
 * reference) on dictionary-it: every form we produce is accepted, and every lower-case word
 * Hunspell accepts among a large sample of near-misses is one we produce.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadModule } from "hunspell-asm";
import { beforeAll, describe, expect, test } from "vitest";
import { expandEntry, parseAffixFile, parseDicFile } from "~/lexicon/build/affixes";
import { findProjectRoot } from "~/lexicon/node";
import { parseWordList } from "~/lexicon/build/word-list";
import { cliticSplits } from "~/lexicon/clitics";
import { realLexicon } from "./real-lexicon";
import { seededRandom } from "./seeded-random";

const SEED = Number(process.env.LEXICON_SAMPLE_SEED ?? 20261122);
const FORMS_SAMPLE = 25_000;
const dictionary = join(findProjectRoot(), "node_modules", "dictionary-it");
const affText = readFileSync(join(dictionary, "index.aff"), "utf8");
const dicText = readFileSync(join(dictionary, "index.dic"), "utf8");
const aff = parseAffixFile(affText);
const entries = parseDicFile(dicText);

let spell: (word: string) => boolean;
beforeAll(async () => {
  const factory = await loadModule();
  const hunspell = factory.create(factory.mountBuffer(Buffer.from(affText), "it.aff"), factory.mountBuffer(Buffer.from(dicText), "it.dic"));
  spell = (w) => hunspell.spell(w);
});

describe("affix expansion = Hunspell (dictionary-it)", () => {
  test(`${FORMS_SAMPLE} random produced forms are all accepted by hunspell-asm`, () => {
    const random = seededRandom(SEED);
    const forms: string[] = [];
    while (forms.length < FORMS_SAMPLE) {
      const entry = entries[Math.floor(random() * entries.length)]!;
      const produced: string[] = [];
      expandEntry(entry, aff, (form) => produced.push(form));
      // A few forms of each entry, so that rare flags are sampled too.
      for (let i = 0; i < 3 && produced.length > 0; i++) forms.push(produced[Math.floor(random() * produced.length)]!);
    }
    const refused = forms.filter((f) => !spell(f));
    expect(refused.slice(0, 20)).toEqual([]);
  });

  test("lower-case words Hunspell accepts among near-misses are produced, and playable ones are in the artefact", () => {
    const all = new Set<string>();
    // Elision prefixes (l'amico) only make apostrophe forms, which no near-miss below has.
    for (const entry of entries)
      expandEntry(
        entry,
        aff,
        (form) => all.add(form),
        (rule) => !rule.add.includes("'"),
      );
    const random = seededRandom(SEED + 1);
    const lowercase = entries.filter((e) => /^[a-z]+$/.test(e.stem));
    const candidates = new Set<string>();
    const letters = "abcdefghilmnopqrstuvz";
    while (candidates.size < 100_000) {
      const entry = lowercase[Math.floor(random() * lowercase.length)]!;
      const produced: string[] = [];
      expandEntry(entry, aff, (form) => produced.push(form));
      const base = produced[Math.floor(random() * produced.length)]!;
      // Near-misses: another final vowel, a letter changed, dropped or added.
      const i = Math.floor(random() * base.length);
      const l = letters[Math.floor(random() * letters.length)]!;
      candidates.add(base.slice(0, -1) + "aeio"[Math.floor(random() * 4)]);
      candidates.add(base.slice(0, i) + l + base.slice(i + 1));
      candidates.add(base.slice(0, i) + base.slice(i + 1));
      candidates.add(base.slice(0, i) + l + base.slice(i));
    }
    const accepted = [...candidates].filter((w) => /^[a-z]+$/.test(w) && spell(w));
    expect(accepted.length).toBeGreaterThan(10_000);
    expect(accepted.filter((w) => !all.has(w)).slice(0, 20)).toEqual([]);

    const lexicon = realLexicon();
    const romanNumeral = /^[ivxlcdm]+$/;
    const playable = accepted.filter((w) => w.length >= 3 && /^[abcdefghilmnopqrstuvz]+$/.test(w) && !romanNumeral.test(w));
    // Except what the build takes out on purpose: the names of lexicon/nomi-propri.txt and the
    // sigle, abbreviations and misprints of lexicon/non-parole.txt (Art. 4.2: GIACOMO, TBC, ECC), the forms
    // a verb of lexicon/difettivi.txt lacks (GRANDINASTE), the verb + pronoun strings the clitic
    // grammar refuses (CORTEGGIATEGLICI) and the superlatives of mere participles
    // (RICAPITALIZZATISSIMA).
    const list = (name: string) => parseWordList(readFileSync(join(findProjectRoot(), "lexicon", `${name}.txt`), "utf8"), name);
    const nonParole = list("non-parole");
    const nonWords = new Set(nonParole.map((e) => e.word));
    // Every form of a defective verb, and of a lemma of non-parole.txt no dictionary has
    // ("regionale", "inesistente": DISAMBINGUAI).
    const lemmas = new Set([
      ...list("difettivi").map((e) => e.word),
      ...nonParole.filter((e) => /^(?:regionale|inesistente):/.test(e.note)).map((e) => e.word),
    ]);
    const lemmaForms = new Set<string>();
    for (const entry of entries) if (lemmas.has(entry.stem)) expandEntry(entry, aff, (form) => lemmaForms.add(form));
    const listed = (w: string) => lexicon.check(w, "libero").reason === "PROPER_NOUN" || nonWords.has(w) || lemmaForms.has(w);
    const refusedOnPurpose = (w: string) => listed(w) || cliticSplits(w).length > 0 || /issim(?:[oaie]|amente)$/.test(w);
    const missing = playable.filter((w) => lexicon.flagsOf(w) < 0);
    expect(missing.filter((w) => !refusedOnPurpose(w)).slice(0, 20)).toEqual([]);
    // and the artefact keeps most of what Hunspell accepts: the refusals are the exception.
    expect(missing.length / playable.length).toBeLessThan(0.5);
  });

  test("Hunspell refuses what the artefact explains away: no lower-case CITTA, ROMA", () => {
    expect(spell("città")).toBe(true);
    expect(spell("citta")).toBe(false);
    expect(spell("Roma")).toBe(true);
    expect(spell("roma")).toBe(false);
  });
});
