/**
 * The classroom (issue #16) through tRPC's caller on a real libSQL file and the real
 * dictionary: a teacher creates a class, students join by code with a nickname, the teacher
 * starts the lesson's games; the bad inputs of the issue each get an Italian message and change
 * nothing.
 */
import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { botFor, playMatch } from "~/bots";
import { createMatch, letterOfNotation, type MatchState, replayStep, viewFor } from "~/engine";
import { openLexicon } from "~/lexicon";
import type { Lexicon } from "~/lexicon/types";
import { createCaller } from "~/server/api/root";
import { compareDeals } from "~/server/classroom/compare";
import { CLASSROOM_ERRORS } from "~/server/classroom/errors";
import { TABLE_ERRORS } from "~/server/games/errors";
import { RECORD_FORMAT, RECORD_FORMAT_VERSION, type TableRecord } from "~/server/games/types";
import { JOIN_CODE_ALPHABET } from "~/server/classroom/codes";
import { CLASS_MAX_STUDENTS, groupsOf, seatPoints } from "~/server/classroom/service";
import { openSeatToken } from "~/server/games/seat-seal";
import { classSeats, classStudents, games, seats } from "~/server/db/schema";
import type { Services } from "~/server/services";
import { WriteBatcher } from "~/server/games/write-batcher";
import { rejectionOf } from "./rejections";
import { type TempDatabase, tempDatabase, testContext, testServices } from "./tables";

let lexicon: Lexicon;
let database: TempDatabase;
let services: Services;
/** Each caller its own address: the per-address limits are not what is tested here. */
let nextAddress = 0;
const caller = () => createCaller(testContext(services, `10.16.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}`));

beforeAll(async () => {
  lexicon = await openLexicon();
  database = await tempDatabase();
  services = testServices(database.db, lexicon);
});

afterAll(() => {
  services.games.stopClocks();
  database.remove();
});

const refusal = (call: Promise<unknown>) => rejectionOf(call, TRPCError);

async function newClass() {
  const created = await caller().classroom.create({ name: "3ª B", schoolYear: "2026/27" });
  return { ...created, key: { classId: created.classId, token: created.teacherToken } };
}

