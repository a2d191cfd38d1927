/**
 * check(): every reason code with real Italian words, the folding cases, the profiles
 * and bad input. Art. 4.2 (seed 002) is the rule behind every case.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { readArtefactHeader } from "~/lexicon/artefact";
import { AUXILIARY_PARADIGMS } from "~/lexicon/build/auxiliaries";
import { WORD_FLAG } from "~/lexicon/categories";
import { parseWordList } from "~/lexicon/build/word-list";
import { findProjectRoot, lexiconPaths } from "~/lexicon/node";
import { REASONS, type Reason, type Verdict } from "~/lexicon/types";
import { realLexicon } from "./real-lexicon";

const lexicon = realLexicon();
/** Each of `words` is no word in any profile, libero included (NOT_IN_DICTIONARY). */
const expectNoWord = (words: string[]): void => {
  for (const w of words) expect(lexicon.check(w, "libero"), w).toMatchObject({ verdict: "invalid", reason: "NOT_IN_DICTIONARY" });
};
/** Each of `words` is valid in torneo. */
const expectValid = (words: string[]): void => {
  for (const w of words) expect(lexicon.check(w, "torneo").verdict, w).toBe("valid");
};

describe("Art. 4.2: a meld is a meaningful Italian word (profile torneo)", () => {
  test.each<[string, Verdict, Reason | null]>([
    ["casa", "valid", null],
    ["mangiavamo", "valid", null], // verbs in every mood and tense
    ["velocemente", "valid", null], // adverbs
    ["roma", "invalid", "PROPER_NOUN"], // no proper nouns
    ["milano", "invalid", "PROPER_NOUN"],
    ["onu", "invalid", "ACRONYM"], // no acronyms (sigle)
    ["ecc", "invalid", "ABBREVIATION"], // an abbreviation is no "parola di senso compiuto"
    ["citta", "invalid", "NEEDS_ACCENT"], // cards have no accents
    ["perche", "invalid", "NEEDS_ACCENT"],
    ["bell", "invalid", "NEEDS_APOSTROPHE"], // bell'uomo: the apostrophe is not on a card
    ["gattino", "dubious", "ALTERED"], // altered nouns only with a meaning of their own
    ["trentadue", "valid", null], // Art. 4.2 does not exclude numerals
    ["qwerty", "invalid", "LETTER_NOT_IN_DECK"],
    ["zzzz", "invalid", "NOT_IN_DICTIONARY"],
    ["re", "invalid", "TOO_SHORT"], // at least 3 cards
    ["", "invalid", "EMPTY"],
    ["casa1", "invalid", "INVALID_CHARACTERS"],
  ])("%s → %s %s", (word, verdict, reason) => {
    const r = lexicon.check(word, "torneo");
    expect(r.verdict).toBe(verdict);
    expect(r.reason).toBe(reason);
    expect(r.ok).toBe(verdict === "valid");
    expect(r.hint.length).toBeGreaterThan(10);
  });

  test("Art. 4.2: every adverb, preposition, conjunction, pronoun and interjection of tests/fixtures/altre-parole is a word (MAI, QUINDI: the sources have them only by accident)", () => {
    const text = readFileSync(join(findProjectRoot(), "tests", "fixtures", "altre-parole", "altre-parole.txt"), "utf8");
    const words = parseWordList(text, "altre-parole").map((e) => e.word);
    expect(words.length).toBeGreaterThan(500);
    expect(words.filter((w) => lexicon.check(w, "torneo").verdict !== "valid")).toEqual([]);
  });

  test("the hint tells a student how the word is really written", () => {
    const citta = lexicon.check("CITTA", "torneo");
    expect(citta.spelling).toBe("città");
    expect(citta.hint).toContain("città");
    expect(citta.hint).toContain("accenti");
    const roma = lexicon.check("ROMA", "torneo");
    expect(roma.spelling).toBe("Roma");
    expect(roma.hint).toContain("nome proprio");
    expect(lexicon.check("gattino", "torneo").base).toBe("gatto");
    expect(lexicon.check("onu", "torneo").spelling).toBe("ONU");
  });

  test("every reason code of the closed list is produced by some real input", () => {
    const inputs = [
      "zzzz",
      "roma",
      "citta",
      "bell",
      "onu",
      "ecc",
      "gattino",
      "re",
      "kiwi",
      "",
      "x".repeat(41),
      "casa!",
      "trentadue",
      "mangiarlo",
      "mangiar",
      "saperai",
    ];
    const seen = new Set<Reason | null>();
    for (const profile of ["torneo", "scuola"] as const) for (const w of inputs) seen.add(lexicon.check(w, profile).reason);
    expect([...REASONS].filter((r) => !seen.has(r))).toEqual([]);
  });
});

