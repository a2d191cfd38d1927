/**
 * The morph-it reader (src/lexicon/build/morphit.ts) on a few entries of the real packages:
 * the everyday words issue #15 found refused (MICI, CONTIENI, SOLEVA, STELLE, PANINI,
 * TREDICESIMA), and the package's quirks (clitic forms in the infinitive and gerund slots,
 * accents, apostrophes, hyphens). Only the named lemmas are read, so the test stays fast.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { type MorphitForm, type MorphitSources, readMorphit } from "~/lexicon/build/morphit";
import { findProjectRoot, readMorphitSources } from "~/lexicon/node";

let all: MorphitSources;
beforeAll(() => {
  all = readMorphitSources(findProjectRoot());
});

/** The packages cut down to the named lemmas (each must exist: a missing one fails here). */
function pick(names: { nouns?: readonly string[]; adjectives?: readonly string[]; verbs?: readonly string[] }): MorphitSources {
  const only = <T>(from: Record<string, T>, keys: readonly string[] = []): Record<string, T> =>
    Object.fromEntries(
      keys.map((key) => {
        expect(from[key], key).toBeDefined();
        return [key, from[key]!];
      }),
    );
  return { nouns: only(all.nouns, names.nouns), adjectives: only(all.adjectives, names.adjectives), verbs: only(all.verbs, names.verbs) };
}

const described = (forms: MorphitForm[], word: string): string[] =>
  forms.filter((f) => f.word === word).map((f) => `${f.lemma} ${f.tag}${f.restored ? " restored" : ""}`);

describe("readMorphit", () => {
  test.each([
    // issue #15: words morph-it attests and the torneo profile refuses or sends to the judge
    ["MICI", { nouns: ["micio"] }, ["micio NOUN-M:p"]],
    ["STELLE", { nouns: ["stella"] }, ["stella NOUN-F:p"]],
    ["PANINI", { nouns: ["panino"] }, ["panino NOUN-M:p"]],
    ["TREDICESIMA", { adjectives: ["tredicesimo"] }, ["tredicesimo ADJ:pos+f+s"]],
    ["CONTIENI", { verbs: ["contenere"] }, ["contenere VER:ind+pres+2+s", "contenere VER:impr+pres+2+s"]],
    ["SOLEVA", { verbs: ["solere"] }, ["solere VER:ind+impf+3+s"]],
  ] as const)("%s", (word, names, expected) => {
    const { forms } = readMorphit(pick({ ...names }));
    expect(described(forms, word)).toEqual(expected);
  });

  test("an infinitive or gerund slot holding a clitic form: the clitics are tagged, the plain form restored", () => {
    // The package keeps one form per slot: contenere's gerund is contenendosi, abbandonare's
    // infinitive abbandonarsi (morph-it: VER:ger+pres+si, VER:inf+pres+si).
    expect(all.verbs.contenere?.ger?.pres).toBe("contenendosi");
    expect(all.verbs.abbandonare?.inf?.pres).toBe("abbandonarsi");
    const { forms, skipped } = readMorphit(pick({ verbs: ["contenere", "abbandonare", "accorgersi"] }));
    expect(described(forms, "CONTENENDOSI")).toEqual(["contenere VER:ger+pres+si"]);
    expect(described(forms, "CONTENENDO")).toEqual(["contenere VER:ger+pres restored"]);
    expect(described(forms, "ABBANDONARSI")).toEqual(["abbandonare VER:inf+pres+si"]);
    expect(described(forms, "ABBANDONARE")).toEqual(["abbandonare VER:inf+pres restored"]);
    expect(forms.find((f) => f.word === "ABBANDONARSI")?.clitics).toBe("si");
    // A pronominal lemma is its own infinitive, with its si.
    expect(described(forms, "ACCORGERSI")[0]).toMatch(/^accorgersi VER:inf\+pres\+si/);
    expect(skipped).toEqual([]);
  });

  test("a slot whose form has not its shape is skipped and listed (sedere's gerund is an imperfect)", () => {
    const { forms, skipped } = readMorphit(pick({ verbs: ["sedere"] }));
    expect(skipped).toEqual([{ lemma: "sedere", slot: "ger.pres", spelling: "siedevo" }]);
    expect(forms.some((f) => f.tag.startsWith("VER:ger"))).toBe(false);
  });

  test("folding: accents and a final apostrophe are dropped and remembered; other marks are unplayable", () => {
    const { forms } = readMorphit(pick({ nouns: ["attività", "attivita'", "afro-americano"], verbs: ["abbacchiare"] }));
    const of = (spelling: string) => forms.find((f) => f.spelling === spelling);
    expect(of("attività")).toMatchObject({ word: "ATTIVITA", accent: true, apostrophe: false });
    expect(of("attivita'")).toMatchObject({ word: "ATTIVITA", accent: false, apostrophe: true });
    expect(of("abbacchiò")).toMatchObject({ word: "ABBACCHIO", accent: true, tag: "VER:ind+past+3+s" });
    expect(of("afro-americani")).toMatchObject({ word: null, unplayable: "INVALID_CHARACTERS" });
  });

  test("each form once per lemma and tag, in the same order on every reading", () => {
    const sources = pick({ nouns: ["citta", "re"], adjectives: ["triste"], verbs: ["mangiare"] });
    const first = readMorphit(sources).forms;
    expect(readMorphit(sources).forms).toEqual(first);
    const keys = first.map((f) => `${f.spelling} ${f.lemma} ${f.tag}`);
    expect(new Set(keys).size).toBe(keys.length);
    // The present participle's S and SF slots are one morph-it tag.
    expect(described(first, "MANGIANTE")).toEqual(["mangiare VER:part+pres+s"]);
    expect(described(first, "MANGIATE")).toEqual([
      "mangiare VER:ind+pres+2+p",
      "mangiare VER:sub+pres+2+p",
      "mangiare VER:impr+pres+2+p",
      "mangiare VER:part+past+p+f",
    ]);
  });
});
