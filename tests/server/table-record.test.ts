/**
 * `table.record` (issue #18, "Replays"): a finished match's record — seed and whole log — for
 * any token of the table, through the router as clients reach it, on a real libSQL file and
 * the real dictionary. While the match is played the record would reveal every hand (the
 * seed decides the deals): it is refused, and nothing changes.
 */
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { replayLog, viewFor } from "~/engine";
import { openLexicon } from "~/lexicon";
import type { Lexicon } from "~/lexicon/types";
import { createCaller } from "~/server/api/root";
import type { TRPCContext } from "~/server/api/trpc";
import { RECORD_FORMAT, RECORD_FORMAT_VERSION } from "~/server/games/types";
import { rejectionOf } from "./rejections";
import { engineState, personTokens, playToEndWithBots, type TempDatabase, tempDatabase, testContext, testServices } from "./tables";

let lexicon: Lexicon;
let database: TempDatabase;
let ctx: TRPCContext;
let api: ReturnType<typeof createCaller>;

beforeAll(async () => {
  lexicon = await openLexicon();
  database = await tempDatabase();
  ctx = testContext(testServices(database.db, lexicon));
  api = createCaller(ctx);
});

afterAll(() => {
  ctx.games.stopClocks();
  database.remove();
});

const SEED = "registrazione-1";
const NAMES = ["Marco", "Giulia", "Paolo", "Anna"];

/** A 4-player table of one deal (the shortest match the rules allow), every seat joined. */
async function fourSeated() {
  const created = await ctx.games.createTable({ players: 4, deals: 1, wordProfile: "libero", timers: false, seed: SEED });
  const tokens = personTokens(created);
  for (const [seat, token] of tokens.entries()) await ctx.games.joinSeat(created.gameId, token, NAMES[seat]!);
  return { ...created, tokens };
}

describe("table.record", () => {
  it("is refused while the match is played (PRECONDITION_FAILED, in Italian), and nothing changes", async () => {
    const { gameId, tokens, spectatorToken } = await fourSeated();
    const before = await ctx.games.getView(gameId, tokens[0]!);
    for (const token of [tokens[0]!, spectatorToken]) {
      const error = await rejectionOf(api.table.record({ gameId, token }), TRPCError);
      expect(error.code).toBe("PRECONDITION_FAILED");
      expect(error.message).toBe("La registrazione si apre quando la partita è finita: torna qui alla fine.");
    }
    expect(await ctx.games.getView(gameId, tokens[0]!)).toEqual(before);
  });

  it("after the end: the same record for a seat's token and the spectator's; replayed, it is the server's final state", async () => {
    const { gameId, tokens, spectatorToken } = await fourSeated();
    const moves = await playToEndWithBots(ctx.games, gameId, tokens, SEED, lexicon);
    const final = await engineState(database.db, gameId, lexicon);
    expect(final.winner).not.toBeNull();

    const record = await api.table.record({ gameId, token: tokens[2]! });
    expect(record).toMatchObject({ format: RECORD_FORMAT, formatVersion: RECORD_FORMAT_VERSION, gameId, seed: SEED, rules: final.rules });
    expect(record.seats).toEqual(NAMES.map((name, seat) => ({ seat, name, computer: null })));
    expect(record.actions).toHaveLength(moves);
    expect(record.actions.map((entry) => entry.seq)).toEqual(Array.from({ length: moves }, (_, i) => i + 1));
    for (const entry of record.actions) expect(new Date(entry.at).toISOString()).toBe(entry.at);

    // Byte for byte the engine's own rebuild of the stored log (with the real dictionary), and
    // what the server shows each seat of its final state.
    const replayed = replayLog(record.rules, record.seed, null, record.actions);
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(final));
    for (const [seat, token] of tokens.entries()) expect((await ctx.games.getView(gameId, token)).view).toEqual(viewFor(replayed, seat));

    expect(await api.table.record({ gameId, token: spectatorToken })).toEqual(record);
  });

  it("is refused for a token that opens nothing at the table, and for an unknown table", async () => {
    const { gameId, tokens } = await fourSeated();
    const other = await ctx.games.createTable({ players: 2, wordProfile: "libero", timers: false });
    const forbidden = await rejectionOf(api.table.record({ gameId, token: other.spectatorToken }), TRPCError);
    expect(forbidden.code).toBe("FORBIDDEN");
    const missing = await rejectionOf(api.table.record({ gameId: "nessuntavolo0000", token: tokens[0]! }), TRPCError);
    expect(missing.code).toBe("NOT_FOUND");
  });
});