describe("Art. 4.2: sigle and abbreviations are no words, whichever source writes them in lower case (issue #19)", () => {
  test.each([
    // dictionary-it writes them only in capitals, morph-it in lower case: capitals win.
    ["dna", "DNA"],
    ["bot", "BOT"],
    ["sos", "SOS"],
    // lexicon/non-parole.txt: morph-it's or dictionary-it's lower-case sigle.
    ["btp", "BTP"],
    ["tbc", "TBC"],
    ["http", "HTTP"],
    // dictionary-it's own capitals, as before.
    ["onu", "ONU"],
    ["inps", "INPS"],
  ])("%s is the sigla %s in every profile", (word, sigla) => {
    for (const profile of ["torneo", "scuola", "libero"] as const) {
      expect(lexicon.check(word, profile), profile).toMatchObject({ verdict: "invalid", reason: "ACRONYM", spelling: sigla });
    }
    expect(lexicon.check(word, "torneo").hint).toContain(`«${sigla}» è una sigla`);
  });

  test.each([
    ["ecc", "ecc."],
    ["etc", "etc."],
    ["ing", "ing."],
    ["spett", "spett."],
  ])("%s is the abbreviation %s in every profile", (word, written) => {
    for (const profile of ["torneo", "scuola", "libero"] as const) {
      expect(lexicon.check(word, profile), profile).toMatchObject({ verdict: "invalid", reason: "ABBREVIATION", spelling: written });
    }
    expect(lexicon.check(word, "torneo").hint).toBe(`«${written}» è un'abbreviazione: non è una parola (Art. 4.2).`);
  });

  test("morph-it's elisions without their apostrophe and its foreign plurals are no words", () => {
    expect(lexicon.check("pover", "torneo")).toMatchObject({ verdict: "invalid", reason: "NEEDS_APOSTROPHE", spelling: "pover'" });
    expect(lexicon.check("nient", "torneo")).toMatchObject({ verdict: "invalid", reason: "NEEDS_APOSTROPHE", spelling: "nient'" });
    for (const word of ["assets", "managers", "brioches"]) expect(lexicon.check(word, "libero").reason, word).toBe("NOT_IN_DICTIONARY");
  });

  test("words that look alike stay words: whole words, sigle now written as common nouns, interjections", () => {
    // eccetera in full; prof, pro, tram; tir, laser, led, doc, coop, written in lower case by the
    // dictionaries; pst and ehm are interjections (Zingarelli); the singular loanword asset.
    for (const word of ["eccetera", "prof", "pro", "tram", "tir", "laser", "led", "doc", "coop", "pst", "ehm", "asset", "manager", "usa", "rom"]) {
      expect(lexicon.check(word, "torneo").verdict, word).toBe("valid");
    }
  });
});

describe("folding: a spelling that is a plain word and an accented one is valid", () => {
  test.each([
    ["pero", "però"], // pear tree / but
    ["papa", "papà"], // pope / dad
    ["cosi", "così"], // plural of coso / so
    ["meta", "metà"], // goal / half
    ["unita", "unità"], // the participle / unity: morph-it's noun
    ["gialloblu", "gialloblù"], // morph-it's adjective, no headword of dictionary-it
  ])("%s is valid, and the hint mentions %s", (word, accented) => {
    const r = lexicon.check(word, "torneo");
    expect(r.verdict).toBe("valid");
    expect(r.hint).toContain(accented);
  });

  // docs/lexicon.md "Accent notes": the accented twin only when it is likely the word meant.
  test.each([
    ["vende", "vendé"], // dictionary-it's archaic past of vendere: VENDE is the present
    ["delude", "deludé"], // no past of deludere at all (it is deluse)
    ["crede", "credè"], // morph-it's past: a verb form, not a word of its own
    ["terra", "terrà"], // the future of tenere: TERRA is the noun
    ["magie", "magìe"], // a stress mark inside the word, never written
    ["rifa", "rifà"], // the same verb form, which morph-it writes plain
  ])("%s is valid, and its hint names no accented %s", (word, accented) => {
    const r = lexicon.check(word, "torneo");
    expect(r.verdict).toBe("valid");
    expect(r.hint).toBe(`${word.toUpperCase()} è una parola valida.`);
    expect(r.hint).not.toContain(accented);
  });

  test("ordinary words ending in -e carry no accent note (issue #19: no «deludé», «vendé»)", () => {
    for (const word of ["deluse", "vende", "case", "stelle", "mele", "legge", "teme"]) {
      expect(lexicon.check(word, "torneo").hint, word).toBe(`${word.toUpperCase()} è una parola valida.`);
    }
  });

  test.each([
    ["citta", "città"],
    ["perche", "perché"],
    ["caffe", "caffè"],
  ])("%s is no word: it needs the accent of %s (NEEDS_ACCENT)", (word, accented) => {
    expect(lexicon.check(word, "torneo")).toMatchObject({ verdict: "invalid", reason: "NEEDS_ACCENT", spelling: accented });
  });

  test("a word typed with its accent is folded and explained", () => {
    const r = lexicon.check("città", "torneo");
    expect(r.word).toBe("CITTA");
    expect(r.reason).toBe("NEEDS_ACCENT");
    expect(lexicon.check("però", "torneo").verdict).toBe("valid");
  });

  test("short words are explained when typed with accent or apostrophe, else too short", () => {
    expect(lexicon.check("po'", "torneo").reason).toBe("NEEDS_APOSTROPHE");
    expect(lexicon.check("tè", "torneo").reason).toBe("NEEDS_ACCENT");
    expect(lexicon.check("te", "torneo").reason).toBe("TOO_SHORT");
  });
});

