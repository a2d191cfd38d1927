/**
 * Rulings to and from files (issue #5: "Override lists browsable and exportable / importable
 * (CSV and JSON), so an event can start from another's rulings"): round trips byte for byte,
 * and a bad file changes nothing and says what is wrong, line by line, in Italian.
 */
import { count } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { rulings } from "~/server/db/schema";
import { JudgeError } from "~/server/judge/errors";
import { JudgeService } from "~/server/judge/service";
import { CSV_HEADER, formatRulingsCsv, parseRulingsCsv, parseRulingsJson } from "~/server/judge/transfer";
import { hashToken } from "~/server/games/tokens";
import { rejectionOf } from "./rejections";
import { ADMIN_TOKEN, type JudgeWorld, judgeWorld } from "./judge-world";

let world: JudgeWorld;
beforeEach(async () => {
  world = await judgeWorld();
});
afterEach(() => world.database.remove());

const admin = { admin: true as const, token: ADMIN_TOKEN };

async function rowCount(db = world.database.db): Promise<number> {
  return (await db.select({ n: count() }).from(rulings))[0]!.n;
}

/** An event with rulings whose reasons need CSV quoting (comma, quotes, a line break, accents). */
async function eventWithRulings(judges = world.judges) {
  const event = await judges.createEvent("Campionato, edizione 2026");
  const judge = { eventId: event.eventId, token: event.judgeToken };
  const scope = { scope: "event" as const, scopeId: event.eventId };
  await judges.createRuling(judge, { ...scope, word: "gattino", decision: "allow", reason: "Lessicalizzato, vedi «Zingarelli»", judge: "Anna Neri" });
  world.advance(1000);
  await judges.createRuling(judge, {
    ...scope,
    word: "brum",
    decision: "allow",
    reason: 'Onomatopea "accettata"\\nsu due righe'.replace("\\n", "\n"),
    judge: "Paolo",
  });
  world.advance(1000);
  const casa = await judges.createRuling(judge, { ...scope, word: "città", decision: "deny", reason: "Serve l'accento: città", judge: "Anna Neri" });
  // A superseded ruling is history, not exported.
  world.advance(1000);
  await judges.supersedeRuling(judge, casa.id, { decision: "allow", reason: "Ammessa senza accento per questo evento", judge: "Luca" });
  return { event, judge };
}

describe("export", () => {
  it("writes the CSV header, CRLF records, RFC 4180 quoting, rulings in force only, in a fixed order", async () => {
    const { event, judge } = await eventWithRulings();
    const csv = await world.judges.exportRulings(judge, "csv", { eventId: event.eventId });
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(CSV_HEADER.join(","));
    expect(csv.endsWith("\r\n")).toBe(true);
    // The line break inside the reason is kept inside the quotes (LF, not a record end).
    expect(lines[1]).toBe(`BRUM,ammessa,evento,${event.eventId},"Onomatopea ""accettata""\nsu due righe",Paolo,2026-11-22T09:00:01.000Z`);
    expect(lines[2]).toBe(`CITTA,ammessa,evento,${event.eventId},Ammessa senza accento per questo evento,Luca,2026-11-22T09:00:03.000Z`);
    expect(lines[3]).toBe(`GATTINO,ammessa,evento,${event.eventId},"Lessicalizzato, vedi «Zingarelli»",Anna Neri,2026-11-22T09:00:00.000Z`);
    expect(lines).toEqual([expect.anything(), expect.anything(), expect.anything(), expect.anything(), ""]);
  });

  it("JSON and CSV carry the same rulings", async () => {
    const { judge } = await eventWithRulings();
    const json = await world.judges.exportRulings(judge, "json");
    const csv = await world.judges.exportRulings(judge, "csv");
    const fromJson = parseRulingsJson(json);
    const fromCsv = parseRulingsCsv(csv);
    expect(fromJson.ok && fromCsv.ok).toBe(true);
    if (!fromJson.ok || !fromCsv.ok) return;
    const strip = (lines: typeof fromJson.lines) => lines.map(({ line: _line, ...rest }) => rest);
    expect(strip(fromJson.lines)).toEqual(strip(fromCsv.lines));
    expect(JSON.parse(json)).toMatchObject({ formato: "burraco-parole/decisioni", versione: 1 });
  });
});

describe("round trip", () => {
  it.each(["csv", "json"] as const)("%s: export → import into a fresh database → export gives the same bytes", async (format) => {
    // Global rulings travel unchanged (same scope ids in any database).
    await world.judges.createRuling(admin, {
      word: "gattino",
      decision: "allow",
      scope: "global",
      scopeId: null,
      reason: 'Con "virgolette", e virgole',
      judge: "Capo",
    });
    await world.judges.createRuling(admin, { word: "brum", decision: "deny", scope: "global", scopeId: null, reason: "Riga uno\r\nriga due", judge: "Capo" });
    const exported = await world.judges.exportRulings(admin, format);

    const other = await judgeWorld();
    try {
      const result = await other.judges.importRulings(admin, { format, content: exported, judge: "Importatore" });
      expect(result).toEqual({ imported: 2, skipped: 0 });
      expect(await other.judges.exportRulings(admin, format)).toBe(exported);
      // Attributed to the importer; the file's judge and date kept.
      const rows = await other.judges.search(admin, { limit: 10 });
      for (const row of rows) expect(row).toMatchObject({ judge: "Capo", recordedBy: "Importatore", recordedAs: "admin", source: "import" });
      // Importing again adds nothing.
      expect(await other.judges.importRulings(admin, { format, content: exported, judge: "Importatore" })).toEqual({ imported: 0, skipped: 2 });
    } finally {
      other.database.remove();
    }
  });

  it("an event starts from another's rulings: import with a target scope", async () => {
    const { event, judge } = await eventWithRulings();
    const exported = await world.judges.exportRulings(judge, "csv", { eventId: event.eventId });
    const next = await world.judges.createEvent("Campionato 2027");
    const nextJudge = { eventId: next.eventId, token: next.judgeToken };
    const result = await world.judges.importRulings(nextJudge, {
      format: "csv",
      content: exported,
      judge: "Marta",
      target: { scope: "event", scopeId: next.eventId },
    });
    expect(result.imported).toBe(3);
    const again = await world.judges.exportRulings(nextJudge, "csv", { eventId: next.eventId });
    expect(again).toBe(exported.replaceAll(event.eventId, next.eventId));
    // The new event's tables play with them.
    const table = await world.tables.createTable({ players: 2, wordProfile: "torneo", timers: false, eventId: next.eventId });
    expect((await world.judges.judgeLexicon(world.lexicon, table.gameId)).check("brum", "torneo")).toMatchObject({ ok: true, source: "judge" });
  });
});

