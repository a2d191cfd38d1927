/**
 * Tournaments through tRPC's caller on a real libSQL file and the real dictionary:
 * the director creates a tournament, entrants sign up and check in, turns are seated, played
 * by bots through the table service's move path and scored; carte uguali, tavolo zoppo, the
 * Art. 7 time-up, penalties and corrections; the standings against an independent
 * recomputation from the stored games; bad inputs refused in Italian, changing nothing.
 */
import { createHash } from "node:crypto";

import { TRPCError } from "@trpc/server";
import { and, asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openLexicon } from "~/lexicon";
import type { Lexicon } from "~/lexicon/types";
import { createCaller } from "~/server/api/root";
import { actions, events, games, tournamentEntrants, tournamentPlayers, tournamentSeats, tournamentTables, tournaments } from "~/server/db/schema";
import { TABLE_ERRORS } from "~/server/games/errors";
import type { Services } from "~/server/services";
import { TOURNAMENT_ERRORS } from "~/server/tournament/errors";
import { playTurnWithBots, type SimulatedPlayer } from "~/server/tournament/simulate";
import { victoryPoints } from "~/tournament";
import { rejectionOf } from "./rejections";
import { createServices } from "~/server/services";
import { engineState, type TempDatabase, tempDatabase, testContext, testServices } from "./tables";
import { PAIRS } from "./tournament-fixtures";

let lexicon: Lexicon;
let database: TempDatabase;
let services: Services;
/** Each caller its own address: the per-address limits are not what is tested here. */
let nextAddress = 0;
const caller = () => createCaller(testContext(services, `10.17.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}`));

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

const refusal = (call: Promise<unknown>) => rejectionOf(call, TRPCError);
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

async function newTournament(overrides: Partial<Parameters<ReturnType<typeof caller>["tournament"]["create"]>[0]> = {}) {
  const created = await caller().tournament.create({ ...PAIRS, ...overrides });
  return { ...created, key: { tournamentId: created.tournamentId, token: created.directorToken } };
}

/** `pairs` pairs signed up by the registration link and checked in by the director. */
async function pairsIn(t: Awaited<ReturnType<typeof newTournament>>, pairs: number): Promise<{ players: SimulatedPlayer[]; entrants: string[] }> {
  const players: SimulatedPlayer[] = [];
  const entrants: string[] = [];
  for (let n = 1; n <= pairs; n++) {
    const entrant = await caller().tournament.register({
      tournamentId: t.tournamentId,
      registrationToken: t.registrationToken,
      name: `Coppia ${n}`,
      players: [`Anna ${n}`, `Bruno ${n}`],
    });
    await caller().tournament.checkIn({ ...t.key, entrantId: entrant.entrantId });
    // Each partner opens their invite on their own device: their page's token is made there.
    for (const p of entrant.players) players.push(p.invite ? await caller().tournament.claim({ tournamentId: t.tournamentId, token: p.token }) : p);
    entrants.push(entrant.entrantId);
  }
  return { players, entrants };
}

/** The public view once the turn is over (its last table is scored just after its last move), as the hall's screen hears it. */
async function turnOver(tournamentId: string, turn: number) {
  const views = (await caller().tournament.watch({ tournamentId })) as AsyncIterable<Awaited<ReturnType<Services["tournaments"]["publicView"]>>>;
  for await (const view of views) if (view.turns[turn - 1]?.status === "over") return view;
  throw new Error(`turn ${turn}: the live views ended before it was over`);
}

/**
 * The standings recomputed without the service's scoring: each stored game replayed by the
 * engine from its seed and log, PP by line (Art. 6.1) from its totals, MP the difference, VP
 * from the 2 deals' table (Art. 3), summed per entrant by who sat in which line.
 */
async function independentVp(tournamentId: string, penalties: { turn: number; entrantId: string; pp: number }[] = []): Promise<Map<string, number>> {
  const db = database.db;
  const tables = await db.select().from(tournamentTables).where(eq(tournamentTables.tournamentId, tournamentId));
  const sitting = await db
    .select({ turn: tournamentSeats.turn, table: tournamentSeats.table, seat: tournamentSeats.seat, entrantId: tournamentPlayers.entrantId })
    .from(tournamentSeats)
    .innerJoin(tournamentPlayers, eq(tournamentPlayers.id, tournamentSeats.playerId))
    .where(eq(tournamentSeats.tournamentId, tournamentId));
  const vp = new Map<string, number>();
  for (const table of tables) {
    expect(table.gameId).not.toBeNull();
    const state = await engineState(db, table.gameId!, lexicon);
    expect(state.winner).not.toBeNull();
    // At 4, line 0 is seats 0 and 2, line 1 seats 1 and 3; the engine sums by seat.
    const entrantOf = (line: number) => sitting.find((s) => s.turn === table.turn && s.table === table.number && s.seat === line)!.entrantId;
    const pp = [0, 1].map(
      (line) => state.totals[line]! - penalties.filter((p) => p.turn === table.turn && p.entrantId === entrantOf(line)).reduce((a, p) => a + p.pp, 0),
    );
    const [vp0, vp1] = victoryPoints(2, pp[0]! - pp[1]!);
    vp.set(entrantOf(0), (vp.get(entrantOf(0)) ?? 0) + vp0);
    vp.set(entrantOf(1), (vp.get(entrantOf(1)) ?? 0) + vp1);
  }
  return vp;
}

