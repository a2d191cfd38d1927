/**
 * The server's environment, validated once with zod: a bad value stops the server at start
 * with a message that names the variable, instead of failing later on the first query.
 *
 * Server-only: nothing here is sent to the browser (no NEXT_PUBLIC_ variables yet).
 */
import { z } from "zod";

/** URL schemes @libsql/client understands: a local file, sqld / Turso, or memory. */
const DATABASE_URL_SCHEMES = ["file:", "libsql:", "http:", "https:", "ws:", "wss:"] as const;

/** An unset variable and an empty one (`DATABASE_AUTH_TOKEN=`) mean the same thing. */
const optionalString = z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), z.string().trim().optional());

/** A whole number of `unit` within bounds, `fallback` when unset or empty; each refusal names the rule broken. */
function wholeNumber(unit: string, { min, max, fallback }: { min: number; max: number; fallback: number }, messages: { min: string; max: string }) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({ message: `must be a whole number of ${unit}` })
      .int({ message: `must be a whole number of ${unit}` })
      .min(min, { message: messages.min })
      .max(max, { message: messages.max })
      .default(fallback),
  );
}

const TRUE_WORDS = ["1", "true", "yes", "on"];
const FALSE_WORDS = ["0", "false", "no", "off"];

/** On or off: 1/true/yes/on or 0/false/no/off (any case); `fallback` when unset or empty. */
function flag(fallback: boolean) {
  return z.preprocess(
    (value) => {
      if (value === undefined || (typeof value === "string" && value.trim() === "")) return fallback;
      if (typeof value !== "string") return value;
      const word = value.trim().toLowerCase();
      return TRUE_WORDS.includes(word) ? true : FALSE_WORDS.includes(word) ? false : value;
    },
    z.boolean({ message: `must be ${TRUE_WORDS.join("/")} or ${FALSE_WORDS.join("/")}` }),
  );
}

export const envSchema = z.object({
  DATABASE_URL: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string()
      .trim()
      .default("file:./data/burraco.db")
      .refine((url) => url === ":memory:" || DATABASE_URL_SCHEMES.some((scheme) => url.startsWith(scheme)), {
        message: `must start with one of ${DATABASE_URL_SCHEMES.join(" ")} (e.g. file:./data/burraco.db or libsql://<db>.turso.io), or be :memory:`,
      })
      .refine((url) => url !== "file:", { message: "file: needs a path (e.g. file:./data/burraco.db)" }),
  ),
  /** Turso / sqld auth token; unused for file: URLs. */
  DATABASE_AUTH_TOKEN: optionalString,
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** Issue #5: how long a word sent to the language judge waits; then the dictionary's verdict stands. */
  JUDGE_TIMEOUT_SECONDS: wholeNumber("seconds", { min: 10, max: 86_400, fallback: 180 }, { min: "at least 10 seconds", max: "at most 86400 seconds (a day)" }),
  /** Issue #14: a table with no move for this many days (not a finished one) is archived: readable, no more moves. */
  TABLE_IDLE_DAYS: wholeNumber("days", { min: 1, max: 3650, fallback: 30 }, { min: "at least 1 day", max: "at most 3650 days" }),
  /** Issue #14: an archived table is deleted after this many more days without a move. */
  TABLE_ARCHIVE_DAYS: wholeNumber("days", { min: 1, max: 3650, fallback: 30 }, { min: "at least 1 day", max: "at most 3650 days" }),
  /** Issue #13: the pause before a computer player's move, in milliseconds (a human-feeling pace; 0 in tests). */
  BOT_DELAY_MS: wholeNumber("milliseconds", { min: 0, max: 10_000, fallback: 800 }, { min: "at least 0", max: "at most 10000 milliseconds" }),
  /**
   * Issue #14: on when the server is behind one reverse proxy of ours, which appends the
   * address it saw to X-Forwarded-For: the per-address limits then key on that (the rightmost)
   * entry. Off, the header is ignored (anyone can send it) and the socket's address counts.
   */
  TRUST_PROXY: flag(false),
  /** Issue #14: live streams (SSE) open at once, all clients together; beyond it, 503. */
  MAX_STREAMS: wholeNumber("streams", { min: 1, max: 100_000, fallback: 2000 }, { min: "at least 1 stream", max: "at most 100000 streams" }),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "(env)"}: ${issue.message}`);
    throw new Error(`Invalid environment variables:\n${lines.join("\n")}`);
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);
