/**
 * Group commit (src/server/games/write-batcher.ts): actions of many tables arriving together
 * share one transaction, the moves appended together in three statements (repository.ts
 * appendActions); every one gets its own answer, the same as alone, and is on disk when
 * answered. Real libSQL file, real dictionary.
 */
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import type { Action } from "~/engine";
import { openLexicon } from "~/lexicon";
import type { Lexicon } from "~/lexicon/types";
import { actions, games, snapshots } from "~/server/db/schema";
import { TableError } from "~/server/games/errors";
import { type AppendAction, type AppendOutcome, appendActions, findGameHead } from "~/server/games/repository";
import { type ActResult, GameService } from "~/server/games/service";
import { MIN_BATCH_INTERVAL_MS, WriteBatcher } from "~/server/games/write-batcher";
import { actionCount, answerView, engineState, type TempDatabase, tempDatabase } from "./tables";

let lexicon: Lexicon;
let database: TempDatabase;

beforeAll(async () => {
  lexicon = await openLexicon();
});

afterEach(() => database?.remove());

/** A draw to append straight to the log (appendActions tests), at a fixed time. */
const APPEND_AT = new Date("2026-11-22T10:00:00Z");
function drawEntry(gameId: string, version: number, seat: number, clientActionId: string): AppendAction {
  return { gameId, version, seat, action: { do: "draw" }, clientActionId, lexiconVersion: null, at: APPEND_AT, snapshot: null, status: "playing" };
}

async function seatedTables(service: GameService, count: number) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const created = await service.createTable({ players: 2, wordProfile: "libero", timers: false });
      await service.joinSeat(created.gameId, created.seatTokens[0]!, "Marco");
      await service.joinSeat(created.gameId, created.seatTokens[1]!, "Giulia");
      const { view } = await service.getView(created.gameId, created.seatTokens[0]!);
      return { ...created, mover: created.seatTokens[view.turn]!, turn: view.turn };
    }),
  );
}

