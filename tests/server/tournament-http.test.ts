/**
 * The tournament's refusals over HTTP as a page gets them (tRPC's fetch handler, the error
 * formatter of src/server/api/trpc.ts), on a real libSQL file: each keeps the service's
 * Italian sentence and its status — parameters that do not go together (Art. 3's turn time,
 * too many turns) 400, a tournament that does not exist 404 — never tRPC's fallback for a
 * request it cannot read or a procedure it does not know.
 */
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openLexicon } from "~/lexicon";
import { appRouter } from "~/server/api/root";
import type { TRPCContext } from "~/server/api/trpc";
import type { Services } from "~/server/services";
import { TOURNAMENT_ERRORS } from "~/server/tournament/errors";
import { type TempDatabase, tempDatabase, testContext, testServices } from "./tables";

let database: TempDatabase;
let services: Services;
let ctx: TRPCContext;

beforeAll(async () => {
  database = await tempDatabase();
  services = testServices(database.db, await openLexicon());
  ctx = testContext(services, "10.20.0.1");
});

afterAll(() => {
  services.games.stopClocks();
  services.tournaments.stop();
  database.remove();
});

async function post(procedure: string, input: unknown): Promise<{ status: number; message: string }> {
  const response = await fetchRequestHandler({
    endpoint: "/api/trpc",
    req: new Request(`http://localhost/api/trpc/${procedure}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(input),
    }),
    router: appRouter,
    createContext: () => ctx,
  });
  const body = (await response.json()) as { error: { message: string } };
  return { status: response.status, message: body.error.message };
}

const TOURNAMENT = { name: "Torneo", format: "pairs", tableSize: 4, turnsPerSession: 2, dealsPerTurn: 2, turnMinutes: 22, movement: "mitchell" };

describe("the tournament's refusals over HTTP (issue #17)", () => {
  it.each([
    ["a turn of 2 deals in 30 minutes (Art. 3)", { ...TOURNAMENT, turnMinutes: 30 }, TOURNAMENT_ERRORS.BAD_TURN_TIME],
    ["30 sessions of 30 turns", { ...TOURNAMENT, sessions: 30, turnsPerSession: 30 }, TOURNAMENT_ERRORS.BAD_SETTINGS],
    ["pairs at tables of 3 (Art. 3.1)", { ...TOURNAMENT, tableSize: 3 }, TOURNAMENT_ERRORS.BAD_SETTINGS],
  ])("%s: 400 with the service's sentence", async (_, input, message) => {
    expect(await post("tournament.create", input)).toEqual({ status: 400, message });
  });

  it("a registration to a tournament that does not exist: 404 with the service's sentence", async () => {
    const answer = await post("tournament.register", { tournamentId: "nessuno", registrationToken: "k".repeat(43), name: "Anna", players: ["Anna", "Bea"] });
    expect(answer).toEqual({ status: 404, message: TOURNAMENT_ERRORS.NOT_FOUND });
  });
});