describe("a tournament is created (issue #17)", () => {
  it("with a private director link, a public link, a registration link and a judge event of kind tournament", async () => {
    const t = await newTournament();
    expect(t.directorLink).toBe(`/torneo/${t.tournamentId}/direzione?chiave=${t.directorToken}`);
    expect(t.publicLink).toBe(`/torneo/${t.tournamentId}`);
    expect(t.registrationLink).toBe(`/torneo/${t.tournamentId}/iscrizione?codice=${t.registrationToken}`);
    const [row] = await database.db.select().from(tournaments).where(eq(tournaments.id, t.tournamentId));
    // Tokens are stored hashed, like every other secret.
    expect(row!.directorTokenHash).toBe(sha256(t.directorToken));
    expect(JSON.stringify(row)).not.toContain(t.directorToken);
    const [event] = await database.db.select().from(events).where(eq(events.id, row!.eventId));
    expect(event!.kind).toBe("tournament");
    const view = await caller().tournament.view(t.key);
    expect(view).toMatchObject({ name: PAIRS.name, status: "registration", registrationOpen: true, entrants: [], turns: [], nextTurn: 1 });
    expect(view.settings).toMatchObject({ format: "pairs", tableSize: 4, dealsPerTurn: 1, movement: "mitchell", carteUguali: true });
  });

  it.each([
    [2, 21],
    [2, 26],
    [3, 31],
    [3, 36],
    [4, 41],
    [4, 46],
  ])("refuses %i deals in %i minutes (Art. 3: 22-25, 32-35, 42-45), creating nothing", async (deals, minutes) => {
    const [{ before }] = (await database.db.select({ before: count() }).from(tournaments)) as [{ before: number }];
    const error = await refusal(caller().tournament.create({ ...PAIRS, dealsPerTurn: deals, turnMinutes: minutes }));
    expect(error.message).toBe(TOURNAMENT_ERRORS.BAD_TURN_TIME);
    const [{ after }] = (await database.db.select({ after: count() }).from(tournaments)) as [{ after: number }];
    expect(after).toBe(before);
  });

  it.each([
    [2, 22],
    [2, 25],
    [3, 32],
    [3, 35],
    [4, 42],
    [4, 45],
  ])("accepts %i deals in %i minutes (Art. 3, both ends)", async (deals, minutes) => {
    const t = await newTournament({ dealsPerTurn: deals, turnMinutes: minutes });
    expect((await caller().tournament.view(t.key)).settings.turnMinutes).toBe(minutes);
  });
});

