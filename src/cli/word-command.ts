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
  let words = positionals;
  if (values.stdin) {
    const text = readFileSync(0, "utf8");
    words = text.split(/\r?\n/);
    if (words.at(-1) === "") words.pop();
  }
  if (words.length === 0) throw new UsageError("word check: nessuna parola (scrivile dopo il comando o usa --stdin)");
  const lexicon = openCliLexicon();
  const out = new LineWriter();
  for (let i = 0; i < words.length; i++) {
    out.line(checkLine(lexicon.check(words[i]!, profile)));
    // Now and then let the event loop hand the written lines to the pipe, so that the
    // reader drains them while we go on checking (instead of all at the end).
    if (i % CHUNK === CHUNK - 1) {
      out.flush();
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  out.flush();
  return 0;
}

const CHUNK = 4096;

/**
 * One verdict as a JSON line. Written by hand (only the free-text fields go through
 * JSON.stringify): the CLI checks 100k words in a fraction of Hunspell's time.
 */
export function checkLine(r: WordCheck): string {
  return (
    `{"input":${jsonString(r.input)},"word":"${r.word}","ok":${r.ok},"verdict":"${r.verdict}",` +
    `"reason":${r.reason === null ? "null" : `"${r.reason}"`},"hint":${jsonString(r.hint)}` +
    (r.spelling !== undefined ? `,"spelling":${jsonString(r.spelling)}` : "") +
    (r.base !== undefined ? `,"base":${jsonString(r.base)}` : "") +
    `,"source":"${r.source}"}`
  );
}

// What JSON needs escaped in a string: quotes, backslashes, control characters, surrogates.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are exactly what JSON must escape.
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** A JSON string literal; most texts need no escaping, and testing for it is cheaper. */
function jsonString(text: string): string {
  return NEEDS_ESCAPE.test(text) ? JSON.stringify(text) : `"${text}"`;
}

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
