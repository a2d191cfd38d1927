/**
 * The curated lists in lexicon/*.txt: a `# ` header, then one lower-case word a line,
 * optionally followed by `  # note`. They are reviewed like code, so a malformed line
 * stops the build with its file and line rather than being skipped.
 */

export interface WordListEntry {
  word: string;
  note: string;
  line: number;
}

const CARD_WORD = /^[abcdefghilmnopqrstuvz]+$/;

export function parseWordList(text: string, fileName: string): WordListEntry[] {
  const entries: WordListEntry[] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    const hash = line.indexOf("#");
    const word = (hash < 0 ? line : line.slice(0, hash)).trim();
    const note = hash < 0 ? "" : line.slice(hash + 1).trim();
    if (!CARD_WORD.test(word)) {
      throw new Error(`${fileName}:${i + 1}: "${word}" non è una parola di sole lettere delle carte (a-z senza j k w x y)`);
    }
    if (seen.has(word)) throw new Error(`${fileName}:${i + 1}: "${word}" compare due volte`);
    seen.add(word);
    entries.push({ word, note, line: i + 1 });
  });
  return entries;
}
