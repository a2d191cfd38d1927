/**
 * Today's greedy player (src/engine/greedy-player.ts), unchanged, seated through the bots'
 * contract: it plays on the seat's picture, so it too sees only what its seat may see. The
 * baseline the levels are measured against (`burraco sim --bots greedy`).
 */
import { greedyAction } from "../engine/greedy-player";
import { decideTurn } from "./turn";
import type { Bot } from "./types";

export const greedy: Bot = {
  level: "greedy",
  decide(view, rules, lexicon, random) {
    return decideTurn(view, rules, lexicon, random, (turn) => greedyAction(turn.picture, turn.seat, lexicon) ?? { do: "draw" });
  },
};
