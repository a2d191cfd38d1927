/**
 * What `play` gives besides the new state (docs/engine.md "Using it"): the public events the
 * action added to the log and the dictionary's verdicts the rules decided it with, each word
 * asked once. Real dictionary: TASCA, SOLE, CASA are plain words; ROMA a proper noun, PERAB
 * no word at all (both refused under `torneo`).
 */
import { describe, expect, test } from "vitest";
import { type Action, type MatchState, type PlayResult, play, type Seat } from "~/engine";
import type { Ruleset } from "~/engine/ruleset";
import { type ScenarioPosition, setUpScenario } from "~/engine/scenario";
import type { Lexicon } from "~/lexicon/types";
import { realLexicon } from "../lexicon/real-lexicon";

const lexicon = realLexicon();

const ROMA = ["N:R", "N:O", "N:M", "N:A"];
const TASCA = ["R:T", "R:A", "R:S", "R:C", "R:A"];
const PERA = ["R:P", "R:E", "R:R", "R:A"];

/** Two players: seat 0 holds ROMA, the cards of TASCA and two loose cards; line 0 has PERA and SOL down. */
function position(phase: "draw" | "play"): ScenarioPosition {
  return {
    dealer: 1,
    turn: 0,
    phase,
    hands: [
      [...ROMA, ...TASCA, "R:E", "R:B", "N:Z"],
      ["N:B", "R:Z", "N:D"],
    ],
    pozzetti: [
      ["N:L", "N:L"],
      ["N:F", "N:F"],
    ],
    discard: ["N:E", "R:C"],
    stock: ["R:O", "R:P", "N:S", "N:I", "R:U", "N:O", "N:P", "N:U"],
    melds: [[PERA, ["R:S", "R:O", "R:L"]], []],
  };
}

function start(phase: "draw" | "play", rules: Partial<Ruleset> = {}): MatchState {
  return setUpScenario({ rules: { players: 2, wordProfile: "torneo", ...rules }, position: position(phase), actions: [] });
}

/** The real lexicon, counting how often each word is asked. */
function counting(): { lexicon: Lexicon; asked: Map<string, number> } {
  const asked = new Map<string, number>();
  return {
    asked,
    lexicon: {
      version: lexicon.version,
      check(input, profile) {
        asked.set(input, (asked.get(input) ?? 0) + 1);
        return lexicon.check(input, profile);
      },
      readings: (pattern, wild, profile) => lexicon.readings(pattern, wild, profile),
      findWords: (letters, wild, options) => lexicon.findWords(letters, wild, options),
    },
  };
}

