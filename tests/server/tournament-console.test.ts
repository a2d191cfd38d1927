/**
 * The director's console shows the registration link again at any time (the console's three
 * links): its code is derived from the director's key, so the console gives back the very link
 * made at creation, which signs a player up; only the director's key gives it, and only its
 * hash is stored. Through tRPC's caller on a real libSQL file. And the registration page
 * behind one address (a hall on the venue's Wi-Fi): through the production API handler on
 * loopback, with the browser's tRPC link and query client.
 */
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openLexicon } from "~/lexicon";
import { type AppRouter, createCaller } from "~/server/api/root";
import { tournamentRegistrationInfoLimiter, tournamentStandingsLimiter } from "~/server/api/routers/tournament";
import { tournaments } from "~/server/db/schema";
import type { Services } from "~/server/services";
import { TOURNAMENT_ERRORS } from "~/server/tournament/errors";
import { derivedKey } from "~/server/tournament/service";
import { rejectionOf } from "./rejections";
import { makeQueryClient, retryAfterMs } from "~/trpc/query-client";
import { type TempDatabase, tempDatabase, testApiHandler, testContext, testServices } from "./tables";
import { PAIRS } from "./tournament-fixtures";

let database: TempDatabase;
let services: Services;
let nextAddress = 0;
const caller = () => createCaller(testContext(services, `10.18.0.${++nextAddress}`));

beforeAll(async () => {
  database = await tempDatabase();
  services = testServices(database.db, await openLexicon());
});

const servers: Server[] = [];

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  services.games.stopClocks();
  services.tournaments.stop();
  database.remove();
});

