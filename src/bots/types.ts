/**
 * Computer players: the contract every level keeps. A bot is pure like the engine: it decides
 * from what its seat may see (`viewFor(state, seat)`), the table's ruleset, the dictionary
 * and a seeded random stream, and nothing else — never a hidden card. The server, the
 * simulator and the tests all ask `decide` and then play the action through the same path as
 * a person's move.
 */
import type { Action, Ruleset, SeatView } from "../engine";
import type { Lexicon } from "../lexicon/types";

/** The levels a table may seat, weakest first; their Italian names are the UI's too. */
export const BOT_LEVELS = ["principiante", "medio", "esperto"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
/** The lesson's computer (src/lesson): it plays its script; only the lesson seats it. */
export const LESSON_LEVEL = "lezione";
/** Whoever the server may seat as a computer: a level a table chooses, or the lesson's. */
export const COMPUTER_LEVELS = [...BOT_LEVELS, LESSON_LEVEL] as const;
export type ComputerLevel = (typeof COMPUTER_LEVELS)[number];

/** How a computer seat is called at the table, by everyone (its seat name, spectators included). */
export function computerName(level: ComputerLevel): string {
  return `Computer (${level})`;
}

export interface Bot {
  readonly level: ComputerLevel | "greedy";
  /**
   * The seat's next action, or null when it has nothing to do now: not its turn, a request to
   * the judge pending, the match over. `view` is `viewFor(state, seat)` of the bot's own seat;
   * `random` is the stream of `botRandom` for this seat and version.
   */
  decide(view: SeatView, rules: Ruleset, lexicon: Lexicon, random: () => number): Action | null;
}
