/**
 * A minimal acyclic automaton (DAWG) over the 21 card letters, packed in a Uint32Array,
 * whose final states carry a small value (an index into a table of word categories).
 *
 * One 32-bit word per edge, a node's edges contiguous and sorted by letter:
 *   bits 0-4   letter index (0-20, A..Z without J K W X Y)
 *   bit  5     last edge of its node
 *   bits 6..   the value of the state the edge leads to (0: not a word end)
 *   high bits  index of the first edge of the target node (0: the target has no edges)
 * Edge 0 is a placeholder so that 0 can mean "no edges".
 * Tested in tests/lexicon/automaton.test.ts; the layout is versioned by the artefact.
 */

import { CARD_LETTERS } from "../engine/cards";

/** The letters in code order: a letter's code is its index among the card letters. */
export const ALPHABET = CARD_LETTERS.join("");
export const ALPHABET_SIZE = ALPHABET.length;

/** Letter code (0-20) for a card letter's char code (either case), -1 otherwise. */
const LETTER_CODE = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) {
  LETTER_CODE[ALPHABET.charCodeAt(i)] = i;
  LETTER_CODE[ALPHABET.toLowerCase().charCodeAt(i)] = i;
}

export function letterCode(charCode: number): number {
  return charCode < 128 ? LETTER_CODE[charCode]! : -1;
}

/** Number of set bits of a 32-bit integer. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export interface AutomatonLayout {
  valueBits: number;
  root: number;
}

export class Automaton {
  readonly edges: Uint32Array;
  readonly root: number;
  readonly valueShift = 6;
  readonly valueMask: number;
  readonly targetShift: number;

  /**
   * The edge reached by each three-letter start (21³ entries, 0 when no word starts so):
   * the widest nodes, near the root, are not scanned on every lookup. Built at load
   * (about 10k sibling scans, a fraction of a millisecond).
   */
  private readonly threeLetters: Uint32Array;

  constructor(edges: Uint32Array, layout: AutomatonLayout) {
    this.edges = edges;
    this.root = layout.root;
    this.valueMask = (1 << layout.valueBits) - 1;
    this.targetShift = 6 + layout.valueBits;
    const n = ALPHABET_SIZE;
    this.threeLetters = new Uint32Array(n * n * n);
    for (let a = 0; a < n; a++) {
      const first = this.edgeFor(this.root, a);
      if (first < 0) continue;
      for (let b = 0; b < n; b++) {
        const second = this.edgeFor(edges[first]! >>> this.targetShift, b);
        if (second < 0) continue;
        for (let c = 0; c < n; c++) {
          const third = this.edgeFor(edges[second]! >>> this.targetShift, c);
          if (third >= 0) this.threeLetters[(a * n + b) * n + c] = third;
        }
      }
    }
  }

  /** The index of `node`'s edge for letter `code`, or -1. */
  private edgeFor(node: number, code: number): number {
    if (node === 0) return -1;
    for (let e = node; ; e++) {
      const letter = this.edges[e]! & 31;
      if (letter === code) return e;
      if (letter > code || this.edges[e]! & 32) return -1;
    }
  }

  /** The value stored for a word (either case), 0 when the word is not in the automaton. */
  get(word: string): number {
    const edges = this.edges;
    const shift = this.targetShift;
    let node = this.root;
    let value = 0;
    let start = 0;
    if (word.length >= 3) {
      const c0 = word.charCodeAt(0);
      const c1 = word.charCodeAt(1);
      const c2 = word.charCodeAt(2);
      const a = c0 < 128 ? LETTER_CODE[c0]! : -1;
      const b = c1 < 128 ? LETTER_CODE[c1]! : -1;
      const c = c2 < 128 ? LETTER_CODE[c2]! : -1;
      if (a < 0 || b < 0 || c < 0) return 0;
      const e = this.threeLetters[(a * ALPHABET_SIZE + b) * ALPHABET_SIZE + c]!;
      if (e === 0) return 0;
      value = (edges[e]! >>> 6) & this.valueMask;
      node = edges[e]! >>> shift;
      start = 3;
    }
    for (let i = start; i < word.length; i++) {
      if (node === 0) return 0;
      const c = word.charCodeAt(i);
      const code = c < 128 ? LETTER_CODE[c]! : -1;
      if (code < 0) return 0;
      // A linear scan of the sorted siblings: measured faster than a bit-mask jump here
      // (nodes have few edges), and it needs nothing computed at load.
      let e = node;
      for (;;) {
        const edge = edges[e]!;
        const letter = edge & 31;
        if (letter === code) {
          value = (edge >>> 6) & this.valueMask;
          node = edge >>> shift;
          break;
        }
        if (letter > code || edge & 32) return 0;
        e++;
      }
    }
    return value;
  }

  /**
   * For each node (by its first edge), the bit mask of its edges' letters: with edges
   * sorted by letter, an edge's position is the count of lower bits. The word finder
   * uses it to visit only playable edges; one pass, computed when first needed.
   */
  nodeLetterMasks(): Int32Array {
    const masks = new Int32Array(this.edges.length);
    let start = 1;
    let mask = 0;
    for (let e = 1; e < this.edges.length; e++) {
      mask |= 1 << (this.edges[e]! & 31);
      if (this.edges[e]! & 32) {
        masks[start] = mask;
        start = e + 1;
        mask = 0;
      }
    }
    return masks;
  }

  /** Calls `visit` for every word with its value, in alphabetical order. For tests and tools. */
  forEach(visit: (word: string, value: number) => void): void {
    const letters: string[] = [];
    const recurse = (node: number): void => {
      if (node === 0) return;
      for (let e = node; ; e++) {
        const edge = this.edges[e]!;
        letters.push(ALPHABET[edge & 31]!);
        const value = (edge >>> 6) & this.valueMask;
        if (value !== 0) visit(letters.join(""), value);
        recurse(edge >>> this.targetShift);
        letters.pop();
        if (edge & 32) break;
      }
    };
    recurse(this.root);
  }
}
