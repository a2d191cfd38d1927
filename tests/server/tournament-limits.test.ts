/**
 * The tournament API's bound on key guessing (issue #17), through tRPC's caller on a real
 * libSQL file: keys refused to one address (a director's, a registration link's, a player's)
 * are counted per address, 30 at once then 1 a second; past that, the address's wrong keys wait
 * with 429, while the right keys from it (a hall shares one address) and another address pass.
 */
import { randomBytes } from "node:crypto";

import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openLexicon } from "~/lexicon";
import { createCaller } from "~/server/api/root";
import { RetryLaterError } from "~/server/api/limits";
import { tournamentEntrants } from "~/server/db/schema";
import type { Services } from "~/server/services";
import { TOURNAMENT_ERRORS } from "~/server/tournament/errors";
import { rejectionOf } from "./rejections";
import { type TempDatabase, tempDatabase, testContext, testServices } from "./tables";

let database: TempDatabase;
let services: Services;
const from = (address: string) => createCaller(testContext(services, address));
const madeUpKey = () => randomBytes(32).toString("base64url");
const refusal = (call: Promise<unknown>) => rejectionOf(call, TRPCError);

beforeAll(async () => {
  database = await tempDatabase();
  services = testServices(database.db, await openLexicon());
});

afterAll(() => {
  services.games.stopClocks();
  services.tournaments.stop();
  database.remove();
});

/**
 * Wrong keys from one caller until the first 429 (at most `max`): the refusals before it, each
 * checked to be `message`, and the 429. The bucket refills at 1 a second while the calls run,
 * so on a slow machine a few more than the burst may pass.
 */
async function wrongUntilLimited(call: () => Promise<unknown>, message: string, max = 45): Promise<{ refused: number; limited: TRPCError }> {
  for (let refused = 0; refused < max; refused++) {
    const error = await refusal(call());
    if (error.code === "TOO_MANY_REQUESTS") return { refused, limited: error };
    expect(error.message).toBe(message);
  }
  throw new Error(`no 429 after ${max} wrong keys`);
}

async function newTournament() {
  return from("10.19.0.1").tournament.create({
    name: "Torneo delle chiavi",
    format: "individual",
    tableSize: 4,
    turnsPerSession: 1,
    dealsPerTurn: 1,
    turnMinutes: 12,
    movement: "mitchell",
  });
}