describe("registration, check-in, withdrawal (Art. 2.1, 13.4)", () => {
  it("signs up by the link and by the director, each player with their own page; check-in and withdrawal show on the console", async () => {
    const t = await newTournament();
    const a = await caller().tournament.register({
      tournamentId: t.tournamentId,
      registrationToken: t.registrationToken,
      name: "I Fiori",
      players: ["Ada", "Bea"],
    });
    const b = await caller().tournament.register({ ...t.key, name: "Le Picche", players: ["Carlo", "Dino"] });
    expect([a.number, b.number]).toEqual([1, 2]);
    // By the link, the partner gets an invite; by the director (trusted), every player their page.
    expect(a.players.map((p) => [p.link, p.invite])).toEqual([
      [`/torneo/${t.tournamentId}/giocatore?chiave=${a.players[0]!.token}`, false],
      [`/torneo/${t.tournamentId}/invito?codice=${a.players[1]!.token}`, true],
    ]);
    expect(b.players.map((p) => [p.link, p.invite])).toEqual(b.players.map((p) => [`/torneo/${t.tournamentId}/giocatore?chiave=${p.token}`, false]));
    const bea = await caller().tournament.claim({ tournamentId: t.tournamentId, token: a.players[1]!.token });
    await caller().tournament.checkIn({ ...t.key, entrantId: a.entrantId });
    await caller().tournament.withdraw({ ...t.key, entrantId: b.entrantId });
    const view = await caller().tournament.view(t.key);
    expect(view.entrants.map((e) => [e.name, e.players, e.registeredBy, e.checkedIn, e.withdrawn])).toEqual([
      ["I Fiori", ["Ada", "Bea"], "link", true, false],
      ["Le Picche", ["Carlo", "Dino"], "director", false, true],
    ]);
    const me = await caller().tournament.me({ tournamentId: t.tournamentId, token: bea.token });
    expect(me).toMatchObject({ name: "Bea", entrant: { name: "I Fiori", number: 1 }, current: null, tables: [] });
    expect((await refusal(caller().tournament.checkIn({ ...t.key, entrantId: b.entrantId }))).message).toBe(TOURNAMENT_ERRORS.WITHDRAWN);
  });

  it("a partner's invite (hidden information): before its claim it opens no page, after it the registrant's copy opens nothing", async () => {
    const t = await newTournament();
    const fiori = await caller().tournament.register({
      tournamentId: t.tournamentId,
      registrationToken: t.registrationToken,
      name: "I Fiori",
      players: ["Ada", "Bea"],
    });
    const picche = await caller().tournament.register({ ...t.key, name: "Le Picche", players: ["Carlo", "Dino"] });
    for (const e of [fiori, picche]) await caller().tournament.checkIn({ ...t.key, entrantId: e.entrantId });
    const invite = { tournamentId: t.tournamentId, token: fiori.players[1]!.token };
    // Unclaimed, the invite is no player's key: only `claim` takes it, even once Bea's seat is dealt.
    expect((await refusal(caller().tournament.me(invite))).message).toBe(TOURNAMENT_ERRORS.NOT_A_PLAYER);
    await caller().tournament.startTurn(t.key);
    expect((await refusal(caller().tournament.me(invite))).message).toBe(TOURNAMENT_ERRORS.NOT_A_PLAYER);
    const stored = await database.db.select().from(tournamentPlayers).where(eq(tournamentPlayers.entrantId, fiori.entrantId));
    expect(JSON.stringify(stored)).not.toContain(invite.token);

    // Bea claims it on her phone: her own page, and her seat (dealt before the claim) opens with it.
    const bea = await caller().tournament.claim(invite);
    expect(bea).toMatchObject({ name: "Bea", link: `/torneo/${t.tournamentId}/giocatore?chiave=${bea.token}` });
    expect(bea.token).not.toBe(invite.token);
    const { current } = await caller().tournament.me({ tournamentId: t.tournamentId, token: bea.token });
    const seat = new URL(current!.link!, "http://torneo.invalid");
    const view = await services.games.getView(seat.pathname.split("/").at(-1)!, seat.searchParams.get("posto")!);
    expect(view.table.seats[view.seat!]!.name).toBe("Bea");
    expect(view.view.hand.length).toBeGreaterThan(0);

    // The copy Ada kept opens nothing now: neither Bea's page nor a second claim.
    expect((await refusal(caller().tournament.me(invite))).message).toBe(TOURNAMENT_ERRORS.NOT_A_PLAYER);
    expect((await refusal(caller().tournament.claim(invite))).message).toBe(TOURNAMENT_ERRORS.BAD_INVITE);
    // Ada's own page still works and is hers.
    expect((await caller().tournament.me({ tournamentId: t.tournamentId, token: fiori.players[0]!.token })).name).toBe("Ada");
  });

  it("the console shows each partner's invite (Art. 2.1): not yet opened, then opened at the claim's time; only the director sees it", async () => {
    const t = await newTournament();
    const fiori = await caller().tournament.register({
      tournamentId: t.tournamentId,
      registrationToken: t.registrationToken,
      name: "I Fiori",
      players: ["Ada", "Bea"],
    });
    await caller().tournament.register({ ...t.key, name: "Le Picche", players: ["Carlo", "Dino"] });
    const invitesOf = async () => (await caller().tournament.view(t.key)).entrants.map((e) => [e.name, e.invites]);
    // Ada signed up (her page is hers); the director's entrants got their pages in person: no invite.
    expect(await invitesOf()).toEqual([
      ["I Fiori", [{ player: "Bea", claimedAt: null }]],
      ["Le Picche", []],
    ]);
    const before = Date.now();
    await caller().tournament.claim({ tournamentId: t.tournamentId, token: fiori.players[1]!.token });
    const after = Date.now();
    const [[, [bea]]] = (await invitesOf()) as [[string, { player: string; claimedAt: number | null }[]]];
    expect(bea!.player).toBe("Bea");
    expect(bea!.claimedAt).toBeGreaterThanOrEqual(before);
    expect(bea!.claimedAt).toBeLessThanOrEqual(after);
    // The hall's screen and the players' pages say nothing of it.
    const ada = await caller().tournament.me({ tournamentId: t.tournamentId, token: fiori.players[0]!.token });
    const standings = await caller().tournament.standings({ tournamentId: t.tournamentId });
    expect(JSON.stringify([ada, standings])).not.toMatch(/invites|claimedAt/);
  });

  it("refuses a wrong link, a name already taken, the wrong number of players and a stranger's token, in Italian, adding nobody", async () => {
    const t = await newTournament();
    const other = await newTournament();
    await caller().tournament.register({ ...t.key, name: "I Fiori", players: ["Ada", "Bea"] });
    const cases: [() => Promise<unknown>, string][] = [
      [
        () => caller().tournament.register({ tournamentId: t.tournamentId, registrationToken: other.registrationToken, name: "X", players: ["a", "b"] }),
        TOURNAMENT_ERRORS.BAD_REGISTRATION_LINK,
      ],
      [() => caller().tournament.register({ ...t.key, name: "i fiori", players: ["a", "b"] }), TOURNAMENT_ERRORS.NAME_TAKEN],
      [() => caller().tournament.register({ ...t.key, name: "Solo", players: ["a"] }), TOURNAMENT_ERRORS.BAD_PLAYERS],
      [() => caller().tournament.view({ tournamentId: t.tournamentId, token: other.directorToken }), TOURNAMENT_ERRORS.FORBIDDEN],
      [() => caller().tournament.startTurn({ tournamentId: t.tournamentId, token: other.directorToken }), TOURNAMENT_ERRORS.FORBIDDEN],
      [() => caller().tournament.me({ tournamentId: t.tournamentId, token: other.directorToken }), TOURNAMENT_ERRORS.NOT_A_PLAYER],
      [() => caller().tournament.startTurn(t.key), TOURNAMENT_ERRORS.TOO_FEW],
    ];
    for (const [call, message] of cases) expect((await refusal(call())).message).toBe(message);
    const rows = await database.db.select().from(tournamentEntrants).where(eq(tournamentEntrants.tournamentId, t.tournamentId));
    expect(rows.map((r) => r.name)).toEqual(["I Fiori"]);
    const error = await refusal(caller().tournament.register({ ...t.key, name: " ", players: ["a", "b"] }));
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toContain("Scrivi il nome dell'iscritto.");
  });
});

describe("after the first turn has started (Art. 13)", () => {
  it("the registration link is closed; the director's entrant is a late arrival, present at once, shown apart on the console", async () => {
    const t = await newTournament();
    await pairsIn(t, 4);
    const waiting = await caller().tournament.register({ ...t.key, name: "Ritardatari", players: ["Ugo", "Vera"] });
    await caller().tournament.startTurn(t.key);
    const refused = await refusal(
      caller().tournament.register({ tournamentId: t.tournamentId, registrationToken: t.registrationToken, name: "Tardi", players: ["a", "b"] }),
    );
    expect(refused.message).toBe(TOURNAMENT_ERRORS.REGISTRATION_CLOSED);
    const late = await caller().tournament.register({ ...t.key, name: "In ritardo", players: ["Zeno", "Wanda"] });
    await caller().tournament.checkIn({ ...t.key, entrantId: waiting.entrantId });
    const view = await caller().tournament.view(t.key);
    expect(view.late.map((e) => [e.name, e.checkedIn])).toEqual([
      ["Ritardatari", true],
      ["In ritardo", true],
    ]);
    expect(view.entrants.filter((e) => !e.late).every((e) => e.checkedIn)).toBe(true);
    expect((await caller().tournament.me({ tournamentId: t.tournamentId, token: late.players[0]!.token })).current).toBeNull();
    expect(view.entrants.find((e) => e.name === "Tardi")).toBeUndefined();
  });
});

