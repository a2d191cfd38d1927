/**
 * The word finder: every word of the automaton that a set of cards can spell, each card
 * used at most once plus at most one wild (Art. 4.2), optionally only the best k.
 *
 * Two ideas keep it fast:
 * - Greedy wild: along a word, real cards are used first and the wild only for a letter
 *   with no card left. A word is spellable exactly when this succeeds, so each word is
 *   reached by one path only (no duplicates to remove), and a word the cards spell alone
 *   never takes the wild.
 * - Branch and bound for best-k: a node's longest completion (precomputed once per
 *   automaton) and the most valuable cards still in hand bound what any word below can
 *   score; a subtree that cannot beat the k-th best is skipped.
 */
import { ALPHABET, ALPHABET_SIZE, type Automaton, letterCode, popcount } from "./automaton";
import { isVowel, letterValue } from "../engine/cards";
import type { FoundWord } from "./types";

const LETTER_VALUES = Int32Array.from(ALPHABET, letterValue);
const VOWEL_MASK = [...ALPHABET].reduce((mask, l, c) => (isVowel(l) ? mask | (1 << c) : mask), 0);
/** Card values come in three sizes (Art. 5): 15 (H Q Z), 10, 5 (vowels). */
const VALUE_CLASSES = [15, 10, 5] as const;
const CLASS_OF = Int32Array.from(LETTER_VALUES, (v) => VALUE_CLASSES.indexOf(v as 15 | 10 | 5));

export interface FinderQuery {
  /** Cards per letter code (ALPHABET order). */
  counts: Int32Array;
  wild: "jolly" | "pinella" | null;
  wildValue: number;
  minLength: number;
  /** Letters the word must use with real cards, per letter code. */
  must: Int32Array;
  /** Keep the best k only (by `sortBy`), or every word when undefined. */
  limit: number | undefined;
  sortBy: "value" | "length";
  /** For each stored value of the automaton: 0 skip, 1 valid, 2 dubious. */
  accept: Uint8Array;
}

/** Per node (indexed by its first edge): what the search needs beyond the automaton. */
export interface SearchIndex {
  /** Length of the node's longest completion to a word end. */
  completions: Uint8Array;
  /** Most card points any completion's letters are worth (Art. 5 values, no wild). */
  mostValuable: Uint16Array;
  /** Letters on the node's edges, as a bit mask (Automaton.nodeLetterMasks). */
  letters: Int32Array;
}

export function buildSearchIndex(automaton: Automaton): SearchIndex {
  const edges = automaton.edges;
  const shift = automaton.targetShift;
  const completions = new Uint8Array(edges.length);
  const mostValuable = new Uint16Array(edges.length);
  const done = new Uint8Array(edges.length);
  const visit = (node: number): void => {
    if (node === 0 || done[node]) return;
    let longest = 0;
    let richest = 0;
    for (let e = node; ; e++) {
      const edge = edges[e]!;
      const target = edge >>> shift;
      visit(target);
      const below = target === 0 ? 0 : completions[target]!;
      longest = Math.max(longest, 1 + below);
      // A completion through this edge ends here (a word end) or somewhere below it.
      const tail = target === 0 ? 0 : mostValuable[target]!;
      richest = Math.max(richest, LETTER_VALUES[edge & 31]! + tail);
      if (edge & 32) break;
    }
    done[node] = 1;
    completions[node] = longest;
    mostValuable[node] = richest;
  };
  visit(automaton.root);
  return { completions, mostValuable, letters: automaton.nodeLetterMasks() };
}

const LETTER_STRINGS = [...ALPHABET];

/**
 * Counting sort on (value, length), descending and stable: O(n) when every word is wanted.
 * Lengths stay under 64 and values under 1024, so one integer orders both.
 */
