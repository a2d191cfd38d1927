/**
 * src/bots/suggest.ts (issue #16): the Suggerimento's word and "Parole che potevi fare", from
 * one seat's view with the real dictionary: legal by the engine's own `check`, deterministic,
 * blind to every card the seat may not see, and an addition when no new word can be laid.
 */
import { describe, expect, test } from "vitest";

import { MISSED_WORDS, missedWords, suggestWord } from "~/bots/suggest";
import { check, createMatch, type MatchState, parseCard, play, viewFor } from "~/engine";
import { setUpScenario, type ScenarioPosition } from "~/engine/scenario";
import { realLexicon } from "../lexicon/real-lexicon";
import { seededRandom } from "../lexicon/seeded-random";
import { shuffleHidden } from "../engine/hidden";

const lexicon = realLexicon();
const RULES = { players: 2 as const, wordProfile: "scuola" as const, hints: { perDeal: 3, cost: 0 } };

function position(hand: string[], melds: string[][], discard = ["R:E"]): MatchState {
  const p: ScenarioPosition = {
    dealer: 1,
    turn: 0,
    phase: "play",
    hands: [hand, ["R:B", "R:Z", "N:E"]],
    pozzetti: [null, null],
    discard,
    stock: ["R:O", "R:P", "R:S", "R:I", "R:U"],
    melds: [melds, []],
  };
  return setUpScenario({ rules: RULES, position: p, actions: [] });
}

/** The seat to play of a dealt match, after its draw. */
function drawn(seed: string): MatchState {
  const state = createMatch(RULES, seed);
  const result = play(state, state.deal.turn, { do: "draw" }, lexicon);
  if (!result.ok) throw new Error(result.error.code);
  return result.state;
}

describe("suggestWord: the Suggerimento", () => {
  test.each(["hint-a", "hint-b", "hint-c", "hint-d"])("deal %s: a meld the engine accepts now, the same for every arrangement of the hidden cards", (seed) => {
    const state = drawn(seed);
    const seat = state.deal.turn;
    const suggestion = suggestWord(viewFor(state, seat), state.rules, lexicon);
    if (suggestion.kind !== "meld") throw new Error(`no meld for ${seed}`);
    expect(check(state, seat, { do: "meld", cards: suggestion.cards }, lexicon)).toBeNull();
    const random = seededRandom(7);
    for (let i = 0; i < 3; i++) {
      const other = shuffleHidden(state, seat, random);
      expect(suggestWord(viewFor(other, seat), other.rules, lexicon)).toEqual(suggestion);
    }
  });

  test("no new word in the hand: where its cards attach to a word of the line", () => {
    const state = position(["R:T", "R:A", "N:Z", "N:Q"], [["R:C", "R:A", "R:S", "R:A"]]);
    const suggestion = suggestWord(viewFor(state, 0), state.rules, lexicon);
    if (suggestion.kind !== "add") throw new Error(`expected an addition, got ${suggestion.kind}`);
    expect(suggestion).toMatchObject({ meld: 0, before: "CASA" });
    expect(check(state, 0, { do: "add", meld: 0, cards: suggestion.cards, word: suggestion.word }, lexicon)).toBeNull();
  });

  test("nothing to lay: none; and nothing for a seat not to play", () => {
    const state = position(["R:T", "N:Z", "N:Q"], []);
    expect(suggestWord(viewFor(state, 0), state.rules, lexicon)).toEqual({ kind: "none" });
    expect(suggestWord(viewFor(state, 1), state.rules, lexicon)).toEqual({ kind: "none" });
  });
});

describe("missedWords: Parole che potevi fare", () => {
  test("at a deal's end: the best words of the hand or the monte scarti as left, one colour, at most one wild (Art. 4.2), by card points", () => {
    const state = position(["R:T", "R:A", "N:Z"], [], ["N:M", "N:A", "N:R", "N:E", "R:O"]);
    const over = structuredClone(state);
    over.deal.phase = "over";
    const words = missedWords(viewFor(over, 0), over.rules, lexicon);
    expect(words.length).toBe(MISSED_WORDS);
    expect(words.map((w) => w.value)).toEqual([...words.map((w) => w.value)].sort((a, b) => b - a));
    for (const w of words) {
      expect(lexicon.check(w.word, "scuola").verdict).toBe("valid");
      const keys = w.cards.map((c) => parseCard(c)!.key);
      expect(keys.filter((k) => k === "P" || k === "J").length).toBeLessThanOrEqual(1);
    }
    // The hand (red T A, black Z) makes no word: all three are the pile's black M A R E.
    expect(words.map((w) => w.from)).toEqual(["monte scarti", "monte scarti", "monte scarti"]);
    for (const w of words) expect(w.cards.every((c) => c.startsWith("N:"))).toBe(true);
    // Before the end, nothing.
    expect(missedWords(viewFor(state, 0), state.rules, lexicon)).toEqual([]);
  });
});
