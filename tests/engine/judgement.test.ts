/**
 * Issue #5, the giudice di lingua in the engine (RULES §9; seed 002 Art. 8, 9.1, 10.2, 10.4,
 * 10.11): contest ("parola al giudice") and challenge, one stored pending state, the ruling,
 * penalised cards. Real dictionary: ROMA is a proper noun (invalid everywhere), CASETTA an
 * altered noun (dubious under `torneo`, valid under `libero`).
 */
import { describe, expect, test } from "vitest";
import {
  type Action,
  createMatch,
  DECK_SIZE,
  defaultRuling,
  isWild,
  kindOf,
  legalActions,
  makeCard,
  type MatchState,
  play,
  replayLexiconFor,
  scoreDeal,
  timeAllowed,
  viewFor,
} from "~/engine";
import type { Ruleset } from "~/engine/ruleset";
import { type ScenarioPosition, setUpScenario } from "~/engine/scenario";
import type { Seat } from "~/engine/state";
import type { Lexicon } from "~/lexicon/types";
import { seededRandom } from "../lexicon/seeded-random";
import { realLexicon } from "../lexicon/real-lexicon";
import { everyCard } from "./every-card";

const lexicon = realLexicon();

const ROMA = ["N:R", "N:O", "N:M", "N:A"];
const CASETTA = ["R:C", "R:A", "R:S", "R:E", "R:T", "R:T", "R:A"];
const PERA = ["R:P", "R:E", "R:R", "R:A"];
const STOCK = ["R:O", "R:P", "N:S", "N:I", "R:U", "N:O", "N:P", "N:U"];

/** Two players: seat 0 to play, holding ROMA, CASETTA and two loose cards; line 0 has PERA down. */
function twoPlayers(phase: "draw" | "play" = "play"): ScenarioPosition {
  return {
    dealer: 1,
    turn: 0,
    phase,
    hands: [
      [...ROMA, ...CASETTA, "R:B", "N:Z"],
      ["N:B", "R:Z", "N:D"],
    ],
    pozzetti: [
      ["N:L", "N:L"],
      ["N:F", "N:F"],
    ],
    discard: ["N:E"],
    stock: STOCK,
    melds: [[PERA], []],
  };
}

/** Four players: seat 0 (line 0 with seat 2) to play; seats 1 and 3 are the opponents. */
function fourPlayers(): ScenarioPosition {
  return {
    dealer: 3,
    turn: 0,
    phase: "play",
    hands: [
      [...CASETTA, "R:S", "N:B", "N:Z"],
      ["N:D", "N:D"],
      ["N:F", "N:F"],
      ["N:G", "N:G"],
    ],
    pozzetti: [["N:L"], ["N:L"]],
    discard: ["N:E"],
    stock: STOCK,
    melds: [[PERA], []],
  };
}

function start(position: ScenarioPosition, rules: Partial<Ruleset>): MatchState {
  return setUpScenario({ rules: { players: position.hands.length as 2 | 4, wordProfile: "torneo", ...rules }, position, actions: [] });
}

function ok(state: MatchState, seat: Seat, action: Action, lx: Lexicon = lexicon): MatchState {
  const result = play(state, seat, action, lx);
  if (!result.ok) throw new Error(`${JSON.stringify(action)} → ${result.error.code}`);
  return result.state;
}

