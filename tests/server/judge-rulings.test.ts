/**
 * The rulings store and its audit trail (issue #5 "Overrides: stored in the DB with a full
 * audit trail: never deleted, only superseded, and every change attributed"), on a real
 * libSQL file and the real dictionary; and the dictionary a table plays with.
 */
import { count } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { rulings } from "~/server/db/schema";
import { JudgeError } from "~/server/judge/errors";
import { markSuperseded } from "~/server/judge/repository";
import { JudgeService } from "~/server/judge/service";
import { rejectionOf } from "./rejections";
import { ADMIN_TOKEN, type JudgeWorld, judgeWorld, START } from "./judge-world";

let world: JudgeWorld;
beforeEach(async () => {
  world = await judgeWorld();
});
afterEach(() => world.database.remove());

const admin = { admin: true as const, token: ADMIN_TOKEN };
const thrown = (call: Promise<unknown>) => rejectionOf(call, JudgeError);

async function rowCount(): Promise<number> {
  return (await world.database.db.select({ n: count() }).from(rulings))[0]!.n;
}

/** An event with one table in it, and their judges' credentials. */
async function eventWithTable() {
  const event = await world.judges.createEvent("Torneo di Natale");
  const table = await world.tables.createTable({ players: 2, wordProfile: "torneo", timers: false, eventId: event.eventId });
  return {
    event,
    table,
    eventJudge: { eventId: event.eventId, token: event.judgeToken },
    tableJudge: { gameId: table.gameId, token: table.judgeToken },
  };
}

