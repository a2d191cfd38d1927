/**
 * Art. 7 (RULES §7), the time-out of a tournament turn: "sarà consentito far effettuare un giro
 * di gioco completo dopo lo scarto del cartaro della smazzata in corso, che sarà l'ultimo a
 * giocare"; a whistle during the dealing (or before the first draw) voids the deal.
 * Turns are played with `timeout` (a draw and the highest card discarded, §7): whole turns, no
 * words needed.
 */
import { describe, expect, test } from "vitest";
import { type Action, createMatch, type LoggedAction, type MatchState, type PublicEvent, play, replayLog, scoreDeal, viewFor } from "~/engine";
import type { Ruleset } from "~/engine/ruleset";
import { realLexicon } from "../lexicon/real-lexicon";

const lexicon = realLexicon();
const TIMED: Partial<Ruleset> = { players: 4, deals: 2, wordProfile: "libero" };

/** Plays an action that must be accepted: the new state and its public events. */
function accepted(state: MatchState, seat: number, action: Action): { state: MatchState; events: PublicEvent[] } {
  const result = play(state, seat, action, lexicon);
  if (!result.ok) throw new Error(`${JSON.stringify(action)} da ${seat}: ${result.error.code}`);
  return result;
}

function act(state: MatchState, seat: number, action: Action): MatchState {
  return accepted(state, seat, action).state;
}

/** Plays `turns` whole turns, each by the seat to play. */
function turns(state: MatchState, count: number): MatchState {
  let s = state;
  for (let i = 0; i < count; i++) s = act(s, s.deal.turn, { do: "timeout" });
  return s;
}

/** Whole turns until the deal is over; how many it took. */
function untilDealOver(state: MatchState): { state: MatchState; turns: number } {
  let s = state;
  let n = 0;
  while (s.deal.phase !== "over") {
    s = act(s, s.deal.turn, { do: "timeout" });
    n++;
    if (n > 200) throw new Error("la smazzata non finisce");
  }
  return { state: s, turns: n };
}

