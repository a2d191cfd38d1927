/**
 * The text of the API's answers (src/server/http/answer-json.ts): what a client parses must
 * be exactly JSON.stringify's text, whether an event's text is computed now or reused from an
 * earlier answer, and whatever strings the answer holds.
 */
import { describe, expect, test, vi } from "vitest";
import { type MatchState, type Seat, viewFor } from "~/engine";
import { simulateMatch } from "~/engine/simulate";
import { answerJson } from "~/server/http/answer-json";
import { realLexicon } from "../lexicon/real-lexicon";

const lexicon = realLexicon();

/** A move's answer as tRPC words it: `{ result: { data: { ok, duplicate, view } } }`. */
function moveAnswer(state: MatchState, seat: Seat) {
  return { result: { data: { ok: true, duplicate: false, view: viewFor(state, seat) } } };
}

/** Every state of a simulated deal of 2 (a few hundred moves, a full 60-event log most of the time). */
function statesOfADeal(): MatchState[] {
  const states: MatchState[] = [];
  simulateMatch({ players: 2, wordProfile: "libero" }, "answer-json", lexicon, { maxDeals: 1, afterAction: (state) => states.push(state) });
  return states;
}

describe("answerJson", () => {
  test("every answer of a whole deal is JSON.stringify's text, byte for byte, for both seats", () => {
    const states = statesOfADeal();
    expect(states.length).toBeGreaterThan(60);
    expect(states.some((state) => (state.log ?? []).length === 60)).toBe(true);
    for (const state of states) {
      for (const seat of [0, 1] as const) {
        const answer = moveAnswer(state, seat);
        expect(answerJson(answer)).toBe(JSON.stringify(answer));
      }
    }
  });

  test("the next move's answer computes the text of its new events only: the others are reused", () => {
    const states = statesOfADeal();
    const i = states.findIndex((state) => (state.log ?? []).length === 60);
    const [before, after] = [states[i]!, states[i + 1]!];
    answerJson(moveAnswer(before, 0));
    const known = new Set(before.log);
    const fresh = (after.log ?? []).filter((event) => !known.has(event)).length;
    expect(fresh).toBeLessThan(10);
    const stringify = vi.spyOn(JSON, "stringify");
    try {
      const answer = moveAnswer(after, 1);
      const text = answerJson(answer);
      // One call for the answer without its log, one per event the earlier answer did not carry.
      expect(stringify).toHaveBeenCalledTimes(1 + fresh);
      stringify.mockRestore();
      expect(text).toBe(JSON.stringify(answer));
    } finally {
      stringify.mockRestore();
    }
  });

  test("a whole 4-player match (deal ends, next deals, the match's end): JSON.stringify's text", () => {
    let answers = 0;
    const kinds = new Set<string>();
    simulateMatch({ players: 4, wordProfile: "libero", deals: 2 }, "answer-json-4", lexicon, {
      afterAction: (state) => {
        for (const event of state.log ?? []) kinds.add(event.kind);
        for (const seat of [0, 1, 2, 3] as const) {
          const answer = moveAnswer(state, seat);
          expect(answerJson(answer)).toBe(JSON.stringify(answer));
          answers++;
        }
      },
    });
    expect(answers).toBeGreaterThan(400);
    for (const kind of ["draw", "discard", "meld", "match-end"]) expect(kinds).toContain(kind);
  });

  test("a string that spells the placeholder elsewhere in the answer: still JSON.stringify's text", () => {
    const state = statesOfADeal().at(-1)!;
    const answer = { result: { data: { ok: true, duplicate: false, note: "\u0000answer-json:log\u0000", view: viewFor(state, 0) } } };
    expect(answerJson(answer)).toBe(JSON.stringify(answer));
  });

  test("answers without a view (an error, a table's links) are JSON.stringify's text", () => {
    const answers = [
      { error: { message: "Tavolo non trovato.", code: -32004, data: { code: "NOT_FOUND", httpStatus: 404 } } },
      { result: { data: { gameId: "abc", seatLinks: ["/tavolo/abc?posto=x"] } } },
      { result: { data: { view: { log: "not a list" } } } },
      { result: { data: null } },
    ];
    for (const answer of answers) expect(answerJson(answer)).toBe(JSON.stringify(answer));
  });
});
