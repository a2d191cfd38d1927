/**
 * The lesson's scripted deal ("Impara a giocare", issue #19) played through the real engine,
 * dictionary and computer: the learner's moves as the steps ask for them, the computer's from
 * its own seat's view.
 */
import { describe, expect, test } from "vitest";
import { botFor, botRandom } from "~/bots";
import { createMatch, type MatchState, play, viewFor } from "~/engine";
import { LEARNER_MOVES, LESSON_RULES, LESSON_SEED } from "~/lesson/lesson";
import { COMPUTER, LEARNER } from "~/lesson/seats";
import { currentStep, LESSON_STEPS } from "~/lesson/steps";
import { realLexicon } from "../lexicon/real-lexicon";

const lexicon = realLexicon();

/** Plays the computer's turns until it is the learner's move (or the deal is over). */
function computerPlays(state: MatchState): MatchState {
  let s = state;
  while (s.deal.phase !== "over" && s.deal.turn === COMPUTER) {
    const action = botFor("lezione").decide(viewFor(s, COMPUTER), s.rules, lexicon, botRandom(s.seed, COMPUTER, s.version));
    expect(action).not.toBeNull();
    const result = play(s, COMPUTER, action!, lexicon);
    if (!result.ok) throw new Error(`computer: ${result.error.code}`);
    s = result.state;
  }
  return s;
}

describe("the lesson's deal (issue #19)", () => {
  const start = createMatch(LESSON_RULES, LESSON_SEED);

  test("the stacked seed deals the scripted hands: the learner (the servito, Art. 3.4) plays first with CARTA, TRE and O L N", () => {
    const view = viewFor(start, LEARNER);
    expect(view.turn).toBe(LEARNER);
    expect(view.hand).toEqual(["P", "N:R", "N:T", "R:A", "R:A", "R:C", "R:L", "R:N", "R:O", "R:R", "R:T"].sort());
    expect(view.discard).toEqual(["N:N"]);
    expect(view.stockCount).toBe(71);
  });

  test("every move the steps ask for is legal; the computer takes its pozzetto con lo scarto, the learner al volo, then closes (Art. 6)", () => {
    let state = start;
    for (const action of LEARNER_MOVES) {
      state = computerPlays(state);
      const result = play(state, LEARNER, action, lexicon);
      if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.error.code} ${result.error.message}`);
      state = result.state;
    }
    const log = viewFor(state, LEARNER).log;
    expect(log.filter((e) => e.kind === "pozzetto").map((e) => [e.seat, e.kind === "pozzetto" && e.how])).toEqual([
      [COMPUTER, "con lo scarto"],
      [LEARNER, "al volo"],
    ]);
    expect(log.filter((e) => e.kind === "meld" && e.seat === COMPUTER).map((e) => e.kind === "meld" && e.word)).toEqual(["BUCO", "DITO", "GAS"]);
    expect(state.deal.end).toMatchObject({ reason: "closed", seat: LEARNER });
    const learnerLine = state.scores.at(-1)!.find((line) => line.seats.includes(LEARNER))!;
    // CARTOLINA, 9 cards, clean: 200 + 50 for the two beyond seven (RULES §6); closing 100.
    expect(learnerLine).toMatchObject({ burraco: 200, bonus: 50, closing: 100, hand: 0, pozzetto: 0 });
    expect(state.winner).not.toBeNull();
  });
});

describe("the lesson's steps (issue #19)", () => {
  test("played as the steps ask, every step comes up once, in order, each when its rule happens, and the lesson ends", () => {
    let state = createMatch(LESSON_RULES, LESSON_SEED);
    const read = new Set<string>();
    const seen: string[] = [];
    /** Reads every step to read that is ready, noting each step met. */
    const advance = () => {
      for (;;) {
        const now = currentStep(viewFor(state, LEARNER), read);
        if (now === null) return;
        if (seen.at(-1) !== now.step.id) seen.push(now.step.id);
        if (now.step.kind === "do" || !now.ready) return;
        read.add(now.step.id);
      }
    };
    advance();
    for (const action of LEARNER_MOVES) {
      state = computerPlays(state);
      advance();
      const result = play(state, LEARNER, action, lexicon);
      if (!result.ok) throw new Error(result.error.code);
      state = result.state;
      advance();
    }
    expect(seen).toEqual(LESSON_STEPS.map((step) => step.id));
    expect(currentStep(viewFor(state, LEARNER), read)).toBeNull();
  });

  test("the computer's step waits for the computer, and tells of its pozzetto con lo scarto (Art. 6) once it has played", () => {
    let state = createMatch(LESSON_RULES, LESSON_SEED);
    for (const action of LEARNER_MOVES.slice(0, 4)) {
      const result = play(state, LEARNER, action, lexicon);
      if (!result.ok) throw new Error(result.error.code);
      state = result.state;
    }
    const read = new Set(["benvenuto"]);
    const waiting = currentStep(viewFor(state, LEARNER), read)!;
    expect(waiting.step.id).toBe("computer");
    expect(waiting.ready).toBe(false);
    state = computerPlays(state);
    const after = currentStep(viewFor(state, LEARNER), read)!;
    expect(after.ready).toBe(true);
    expect(after.step.text(viewFor(state, LEARNER))).toMatch(/con lo scarto/);
  });
});
