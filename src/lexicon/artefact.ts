/**
 * The lexicon artefact (lexicon/build/lessico.bin): versioned, compact, loaded in a few
 * milliseconds by wrapping typed arrays around the file's bytes.
 *
 *   bytes 0-7   magic "BPLESSIC"
 *   bytes 8-11  format version (u32, little endian)
 *   bytes 12-15 header length in bytes (u32), then the header (UTF-8 JSON), padded to 4
 *   then        main automaton edges, then explanation automaton edges (u32, little endian)
 *
 * The header holds no time stamp, so the same sources give the same bytes.
 */
import { Automaton } from "./automaton";

export const ARTEFACT_FORMAT = 2;
const MAGIC = "BPLESSIC";

export interface ArtefactHeader {
  format: number;
  /** sha256 of the builder version and every source file: decides when to rebuild. */
  sourceHash: string;
  source: string;
  /** categories[value - 1]: the WORD_FLAG bits of a word whose automaton value is `value`. */
  main: { edges: number; root: number; valueBits: number; categories: number[] };
  explanations: { edges: number; root: number; valueBits: number; recipes: string[][] };
  stats: Record<string, number>;
}

export interface LoadedArtefact {
  header: ArtefactHeader;
  /** Playable spellings; value = 1 + index into header.main.categories. */
  words: Automaton;
  /** Spellings of refused words; value = 1 + index into header.explanations.recipes. */
  explanations: Automaton;
}

function littleEndian(): boolean {
  return new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
}

export function encodeArtefact(header: Omit<ArtefactHeader, "format">, mainEdges: Uint32Array, explanationEdges: Uint32Array): Uint8Array {
  if (!littleEndian()) throw new Error("Il formato del lessico richiede una macchina little-endian.");
  const json = new TextEncoder().encode(JSON.stringify({ format: ARTEFACT_FORMAT, ...header }));
  const headerLength = Math.ceil(json.length / 4) * 4;
  const total = 16 + headerLength + 4 * (mainEdges.length + explanationEdges.length);
  const bytes = new Uint8Array(total);
  bytes.set(new TextEncoder().encode(MAGIC), 0);
  const view = new DataView(bytes.buffer);
  view.setUint32(8, ARTEFACT_FORMAT, true);
  view.setUint32(12, headerLength, true);
  bytes.fill(0x20, 16, 16 + headerLength); // pad the JSON with spaces
  bytes.set(json, 16);
  let offset = 16 + headerLength;
  bytes.set(new Uint8Array(mainEdges.buffer, mainEdges.byteOffset, mainEdges.byteLength), offset);
  offset += mainEdges.byteLength;
  bytes.set(new Uint8Array(explanationEdges.buffer, explanationEdges.byteOffset, explanationEdges.byteLength), offset);
  return bytes;
}

export class ArtefactError extends Error {}

/** Reads the header only: enough to decide whether the artefact is stale. */
export function readArtefactHeader(bytes: Uint8Array): ArtefactHeader {
  if (bytes.length < 16 || new TextDecoder().decode(bytes.subarray(0, 8)) !== MAGIC) {
    throw new ArtefactError("Non è un file di lessico di Burraco Parole.");
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const format = view.getUint32(8, true);
  if (format !== ARTEFACT_FORMAT) throw new ArtefactError(`Formato del lessico ${format}, atteso ${ARTEFACT_FORMAT}.`);
  const headerLength = view.getUint32(12, true);
  return JSON.parse(new TextDecoder().decode(bytes.subarray(16, 16 + headerLength))) as ArtefactHeader;
}

export function decodeArtefact(input: Uint8Array): LoadedArtefact {
  if (!littleEndian()) throw new ArtefactError("Il formato del lessico richiede una macchina little-endian.");
  // Typed arrays need 4-byte alignment; a Buffer from a pool may not have it.
  const bytes = input.byteOffset % 4 === 0 ? input : input.slice();
  const header = readArtefactHeader(bytes);
  const headerLength = new DataView(bytes.buffer, bytes.byteOffset).getUint32(12, true);
  const mainOffset = bytes.byteOffset + 16 + headerLength;
  const explanationOffset = mainOffset + 4 * header.main.edges;
  if (explanationOffset + 4 * header.explanations.edges !== bytes.byteOffset + bytes.byteLength) {
    throw new ArtefactError("File del lessico troncato o corrotto.");
  }
  if (!Array.isArray(header.main.categories) || header.main.categories.length >= 1 << header.main.valueBits) {
    throw new ArtefactError("Categorie del lessico incompatibili.");
  }
  return {
    header,
    words: new Automaton(new Uint32Array(bytes.buffer, mainOffset, header.main.edges), header.main),
    explanations: new Automaton(new Uint32Array(bytes.buffer, explanationOffset, header.explanations.edges), header.explanations),
  };
}