describe("group commit", () => {
  it("starts a batch at least MIN_BATCH_INTERVAL_MS after the one before, so that the writes arriving meanwhile wait for it", async () => {
    database = await tempDatabase();
    const batcher = WriteBatcher.of(database.db);
    const starts: number[] = [];
    let arrivedMeanwhile: Promise<void> = Promise.resolve();
    await batcher.run(async () => {
      starts.push(performance.now());
      // A write arriving while this batch is in flight waits for the next one.
      arrivedMeanwhile = batcher.run(async () => void starts.push(performance.now()));
    });
    await arrivedMeanwhile;
    // Measured inside each batch, after its BEGIN: a millisecond allowed for the two BEGINs' difference.
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(MIN_BATCH_INTERVAL_MS - 1);
  });

  it("commits the actions of 40 tables sent at once in fewer transactions, each answered as alone and kept after a restart", async () => {
    database = await tempDatabase();
    const service = new GameService({ db: database.db, getLexicon: () => Promise.resolve(lexicon) });
    const tables = await seatedTables(service, 40);
    const before = service.writeStats();

    const answers = await Promise.all(tables.map((t, i) => service.act(t.gameId, t.mover, { version: 0, clientActionId: `gc-${i}`, action: { do: "draw" } })));

    const after = service.writeStats();
    expect(after.works - before.works).toBe(40);
    expect(after.batches - before.batches).toBeLessThan(40);
    // A restarted server (a new client on the file) finds every answered action.
    const restarted = database.reopen();
    for (const [i, t] of tables.entries()) {
      const answer = answers[i]!;
      expect(answer).toMatchObject({ ok: true, duplicate: false });
      const state = await engineState(restarted.db, t.gameId, lexicon);
      expect(state.version).toBe(1);
      if (!answer.ok) throw new Error(answer.message);
      expect(answer.view).toEqual(answerView(state, t.turn, 0));
    }
  });

  it("appends the moves of 40 tables known from memory together, each as alone: its log row, its version step and its snapshot", async () => {
    database = await tempDatabase();
    const at = new Date("2026-11-22T10:00:00Z");
    // A snapshot every 2 actions: the discards below (version 2) each store one.
    const service = new GameService({ db: database.db, getLexicon: () => Promise.resolve(lexicon), snapshotEvery: 2, now: () => at });
    const tables = await seatedTables(service, 40);
    const drawn = await Promise.all(tables.map((t, i) => service.act(t.gameId, t.mover, { version: 0, clientActionId: `pesca-${i}`, action: { do: "draw" } })));
    const before = service.writeStats();

    // Art. 4: the turn ends with a discard. Every table is now at version 1 in this server's memory.
    const answers = await Promise.all(
      tables.map((t, i) => {
        const answer = drawn[i]!;
        if (!answer.ok) throw new Error(answer.message);
        return service.act(t.gameId, t.mover, { version: 1, clientActionId: `scarto-${i}`, action: { do: "discard", card: answer.view.hand[0]! } });
      }),
    );

    const after = service.writeStats();
    expect(after.works - before.works).toBe(40);
    expect(after.moves - before.moves).toBe(40);
    expect(after.batches - before.batches).toBeLessThan(40);
    const restarted = database.reopen();
    for (const [i, t] of tables.entries()) {
      const answer = answers[i]!;
      expect(answer).toMatchObject({ ok: true, duplicate: false });
      expect(await actionCount(restarted.db, t.gameId)).toBe(2);
      const state = await engineState(restarted.db, t.gameId, lexicon);
      if (!answer.ok) throw new Error(answer.message);
      expect(answer.view).toEqual(answerView(state, t.turn, 1));
      const [row] = await restarted.db.select().from(games).where(eq(games.id, t.gameId));
      expect(row).toMatchObject({ version: 2, status: "playing", snapshotVersion: 2 });
      const [snapshot] = await restarted.db.select().from(snapshots).where(eq(snapshots.gameId, t.gameId));
      expect(JSON.parse(snapshot!.stateJson)).toEqual(state);
      const [discard] = await restarted.db
        .select()
        .from(actions)
        .where(and(eq(actions.gameId, t.gameId), eq(actions.seq, 2)));
      expect(discard).toMatchObject({ seat: t.turn, clientActionId: `scarto-${i}`, lexiconVersion: null, createdAt: at });
      expect(JSON.parse(discard!.actionJson)).toMatchObject({ do: "discard" });
    }
  });

  it("a table row ahead of its log (a damaged database): the version guard refuses the move appended with the others, its row is taken out, it fails loudly, and the other table's move commits", async () => {
    database = await tempDatabase();
    const service = new GameService({ db: database.db, getLexicon: () => Promise.resolve(lexicon) });
    const [moved, other] = await seatedTables(service, 2);
    const drawnMoved = await service.act(moved!.gameId, moved!.mover, { version: 0, clientActionId: "m1", action: { do: "draw" } });
    const drawnOther = await service.act(other!.gameId, other!.mover, { version: 0, clientActionId: "o1", action: { do: "draw" } });
    if (!drawnMoved.ok || !drawnOther.ok) throw new Error("draw refused");
    // The table row says version 5 while the log ends at 1, so the log takes seq 2 and only the
    // guard can refuse. (Another server moving the table is caught earlier: its log row takes seq 2.)
    await WriteBatcher.of(database.db).run((tx) => tx.update(games).set({ version: 5 }).where(eq(games.id, moved!.gameId)));

    const [behind, good] = await Promise.allSettled([
      service.act(moved!.gameId, moved!.mover, { version: 1, clientActionId: "m2", action: { do: "discard", card: drawnMoved.view.hand[0]! } }),
      service.act(other!.gameId, other!.mover, { version: 1, clientActionId: "o2", action: { do: "discard", card: drawnOther.view.hand[0]! } }),
    ]);

    expect(behind.status).toBe("rejected");
    if (behind.status === "rejected") expect(String(behind.reason)).toMatch(/log ends at 1, table says 5/);
    expect(good).toMatchObject({ status: "fulfilled", value: { ok: true, duplicate: false } });
    expect(await actionCount(database.db, moved!.gameId)).toBe(1);
    expect((await findGameHead(database.db, moved!.gameId))!.version).toBe(5);
    expect(await actionCount(database.db, other!.gameId)).toBe(2);
  });

  it("two moves of one table in one batch: the first is played, the second (built on the same version) is told it is stale", async () => {
    database = await tempDatabase();
    const service = new GameService({ db: database.db, getLexicon: () => Promise.resolve(lexicon) });
    const [table] = await seatedTables(service, 1);
    const drawn = await service.act(table!.gameId, table!.mover, { version: 0, clientActionId: "pesca", action: { do: "draw" } });
    if (!drawn.ok) throw new Error(drawn.message);

    // The same player on two devices discards two different cards at once.
    const [first, second] = await Promise.all([
      service.act(table!.gameId, table!.mover, { version: 1, clientActionId: "scarto-a", action: { do: "discard", card: drawn.view.hand[0]! } }),
      service.act(table!.gameId, table!.mover, { version: 1, clientActionId: "scarto-b", action: { do: "discard", card: drawn.view.hand[1]! } }),
    ]);

    expect(first).toMatchObject({ ok: true, duplicate: false });
    expect(second).toMatchObject({ ok: false, code: "STALE_VERSION" });
    if (!second.ok && second.code === "STALE_VERSION") expect(second.view.version).toBe(2);
    expect(await actionCount(database.db, table!.gameId)).toBe(2);
    const state = await engineState(database.db, table!.gameId, lexicon);
    expect(state.version).toBe(2);
  });

  it("in one batch, a refusal, a stale version, a reused id and an unknown table each get their own answer; the good action commits", async () => {
    database = await tempDatabase();
    const service = new GameService({ db: database.db, getLexicon: () => Promise.resolve(lexicon) });
    const [a, b, c, d] = await seatedTables(service, 4);
    // Table d: the mover draws with id "usato"; that id is reused below at the new version.
    const drawn = await service.act(d!.gameId, d!.mover, { version: 0, clientActionId: "usato", action: { do: "draw" } });
    if (!drawn.ok) throw new Error(drawn.message);
    const aCardInHand = drawn.view.hand[0]!;

    const settled = await Promise.allSettled<ActResult>([
      service.act(a!.gameId, a!.mover, { version: 0, clientActionId: "buona", action: { do: "draw" } }),
      // Discarding before drawing: the engine refuses (Art. 4: draw first).
      service.act(b!.gameId, b!.mover, { version: 0, clientActionId: "rifiutata", action: { do: "discard", card: "R:A" } }),
      service.act(c!.gameId, c!.mover, { version: 7, clientActionId: "vecchia", action: { do: "draw" } }),
      // The same seat sends a different action under an id it already used: not applied again.
      service.act(d!.gameId, d!.mover, { version: 1, clientActionId: "usato", action: { do: "discard", card: aCardInHand } }),
      service.act("tavolo-inesistente", a!.mover, { version: 0, clientActionId: "x", action: { do: "draw" } as Action }),
    ]);

    const [good, refused, stale, reused, unknown] = settled as [
      PromiseSettledResult<ActResult>,
      PromiseSettledResult<ActResult>,
      PromiseSettledResult<ActResult>,
      PromiseSettledResult<ActResult>,
      PromiseSettledResult<ActResult>,
    ];
    expect(good).toMatchObject({ status: "fulfilled", value: { ok: true, duplicate: false } });
    expect(refused).toMatchObject({ status: "fulfilled", value: { ok: false } });
    expect(stale).toMatchObject({ status: "fulfilled", value: { ok: false, code: "STALE_VERSION" } });
    expect(reused).toMatchObject({ status: "fulfilled", value: { ok: true, duplicate: true } });
    expect(unknown.status).toBe("rejected");
    if (unknown.status === "rejected") expect(unknown.reason).toBeInstanceOf(TableError);

    expect(await actionCount(database.db, a!.gameId)).toBe(1);
    expect(await actionCount(database.db, b!.gameId)).toBe(0);
    expect(await actionCount(database.db, c!.gameId)).toBe(0);
    expect(await actionCount(database.db, d!.gameId)).toBe(1);
  });
});

