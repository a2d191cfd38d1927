/**
 * Builds the packed automaton of ../automaton.ts from words given in sorted order, by the
 * incremental minimisation of Daciuk, Mihov, Watson and Watson (2000): each time a word
 * leaves the common prefix, the finished tail is merged with an equivalent registered
 * state. States are equivalent when they have the same value and the same edges, so the
 * result is the minimal automaton for the (word, value) pairs. Deterministic: the same
 * input gives the same array.
 */
import { ALPHABET, letterCode } from "../automaton";

interface BuildNode {
  value: number;
  letters: number[];
  children: BuildNode[];
  /** Registration order, set once the node is final; -1 while it may still change. */
  id: number;
}

function newNode(): BuildNode {
  return { value: 0, letters: [], children: [], id: -1 };
}

export interface PackedAutomaton {
  edges: Uint32Array;
  root: number;
  valueBits: number;
  nodeCount: number;
}

export function buildAutomaton(entries: Iterable<readonly [word: string, value: number]>, valueBits: number): PackedAutomaton {
  if (valueBits < 1 || valueBits > 12) throw new Error(`valueBits fuori intervallo: ${valueBits}`);
  const maxValue = (1 << valueBits) - 1;
  const register = new Map<string, BuildNode>();
  const ordered: BuildNode[] = [];
  const root = newNode();
  const path: BuildNode[] = [root];
  let previous = "";

  const signature = (node: BuildNode): string => {
    let s = String(node.value);
    for (let i = 0; i < node.letters.length; i++) s += `,${node.letters[i]}:${node.children[i]!.id}`;
    return s;
  };
  // Registers (or merges) the nodes of the previous word deeper than `depth`.
  const minimise = (depth: number): void => {
    for (let d = path.length - 1; d > depth; d--) {
      const node = path[d]!;
      const parent = path[d - 1]!;
      const sig = signature(node);
      const existing = register.get(sig);
      if (existing) {
        parent.children[parent.children.length - 1] = existing;
      } else {
        node.id = ordered.length;
        ordered.push(node);
        register.set(sig, node);
      }
      path.pop();
    }
  };

  for (const [word, value] of entries) {
    if (word <= previous && previous !== "") {
      throw new Error(`Parole non ordinate o ripetute: "${previous}" poi "${word}"`);
    }
    if (value < 1 || value > maxValue) throw new Error(`Valore ${value} fuori intervallo per "${word}"`);
    let common = 0;
    while (common < word.length && common < previous.length && word[common] === previous[common]) common++;
    minimise(common);
    for (let d = common; d < word.length; d++) {
      const code = letterCode(word.charCodeAt(d));
      if (code < 0) throw new Error(`Lettera fuori mazzo in "${word}"`);
      const child = newNode();
      const parent = path[d]!;
      parent.letters.push(code);
      parent.children.push(child);
      path.push(child);
    }
    path[word.length]!.value = value;
    previous = word;
  }
  minimise(0);
  root.id = ordered.length;
  ordered.push(root);

  // Pack: every node's edges contiguous, nodes in depth-first order from the root, so that
  // a word's path mostly walks forward through memory (fewer cache misses per lookup).
  const firstEdge = new Int32Array(ordered.length);
  const placed = new Uint8Array(ordered.length);
  let edgeCount = 1; // edge 0 is the "no edges" placeholder
  const stack: BuildNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (placed[node.id]) continue;
    placed[node.id] = 1;
    firstEdge[node.id] = node.letters.length === 0 ? 0 : edgeCount;
    edgeCount += node.letters.length;
    for (let i = node.children.length - 1; i >= 0; i--) if (!placed[node.children[i]!.id]) stack.push(node.children[i]!);
  }
  if (placed.some((p) => p === 0)) throw new Error("Automa: uno stato non è raggiungibile dalla radice");
  const targetBits = 32 - 6 - valueBits;
  if (edgeCount >= 2 ** targetBits) {
    throw new Error(`Automa troppo grande: ${edgeCount} archi, massimo ${2 ** targetBits}`);
  }
  const edges = new Uint32Array(edgeCount);
  for (const node of ordered) {
    const base = firstEdge[node.id]!;
    for (let i = 0; i < node.letters.length; i++) {
      const child = node.children[i]!;
      const last = i === node.letters.length - 1 ? 32 : 0;
      edges[base + i] = (node.letters[i]! | last | (child.value << 6) | (firstEdge[child.id]! << (6 + valueBits))) >>> 0;
    }
  }
  return { edges, root: firstEdge[root.id]!, valueBits, nodeCount: ordered.length };
}

/** Sorts words the way the builder needs: by card-letter order (ASCII order here). */
export function compareWords(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export { ALPHABET };
