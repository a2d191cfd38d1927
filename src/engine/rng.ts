/**
 * Seeded randomness: every shuffle comes from the seed stored with the game, so the same
 * seed and actions give the same state, and a tournament can give every table the same
 * cards: a deal is reproducible from (seed, deal number) alone.
 */

/** A 32-bit hash of a string (FNV-1a, then avalanche): turns any seed text into numbers. */
function hash32(text: string, salt: number): number {
  let h = (0x811c9dc5 ^ salt) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d) >>> 0;
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** xoshiro128** seeded from (seed, stream): fast, good enough for shuffling cards. */
export function randomStream(seed: string, stream: string): () => number {
  const key = `${seed}\u0000${stream}`;
  let a = hash32(key, 1) | 1;
  let b = hash32(key, 2);
  let c = hash32(key, 3);
  let d = hash32(key, 4);
  return () => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result / 4294967296;
  };
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** Fisher-Yates with the given stream: returns a new array. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