function refused(state: MatchState, seat: Seat, action: Action): string {
  const result = play(state, seat, action, lexicon);
  if (result.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  return result.error.code;
}

function hand(state: MatchState, seat: Seat): string[] {
  return state.deal.hands[seat]!.map(makeCard).sort();
}

function words(state: MatchState, line: number): string[] {
  return viewFor(state, null).lines[line]!.melds.map((m) => m.word);
}

function expectConserved(before: MatchState, after: MatchState): void {
  const a = everyCard(before.deal).sort((x, y) => x - y);
  const b = everyCard(after.deal).sort((x, y) => x - y);
  expect(b).toEqual(a);
  // Penalised cards are hand cards (Art. 10.11: in the culprit's possession).
  (after.deal.penalised ?? []).forEach((ids, seat) => {
    for (const id of ids) expect(after.deal.hands[seat]).toContain(id);
  });
}

const CONTEST_ROMA: Action = { do: "contest", action: { do: "meld", cards: ROMA } };

describe("contest: parola al giudice (RULES §9)", () => {
  test("a word the dictionary refuses goes to the judge: a stored, public pending state; the cards stay in the hand", () => {
    const before = start(twoPlayers(), { judge: "friendly" });
    expect(refused(before, 0, { do: "meld", cards: ROMA })).toBe("WORD_INVALID");
    const pending = ok(before, 0, CONTEST_ROMA);
    expect(pending.deal.judgement).toMatchObject({ kind: "contest", by: 0, against: 0, line: 0, meld: null, words: ["ROMA"] });
    expect(hand(pending, 0)).toEqual(hand(before, 0));
    expectConserved(before, pending);
    for (const seat of [0, 1, null]) {
      expect(viewFor(pending, seat).judgement).toEqual({
        kind: "contest",
        by: 0,
        against: 0,
        line: 0,
        meld: null,
        words: ["ROMA"],
        cards: ROMA,
        afterDiscard: false,
        defaultApprove: false,
      });
    }
    // The state is plain data: stored and read back (a restart), it is the same request.
    const restored = JSON.parse(JSON.stringify(pending)) as MatchState;
    expect(ok(restored, 0, { do: "ruling", approve: true })).toEqual(ok(pending, 0, { do: "ruling", approve: true }));
  });

  test("while the judge decides nothing else can be played, by anyone; the ruling is logged under the asking seat", () => {
    const pending = ok(start(twoPlayers(), { judge: "friendly" }), 0, CONTEST_ROMA);
    const tries: [Seat, Action][] = [
      [0, { do: "discard", card: "R:B" }],
      [0, { do: "meld", cards: ["R:T", "R:A", "R:S", "R:C", "R:A"] }],
      [0, { do: "timeout" }],
      [0, CONTEST_ROMA],
      [1, { do: "challenge", line: 0, meld: 0 }],
      [1, { do: "draw" }],
    ];
    for (const [seat, action] of tries) {
      const code = refused(pending, seat, action);
      expect([code, action.do]).toEqual([seat === 1 && action.do === "draw" ? "WAITING_FOR_JUDGE" : "WAITING_FOR_JUDGE", action.do]);
    }
    expect(refused(pending, 1, { do: "ruling", approve: true })).toBe("RULING_WRONG_SEAT");
    expect(legalActions(pending, 0, lexicon)).toEqual([
      { do: "ruling", approve: true },
      { do: "ruling", approve: false },
    ]);
    expect(legalActions(pending, 1, lexicon)).toEqual([]);
    expect(defaultRuling(pending)).toEqual({ seat: 0, action: { do: "ruling", approve: false } });
  });

  test("the table's timers pause while a request waits (timeAllowed null), and run again after the ruling", () => {
    const before = start(twoPlayers(), { judge: "friendly", timers: true });
    expect(timeAllowed(before)).not.toBeNull();
    const pending = ok(before, 0, CONTEST_ROMA);
    expect(timeAllowed(pending)).toBeNull();
    expect(viewFor(pending, 1).time).toBeNull();
    expect(timeAllowed(ok(pending, 0, { do: "ruling", approve: false }))).toEqual(timeAllowed(before));
  });

  test("approved: the meld stands as laid, the dictionary bypassed for that word only; it cannot be challenged", () => {
    const pending = ok(start(twoPlayers(), { judge: "friendly" }), 0, CONTEST_ROMA);
    const after = ok(pending, 0, { do: "ruling", approve: true });
    expect(after.deal.judgement).toBeNull();
    expect(words(after, 0)).toEqual(["PERA", "ROMA"]);
    expect(hand(after, 0)).toEqual([...CASETTA, "R:B", "N:Z"].sort());
    expect(after.deal.phase).toBe("play");
    expectConserved(pending, after);
    expect(refused(after, 1, { do: "challenge", line: 0, meld: 1 })).toBe("ALREADY_JUDGED");
    // Only that word: another invalid word is still refused by the dictionary.
    expect(refused(after, 0, { do: "add", meld: 0, cards: ["R:B"], word: "PERAB" })).toBe("WORD_INVALID");
  });

  test("a dubious word (an altered noun under `torneo`) may be contested too; approved it is a clean burraco", () => {
    const state = start(twoPlayers(), { judge: "tournament" });
    expect(refused(state, 0, { do: "meld", cards: CASETTA })).toBe("WORD_DUBIOUS");
    const after = ok(ok(state, 0, { do: "contest", action: { do: "meld", cards: CASETTA } }), 0, { do: "ruling", approve: true });
    expect(viewFor(after, 1).lines[0]!.melds[1]).toMatchObject({ word: "CASETTA", burraco: "pulito" });
  });

  test("an addition can be contested: approved, the meld becomes the new word", () => {
    const state = start(twoPlayers(), { judge: "friendly" });
    const pending = ok(state, 0, { do: "contest", action: { do: "add", meld: 0, cards: ["R:B"], word: "perab" } });
    expect(pending.deal.judgement).toMatchObject({ meld: 0, words: ["PERAB"], cards: ["R:B"] });
    expect(words(ok(pending, 0, { do: "ruling", approve: true }), 0)).toEqual(["PERAB"]);
  });

  test("rejected at a friendly table: nothing was laid, the player goes on playing (melds, discards)", () => {
    const before = start(twoPlayers(), { judge: "friendly" });
    const after = ok(ok(before, 0, CONTEST_ROMA), 0, { do: "ruling", approve: false });
    expect(after.deal.judgement).toBeNull();
    expect(hand(after, 0)).toEqual(hand(before, 0));
    expect(words(after, 0)).toEqual(["PERA"]);
    expect(after.deal.penalised).toBeUndefined();
    // RULES §9: the judge has decided on ROMA; asking again in the same turn is refused, nothing changes.
    expect(refused(after, 0, CONTEST_ROMA)).toBe("ALREADY_RULED");
    // Every page knows it (the table does not offer the judge again for ROMA), until the turn ends.
    for (const seat of [0, 1, null]) expect(viewFor(after, seat).ruledOut).toEqual(["ROMA"]);
    expect(viewFor(before, 0).ruledOut).toEqual([]);
    const next = ok(after, 0, { do: "discard", card: "N:O" });
    expect(viewFor(next, 1).ruledOut).toEqual([]);
    const played = ok(after, 0, { do: "meld", cards: ["R:T", "R:A", "R:S", "R:C", "R:A"] });
    expect(words(played, 0)).toEqual(["PERA", "TASCA"]);
  });

  test("rejected at a tournament table: Art. 10.2 — the cards become penalised (Art. 10.11) and the player must discard at once (Art. 9.1)", () => {
    const before = start(twoPlayers(), { judge: "tournament" });
    const after = ok(ok(before, 0, CONTEST_ROMA), 0, { do: "ruling", approve: false });
    expectConserved(before, after);
    for (const seat of [0, 1, null]) expect(viewFor(after, seat).penalised).toEqual([["N:A", "N:M", "N:O", "N:R"], []]);
    expect(viewFor(after, 0).hand).toEqual(hand(before, 0));
    expect(refused(after, 0, { do: "meld", cards: ["R:T", "R:A", "R:S", "R:C", "R:A"] })).toBe("MUST_DISCARD_NOW");
    expect(refused(after, 0, { do: "contest", action: { do: "meld", cards: ROMA } })).toBe("MUST_DISCARD_NOW");
    // Art. 10.11: discarded from the highest value: N:R or N:M (10) before N:O, N:A (5) or a free card.
    expect(refused(after, 0, { do: "discard", card: "N:O" })).toBe("PENALISED_FIRST");
    expect(refused(after, 0, { do: "discard", card: "R:B" })).toBe("PENALISED_FIRST");
    expect(legalActions(after, 0, lexicon)).toEqual([
      { do: "discard", card: "N:R" },
      { do: "discard", card: "N:M" },
    ]);
    const discarded = ok(after, 0, { do: "discard", card: "N:M" });
    expect(viewFor(discarded, null).penalised[0]).toEqual(["N:A", "N:O", "N:R"]);
    expect(discarded.deal.mustDiscard).toBeNull();
  });

  test("penalised cards: never played again, one discarded per turn from the highest (the time-out too), negative in the score (Art. 10.11)", () => {
    let state = ok(ok(start(twoPlayers(), { judge: "tournament" }), 0, CONTEST_ROMA), 0, { do: "ruling", approve: false });
    state = ok(state, 0, { do: "discard", card: "N:R" });
    state = ok(ok(state, 1, { do: "draw" }), 1, { do: "discard", card: "N:B" });
    state = ok(state, 0, { do: "draw" });
    // A new turn: free cards may be played, penalised ones may not.
    expect(refused(state, 0, { do: "add", meld: 0, cards: ["N:A"], word: "PERAA" })).toBe("CARD_PENALISED");
    expect(refused(state, 0, { do: "meld", cards: ["N:M", "N:A", "N:R", "N:O"] })).toBe("CARD_PENALISED");
    state = ok(state, 0, { do: "meld", cards: ["R:T", "R:A", "R:S", "R:C", "R:A"] });
    // The score as it stands: the penalised cards are in the hand, counted negative.
    const inHand = -state.deal.hands[0]!.reduce((sum, id) => sum + (kindOf(id).type === "letter" ? letterValue(makeCard(id)) : 0), 0);
    expect(scoreDeal(state.deal, state.rules)[0]!.hand).toBe(inHand);
    expect(state.deal.hands[0]!.map(makeCard)).toEqual(expect.arrayContaining(["N:M", "N:O", "N:A"]));
    // The time-out discards the penalised card of highest value for the player.
    const timedOut = ok(state, 0, { do: "timeout" });
    expect(makeCard(timedOut.deal.discard.at(-1)!)).toBe("N:M");
    expect(viewFor(timedOut, 1).penalised[0]).toEqual(["N:A", "N:O"]);
  });

  test("refused when the word is valid, when another rule fails, out of turn, before drawing, or with no judge at the table", () => {
    const friendly = start(twoPlayers(), { judge: "friendly" });
    expect(refused(friendly, 0, { do: "contest", action: { do: "meld", cards: ["R:T", "R:A", "R:S", "R:C", "R:A"] } })).toBe("NOT_CONTESTABLE");
    expect(refused(friendly, 0, { do: "contest", action: { do: "meld", cards: ["N:R", "N:O", "N:M", "R:A"] } })).toBe("MIXED_COLOURS");
    expect(refused(friendly, 0, { do: "contest", action: { do: "meld", cards: ["N:R", "N:O"] } })).toBe("MELD_TOO_SHORT");
    expect(refused(friendly, 0, { do: "contest", action: { do: "add", meld: 0, cards: ["R:B"], word: "PERABB" } })).toBe("NO_ARRANGEMENT");
    expect(refused(friendly, 0, { do: "contest", action: { do: "discard", card: "R:B" } as never })).toBe("NOT_CONTESTABLE");
    expect(refused(friendly, 1, CONTEST_ROMA)).toBe("NOT_YOUR_TURN");
    expect(refused(start(twoPlayers("draw"), { judge: "friendly" }), 0, CONTEST_ROMA)).toBe("MUST_DRAW_FIRST");
    expect(refused(start(twoPlayers(), {}), 0, CONTEST_ROMA)).toBe("NO_JUDGE_AT_TABLE");
    expect(refused(start(twoPlayers(), {}), 1, { do: "challenge", line: 0, meld: 0 })).toBe("NO_JUDGE_AT_TABLE");
    expect(refused(friendly, 0, { do: "ruling", approve: true })).toBe("NO_PENDING_REQUEST");
  });
});

function letterValue(name: string): number {
  const letter = name.slice(2);
  return "HQZ".includes(letter) ? 15 : "AEIOU".includes(letter) ? 5 : 10;
}

describe("challenge: until the next player acts (Art. 8, 10.4)", () => {
  const rules = { judge: "friendly" as const, wordProfile: "libero" as const };
  const melded = () => ok(start(fourPlayers(), rules), 0, { do: "meld", cards: CASETTA });

  test("right after the meld an opponent may challenge; not the partner, not the player, not an older or unknown meld", () => {
    const state = melded();
    expect(viewFor(state, 1).challengeable).toEqual([{ line: 0, meld: 1, word: "CASETTA" }]);
    expect(legalActions(state, 1, lexicon)).toEqual([{ do: "challenge", line: 0, meld: 1 }]);
    expect(legalActions(state, 2, lexicon)).toEqual([]);
    expect(refused(state, 2, { do: "challenge", line: 0, meld: 1 })).toBe("NOT_AN_OPPONENT");
    expect(refused(state, 0, { do: "challenge", line: 0, meld: 1 })).toBe("NOT_AN_OPPONENT");
    expect(refused(state, 1, { do: "challenge", line: 0, meld: 0 })).toBe("NOT_CHALLENGEABLE");
    expect(refused(state, 1, { do: "challenge", line: 1, meld: 0 })).toBe("NOT_CHALLENGEABLE");
    const pending = ok(state, 3, { do: "challenge", line: 0, meld: 1 });
    expect(viewFor(pending, null).judgement).toEqual({
      kind: "challenge",
      by: 3,
      against: 0,
      line: 0,
      meld: 1,
      words: ["CASETTA"],
      cards: CASETTA,
      afterDiscard: false,
      defaultApprove: true,
    });
    expect(refused(pending, 0, { do: "discard", card: "N:Z" })).toBe("WAITING_FOR_JUDGE");
    expect(refused(pending, 0, { do: "ruling", approve: false })).toBe("RULING_WRONG_SEAT");
  });

  test("after the discard, until the next player draws; then the word stands (CHALLENGE_WINDOW_CLOSED)", () => {
    const discarded = ok(melded(), 0, { do: "discard", card: "N:Z" });
    expect(discarded.deal.turn).toBe(1);
    const pending = ok(discarded, 3, { do: "challenge", line: 0, meld: 1 });
    expect(pending.deal.judgement).toMatchObject({ afterDiscard: true, against: 0 });
    const drawn = ok(discarded, 1, { do: "draw" });
    expect(refused(drawn, 3, { do: "challenge", line: 0, meld: 1 })).toBe("CHALLENGE_WINDOW_CLOSED");
    expect(viewFor(drawn, 3).challengeable).toEqual([]);
  });

  test("rejected (the word stands): play goes on exactly where it was, and that word is not challenged again", () => {
    const discarded = ok(melded(), 0, { do: "discard", card: "N:Z" });
    const ruled = ok(ok(discarded, 1, { do: "challenge", line: 0, meld: 1 }), 1, { do: "ruling", approve: true });
    expect({ ...ruled.deal, window: null, judgement: null }).toEqual({ ...discarded.deal, window: null, judgement: null });
    expect(refused(ruled, 3, { do: "challenge", line: 0, meld: 1 })).toBe("ALREADY_JUDGED");
    ok(ruled, 1, { do: "draw" });
  });

  test("upheld before the discard, friendly: the cards go back to the hand and the player plays on", () => {
    const state = melded();
    const after = ok(ok(state, 1, { do: "challenge", line: 0, meld: 1 }), 1, { do: "ruling", approve: false });
    expect(words(after, 0)).toEqual(["PERA"]);
    expect(hand(after, 0)).toEqual([...CASETTA, "R:S", "N:B", "N:Z"].sort());
    expectConserved(state, after);
    expect(after.deal.turn).toBe(0);
    ok(after, 0, { do: "meld", cards: ["R:T", "R:A", "R:S", "R:C", "R:A"] });
  });

  test("upheld before the discard, tournament: Art. 8 §1, 10.2 — penalised cards, discard at once", () => {
    const state = ok(start(fourPlayers(), { ...rules, judge: "tournament" }), 0, { do: "meld", cards: CASETTA });
    const after = ok(ok(state, 1, { do: "challenge", line: 0, meld: 1 }), 1, { do: "ruling", approve: false });
    expectConserved(state, after);
    expect(viewFor(after, 2).penalised[0]).toEqual([...CASETTA].sort());
    expect(refused(after, 0, { do: "meld", cards: ["N:B", "N:Z", "N:B"] })).toBe("MUST_DISCARD_NOW");
    expect(refused(after, 0, { do: "discard", card: "N:Z" })).toBe("PENALISED_FIRST");
    expect(
      legalActions(after, 0, lexicon)
        .map((a) => (a.do === "discard" ? a.card : a.do))
        .sort(),
    ).toEqual(["R:C", "R:S", "R:T"]);
  });

  test("upheld after the discard: friendly, the cards go back to the culprit's hand; tournament, Art. 8 §2 — they are penalised; the next player then plays", () => {
    for (const judge of ["friendly", "tournament"] as const) {
      const state = ok(start(fourPlayers(), { ...rules, judge }), 0, { do: "meld", cards: CASETTA });
      const discarded = ok(state, 0, { do: "discard", card: "N:Z" });
      const after = ok(ok(discarded, 1, { do: "challenge", line: 0, meld: 1 }), 1, { do: "ruling", approve: false });
      expectConserved(discarded, after);
      expect(words(after, 0)).toEqual(["PERA"]);
      expect(hand(after, 0)).toEqual([...CASETTA, "R:S", "N:B"].sort());
      expect(viewFor(after, 3).penalised[0]).toEqual(judge === "tournament" ? [...CASETTA].sort() : []);
      expect(after.deal.mustDiscard ?? null).toBeNull();
      expect([after.deal.turn, after.deal.phase]).toEqual([1, "draw"]);
      ok(after, 1, { do: "draw" });
    }
  });

  test("an addition upheld: the meld goes back to its word before the addition, the added card to the hand (Art. 10.4)", () => {
    const state = ok(start(fourPlayers(), rules), 0, { do: "add", meld: 0, cards: ["R:S"], word: "SPERA" });
    expect(viewFor(state, 1).challengeable).toEqual([{ line: 0, meld: 0, word: "SPERA" }]);
    const after = ok(ok(state, 3, { do: "challenge", line: 0, meld: 0 }), 3, { do: "ruling", approve: false });
    expect(words(after, 0)).toEqual(["PERA"]);
    expect(hand(after, 0)).toContain("R:S");
    expect(hand(after, 0)).toHaveLength(10);
  });

  test("refused once the deal is over: the closing discard scores the deal at once", () => {
    const position = fourPlayers();
    position.hands[0] = [...CASETTA, "N:Z"];
    position.pozzetti = [null, ["N:L"]];
    const closed = ok(ok(start(position, rules), 0, { do: "meld", cards: CASETTA }), 0, { do: "discard", card: "N:Z" });
    expect(closed.deal.end?.reason).toBe("closed");
    expect(refused(closed, 1, { do: "challenge", line: 0, meld: 1 })).toBe("DEAL_OVER");
  });
});

describe("whole games with a judge: conservation, determinism, no leak", () => {
  /** A random player that also contests random invalid triples and challenges, with random rulings. */
  function randomGame(judge: "friendly" | "tournament", seed: string, steps: number) {
    const random = seededRandom(seed.length * 7919 + steps);
    let state = createMatch({ players: 4, wordProfile: "torneo", judge }, seed);
    const log: { seat: Seat; action: Action }[] = [];
    const seen = { contest: 0, challenge: 0, ruling: 0, penalised: 0, pendingStates: [] as MatchState[] };
    for (let n = 0; n < steps && !state.winner; n++) {
      const seat = state.deal.phase === "over" ? 0 : (state.deal.judgement?.by ?? state.deal.turn);
      let actions = legalActions(state, seat, lexicon);
      const contest = state.deal.phase === "play" && state.deal.turn === seat && !state.deal.judgement ? contestCandidate(state, seat, random) : null;
      if (contest) actions = [contest, ...actions];
      let action = pick(actions, random);
      let result = play(state, seat, action, lexicon);
      if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.error.code}`);
      // Like tests/engine/drive.ts: never leave a seat with nothing legal to do.
      for (
        let pool = actions;
        result.state.deal.phase === "play" && !result.state.deal.judgement && legalActions(result.state, seat, lexicon).length === 0 && pool.length > 1;
      ) {
        pool = pool.filter((a) => a !== action);
        action = pick(pool, random);
        result = play(state, seat, action, lexicon);
        if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.error.code}`);
      }
      const next = result.state;
      if (next.deal.number === state.deal.number) expectSameCards(state, next);
      expect(everyCard(next.deal).length).toBe(DECK_SIZE);
      if (action.do === "contest" || action.do === "challenge" || action.do === "ruling") seen[action.do]++;
      if (next.deal.judgement) seen.pendingStates.push(next);
      seen.penalised = Math.max(seen.penalised, (next.deal.penalised ?? []).flat().length);
      log.push({ seat, action });
      state = next;
    }
    return { state, log, seen };
  }

  function expectSameCards(a: MatchState, b: MatchState): void {
    const x = everyCard(a.deal).sort((p, q) => p - q);
    const y = everyCard(b.deal).sort((p, q) => p - q);
    if (JSON.stringify(x) !== JSON.stringify(y) || new Set(y).size !== DECK_SIZE) throw new Error(`carte non conservate alla versione ${b.version}`);
    (b.deal.penalised ?? []).forEach((ids, seat) => {
      for (const id of ids) if (!b.deal.hands[seat]!.includes(id)) throw new Error("carta penalizzata fuori dalla mano");
    });
  }

  /** Three letters of one colour from the hand that make no word: a contest, when the engine agrees. */
  function contestCandidate(state: MatchState, seat: Seat, random: () => number): Action | null {
    if (random() > 0.3) return null;
    const free = state.deal.hands[seat]!.filter((id) => !isWild(id) && !(state.deal.penalised?.[seat] ?? []).includes(id));
    for (const colour of ["R", "N"]) {
      const cards = free
        .map(makeCard)
        .filter((c) => c.startsWith(colour))
        .slice(0, 3);
      if (cards.length < 3) continue;
      const action: Action = { do: "contest", action: { do: "meld", cards } };
      if (play(state, seat, action, lexicon).ok) return action;
    }
    return null;
  }

  function pick(actions: Action[], random: () => number): Action {
    const special = actions.filter((a) => a.do === "contest" || a.do === "challenge" || a.do === "ruling");
    if (special.length > 0 && random() < 0.6) return special[Math.floor(random() * special.length)]!;
    const plays = actions.filter((a) => a.do === "meld" || a.do === "add");
    if (plays.length > 0 && random() < 0.8) return plays[Math.floor(random() * plays.length)]!;
    const others = actions.filter((a) => a.do !== "meld" && a.do !== "add" && a.do !== "challenge");
    const pool = others.length > 0 ? others : actions;
    return pool[Math.floor(random() * pool.length)]!;
  }

  /** As the server replays its log (src/engine/replay.ts): every word accepted, contests judged once. */
  const acceptAll: Lexicon = {
    version: "replay",
    check: (input, profile) => ({ input, word: input.toUpperCase(), ok: true, verdict: "valid", reason: null, hint: "", source: "input", profile }),
    readings: () => [],
    findWords: () => [],
  };

  function replay(seed: string, judge: "friendly" | "tournament", log: { seat: Seat; action: Action }[], upTo: number, lx: (a: Action) => Lexicon): MatchState {
    let state = createMatch({ players: 4, wordProfile: "torneo", judge }, seed);
    for (const { seat, action } of log.slice(0, upTo)) state = ok(state, seat, action, lx(action));
    return state;
  }

  for (const judge of ["friendly", "tournament"] as const) {
    test(`${judge}: 116 cards at every step, penalised cards in the hand, replay byte-identical (also as the server replays)`, () => {
      let contests = 0;
      let challenges = 0;
      let penalised = 0;
      for (const seed of ["giudice-a", "giudice-b", "giudice-c"]) {
        const { state, log, seen } = randomGame(judge, `${seed}-${judge}`, 700);
        contests += seen.contest;
        challenges += seen.challenge;
        penalised = Math.max(penalised, seen.penalised);
        expect(JSON.stringify(replay(`${seed}-${judge}`, judge, log, log.length, () => lexicon))).toBe(JSON.stringify(state));
        expect(JSON.stringify(replay(`${seed}-${judge}`, judge, log, log.length, (a) => replayLexiconFor(a, acceptAll)))).toBe(JSON.stringify(state));
        // A pending state replays byte for byte too (a restart mid-request loses nothing).
        const pending = seen.pendingStates[0];
        if (pending) expect(JSON.stringify(replay(`${seed}-${judge}`, judge, log, pending.version, () => lexicon))).toBe(JSON.stringify(pending));
        // While pending, no seat's view and no spectator's shows another hand.
        for (const p of seen.pendingStates.slice(0, 20)) {
          const spectator = viewFor(p, null);
          expect(spectator.hand).toEqual([]);
          expect(Object.keys(spectator.judgement!).sort()).toEqual([
            "afterDiscard",
            "against",
            "by",
            "cards",
            "defaultApprove",
            "kind",
            "line",
            "meld",
            "words",
          ]);
          for (let seat = 0; seat < 4; seat++) {
            const view = viewFor(p, seat);
            expect(view.hand).toEqual(p.deal.hands[seat]!.map(makeCard).sort());
            // Only the own hand differs, and the own pozzetto taken con lo scarto once visible (Art. 10.26).
            expect({ ...view, seat: null, hand: [], pending: view.pending.map((x) => ({ ...x, cards: null })) }).toEqual(spectator);
          }
        }
      }
      expect(contests).toBeGreaterThan(0);
      expect(challenges).toBeGreaterThan(0);
      if (judge === "tournament") expect(penalised).toBeGreaterThan(0);
    }, 120_000);
  }
});