describe("a class (issue #16)", () => {
  it("gets a 6-character code without 0, O, 1 or I, and a private teacher link", async () => {
    const { joinCode, teacherLink, classId, key } = await newClass();
    expect(joinCode).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{6}$`));
    expect(joinCode).not.toMatch(/[0O1I]/);
    expect(teacherLink).toBe(`/classe/${classId}?chiave=${key.token}`);
    const view = await caller().classroom.view(key);
    expect(view).toMatchObject({
      name: "3ª B",
      schoolYear: "2026/27",
      joinCode,
      settings: { wordProfile: "scuola", variant: "uisp", hints: null },
      ended: false,
      students: [],
    });
  });

  it("students join by code (typed in lower case, with spaces) and nickname; the teacher sees them present", async () => {
    const { joinCode, key } = await newClass();
    const typed = `${joinCode.slice(0, 3).toLowerCase()} ${joinCode.slice(3)}`;
    const joined = await caller().classroom.join({ code: typed, nickname: "Leo" });
    expect(joined).toMatchObject({ classId: key.classId, className: "3ª B", nickname: "Leo" });
    const me = await caller().classroom.me({ classId: key.classId, token: joined.studentToken });
    expect(me).toEqual({ className: "3ª B", nickname: "Leo", ended: false, table: null });
    const view = await caller().classroom.view(key);
    expect(view.students.map((s) => [s.nickname, s.present])).toEqual([["Leo", true]]);
  });

  it("refuses a wrong code, a nickname already taken (whatever its case), a full class and an ended class, in Italian, adding nobody", async () => {
    const { joinCode, key } = await newClass();
    const wrong = joinCode === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    expect((await refusal(caller().classroom.join({ code: wrong, nickname: "Ada" }))).message).toBe(CLASSROOM_ERRORS.BAD_CODE);
    await caller().classroom.join({ code: joinCode, nickname: "Ada" });
    const taken = await refusal(caller().classroom.join({ code: joinCode, nickname: "ADA" }));
    expect([taken.code, taken.message]).toEqual(["CONFLICT", CLASSROOM_ERRORS.NICKNAME_TAKEN]);
    for (let i = 1; i < CLASS_MAX_STUDENTS; i++) await caller().classroom.join({ code: joinCode, nickname: `Studente ${i}` });
    const full = await refusal(caller().classroom.join({ code: joinCode, nickname: "Ultimo" }));
    expect(full.message).toBe(CLASSROOM_ERRORS.CLASS_FULL);
    const rows = await database.db.select().from(classStudents).where(eq(classStudents.classId, key.classId));
    expect(rows).toHaveLength(CLASS_MAX_STUDENTS);

    const other = await newClass();
    await caller().classroom.end(other.key);
    const ended = await refusal(caller().classroom.join({ code: other.joinCode, nickname: "Bea" }));
    expect(ended.message).toBe(CLASSROOM_ERRORS.CLASS_ENDED);
    expect(await database.db.select().from(classStudents).where(eq(classStudents.classId, other.classId))).toHaveLength(0);
  });

  it("the teacher renames a nickname (not to one already in the class) and removes one; the removed device no longer opens the class", async () => {
    const { joinCode, key } = await newClass();
    const ada = await caller().classroom.join({ code: joinCode, nickname: "Ada" });
    const bruno = await caller().classroom.join({ code: joinCode, nickname: "Bruno" });
    const ids = Object.fromEntries((await caller().classroom.view(key)).students.map((s) => [s.nickname, s.id]));
    const taken = await refusal(caller().classroom.rename({ ...key, studentId: ids.Bruno!, nickname: "ada" }));
    expect(taken.message).toBe(CLASSROOM_ERRORS.NICKNAME_TAKEN);
    await caller().classroom.rename({ ...key, studentId: ids.Bruno!, nickname: "Bru" });
    expect((await caller().classroom.view(key)).students.map((s) => s.nickname)).toEqual(["Ada", "Bru"]);
    await caller().classroom.remove({ ...key, studentId: ids.Ada! });
    expect((await caller().classroom.view(key)).students.map((s) => s.nickname)).toEqual(["Bru"]);
    expect((await caller().classroom.me({ classId: key.classId, token: bruno.studentToken })).nickname).toBe("Bru");
    const gone = await refusal(caller().classroom.me({ classId: key.classId, token: ada.studentToken }));
    expect(gone.message).toBe(CLASSROOM_ERRORS.NOT_A_STUDENT);
  });

  it("the teacher's page and actions need the teacher's key", async () => {
    const { key } = await newClass();
    const stranger = await newClass();
    const forbidden = await refusal(caller().classroom.view({ classId: key.classId, token: stranger.teacherToken }));
    expect([forbidden.code, forbidden.message]).toEqual(["FORBIDDEN", CLASSROOM_ERRORS.FORBIDDEN]);
    await expect(refusal(caller().classroom.startGames({ classId: key.classId, token: stranger.teacherToken, grouping: "pairs" }))).resolves.toMatchObject({
      code: "FORBIDDEN",
    });
  });

  it("starts the lesson in one action: five present students in pairs make two tables of two and one against the computer, all with one seed, each student sent to their seat", async () => {
    const { joinCode, key } = await newClass();
    const students = [];
    for (const nickname of ["Ada", "Bruno", "Carla", "Dario", "Elsa"]) students.push(await caller().classroom.join({ code: joinCode, nickname }));
    expect(await caller().classroom.startGames({ ...key, grouping: "pairs", level: "principiante" })).toEqual({ tables: 3 });
    const view = await caller().classroom.view(key);
    expect(view.games).toHaveLength(3);
    expect(view.games.map((g) => g.computers).sort()).toEqual([0, 0, 1]);
    expect(view.students.every((s) => s.gameId !== null)).toBe(true);
    const seeds = await database.db.select({ seed: games.seed, status: games.status }).from(games).where(eq(games.eventId, view.eventId));
    expect(new Set(seeds.map((s) => s.seed)).size).toBe(1);
    expect(seeds.every((s) => s.status === "playing")).toBe(true);
    for (const student of students) {
      const me = await caller().classroom.me({ classId: key.classId, token: student.studentToken });
      expect(me.table?.link).toMatch(new RegExp(`^/tavolo/${me.table!.gameId}\\?posto=`));
      const token = new URL(me.table!.link, "http://x").searchParams.get("posto")!;
      const tv = await services.games.getView(me.table!.gameId, token);
      expect(tv.table.seats.find((s) => s.seat === tv.seat)?.name).toBe(student.nickname);
      expect(tv.table.rules).toMatchObject({ wordProfile: "scuola", judge: "friendly", deals: 1 });
    }
  });

  it("a class's table names the teacher as its judge (\"Chiedi all'insegnante\"); an event's or a tournament's table, and a table of no event, name the judge", async () => {
    const { joinCode, key } = await newClass();
    const ada = await caller().classroom.join({ code: joinCode, nickname: "Ada" });
    await caller().classroom.startGames({ ...key, grouping: "computer" });
    const me = await caller().classroom.me({ classId: key.classId, token: ada.studentToken });
    const seatToken = new URL(me.table!.link, "http://x").searchParams.get("posto")!;
    expect((await services.games.getView(me.table!.gameId, seatToken)).table.judgedBy).toBe("teacher");
    expect((await services.games.spectate(me.table!.gameId)).table.judgedBy).toBe("teacher");

    const options = {
      players: 2 as const,
      wordProfile: "scuola" as const,
      timers: false,
      judge: "friendly" as const,
      bots: [{ seat: 1, level: "principiante" as const }],
    };
    const { eventId } = await services.judges.createEvent("Circolo");
    const tournament = await services.judges.createEvent("Torneo", { kind: "tournament" });
    for (const table of [
      await services.games.createTable({ ...options, eventId }),
      await services.games.createTable({ ...options, eventId: tournament.eventId }),
      await services.games.createTable(options),
    ]) {
      expect((await services.games.getView(table.gameId, table.seatTokens[0]!)).table.judgedBy).toBe("judge");
    }
  });

  it("the class's rules reach its tables: Basic and the Suggerimento (3 a deal, 5 points each); hints with other words than scuola are refused", async () => {
    const created = await caller().classroom.create({ name: "1ª A", schoolYear: "2026/27", variant: "basic", hints: { perDeal: 3, cost: 5 } });
    const key = { classId: created.classId, token: created.teacherToken };
    const ada = await caller().classroom.join({ code: created.joinCode, nickname: "Ada" });
    await caller().classroom.startGames({ ...key, grouping: "computer" });
    const me = await caller().classroom.me({ classId: key.classId, token: ada.studentToken });
    const token = new URL(me.table!.link, "http://x").searchParams.get("posto")!;
    const tv = await services.games.getView(me.table!.gameId, token);
    expect(tv.table.rules).toMatchObject({ variant: "basic", wordProfile: "scuola", hints: { perDeal: 3, cost: 5 } });
    expect((await caller().classroom.view(key)).settings).toEqual({ wordProfile: "scuola", variant: "basic", hints: { perDeal: 3, cost: 5 } });

    const refused = await refusal(caller().classroom.create({ name: "2ª A", schoolYear: "2026/27", wordProfile: "torneo", hints: { perDeal: 1, cost: 0 } }));
    expect([refused.code, refused.message]).toEqual(["BAD_REQUEST", CLASSROOM_ERRORS.BAD_SETTINGS]);
  });

  it("tables made by hand: a pair, one against the computer, three with a computer as the fourth; a student named twice is refused and nothing starts", async () => {
    const { joinCode, key } = await newClass();
    for (const nickname of ["Ada", "Bruno", "Carla", "Dario", "Elsa", "Franco"]) await caller().classroom.join({ code: joinCode, nickname });
    const id = Object.fromEntries((await caller().classroom.view(key)).students.map((s) => [s.nickname, s.id]));
    const twice = await refusal(caller().classroom.startGames({ ...key, grouping: "pairs", tables: [[id.Ada!, id.Bruno!], [id.Ada!]] }));
    expect(twice.message).toBe(CLASSROOM_ERRORS.BAD_GROUPS);
    expect((await caller().classroom.view(key)).games).toEqual([]);
    const made = await caller().classroom.startGames({
      ...key,
      grouping: "pairs",
      tables: [[id.Ada!, id.Bruno!], [id.Carla!], [id.Dario!, id.Elsa!, id.Franco!]],
    });
    expect(made).toEqual({ tables: 3 });
    const games = (await caller().classroom.view(key)).games.map((g) => g.players.map((p) => p ?? "Computer").join(" "));
    expect(games.sort()).toEqual(["Ada Bruno", "Carla Computer", "Dario Elsa Franco Computer"]);
  });

  it("each table a start makes counts against the address's creation limit (like table.create): past it, a 429 and no table", async () => {
    const teacherApi = createCaller(testContext(services, "10.17.0.1"));
    const created = await teacherApi.classroom.create({ name: "5ª C", schoolYear: "2026/27" });
    const key = { classId: created.classId, token: created.teacherToken };
    for (let i = 0; i < CLASS_MAX_STUDENTS; i++) await caller().classroom.join({ code: created.joinCode, nickname: `S${i}` });
    const ids = (await teacherApi.classroom.view(key)).students.map((s) => [s.id]);
    // The bucket gains a token a second: after a pause it is full (60) whatever the joins took,
    // and one table made now leaves 59, so 60 tables at once are one too many.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await teacherApi.table.create({ players: 2, wordProfile: "libero" });
    const flood = await refusal(teacherApi.classroom.startGames({ ...key, grouping: "computer", tables: ids }));
    expect(flood.code).toBe("TOO_MANY_REQUESTS");
    expect((await teacherApi.classroom.view(key)).games).toEqual([]);
    await expect(teacherApi.classroom.startGames({ ...key, grouping: "computer", tables: ids.slice(0, 59) })).resolves.toEqual({ tables: 59 });
  });

  it("a finished table's record (its seed) waits while another table of its event dealt from the same seed is still played", async () => {
    const { eventId } = await services.judges.createEvent("Stesse carte");
    const made = await Promise.all(
      [0, 1].map(() =>
        services.games.createTable({
          players: 2,
          wordProfile: "scuola",
          timers: false,
          seed: "stesse-carte",
          eventId,
          bots: [{ seat: 1, level: "principiante" }],
        }),
      ),
    );
    const [done, playing] = made;
    await WriteBatcher.of(database.db).run((tx) => tx.update(games).set({ status: "over" }).where(eq(games.id, done!.gameId)));
    const waiting = await rejectionOf(services.games.record(done!.gameId, done!.seatTokens[0]!), Error);
    expect(waiting.message).toBe(TABLE_ERRORS.SAME_DEALS_IN_PLAY);
    await WriteBatcher.of(database.db).run((tx) => tx.update(games).set({ status: "over" }).where(eq(games.id, playing!.gameId)));
    await expect(services.games.record(done!.gameId, done!.seatTokens[0]!)).resolves.toMatchObject({ seed: "stesse-carte" });
  });

  it("with nobody present there is nothing to start, and the teacher is told so", async () => {
    const { key } = await newClass();
    const none = await refusal(caller().classroom.startGames({ ...key, grouping: "pairs" }));
    expect(none.message).toBe(CLASSROOM_ERRORS.NO_STUDENTS);
  });

  it("an ended class stops its tables at once and keeps its students for the grace period; after it the class, its nicknames (at the tables too) and seats are gone", async () => {
    const { joinCode, key } = await newClass();
    for (const nickname of ["Ada", "Bruno"]) await caller().classroom.join({ code: joinCode, nickname });
    await caller().classroom.startGames({ ...key, grouping: "pairs" });
    const { eventId } = await caller().classroom.view(key);
    await caller().classroom.end(key);
    expect((await caller().classroom.view(key)).ended).toBe(true);
    const statuses = await database.db.select({ status: games.status }).from(games).where(eq(games.eventId, eventId));
    expect(statuses.map((s) => s.status)).toEqual(["archived"]);
    expect(await services.classrooms.sweepEnded(60_000)).toBe(0);
    expect(await database.db.select().from(classStudents).where(eq(classStudents.classId, key.classId))).toHaveLength(2);
    expect(await services.classrooms.sweepEnded(0)).toBeGreaterThanOrEqual(1);
    expect(await database.db.select().from(classStudents).where(eq(classStudents.classId, key.classId))).toHaveLength(0);
    const names = await database.db.select({ name: seats.name }).from(seats).innerJoin(games, eq(games.id, seats.gameId)).where(eq(games.eventId, eventId));
    expect(names.map((n) => n.name)).toEqual([null, null]);
    expect((await refusal(caller().classroom.view(key))).message).toBe(CLASSROOM_ERRORS.NOT_FOUND);
  });

  it.each([
    [5, "pairs", [2, 2, 1]],
    [6, "fours", [4, 2]],
    [7, "fours", [4, 3]],
    [5, "fours", [4, 1]],
    [3, "computer", [1, 1, 1]],
  ] as const)("%i students in %s sit at tables of %j people", (n, grouping, people) => {
    expect(groupsOf(n, grouping).map((t) => t.people)).toEqual(people);
  });

  it.each([
    [5, [{ people: 5, players: 5 }]],
    [
      9,
      [
        { people: 4, players: 4 },
        { people: 5, players: 5 },
      ],
    ],
    [1, [{ people: 1, players: 2 }]],
    [
      7,
      [
        { people: 4, players: 4 },
        { people: 3, players: 4 },
      ],
    ],
  ] as const)("Basic («da 2 a 5 giocatori»): %i students in fours sit at %j, one left over the fifth of a four", (n, tables) => {
    expect(groupsOf(n, "fours", "basic")).toEqual(tables);
  });

  it("tables made by hand: five at a Basic class play each alone; at a UISP class five are refused and nothing starts", async () => {
    const basic = await caller().classroom.create({ name: "1ª C", schoolYear: "2026/27", variant: "basic" });
    const basicKey = { classId: basic.classId, token: basic.teacherToken };
    const uisp = await newClass();
    for (const nickname of ["Ada", "Bruno", "Carla", "Dario", "Elsa"]) {
      await caller().classroom.join({ code: basic.joinCode, nickname });
      await caller().classroom.join({ code: uisp.joinCode, nickname });
    }
    const ids = async (key: { classId: string; token: string }) => (await caller().classroom.view(key)).students.map((s) => s.id);
    const refused = await refusal(caller().classroom.startGames({ ...uisp.key, grouping: "pairs", tables: [await ids(uisp.key)] }));
    expect(refused.message).toBe(CLASSROOM_ERRORS.BAD_GROUPS);
    expect((await caller().classroom.view(uisp.key)).games).toEqual([]);

    await expect(caller().classroom.startGames({ ...basicKey, grouping: "pairs", tables: [await ids(basicKey)] })).resolves.toEqual({ tables: 1 });
    const [game] = (await caller().classroom.view(basicKey)).games;
    expect(game!.players).toEqual(["Ada", "Bruno", "Carla", "Dario", "Elsa"]);
    const tv = await services.games.spectate(game!.gameId);
    expect(tv.table.rules).toMatchObject({ variant: "basic", players: 5 });
    expect(tv.view.lines).toHaveLength(5);
  });
});

describe("the teacher's dashboard (classroom.report, issue #16)", () => {
  it("shows each student's words laid and the words refused with the dictionary's reason, and nothing of another class", async () => {
    const { joinCode, key } = await newClass();
    const ada = await caller().classroom.join({ code: joinCode, nickname: "Ada" });
    await caller().classroom.startGames({ ...key, grouping: "computer", level: "principiante" });
    const { gameId, token } = await seatOf(key.classId, ada.studentToken);
    const drawn = await drawOnTurn(gameId, token);
    // Three letter cards of one colour that the dictionary refuses (the first such triple of the hand).
    const word = refusedWords(drawn.view.hand)[0]!;
    const refused = await services.games.act(gameId, token, {
      version: drawn.view.version,
      clientActionId: "tried",
      action: { do: "meld", cards: word.map(({ card }) => card) },
    });
    expect(refused.ok).toBe(false);
    // The listener writes after the answer: give it its batch.
    let report = await caller().classroom.report(key);
    for (let tries = 0; report.students[0]!.refusedCount === 0 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      report = await caller().classroom.report(key);
    }
    const student = report.students[0]!;
    expect(student.nickname).toBe("Ada");
    expect(student.refusedCount).toBe(1);
    expect(student.refused[0]).toMatchObject({ word: spell(word) });
    expect(student.refused[0]!.hint.length).toBeGreaterThan(0);
    expect(student.points).toBe(0);

    const other = await newClass();
    expect((await caller().classroom.report(other.key)).students).toEqual([]);
  });

  it('RULES §9: a word the teacher accepts after the student asked ("Chiedi all\'insegnante") counts as laid; one the teacher refuses does not', async () => {
    const { joinCode, key } = await newClass();
    const ada = await caller().classroom.join({ code: joinCode, nickname: "Ada" });
    await caller().classroom.startGames({ ...key, grouping: "computer" });
    const { gameId, token } = await seatOf(key.classId, ada.studentToken);
    const credential = { eventId: (await caller().classroom.view(key)).eventId, token: key.token };
    const drawn = await drawOnTurn(gameId, token);
    // Two words of three cards of one colour that the dictionary refuses, with no card in common.
    const [first, second] = twoRefusedWords(drawn.view.hand);
    await askTheTeacher({ gameId, token, credential }, drawn.view.version, [
      [first, true],
      [second, false],
    ]);
    const student = (await caller().classroom.report(key)).students[0]!;
    expect(student.words).toEqual([spell(first)]);
  });
});

/** The student's seat token from their page, once the teacher has started the games. */
async function seatOf(classId: string, studentToken: string) {
  const me = await caller().classroom.me({ classId, token: studentToken });
  return { gameId: me.table!.gameId, token: new URL(me.table!.link, "http://x").searchParams.get("posto")! };
}

/** The student's view once it is their turn: the computer may play first (bounded wait). */
async function onTurn(gameId: string, token: string) {
  let tv = await services.games.getView(gameId, token);
  for (let tries = 0; tv.view.turn !== tv.seat && tries < 400; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    tv = await services.games.getView(gameId, token);
  }
  return tv;
}

/** The student draws on their turn. */
async function drawOnTurn(gameId: string, token: string) {
  const tv = await onTurn(gameId, token);
  const drawn = await services.games.act(gameId, token, { version: tv.view.version, clientActionId: "draw", action: { do: "draw" } });
  if (!drawn.ok) throw new Error(drawn.code);
  return drawn;
}

/** A card of the hand, with its place there (two words may not share a card). */
type HandCard = { card: string; at: number };

const spell = (cards: readonly HandCard[]) => cards.map(({ card }) => card.slice(2)).join("");

/** Every three letter cards of one colour in the hand, in the hand's order, that spell a word the dictionary refuses (scuola). */
function refusedWords(hand: readonly string[]): HandCard[][] {
  const triples = ["R:", "N:"].flatMap((colour) => {
    const cards = hand.map((card, at) => ({ card, at })).filter(({ card }) => card.startsWith(colour));
    return cards.flatMap((a, i) => cards.flatMap((b, j) => cards.flatMap((c, k) => (i < j && j < k ? [[a, b, c]] : []))));
  });
  return triples.filter((cards) => lexicon.check(spell(cards), "scuola").verdict === "invalid");
}

/** Two refused words of the hand with no card in common. */
function twoRefusedWords(hand: readonly string[]): [HandCard[], HandCard[]] {
  const refused = refusedWords(hand);
  const first = refused[0]!;
  return [first, refused.find((cards) => cards.every(({ at }) => !first.some((f) => f.at === at)))!];
}

/**
 * RULES §9, "Chiedi all'insegnante": the student asks about each word in turn, and the teacher,
 * the class's judge, accepts it or refuses it ("Non è italiana").
 */
async function askTheTeacher(
  table: { gameId: string; token: string; credential: { eventId: string; token: string } },
  version: number,
  asks: readonly (readonly [cards: readonly HandCard[], approve: boolean])[],
): Promise<void> {
  const { gameId, token, credential } = table;
  for (const [n, [cards, approve]] of asks.entries()) {
    const asked = await services.games.act(gameId, token, {
      version,
      clientActionId: `ask-${n}`,
      action: { do: "contest", action: { do: "meld", cards: cards.map(({ card }) => card) } },
    });
    if (!asked.ok) throw new Error(asked.code);
    const [request] = await caller().judge.queue({ credential });
    await caller().judge.rule({
      credential,
      requestId: request!.id,
      approve,
      reason: approve ? "Va bene" : "Non è italiana",
      judge: "Insegnante",
      record: null,
    });
    version = (await services.games.getView(gameId, token)).view.version;
  }
}

describe('"Confronta i tavoli" (classroom.compare, issue #16: the same deal at every table)', () => {
  it("a start's tables side by side only once none is played (SAME_DEALS_IN_PLAY); then each table's players, words laid, words refused by the dictionary and by the teacher (RULES §9), and its record", async () => {
    const { joinCode, key } = await newClass();
    const ada = await caller().classroom.join({ code: joinCode, nickname: "Ada" });
    const bea = await caller().classroom.join({ code: joinCode, nickname: "Bea" });
    await caller().classroom.startGames({ ...key, grouping: "computer", level: "principiante" });
    const { gameId, token } = await seatOf(key.classId, ada.studentToken);
    const credential = { eventId: (await caller().classroom.view(key)).eventId, token: key.token };
    const drawn = await drawOnTurn(gameId, token);
    const [laid, refusedByTeacher] = twoRefusedWords(drawn.view.hand);
    const refusedByDictionary = refusedWords(drawn.view.hand).at(-1)!;
    const tried = await services.games.act(gameId, token, {
      version: drawn.view.version,
      clientActionId: "tried",
      action: { do: "meld", cards: refusedByDictionary.map(({ card }) => card) },
    });
    expect(tried.ok).toBe(false);
    await askTheTeacher({ gameId, token, credential }, drawn.view.version, [
      [laid, true],
      [refusedByTeacher, false],
    ]);

    // Ada's table is done, Bea's is still played with the same cards: nothing of the deals yet.
    await WriteBatcher.of(database.db).run((tx) => tx.update(games).set({ status: "over" }).where(eq(games.id, gameId)));
    const list = await caller().classroom.compare(key);
    expect(list).toEqual({ starts: [{ startedAt: expect.any(Number), tables: 2, done: false }], start: null });
    const waiting = await caller().classroom.compare({ ...key, startedAt: list.starts[0]!.startedAt });
    expect(waiting.start!.done).toBe(false);
    expect(waiting.start!.tables.map((t) => t.deals)).toEqual([null, null]);
    expect(waiting.start!.tables.map((t) => t.players.map((p) => p.name ?? p.computer)).sort()).toEqual([
      ["Ada", "principiante"],
      ["Bea", "principiante"],
    ]);
    expect((await refusal(caller().classroom.record({ ...key, gameId }))).message).toBe(TABLE_ERRORS.SAME_DEALS_IN_PLAY);

    // Every table of the start done: the comparison, deal by deal, and the record to replay.
    const [other] = waiting.start!.tables.filter((t) => t.gameId !== gameId);
    // Faked behind the table service's back: first the computer's turn there must be over, or
    // its next move would write the table's status back.
    const beaSeat = await seatOf(key.classId, bea.studentToken);
    expect(beaSeat.gameId).toBe(other!.gameId);
    const beaView = await onTurn(beaSeat.gameId, beaSeat.token);
    expect(beaView.view.turn, "the computer's turn at Bea's table is over").toBe(beaView.seat);
    await WriteBatcher.of(database.db).run((tx) => tx.update(games).set({ status: "over" }).where(eq(games.id, other!.gameId)));
    const compared = await caller().classroom.compare({ ...key, startedAt: waiting.start!.startedAt });
    expect(compared.start!.done).toBe(true);
    const adaTable = compared.start!.tables.find((t) => t.gameId === gameId)!;
    const [deal] = adaTable.deals!;
    expect(deal!.number).toBe(1);
    expect(deal!.words.filter((w) => w.seat === 0)).toEqual([{ seat: 0, word: spell(laid) }]);
    expect(deal!.refused.filter((r) => r.by === "insegnante")).toEqual([
      { seat: 0, word: spell(refusedByTeacher), by: "insegnante", reason: "Non è italiana" },
    ]);
    expect(deal!.refused.filter((r) => r.by === "dizionario").map((r) => [r.seat, r.word])).toEqual([[0, spell(refusedByDictionary)]]);
    // Not finished (the table was stopped): no points yet, nobody closed; never a hand.
    expect(deal!.lines.map((l) => l.points)).toEqual([null, null]);
    expect(deal!.closedBy).toBeNull();
    expect(JSON.stringify(compared)).not.toMatch(/"hand"|"seed"/);
    await expect(caller().classroom.record({ ...key, gameId })).resolves.toMatchObject({ gameId, seats: [{ name: "Ada" }, { computer: "principiante" }] });

    // Only the class's teacher: another class's key sees nothing of it.
    const stranger = await newClass();
    expect((await caller().classroom.compare(stranger.key)).starts).toEqual([]);
    expect((await refusal(caller().classroom.record({ ...stranger.key, gameId }))).code).toBe("NOT_FOUND");
    expect((await refusal(caller().classroom.compare({ ...key, token: stranger.key.token }))).code).toBe("FORBIDDEN");
  });

  it("deal by deal from a whole match's record: each line's points (the score sheet's), who closed (Art. 6 A) or the tallone's end (Art. 6 B.1), each meld's word by its seat, and a refused attempt in the deal it was tried", () => {
    const match = playMatch({ players: 2, wordProfile: "scuola", deals: 2 }, "confronta-2", [botFor("medio"), botFor("medio")], lexicon);
    const start = Date.parse("2026-11-26T09:00:00Z");
    const actions = match.log.map((entry, i) => ({ ...entry, seq: i + 1, at: new Date(start + i * 1000).toISOString() }));
    const record: TableRecord = {
      format: RECORD_FORMAT,
      formatVersion: RECORD_FORMAT_VERSION,
      gameId: "g",
      rules: match.final.rules,
      seed: "confronta-2",
      seats: [
        { seat: 0, name: "Ada", computer: null },
        { seat: 1, name: null, computer: "medio" },
      ],
      actions,
    };
    const secondDealAt = actions.find((a) => a.action.do === "nextDeal")!.at;
    const deals = compareDeals(record, [
      { seat: 0, word: "PRIMA", hint: "h", at: new Date(start + 1500) },
      { seat: 0, word: "DOPO", hint: "h", at: new Date(Date.parse(secondDealAt) + 500) },
    ]);
    expect(deals.map((d) => d.number)).toEqual([1, 2]);
    for (const [i, deal] of deals.entries()) {
      expect(deal.lines).toEqual(match.deals[i]!.map((line) => ({ seats: line.seats, points: line.total })));
      // The line with the closing bonus holds the seat that closed; none: the tallone ran out.
      const closer = match.deals[i]!.find((line) => line.closing > 0) ?? null;
      expect({ end: deal.end, closer: closer === null ? deal.closedBy === null : closer.seats.includes(deal.closedBy!) }).toEqual({
        end: closer === null ? "stock" : "closed",
        closer: true,
      });
    }
    // Every meld of the first deal, by its seat, in order.
    const firstDeal = actions.slice(
      0,
      actions.findIndex((a) => a.action.do === "nextDeal"),
    );
    const melds = firstDeal.flatMap((a) => (a.action.do === "meld" ? [{ seat: a.seat, word: a.action.cards.map(letterOfNotation).join("") }] : []));
    expect(deals[0]!.words.filter((w) => melds.some((m) => m.word === w.word && m.seat === w.seat))).toEqual(melds);
    expect(deals.map((d) => d.refused.map((r) => r.word))).toEqual([["PRIMA"], ["DOPO"]]);
  });
});

describe("seat links sealed to their student (issue #16: a copy of the database gives no seat away)", () => {
  it("the database keeps each seat token sealed: no column holds it, only the student's own token opens it, and their page still goes to the seat", async () => {
    const { joinCode, key } = await newClass();
    const ada = await caller().classroom.join({ code: joinCode, nickname: "Ada" });
    const bea = await caller().classroom.join({ code: joinCode, nickname: "Bea" });
    await caller().classroom.startGames({ ...key, grouping: "pairs" });
    const { gameId, token } = await seatOf(key.classId, ada.studentToken);
    await expect(services.games.getView(gameId, token)).resolves.toMatchObject({ role: "seat" });
    const rows = await database.db.select().from(classSeats).where(eq(classSeats.gameId, gameId));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.seatToken)).toEqual([null, null]);
    expect(JSON.stringify(rows)).not.toContain(token);
    const [students] = [await database.db.select().from(classStudents).where(eq(classStudents.classId, key.classId))];
    expect(JSON.stringify(students)).not.toContain(token);
    const adaRow = rows.find((r) => openSeatToken(r.seatSecret!, ada.studentToken, `${gameId} ${r.seat}`, "classe") === token)!;
    // Bea's token does not open Ada's seat, nor does Ada's seal read as another seat's.
    expect(openSeatToken(adaRow.seatSecret!, bea.studentToken, `${gameId} ${adaRow.seat}`, "classe")).toBeNull();
    expect(openSeatToken(adaRow.seatSecret!, ada.studentToken, `${gameId} ${1 - adaRow.seat}`, "classe")).toBeNull();
  });

  it("a seat kept in clear before (legacy) still leads its student to the table, and is sealed when the student's page asks", async () => {
    const { joinCode, key } = await newClass();
    const ada = await caller().classroom.join({ code: joinCode, nickname: "Ada" });
    await caller().classroom.startGames({ ...key, grouping: "computer" });
    const { gameId, token } = await seatOf(key.classId, ada.studentToken);
    // As a row written before seat links were sealed: the token in clear, no key for the student.
    await WriteBatcher.of(database.db).run((tx) => tx.update(classSeats).set({ seatToken: token, seatSecret: null }).where(eq(classSeats.gameId, gameId)));
    await WriteBatcher.of(database.db).run((tx) => tx.update(classStudents).set({ seatKey: null }).where(eq(classStudents.classId, key.classId)));
    await expect(seatOf(key.classId, ada.studentToken)).resolves.toEqual({ gameId, token });
    const [row] = await database.db.select().from(classSeats).where(eq(classSeats.gameId, gameId));
    expect(row!.seatToken).toBeNull();
    expect(openSeatToken(row!.seatSecret!, ada.studentToken, `${gameId} 0`, "classe")).toBe(token);
    await expect(seatOf(key.classId, ada.studentToken)).resolves.toEqual({ gameId, token });
  });
});

describe("a student's points on the dashboard (issue #16)", () => {
  it("are their seat's match total, the score sheet's sum for their seat: at 3 players 18+11 (Art. 3.3), once the pair forms, a line's index is not a seat's", () => {
    // A deal past the first, after the pair formed, where reading the total by line would give another seat's.
    let found: { state: MatchState; seat: number } | null = null;
    for (let n = 0; found === null && n < 20; n++) {
      const match = playMatch(
        { players: 3, threePlayerPozzetti: "18+11", wordProfile: "scuola", deals: 3 },
        `tre-${n}`,
        [0, 1, 2].map(() => botFor("medio")),
        lexicon,
      );
      let state = createMatch(match.final.rules, `tre-${n}`);
      for (const [i, entry] of match.log.entries()) {
        state = replayStep(state, { ...entry, seq: i + 1 });
        const view = viewFor(state, null);
        const seat = [0, 1, 2].find((s) => view.totals[view.lineOfSeat[s]!] !== view.totals[s]);
        if (state.deal.number > 0 && seat !== undefined) {
          found = { state, seat };
          break;
        }
      }
    }
    const { state, seat } = found!;
    const view = viewFor(state, null);
    const sheet = view.history.reduce((sum, deal) => sum + deal.filter((line) => line.seats.includes(seat)).reduce((s, line) => s + line.total, 0), 0);
    expect(seatPoints(view, seat)).toBe(sheet);
    expect(view.totals[view.lineOfSeat[seat]!]).not.toBe(sheet);
  });
});

describe("a new join code (issue #16)", () => {
  it("the teacher draws a new code: the old one no longer lets anyone in, the students already in stay; an ended class gets none, and only the teacher's key asks", async () => {
    const { joinCode, key } = await newClass();
    const ada = await caller().classroom.join({ code: joinCode, nickname: "Ada" });
    const { joinCode: fresh } = await caller().classroom.newCode(key);
    expect(fresh).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{6}$`));
    expect(fresh).not.toBe(joinCode);
    expect((await refusal(caller().classroom.join({ code: joinCode, nickname: "Bea" }))).message).toBe(CLASSROOM_ERRORS.BAD_CODE);
    await expect(caller().classroom.join({ code: fresh, nickname: "Bea" })).resolves.toMatchObject({ classId: key.classId });
    await expect(caller().classroom.me({ classId: key.classId, token: ada.studentToken })).resolves.toMatchObject({ nickname: "Ada" });
    const view = await caller().classroom.view(key);
    expect(view.joinCode).toBe(fresh);
    expect(view.students.map((s) => s.nickname)).toEqual(["Ada", "Bea"]);

    const stranger = await newClass();
    expect((await refusal(caller().classroom.newCode({ ...key, token: stranger.key.token }))).message).toBe(CLASSROOM_ERRORS.FORBIDDEN);
    await caller().classroom.end(key);
    expect((await refusal(caller().classroom.newCode(key))).message).toBe(CLASSROOM_ERRORS.CLASS_ENDED);
    expect((await caller().classroom.view(key)).joinCode).toBe(fresh);
  });
});
