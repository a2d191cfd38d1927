/**
 * Rulings to and from files (CSV and JSON), so that an event can start from another's
 * rulings (issue #5). Pure: formats and validates, stores nothing. docs/judge.md shows both
 * formats. Same rulings in, same bytes out: the order is fixed (word, scope, scope id, date,
 * id) and dates are ISO 8601 in UTC to the millisecond.
 */
import type { RulingScope } from "~/lexicon/types";
import { formatCsv, parseCsv } from "./csv";
import { rulingWord } from "./words";

export const CSV_HEADER = ["parola", "decisione", "ambito", "id_ambito", "motivo", "giudice", "data"] as const;
export const JSON_FORMAT = "burraco-parole/decisioni";
export const JSON_VERSION = 1;

export const REASON_MAX = 500;
export const JUDGE_NAME_MAX = 60;
export const SCOPE_ID_MAX = 32;
/** More lines than any event's rulings; a bigger file is refused before it is read. */
export const IMPORT_MAX_LINES = 10_000;

const DECISION_WORD = { allow: "ammessa", deny: "esclusa" } as const;
const SCOPE_WORD = { global: "globale", event: "evento", table: "tavolo" } as const;
const NARROWNESS: Record<RulingScope, number> = { global: 0, event: 1, table: 2 };

/** One ruling as it travels in a file: a decision in force, its judge and date. */
export interface RulingLine {
  word: string;
  decision: "allow" | "deny";
  scope: RulingScope;
  scopeId: string | null;
  reason: string;
  judge: string;
  /** ms since the epoch. */
  ruledAt: number;
}

/** The line's position in the file, for error messages ("Riga 4", "Decisione n. 4"). */
export interface NumberedLine extends RulingLine {
  line: number;
}

export type ParsedFile = { ok: true; lines: NumberedLine[] } | { ok: false; problems: string[] };

export function sortForExport(lines: readonly RulingLine[]): RulingLine[] {
  return [...lines].sort(
    (a, b) =>
      compare(a.word, b.word) ||
      NARROWNESS[a.scope] - NARROWNESS[b.scope] ||
      compare(a.scopeId ?? "", b.scopeId ?? "") ||
      a.ruledAt - b.ruledAt ||
      compare(a.decision, b.decision) ||
      compare(a.reason, b.reason) ||
      compare(a.judge, b.judge),
  );
}