describe("the console's registration link (issue #17)", () => {
  it("is the link made at creation, signs a pair up, and only its hash is stored", async () => {
    const created = await caller().tournament.create(PAIRS);
    const view = await caller().tournament.view({ tournamentId: created.tournamentId, token: created.directorToken });
    expect(view.registrationLink).toBe(created.registrationLink);
    const code = new URL(view.registrationLink, "http://torneo.invalid").searchParams.get("codice")!;
    expect(code).toBe(created.registrationToken);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const entrant = await caller().tournament.register({
      tournamentId: created.tournamentId,
      registrationToken: code,
      name: "Coppia 1",
      players: ["Anna", "Bruno"],
    });
    expect(entrant.number).toBe(1);

    const [row] = await database.db.select().from(tournaments).where(eq(tournaments.id, created.tournamentId));
    expect(row!.registrationTokenHash).toBe(createHash("sha256").update(code).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it("differs from tournament to tournament, and another tournament's director key does not open the console", async () => {
    const one = await caller().tournament.create(PAIRS);
    const two = await caller().tournament.create(PAIRS);
    expect(one.registrationToken).not.toBe(two.registrationToken);
    const refused = await rejectionOf(caller().tournament.view({ tournamentId: one.tournamentId, token: two.directorToken }), TRPCError);
    expect(refused.code).toBe("FORBIDDEN");
    expect(refused.message).toBe(TOURNAMENT_ERRORS.FORBIDDEN);
    // Nor does the registration code of the one open the other.
    const wrong = await rejectionOf(
      caller().tournament.register({ tournamentId: two.tournamentId, registrationToken: one.registrationToken, name: "Coppia 1", players: ["Anna", "Bruno"] }),
      TRPCError,
    );
    expect(wrong.message).toBe(TOURNAMENT_ERRORS.BAD_REGISTRATION_LINK);
  });
});

describe("the keys derived from the director's (derivedKey)", () => {
  it("stay what they were for a director's key: the registration and judge's links already given keep working", () => {
    const directorToken = "Zk3q9VbX1mN7pL2sR8tY4wC6eH0jU5aF-_dGiKoQrSx";
    expect(derivedKey(directorToken, "registration")).toBe("BHM0kqDoC3nsZMCa62LX42rOVPrRvoxEacp4hxxzE-g");
    expect(derivedKey(directorToken, "judge")).toBe("sWr5bkCi4SZXwK7yUVZaq8qQgPOVhFHalYaYIrX99Ac");
  });

  it("differ by purpose: the console gives each its own, and the registration code opens no judge's queue", async () => {
    const created = await caller().tournament.create(PAIRS);
    const judgeLink = new URL(created.judgeLink, "http://torneo.invalid");
    const judgeToken = judgeLink.searchParams.get("codice")!;
    expect(created.registrationToken).toBe(derivedKey(created.directorToken, "registration"));
    expect(judgeToken).toBe(derivedKey(created.directorToken, "judge"));
    expect(judgeToken).not.toBe(created.registrationToken);
    const refused = await rejectionOf(
      caller().judge.queue({ credential: { eventId: judgeLink.searchParams.get("evento")!, token: created.registrationToken } }),
      TRPCError,
    );
    expect(refused.code).toBe("FORBIDDEN");
  });
});

describe("the registration page behind one address (a hall signing up at once)", () => {
  /** The production API handler on loopback, trusting X-Forwarded-For; a browser's batched tRPC client from `address`. */
  async function browserAt(address: string) {
    const server = createServer(testApiHandler(services, { trustProxy: true }));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/trpc`;
    return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url, headers: { "x-forwarded-for": address } })] });
  }

  it("reads the tournament on a limiter of its own, not the standings': the hall's screen spending that bucket does not stop the form", async () => {
    const created = await caller().tournament.create(PAIRS);
    const address = "10.18.1.1";
    const client = await browserAt(address);
    // The hall's screen and 30 phones have emptied the standings' bucket of this address (it refills at 5 a second: emptied again until a call is refused).
    let refused: unknown = null;
    for (let i = 0; i < 10 && refused === null; i++) {
      while (tournamentStandingsLimiter.takeOrWait(address) === 0);
      refused = await client.tournament.standings.query({ tournamentId: created.tournamentId }).then(
        () => null,
        (error: unknown) => error,
      );
    }
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toMatch(/^Troppe richieste/);
    expect(await client.tournament.registrationInfo.query({ tournamentId: created.tournamentId })).toEqual({
      name: PAIRS.name,
      settings: expect.objectContaining({ format: "pairs", tableSize: 4 }),
      open: true,
    });
  });

  it("100 pairs behind one address each load the page, sign up and have the partner open the invite: none is refused (loading the page takes nothing from signing up)", async () => {
    const created = await caller().tournament.create(PAIRS);
    const client = await browserAt("10.18.1.3");
    const refused: string[] = [];
    const note = (error: unknown) => {
      refused.push((error as Error).message);
      return null;
    };
    for (let n = 1; n <= 100; n++) {
      const info = await client.tournament.registrationInfo.query({ tournamentId: created.tournamentId }).catch(note);
      expect(info?.open ?? true).toBe(true);
      const pair = await client.tournament.register
        .mutate({ tournamentId: created.tournamentId, registrationToken: created.registrationToken, name: `Coppia ${n}`, players: [`Anna ${n}`, `Bruno ${n}`] })
        .catch(note);
      if (pair === null) continue;
      await client.tournament.claim.mutate({ tournamentId: created.tournamentId, token: pair.players[1]!.token }).catch(note);
    }
    expect(refused).toEqual([]);
    const view = await caller().tournament.view({ tournamentId: created.tournamentId, token: created.directorToken });
    expect(view.entrants).toHaveLength(100);
  });

  it("a query refused with 429 is asked again after its Retry-After, and the page gets its answer instead of the error", async () => {
    const created = await caller().tournament.create(PAIRS);
    const address = "10.18.1.2";
    const client = await browserAt(address);
    // 200 phones at once: the registration page's bucket of the address is empty; it refills at 5 a second (emptied again until a call is refused).
    const refusals: unknown[] = [];
    let info: { name: string } | undefined;
    for (let i = 0; i < 10 && refusals.length === 0; i++) {
      while (tournamentRegistrationInfoLimiter.takeOrWait(address) === 0);
      const queryClient = makeQueryClient();
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === "updated" && event.action.type === "failed") refusals.push(event.action.error);
      });
      info = await queryClient.fetchQuery({
        queryKey: ["registrationInfo", created.tournamentId],
        queryFn: () => client.tournament.registrationInfo.query({ tournamentId: created.tournamentId }),
      });
    }
    // Refused with a 429, asked again after the server's Retry-After, answered.
    expect(refusals.length).toBeGreaterThan(0);
    expect((refusals[0] as { data?: { httpStatus?: number } }).data?.httpStatus).toBe(429);
    expect(retryAfterMs(refusals[0])).toBe(1000);
    expect(info?.name).toBe(PAIRS.name);
  });
});