describe("the first turn by the director (Art. 3.2 a.2)", () => {
  it("seats the tables the director gives, and refuses a start without them, or with an entrant twice, changing nothing", async () => {
    const t = await newTournament({ firstTurn: "director", turnsPerSession: 1 });
    const { entrants } = await pairsIn(t, 4);
    expect((await refusal(caller().tournament.startTurn(t.key))).message).toBe(TOURNAMENT_ERRORS.BAD_SEATING);
    const twice = await refusal(
      caller().tournament.startTurn({
        ...t.key,
        tables: [
          [entrants[0]!, entrants[0]!],
          [entrants[2]!, entrants[3]!],
        ],
      }),
    );
    // The catalogue's sentence, then what exactly is wrong (the core's Italian detail).
    expect(twice.message).toContain(TOURNAMENT_ERRORS.BAD_SEATING);
    expect((await caller().tournament.view(t.key)).turns).toEqual([]);
    await caller().tournament.startTurn({
      ...t.key,
      tables: [
        [entrants[0]!, entrants[3]!],
        [entrants[1]!, entrants[2]!],
      ],
    });
    const view = await caller().tournament.view(t.key);
    expect(view.tables.map((table) => table.lines.map((l) => l.entrants[0]!.id).sort())).toEqual([
      [entrants[0]!, entrants[3]!].sort(),
      [entrants[1]!, entrants[2]!].sort(),
    ]);
  });
});

