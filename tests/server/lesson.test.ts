/**
 * "Impara a giocare" on the server (issue #19): `table.startLesson` makes a real table with
 * the lesson's deal and computer, the learner seated and named; the learner's moves and the
 * computer's go through the one move path, on a real libSQL file and the real dictionary.
 */
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { mergeView } from "~/engine";
import { openLexicon } from "~/lexicon";
import type { Lexicon } from "~/lexicon/types";
import { LEARNER_MOVES } from "~/lesson/lesson";
import { COMPUTER, LEARNER } from "~/lesson/seats";
import { createCaller } from "~/server/api/root";
import type { Services } from "~/server/services";
import { storedSeed, type TempDatabase, tempDatabase, testContext, testServices } from "./tables";
import { rejectionOf } from "./rejections";

let lexicon: Lexicon;
let database: TempDatabase;
let services: Services;
let api: ReturnType<typeof createCaller>;

beforeAll(async () => {
  lexicon = await openLexicon();
  database = await tempDatabase();
  services = testServices(database.db, lexicon);
  api = createCaller(testContext(services, "10.0.0.19"));
});

afterAll(() => {
  services.games.stopClocks();
  database.remove();
});

const tokenOf = (link: string) => new URL(link, "http://x").searchParams.get("posto")!;

describe("table.startLesson (issue #19)", () => {
  it("seats the learner, named, at a playing table whose computer plays the script; the learner can play the lesson to its closing", async () => {
    const { gameId, seatLink } = await api.table.startLesson({ name: "Alice" });
    const token = tokenOf(seatLink);
    expect(await storedSeed(database.db, gameId)).toMatch(/^mazzo:/);
    let tv = await api.table.view({ gameId, token });
    expect(tv.seat).toBe(LEARNER);
    expect(tv.table.status).toBe("playing");
    expect(tv.table.seats.find((s) => s.seat === LEARNER)).toMatchObject({ name: "Alice", joined: true });
    expect(tv.table.seats.find((s) => s.seat === COMPUTER)?.computer).toEqual({ level: "lezione", standIn: false });
    expect(tv.table.rules).toMatchObject({ players: 2, deals: 1, wordProfile: "torneo", timers: false, judge: "off" });

    for (const [i, action] of LEARNER_MOVES.entries()) {
      // The computer plays its turn on its own: wait for the learner's move (bounded; the
      // service itself, since the API's per-token rate limit is not what is tested here).
      for (let tries = 0; tv.view.turn !== LEARNER && tries < 400; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        tv = await services.games.getView(gameId, token);
      }
      expect(tv.view.turn).toBe(LEARNER);
      const answer = await api.table.act({ gameId, token, version: tv.view.version, clientActionId: `lezione-${i}`, action });
      if (!answer.ok) throw new Error(`${JSON.stringify(action)}: ${answer.code} ${answer.message}`);
      tv = { ...tv, view: mergeView(tv.view, answer.view) };
    }
    const log = tv.view.log;
    expect(log.filter((e) => e.kind === "meld" && e.seat === COMPUTER).map((e) => e.kind === "meld" && e.word)).toEqual(["BUCO", "DITO", "GAS"]);
    expect(log.some((e) => e.kind === "pozzetto" && e.seat === LEARNER && e.how === "al volo")).toBe(true);
    expect(tv.view.end).toMatchObject({ reason: "closed", seat: LEARNER });
    expect(tv.view.winner?.seats).toEqual([LEARNER]);
  });

  it("refuses an empty name in Italian, and makes no table", async () => {
    const error = await rejectionOf(api.table.startLesson({ name: "  " }), TRPCError);
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toMatch(/Scrivi un nome/);
  });
});
