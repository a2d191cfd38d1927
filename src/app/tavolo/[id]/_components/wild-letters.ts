import { wildLetters as lettersOfWild } from "~/engine/cards";

import { cardFace } from "./cards";

/** The letters a wild card may stand for: a pinella only a vowel, a jolly any letter. */
export function wildLetters(card: string): readonly string[] {
  return lettersOfWild(cardFace(card).kind === "P" ? "pinella" : "jolly");
}
