/**
 * The public log (src/engine/public-log.ts): every accepted action leaves events a client can
 * put into words, the same for every seat, and never anything hidden (RULES §2: the tallone
 * is face down; Art. 10.26: a pozzetto's cards stay with its line).
 */
import { describe, expect, test } from "vitest";
import { type Action, type MatchState, PUBLIC_LOG_LENGTH, play, type PublicEvent, type Seat, viewFor } from "~/engine";
import type { Ruleset } from "~/engine/ruleset";
import { type ScenarioAction, type ScenarioPosition, setUpScenario } from "~/engine/scenario";
import { realLexicon } from "../lexicon/real-lexicon";
import { drive, newMatch } from "./drive";

const lexicon = realLexicon();

function start(position: ScenarioPosition, rules: Partial<Ruleset> = {}): MatchState {
  return setUpScenario({ rules: { players: 2, wordProfile: "libero", ...rules }, position, actions: [] });
}

/** Plays every action (each must be accepted); the final state. */
function run(state: MatchState, actions: ScenarioAction[]): MatchState {
  for (const { seat, ...action } of actions) {
    const result = play(state, seat, action as Action, lexicon);
    if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.error.code}`);
    state = result.state;
  }
  return state;
}

/** The events without their version and deal: what the tests below look at. */
function bodies(state: MatchState): Omit<PublicEvent, "version" | "deal">[] {
  return (state.log ?? []).map(({ version: _v, deal: _d, ...rest }) => rest);
}

const STOCK = ["R:O", "R:P", "R:S", "R:I", "R:U", "N:O", "N:P", "N:R"];

function twoPlayers(hands: string[][], extra: Partial<ScenarioPosition> = {}): ScenarioPosition {
  return {
    dealer: 1,
    turn: 0,
    phase: "draw",
    hands,
    pozzetti: [
      ["R:L", "R:M"],
      ["N:L", "N:M"],
    ],
    discard: ["R:E"],
    stock: STOCK,
    melds: [[], []],
    ...extra,
  };
}

describe("public log: one event per public fact, ready to be put into words", () => {
  test("§3: a draw says who drew; a pickup how many cards the monte scarti had; a discard which card", () => {
    const position = twoPlayers(
      [
        ["R:C", "R:A", "N:B"],
        ["N:C", "N:A"],
      ],
      { discard: ["R:E", "N:T", "R:T"] },
    );
    const state = run(start(position), [
      { seat: 0, do: "pickup" },
      { seat: 0, do: "discard", card: "n:b" },
      { seat: 1, do: "draw" },
      { seat: 1, do: "discard", card: "N:A" },
    ]);
    expect(bodies(state)).toEqual([
      { seat: 0, kind: "pickup", count: 3 },
      { seat: 0, kind: "discard", card: "N:B" },
      { seat: 1, kind: "draw" },
      { seat: 1, kind: "discard", card: "N:A" },
    ]);
    expect(state.log!.map((e) => e.version)).toEqual([1, 2, 3, 4]);
    expect(state.log!.every((e) => e.deal === 0)).toBe(true);
  });

  test("Art. 4.2 / Art. 1.1: a meld gives its word and cards (a wild with its letter); emptying the hand takes the pozzetto al volo", () => {
    const position = twoPlayers(
      [
        ["R:O", "R:R", "J"],
        ["N:C", "N:A"],
      ],
      {
        phase: "play",
        pozzetti: [
          ["N:G", "N:A", "N:T", "N:T", "N:O", "R:B", "R:C"],
          ["N:L", "N:M"],
        ],
      },
    );
    const state = run(start(position), [
      { seat: 0, do: "meld", cards: ["R:O", "R:R", "J=O"] },
      { seat: 0, do: "meld", cards: ["N:G", "N:A", "N:T", "N:T", "N:O"] },
      { seat: 0, do: "discard", card: "R:B" },
    ]);
    expect(bodies(state)).toEqual([
      { seat: 0, kind: "meld", word: "ORO", cards: ["R:O", "R:R", "J=O"] },
      { seat: 0, kind: "pozzetto", how: "al volo" },
      { seat: 0, kind: "meld", word: "GATTO", cards: ["N:G", "N:A", "N:T", "N:T", "N:O"] },
      { seat: 0, kind: "discard", card: "R:B" },
    ]);
  });

  test("Art. 1.1: discarding the last card takes the pozzetto con lo scarto (its cards are not in the log)", () => {
    const position = twoPlayers([["R:E"], ["N:C", "N:A"]], { phase: "play" });
    const state = run(start(position), [{ seat: 0, do: "discard", card: "R:E" }]);
    expect(bodies(state)).toEqual([
      { seat: 0, kind: "discard", card: "R:E" },
      { seat: 0, kind: "pozzetto", how: "con lo scarto" },
    ]);
    expect(JSON.stringify(state.log)).not.toContain("R:L");
  });

  test("Art. 6 A: an addition names the meld before and after; closing and the end of the match follow the last discard", () => {
    const position: ScenarioPosition = {
      dealer: 1,
      turn: 0,
      phase: "draw",
      turnsPlayed: 2,
      hands: [["R:E"], ["R:B", "R:Z"]],
      pozzetti: [null, ["R:H", "R:Q", "R:V"]],
      discard: ["N:O"],
      stock: ["R:O", "R:P", "R:S", "R:I", "R:U"],
      melds: [
        [
          ["N:C", "N:A", "N:S", "N:E", "N:T", "N:T", "N:A"],
          ["R:S", "R:O", "R:L"],
        ],
        [],
      ],
    };
    const state = run(start(position, { deals: 1 }), [
      { seat: 0, do: "draw" },
      { seat: 0, do: "add", meld: 1, cards: ["R:E"], word: " sole " },
      { seat: 0, do: "discard", card: "R:O" },
    ]);
    expect(bodies(state)).toEqual([
      { seat: 0, kind: "draw" },
      { seat: 0, kind: "add", meld: 1, before: "SOL", word: "SOLE", cards: ["R:E"] },
      { seat: 0, kind: "discard", card: "R:O" },
      { seat: 0, kind: "close" },
      { seat: 0, kind: "match-end", winners: [0] },
    ]);
  });

  test("Art. 6 B.1: the discard that leaves the tallone at two cards ends the deal; the next deal is logged with its number", () => {
    const position = twoPlayers(
      [
        ["R:C", "R:A"],
        ["N:C", "N:A"],
      ],
      { stock: ["R:O", "R:P", "R:S"] },
    );
    const state = run(start(position), [
      { seat: 0, do: "draw" },
      { seat: 0, do: "discard", card: "R:C" },
      { seat: 1, do: "nextDeal" },
    ]);
    expect(bodies(state)).toEqual([
      { seat: 0, kind: "draw" },
      { seat: 0, kind: "discard", card: "R:C" },
      { seat: 0, kind: "stock-end" },
      { seat: 1, kind: "nextDeal" },
    ]);
    expect(state.log!.at(-1)!.deal).toBe(1);
  });

  test("§7: a time-out in the draw phase logs the draw (not the card) and the card discarded for the player", () => {
    const position = twoPlayers([
      ["R:C", "R:A"],
      ["N:C", "N:A"],
    ]);
    const state = run(start(position, { timers: true }), [{ seat: 0, do: "timeout" }]);
    const discarded = viewFor(state, null).discard.at(-1);
    expect(bodies(state)).toEqual([
      { seat: 0, kind: "draw" },
      { seat: 0, kind: "timeout", card: discarded },
    ]);
  });

  test("Art. 10.17: gioco al monte gives each word and how many cards came from the monte scarti", () => {
    const position = twoPlayers(
      [
        ["R:C", "R:S", "R:A", "N:B", "N:D"],
        ["N:C", "N:A"],
      ],
      { discard: ["R:A"] },
    );
    const state = run(start(position, { giocoAlMonte: true }), [{ seat: 0, do: "monte", melds: [["R:C", "R:A", "R:S", "R:A"]], pile: ["R:A"] }]);
    expect(bodies(state)).toEqual([{ seat: 0, kind: "monte", melds: [{ word: "CASA", cards: ["R:C", "R:A", "R:S", "R:A"] }], fromPile: 1 }]);
  });
});

describe("public log: hidden information and state rules", () => {
  test("RULES §2: a draw never reveals the card — states differing only in the tallone's order give the same log and the same views to the others", () => {
    const a = twoPlayers([
      ["R:C", "R:A"],
      ["N:C", "N:A"],
    ]);
    const b = { ...a, stock: [...STOCK].reverse() };
    const actions: ScenarioAction[] = [
      { seat: 0, do: "draw" },
      { seat: 0, do: "discard", card: "R:C" },
      { seat: 1, do: "draw" },
      { seat: 1, do: "discard", card: "N:A" },
    ];
    const first = run(start(a), actions);
    const second = run(start(b), actions);
    expect(first.deal.hands).not.toEqual(second.deal.hands);
    expect(JSON.stringify(first.log)).toBe(JSON.stringify(second.log));
    expect(JSON.stringify(viewFor(first, null))).toBe(JSON.stringify(viewFor(second, null)));
    for (const seat of [0, 1] as Seat[]) {
      expect(viewFor(first, seat).log).toEqual(viewFor(second, null).log);
    }
  });

  test("the log is the same for every seat, keeps the last 60 events, and play never changes an earlier state's log", () => {
    const states: MatchState[] = [];
    const snapshots: string[] = [];
    const { state } = drive(newMatch({ players: 4 }, "cronaca"), lexicon, {
      maxActions: 300,
      choiceSeed: 3,
      onStep: ({ after }) => {
        states.push(after);
        snapshots.push(JSON.stringify(after.log));
      },
    });
    for (const [i, s] of states.entries()) expect(JSON.stringify(s.log), `state ${i}`).toBe(snapshots[i]);
    expect(state.log).toHaveLength(PUBLIC_LOG_LENGTH);
    expect(state.log!.at(-1)!.version).toBe(state.version);
    const views = [0, 1, 2, 3, null].map((seat) => JSON.stringify(viewFor(state, seat).log));
    expect(new Set(views).size).toBe(1);
    // Determinism: the same seed and choices give the same log byte for byte.
    const again = drive(newMatch({ players: 4 }, "cronaca"), lexicon, { maxActions: 300, choiceSeed: 3 }).state;
    expect(JSON.stringify(again)).toBe(JSON.stringify(state));
  });

  test("a state stored before the log existed (no `log`) still plays: its log starts with the new events", () => {
    const old = start(
      twoPlayers([
        ["R:C", "R:A"],
        ["N:C", "N:A"],
      ]),
    );
    delete old.log;
    expect(viewFor(old, 0).log).toEqual([]);
    const next = run(old, [{ seat: 0, do: "draw" }]);
    expect(bodies(next)).toEqual([{ seat: 0, kind: "draw" }]);
  });
});

describe("public log: the giudice di lingua (RULES §9, Art. 8, 10.11)", () => {
  // Real dictionary: ROMA is a proper noun (refused everywhere), PERA a plain word.
  const ROMA = ["N:R", "N:O", "N:M", "N:A"];
  const PERA = ["R:P", "R:E", "R:R", "R:A"];
  function judged(judge: "friendly" | "tournament"): MatchState {
    return start(
      twoPlayers(
        [
          [...ROMA, ...PERA, "R:B", "N:Z"],
          ["N:C", "N:A", "N:D"],
        ],
        { phase: "play" },
      ),
      { judge, wordProfile: "torneo" },
    );
  }

  test("RULES §9: a contest names the words and cards sent to the judge; approved, the ruling is followed by the meld itself", () => {
    const state = run(judged("friendly"), [
      { seat: 0, do: "contest", action: { do: "meld", cards: ROMA } },
      { seat: 0, do: "ruling", approve: true },
    ]);
    expect(bodies(state)).toEqual([
      { seat: 0, kind: "contest", words: ["ROMA"], cards: ROMA },
      { seat: 0, kind: "ruling", request: "contest", against: 0, words: ["ROMA"], approve: true, outcome: "stands", reason: null },
      { seat: 0, kind: "meld", word: "ROMA", cards: ROMA },
    ]);
    expect(state.log!.map((e) => e.version)).toEqual([1, 2, 2]);
  });

  test("RULES §9: a contest rejected keeps the cards in hand (friendly) or penalises them (tournament, Art. 10.11)", () => {
    const contest: ScenarioAction = { seat: 0, do: "contest", action: { do: "meld", cards: ROMA } };
    const friendly = run(judged("friendly"), [contest, { seat: 0, do: "ruling", approve: false, reason: "  Non è una parola italiana. " }]);
    // The judge's reason goes to every seat with the ruling, as written (trimmed).
    expect(bodies(friendly).at(-1)).toEqual({
      seat: 0,
      kind: "ruling",
      request: "contest",
      against: 0,
      words: ["ROMA"],
      approve: false,
      outcome: "back",
      reason: "Non è una parola italiana.",
    });
    const tournament = run(judged("tournament"), [contest, { seat: 0, do: "ruling", approve: false }]);
    expect(bodies(tournament).at(-1)).toMatchObject({ kind: "ruling", approve: false, outcome: "penalised" });
  });

  test("Art. 8: a challenge names the challenger, the word and whose it is; upheld or rejected, the ruling says what became of it", () => {
    const played = run(judged("tournament"), [{ seat: 0, do: "meld", cards: PERA }]);
    const challenged = run(played, [{ seat: 1, do: "challenge", line: 0, meld: 0 }]);
    expect(bodies(challenged).at(-1)).toEqual({ seat: 1, kind: "challenge", against: 0, words: ["PERA"] });
    const stands = run(challenged, [{ seat: 1, do: "ruling", approve: true }]);
    expect(bodies(stands).at(-1)).toEqual({
      seat: 1,
      kind: "ruling",
      request: "challenge",
      against: 0,
      words: ["PERA"],
      approve: true,
      outcome: "stands",
      reason: null,
    });
    const upheld = run(challenged, [{ seat: 1, do: "ruling", approve: false }]);
    expect(bodies(upheld).at(-1)).toMatchObject({ kind: "ruling", request: "challenge", approve: false, outcome: "penalised" });
    // Nothing hidden: the log holds no card of a hand the play did not show (the other hand's N:C, N:D).
    expect(JSON.stringify(upheld.log)).not.toMatch(/N:C|N:D|R:B|N:Z/);
  });
});