function stableBucketSort(words: FoundWord[], byValue: boolean): FoundWord[] {
  const n = words.length;
  const keys = new Int32Array(n);
  let max = 0;
  for (let i = 0; i < n; i++) {
    const w = words[i]!;
    const k = byValue ? w.value * 64 + w.length : w.length * 1024 + w.value;
    keys[i] = k;
    if (k > max) max = k;
  }
  const starts = new Int32Array(max + 2);
  for (let i = 0; i < n; i++) starts[max - keys[i]! + 1]!++;
  for (let k = 1; k < starts.length; k++) starts[k]! += starts[k - 1]!;
  const sorted = new Array<FoundWord>(n);
  for (let i = 0; i < n; i++) sorted[starts[max - keys[i]!]!++] = words[i]!;
  return sorted;
}

/**
 * The best words so far (or all of them). With a limit, a min-heap of the k best: its
 * root, the k-th best, is the bound that prunes the search from the k-th word on.
 */
class Best {
  private readonly words: FoundWord[] = [];
  /** Order of arrival (alphabetical, as the search goes): breaks ties, earlier is better. */
  private readonly seqs: number[] = [];
  private seq = 0;
  /** The k-th best key once k words are known: nothing below it can enter. */
  threshold = -1;

  constructor(
    private readonly limit: number | undefined,
    private readonly byValue: boolean,
  ) {}

  private key(w: FoundWord): number {
    return this.byValue ? w.value * 64 + w.length : w.length * 1024 + w.value;
  }

  /** Whether word i of the heap ranks below word j. */
  private worse(i: number, j: number): boolean {
    const a = this.key(this.words[i]!);
    const b = this.key(this.words[j]!);
    return a < b || (a === b && this.seqs[i]! > this.seqs[j]!);
  }

  private swap(i: number, j: number): void {
    [this.words[i], this.words[j]] = [this.words[j]!, this.words[i]!];
    [this.seqs[i], this.seqs[j]] = [this.seqs[j]!, this.seqs[i]!];
  }

  add(found: FoundWord): void {
    const seq = this.seq++;
    const limit = this.limit;
    if (limit === undefined) {
      this.words.push(found);
      return;
    }
    if (this.words.length < limit) {
      // Sift up.
      this.words.push(found);
      this.seqs.push(seq);
      for (let i = this.words.length - 1; i > 0; ) {
        const parent = (i - 1) >> 1;
        if (!this.worse(i, parent)) break;
        this.swap(i, parent);
        i = parent;
      }
    } else {
      // A later word must beat the k-th best outright: on a tie the earlier one stays.
      if (this.key(found) <= this.key(this.words[0]!)) return;
      this.words[0] = found;
      this.seqs[0] = seq;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let low = i;
        if (l < limit && this.worse(l, low)) low = l;
        if (r < limit && this.worse(r, low)) low = r;
        if (low === i) break;
        this.swap(i, low);
        i = low;
      }
    }
    if (this.words.length === limit) {
      const root = this.words[0]!;
      this.threshold = this.byValue ? root.value : root.length;
    }
  }

  result(): FoundWord[] {
    if (this.limit === undefined) return stableBucketSort(this.words, this.byValue);
    const order = this.words.map((_, i) => i).sort((i, j) => this.key(this.words[j]!) - this.key(this.words[i]!) || this.seqs[i]! - this.seqs[j]!);
    return order.map((i) => this.words[i]!);
  }
}

