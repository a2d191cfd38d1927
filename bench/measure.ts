/** Small measuring tools for the benchmarks: timing, medians, seeded samples. */
import { randomStream } from "../src/engine/rng";

export type Sample = number[];

export function timeMs(run: () => unknown): number {
  const started = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function summary(values: Sample): { median: number; p90: number; runs: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toPrecision(4));
  return { median: at(0.5), p90: at(0.9), runs: values.length };
}

/** The engine's seeded stream: the same samples on every run. */
export function seededRandom(seed: number): () => number {
  return randomStream(String(seed), "bench");
}

const LETTERS = "abcdefghilmnopqrstuvz";

/** A word with one letter changed, dropped or added: what a player mistypes. */
export function nearMiss(word: string, random: () => number): string {
  const i = Math.floor(random() * word.length);
  const letter = LETTERS[Math.floor(random() * LETTERS.length)]!;
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, i) + letter + word.slice(i + 1);
  if (kind === 1 && word.length > 3) return word.slice(0, i) + word.slice(i + 1);
  return word.slice(0, i) + letter + word.slice(i);
}

/** The letter cards of the 116-card deck (Art. 1.2): 4 of each consonant, 8 of each vowel. */
const DECK = [..."BCDFGHLMNPQRSTVZ".repeat(4), ..."AEIOU".repeat(8)];

export function randomHand(size: number, random: () => number): string {
  const deck = [...DECK];
  let hand = "";
  for (let i = 0; i < size; i++) hand += deck.splice(Math.floor(random() * deck.length), 1)[0];
  return hand;
}