describe("two servers on one database file", () => {
  it("a server that remembers the table acts right after the other moved it: the client ahead is served, the client behind is told it is stale", async () => {
    database = await tempDatabase();
    const other = database.reopen();
    const getLexicon = () => Promise.resolve(lexicon);
    const first = new GameService({ db: database.db, getLexicon });
    const second = new GameService({ db: other.db, getLexicon });
    const [table] = await seatedTables(first, 1);
    const { gameId, seatTokens } = table!;
    const mover = table!.mover;
    // The first server plays the draw and remembers the table at version 1.
    const drawn = await first.act(gameId, mover, { version: 0, clientActionId: "p1", action: { do: "draw" } });
    if (!drawn.ok) throw new Error(drawn.message);
    // The second server plays the discard: version 2, unknown to the first.
    const discarded = await second.act(gameId, mover, { version: 1, clientActionId: "p2", action: { do: "discard", card: drawn.view.hand[0]! } });
    if (!discarded.ok) throw new Error(discarded.message);

    // A client still at version 1 sends to the first server, whose memory says 1 too: the
    // version guard of the write finds the table moved on, and nothing is written.
    const behind = await first.act(gameId, mover, { version: 1, clientActionId: "p3", action: { do: "discard", card: drawn.view.hand[1]! } });
    expect(behind).toMatchObject({ ok: false, code: "STALE_VERSION" });
    if (!behind.ok && behind.code === "STALE_VERSION") expect(behind.view.version).toBe(2);
    expect(await actionCount(database.db, gameId)).toBe(2);

    // The next player, at version 2 (ahead of the first server's memory), is served by it.
    const next = seatTokens[1 - table!.turn]!;
    const ahead = await first.act(gameId, next, { version: 2, clientActionId: "p4", action: { do: "draw" } });
    expect(ahead).toMatchObject({ ok: true, duplicate: false });
    const state = await engineState(database.db, gameId, lexicon);
    expect(state.version).toBe(3);
    if (!ahead.ok) throw new Error(ahead.message);
    expect(ahead.view).toEqual(answerView(state, 1 - table!.turn, 2));
    other.close();
  });

  it("in one batch with a table the other server moved, the log leaves out that table's row: its mover is told it is stale, the good one commits", async () => {
    database = await tempDatabase();
    const other = database.reopen();
    const getLexicon = () => Promise.resolve(lexicon);
    const first = new GameService({ db: database.db, getLexicon });
    const second = new GameService({ db: other.db, getLexicon });
    const [moved, untouched] = await seatedTables(first, 2);
    const drawnMoved = await first.act(moved!.gameId, moved!.mover, { version: 0, clientActionId: "m1", action: { do: "draw" } });
    const drawnUntouched = await first.act(untouched!.gameId, untouched!.mover, { version: 0, clientActionId: "u1", action: { do: "draw" } });
    if (!drawnMoved.ok || !drawnUntouched.ok) throw new Error("draw refused");
    // The second server plays the discard of `moved`: the first still remembers it at version 1.
    const discarded = await second.act(moved!.gameId, moved!.mover, {
      version: 1,
      clientActionId: "m2",
      action: { do: "discard", card: drawnMoved.view.hand[0]! },
    });
    if (!discarded.ok) throw new Error(discarded.message);
    const before = first.writeStats();

    const [behind, good] = await Promise.all([
      first.act(moved!.gameId, moved!.mover, { version: 1, clientActionId: "m3", action: { do: "discard", card: drawnMoved.view.hand[1]! } }),
      first.act(untouched!.gameId, untouched!.mover, { version: 1, clientActionId: "u2", action: { do: "discard", card: drawnUntouched.view.hand[0]! } }),
    ]);

    expect(behind).toMatchObject({ ok: false, code: "STALE_VERSION" });
    expect(good).toMatchObject({ ok: true, duplicate: false });
    const after = first.writeStats();
    // Both went to the same batch; only the good one was written.
    expect(after.batches - before.batches).toBe(1);
    expect(after.moves - before.moves).toBe(1);
    expect(await actionCount(database.db, moved!.gameId)).toBe(2);
    expect(await actionCount(database.db, untouched!.gameId)).toBe(2);
    const state = await engineState(database.db, untouched!.gameId, lexicon);
    if (good.ok) expect(good.view).toEqual(answerView(state, untouched!.turn, 1));
    other.close();
  });
});

