/**
 * The director's console shows the registration link again at any time (issue #17: the
 * console's three links): its code is derived from the director's key, so the console gives
 * back the very link made at creation, which signs a player up; only the director's key
 * gives it, and only its hash is stored. Through tRPC's caller on a real libSQL file.
 */
import { createHash } from "node:crypto";

import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openLexicon } from "~/lexicon";
import { createCaller } from "~/server/api/root";
import { tournaments } from "~/server/db/schema";
import type { Services } from "~/server/services";
import { TOURNAMENT_ERRORS } from "~/server/tournament/errors";
import { derivedKey } from "~/server/tournament/service";
import { rejectionOf } from "./rejections";
import { type TempDatabase, tempDatabase, testContext, testServices } from "./tables";

let database: TempDatabase;
let services: Services;
let nextAddress = 0;
const caller = () => createCaller(testContext(services, `10.18.0.${++nextAddress}`));

beforeAll(async () => {
  database = await tempDatabase();
  services = testServices(database.db, await openLexicon());
});

afterAll(() => {
  services.games.stopClocks();
  services.tournaments.stop();
  database.remove();
});

const PAIRS = {
  name: "Serata del circolo",
  format: "pairs",
  tableSize: 4,
  turnsPerSession: 2,
  dealsPerTurn: 1,
  turnMinutes: 12,
  movement: "mitchell",
  moveTimers: false,
  judge: "off",
} as const;

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