function accepted(state: MatchState, seat: Seat, action: Action, lx: Lexicon = lexicon): Extract<PlayResult, { ok: true }> {
  const result = play(state, seat, action, lx);
  if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.error.code}`);
  // The events are exactly what the action added to the public log.
  expect(result.state.log!.slice(-result.events.length)).toEqual(result.events);
  expect(result.state.log!.length - (state.log?.length ?? 0)).toBe(result.events.length);
  return result;
}

describe("play: the public events and word verdicts of an action", () => {
  test("§3: a draw adds its one event and checks no word", () => {
    const { lexicon: lx, asked } = counting();
    const result = accepted(start("draw"), 0, { do: "draw" }, lx);
    expect(result.events).toEqual([{ version: 1, deal: 0, seat: 0, kind: "draw" }]);
    expect(result.words).toEqual([]);
    expect(asked.size).toBe(0);
  });

  test("Art. 4.2: a meld gives its event and the one verdict it was decided with, asked once", () => {
    const { lexicon: lx, asked } = counting();
    const result = accepted(start("play"), 0, { do: "meld", cards: TASCA }, lx);
    expect(result.events).toEqual([{ version: 1, deal: 0, seat: 0, kind: "meld", word: "TASCA", cards: TASCA }]);
    expect(result.words).toEqual([lexicon.check("TASCA", "torneo")]);
    expect(result.words[0]).toMatchObject({ word: "TASCA", verdict: "valid" });
    expect([...asked]).toEqual([["TASCA", 1]]);
  });

  test("Art. 4.7: an addition gives its event (the meld before and after) and the verdict of the new word", () => {
    const result = accepted(start("play"), 0, { do: "add", meld: 1, cards: ["R:E"], word: " sole " });
    expect(result.events).toEqual([{ version: 1, deal: 0, seat: 0, kind: "add", meld: 1, before: "SOL", word: "SOLE", cards: ["R:E"] }]);
    expect(result.words).toEqual([expect.objectContaining({ input: "SOLE", word: "SOLE", verdict: "valid" })]);
  });

  test("Art. 10.17: gioco al monte gives one verdict per meld it lays", () => {
    const result = accepted(start("draw", { giocoAlMonte: true }), 0, { do: "monte", melds: [["R:C", "R:A", "R:S", "R:A"]], pile: ["R:C"] });
    expect(result.events).toEqual([
      { version: 1, deal: 0, seat: 0, kind: "monte", melds: [{ word: "CASA", cards: ["R:C", "R:A", "R:S", "R:A"] }], fromPile: 1 },
    ]);
    expect(result.words.map((w) => [w.word, w.verdict])).toEqual([["CASA", "valid"]]);
  });

  test("a refused play gives its error only (the dictionary's refusal in `error.word`)", () => {
    const result = play(start("play"), 0, { do: "meld", cards: ROMA }, lexicon);
    expect(result).toMatchObject({ ok: false, error: { code: "WORD_INVALID", word: { word: "ROMA", verdict: "invalid" } } });
    expect(result).not.toHaveProperty("words");
  });
});

describe("play: the verdicts of the giudice di lingua's actions (RULES §9, Art. 8)", () => {
  test("RULES §9: a contest gives its event and the dictionary's verdict of the contested word, asked once", () => {
    const { lexicon: lx, asked } = counting();
    const result = accepted(start("play", { judge: "friendly" }), 0, { do: "contest", action: { do: "meld", cards: ROMA } }, lx);
    expect(result.events).toEqual([{ version: 1, deal: 0, seat: 0, kind: "contest", words: ["ROMA"], cards: ROMA }]);
    expect(result.words).toEqual([lexicon.check("ROMA", "torneo")]);
    expect(result.words[0]).toMatchObject({ word: "ROMA", ok: false, verdict: "invalid", reason: "PROPER_NOUN", source: "dictionary" });
    expect([...asked]).toEqual([["ROMA", 1]]);
  });

  test("RULES §9: a contested addition gives the verdict of the word it would make", () => {
    const result = accepted(start("play", { judge: "friendly" }), 0, { do: "contest", action: { do: "add", meld: 0, cards: ["R:B"], word: "perab" } });
    expect(result.events).toEqual([{ version: 1, deal: 0, seat: 0, kind: "contest", words: ["PERAB"], cards: ["R:B"] }]);
    expect(result.words).toEqual([expect.objectContaining({ word: "PERAB", verdict: "invalid", reason: "NOT_IN_DICTIONARY" })]);
  });

  test("RULES §9: a contest of a valid word is refused after one question to the dictionary (NOT_CONTESTABLE)", () => {
    const { lexicon: lx, asked } = counting();
    const result = play(start("play", { judge: "friendly" }), 0, { do: "contest", action: { do: "meld", cards: TASCA } }, lx);
    expect(result).toMatchObject({ ok: false, error: { code: "NOT_CONTESTABLE" } });
    expect([...asked]).toEqual([["TASCA", 1]]);
  });

  test("RULES §9: the approving ruling lays the play without asking the dictionary: its events, no verdict", () => {
    const pending = accepted(start("play", { judge: "friendly" }), 0, { do: "contest", action: { do: "meld", cards: ROMA } }).state;
    const { lexicon: lx, asked } = counting();
    const result = accepted(pending, 0, { do: "ruling", approve: true }, lx);
    expect(result.events).toEqual([
      { version: 2, deal: 0, seat: 0, kind: "ruling", request: "contest", against: 0, words: ["ROMA"], approve: true, outcome: "stands", reason: null },
      { version: 2, deal: 0, seat: 0, kind: "meld", word: "ROMA", cards: ROMA },
    ]);
    expect(result.words).toEqual([]);
    expect(asked.size).toBe(0);
  });

  test("Art. 8: a challenge gives its event and no verdict (the word was judged when it was played)", () => {
    const melded = accepted(start("play", { judge: "tournament" }), 0, { do: "meld", cards: TASCA }).state;
    const { lexicon: lx, asked } = counting();
    const result = accepted(melded, 1, { do: "challenge", line: 0, meld: 2 }, lx);
    expect(result.events).toEqual([{ version: 2, deal: 0, seat: 1, kind: "challenge", against: 0, words: ["TASCA"] }]);
    expect(result.words).toEqual([]);
    expect(asked.size).toBe(0);
  });
});