describe("a whole pairs tournament: 8 players, 2 turns of 1 deal, Mitchell, played by bots (issue #17)", () => {
  let t: Awaited<ReturnType<typeof newTournament>>;
  let players: SimulatedPlayer[];
  let entrants: string[];

  beforeAll(async () => {
    t = await newTournament();
    ({ players, entrants } = await pairsIn(t, 4));
  });

  it("turn 1: every table gets the same seed (carte uguali), its hash public and the seed hidden until the turn is over", async () => {
    const started = await caller().tournament.startTurn(t.key);
    expect(started).toMatchObject({ turn: 1, tables: 2 });
    const tables = await database.db
      .select({ number: tournamentTables.number, seed: games.seed, status: games.status })
      .from(tournamentTables)
      .innerJoin(games, eq(games.id, tournamentTables.gameId))
      .where(and(eq(tournamentTables.tournamentId, t.tournamentId), eq(tournamentTables.turn, 0)))
      .orderBy(asc(tournamentTables.number));
    expect(tables.map((r) => r.status)).toEqual(["playing", "playing"]);
    expect(new Set(tables.map((r) => r.seed)).size).toBe(1);
    const seed = tables[0]!.seed;
    expect(started.seedHash).toBe(sha256(seed));
    // Nothing a player, the hall or the director reads shows the seed while the turn is played.
    const during = await caller().tournament.standings({ tournamentId: t.tournamentId });
    expect(during.turns[0]).toMatchObject({ status: "playing", seedHash: started.seedHash, seed: null });
    expect(JSON.stringify(during)).not.toContain(seed);
    expect(JSON.stringify(await caller().tournament.view(t.key))).not.toContain(seed);
    const me = await caller().tournament.me({ tournamentId: t.tournamentId, token: players[0]!.token });
    expect(me.current).toMatchObject({ turn: 1, zoppo: false });
    expect(JSON.stringify(me)).not.toContain(seed);
    // Each player is seated with their name, at once.
    const view = await caller().tournament.view(t.key);
    expect(view.tables.flatMap((table) => table.lines.flatMap((l) => l.players)).sort()).toEqual(
      ["Anna 1", "Anna 2", "Anna 3", "Anna 4", "Bruno 1", "Bruno 2", "Bruno 3", "Bruno 4"].sort(),
    );
    await playTurnWithBots(services, t.tournamentId, players, { lexicon });
    const after = await turnOver(t.tournamentId, 1);
    expect(after.turns[0]!.seed).toBe(seed);
    expect(sha256(after.turns[0]!.seed!)).toBe(after.turns[0]!.seedHash);
  });

  it("turn 2 seats every pair again; the player's page follows them to the new table", async () => {
    const before = await caller().tournament.me({ tournamentId: t.tournamentId, token: players[0]!.token });
    expect(before.current).toBeNull();
    expect(before.tables).toHaveLength(1);
    await caller().tournament.startTurn(t.key);
    const me = await caller().tournament.me({ tournamentId: t.tournamentId, token: players[0]!.token });
    expect(me.current).toMatchObject({ turn: 2 });
    expect(me.current!.link).toMatch(/^\/tavolo\/[A-Za-z0-9_-]+\?posto=/);
    await playTurnWithBots(services, t.tournamentId, players, { lexicon });
    const final = await turnOver(t.tournamentId, 2);
    expect(final.status).toBe("finished");
    expect((await refusal(caller().tournament.startTurn(t.key))).message).toBe(TOURNAMENT_ERRORS.NO_TURN_LEFT);
  });

  it("the standings equal an independent recomputation from the stored games (Art. 3, 6.1), VP of a table summing to 20", async () => {
    const view = await caller().tournament.standings({ tournamentId: t.tournamentId });
    const expected = await independentVp(t.tournamentId);
    expect(new Map(view.standings.map((s) => [s.entrant, s.vp]))).toEqual(new Map(entrants.map((id) => [id, expected.get(id) ?? 0])));
    expect(view.standings.reduce((a, s) => a + s.vp, 0)).toBe(2 * 2 * 20);
    const ranks = view.standings.map((s) => s.vp);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it("a penalty (Art. 13) and a correction, kept with who, when and why; the standings recomputed", async () => {
    const [first] = (await caller().tournament.standings({ tournamentId: t.tournamentId })).standings;
    await caller().tournament.penalty({
      ...t.key,
      turn: 1,
      entrantId: first!.entrant,
      pp: 100,
      by: "Direttore Rossi",
      reason: "Ritardo tra 3 e 5 minuti (Art. 13.2)",
    });
    const expected = await independentVp(t.tournamentId, [{ turn: 0, entrantId: first!.entrant, pp: 100 }]);
    const after = await caller().tournament.standings({ tournamentId: t.tournamentId });
    expect(new Map(after.standings.map((s) => [s.entrant, s.vp]))).toEqual(new Map(entrants.map((id) => [id, expected.get(id) ?? 0])));
    await caller().tournament.correct({
      ...t.key,
      turn: 2,
      table: 1,
      change: { kind: "pp", pp: [500, 0] },
      by: "Direttore Rossi",
      reason: "Score trascritto male",
    });
    const corrected = await caller().tournament.standings({ tournamentId: t.tournamentId });
    const table = corrected.tables.find((x) => x.table === 1)!;
    expect(table.corrected).toBe(true);
    // 500 MP in a 1-deal turn, on the 2 deals' table (Art. 3): 15-5.
    expect(table.lines.map((l) => l.vp)).toEqual([15, 5]);
    const view = await caller().tournament.view(t.key);
    expect(view.adjustments.map((a) => [a.kind, a.turn, a.by, a.reason])).toEqual([
      ["penalty", 1, "Direttore Rossi", "Ritardo tra 3 e 5 minuti (Art. 13.2)"],
      ["correction", 2, "Direttore Rossi", "Score trascritto male"],
    ]);
    expect(view.adjustments.every((a) => a.at > 0)).toBe(true);
  });

  it("the hall's screen hears of a change at once (tournament.watch): a new view, its standings recomputed", async () => {
    type Watched = { revision: number; standings: { entrant: string; pp: number }[] };
    const stream = (await caller().tournament.watch({ tournamentId: t.tournamentId })) as AsyncIterable<Watched>;
    const views = stream[Symbol.asyncIterator]();
    const first = (await views.next()).value!;
    const target = first.standings[0]!;
    await caller().tournament.penalty({
      ...t.key,
      turn: 2,
      entrantId: target.entrant,
      pp: 100,
      by: "Direttore Rossi",
      reason: "Ritardo entro 3 minuti, la seconda volta (Art. 13.1)",
    });
    const next = (await views.next()).value!;
    expect(next.revision).toBeGreaterThan(first.revision);
    expect(next.standings.find((s: Watched["standings"][number]) => s.entrant === target.entrant)!.pp).toBe(target.pp - 100);
    await views.return?.();
    expect((await refusal(caller().tournament.watch({ tournamentId: "nonEsiste000000B" }))).message).toBe(TOURNAMENT_ERRORS.NOT_FOUND);
  });

  it("refuses a penalty for an entrant not seated at that turn, and a correction of a table that does not exist, changing nothing", async () => {
    const before = await caller().tournament.view(t.key);
    const other = await newTournament();
    const stranger = await caller().tournament.register({ ...other.key, name: "Estranei", players: ["x", "y"] });
    expect((await refusal(caller().tournament.penalty({ ...t.key, turn: 1, entrantId: stranger.entrantId, pp: 100, by: "R", reason: "r" }))).message).toBe(
      TOURNAMENT_ERRORS.NO_ENTRANT,
    );
    expect(
      (await refusal(caller().tournament.correct({ ...t.key, turn: 1, table: 9, change: { kind: "technical", presentLine: 0 }, by: "R", reason: "r" })))
        .message,
    ).toBe(TOURNAMENT_ERRORS.BAD_ADJUSTMENT);
    const error = await refusal(caller().tournament.penalty({ ...t.key, turn: 1, entrantId: entrants[0]!, pp: 100, by: "R", reason: " " }));
    expect(error.code).toBe("BAD_REQUEST");
    const after = await caller().tournament.view(t.key);
    expect(after.adjustments).toEqual(before.adjustments);
    expect(after.standings).toEqual(before.standings);
  });

  it("exports the standings and every table's deals (the game records, seed included once the turn is over)", async () => {
    const csv = await caller().tournament.export({ ...t.key, what: "standings", format: "csv" });
    expect(csv.body.split("\r\n")[0]).toBe("posizione,numero,nome,giocatori,VP,MP,PP,turni,pari merito");
    expect(csv.body.split("\r\n").filter(Boolean)).toHaveLength(1 + 4);
    const json = await caller().tournament.export({ ...t.key, what: "deals", format: "json", turn: 1 });
    const parsed = JSON.parse(json.body) as { seed: string; seedHash: string; tables: { record: { seed: string; actions: unknown[] } }[] };
    expect(sha256(parsed.seed)).toBe(parsed.seedHash);
    expect(parsed.tables).toHaveLength(2);
    expect(parsed.tables.every((x) => x.record.seed === parsed.seed && x.record.actions.length > 0)).toBe(true);
    const deals = await caller().tournament.export({ ...t.key, what: "deals", format: "csv", turn: 2 });
    // 2 tables × 1 deal × 2 lines.
    expect(deals.body.split("\r\n").filter(Boolean)).toHaveLength(1 + 4);
  });
});

describe("tavolo zoppo (Art. 3.1): 3 pairs at tables of 4", () => {
  it("the lone pair rests and scores 355 MP (14-6 on the 2 deals' table); the other table plays", async () => {
    const t = await newTournament({ incomplete: "zoppo", turnsPerSession: 1 });
    const { players } = await pairsIn(t, 3);
    await caller().tournament.startTurn(t.key);
    const during = await caller().tournament.standings({ tournamentId: t.tournamentId });
    const zoppo = during.tables.find((x) => x.zoppo)!;
    expect(zoppo).toMatchObject({ status: "zoppo", gameId: null });
    expect(zoppo.lines).toHaveLength(1);
    expect(zoppo.lines[0]).toMatchObject({ mp: 355, vp: 14 });
    const resting = players.filter((p) => zoppo.lines[0]!.players.includes(p.name));
    expect(resting).toHaveLength(2);
    expect((await caller().tournament.me({ tournamentId: t.tournamentId, token: resting[0]!.token })).current).toMatchObject({ zoppo: true, link: null });
    await playTurnWithBots(services, t.tournamentId, players, { lexicon });
    const final = await turnOver(t.tournamentId, 1);
    expect(final.standings.find((s) => s.entrant === zoppo.lines[0]!.entrants[0]!.id)!.vp).toBe(14);
  });
});

describe("time-out (Art. 7)", () => {
  it("the director's whistle reaches every table still playing through the table service: one last round, then the match ends", async () => {
    const t = await newTournament({ turnsPerSession: 1, dealsPerTurn: 2, turnMinutes: 22 });
    const { players } = await pairsIn(t, 4);
    await caller().tournament.startTurn(t.key);
    await playTurnWithBots(services, t.tournamentId, players, { lexicon, movesBeforeStop: 12 });
    const called = await caller().tournament.callTime(t.key);
    expect(called.tables).toBe(2);
    expect((await caller().tournament.standings({ tournamentId: t.tournamentId })).turns[0]!.status).not.toBe("playing");
    const tableRows = await database.db.select().from(tournamentTables).where(eq(tournamentTables.tournamentId, t.tournamentId));
    for (const table of tableRows) {
      const logged = await database.db
        .select()
        .from(actions)
        .where(and(eq(actions.gameId, table.gameId!), eq(actions.clientActionId, "#fine-tempo")));
      expect(logged).toHaveLength(1);
      expect(JSON.parse(logged[0]!.actionJson)).toEqual({ do: "timeUp" });
    }
    // A second whistle sends the time-up again, and the tables that had it change nothing.
    expect((await caller().tournament.callTime(t.key)).tables).toBe(0);
    for (const table of tableRows) {
      const logged = await database.db
        .select({ id: actions.clientActionId })
        .from(actions)
        .where(and(eq(actions.gameId, table.gameId!), eq(actions.clientActionId, "#fine-tempo")));
      expect(logged).toHaveLength(1);
    }
    await playTurnWithBots(services, t.tournamentId, players, { lexicon });
    const final = await turnOver(t.tournamentId, 1);
    const expected = await independentVp(t.tournamentId);
    expect(new Map(final.standings.map((s) => [s.entrant, s.vp]))).toEqual(new Map([...expected]));
    // Only one deal was begun: the match ended on the time-out, not after 2 deals.
    for (const table of tableRows) expect((await engineState(database.db, table.gameId!, lexicon)).scores.length).toBeLessThanOrEqual(2);
  });

  it("the turn's deadline calls time by itself at every table (its minutes scaled down for the test)", async () => {
    const fast = await tempDatabase();
    // 12 minutes × 1/12,000: the deadline comes 60 ms after the start.
    const timed = createServices({ db: fast.db, getLexicon: () => Promise.resolve(lexicon), turnTimeScale: 1 / 12_000 });
    try {
      const api = createCaller(testContext(timed, "10.17.250.1"));
      const created = await api.tournament.create({ ...PAIRS, turnsPerSession: 1 });
      const key = { tournamentId: created.tournamentId, token: created.directorToken };
      for (let n = 1; n <= 4; n++) {
        const entrant = await api.tournament.register({ ...key, name: `Coppia ${n}`, players: [`Anna ${n}`, `Bruno ${n}`] });
        await api.tournament.checkIn({ ...key, entrantId: entrant.entrantId });
      }
      const started = await api.tournament.startTurn(key);
      let view = await api.tournament.standings({ tournamentId: created.tournamentId });
      for (let i = 0; i < 300 && view.turns[0]!.status !== "over"; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        view = await api.tournament.standings({ tournamentId: created.tournamentId });
      }
      expect(view.turns[0]).toMatchObject({ status: "over" });
      expect(view.turns[0]!.timeUpAt).toBeGreaterThanOrEqual(started.deadlineAt);
      const tables = await fast.db.select().from(tournamentTables).where(eq(tournamentTables.tournamentId, created.tournamentId));
      expect(tables).toHaveLength(2);
      for (const table of tables) {
        const logged = await fast.db
          .select()
          .from(actions)
          .where(and(eq(actions.gameId, table.gameId!), eq(actions.clientActionId, "#fine-tempo")));
        expect(logged).toHaveLength(1);
        // Art. 7: time out before the first draw, the deal is not played: the match ends with no deal scored.
        expect((await engineState(fast.db, table.gameId!, lexicon)).scores).toEqual([]);
      }
    } finally {
      timed.games.stopClocks();
      timed.tournaments.stop();
      fast.remove();
    }
  });

  it("a table's record stays closed while a table of the same turn plays (carte uguali)", async () => {
    const t = await newTournament({ turnsPerSession: 1 });
    const { players } = await pairsIn(t, 4);
    await caller().tournament.startTurn(t.key);
    // A player's own seat link, from their page.
    const { current } = await caller().tournament.me({ tournamentId: t.tournamentId, token: players[0]!.token });
    const link = new URL(current!.link!, "http://torneo.invalid");
    const gameId = link.pathname.split("/").at(-1)!;
    expect((await refusal(caller().table.record({ gameId, token: link.searchParams.get("posto")! }))).message).toBe(TABLE_ERRORS.NOT_OVER);
    expect((await refusal(caller().tournament.export({ ...t.key, what: "deals", format: "json", turn: 1 }))).message).toBe(TOURNAMENT_ERRORS.TURN_IN_PLAY);
  });
});

describe("a table's end the tournament did not hear of (a server stopped at that moment)", () => {
  it("is scored when the server starts again (resume), and the turn closes", async () => {
    const t = await newTournament({ turnsPerSession: 1 });
    const { players } = await pairsIn(t, 4);
    await caller().tournament.startTurn(t.key);
    const listener = services.games.onTableOver;
    services.games.onTableOver = null;
    try {
      await playTurnWithBots(services, t.tournamentId, players, { lexicon });
    } finally {
      services.games.onTableOver = listener;
    }
    const missed = await caller().tournament.standings({ tournamentId: t.tournamentId });
    expect(missed.turns[0]!.status).toBe("playing");
    expect(missed.tables.every((table) => table.status === "over" && table.lines.every((l) => l.pp === null))).toBe(true);
    expect(await services.tournaments.resume()).toBeGreaterThanOrEqual(1);
    const view = await caller().tournament.standings({ tournamentId: t.tournamentId });
    expect(view.turns[0]!.status).toBe("over");
    expect(new Map(view.standings.map((s) => [s.entrant, s.vp]))).toEqual(await independentVp(t.tournamentId));
  });
});

describe("teams (Art. 1, 3: a match of two tables, 4 deals, the teams' VP table)", () => {
  it("two teams of four meet at two tables; each team's VP come from both tables' PP together", async () => {
    const t = await newTournament({ format: "teams", turnsPerSession: 1, dealsPerTurn: 4, turnMinutes: 42 });
    const players: SimulatedPlayer[] = [];
    for (const name of ["Nord", "Sud"]) {
      const team = await caller().tournament.register({ ...t.key, name, players: [`${name} 1`, `${name} 2`, `${name} 3`, `${name} 4`] });
      await caller().tournament.checkIn({ ...t.key, entrantId: team.entrantId });
      players.push(...team.players);
    }
    await caller().tournament.startTurn(t.key);
    await playTurnWithBots(services, t.tournamentId, players, { lexicon });
    const view = await turnOver(t.tournamentId, 1);
    expect(view.tables).toHaveLength(2);
    const tables = await database.db.select().from(tournamentTables).where(eq(tournamentTables.tournamentId, t.tournamentId));
    const sitting = await database.db
      .select({ table: tournamentSeats.table, seat: tournamentSeats.seat, entrantId: tournamentPlayers.entrantId })
      .from(tournamentSeats)
      .innerJoin(tournamentPlayers, eq(tournamentPlayers.id, tournamentSeats.playerId))
      .where(eq(tournamentSeats.tournamentId, t.tournamentId));
    const [nord, sud] = [view.standings.find((s) => s.name === "Nord")!, view.standings.find((s) => s.name === "Sud")!];
    // Each team's PP summed over its two pairs, one at each table (the engine sums by seat; line l starts at seat l).
    let nordPp = 0;
    let sudPp = 0;
    for (const table of tables) {
      const state = await engineState(database.db, table.gameId!, lexicon);
      for (const line of [0, 1]) {
        const team = sitting.find((s) => s.table === table.number && s.seat === line)!.entrantId;
        if (team === nord.entrant) nordPp += state.totals[line]!;
        else sudPp += state.totals[line]!;
      }
    }
    expect([nord.vp, sud.vp]).toEqual(victoryPoints("teams", nordPp - sudPp));
    // Both tables show the match's result for the team that sits in each line.
    for (const table of view.tables) for (const line of table.lines) expect(line.vp).toBe(line.entrants[0]!.id === nord.entrant ? nord.vp : sud.vp);
  });
});

describe("a player's next table (issue #17), before the director starts the turn", () => {
  type Me = Awaited<ReturnType<ReturnType<typeof caller>["tournament"]["me"]>>;
  const meOf = (t: Awaited<ReturnType<typeof newTournament>>, player: SimulatedPlayer) =>
    caller().tournament.me({ tournamentId: t.tournamentId, token: player.token });
  /** Every table of the turn closed by the director with the same PP (Art. 2.5): the turn is over without playing it. */
  async function scoreTurn(t: Awaited<ReturnType<typeof newTournament>>, turn: number, tables: number, pp: (table: number) => number[] = () => [100, 0]) {
    for (let table = 1; table <= tables; table++) {
      await caller().tournament.correct({ ...t.key, turn, table, change: { kind: "pp", pp: pp(table) }, by: "Direttore", reason: "chiuso per la prova" });
    }
  }
  /** Where each player sits now, as the director's console shows it: table, 1-based line, partner and opponents. */
  async function seatedNow(t: Awaited<ReturnType<typeof newTournament>>) {
    const view = await caller().tournament.view(t.key);
    const where = new Map<string, { table: number; line: number; partners: string[]; opponents: (string | null)[] }>();
    for (const table of view.tables) {
      table.lines.forEach((line, l) => {
        for (const name of line.players) {
          if (name === null) continue;
          where.set(name, {
            table: table.table,
            line: l + 1,
            partners: line.players.filter((p) => p !== name) as string[],
            opponents: table.lines.filter((_, o) => o !== l).flatMap((other) => other.players),
          });
        }
      });
    }
    return where;
  }
  /** The forecast each player read equals the table, line, partner and opponents the start gave them. */
  async function expectForecastKept(t: Awaited<ReturnType<typeof newTournament>>, players: SimulatedPlayer[], before: Me[], turn: number) {
    const seated = await seatedNow(t);
    for (const [i, player] of players.entries()) {
      const forecast = before[i]!.next;
      expect(forecast).toMatchObject({ kind: "table", turn, zoppo: false });
      if (forecast?.kind !== "table") throw new Error("no table forecast");
      const now = seated.get(player.name)!;
      expect({ table: forecast.table, line: forecast.line, partners: forecast.partners, opponents: [...forecast.opponents].sort() }).toEqual({
        ...now,
        opponents: [...now.opponents].sort(),
      });
      expect((await meOf(t, player)).current).toMatchObject({ turn, table: forecast.table });
    }
  }

  it("Mitchell (Art. 3.2 b 4): the next table is known while a turn is played, is the one the start gives, and tells nothing of the next turn's seed", async () => {
    const t = await newTournament({ turnsPerSession: 3 });
    const { players } = await pairsIn(t, 4);
    expect((await meOf(t, players[0]!)).next).toEqual({ kind: "atStart", turn: 1 });
    await caller().tournament.startTurn(t.key);
    const during = await Promise.all(players.map((p) => meOf(t, p)));
    await scoreTurn(t, 1, 2);
    // The turn over: the forecast has not moved.
    expect((await Promise.all(players.map((p) => meOf(t, p)))).map((m) => m.next)).toEqual(during.map((m) => m.next));
    await caller().tournament.startTurn(t.key);
    await expectForecastKept(t, players, during, 2);
    const seed2 = (
      await database.db
        .select({ seed: games.seed })
        .from(tournamentTables)
        .innerJoin(games, eq(games.id, tournamentTables.gameId))
        .where(and(eq(tournamentTables.tournamentId, t.tournamentId), eq(tournamentTables.turn, 1)))
    )[0]!.seed;
    for (const me of during) expect(JSON.stringify(me)).not.toContain(seed2);
    // Turn 2 of 3: turn 3 is forecast; during turn 3, the last, there is no next table; after it, nothing.
    const beforeThird = await Promise.all(players.map((p) => meOf(t, p)));
    await scoreTurn(t, 2, 2);
    await caller().tournament.startTurn(t.key);
    await expectForecastKept(t, players, beforeThird, 3);
    expect((await meOf(t, players[0]!)).next).toEqual({ kind: "last" });
    await scoreTurn(t, 3, 2);
    expect((await meOf(t, players[0]!)).next).toBeNull();
  });

  it("individual Mitchell at tables of 4, 8 players: the seeded regrouping of turn 2 (Art. 3.1-3.2) is forecast as the start makes it, partner and opponents", async () => {
    const t = await newTournament({ format: "individual", turnsPerSession: 2 });
    const players: SimulatedPlayer[] = [];
    for (let n = 1; n <= 8; n++) {
      const entrant = await caller().tournament.register({
        tournamentId: t.tournamentId,
        registrationToken: t.registrationToken,
        name: `Gioc ${n}`,
        players: [`Gioc ${n}`],
      });
      await caller().tournament.checkIn({ ...t.key, entrantId: entrant.entrantId });
      players.push(...entrant.players);
    }
    await caller().tournament.startTurn(t.key);
    const before = await Promise.all(players.map((p) => meOf(t, p)));
    for (const me of before)
      expect(me.next).toMatchObject({ kind: "table", partners: [expect.any(String)], opponents: [expect.any(String), expect.any(String)] });
    await scoreTurn(t, 1, 2);
    await caller().tournament.startTurn(t.key);
    await expectForecastKept(t, players, before, 2);
  });

  it("a withdrawal before the start: the forecast follows it and the start agrees; the one who withdrew is not seated", async () => {
    const t = await newTournament({ turnsPerSession: 2 });
    const { players, entrants } = await pairsIn(t, 5);
    await caller().tournament.startTurn(t.key);
    await scoreTurn(t, 1, 3, (table) => [table * 100, 0]);
    await caller().tournament.withdraw({ ...t.key, entrantId: entrants[4]! });
    const staying = players.slice(0, 8);
    const before = await Promise.all(staying.map((p) => meOf(t, p)));
    expect((await meOf(t, players[8]!)).next).toEqual({ kind: "notSeated", turn: 2 });
    await caller().tournament.startTurn(t.key);
    await expectForecastKept(t, staying, before, 2);
  });

  it("Danese (Art. 3.2 b 5): the next table waits for this turn's standings, then is the one the start gives", async () => {
    const t = await newTournament({ movement: "danese" });
    const { players } = await pairsIn(t, 4);
    await caller().tournament.startTurn(t.key);
    expect((await meOf(t, players[0]!)).next).toEqual({ kind: "standings", turn: 2 });
    await scoreTurn(t, 1, 1, () => [300, 0]);
    // One table still playing: the standings are not this turn's yet.
    expect((await meOf(t, players[0]!)).next).toEqual({ kind: "standings", turn: 2 });
    await scoreTurn(t, 1, 2, (table) => (table === 2 ? [0, 500] : [300, 0]));
    const before = await Promise.all(players.map((p) => meOf(t, p)));
    await caller().tournament.startTurn(t.key);
    await expectForecastKept(t, players, before, 2);
  });
});