describe("a bad file changes nothing", () => {
  it("lists every problem with its line number, in Italian", async () => {
    const { event, judge } = await eventWithRulings();
    const before = await rowCount();
    const csv = [
      CSV_HEADER.join(","),
      `CASA,esclusa,evento,${event.eventId},Va bene,Anna,2026-11-22T10:00:00.000Z`,
      `TAXI,esclusa,evento,${event.eventId},Non si può,Anna,2026-11-22T10:00:00.000Z`,
      `CANE,forse,evento,${event.eventId},Boh,Anna,2026-11-22T10:00:00.000Z`,
      `GATTO,ammessa,globale,${event.eventId},,Anna,ieri`,
      `TOPO,ammessa,tavolo`,
    ].join("\r\n");
    const error = await rejectionOf(world.judges.importRulings(judge, { format: "csv", content: csv, judge: "Anna" }), JudgeError);
    expect(error.code).toBe("BAD_IMPORT");
    expect(error.message).toBe("Il file non è stato importato, nessuna decisione è cambiata: correggi le righe indicate e riprova.");
    expect(error.problems).toEqual([
      "Riga 3: parola «TAXI»: La lettera X non esiste nel mazzo: le carte hanno solo le 21 lettere dell'alfabeto italiano.",
      "Riga 4: decisione «forse» non valida (ammessa o esclusa).",
      "Riga 5: una decisione globale non ha id_ambito.",
      "Riga 5: manca il motivo.",
      "Riga 5: data «ieri» non valida (per esempio 2026-11-22T10:30:00.000Z).",
      "Riga 6: servono 7 campi, ce ne sono 3.",
    ]);
    // Line 2 was fine, but nothing at all was written.
    expect(await rowCount()).toBe(before);
  });

  it("refuses lines outside the importing judge's authority (a table judge importing global rulings)", async () => {
    const table = await world.tables.createTable({ players: 2, wordProfile: "torneo", timers: false });
    const tableJudge = { gameId: table.gameId, token: table.judgeToken };
    const content = formatRulingsCsv([
      { word: "BRUM", decision: "allow", scope: "table", scopeId: table.gameId, reason: "Qui sì", judge: "Luca", ruledAt: 0 },
      { word: "GATTINO", decision: "deny", scope: "global", scopeId: null, reason: "Ovunque no", judge: "Luca", ruledAt: 0 },
    ]);
    const error = await rejectionOf(world.judges.importRulings(tableJudge, { format: "csv", content, judge: "Luca" }), JudgeError);
    expect(error.problems).toEqual([
      "Riga 3: ambito globale: questo giudice non può decidere in questo ambito: scegli l'ambito del tuo tavolo o del tuo evento.",
    ]);
    expect(await rowCount()).toBe(0);
  });

  it("JSON: names the item and the field", async () => {
    const error = await rejectionOf(
      world.judges.importRulings(admin, {
        format: "json",
        content: JSON.stringify({ formato: "burraco-parole/decisioni", versione: 1, decisioni: [{ parola: 3, decisione: "esclusa" }] }),
        judge: "Capo",
      }),
      JudgeError,
    );
    expect(error.problems[0]).toBe('Decisione n. 1: "parola" deve essere un testo.');
    expect(error.problems).toContain("Decisione n. 1: manca il motivo.");
    const notJson = await rejectionOf(world.judges.importRulings(admin, { format: "json", content: "{", judge: "Capo" }), JudgeError);
    expect(notJson.problems[0]).toMatch(/^JSON non valido/);
    expect(await rowCount()).toBe(0);
  });

  it("an unclosed quote is reported at the line where its record starts", () => {
    const parsed = parseRulingsCsv(`${CSV_HEADER.join(",")}\r\nCASA,esclusa,globale,,"non chiuso,Anna,2026-11-22T10:00:00.000Z\r\n`);
    expect(parsed).toEqual({ ok: false, problems: ["Riga 2: virgolette non chiuse."] });
  });
});

it("a service restarted on the same file sees the imported rulings (nothing kept only in memory)", async () => {
  const content = formatRulingsCsv([{ word: "BRUM", decision: "allow", scope: "global", scopeId: null, reason: "Onomatopea", judge: "Capo", ruledAt: 0 }]);
  await world.judges.importRulings(admin, { format: "csv", content, judge: "Capo" });
  const restarted = new JudgeService({ db: world.database.reopen().db, adminTokenHash: hashToken(ADMIN_TOKEN) });
  expect(await restarted.exportRulings(admin, "csv")).toBe(content);
});
