/**
 * Words and figures of the judge console (docs/judge.md): labels for the API's codes, the
 * time a request waits and the time it has left, and one line per precedent. Pure, so the
 * unit tests read exactly what the page shows. Dates are Italy's (the rulings' hint does the same).
 */
export type Decision = "allow" | "deny" | "withdrawn";
export type Scope = "global" | "event" | "table";

export interface RulingLike {
  word: string;
  decision: Decision;
  scope: Scope;
  scopeId: string | null;
  reason: string;
  judge: string;
  ruledAt: number;
  active: boolean;
  supersededBy: string | null;
}

export const KIND_LABEL = { contest: "Contestazione", challenge: "Sfida" } as const;

/** What the request asks, in one line under its kind. */
export const KIND_MEANING = {
  contest: "Il giocatore chiede di calare una parola che il dizionario non accetta.",
  challenge: "Un avversario contesta una parola che il dizionario ha accettato.",
} as const;

export const DECISION_LABEL: Readonly<Record<Decision, string>> = {
  allow: "Ammessa",
  deny: "Esclusa",
  withdrawn: "Ritirata",
};

export const SCOPE_LABEL: Readonly<Record<Scope, string>> = {
  global: "Tutti i tavoli",
  event: "Evento",
  table: "Tavolo",
};

/** Quick picks for the reason: one tap fills the field (the judge may still write their own). */
export const QUICK_REASONS = ["Forma registrata nei dizionari", "Nome proprio", "Alterato non lessicalizzato", "Parola straniera", "Troncamento"] as const;

/** 0:05, 2:59, 12:00 — minutes and seconds, rounded up so 0:00 means the time is over. */
export function minutesSeconds(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

/** The time-out countdown of a request: "2:35", or "scaduta" once the deadline passed. */
export function countdown(deadlineAt: number, now: number): { text: string; late: boolean; urgent: boolean } {
  const left = deadlineAt - now;
  if (left <= 0) return { text: "tempo scaduto", late: true, urgent: true };
  return { text: minutesSeconds(left), late: false, urgent: left <= 30_000 };
}

/** How long a request has waited: "da 12 s", "da 3 min", "da 2 h". */
export function waiting(createdAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - createdAt) / 1000));
  if (seconds < 60) return `da ${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `da ${minutes} min`;
  return `da ${Math.floor(minutes / 60)} h`;
}

const DATE_TIME = new Intl.DateTimeFormat("it-IT", {
  timeZone: "Europe/Rome",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** 22/11/2026 10:00, in Italy's time zone whatever the judge's device says. */
export function dateTime(ms: number): string {
  return DATE_TIME.format(new Date(ms)).replace(",", "");
}

/** Where a ruling applies: "Tutti i tavoli", "Evento abc123", "Tavolo x1y2". */
export function scopeText(scope: Scope, scopeId: string | null): string {
  return scopeId === null ? SCOPE_LABEL[scope] : `${SCOPE_LABEL[scope]} ${scopeId}`;
}

/** In force, replaced or withdrawn: a ruling's state in the history. */
export function rulingStatus(ruling: Pick<RulingLike, "active" | "decision" | "supersededBy">): string {
  if (ruling.active) return "in vigore";
  if (ruling.decision === "withdrawn") return "ritiro";
  return "sostituita";
}

/** One precedent in a line: "Esclusa da Anna Neri il 22/11/2026 10:00 (Tavolo x1) — Alterato (Art. 4.2)". */
export function precedentLine(ruling: RulingLike): string {
  const what = ruling.decision === "withdrawn" ? "Ritirata" : DECISION_LABEL[ruling.decision];
  return `${what} da ${ruling.judge} il ${dateTime(ruling.ruledAt)} (${scopeText(ruling.scope, ruling.scopeId)}, ${rulingStatus(ruling)}) — ${ruling.reason}`;
}

/**
 * What the judge's decision does to the word, for the buttons' confirmation: `approve` is about
 * the word (true = it stands), whatever the request's kind.
 */
export function outcomeText(kind: "contest" | "challenge", approve: boolean, word: string): string {
  if (kind === "contest") return approve ? `${word} ammessa: la combinazione va in tavola.` : `${word} respinta: la combinazione non va in tavola.`;
  return approve ? `${word} ammessa: la sfida è respinta, la parola resta in tavola.` : `${word} respinta: la sfida è accolta, la parola torna in mano.`;
}

/**
 * Whether the decision is recorded as a ruling by default: a contest the judge approves
 * becomes a table ruling (the same word played again at that table needs no new request);
 * anything else is the judge's choice, unticked.
 */
export function recordByDefault(kind: "contest" | "challenge", approve: boolean): boolean {
  return kind === "contest" && approve;
}

/** A date field's day (YYYY-MM-DD) as ms: its first instant, or its last with `endOfDay`, in Italy's time. */
export function dayBound(day: string, endOfDay = false): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  // Italy is UTC+1 or +2: find the offset at that day's noon.
  const noon = Date.UTC(y, m - 1, d, 12);
  const romeNoon = new Date(noon).toLocaleString("en-US", { timeZone: "Europe/Rome", hour12: false, hour: "2-digit" });
  const offsetHours = Number.parseInt(romeNoon, 10) - 12;
  const start = Date.UTC(y, m - 1, d) - offsetHours * 3_600_000;
  return endOfDay ? start + 86_400_000 - 1 : start;
}

/** The file name of an export: decisioni-<what>-<day>.csv. */
export function exportFileName(what: string, format: "csv" | "json", now: number): string {
  const day = new Date(now).toISOString().slice(0, 10);
  const safe = what.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "") || "decisioni";
  return `decisioni-${safe}-${day}.${format}`;
}

/** A pasted file's format, guessed from its first character (JSON starts with "{"). */
export function guessFormat(content: string): "csv" | "json" {
  return content
    .replace(/^\uFEFF/, "")
    .trimStart()
    .startsWith("{")
    ? "json"
    : "csv";
}
