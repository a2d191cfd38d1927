/**
 * Tournament refusals over HTTP, as the console and the hall's page read them (tRPC's fetch
 * handler in-process, its error formatter included; a real libSQL file and the real
 * dictionary): each keeps its own Italian sentence, never the generic line for a request that
 * does not parse or a procedure that does not exist.
 */
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openLexicon } from "~/lexicon";
import type { Lexicon } from "~/lexicon/types";
import { appRouter } from "~/server/api/root";
import { tournaments } from "~/server/db/schema";
import { TABLE_ERRORS } from "~/server/games/errors";
import type { Services } from "~/server/services";
import { TOURNAMENT_ERRORS } from "~/server/tournament/errors";
import { playTurnWithBots, type SimulatedPlayer } from "~/server/tournament/simulate";
import { type TempDatabase, tempDatabase, testContext, testServices } from "./tables";
import { PAIRS_SETTINGS } from "./tournament-fixtures";

let lexicon: Lexicon;
let database: TempDatabase;
let services: Services;
let nextAddress = 0;

beforeAll(async () => {
  lexicon = await openLexicon();
  database = await tempDatabase();
  services = testServices(database.db, lexicon);
});

afterAll(() => {
  services.games.stopClocks();
  services.tournaments.stop();
  database.remove();
});

interface ErrorBody {
  error: { message: string; data: { code: string; httpStatus: number } };
}

/** One call through the fetch handler, each from its own address unless one is given: a query by GET, a mutation by POST. */
async function call(kind: "query" | "mutation", path: string, input: unknown, address = `10.71.0.${++nextAddress}`): Promise<Response> {
  const ctx = testContext(services, address);
  const url = `http://localhost/api/trpc/${path}`;
  const req =
    kind === "query"
      ? new Request(`${url}?input=${encodeURIComponent(JSON.stringify(input))}`)
      : new Request(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(input) });
  return fetchRequestHandler({ endpoint: "/api/trpc", req, router: appRouter, createContext: () => ctx });
}

async function refusal(response: Promise<Response>): Promise<{ status: number; code: string; message: string }> {
  const r = await response;
  const body = (await r.json()) as ErrorBody;
  return { status: r.status, code: body.error.data.code, message: body.error.message };
}

/** A pairs tournament and `pairs` pairs registered by the director and checked in. */
async function tournamentWith(pairs: number, firstTurn: "random" | "director") {
  const created = await services.tournaments.create({
    name: `Torneo HTTP ${firstTurn}`,
    settings: {
      ...PAIRS_SETTINGS,
      turnsPerSession: 1,
      sessions: 1,
      firstTurn,
      incomplete: "robots",
      robotLevel: "principiante",
      wordProfile: "torneo",
      carteUguali: true,
    },
  });
  const players: SimulatedPlayer[] = [];
  const entrants: string[] = [];
  for (let n = 1; n <= pairs; n++) {
    const entrant = await services.tournaments.register(
      created.tournamentId,
      { directorToken: created.directorToken },
      { name: `Coppia ${n}`, players: [`Anna ${n}`, `Bruno ${n}`] },
    );
    await services.tournaments.checkIn(created.tournamentId, created.directorToken, entrant.entrantId);
    players.push(...entrant.players);
    entrants.push(entrant.entrantId);
  }
  return { created, players, entrants, key: { tournamentId: created.tournamentId, token: created.directorToken } };
}

describe("guessing keys", () => {
  it("an address whose player keys are refused 30 times gets 429 for the next wrong key; a right key from that address (the hall's) still opens its page", async () => {
    const t = await tournamentWith(2, "random");
    const guesser = "10.72.0.1";
    const guess = () => call("query", "tournament.me", { tournamentId: t.created.tournamentId, token: "x".repeat(43) }, guesser);
    for (let n = 0; n < 30; n++) expect((await refusal(guess())).message).toBe(TOURNAMENT_ERRORS.NOT_A_PLAYER);
    const blocked = await guess();
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as ErrorBody).error.data.code).toBe("TOO_MANY_REQUESTS");
    const right = await call("query", "tournament.me", { tournamentId: t.created.tournamentId, token: t.players[0]!.token }, guesser);
    expect(right.status).toBe(200);
    const director = await call("query", "tournament.view", t.key, guesser);
    expect(director.status).toBe(200);
    expect((await guess()).status).toBe(429);
  });
});

describe("tournament refusals over HTTP keep their Italian sentence", () => {
  it("BAD_SEATING (Art. 3.2 a.2): the director's first-turn tables leave a pair out, named by number and name", async () => {
    const t = await tournamentWith(3, "director");
    const answer = await refusal(call("mutation", "tournament.startTurn", { ...t.key, tables: [[t.entrants[0], t.entrants[1]]] }));
    expect(answer.status).toBe(400);
    expect(answer.code).toBe("BAD_REQUEST");
    expect(answer.message.startsWith(TOURNAMENT_ERRORS.BAD_SEATING)).toBe(true);
    // The pair left out by its number and name, not its id.
    expect(answer.message).toContain("senza tavolo: n. 3 Coppia 3");
    expect(answer.message).not.toContain(t.entrants[2]);
    // Nothing changed: no turn was started.
    expect((await services.tournaments.publicView(t.created.tournamentId)).turns).toEqual([]);
  });

  it("NOT_FOUND: a wrong tournament link on the hall's screen says the tournament does not exist", async () => {
    const answer = await refusal(call("query", "tournament.standings", { tournamentId: "nessunTorneo" }));
    expect(answer).toEqual({ status: 404, code: "NOT_FOUND", message: TOURNAMENT_ERRORS.NOT_FOUND });
  });

  it("a table service refusal inside a tournament procedure keeps its own sentence (the deals' export while the same cards are still played)", async () => {
    const t = await tournamentWith(2, "random");
    await services.tournaments.startTurn(t.created.tournamentId, t.created.directorToken);
    await playTurnWithBots(services, t.created.tournamentId, t.players, { lexicon, level: "greedy" });
    const over = await services.tournaments.directorView(t.created.tournamentId, t.created.directorToken);
    expect(over.turns[0]?.status).toBe("over");
    // Another table of the tournament's event dealt from the turn's (now public) seed, still in play.
    const [row] = await database.db.select({ eventId: tournaments.eventId }).from(tournaments).where(eq(tournaments.id, t.created.tournamentId));
    await services.games.createTable({ players: 4, wordProfile: "torneo", eventId: row!.eventId, seed: over.turns[0]!.seed!, timers: false });
    const answer = await refusal(call("query", "tournament.export", { ...t.key, what: "deals", format: "json", turn: 1 }));
    expect(answer).toEqual({ status: 412, code: "PRECONDITION_FAILED", message: TABLE_ERRORS.SAME_DEALS_IN_PLAY });
  });
});
