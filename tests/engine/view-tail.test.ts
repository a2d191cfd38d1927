/**
 * A move's answer carries only the public log's events the client has not seen (`viewAfter`,
 * a SeatViewTail), and the client joins them to the view it holds (`mergeView`): the result
 * must be the very `viewFor` of the true state, at every step of real deals — the log's cap
 * (PUBLIC_LOG_LENGTH), the deal's end and the next deal included.
 */
import { describe, expect, test } from "vitest";
import { type MatchState, mergeView, PUBLIC_LOG_LENGTH, type Seat, viewAfter, viewFor } from "~/engine";
import { realLexicon } from "../lexicon/real-lexicon";
import { actor, drive, newMatch } from "./drive";

const lexicon = realLexicon();

/** Every state of a 4-player match, `states[k]` at version k: a few deals, the log full for most of it. */
function playedStates(): MatchState[] {
  const start = newMatch({ players: 4 }, "cronaca-a-pezzi");
  const states: MatchState[] = [start];
  drive(start, lexicon, { maxActions: 300, choiceSeed: 5, onStep: ({ after }) => states.push(after) });
  return states;
}

const states = playedStates();
const last = states.at(-1)!;

describe("viewAfter: a move's answer, its log cut to the events after the version it was decided on", () => {
  test("the match played is a real test: the log reaches its cap, deals end, some moves leave several events", () => {
    expect(last.version).toBe(300);
    expect(last.log).toHaveLength(PUBLIC_LOG_LENGTH);
    expect(last.deal.number).toBeGreaterThan(0);
    const perVersion = states.slice(1).map((s) => s.log!.filter((e) => e.version === s.version).length);
    expect(Math.max(...perVersion)).toBeGreaterThan(1);
  });

  test("answering the move that made version k: only that move's events, logFrom k-1, the rest of the view whole", () => {
    for (let k = 1; k < states.length; k++) {
      const seat = actor(states[k - 1]!);
      const whole = viewFor(states[k]!, seat);
      const answer = viewAfter(states[k]!, seat, k - 1);
      const own = states[k]!.log!.filter((event) => event.version === k);
      expect(own.length, `version ${k}`).toBeGreaterThan(0);
      expect(answer, `version ${k}`).toEqual({ ...whole, logFrom: k - 1, log: own });
    }
  });

  test("a client two versions behind gets the events of both, in order", () => {
    for (let k = 2; k < states.length; k++) {
      const answer = viewAfter(states[k]!, null, k - 2);
      const both = states[k]!.log!.filter((event) => event.version === k - 1 || event.version === k);
      expect(answer.log, `version ${k}`).toEqual(both);
      expect(new Set(answer.log.map((event) => event.version)), `version ${k}`).toEqual(new Set([k - 1, k]));
    }
  });
});

describe("mergeView: the view a client holds joined with a move's answer is viewFor of the true state", () => {
  test("from the view the move was decided on, 1, 2 or 3 versions back, at every step, for every seat", () => {
    for (let k = 1; k < states.length; k++) {
      for (const lag of [1, 2, 3].filter((n) => n <= k)) {
        const seat = (k % 4) as Seat;
        const known = viewFor(states[k - lag]!, seat);
        expect(mergeView(known, viewAfter(states[k]!, seat, k - lag)), `version ${k}, ${lag} behind`).toEqual(viewFor(states[k]!, seat));
      }
    }
  });

  test("a client further behind than the log is long gets the whole log from the tail alone", () => {
    const answer = viewAfter(last, 2, 0);
    expect(answer.log).toEqual(last.log);
    expect(mergeView(viewFor(states[0]!, 2), answer)).toEqual(viewFor(last, 2));
  });

  test("a live update that came before the answer: the same view again, or the newer one kept", () => {
    for (let k = 1; k + 1 < states.length; k += 7) {
      const answer = viewAfter(states[k]!, 1, k - 1);
      expect(mergeView(viewFor(states[k]!, 1), answer), `version ${k}`).toEqual(viewFor(states[k]!, 1));
      const newer = viewFor(states[k + 1]!, 1);
      expect(mergeView(newer, answer), `version ${k}`).toBe(newer);
    }
  });

  test("a whole view (a retry's or a stale move's answer) replaces the one held, log and all", () => {
    const whole = viewFor(states[250]!, 0);
    expect(mergeView(viewFor(states[100]!, 0), whole)).toBe(whole);
  });

  test("a tail is never a whole view: `logFrom` tells them apart (null: the whole log)", () => {
    expect(viewFor(last, 0).logFrom).toBeNull();
    expect(viewAfter(last, 0, 299).logFrom).toBe(299);
    expect(mergeView(viewFor(states[299]!, 0), viewAfter(last, 0, 299)).logFrom).toBeNull();
  });
});
