import { cardFace } from "./cards";

const LETTERS = "ABCDEFGHILMNOPQRSTUVZ".split("");
const VOWELS = ["A", "E", "I", "O", "U"];

/** The letters a wild card may stand for: a pinella only a vowel, a jolly any letter. */
export function wildLetters(card: string): string[] {
  return cardFace(card).kind === "P" ? VOWELS : LETTERS;
}
