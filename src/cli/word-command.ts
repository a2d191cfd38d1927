/** `burraco word check|find`: the dictionary service from the shell. */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { isProfileName } from "../lexicon/profiles";
import type { FoundWord, ProfileName, Wild, WordCheck } from "../lexicon/types";
import { openCliLexicon } from "./open-lexicon";
import { LineWriter } from "./output";
import { UsageError } from "./usage";

function profileOption(value: string | undefined): ProfileName {
  const profile = value ?? "torneo";
  if (!isProfileName(profile)) throw new UsageError(`profilo sconosciuto: ${profile} (torneo, scuola, libero)`);
  return profile;
}

function integerOption(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${name} vuole un numero intero, non "${value}"`);
  return n;
}

export function runWordCommand(argv: string[]): number | Promise<number> {
  const [verb, ...rest] = argv;
  if (verb === "check") return check(rest);
  if (verb === "find") return find(rest);
  throw new UsageError(`word ${verb ?? ""}: usa "word check" o "word find"`);
}

async function check(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { profile: { type: "string", short: "p" }, stdin: { type: "boolean" } },
  });
  const profile = profileOption(values.profile);
  const text = values.stdin ? readFileSync(0, "utf8") : null;
  if (text === "" || (text === null && positionals.length === 0)) {
    throw new UsageError("word check: nessuna parola (scrivile dopo il comando o usa --stdin)");
  }
  const lexicon = openCliLexicon();
  const out = new LineWriter();
  if (text === null) {
    for (const word of positionals) out.line(checkLine(lexicon.check(word, profile)));
  } else {
    // One word a line (\n or \r\n; a last line without one counts too), taken one at a time
    // rather than split up front: each line's string dies young, with its verdict.
    for (let start = 0; start < text.length; ) {
      let end = text.indexOf("\n", start);
      const next = end < 0 ? text.length : end + 1;
      if (end < 0) end = text.length;
      else if (end > start && text.charCodeAt(end - 1) === 13) end--;
      out.line(checkLine(lexicon.check(text.slice(start, end), profile)));
      start = next;
      // Let stdout write while we go on; at most QUEUE_LIMIT bytes of verdicts wait in memory.
      if (out.behind) await out.drain();
    }
  }
  out.flush();
  return 0;
}

/**
 * One verdict as a JSON line, written by hand: the CLI checks 100k words in a fraction of
 * Hunspell's time. A verdict's texts are the game's own Italian around card letters and
 * dictionary spellings, plus what was typed: they need JSON escaping only when the input
 * does (tested in tests/lexicon/check.test.ts), so one test of the input decides the line.
 */
export function checkLine(r: WordCheck): string {
  const text = NEEDS_ESCAPE.test(r.input) ? JSON.stringify : quoted;
  return (
    `{"input":${text(r.input)},"word":"${r.word}","ok":${r.ok},"verdict":"${r.verdict}",` +
    `"reason":${r.reason === null ? "null" : `"${r.reason}"`},"hint":${text(r.hint)}` +
    (r.spelling !== undefined ? `,"spelling":${text(r.spelling)}` : "") +
    (r.base !== undefined ? `,"base":${text(r.base)}` : "") +
    `,"source":"${r.source}"}`
  );
}

/** What JSON needs escaped in a string: quotes, backslashes, control characters, surrogates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are exactly what JSON must escape.
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

const quoted = (text: string): string => `"${text}"`;

function find(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      jolly: { type: "boolean" },
      pinella: { type: "boolean" },
      profile: { type: "string", short: "p" },
      min: { type: "string" },
      must: { type: "string" },
      limit: { type: "string" },
      sort: { type: "string" },
      json: { type: "boolean" },
    },
  });
  if (positionals.length !== 1) throw new UsageError("word find: una sola sequenza di lettere, per esempio CASAPT");
  if (values.jolly && values.pinella) throw new UsageError("word find: --jolly oppure --pinella, non entrambi (una matta sola)");
  if (values.sort !== undefined && values.sort !== "value" && values.sort !== "length") {
    throw new UsageError("--sort vuole value o length");
  }
  const letters = positionals[0]!;
  if (letters.length > 22) throw new UsageError("word find: al massimo 22 lettere");
  const wild: Wild | null = values.jolly ? "jolly" : values.pinella ? "pinella" : null;
  const lexicon = openCliLexicon();
  const words = lexicon.findWords(letters, wild, {
    profile: profileOption(values.profile),
    minLength: integerOption("min", values.min),
    mustContain: values.must,
    limit: integerOption("limit", values.limit),
    sortBy: values.sort as "value" | "length" | undefined,
  });
  const out = new LineWriter();
  if (values.json) {
    for (const w of words) out.line(JSON.stringify(w));
  } else {
    for (const w of words) out.line(`${show(w)}\t${w.length}\t${w.value}`);
  }
  out.flush();
  if (!values.json) process.stderr.write(`${words.length} parole\n`);
  return 0;
}

/** The word with the wild's letter in lower case, as players write it: CAsA. */
function show(w: FoundWord): string {
  return w.wildAt === null ? w.word : w.word.slice(0, w.wildAt) + w.word[w.wildAt]!.toLowerCase() + w.word.slice(w.wildAt + 1);
}