describe("word profiles decide the grey areas", () => {
  test("altered forms: torneo asks the judge, scuola accepts with a note, libero accepts", () => {
    expect(lexicon.check("gattino", "torneo")).toMatchObject({ verdict: "dubious", reason: "ALTERED", source: "profile" });
    expect(lexicon.check("gattino", "scuola")).toMatchObject({ verdict: "valid", reason: "ALTERED", ok: true });
    expect(lexicon.check("gattino", "libero")).toMatchObject({ verdict: "valid", reason: null });
  });

  test("issue #15's everyday words are valid, its names refused, morph-it's misspelt plurals no words", () => {
    const everyday =
      "mici contieni apparvi inclusero soleva scadde poliglotto iella tantomeno stelle panini minacce carine rovine marine violini stette stetti tredicesima centesimo autocertificare isabella silvana";
    expectValid(everyday.split(" "));
    for (const w of ["giacomo", "fabrizio", "libia", "vietnam", "mozart"]) expect(lexicon.check(w, "torneo").reason, w).toBe("PROPER_NOUN");
    // morph-it writes minaccie, spiaggie, traccie; dictionary-it and the grammar books minacce.
    for (const w of ["minaccie", "spiaggie"]) expect(lexicon.check(w, "libero").verdict, w).toBe("invalid");
    expectValid(["tracce", "spiagge", "fasce", "strisce"]);
  });

  test("every altered verdict names its base, a word of the dictionary (issue #15: no CASETTA «di caso»)", () => {
    const altered: string[] = [];
    lexicon.forEachWord((word, flags) => {
      if (flags & WORD_FLAG.ALTERED) altered.push(word);
    });
    expect(altered.length).toBeGreaterThan(1_000);
    const withoutBase = altered.filter((w) => {
      const base = lexicon.check(w, "torneo").base;
      return !base || lexicon.flagsOf(base) < 0;
    });
    expect(withoutBase).toEqual([]);
    expect(lexicon.check("casetta", "torneo").base).toBe("casa");
  });

  test("lexicalised words with a meaning of their own are never dubious (bustina, Art. 4.2 example)", () => {
    for (const w of ["bustina", "mattino", "postino", "panino", "violino", "cassetto"]) {
      for (const p of ["torneo", "scuola", "libero"] as const) expect(lexicon.check(w, p).verdict, `${w} ${p}`).toBe("valid");
    }
  });

  test("parole tronche are refused in torneo and scuola, accepted in libero", () => {
    for (const w of ["bel", "buon", "gran", "quel", "san"]) {
      expect(lexicon.check(w, "torneo"), w).toMatchObject({ verdict: "invalid", reason: "TRUNCATED" });
      expect(lexicon.check(w, "scuola").verdict, w).toBe("invalid");
      expect(lexicon.check(w, "libero").verdict, w).toBe("valid");
    }
    expect(lexicon.check("mangiar", "torneo")).toMatchObject({ verdict: "invalid", reason: "TRUNCATED" });
    expect(lexicon.check("mangiar", "torneo").hint).toContain("mangiare");
  });

  test("enclitic forms are valid everywhere; scuola explains them", () => {
    for (const w of ["mangiarlo", "portatelo", "prendendolo", "alzatevi"]) {
      expect(lexicon.check(w, "torneo").verdict, w).toBe("valid");
      expect(lexicon.check(w, "scuola"), w).toMatchObject({ verdict: "valid", reason: "ENCLITIC" });
      expect(lexicon.check(w, "libero").verdict, w).toBe("valid");
    }
    // Plain verb forms that merely end like a pronoun are not enclitic.
    expect(lexicon.check("mangiavi", "scuola").reason).toBeNull();
    expect(lexicon.check("mangiati", "scuola").reason).toBeNull();
  });

  test("a verb form only dictionary-it writes, of a verb morph-it conjugates otherwise, goes to the judge in torneo", () => {
    // SAPERAI (for saprai), SPINGEI (for spinsi): mostly wrong; SODDISFACESSI: a rare variant.
    for (const w of ["saperai", "spingei", "soddisfacessi"]) {
      expect(lexicon.check(w, "torneo"), w).toMatchObject({ verdict: "dubious", reason: "UNATTESTED" });
      expect(lexicon.check(w, "torneo").hint, w).toContain("giudice di lingua");
      expect(lexicon.check(w, "scuola"), w).toMatchObject({ verdict: "invalid", reason: "UNATTESTED" });
      expect(lexicon.check(w, "libero").verdict, w).toBe("valid");
    }
    // What such an entry also makes as another word stays one: an adverb, an adjective's
    // plural, a clitic form listed whole; and words dictionary-it has only as wrong verb forms.
    for (const w of ["regolarmente", "articolari", "fammelo", "anteporvi", "dove", "una", "sorbo"]) {
      expect(lexicon.check(w, "scuola").verdict, w).toBe("valid");
    }
    // A participle's superlative nothing confirms goes to the judge too; an adjective's is a word.
    for (const w of ["frequentatissimo", "spilluzzicatissima"])
      expect(lexicon.check(w, "torneo"), w).toMatchObject({ verdict: "dubious", reason: "UNATTESTED" });
    expectValid(["raffinatissimo", "ricercatissimo"]);
    // The forms morph-it writes stay plain words.
    expectValid(["saprai", "spinsi", "congiunsi", "mangiavo"]);
  });

  test("superlatives nothing attests go to the judge; misspelt or prefixed ones of verbs are no words (precision sample)", () => {
    // Every superlative adverb (morph-it has no adverbs to confirm one): the sample's
    // ASSOLUTISTICISSIMAMENTE, but also velocissimamente, which the judge accepts.
    // The superlative of a participle of a verb with no object: INTERVENUTISSIMA, ARRAMPICATISSIMO.
    // A prefixed superlative of an adjective without its prefixed adverb: RICONOSCIUTISSIMO.
    for (const w of ["assolutisticissimamente", "velocissimamente", "intervenutissima", "arrampicatissimo", "riconosciutissimo"]) {
      expect(lexicon.check(w, "torneo"), w).toMatchObject({ verdict: "dubious", reason: "UNATTESTED" });
      expect(lexicon.check(w, "scuola"), w).toMatchObject({ verdict: "invalid", reason: "UNATTESTED" });
    }
    // The h follows the masculine plural: stanchi, stanchissimo; igienici, igienicissimo (the
    // blind sample's IGIENICHISSIMO). A prefix on a verb's superlative is none.
    for (const w of ["stancissimamente", "igienichissimo", "ironichissima", "economichissimi", "prebenedettissima"])
      expect(lexicon.check(w, "libero"), w).toMatchObject({ verdict: "invalid", reason: "NOT_IN_DICTIONARY" });
    // Adjectives' superlatives stay words: garbato has its adverb (garbatamente), ristretto too;
    // antichi and carichi keep their h; a verb's subjunctive is no superlative (intisichire).
    expectValid(["stanchissimo", "velocissimo", "garbatissimo", "ristrettissimo", "cautissimo", "benissimo", "antichissime", "carichissimo", "intisichissimo"]);
  });

  test("Art. 4.2: a participle's superlative is a word only where dictionary-it gives the participle its adverb or lists the superlative (precision samples)", () => {
    // dictionary-it gives -issimo to every participle it declines (abbinato/EyT) and morph-it's
    // packages carry no superlatives: the judge tells amatissimo from ABBINATISSIMI.
    for (const w of ["abbinatissimi", "assoggettatissimo", "arrestatissima", "infirmatissimi", "ingaggiatissimi", "amatissimo", "occupatissimo"]) {
      expect(lexicon.check(w, "torneo"), w).toMatchObject({ verdict: "dubious", reason: "UNATTESTED" });
      expect(lexicon.check(w, "scuola"), w).toMatchObject({ verdict: "invalid", reason: "UNATTESTED" });
    }
    // The participle has its adverb, the mark of an adjective (raffinatamente, interessatamente,
    // affollatamente), or dictionary-it lists the superlative itself (accesissimo/OT).
    expectValid(["raffinatissima", "interessatissimi", "affollatissimo", "accesissimo"]);
  });

  test("a person, the reflexive or a place on a verb morph-it does not conjugate goes to the judge (precision sample)", () => {
    // Nothing attests how avvignare or metabolizzare are used: their objects are things.
    for (const w of ["avvignatemi", "metabolizzatevi", "tubercolizzarvi", "fibrillarci"]) {
      expect(lexicon.check(w, "torneo"), w).toMatchObject({ verdict: "dubious", reason: "UNATTESTED" });
      expect(lexicon.check(w, "libero").verdict, w).toBe("valid");
    }
    // Their objects are words (lo la li le ne, and gli of a 3rd person), and so is every
    // pronoun on the verbs morph-it conjugates, or that a list or morph-it's forms attest.
    for (const w of ["sovraffollarli", "rialleghiamogli", "quotizzandone", "ricapitarle", "incupitisi"]) {
      expect(lexicon.check(w, "torneo"), w).toMatchObject({ verdict: "valid", reason: null });
    }
    expectValid(["portamelo", "alzatosi", "dammelo", "vattene", "alzatevi", "accorgermi", "telefonargli", "decorandomi", "disingannami"]);
  });

  test("pre- and stra-, which dictionary-it gives together to the -dire family, make verbs for the judge; one alone is trusted (precision sample)", () => {
    for (const w of ["preindirle", "preindiceva", "stradisdicesti", "prebenedetto"]) {
      expect(lexicon.check(w, "torneo"), w).toMatchObject({ verdict: "dubious", reason: "UNATTESTED" });
    }
    // predire is a verb morph-it conjugates; precompilare, predefinire, precambrico are dictionary-it's own choices.
    expectValid(["predice", "predicendogli", "precompilanti", "predefinendo", "precambriche", "stramaledetto"]);
  });

  test("a prefixed gerund or participle entry takes the pronouns of its base (precision sample: RIEMIGRANDOLO)", () => {
    // emigrare takes no object: neither emigrandolo nor riemigrandolo is a word.
    expectNoWord(["emigrandolo", "riemigrandolo"]);
    // annunciare takes two pronouns (pronomi-doppi.txt), so preannunciando does.
    expect(lexicon.check("preannunciandocela", "torneo").verdict).toBe("valid");
  });

  test("a reflexive idiom or pronominal verb takes, on the imperative, only the imperative's person; a pronominal verb no dative (precision sample: SPASSAMELA)", () => {
    expectNoWord(["spassamela", "accorgimi", "accorgigli", "accorgergli", "cavacela", "arrendici", "gloriamone"]);
    expectValid([
      "spassatela",
      "accorgiti",
      "accorgiamoci",
      "accorgetevi",
      "accorgermi",
      "accorgendoti",
      "accorgermene",
      "vattene",
      "andiamocene",
      "andatevene",
      // gloriarsi di (intransitivi.txt, "ne: di"): its ne goes with its reflexive, in the imperative's person (glòriatene).
      "gloriatene",
      "gloriamocene",
      "gloriatevene",
    ]);
    // farcela's ce is no person; portare takes any pair; telefonare a dative.
    expectValid(["facciamocela", "fatecela", "portamelo", "telefonami"]);
  });

  test("a verb only morph-it knows, coined with a prefix on a verb of dictionary-it and confirmed by no derived word, goes to the judge (precision sample)", () => {
    for (const w of ["autospedenti", "turbocomprimerebbero", "autorappresenterei", "superproteggiamo"]) {
      expect(lexicon.check(w, "torneo"), w).toMatchObject({ verdict: "dubious", reason: "UNATTESTED" });
      expect(lexicon.check(w, "scuola").verdict, w).toBe("invalid");
    }
    // A derived word confirms the verb: autocertificazione, autocensura, autocontrollo, telelavoro.
    expectValid(["autocertificare", "autocensuriamo", "autocontrollavano", "telelavorano"]);
    // The participle morph-it lists as an adjective stays a word.
    expect(lexicon.check("sopracitato", "torneo").verdict).toBe("valid");
  });

  test("a verb whose subject is a thing (intransitivi-con-pronome.txt, dativo di cosa) has no imperative with pronouns (precision sample: CONSTATECI)", () => {
    expectNoWord(["constateci", "affluiamole", "accadimi", "bastaci", "prudetemi"]);
    // Its dative stays on the infinitive and the gerund; a verb a person does keeps its imperative.
    expectValid(["constargli", "accadendomi", "prudergli", "telefonategli", "sorridimi", "arrivaci"]);
  });

  test("a verb that is only pronominal takes ne with its reflexive (precision sample: SPOLMONARNE)", () => {
    expectNoWord(["accorgerne", "spolmonarne", "pentirne", "vergognandone"]);
    expectValid(["accorgersene", "pentirsene", "vergognandosene", "uscirne", "andarne"]);
  });

  test("Art. 4.2: a pronominal verb also used without si (pronominale e no) takes its reflexive in every person and ne alone, no dative, only its own person on the imperative", () => {
    // non approfittarti di lui; ne ha approfittato; approfittiamocene; i medici ne disperano.
    expectValid([
      "approfittarti",
      "approfittarmi",
      "approfittiamocene",
      "approfittatevi",
      "approfittarsene",
      "approfittarne",
      "approfittane",
      "approfittandone",
      "disperarne",
    ]);
    expectNoWord(["approfittargli", "approfittami", "disperargli"]);
    // A verb noted only "pronominale" keeps its ne with its reflexive.
    expect(lexicon.check("accorgerne", "libero").verdict).toBe("invalid");
    expect(lexicon.check("accorgersene", "torneo").verdict).toBe("valid");
  });

  test("Art. 4.2: a verb with an object takes beyond it the pronouns transitivi.txt gives it: a person, a dative, the reflexive (precision samples: SINCOPIAMOGLI, LIBARSI, COMMERCIARTI)", () => {
    // pastorizzare: nessuno; sincopare, libare, commerciare: nessuno; stigmatizzare: persona; ricevere: persona.
    expectNoWord(["pastorizzarmi", "sincopargli", "libarsi", "commerciarti", "stigmatizzargli", "pastorizzatevi", "riceviti"]);
    // Its object always; mi ti with a person, a dative or the reflexive; gli with a dative; si
    // with the reflexive; ci (and vi) also of a place, on any verb.
    expectValid([
      "pastorizzarlo",
      "pastorizzarne",
      "aiutarmi",
      "stigmatizzarti",
      "riceverti",
      "sradicargli",
      "timbrargli",
      "dargli",
      "ossidarsi",
      "ossidatevi",
      "lavatevi",
      "mangiarsi",
      "sperarci",
      // the -isci imperative of a verb with a dative, which no source writes with its pronoun
      "ubbidiscigli",
      "conferiscigli",
    ]);
  });

  test("Art. 4.2: the imperative's own person is its reflexive, on a verb with no object too (blind precision sample: TEMPOREGGIATEVI)", () => {
    // -atevi reads as the reflexive, not as vi of place: no word on a verb never used with si.
    expectNoWord(["temporeggiatevi", "agonizzatevi", "svenitevi", "scodinzolatevi"]);
    // Verbs used with si keep it; the 1st plural's ci is also a place (andiamoci, pensiamoci).
    expectValid(["accorgetevi", "pentitevi", "andatevene", "andiamoci", "pensiamoci", "temporeggiarci", "entrateci"]);
  });

  test("Art. 4.2: a pronoun goes on the gerund, not on the present's 1st person that also ends in -ndo (PRENDOMELA, ARRENDOMI, TENDOLO)", () => {
    expectNoWord(["prendomela", "intendomela", "rendomene", "arrendomi", "tendolo", "splendoci"]);
    expectValid(["prendendomela", "intendendosela", "rendendosene", "arrendendomi", "tendendolo", "essendoci", "avendolo", "soddisfacendolo"]);
  });

  test("potere and dovere have no imperative to carry a pronoun (precision sample: POTETEMI)", () => {
    expectNoWord(["potetemi", "dovetelo"]);
    // Their infinitive and gerund take pronouns; potiamolo is potare's, vogliatemi volere's imperative.
    expectValid(["poterci", "doverlo", "potendolo", "potiamolo", "vogliatemi"]);
  });

  test("Art. 4.2: essere and avere are words in every form of their real paradigm, and only in those (issue #15: ESSIAMO, AVERAI)", () => {
    for (const [verb, tenses] of Object.entries(AUXILIARY_PARADIGMS)) {
      for (const [tense, forms] of Object.entries(tenses)) {
        for (const form of forms) {
          const r = lexicon.check(form, "torneo");
          const where = `${verb}, ${tense}: ${form}`;
          const card = form.normalize("NFD").replace(/\p{M}/gu, "");
          // sarò, avrò, è: the cards have no accents; ho, ha, fu: too short for a meld.
          if (card.length < 3) expect(r.reason, where).toBe("TOO_SHORT");
          else if (card !== form) expect(r, where).toMatchObject({ verdict: "invalid", reason: "NEEDS_ACCENT", spelling: form });
          else expect(r.verdict, where).toBe("valid");
        }
      }
    }
    // dictionary-it's regular -ere flag on essere, avere and riavere: forms no dictionary has, in no profile.
    const nonWords = ["essiamo", "esserebbe", "averai", "avettero", "avetelo", "essiamole", "avimi", "essevo", "riaverai", "riaviamo"];
    expectNoWord(nonWords);
    // averò, esserò: the flag's futures are no words, with or without their accent.
    expectNoWord(["avero", "essero", "riavero"]);
    // The real hosts carry pronouns (abbiate is the imperative, avete is not); the pronouns esso, essa, essi and ava stay words.
    expectValid(["averlo", "avendolo", "abbiatelo", "avutolo", "esserci", "essendoci", "essergli", "riaverlo", "esso", "essa", "essi", "ava", "avo"]);
  });

  test("Art. 4.2: a defective verb of difettivi.txt is a word only in the forms it has, from either source (precision sample: VIGEREMO)", () => {
    // vigere, urgere, concernere: only the 3rd persons; no passato remoto for vigere; solere: no future, conditional or participio presente.
    for (const w of [
      "vige",
      "vigono",
      "vigeva",
      "vigerà",
      "vigesse",
      "vigendo",
      "vigente",
      "urge",
      "urgono",
      "concerne",
      "suole",
      "soleva",
      "soglio",
      "solito",
      "solendo",
    ]) {
      const card = w.normalize("NFD").replace(/\p{M}/gu, "");
      expect(lexicon.check(card, "torneo").verdict, w).toBe(card === w ? "valid" : "invalid");
    }
    expect(lexicon.check("vigera", "torneo")).toMatchObject({ verdict: "invalid", reason: "NEEDS_ACCENT", spelling: "vigerà" });
    // morph-it conjugates them in full, dictionary-it with its -ere flag (urgere/BTXqrI): no speaker writes these.
    expectNoWord(["vigeremo", "vigei", "vigo", "urgete", "urgiamo", "concernete", "solente", "competuto", "competuta", "discernuto", "esimuto", "pruduto"]);
    // The pronouns follow: a host it has carries them (urgendoci, prudergli), one it lacks does not (COMPETUTOGLI, CONCERNETELO).
    expectValid(["urgendoci", "prudergli", "concernendolo", "competergli"]);
    for (const w of ["competutogli", "concernetelo", "vigetene"]) expect(lexicon.check(w, "libero").verdict, w).toBe("invalid");
    // prudere's passato remoto in the 3rd plural, which the verbs package files under the 1st singular, which prudere lacks (build/morphit.ts).
    expectValid(["prudettero", "pruderono"]);
    // solere's present subjunctive, which the verbs package files under the conditional (build/morphit.ts, MISFILED_SUBJUNCTIVE).
    expectValid(["soglia", "sogliamo", "sogliate", "sogliano"]);
    // SOLERÒ is solare's (to sole a shoe), not solere's: it needs its accent like any future.
    expect(lexicon.check("solero", "torneo")).toMatchObject({ verdict: "invalid", reason: "NEEDS_ACCENT", spelling: "solerò" });
  });

  test("Art. 4.2: an impersonal verb of difettivi.txt has only its 3rd persons, events and weather alike (blind precision sample: AVVENGO)", () => {
    expectNoWord(["avvengo", "avvenni", "nevichiamo", "grandiniamo", "annottavamo", "imbrunisco"]);
    // Also where dictionary-it lists the form as an entry of its own (accaddi, beside accadde and
    // accaddero; the participle ostato/EyT), but for an adjective spelled alike (discreto).
    expectNoWord(["accaddi", "ostato"]);
    // splendere is not listed: its participle is rare, not missing (Treccani).
    expectValid(["accaddero", "discreto", "splenduto"]);
    // Its 3rd persons, its gerund and participle, its pronouns on them, and another word spelt alike (le nevicate, il diluvio).
    expectValid(["avvenne", "accadde", "nevica", "bisogna", "imbrunisce", "albeggiando", "avvenuto", "accadergli", "nevicate", "diluvio"]);
  });

  test("Art. 4.2: aggradare has only aggrada, aggradano, aggradava and its infinitive (blind precision sample 20261204: AGGRADANDOVI)", () => {
    expectValid(["aggrada", "aggradano", "aggradava", "aggradare"]);
    expectNoWord(["aggradandovi", "aggradando", "aggradato", "aggraderebbe", "aggradammo", "aggradiamo"]);
  });

  test("a verb in -isc- keeps it where the verbs package drops it: INFEROCISCE, ABBRUTISCILO; not INFEROCO (blind precision sample 20261204: ABBRUTILA)", () => {
    expectValid([
      "inferocisce",
      "inferociscono",
      "inferocisca",
      "grugnisce",
      "abbrutisco",
      "abbrutisci",
      "abbrutiscilo",
      "rabbonisci",
      "inferociamo",
      "inferocito",
    ]);
    expectNoWord(["inferoco", "inferocono", "abbruto", "abbrutono", "abbrutila", "rabbona"]);
    // Verbs with both conjugations keep both; those the package has right keep theirs.
    expectValid(["applaudo", "applaudisco", "nutro", "nutrisco", "vesto", "ricopro"]);
  });

  test("Art. 4.2: a lemma of non-parole.txt that no dictionary has is no word in any form, but for another verb's (blind precision sample 20261204: CONSUMEVI)", () => {
    // morph-it conjugates a "consumere" beside consumare and an "irridire" beside irridere.
    expectNoWord(["consumevi", "consumeste", "consumessi", "consumere", "irridirebbe", "irridite", "irridito"]);
    expectValid(["consumavi", "consumaste", "irride", "irridete", "irriso", "irridendo", "irridendolo"]);
  });

  test("Art. 4.2: a copula takes lo for its predicate on the infinitive and the gerund (esserlo, diventandolo), and no other object", () => {
    expectValid(["esserlo", "essendolo", "diventarlo", "diventandolo", "divenirlo", "sembrarlo", "rimanerlo", "restarlo"]);
    // Not a participle's or an imperative's, and no la or li: the predicate's pronoun is lo alone (sembrarle is a dative).
    for (const w of ["statolo", "diventalo", "esserla", "diventarli", "rimanerli"])
      expect(lexicon.check(w, "libero"), w).toMatchObject({ verdict: "invalid", reason: "NOT_IN_DICTIONARY" });
  });

  test("Art. 4.2: an irregular imperative dictionary-it lists as an entry carries its verb's pronouns (SAPPIATELO, DICIAMOLO)", () => {
    // sappiate/b, sappi/b, diciamo/b, bevete/b: sapere's, dire's, bere's imperatives, not participles of a "sappare".
    expectValid(["sappiatelo", "sappilo", "sappiatemi", "diciamolo", "diciamoglielo", "bevetelo", "beviamoci", "disciogliamolo"]);
    // The verb's facts decide: venire, nascere, piacere take no object, so no participle with one (VENUTOLO, NATOLO, PIACIUTOLO).
    for (const w of ["venutolo", "natolo", "piaciutolo", "intervenutala"])
      expect(lexicon.check(w, "libero"), w).toMatchObject({ verdict: "invalid", reason: "NOT_IN_DICTIONARY" });
  });

  test("a verb only dictionary-it conjugates, that no derived word nor base verb confirms, goes to the judge (precision samples: DECONFICCAI)", () => {
    for (const w of ["deconficcai", "vocabolarizziate", "accavezzeremmo", "ricorcammo", "bemollizzassimo"]) {
      expect(lexicon.check(w, "torneo"), w).toMatchObject({ verdict: "dubious", reason: "UNATTESTED" });
      expect(lexicon.check(w, "scuola").verdict, w).toBe("invalid");
    }
    // A derived word confirms it (sgamo, bocciarda, randomizzazione); so does a verb of
    // morph-it it is remade from (ri-acciuffare, dis-otterrare, stud-icchiare).
    expectValid(["sgamare", "bocciardarne", "randomizziamone", "riacciuffasti", "disotterraste", "studicchiava", "parlucchierete"]);
  });

  test("Art. 4.2: a lemma of non-attestati.txt, only dictionary-it's and in no common dictionary, goes to the judge in all its forms (precision samples: STERLINEAVA, CAPEZZIATE)", () => {
    // Verbs a derived word of dictionary-it used to confirm (settimanalizzazione, capezza).
    for (const w of ["sterlineava", "capezziate", "settimanalizzare", "semestralizzala", "turisticizzeresti", "pontane"]) {
      expect(lexicon.check(w, "torneo"), w).toMatchObject({ verdict: "dubious", reason: "UNATTESTED" });
      expect(lexicon.check(w, "scuola").verdict, w).toBe("invalid");
    }
    // The misprints dictionary-it lists as entries, confirmed by a second review, are no words
    // (non-parole.txt, "inesistente"), in all their forms.
    expectNoWord(["dissmulazione", "vacinando", "disambinguare", "disambinguai"]);
    // What the second reading found to be words: forms of porre.
    expectValid(["ponili", "ponicele"]);
    // A spelling another entry makes stays a word: ponti, croste, salmoni are nouns' plurals
    // (pontare, crostare, salmonare are listed), and the nouns in -re are no verbs to list.
    expectValid(["ponti", "croste", "salmoni", "dissimulazione", "vaccinando", "posacenere", "polmonare"]);
    // mai and quindi, which dictionary-it makes only as plurals of the listed mao and quindo, are additions.
    expectValid(["mai", "quindi"]);
  });

  test("Art. 4.2: a lemma of non-attestati.txt, only morph-it's and in no common dictionary, goes to the judge in all its forms (blind precision samples 20261204: CONTINIANO; 20261205: FALLIMENTARIO)", () => {
    // A misspelling (accellerare), an adjective from a surname (continiano, arafattiano,
    // bergmaniano), a coinage (gattoneggiare).
    for (const w of ["fallimentario", "fallimentaria", "accellerava", "continiano", "arafattiani", "bergmaniane", "gattoneggiassi"]) {
      expect(lexicon.check(w, "torneo"), w).toMatchObject({ verdict: "dubious", reason: "UNATTESTED" });
      expect(lexicon.check(w, "scuola").verdict, w).toBe("invalid");
    }
    // The words they were mistaken for, an adjective from a name the dictionaries record,
    // and the composed ordinals, numerals like any other (Art. 4.2).
    expectValid(["fallimentare", "accelerava", "hegeliano", "duemillesimo", "undicimillesime"]);
    // The review judged morph-it's adjectives: the same lemma as a noun stays (il bomber, i big).
    expectValid(["bomber", "big", "colossal"]);
  });

  test("Art. 4.2: a verb morph-it conjugates that is only an adjective in the dictionaries goes to the judge, the adjective stays (blind precision samples 20261204: PAPILLAVI; 20261205: PAPILLEREMMO)", () => {
    for (const w of ["papillavi", "papilleremmo", "irregolavano"]) {
      expect(lexicon.check(w, "torneo"), w).toMatchObject({ verdict: "dubious", reason: "UNATTESTED" });
      expect(lexicon.check(w, "scuola").verdict, w).toBe("invalid");
    }
    expectValid(["papillare", "papillari", "irregolare", "irregolari", "regolavano"]);
  });

  test("morph-it's compounds of fare conjugated as -are verbs are no words where dictionary-it conjugates them (precision sample: TORREFASTI)", () => {
    expectNoWord(["torrefasti", "torrefata", "soddisfando", "contraffata", "tumefavano"]);
    // Their real forms, and the pronouns on their gerunds (soddisfacendo: soddisfare).
    for (const w of ["torrefatta", "soddisfacendolo", "contraffatto", "tumefatto", "disfacendolo", "riattraendolo"])
      expect(lexicon.check(w, "torneo").verdict, w).toBe("valid");
  });

  test("a gerund or participle of no verb takes no pronoun (precision sample: RELATALA)", () => {
    expectNoWord(["relatala", "allorquandolo", "quandolo", "reverendolo"]);
    expectValid(["relato", "allorquando", "reverendo"]);
  });

  test("scuola refuses ORGANUM, SBUZZA, UZZA: a Latin word and two regional lemmas of non-parole.txt, in every form", () => {
    for (const w of ["organum", "sbuzza", "sbuzzare", "sbuzzano", "sbuzzato", "sbuzzandolo", "uzza", "uzze"]) {
      for (const profile of ["scuola", "torneo"] as const) {
        expect(lexicon.check(w, profile), w).toMatchObject({ verdict: "invalid", reason: "NOT_IN_DICTIONARY" });
      }
    }
    // Their neighbours stay words: uzzolo (a whim), buzzo, the verbs in -uzzare.
    for (const w of ["uzzolo", "buzzo", "sminuzza", "spruzza"]) expect(lexicon.check(w, "scuola").verdict, w).toBe("valid");
  });

  test("Art. 4.2 does not exclude numerals: every profile accepts them, scuola with a note", () => {
    expect(lexicon.check("trentadue", "torneo").verdict).toBe("valid");
    expect(lexicon.check("tredicesima", "torneo").verdict).toBe("valid");
    expect(lexicon.check("centesimo", "torneo").verdict).toBe("valid");
    expect(lexicon.check("trentadue", "scuola")).toMatchObject({ verdict: "valid", reason: "NUMERAL" });
    expect(lexicon.check("trentadue", "libero").verdict).toBe("valid");
    expect(lexicon.check("trenta", "torneo").verdict).toBe("valid");
  });
});

