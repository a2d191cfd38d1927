/**
 * The computer players (docs/bots.md): `botFor(level).decide(viewFor(state, seat), rules,
 * lexicon, botRandom(seed, seat, version))` is the seat's next action, played through the
 * same path as a person's move.
 */
import { esperto } from "./esperto";
import { greedy } from "./greedy";
import { medio } from "./medio";
import { principiante } from "./principiante";
import type { Bot, BotLevel } from "./types";

export { BOT_LEVELS, type Bot, type BotLevel } from "./types";
export { botRandom } from "./random";
export { type BotMatch, type BotMatchOptions, playMatch } from "./match";
export { pictureOf } from "./picture";

const BOTS: Record<BotLevel | "greedy", Bot> = { principiante, medio, esperto, greedy };

/** The bot of a level; "greedy" is the engine's greedy player, the baseline. */
export function botFor(level: BotLevel | "greedy"): Bot {
  return BOTS[level];
}
