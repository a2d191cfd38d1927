/**
 * Judge roles (issue #5 "Roles: a judge joins with a judge link or code from the table or event
 * creator"; docs/judge.md): a table judge rules on that table only, an event judge on the
 * event and its tables, global rulings need the admin code; a code opens nothing else.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { JudgeError } from "~/server/judge/errors";
import { insertJudgeRequest, resolveJudgeRequest } from "~/server/judge/requests-repository";
import { JudgeService } from "~/server/judge/service";
import { rejectionOf } from "./rejections";
import { ADMIN_TOKEN, type JudgeWorld, judgeWorld, START } from "./judge-world";

let world: JudgeWorld;
beforeEach(async () => {
  world = await judgeWorld();
});
afterEach(() => world.database.remove());

const admin = { admin: true as const, token: ADMIN_TOKEN };
const code = (call: Promise<unknown>) => rejectionOf(call, JudgeError).then((error) => error.code);

async function twoEvents() {
  const a = await world.judges.createEvent("Evento A");
  const b = await world.judges.createEvent("Evento B");
  const options = { players: 2 as const, wordProfile: "torneo" as const, timers: false };
  const tableA = await world.tables.createTable({ ...options, eventId: a.eventId });
  const tableA2 = await world.tables.createTable({ ...options, eventId: a.eventId });
  const tableB = await world.tables.createTable({ ...options, eventId: b.eventId });
  return {
    a,
    b,
    tableA,
    tableA2,
    tableB,
    judgeA: { eventId: a.eventId, token: a.judgeToken },
    judgeB: { eventId: b.eventId, token: b.judgeToken },
    judgeTableA: { gameId: tableA.gameId, token: tableA.judgeToken },
  };
}

const ruling = (scope: "global" | "event" | "table", scopeId: string | null) => ({
  word: "brum",
  decision: "allow" as const,
  scope,
  scopeId,
  reason: "Onomatopea",
  judge: "Giudice",
});

describe("links and codes", () => {
  it("table.create and event create give judge links; only the tokens' hashes are stored", async () => {
    const event = await world.judges.createEvent("Torneo di Natale");
    expect(event.judgeLink).toBe(`/giudice?evento=${event.eventId}&codice=${event.judgeToken}`);
    expect(event.judgeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const table = await world.tables.createTable({ players: 2, wordProfile: "torneo", timers: false, eventId: event.eventId });
    expect(table.judgeLink).toBe(`/giudice?tavolo=${table.gameId}&codice=${table.judgeToken}`);
    const stored = JSON.stringify(await world.database.db.query.games.findMany()) + JSON.stringify(await world.database.db.query.events.findMany());
    expect(stored).not.toContain(event.judgeToken);
    expect(stored).not.toContain(table.judgeToken);
  });

  it("a table cannot join an event that does not exist", async () => {
    await expect(world.tables.createTable({ players: 2, wordProfile: "torneo", timers: false, eventId: "nessunevento" })).rejects.toThrow(
      "Impostazioni del tavolo non valide: correggile e riprova. (evento inesistente)",
    );
  });

  it("whoami tells the role and where it may rule", async () => {
    const { a, tableA, tableA2, judgeA, judgeTableA } = await twoEvents();
    expect(await world.judges.whoami(judgeTableA)).toEqual({
      role: "table",
      gameId: tableA.gameId,
      eventId: a.eventId,
      eventName: "Evento A",
      scopes: ["table"],
      tables: [tableA.gameId],
    });
    const eventJudge = await world.judges.whoami(judgeA);
    expect(eventJudge).toMatchObject({ role: "event", eventId: a.eventId, eventName: "Evento A", scopes: ["event", "table"] });
    expect(eventJudge.tables?.sort()).toEqual([tableA.gameId, tableA2.gameId].sort());
    expect(await world.judges.whoami(admin)).toMatchObject({ role: "admin", scopes: ["global", "event", "table"] });
  });

  it("refuses wrong codes: another table's, a seat's, the spectator's, an unknown table", async () => {
    const { tableA, tableB, a } = await twoEvents();
    expect(await code(world.judges.whoami({ gameId: tableA.gameId, token: tableB.judgeToken }))).toBe("FORBIDDEN");
    expect(await code(world.judges.whoami({ gameId: tableA.gameId, token: tableA.seatTokens[0]! }))).toBe("FORBIDDEN");
    expect(await code(world.judges.whoami({ gameId: tableA.gameId, token: tableA.spectatorToken }))).toBe("FORBIDDEN");
    expect(await code(world.judges.whoami({ eventId: a.eventId, token: tableA.judgeToken }))).toBe("FORBIDDEN");
    expect(await code(world.judges.whoami({ gameId: "nessuntavolo", token: tableA.judgeToken }))).toBe("NOT_FOUND");
    expect(await code(world.judges.whoami({ admin: true, token: "un-codice-sbagliato-lungo" }))).toBe("FORBIDDEN");
  });

  it("without a configured admin code nobody is admin", async () => {
    const noAdmin = new JudgeService({ db: world.database.db, adminTokenHash: null });
    expect(await code(noAdmin.whoami(admin))).toBe("NO_ADMIN");
  });
});

describe("who may rule where", () => {
  it("a table judge: that table only — not another table, not the event, not global", async () => {
    const { a, tableA, tableA2, tableB, judgeTableA } = await twoEvents();
    await world.judges.createRuling(judgeTableA, ruling("table", tableA.gameId));
    expect(await code(world.judges.createRuling(judgeTableA, ruling("table", tableA2.gameId)))).toBe("OUT_OF_SCOPE");
    expect(await code(world.judges.createRuling(judgeTableA, ruling("table", tableB.gameId)))).toBe("OUT_OF_SCOPE");
    expect(await code(world.judges.createRuling(judgeTableA, ruling("event", a.eventId)))).toBe("OUT_OF_SCOPE");
    expect(await code(world.judges.createRuling(judgeTableA, ruling("global", null)))).toBe("OUT_OF_SCOPE");
    expect(await world.judges.rulings.active()).toHaveLength(1);
  });

  it("an event judge: the event and its tables — not another event or its tables, not global", async () => {
    const { a, b, tableA2, tableB, judgeA } = await twoEvents();
    await world.judges.createRuling(judgeA, ruling("event", a.eventId));
    const atTable = await world.judges.createRuling(judgeA, ruling("table", tableA2.gameId));
    expect(atTable.recordedAs).toBe(`evento:${a.eventId}`);
    expect(await code(world.judges.createRuling(judgeA, ruling("event", b.eventId)))).toBe("OUT_OF_SCOPE");
    expect(await code(world.judges.createRuling(judgeA, ruling("table", tableB.gameId)))).toBe("OUT_OF_SCOPE");
    expect(await code(world.judges.createRuling(judgeA, ruling("global", null)))).toBe("OUT_OF_SCOPE");
  });

  it("the admin rules globally; a scope id must match the scope", async () => {
    const { a } = await twoEvents();
    const global = await world.judges.createRuling(admin, ruling("global", null));
    expect(global.recordedAs).toBe("admin");
    expect(await code(world.judges.createRuling(admin, ruling("global", a.eventId)))).toBe("BAD_SCOPE");
    expect(await code(world.judges.createRuling(admin, ruling("event", null)))).toBe("BAD_SCOPE");
    expect(await code(world.judges.createRuling(admin, ruling("event", "nessunevento")))).toBe("OUT_OF_SCOPE");
  });

  it("a table judge cannot supersede or withdraw the event's ruling", async () => {
    const { a, judgeA, judgeTableA } = await twoEvents();
    const onEvent = await world.judges.createRuling(judgeA, ruling("event", a.eventId));
    expect(await code(world.judges.supersedeRuling(judgeTableA, onEvent.id, { decision: "deny", reason: "No", judge: "Luca" }))).toBe("OUT_OF_SCOPE");
    expect(await code(world.judges.withdrawRuling(judgeTableA, onEvent.id, { reason: "No", judge: "Luca" }))).toBe("OUT_OF_SCOPE");
    expect((await world.judges.rulings.active()).map((r) => r.id)).toEqual([onEvent.id]);
  });
});

describe("judge.check and the queue", () => {
  it("check gives the verdict in the judge's context, with the precedents", async () => {
    const { a, tableA, tableA2, judgeA, judgeTableA } = await twoEvents();
    const onTable = await world.judges.createRuling(judgeA, { ...ruling("table", tableA2.gameId), decision: "deny" });
    world.advance(1000);
    const onEvent = await world.judges.createRuling(judgeA, ruling("event", a.eventId));
    // Table A: the event's allow. Table A2 (asked by the event judge): the table's deny.
    expect((await world.judges.check(judgeTableA, world.lexicon, "brum", "torneo")).check).toMatchObject({ ok: true, ruling: { id: onEvent.id } });
    const atA2 = await world.judges.check(judgeA, world.lexicon, "brum", "torneo", tableA2.gameId);
    expect(atA2.check).toMatchObject({ ok: false, source: "judge", ruling: { id: onTable.id } });
    expect(atA2.precedents.map((r) => r.id)).toEqual([onEvent.id, onTable.id]);
    // A table judge may not look at another table's context; its own is fine.
    expect(await code(world.judges.check(judgeTableA, world.lexicon, "brum", "torneo", tableA2.gameId))).toBe("OUT_OF_SCOPE");
    expect((await world.judges.check(judgeTableA, world.lexicon, "brum", "torneo", tableA.gameId)).check.ok).toBe(true);
  });

  it("the queue: pending requests of the judge's tables, newest first; resolved ones leave it", async () => {
    const { tableA, tableA2, tableB, judgeA, judgeB, judgeTableA } = await twoEvents();
    const db = world.database.db;
    const request = (id: string, gameId: string, minutes: number) =>
      insertJudgeRequest(db, {
        id,
        gameId,
        kind: "contest",
        seq: 7,
        seat: 1,
        word: "BRUM",
        cardsJson: JSON.stringify(["N:B", "R:R", "N:U", "R:M"]),
        meldJson: JSON.stringify({ word: "BRUM" }),
        verdictJson: JSON.stringify(world.lexicon.check("brum", "torneo")),
        createdAt: new Date(START + minutes * 60_000),
        deadlineAt: new Date(START + (minutes + 3) * 60_000),
      });
    await request("r1", tableA.gameId, 0);
    await request("r2", tableA2.gameId, 1);
    await request("r3", tableA.gameId, 2);
    await request("r4", tableB.gameId, 3);
    expect((await world.judges.queue(judgeTableA)).map((r) => r.id)).toEqual(["r3", "r1"]);
    expect((await world.judges.queue(judgeA)).map((r) => r.id)).toEqual(["r3", "r2", "r1"]);
    expect((await world.judges.queue(judgeB)).map((r) => r.id)).toEqual(["r4"]);
    expect((await world.judges.queue(admin)).map((r) => r.id)).toEqual(["r4", "r3", "r2", "r1"]);

    const resolution = { status: "rejected" as const, at: world.now(), by: "Anna", rulingId: null, reason: "Non è una parola" };
    expect(await resolveJudgeRequest(db, "r3", resolution)).toBe(true);
    // Resolved once: a second judge (or the time-out) changes nothing.
    expect(await resolveJudgeRequest(db, "r3", { ...resolution, status: "approved" })).toBe(false);
    expect((await world.judges.queue(judgeTableA)).map((r) => r.id)).toEqual(["r1"]);
  });
});
