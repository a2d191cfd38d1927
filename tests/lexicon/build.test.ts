/**
 * Issue #2: the artefact is compact, versioned and deterministic (same sources, same
 * bytes), and it is rebuilt automatically when a source changes.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { readArtefactHeader } from "~/lexicon/artefact";
import { buildArtefact } from "~/lexicon/build/build";
import { artefactState, findProjectRoot, lexiconPaths, openLexiconSync, readSources } from "~/lexicon/node";
import { realLexicon } from "./real-lexicon";

const root = findProjectRoot();

describe("the lexicon artefact", () => {
  test("a build in this process gives the same bytes as the one on disk (determinism)", () => {
    realLexicon(); // makes sure the artefact on disk exists and is fresh
    const onDisk = readFileSync(lexiconPaths(root).artefact);
    const { bytes } = buildArtefact(readSources(root));
    expect(bytes.length).toBe(onDisk.length);
    expect(Buffer.from(bytes).equals(onDisk)).toBe(true);
    // A full build, some 15 s of CPU: on two cores shared with other work it takes longer.
  }, 120_000);

  test("holds about a million playable forms of both sources in under 1 MB", () => {
    const bytes = readFileSync(lexiconPaths(root).artefact);
    const header = readArtefactHeader(bytes);
    expect(header.stats.words).toBeGreaterThan(900_000);
    expect(header.stats.words).toBeLessThan(1_050_000);
    expect(bytes.length).toBeLessThan(1_000_000);
    expect(header.source).toMatch(/^dictionary-it@\S+ italian-words-dict@\S+ italian-adjectives-dict@\S+ italian-verbs-dict@\S+$/);
  });

  test("is rebuilt when a curated list changes, and the change shows", () => {
    // A copy of the project's sources, with one more word in aggiunte.txt.
    const copy = mkdtempSync(join(tmpdir(), "burraco-lessico-"));
    mkdirSync(join(copy, "node_modules"));
    for (const name of ["dictionary-it", "italian-words-dict", "italian-adjectives-dict", "italian-verbs-dict"]) {
      symlinkSync(join(root, "node_modules", name), join(copy, "node_modules", name));
    }
    cpSync(join(root, "lexicon"), join(copy, "lexicon"), { recursive: true, filter: (p) => !p.includes("build") });
    cpSync(join(root, "src", "lexicon"), join(copy, "src", "lexicon"), { recursive: true });
    cpSync(join(root, "src", "engine", "cards.ts"), join(copy, "src", "engine", "cards.ts"));
    const paths = { root: copy, artefact: join(copy, "lexicon", "build", "lessico.bin") };
    expect(artefactState(paths)).toBe("missing");
    // The project's own artefact was built from the same sources: freshness goes by the
    // sources' hash, not by where the file lies (one build here, not two: each takes ~15 s).
    mkdirSync(join(copy, "lexicon", "build"));
    cpSync(lexiconPaths(root).artefact, paths.artefact);
    expect(artefactState(paths)).toBe("fresh");
    expect(openLexiconSync({ paths }).check("burracone", "torneo").verdict).not.toBe("valid");

    const list = join(copy, "lexicon", "aggiunte.txt");
    writeFileSync(list, `${readFileSync(list, "utf8")}\nburracone  # parola di prova del test\n`);
    expect(artefactState(paths)).toBe("stale");
    const rebuilt = openLexiconSync({ paths });
    expect(rebuilt.check("burracone", "torneo")).toMatchObject({ verdict: "valid", source: "curated" });
    expect(artefactState(paths)).toBe("fresh");
    // A full build, some 15 s of CPU: on two cores shared with other work it takes longer.
  }, 120_000);

  test("stops, naming the file, when lexicon/transitivi.txt misses a verb morph-it conjugates or misspells a note (Art. 4.2: every verb reviewed)", () => {
    const sources = readSources(root);
    const without = sources.transitivi.replace(/^aiutare {2}#.*\n/m, "");
    expect(without).not.toBe(sources.transitivi);
    expect(() => buildArtefact({ ...sources, transitivi: without })).toThrow(/^lexicon\/transitivi\.txt: mancano 1 verbi che morph-it coniuga \(aiutare…\)/);
    const misspelt = sources.transitivi.replace(/^aiutare {2}#.*$/m, "aiutare  # persone");
    expect(() => buildArtefact({ ...sources, transitivi: misspelt })).toThrow(/^lexicon\/transitivi\.txt:\d+: la nota dice "nessuno" o/);
  }, 120_000);

  test("stops, naming the lines, when lexicon/non-attestati.txt names a lemma both sources have, or neither (Art. 4.2: the review stays true to its sources)", () => {
    const sources = readSources(root);
    // mare: a lemma of both; burracone: of neither.
    const stale = `${sources.nonAttestati}burracone  # prova\nmare  # prova\n`;
    expect(() => buildArtefact({ ...sources, nonAttestati: stale })).toThrow(
      /^lexicon\/non-attestati\.txt: 2 righe non sono più lemmi che una sola fonte ha .*: \d+ \(burracone\), \d+ \(mare\)$/,
    );
  }, 120_000);

  test("stops, naming the line, when lexicon/ci-avverbiale.txt names a verb morph-it does not conjugate (Art. 4.2: every line reviewed)", () => {
    const sources = readSources(root);
    const stale = `${sources.ciAvverbiale}burracare  # burrachiamoci\n`;
    expect(() => buildArtefact({ ...sources, ciAvverbiale: stale })).toThrow(
      /^lexicon\/ci-avverbiale\.txt:\d+: "burracare" non è un verbo che morph-it coniuga$/,
    );
  }, 120_000);

  test("a corrupt artefact counts as stale, not as a crash", () => {
    const dir = mkdtempSync(join(tmpdir(), "burraco-corrotto-"));
    const artefact = join(dir, "lessico.bin");
    writeFileSync(artefact, "non sono un lessico");
    expect(artefactState({ root, artefact })).toBe("stale");
  });
});
