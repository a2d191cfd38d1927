/**
 * "Impara a giocare" (issue #19): one scripted smazzata, played as a real table against the
 * computer, in which each rule comes up once, in the order a newcomer needs it. The deal is
 * stacked (deal.ts, a `mazzo:` seed) so that the words below are in the hands; every move
 * still goes through the engine and the dictionary like any other table's.
 *
 * The learner (seats.ts) plays first. Their turns:
 *   1. draw (a black O), meld CARTA (red), meld TRE with the pinella as E, discard the black O;
 *   2. pick up the monte scarti (black N, black O, red I), add O L I N to CARTA → CARTOLINA,
 *      a clean burraco of 9 cards; add N O to TRE → TRENO: the hand is empty without a
 *      discard, so the pozzetto comes al volo; from it meld SCUOLA (red) and NAVE (the jolly
 *      as A) and close by discarding the red Z.
 * The computer's one turn between them: draw (a black S), meld BUCO, DITO and GAS, discard its
 * last card, the red I: its pozzetto comes con lo scarto.
 */
import type { Action, Ruleset, Seat } from "../engine";
import { type ScriptedDeal, stackedSeedOf } from "../engine/scenario";

export const LESSON_RULES = {
  players: 2,
  deals: 1,
  wordProfile: "torneo",
  timers: false,
  judge: "off",
} as const satisfies Partial<Ruleset>;

/** createMatch's first dealer: seat 0 deals, so the learner (its left) plays first. */
const DEALER: Seat = 0;

const DEAL: ScriptedDeal = {
  hands: [
    // The computer: BUCO (black), DITO (red), GA(S) (black, the S comes from the tallone), the red I.
    ["N:B", "N:U", "N:C", "N:O", "R:D", "R:I", "R:T", "R:O", "N:G", "N:A", "R:I"],
    // The learner: CARTA (red), TRE (black, the pinella as E), and O L N red for CARTOLINA.
    ["R:C", "R:A", "R:R", "R:T", "R:A", "N:T", "N:R", "P", "R:O", "R:L", "R:N"],
  ],
  pozzetti: [
    // The computer's line: cards it never needs in the script.
    ["N:H", "N:Q", "N:F", "N:P", "N:D", "N:L", "N:M", "N:I", "N:E", "N:U", "N:Z"],
    // The learner's: SCUOLA (red), N J V E = NAVE (black), and the red Z to close with.
    ["R:S", "R:C", "R:U", "R:O", "R:L", "R:A", "N:N", "J", "N:V", "N:E", "R:Z"],
  ],
  discard: "N:N",
  // The learner draws the black O, the computer the black S.
  stock: ["N:O", "N:S", "R:E", "R:M", "N:E", "R:B"],
};

/** The lesson's seed: its first deal is DEAL. */
export const LESSON_SEED = stackedSeedOf(LESSON_RULES, DEALER, DEAL);

/** The computer's script, one list per own turn; where the game has gone elsewhere it plays as a principiante. */
export const COMPUTER_TURNS: readonly (readonly Action[])[] = [
  [
    { do: "draw" },
    { do: "meld", cards: ["N:B", "N:U", "N:C", "N:O"] },
    { do: "meld", cards: ["R:D", "R:I", "R:T", "R:O"] },
    { do: "meld", cards: ["N:G", "N:A", "N:S"] },
    { do: "discard", card: "R:I" },
  ],
];

/** The learner's moves as the steps ask for them, in order (the tests play them; a person may differ). */
export const LEARNER_MOVES: readonly Exclude<Action, { do: "timeout" | "timeUp" | "ruling" | "hint" }>[] = [
  { do: "draw" },
  { do: "meld", cards: ["R:C", "R:A", "R:R", "R:T", "R:A"] },
  { do: "meld", cards: ["N:T", "N:R", "P=E"] },
  { do: "discard", card: "N:O" },
  { do: "pickup" },
  { do: "add", meld: 0, cards: ["R:O", "R:L", "R:I", "R:N"], word: "CARTOLINA" },
  { do: "add", meld: 1, cards: ["N:N", "N:O"], word: "TRENO" },
  { do: "meld", cards: ["R:S", "R:C", "R:U", "R:O", "R:L", "R:A"] },
  { do: "meld", cards: ["N:N", "J=A", "N:V", "N:E"] },
  { do: "discard", card: "R:Z" },
];