describe("Art. 7: time-out of a timed turn", () => {
  test("mid-round: the round ends with the dealer's discard, then one last full round, the dealer last; then the match ends", () => {
    let state = createMatch(TIMED, "art7-meta-giro");
    const dealer = state.deal.dealer;
    state = turns(state, 2);
    const called = accepted(state, 0, { do: "timeUp" });
    state = called.state;
    expect(viewFor(state, 1).dealerDiscardsLeft).toBe(2);
    expect(called.events.map((e) => e.kind)).toEqual(["time-up"]);
    // The two turns left in this round, then four: the deal is still on before the dealer's last discard.
    state = turns(state, 5);
    expect(state.deal.phase).not.toBe("over");
    expect(state.deal.turn).toBe(dealer);
    const last = accepted(state, dealer, { do: "timeout" });
    state = last.state;
    expect(state.deal.end).toEqual({ reason: "timeUp", seat: dealer });
    expect(last.events.map((e) => e.kind)).toEqual(["draw", "timeout", "last-round-end", "match-end"]);
    // No new deal starts: the match is over after one deal of the two.
    expect(state.scores).toHaveLength(1);
    expect(state.winner).not.toBeNull();
    const next = play(state, 0, { do: "nextDeal" }, lexicon);
    expect(next.ok ? "ok" : next.error.code).toBe("GAME_OVER");
  });

  test("the deal is scored as it stands, like one the tallone ended: no closing bonus, the cards in hand and a pozzetto not taken count against", () => {
    let state = turns(createMatch(TIMED, "art7-punteggio"), 3);
    state = act(state, 2, { do: "timeUp" });
    const before = untilDealOver(state).state;
    const score = before.scores[0]!;
    expect(score.every((line) => line.closing === 0)).toBe(true);
    expect(score.every((line) => line.hand < 0)).toBe(true);
    // The same sheet scoreDeal gives for the final position.
    expect(scoreDeal(before.deal, before.rules)).toEqual(score);
    expect(before.totals[0]).toBe(score[0]!.total);
  });

  test("at a round's start (the dealer has just discarded) that round is the last", () => {
    let state = createMatch(TIMED, "art7-inizio-giro");
    state = turns(state, 4);
    expect(state.deal.turn).toBe((state.deal.dealer + 1) % 4);
    state = act(state, 3, { do: "timeUp" });
    expect(state.deal.dealerDiscardsLeft).toBe(1);
    const { state: over, turns: played } = untilDealOver(state);
    expect(played).toBe(4);
    expect(over.deal.end?.reason).toBe("timeUp");
    expect(over.winner).not.toBeNull();
  });

  test("once the first player has drawn, the deal is on: the round in progress and one more", () => {
    let state = createMatch(TIMED, "art7-prima-pesca");
    state = act(state, state.deal.turn, { do: "draw" });
    state = act(state, 0, { do: "timeUp" });
    expect(state.deal.dealerDiscardsLeft).toBe(2);
    expect(untilDealOver(state).turns).toBe(8);
  });

  test("before the deal's first draw the deal is void: not played, not scored, the score is the previous deals'", () => {
    let state = createMatch(TIMED, "art7-distribuzione");
    const first = untilDealOver(state).state;
    state = act(first, 0, { do: "nextDeal" });
    const called = accepted(state, 1, { do: "timeUp" });
    state = called.state;
    expect(state.deal.phase).toBe("over");
    expect(state.deal.end?.reason).toBe("void");
    expect(state.scores).toHaveLength(1);
    expect(state.totals).toEqual(first.totals);
    expect(viewFor(state, 0).score).toBeNull();
    expect(called.events.map((e) => e.kind)).toEqual(["time-up", "match-end"]);
    expect(called.events[0]).toMatchObject({ kind: "time-up", dealerDiscards: 0 });
    const draw = play(state, state.deal.turn, { do: "draw" }, lexicon);
    expect(draw.ok ? "ok" : draw.error.code).toBe("GAME_OVER");
  });

  test("between deals: no new deal starts", () => {
    const first = untilDealOver(createMatch(TIMED, "art7-tra-smazzate")).state;
    expect(first.winner).toBeNull();
    const state = act(first, 2, { do: "timeUp" });
    expect(state.winner).not.toBeNull();
    expect(state.scores).toHaveLength(1);
    const next = play(state, 0, { do: "nextDeal" }, lexicon);
    expect(next.ok ? "ok" : next.error.code).toBe("GAME_OVER");
  });

  test("two players: the servito has played, so the dealer's discard ends this round and one more follows (3 turns)", () => {
    let state = turns(createMatch({ ...TIMED, players: 2 }, "art7-due"), 1);
    expect(state.deal.turn).toBe(state.deal.dealer);
    state = act(state, 0, { do: "timeUp" });
    const { state: over, turns: played } = untilDealOver(state);
    expect(played).toBe(3);
    expect(over.deal.end).toEqual({ reason: "timeUp", seat: over.deal.dealer });
    expect(over.winner).not.toBeNull();
  });

  test("a match with its time-out replays from its log to the same state (the server rebuilds its tables so)", () => {
    const log: LoggedAction[] = [];
    let state = createMatch(TIMED, "art7-replay");
    const record = (seat: number, action: Action) => {
      state = act(state, seat, action);
      log.push({ seq: state.version, seat, action });
    };
    for (let i = 0; i < 3; i++) record(state.deal.turn, { do: "timeout" });
    record(1, { do: "timeUp" });
    while (state.deal.phase !== "over") record(state.deal.turn, { do: "timeout" });
    expect(state.deal.end?.reason).toBe("timeUp");
    expect(replayLog(state.rules, "art7-replay", null, log)).toEqual(state);
  });

  test("only a timed match has a time-out, and the whistle blows once", () => {
    const friendly = play(createMatch({ players: 4, wordProfile: "libero" }, "art7-amichevole"), 0, { do: "timeUp" }, lexicon);
    expect(friendly.ok ? "ok" : friendly.error.code).toBe("NOT_A_TIMED_MATCH");
    const once = act(turns(createMatch(TIMED, "art7-due-volte"), 2), 0, { do: "timeUp" });
    const twice = play(once, 0, { do: "timeUp" }, lexicon);
    expect(twice.ok ? "ok" : twice.error.code).toBe("TIME_ALREADY_UP");
  });
});