describe("input is normalised, bad input is explained, nothing throws", () => {
  test("case and surrounding spaces do not matter", () => {
    for (const w of ["  Casa ", "CASA", "cAsA", "\tcasa\n"]) expect(lexicon.check(w, "torneo")).toMatchObject({ word: "CASA", verdict: "valid" });
  });

  test.each<[string, Reason, string]>([
    ["123", "INVALID_CHARACTERS", "cifre"],
    ["casa2", "INVALID_CHARACTERS", "cifre"],
    ["дом", "INVALID_CHARACTERS", "alfabeto italiano"],
    ["家", "INVALID_CHARACTERS", "alfabeto italiano"],
    ["ca sa", "INVALID_CHARACTERS", "spazi"],
    ["l'amico", "INVALID_CHARACTERS", "apostrofo"],
    ["casa\u0308", "INVALID_CHARACTERS", "«ä»"], // a combining diaeresis composes to ä, not Italian
    ["\u0301", "INVALID_CHARACTERS", "U+0301"],
    ["   ", "EMPTY", "Scrivi"],
    ["a".repeat(41), "TOO_LONG", "40"],
    ["jeans", "LETTER_NOT_IN_DECK", "J"],
    ["whisky", "LETTER_NOT_IN_DECK", "W, K, Y"],
  ])("%j → %s", (input, reason, inHint) => {
    const r = lexicon.check(input, "torneo");
    expect(r).toMatchObject({ verdict: "invalid", reason, ok: false, input });
    expect(r.hint).toContain(inHint);
  });

  test("an unknown profile is a clear error", () => {
    expect(() => lexicon.check("casa", "olimpico" as never)).toThrow(/Profilo sconosciuto/);
  });
});

