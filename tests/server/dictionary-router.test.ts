/**
 * The dictionary router against the real lexicon (src/lexicon, built by `npm run lexicon`),
 * called in-process through createCaller: the same path an HTTP request takes, minus HTTP.
 */
import { TRPCError } from "@trpc/server";
import { beforeAll, describe, expect, it } from "vitest";

import { openLexicon } from "~/lexicon";
import type { Lexicon } from "~/lexicon/types";
import { createCaller } from "~/server/api/root";
import { createDatabase } from "~/server/db";
import { rejectionOf } from "./rejections";
import { testContext, testServices } from "./tables";

let api: ReturnType<typeof createCaller>;
let lexicon: Lexicon;

beforeAll(async () => {
  lexicon = await openLexicon();
  // The dictionary does not touch the database; health.ping does a trivial query.
  api = createCaller(testContext(testServices(createDatabase({ url: ":memory:" }).db, lexicon)));
});

const rejection = (call: Promise<unknown>) => rejectionOf(call, TRPCError);

describe("dictionary.check", () => {
  it("accepts an everyday word (profile defaults to torneo)", async () => {
    const result = await api.dictionary.check({ word: "casa" });
    expect(result).toMatchObject({ word: "CASA", ok: true, verdict: "valid", profile: "torneo" });
  });

  // Art. 4.2: words whose spelling needs an accent cannot be shown by the cards.
  it("refuses citta, which needs an accent, and says how it is spelled", async () => {
    const result = await api.dictionary.check({ word: "citta", profile: "torneo" });
    expect(result).toMatchObject({ ok: false, verdict: "invalid", reason: "NEEDS_ACCENT" });
    expect(`${result.hint} ${result.spelling ?? ""}`).toContain("città");
  });

  it("rejects a 200-character word at the edge with BAD_REQUEST", async () => {
    const error = await rejection(api.dictionary.check({ word: "a".repeat(200) }));
    expect(error.code).toBe("BAD_REQUEST");
  });

  it("rejects an unknown profile with BAD_REQUEST", async () => {
    const error = await rejection(api.dictionary.check({ word: "casa", profile: "bar" as unknown as "torneo" }));
    expect(error.code).toBe("BAD_REQUEST");
  });
});

describe("dictionary.readings", () => {
  it("lists the letters a jolly can stand for in CA?A", async () => {
    const readings = await api.dictionary.readings({ pattern: "ca?a", wild: "jolly" });
    const words = readings.map((reading) => reading.word);
    expect(words).toContain("CASA");
    for (const reading of readings) expect(reading.word).toHaveLength(4);
  });

  it("rejects two wilds in one meld (Art. 4.2)", async () => {
    const error = await rejection(api.dictionary.readings({ pattern: "C??A", wild: "jolly" }));
    expect(error.code).toBe("BAD_REQUEST");
  });
});

describe("dictionary.find", () => {
  it("finds CASA among the words of CASAPT without a wild", async () => {
    const result = await api.dictionary.find({ letters: "casapt" });
    expect(result.words.map((found) => found.word)).toContain("CASA");
    for (const found of result.words) expect(found.wildAt).toBeNull();
  });

  // Art. 4.2: at least 3 cards, at most one wild per meld; the other letters come from the hand.
  it("finds words from CASAPT with a jolly, each spelled by the hand plus one wild", async () => {
    const result = await api.dictionary.find({ letters: "CASAPT", wild: "jolly" });
    expect(result.words.length).toBeGreaterThan(0);
    for (const found of result.words) {
      expect(found.length).toBeGreaterThanOrEqual(3);
      const hand = Array.from("CASAPT");
      Array.from(found.word).forEach((letter, index) => {
        if (index === found.wildAt) return;
        const at = hand.indexOf(letter);
        expect(at, `${found.word}: ${letter} is not in the hand`).toBeGreaterThanOrEqual(0);
        hand.splice(at, 1);
      });
    }
  });

  it("honours the limit and says the list was cut", async () => {
    const result = await api.dictionary.find({ letters: "CASAPTORE", wild: "jolly", limit: 3 });
    expect(result.words).toHaveLength(3);
    expect(result.truncated).toBe(true);
  });

  it.each([
    ["a letter that is not on the cards", { letters: "CASAK" }],
    ["more than 22 letters", { letters: "A".repeat(23) }],
    ["no letters", { letters: "" }],
    ["a limit above 500", { letters: "CASA", limit: 501 }],
  ])("rejects %s with BAD_REQUEST", async (_, input) => {
    const error = await rejection(api.dictionary.find(input));
    expect(error.code).toBe("BAD_REQUEST");
  });
});

describe("health.ping", () => {
  it("reports the database and the lexicon version", async () => {
    expect(await api.health.ping()).toEqual({
      ok: true,
      lexiconVersion: lexicon.version,
      db: "ok",
    });
  });
});
