/**
 * The computer players (src/bots, docs/bots.md): they answer as the contract says (types.ts),
 * decide from their seat's view only, never make an illegal move, and a match between bots
 * replays from its seed and log byte for byte.
 */
import { describe, expect, test } from "vitest";
import { BOT_LEVELS, type BotLevel, botFor, botRandom, pictureOf, playMatch } from "~/bots";
import { check, type MatchState, type Seat, type SeatView, viewFor } from "~/engine";
import { replay } from "~/engine/simulate";
import { realLexicon } from "../lexicon/real-lexicon";
import { seededRandom } from "../lexicon/seeded-random";
import { drive, newMatch } from "../engine/drive";
import { shuffleHidden } from "../engine/hidden";

const lexicon = realLexicon();
const LEVELS: (BotLevel | "greedy")[] = [...BOT_LEVELS, "greedy"];

/** Positions from the seeded driver (it also challenges and rules, so the judge's states occur). */
function positions(players: 2 | 3 | 4 | 5, seed: string, actions: number, rules = {}): MatchState[] {
  const states: MatchState[] = [];
  drive(newMatch({ players, wordProfile: "torneo", ...rules }, seed), lexicon, { maxActions: actions, choiceSeed: 3, onStep: (s) => states.push(s.after) });
  return states;
}

const POSITIONS: [string, MatchState[]][] = [
  ["2 players", positions(2, "bots-2", 250)],
  ["4 players", positions(4, "bots-4", 250)],
  ["3 players 18+11", positions(3, "bots-3", 150, { threePlayerPozzetti: "18+11" })],
  ["4 players, tournament judge (Art. 9.1, 10.11)", positions(4, "bots-judge", 250, { judge: "tournament" })],
  ["Basic, 2 players (docs/engine.md)", positions(2, "bots-basic-2", 200, { variant: "basic" })],
  ["Basic, 5 players", positions(5, "bots-basic-5", 200, { variant: "basic" })],
  ["Basic, 4 each alone", positions(4, "bots-basic-4-soli", 200, { variant: "basic", partners: false })],
];

describe("the seat's picture (picture.ts)", () => {
  test.each(POSITIONS)("%s: the same view as the real state for its seat", (_, states) => {
    let judged = 0;
    for (const state of states.filter((_, i) => i % 2 === 0)) {
      for (let seat = 0; seat < state.rules.players; seat++) {
        const view = viewFor(state, seat);
        // Not carried: the log, the judge's request and window (a bot waits for the judge and
        // never challenges), the other seats' penalised cards; none decides a move of this seat.
        const pictured = viewFor(pictureOf(view, state.rules), seat);
        const carried = (v: SeatView) => ({ ...v, log: [], judgement: null, challengeable: [], penalised: v.penalised.map((p, s) => (s === seat ? p : [])) });
        expect(JSON.stringify(carried(pictured))).toBe(JSON.stringify(carried(view)));
        if (view.penalised[seat]!.length > 0 || view.mustDiscard !== null) judged++;
      }
    }
    if (states[0]!.rules.judge === "tournament") expect(judged).toBeGreaterThan(0);
  });
});

describe.each(LEVELS)("bot %s", (level) => {
  const bot = botFor(level);

  test.each(POSITIONS)("%s: decides from the view only, and only legal moves", (_, states) => {
    const random = seededRandom(11);
    let decided = 0;
    for (const state of states) {
      for (let seat = 0; seat < state.rules.players; seat++) {
        const ask = (s: MatchState) => bot.decide(viewFor(s, seat), s.rules, lexicon, botRandom(s.seed, seat, s.version));
        const action = ask(state);
        // The same view, other hidden cards: the same answer.
        expect(ask(shuffleHidden(state, seat, random))).toEqual(action);
        if (action === null) continue;
        decided++;
        expect(check(state, seat, action, lexicon), `${level} ${JSON.stringify(action)} v${state.version}`).toBeNull();
      }
    }
    expect(decided).toBeGreaterThan(states.length / 2);
  });

  test("waits when it is not its turn, while a word is with the judge, once the match is won; deals at a deal's end", () => {
    const state = newMatch({ players: 4, wordProfile: "torneo" }, "contract");
    const seat: Seat = state.deal.turn;
    const decide = (s: MatchState, at: Seat) => bot.decide(viewFor(s, at), s.rules, lexicon, botRandom(s.seed, at, s.version));
    expect(decide(state, (seat + 1) % 4)).toBeNull();
    expect(decide(state, seat)).not.toBeNull();
    const judging = structuredClone(state);
    judging.deal.judgement = { kind: "contest", by: seat, against: seat, line: 0, meld: null, words: ["CASA"], cards: [], action: null, afterDiscard: false };
    expect(decide(judging, seat)).toBeNull();
    const over = structuredClone(state);
    over.deal.phase = "over";
    expect(decide(over, seat)).toEqual({ do: "nextDeal" });
    over.winner = { seats: [0, 2] };
    expect(decide(over, seat)).toBeNull();
  });
});

describe("whole matches between bots", () => {
  const PAIRS: [2 | 4, (BotLevel | "greedy")[]][] = [
    [2, ["esperto", "medio"]],
    [2, ["medio", "principiante"]],
    [2, ["principiante", "greedy"]],
    [2, ["greedy", "esperto"]],
    [4, ["esperto", "principiante", "medio", "greedy"]],
    [4, ["principiante", "esperto", "greedy", "medio"]],
  ];
  test.each(PAIRS)(
    "%i players %j: no refusal, and the match replays byte for byte",
    (players, levels) => {
      const match = playMatch({ players, wordProfile: "torneo" }, `match-${levels.join("-")}`, levels.map(botFor), lexicon);
      expect(match.refusals).toEqual([]);
      expect(match.final.winner).not.toBeNull();
      const again = playMatch({ players, wordProfile: "torneo" }, `match-${levels.join("-")}`, levels.map(botFor), lexicon);
      expect(JSON.stringify(again.log)).toBe(JSON.stringify(match.log));
      expect(JSON.stringify(replay({ players, wordProfile: "torneo" }, `match-${levels.join("-")}`, match.log, lexicon))).toBe(JSON.stringify(match.final));
    },
    60_000,
  );

  const BASIC_PAIRS: [2 | 4 | 5, boolean, (BotLevel | "greedy")[]][] = [
    [2, true, ["esperto", "medio"]],
    [4, true, ["medio", "esperto", "principiante", "greedy"]],
    [4, false, ["esperto", "principiante", "medio", "greedy"]],
    [5, true, ["esperto", "medio", "principiante", "greedy", "esperto"]],
  ];
  test.each(BASIC_PAIRS)(
    "Basic, %i players (partners at 4: %s) %j: no refusal, the match is won, and it replays byte for byte",
    (players, partners, levels) => {
      const rules = { variant: "basic", players, partners, wordProfile: "scuola" } as const;
      const match = playMatch(rules, `basic-${levels.join("-")}`, levels.map(botFor), lexicon);
      expect(match.refusals).toEqual([]);
      expect(match.final.winner).not.toBeNull();
      expect(match.final.scores.flat().every((line) => line.pozzetto === 0)).toBe(true);
      expect(JSON.stringify(replay(rules, `basic-${levels.join("-")}`, match.log, lexicon))).toBe(JSON.stringify(match.final));
    },
    60_000,
  );
});
