/**
 * The language judge's rulings on top of the dictionary (issue #5, docs/judge.md). Pure: the
 * rulings come in as data, a Lexicon goes out, nothing is read or stored here.
 *
 * Precedence (RULES §9, Art. 2: the *giudice di lingua* has the last word on a word):
 * 1. only active rulings count (not superseded, not a withdrawal);
 * 2. a ruling applies to a table when it is global, or for the table's event, or for the table;
 * 3. the narrowest scope with any ruling on the word decides: table, then event, then global;
 * 4. within that scope, deny beats allow (a doubt left by two judges keeps the word out).
 * No ruling: the dictionary and the word profile decide, as without a judge.
 */
import { isVowel, LETTER_VALUE, WILD_VALUE } from "../engine/cards";
import type { CardLetter, FindOptions, FoundWord, Lexicon, ProfileName, Reading, RulingInfo, RulingScope, Wild, WordCheck } from "./types";

/** A stored ruling as the precedence needs it (src/server/db/schema.ts `rulings`). */
export interface Ruling {
  id: string;
  /** Card letters, upper case (CASA). */
  word: string;
  decision: "allow" | "deny" | "withdrawn";
  scope: RulingScope;
  /** Event or table id; null for global. */
  scopeId: string | null;
  reason: string;
  judge: string;
  /** When the judge decided, ms since the epoch. */
  ruledAt: number;
  /** The ruling that replaced this one, or null while it stands. */
  supersededBy: string | null;
}

/** Where a word is played: a table, and the event it belongs to (either may be absent). */
export interface RulingContext {
  gameId?: string | null;
  eventId?: string | null;
}

const NARROWNESS: Record<RulingScope, number> = { table: 2, event: 1, global: 0 };

export function isActive(ruling: Ruling): ruling is Ruling & { decision: "allow" | "deny" } {
  return ruling.supersededBy === null && ruling.decision !== "withdrawn";
}

/** Whether a ruling's scope covers the context (ignoring whether it is active). */
export function appliesTo(ruling: Ruling, context: RulingContext): boolean {
  switch (ruling.scope) {
    case "global":
      return true;
    case "event":
      return context.eventId != null && ruling.scopeId === context.eventId;
    case "table":
      return context.gameId != null && ruling.scopeId === context.gameId;
  }
}

/**
 * The ruling that decides `word` in `context`, or null when no active ruling applies. Among
 * several with the same scope and decision, the latest decision is reported.
 */
export function decidingRuling(rulings: readonly Ruling[], word: string, context: RulingContext): Ruling | null {
  let best: Ruling | null = null;
  for (const ruling of rulings) {
    if (ruling.word !== word || !isActive(ruling) || !appliesTo(ruling, context)) continue;
    if (best === null || beats(ruling, best)) best = ruling;
  }
  return best;
}

/** Narrower scope first, then deny over allow, then the later decision. */
function beats(a: Ruling, b: Ruling): boolean {
  const scope = NARROWNESS[a.scope] - NARROWNESS[b.scope];
  if (scope !== 0) return scope > 0;
  if (a.decision !== b.decision) return a.decision === "deny";
  return a.ruledAt > b.ruledAt || (a.ruledAt === b.ruledAt && a.id > b.id);
}

export function rulingInfo(ruling: Ruling): RulingInfo {
  return {
    id: ruling.id,
    decision: ruling.decision === "deny" ? "deny" : "allow",
    scope: ruling.scope,
    reason: ruling.reason,
    judge: ruling.judge,
    at: ruling.ruledAt,
  };
}

