/**
 * A tournament page polled with a key (the player's page, the director's console) stops asking
 * once its key is refused: a page left open after the director gave the player a new link
 * would otherwise spend, every 2.5 s and for ever, the wrong-key bucket its hall's address
 * shares with everybody else there. Through the production API handler on loopback, with the
 * pages' own query options (tRPC's options proxy), query client and polling, timers as in a
 * browser.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { environmentManager, type QueryClient, QueryObserver } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openLexicon } from "~/lexicon";
import type { AppRouter } from "~/server/api/root";
import type { Services } from "~/server/services";
import { TOURNAMENT_ERRORS } from "~/server/tournament/errors";
import { makeQueryClient, pollUntilKeyRefused } from "~/trpc/query-client";
import { type TempDatabase, tempDatabase, testApiHandler, testServices } from "./tables";

const POLL_MS = 60;

let database: TempDatabase;
let services: Services;
let server: Server;
let url: string;

beforeAll(async () => {
  database = await tempDatabase();
  services = testServices(database.db, await openLexicon());
  server = createServer(testApiHandler(services, { trustProxy: true }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/trpc`;
  // Refetch timers run only where TanStack Query sees a browser.
  environmentManager.setIsServer(() => false);
});

afterAll(async () => {
  environmentManager.setIsServer(() => typeof window === "undefined");
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  services.games.stopClocks();
  services.tournaments.stop();
  database.remove();
});

/** A browser's tRPC options and query client, behind `address`. */
function browserAt(address: string): { trpc: ReturnType<typeof createTRPCOptionsProxy<AppRouter>>; queryClient: QueryClient } {
  const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url, headers: { "x-forwarded-for": address } })] });
  const queryClient = makeQueryClient();
  return { trpc: createTRPCOptionsProxy<AppRouter>({ client, queryClient }), queryClient };
}

/** A page's query as its component watches it (`useQuery`). */
interface Watched {
  subscribe(listener: () => void): () => void;
  getCurrentResult(): { error: { message: string } | null };
}

/** How many times a page's query asked the server while it was on screen for `ms`, and its last error's message. */
async function polled(queryClient: QueryClient, observe: () => Watched, ms: number) {
  let asked = 0;
  const stopCounting = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "fetch") asked++;
  });
  const observer = observe();
  const stopWatching = observer.subscribe(() => {});
  await new Promise((resolve) => setTimeout(resolve, ms));
  stopWatching();
  stopCounting();
  return { asked, error: observer.getCurrentResult().error?.message ?? null };
}

async function pairsTournament() {
  const created = await services.tournaments.create({
    name: "Serata dei link",
    settings: {
      format: "pairs",
      tableSize: 4,
      sessions: 1,
      turnsPerSession: 1,
      dealsPerTurn: 1,
      turnMinutes: 12,
      movement: "mitchell",
      firstTurn: "random",
      incomplete: "robots",
      robotLevel: "principiante",
      wordProfile: "torneo",
      judge: "off",
      carteUguali: true,
      moveTimers: false,
    },
  });
  const pair = await services.tournaments.register(
    created.tournamentId,
    { directorToken: created.directorToken },
    { name: "Coppia", players: ["Anna", "Bruno"] },
  );
  return { created, pair };
}

describe("a polled tournament page and a refused key", () => {
  it("the player's page with a link replaced by the director asks once, is told NOT_A_PLAYER, and stops; the new link's page keeps asking", async () => {
    const { created, pair } = await pairsTournament();
    const fresh = await services.tournaments.newPlayerLink(created.tournamentId, created.directorToken, { entrantId: pair.entrantId, position: 0 });
    const { trpc, queryClient } = browserAt("10.73.0.1");
    const me = (token: string) => () =>
      new QueryObserver(queryClient, {
        ...trpc.tournament.me.queryOptions({ tournamentId: created.tournamentId, token }),
        refetchInterval: pollUntilKeyRefused(POLL_MS),
      });

    const old = await polled(queryClient, me(pair.players[0]!.token), 12 * POLL_MS);
    expect(old.error).toBe(TOURNAMENT_ERRORS.NOT_A_PLAYER);
    expect(old.asked).toBe(1);

    const current = await polled(queryClient, me(fresh.token), 12 * POLL_MS);
    expect(current.error).toBeNull();
    expect(current.asked).toBeGreaterThanOrEqual(4);
  });

  it("the director's console with a key that is not the director's asks once and stops", async () => {
    const { created } = await pairsTournament();
    const { trpc, queryClient } = browserAt("10.73.0.2");
    const wrongKey = `${created.directorToken.slice(0, -4)}AAAA`;
    const view = await polled(
      queryClient,
      () =>
        new QueryObserver(queryClient, {
          ...trpc.tournament.view.queryOptions({ tournamentId: created.tournamentId, token: wrongKey }),
          refetchInterval: pollUntilKeyRefused(POLL_MS),
        }),
      12 * POLL_MS,
    );
    expect(view.error).toBe(TOURNAMENT_ERRORS.FORBIDDEN);
    expect(view.asked).toBe(1);
  });
});
