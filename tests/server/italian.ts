/**
 * What makes an error message fit for a person (issue #19): Italian — no English giveaway
 * (zod's, tRPC's, the browser's, a raw error's), no raw data (JSON, `>=`, a regular
 * expression), a few Italian words — and it says what to do (an imperative or "puoi").
 * Each check answers the problem it found, or null.
 */

/** English words that give a message away; none of them is Italian. */
const ENGLISH =
  /(?<![\p{L}_])(?:error|invalid|expected|received|required|too|small|big|must|should|please|try|not|found|forbidden|failed|fetch|unexpected|unsupported|missing|string|number|undefined|null|letters?|digits?|least|most|only|and|the|of|to|is|on|procedure|path|input|request|table|token)(?![\p{L}_])/iu;

/** What only raw data or a program's text has. */
const RAW = /[{}[\]]|>=|<=|=>|\bError:|\/\^|\\[dws]|^\s*$/;

/** Italian function words: a sentence has at least one. */
const ITALIAN_WORDS =
  /(?<![\p{L}])(?:il|lo|la|gli|le|un|una|di|del|della|dei|delle|al|alla|ai|da|dal|dalla|in|nel|nella|nelle|negli|dello|degli|alle|agli|con|per|tra|su|sul|sulla|che|non|è|sono|hai|ha|già|più|ci|si|questo|questa|tuo|tua|o|e)(?![\p{L}])/giu;

/** An imperative (with its pronoun: aprilo, correggile, mandane), "puoi" or "devi": what to do next. */
const WHAT_TO_DO =
  /(?<![\p{L}])(?:devi|apri|chiedi|riprova|ricarica|torna|aspetta|controlla|copia|incolla|scrivi|scegli|correggi|crea|creare|usa|indica|puoi|rifai|riprendi|riparti|manda|cambia|dividi|completa|cancella|guarda|pesca|scarta|tieni)(?:lo|la|li|le|ne)?(?![\p{L}])/iu;

export function notItalian(message: string): string | null {
  const english = ENGLISH.exec(message);
  if (english !== null) return `English word «${english[0]}»`;
  const raw = RAW.exec(message);
  if (raw !== null) return `raw text «${raw[0]}»`;
  const words = new Set((message.match(ITALIAN_WORDS) ?? []).map((word) => word.toLowerCase()));
  if (words.size === 0) return "no Italian words";
  return null;
}

export function saysNothingToDo(message: string): string | null {
  return WHAT_TO_DO.test(message) ? null : "no verb that says what to do";
}

/** Both checks, for one message: the problems found (none: fit for a person). */
export function problemsOf(message: string, { mustSayWhatToDo = true } = {}): string[] {
  return [notItalian(message), mustSayWhatToDo ? saysNothingToDo(message) : null].filter((problem): problem is string => problem !== null);
}