const ITALIAN_DATE = new Intl.DateTimeFormat("it-IT", {
  timeZone: "Europe/Rome",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

/** "22/11/2026", the day in Italy (where the events are played). */
export function italianDate(ms: number): string {
  return ITALIAN_DATE.format(new Date(ms));
}

/** The dictionary's check replaced by the ruling's verdict; the lemma and spelling stay. */
export function judgedCheck(base: WordCheck, ruling: Ruling): WordCheck {
  const allow = ruling.decision !== "deny";
  const check: WordCheck = {
    input: base.input,
    word: base.word,
    ok: allow,
    verdict: allow ? "valid" : "invalid",
    reason: null,
    hint: `${allow ? "Parola ammessa" : "Parola esclusa"} dal giudice il ${italianDate(ruling.ruledAt)}: ${ruling.reason}`,
    source: "judge",
    profile: base.profile,
    ruling: rulingInfo(ruling),
  };
  if (base.spelling !== undefined) check.spelling = base.spelling;
  if (base.base !== undefined) check.base = base.base;
  return check;
}

/**
 * The dictionary with the judge's rulings applied in `context`:
 * - `check`: the deciding ruling's verdict (source "judge", with `ruling`), else the dictionary's;
 * - `readings`: every letter whose word is valid or dubious after the rulings — a denied word
 *   is dropped, an allowed word is added even when the dictionary refuses it;
 * - `findWords`: denied words are dropped; allowed words the letters can make are added,
 *   placed by the same order (value or length, descending) after the dictionary's words of
 *   equal rank.
 */
export function withRulings(lexicon: Lexicon, rulings: readonly Ruling[], context: RulingContext): Lexicon {
  const deciding = new Map<string, Ruling>();
  for (const ruling of rulings) {
    if (!isActive(ruling) || !appliesTo(ruling, context)) continue;
    const current = deciding.get(ruling.word);
    if (current === undefined || beats(ruling, current)) deciding.set(ruling.word, ruling);
  }
  if (deciding.size === 0) return lexicon;
  const allowed = [...deciding.values()].filter((ruling) => ruling.decision === "allow").map((ruling) => ruling.word);

  const check = (input: string, profile: ProfileName): WordCheck => {
    const base = lexicon.check(input, profile);
    const ruling = base.word === "" ? undefined : deciding.get(base.word);
    return ruling === undefined ? base : judgedCheck(base, ruling);
  };

  return {
    version: lexicon.version,
    check,

    readings(pattern: string, wild: Wild, profile: ProfileName): Reading[] {
      // The dictionary validates the pattern (and throws its Italian error) first.
      const dictionary = lexicon.readings(pattern, wild, profile);
      const upper = pattern.trim().toUpperCase();
      const byWord = new Map<string, Reading>();
      for (const reading of dictionary) {
        const judged = check(reading.word, profile);
        if (judged.verdict !== "invalid") byWord.set(reading.word, { ...reading, check: judged });
      }
      const hole = upper.indexOf("?");
      for (const word of allowed) {
        if (byWord.has(word) || word.length !== upper.length) continue;
        if (![...upper].every((ch, i) => ch === "?" || ch === word[i])) continue;
        const letter = hole < 0 ? null : (word[hole] as CardLetter);
        if (letter !== null && wild === "pinella" && !isVowel(letter)) continue;
        byWord.set(word, { letter, word, check: check(word, profile) });
      }
      // Alphabetical by the wild's letter, as the dictionary returns them.
      return [...byWord.values()].sort((a, b) => (a.letter ?? "").localeCompare(b.letter ?? ""));
    },

    findWords(letters: string, wild: Wild | null, options: FindOptions = {}): FoundWord[] {
      const denied = deciding.size - allowed.length;
      const limit = options.limit === undefined ? undefined : options.limit + denied;
      const found = lexicon.findWords(letters, wild, { ...options, limit }).filter((word) => deciding.get(word.word)?.decision !== "deny");
      const present = new Set(found.map((word) => word.word));
      const byValue = (options.sortBy ?? "value") === "value";
      const rank = (w: FoundWord) => (byValue ? w.value * 64 + w.length : w.length * 1024 + w.value);
      const pool = letters.trim().toUpperCase();
      const must = (options.mustContain ?? "").trim().toUpperCase();
      const minLength = Math.max(1, options.minLength ?? 3);
      for (const word of allowed) {
        if (present.has(word) || word.length < minLength || !containsAll(word, must)) continue;
        const made = makeFrom(word, pool, wild);
        if (made === null) continue;
        let at = found.length;
        while (at > 0 && rank(found[at - 1]!) < rank(made)) at--;
        found.splice(at, 0, made);
      }
      return options.limit === undefined ? found : found.slice(0, options.limit);
    },
  };
}

function countLetters(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  return counts;
}

function containsAll(word: string, must: string): boolean {
  const have = countLetters(word);
  for (const [ch, n] of countLetters(must)) if ((have.get(ch) ?? 0) < n) return false;
  return true;
}

/** The word spelled from the pool's letters and at most one wild (a pinella only for a vowel). */
function makeFrom(word: string, pool: string, wild: Wild | null): FoundWord | null {
  const left = countLetters(pool);
  let wildAt: number | null = null;
  let value = 0;
  for (let i = 0; i < word.length; i++) {
    const ch = word[i]!;
    const n = left.get(ch) ?? 0;
    if (n > 0) {
      left.set(ch, n - 1);
      value += LETTER_VALUE[ch as CardLetter];
      continue;
    }
    if (wild === null || wildAt !== null) return null;
    if (wild === "pinella" && !isVowel(ch)) return null;
    wildAt = i;
    value += WILD_VALUE[wild];
  }
  return { word, length: word.length, value, wildAt, verdict: "valid" };
}