describe("guessing a tournament's keys from one address", () => {
  it("30 made-up director keys are refused in Italian, then 429 with the seconds to wait; the director's own key from the same address still opens the console", async () => {
    const t = await newTournament();
    const guesser = from("10.19.1.1");
    const { refused, limited } = await wrongUntilLimited(
      () => guesser.tournament.view({ tournamentId: t.tournamentId, token: madeUpKey() }),
      TOURNAMENT_ERRORS.FORBIDDEN,
    );
    let emptied = performance.now();
    expect(refused).toBeGreaterThanOrEqual(30);
    expect(limited).toBeInstanceOf(RetryLaterError);
    expect(limited.code).toBe("TOO_MANY_REQUESTS");
    expect((limited as RetryLaterError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(limited.message).toMatch(/^Troppe richieste: riprova tra \d+ second/);
    // One guesser behind the hall's address does not lock the director out: a key that opens the console passes, every time.
    for (let i = 0; i < 5; i++)
      expect((await guesser.tournament.view({ tournamentId: t.tournamentId, token: t.directorToken })).name).toBe("Torneo delle chiavi");
    // A mutation too: the service answers it (no turn to call time on), not the limiter.
    expect((await refusal(guesser.tournament.callTime({ tournamentId: t.tournamentId, token: t.directorToken }))).message).toBe(TOURNAMENT_ERRORS.NO_TURN);
    // The guesses still wait, and so does the director's key sent for another tournament: past
    // the limit, no more wrong keys get through than the bucket refilled meanwhile (1 a second).
    const other = await newTournament();
    const refillsSince = (emptied: number) => Math.floor((performance.now() - emptied) / 1000) + 1;
    let again = await wrongUntilLimited(() => guesser.tournament.view({ tournamentId: t.tournamentId, token: madeUpKey() }), TOURNAMENT_ERRORS.FORBIDDEN);
    expect(again.refused).toBeLessThanOrEqual(refillsSince(emptied));
    emptied = performance.now();
    again = await wrongUntilLimited(() => guesser.tournament.view({ tournamentId: other.tournamentId, token: t.directorToken }), TOURNAMENT_ERRORS.FORBIDDEN);
    expect(again.refused).toBeLessThanOrEqual(refillsSince(emptied));
    expect((await from("10.19.1.2").tournament.view({ tournamentId: t.tournamentId, token: t.directorToken })).name).toBe("Torneo delle chiavi");
  });

  it("registration links and players' keys count too; past them the right registration link, a player's page and an invite still open, a made-up one signs nobody up", async () => {
    const t = await newTournament();
    const guesser = from("10.19.2.1");
    for (let i = 0; i < 15; i++) {
      const error = await refusal(
        guesser.tournament.register({ tournamentId: t.tournamentId, registrationToken: madeUpKey(), name: `Intruso ${i}`, players: ["Intruso"] }),
      );
      expect(error.message).toBe(TOURNAMENT_ERRORS.BAD_REGISTRATION_LINK);
    }
    await wrongUntilLimited(() => guesser.tournament.me({ tournamentId: t.tournamentId, token: madeUpKey() }), TOURNAMENT_ERRORS.NOT_A_PLAYER);
    const limited = await refusal(
      guesser.tournament.register({ tournamentId: t.tournamentId, registrationToken: madeUpKey(), name: "Intrusa", players: ["Intrusa"] }),
    );
    expect(limited.code).toBe("TOO_MANY_REQUESTS");
    // The hall behind the same address signs up and opens its pages.
    const anna = await guesser.tournament.register({ tournamentId: t.tournamentId, registrationToken: t.registrationToken, name: "Anna", players: ["Anna"] });
    expect((await guesser.tournament.me({ tournamentId: t.tournamentId, token: anna.players[0]!.token })).name).toBe("Anna");
    expect((await refusal(guesser.tournament.me({ tournamentId: t.tournamentId, token: madeUpKey() }))).code).toBe("TOO_MANY_REQUESTS");
    const entrants = await database.db.select().from(tournamentEntrants).where(eq(tournamentEntrants.tournamentId, t.tournamentId));
    expect(entrants.map((e) => e.name)).toEqual(["Anna"]);
  });

  it("a partner's invite opens past the limit too, once: the invite then opens nothing and waits like any wrong key", async () => {
    const t = await from("10.19.4.1").tournament.create({
      name: "Torneo degli inviti",
      format: "pairs",
      tableSize: 4,
      turnsPerSession: 1,
      dealsPerTurn: 1,
      turnMinutes: 12,
      movement: "mitchell",
    });
    const guesser = from("10.19.4.2");
    const pair = await guesser.tournament.register({
      tournamentId: t.tournamentId,
      registrationToken: t.registrationToken,
      name: "Coppia",
      players: ["Anna", "Bruno"],
    });
    const bruno = pair.players[1]!;
    expect(bruno.invite).toBe(true);
    const invite = bruno.token;
    await wrongUntilLimited(() => guesser.tournament.view({ tournamentId: t.tournamentId, token: madeUpKey() }), TOURNAMENT_ERRORS.FORBIDDEN);
    const claimed = await guesser.tournament.claim({ tournamentId: t.tournamentId, token: invite });
    expect(claimed.name).toBe("Bruno");
    expect((await guesser.tournament.me({ tournamentId: t.tournamentId, token: claimed.token })).name).toBe("Bruno");
    expect((await refusal(guesser.tournament.claim({ tournamentId: t.tournamentId, token: invite }))).code).toBe("TOO_MANY_REQUESTS");
  });

  it("the right keys never count: a page with its own key asks as often as its token's bucket lets it", async () => {
    const t = await newTournament();
    const director = from("10.19.3.1");
    const wrong = () => director.tournament.view({ tournamentId: t.tournamentId, token: madeUpKey() });
    for (let i = 0; i < 20; i++) expect((await refusal(wrong())).message).toBe(TOURNAMENT_ERRORS.FORBIDDEN);
    for (let i = 0; i < 25; i++)
      expect((await director.tournament.view({ tournamentId: t.tournamentId, token: t.directorToken })).name).toBe("Torneo delle chiavi");
    // Still at least 10 wrong keys to go: the 25 right ones took nothing from the address.
    const { refused } = await wrongUntilLimited(wrong, TOURNAMENT_ERRORS.FORBIDDEN);
    expect(refused).toBeGreaterThanOrEqual(10);
  });
});