/** Code-unit order: the same on every machine, unlike localeCompare. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function formatRulingsCsv(lines: readonly RulingLine[]): string {
  return formatCsv([
    CSV_HEADER,
    ...sortForExport(lines).map((line) => [
      line.word,
      DECISION_WORD[line.decision],
      SCOPE_WORD[line.scope],
      line.scopeId ?? "",
      line.reason,
      line.judge,
      new Date(line.ruledAt).toISOString(),
    ]),
  ]);
}

export function formatRulingsJson(lines: readonly RulingLine[]): string {
  const decisioni = sortForExport(lines).map((line) => ({
    parola: line.word,
    decisione: DECISION_WORD[line.decision],
    ambito: SCOPE_WORD[line.scope],
    id_ambito: line.scopeId,
    motivo: line.reason,
    giudice: line.judge,
    data: new Date(line.ruledAt).toISOString(),
  }));
  return `${JSON.stringify({ formato: JSON_FORMAT, versione: JSON_VERSION, decisioni }, null, 2)}\n`;
}

export function parseRulingsCsv(text: string): ParsedFile {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, problems: [`Riga ${parsed.line}: ${parsed.message}.`] };
  const records = parsed.records.filter((record) => !(record.fields.length === 1 && record.fields[0]!.trim() === ""));
  const header = records[0];
  if (header === undefined || header.fields.join(",") !== CSV_HEADER.join(",")) {
    return { ok: false, problems: [`Riga ${header?.line ?? 1}: la prima riga deve essere «${CSV_HEADER.join(",")}».`] };
  }
  if (records.length - 1 > IMPORT_MAX_LINES) {
    return { ok: false, problems: [`Troppe righe: al massimo ${IMPORT_MAX_LINES} decisioni per file.`] };
  }
  const problems: string[] = [];
  const lines: NumberedLine[] = [];
  for (const record of records.slice(1)) {
    const where = `Riga ${record.line}`;
    if (record.fields.length !== CSV_HEADER.length) {
      problems.push(`${where}: servono ${CSV_HEADER.length} campi, ce ne sono ${record.fields.length}.`);
      continue;
    }
    const [parola, decisione, ambito, idAmbito, motivo, giudice, data] = record.fields as [string, string, string, string, string, string, string];
    const line = validateLine(where, record.line, { parola, decisione, ambito, id_ambito: idAmbito, motivo, giudice, data }, problems);
    if (line !== null) lines.push(line);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, lines };
}

export function parseRulingsJson(text: string): ParsedFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`JSON non valido: ${error instanceof Error ? error.message : String(error)}.`] };
  }
  const file = data as { formato?: unknown; versione?: unknown; decisioni?: unknown } | null;
  if (typeof file !== "object" || file === null || file.formato !== JSON_FORMAT || file.versione !== JSON_VERSION) {
    return { ok: false, problems: [`Il file JSON deve avere "formato": "${JSON_FORMAT}" e "versione": ${JSON_VERSION}.`] };
  }
  if (!Array.isArray(file.decisioni)) return { ok: false, problems: [`Manca l'elenco "decisioni".`] };
  if (file.decisioni.length > IMPORT_MAX_LINES) {
    return { ok: false, problems: [`Troppe decisioni: al massimo ${IMPORT_MAX_LINES} per file.`] };
  }
  const problems: string[] = [];
  const lines: NumberedLine[] = [];
  file.decisioni.forEach((item: unknown, index) => {
    const where = `Decisione n. ${index + 1}`;
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      problems.push(`${where}: deve essere un oggetto.`);
      return;
    }
    const fields = item as Record<string, unknown>;
    const text = (key: string): string | null => {
      const value = fields[key];
      return typeof value === "string" ? value : value === null || value === undefined ? "" : null;
    };
    const raw: Record<string, string> = {};
    for (const key of CSV_HEADER) {
      const value = text(key);
      if (value === null) problems.push(`${where}: "${key}" deve essere un testo.`);
      raw[key] = value ?? "";
    }
    const line = validateLine(where, index + 1, raw, problems);
    if (line !== null) lines.push(line);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, lines };
}

const DECISION_OF: Record<string, "allow" | "deny"> = { ammessa: "allow", esclusa: "deny" };
const SCOPE_OF: Record<string, RulingScope> = { globale: "global", evento: "event", tavolo: "table" };
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const SCOPE_ID = /^[A-Za-z0-9_-]+$/;

/** One file line checked field by field; every problem is pushed, with `where` in front. */
function validateLine(where: string, line: number, raw: Record<string, string>, problems: string[]): NumberedLine | null {
  const before = problems.length;
  const word = rulingWord(raw.parola ?? "");
  if (!word.ok) problems.push(`${where}: parola «${raw.parola}»: ${word.message}`);
  const decision = DECISION_OF[raw.decisione ?? ""];
  if (decision === undefined) problems.push(`${where}: decisione «${raw.decisione}» non valida (ammessa o esclusa).`);
  const scope = SCOPE_OF[raw.ambito ?? ""];
  if (scope === undefined) problems.push(`${where}: ambito «${raw.ambito}» non valido (globale, evento o tavolo).`);
  const scopeId = raw.id_ambito ?? "";
  if (scope === "global" && scopeId !== "") problems.push(`${where}: una decisione globale non ha id_ambito.`);
  if ((scope === "event" || scope === "table") && (scopeId === "" || scopeId.length > SCOPE_ID_MAX || !SCOPE_ID.test(scopeId))) {
    problems.push(`${where}: id_ambito «${scopeId}» non valido per l'ambito ${raw.ambito}.`);
  }
  const reason = (raw.motivo ?? "").trim();
  if (reason === "") problems.push(`${where}: manca il motivo.`);
  else if (reason.length > REASON_MAX) problems.push(`${where}: motivo troppo lungo (al massimo ${REASON_MAX} caratteri).`);
  const judge = (raw.giudice ?? "").trim();
  if (judge === "") problems.push(`${where}: manca il giudice.`);
  else if (judge.length > JUDGE_NAME_MAX) problems.push(`${where}: nome del giudice troppo lungo (al massimo ${JUDGE_NAME_MAX} caratteri).`);
  const date = raw.data ?? "";
  const ruledAt = ISO_UTC.test(date) ? Date.parse(date) : Number.NaN;
  if (Number.isNaN(ruledAt)) problems.push(`${where}: data «${date}» non valida (per esempio 2026-11-22T10:30:00.000Z).`);
  if (problems.length > before || !word.ok || decision === undefined || scope === undefined) return null;
  return { line, word: word.word, decision, scope, scopeId: scope === "global" ? null : scopeId, reason, judge, ruledAt };
}