describe("audit trail", () => {
  it("supersede keeps both rulings, each attributed and timed, linked both ways", async () => {
    const { event, eventJudge } = await eventWithTable();
    const first = await world.judges.createRuling(eventJudge, {
      word: "gattino",
      decision: "deny",
      scope: "event",
      scopeId: event.eventId,
      reason: "Alterato",
      judge: "Anna Neri",
    });
    expect(first).toMatchObject({
      word: "GATTINO",
      decision: "deny",
      scope: "event",
      scopeId: event.eventId,
      reason: "Alterato",
      judge: "Anna Neri",
      recordedBy: "Anna Neri",
      recordedAs: `evento:${event.eventId}`,
      source: "console",
      supersedes: null,
      supersededBy: null,
    });
    expect(first.ruledAt.getTime()).toBe(START);

    world.advance(60_000);
    const changed = await world.judges.supersedeRuling(eventJudge, first.id, {
      decision: "allow",
      reason: "Lessicalizzato: un gattino è anche un attrezzo",
      judge: "Paolo Bianchi",
    });
    expect(changed.previous).toMatchObject({ id: first.id, decision: "deny", judge: "Anna Neri", supersededBy: changed.ruling.id });
    expect(changed.previous.supersededAt?.getTime()).toBe(START + 60_000);
    expect(changed.ruling).toMatchObject({
      word: "GATTINO",
      decision: "allow",
      scope: "event",
      judge: "Paolo Bianchi",
      recordedBy: "Paolo Bianchi",
      supersedes: first.id,
      supersededBy: null,
    });
    expect(changed.ruling.createdAt.getTime()).toBe(START + 60_000);

    world.advance(60_000);
    const withdrawn = await world.judges.withdrawRuling(eventJudge, changed.ruling.id, { reason: "Errore di battitura", judge: "Anna Neri" });
    expect(withdrawn.ruling).toMatchObject({ decision: "withdrawn", supersedes: changed.ruling.id, judge: "Anna Neri", reason: "Errore di battitura" });

    // Nothing deleted: three rows, the whole chain in the history, newest first.
    expect(await rowCount()).toBe(3);
    const history = await world.judges.search(eventJudge, { word: "Gattino", limit: 10 });
    expect(history.map((row) => row.id)).toEqual([withdrawn.ruling.id, changed.ruling.id, first.id]);
    expect(await world.judges.rulings.active()).toEqual([]);
  });

  it("refuses to change a ruling no longer in force, and changes nothing", async () => {
    const { table, tableJudge } = await eventWithTable();
    const first = await world.judges.createRuling(tableJudge, {
      word: "brum",
      decision: "allow",
      scope: "table",
      scopeId: table.gameId,
      reason: "Onomatopea",
      judge: "Anna",
    });
    await world.judges.supersedeRuling(tableJudge, first.id, { decision: "deny", reason: "Ci ho ripensato", judge: "Anna" });
    const before = await rowCount();
    const error = await thrown(world.judges.supersedeRuling(tableJudge, first.id, { decision: "allow", reason: "Di nuovo", judge: "Anna" }));
    expect(error.code).toBe("NOT_ACTIVE");
    expect((await thrown(world.judges.withdrawRuling(tableJudge, first.id, { reason: "x", judge: "Anna" }))).code).toBe("NOT_ACTIVE");
    expect(await rowCount()).toBe(before);
  });

  it("two judges superseding the same ruling at once: one succeeds, the other is refused", async () => {
    const { event, eventJudge } = await eventWithTable();
    const first = await world.judges.createRuling(eventJudge, {
      word: "brum",
      decision: "deny",
      scope: "event",
      scopeId: event.eventId,
      reason: "No",
      judge: "Anna",
    });
    const results = await Promise.allSettled([
      world.judges.supersedeRuling(eventJudge, first.id, { decision: "allow", reason: "Sì", judge: "Anna" }),
      world.judges.supersedeRuling(eventJudge, first.id, { decision: "allow", reason: "Sì", judge: "Paolo" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((refused.reason as JudgeError).code).toBe("NOT_ACTIVE");
    expect(await rowCount()).toBe(2);
    // The guard under it: a ruling is marked superseded once (another process cannot fork it).
    const [successor] = await world.judges.search(eventJudge, { word: "brum", activeOnly: true, limit: 1 });
    expect(await markSuperseded(world.database.db, first.id, successor!.id, world.now())).toBe(false);
  });

  it("refuses a ruling without a reason, on a word the cards cannot spell, or a duplicate", async () => {
    const { event, eventJudge } = await eventWithTable();
    const base = { decision: "deny" as const, scope: "event" as const, scopeId: event.eventId, judge: "Anna" };
    expect(await thrown(world.judges.createRuling(eventJudge, { ...base, word: "casa", reason: "   " }))).toMatchObject({
      code: "BAD_RULING",
      message: "Decisione incompleta: completala e riprova. Serve un motivo.",
    });
    const noDeck = await thrown(world.judges.createRuling(eventJudge, { ...base, word: "taxi", reason: "x" }));
    expect(noDeck.message).toContain("X");
    expect((await thrown(world.judges.createRuling(eventJudge, { ...base, word: "re", reason: "x" }))).message).toContain("almeno 3");
    await world.judges.createRuling(eventJudge, { ...base, word: "casa", reason: "Per prova" });
    expect((await thrown(world.judges.createRuling(eventJudge, { ...base, word: "CASA", reason: "Ancora" }))).code).toBe("DUPLICATE");
    expect(await rowCount()).toBe(1);
  });
});

describe("the dictionary a table plays with", () => {
  it("applies the rulings in force for the table and its event, and follows every change", async () => {
    const { event, table, eventJudge, tableJudge } = await eventWithTable();
    const judges = world.judges;
    const lexicon = () => judges.judgeLexicon(world.lexicon, table.gameId);
    expect((await lexicon()).check("gattino", "torneo")).toMatchObject({ verdict: "dubious", source: "profile" });

    const global = await judges.createRuling(admin, { word: "gattino", decision: "deny", scope: "global", scopeId: null, reason: "Alterato", judge: "Capo" });
    expect((await lexicon()).check("gattino", "torneo")).toMatchObject({ ok: false, source: "judge", ruling: { id: global.id, scope: "global" } });

    const onEvent = await judges.createRuling(eventJudge, {
      word: "gattino",
      decision: "allow",
      scope: "event",
      scopeId: event.eventId,
      reason: "Gergo del circolo",
      judge: "Anna",
    });
    expect((await lexicon()).check("gattino", "torneo")).toMatchObject({ ok: true, verdict: "valid", ruling: { id: onEvent.id, scope: "event" } });

    const atTable = await judges.createRuling(tableJudge, {
      word: "gattino",
      decision: "deny",
      scope: "table",
      scopeId: table.gameId,
      reason: "Contestata al tavolo",
      judge: "Luca",
    });
    const check = (await lexicon()).check("gattino", "torneo");
    expect(check).toMatchObject({ ok: false, verdict: "invalid", source: "judge", ruling: { id: atTable.id, scope: "table", judge: "Luca" } });
    expect(check.hint).toBe("Parola esclusa dal giudice il 22/11/2026: Contestata al tavolo");

    // Withdrawn at the table: the event's ruling decides again.
    await judges.withdrawRuling(tableJudge, atTable.id, { reason: "Ritirata", judge: "Luca" });
    expect((await lexicon()).check("gattino", "torneo").ruling?.id).toBe(onEvent.id);

    // Another table, outside the event, sees the global ruling only.
    const alone = await world.tables.createTable({ players: 2, wordProfile: "torneo", timers: false });
    expect((await judges.judgeLexicon(world.lexicon, alone.gameId)).check("gattino", "torneo").ruling?.id).toBe(global.id);
  });

  it("a restarted server (a new service on the same file) applies the same rulings", async () => {
    const { table, tableJudge } = await eventWithTable();
    await world.judges.createRuling(tableJudge, {
      word: "brum",
      decision: "allow",
      scope: "table",
      scopeId: table.gameId,
      reason: "Onomatopea",
      judge: "Luca",
    });
    const again = new JudgeService({ db: world.database.reopen().db, adminTokenHash: null });
    expect((await again.judgeLexicon(world.lexicon, table.gameId)).check("brum", "torneo")).toMatchObject({ ok: true, source: "judge" });
  });
});

describe("history and consistency", () => {
  it("finds precedents by word, judge, event and date; shows words ruled both ways", async () => {
    const a = await eventWithTable();
    const b = await eventWithTable();
    await world.judges.createRuling(a.eventJudge, {
      word: "gattino",
      decision: "allow",
      scope: "event",
      scopeId: a.event.eventId,
      reason: "Sì",
      judge: "Anna Neri",
    });
    world.advance(3_600_000);
    await world.judges.createRuling(b.tableJudge, {
      word: "gattino",
      decision: "deny",
      scope: "table",
      scopeId: b.table.gameId,
      reason: "No",
      judge: "Luca Verdi",
    });
    await world.judges.createRuling(b.eventJudge, {
      word: "brum",
      decision: "allow",
      scope: "event",
      scopeId: b.event.eventId,
      reason: "Onomatopea",
      judge: "Paolo",
    });

    const byJudge = await world.judges.search(a.eventJudge, { judge: "neri", limit: 10 });
    expect(byJudge.map((r) => r.judge)).toEqual(["Anna Neri"]);
    // Event b: its own ruling and its table's, newest first.
    const byEvent = await world.judges.search(a.eventJudge, { eventId: b.event.eventId, limit: 10 });
    expect(byEvent.map((r) => r.word).sort()).toEqual(["BRUM", "GATTINO"]);
    const early = await world.judges.search(a.eventJudge, { to: new Date(START + 1000), limit: 10 });
    expect(early.map((r) => r.judge)).toEqual(["Anna Neri"]);

    const consistency = await world.judges.consistency(a.tableJudge, 10);
    expect(consistency).toHaveLength(1);
    expect(consistency[0]).toMatchObject({ word: "GATTINO", activeConflict: true });
    expect(consistency[0]!.rulings.map((r) => r.decision)).toEqual(["allow", "deny"]);
  });
});