export function findInAutomaton(automaton: Automaton, index: SearchIndex, q: FinderQuery): FoundWord[] {
  const edges = automaton.edges;
  const shift = automaton.targetShift;
  const valueMask = automaton.valueMask;
  const nodeLetters = index.letters;
  const counts = q.counts;
  const maxLength = counts.reduce((a, b) => a + b, 0) + (q.wild ? 1 : 0);
  const path = new Int32Array(maxLength + 1);
  // prefixes[d]: the word spelled by the first d cards of the path (built on the way down).
  const prefixes: string[] = new Array<string>(maxLength + 2).fill("");
  const byValue = q.sortBy === "value";
  const best = new Best(q.limit, byValue);
  // Cards left per value class, for the bound on what a word can still gain.
  const classLeft = new Int32Array(3);
  for (let c = 0; c < ALPHABET_SIZE; c++) classLeft[CLASS_OF[c]!]! += counts[c]!;
  const must = Int32Array.from(q.must);
  let mustLeft = must.reduce((a, b) => a + b, 0);
  // Whether the card at each depth counted towards a must-contain letter.
  const tookMust = new Uint8Array(maxLength + 1);
  let wildAt = -1;
  let value = 0;

  const gainBound = (slots: number): number => {
    let gain = 0;
    let left = slots;
    if (q.wild && wildAt < 0 && left > 0) {
      gain += q.wildValue;
      left--;
    }
    for (let k = 0; k < 3 && left > 0; k++) {
      const take = Math.min(left, classLeft[k]!);
      gain += take * VALUE_CLASSES[k]!;
      left -= take;
    }
    return gain;
  };

  // Letters with a card left, as a bit mask; the wild adds its letters while unused.
  let available = 0;
  for (let c = 0; c < ALPHABET_SIZE; c++) if (counts[c]! > 0) available |= 1 << c;
  // The most a wild can add over the letter it stands for: a jolly (30) for a vowel (5).
  const wildExtra = q.wild === null ? 0 : q.wildValue - 5;
  const wildLetters = q.wild === "jolly" ? (1 << ALPHABET_SIZE) - 1 : q.wild === "pinella" ? VOWEL_MASK : 0;

  const visit = (node: number, depth: number): void => {
    const letters = nodeLetters[node]!;
    // Only the edges whose letter can be played: found by position, not by scanning.
    let playable = letters & (wildAt < 0 ? available | wildLetters : available);
    while (playable !== 0) {
      const bit = playable & -playable;
      playable ^= bit;
      const c = 31 - Math.clz32(bit);
      const edge = edges[node + popcount(letters & (bit - 1))]!;
      const real = counts[c]! > 0;
      const target = edge >>> shift;
      const stored = (edge >>> 6) & valueMask;
      const cardValue = real ? LETTER_VALUES[c]! : q.wildValue;
      if (real) {
        if (--counts[c]! === 0) available ^= bit;
        classLeft[CLASS_OF[c]!]!--;
        if (must[c]! > 0) {
          must[c]!--;
          mustLeft--;
          tookMust[depth] = 1;
        }
      } else wildAt = depth;
      path[depth] = c;
      value += cardValue;
      const length = depth + 1;
      const spelled = prefixes[depth]! + LETTER_STRINGS[c]!;
      prefixes[length] = spelled;
      if (stored !== 0 && q.accept[stored] !== 0 && length >= q.minLength && mustLeft === 0) {
        const key = byValue ? value : length;
        if (key >= best.threshold) {
          best.add({
            word: spelled,
            length,
            value,
            wildAt: wildAt < 0 ? null : wildAt,
            verdict: q.accept[stored] === 1 ? "valid" : "dubious",
          });
        }
      }
      if (target !== 0) {
        const below = index.completions[target]!;
        const reachable = length + below;
        if (
          reachable >= q.minLength &&
          below >= mustLeft &&
          (best.threshold < 0 ||
            (byValue ? value + Math.min(gainBound(below), index.mostValuable[target]! + (wildAt < 0 ? wildExtra : 0)) : reachable) >= best.threshold)
        ) {
          visit(target, length);
        }
      }
      value -= cardValue;
      if (real) {
        if (tookMust[depth]) {
          tookMust[depth] = 0;
          must[c]!++;
          mustLeft++;
        }
        classLeft[CLASS_OF[c]!]!++;
        if (counts[c]!++ === 0) available |= bit;
      } else wildAt = -1;
    }
  };
  if (automaton.root !== 0 && maxLength > 0) visit(automaton.root, 0);
  return best.result();
}

export function letterCounts(letters: string): Int32Array | string {
  const counts = new Int32Array(ALPHABET_SIZE);
  for (let i = 0; i < letters.length; i++) {
    const code = letterCode(letters.charCodeAt(i));
    if (code < 0) return letters[i]!;
    counts[code]!++;
  }
  return counts;
}
