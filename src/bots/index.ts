/**
 * The computer players (docs/bots.md): `botFor(level).decide(viewFor(state, seat), rules,
 * lexicon, botRandom(seed, seat, version))` is the seat's next action, played through the
 * same path as a person's move.
 */
import { esperto } from "./esperto";
import { greedy } from "./greedy";
import { lezione } from "./lezione";
import { medio } from "./medio";
import { principiante } from "./principiante";
import type { Bot, ComputerLevel } from "./types";

export { BOT_LEVELS, type Bot, type BotLevel, type ComputerLevel } from "./types";
export { botRandom } from "./random";
export { type BotMatch, type BotMatchOptions, playMatch } from "./match";
export { pictureOf } from "./picture";

const BOTS: Record<ComputerLevel | "greedy", Bot> = { principiante, medio, esperto, lezione, greedy };

/** The bot of a level; "greedy" is the engine's greedy player, the baseline. */
export function botFor(level: ComputerLevel | "greedy"): Bot {
  return BOTS[level];
}