describe("a verdict's texts need JSON escaping only when its input does (burraco word check prints them as they are)", () => {
  // What JSON escapes in a string: quotes, backslashes, control characters, lone surrogates.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are exactly what JSON escapes.
  const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

  test("every real spelling the dictionary can name (its recipes) is plain text", () => {
    const header = readArtefactHeader(readFileSync(lexiconPaths().artefact));
    const recipes = header.explanations.recipes.flat();
    expect(recipes.length).toBeGreaterThan(10);
    expect(recipes.filter((recipe) => ESCAPED.test(recipe))).toEqual([]);
  });

  test("hints, spellings and bases of every reason, category and profile, over a sample of words and near misses", () => {
    const inputs = ["zzzz", "roma", "citta", "bell", "onu", "ecc", "gattino", "re", "po'", "tè", "kiwi", "", " ", "x".repeat(41), "casa!", "123"];
    inputs.push("trentadue", "mangiarlo", "mangiar", "bel", "saperai", "casetta", "librone", "arrivarlo", "caffe", "perche");
    let i = 0;
    lexicon.forEachWord((word) => {
      if (i++ % 25 === 0) inputs.push(word.toLowerCase(), word.slice(1), `${word}A`);
    });
    const reasons = new Set<Reason | null>();
    const unescaped: string[] = [];
    for (const profile of ["torneo", "scuola", "libero"] as const) {
      for (const input of inputs) {
        const r = lexicon.check(input, profile);
        reasons.add(r.reason);
        for (const text of [r.hint, r.spelling ?? "", r.base ?? ""]) if (ESCAPED.test(text)) unescaped.push(`${input}: ${text}`);
      }
    }
    expect([...REASONS].filter((r) => !reasons.has(r))).toEqual([]);
    expect(unescaped).toEqual([]);
  });

  test("an input with such characters brings them into the hint", () => {
    expect(lexicon.check('"casa"', "torneo").hint).toContain('«"»');
  });
});