describe("appendActions", () => {
  it("writes the actions of several tables; a table no longer at the version given is left alone with no row of it kept; a reused client id is left out", async () => {
    database = await tempDatabase();
    const service = new GameService({ db: database.db, getLexicon: () => Promise.resolve(lexicon) });
    const [a, b, c] = await seatedTables(service, 3);
    // b's guard fails (seq 6 is free, so the log takes the row at first).
    expect(await appendActions(database.db, [drawEntry(a!.gameId, 0, a!.turn, "append-a"), drawEntry(b!.gameId, 5, b!.turn, "append-b")])).toEqual<
      AppendOutcome[]
    >(["appended", "moved"]);
    expect((await findGameHead(database.db, a!.gameId))!.version).toBe(1);
    expect(await actionCount(database.db, a!.gameId)).toBe(1);
    expect((await findGameHead(database.db, b!.gameId))!.version).toBe(0);
    expect(await actionCount(database.db, b!.gameId)).toBe(0);

    // "append-a" again on a (now at version 1), with a good row for c: a's is left out, c's written.
    expect(await appendActions(database.db, [drawEntry(c!.gameId, 0, c!.turn, "append-c"), drawEntry(a!.gameId, 1, a!.turn, "append-a")])).toEqual<
      AppendOutcome[]
    >(["appended", "taken"]);
    expect((await findGameHead(database.db, a!.gameId))!.version).toBe(1);
    expect(await actionCount(database.db, a!.gameId)).toBe(1);
    const [row] = await database.db.select().from(actions).where(eq(actions.gameId, c!.gameId));
    expect(row).toMatchObject({ seq: 1, seat: c!.turn, clientActionId: "append-c", createdAt: APPEND_AT, lexiconVersion: null });
    await expect(appendActions(database.db, [drawEntry(a!.gameId, 1, a!.turn, "append-a2"), drawEntry(a!.gameId, 2, a!.turn, "append-a3")])).rejects.toThrow(
      /same table/,
    );
  });
});
