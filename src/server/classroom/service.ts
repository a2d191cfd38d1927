/**
 * The classroom (issue #16): a teacher's class, its students (a nickname each, nothing else)
 * and the games the teacher starts for them. Tables are ordinary tables made by the table
 * service, with the class's event as their judge event: the teacher, with the class's key, is
 * the language judge of every one (friendly mode). docs/classroom.md.
 */
import { randomInt } from "node:crypto";

import { and, asc, count, eq, inArray, isNotNull, lt } from "drizzle-orm";

import type { BotLevel } from "~/bots/types";
import { type Action, type EngineError, letterOfNotation, makeRuleset, type Ruleset, type Seat, type SeatView } from "~/engine";
import type { Variant } from "~/engine/ruleset";
import type { ProfileName } from "~/lexicon/types";
import type { Db } from "~/server/db";
import { actions, type ClassRow, classAttempts, classes, classSeats, classStudents, games, seats } from "~/server/db/schema";
import { TableError } from "~/server/games/errors";
import type { GameService } from "~/server/games/service";
import type { TableRecord } from "~/server/games/types";
import { openSeatToken, sealSeatToken, seatKeyOf, seatPlace } from "~/server/games/seat-seal";
import { hashToken, newGameId, newSeed, newToken } from "~/server/games/tokens";
import { WriteBatcher } from "~/server/games/write-batcher";
import type { JudgeService } from "~/server/judge/service";
import { newJoinCode, normaliseJoinCode } from "./codes";
import { type ComparedDeal, type ComparedPlayer, compareDeals } from "./compare";
import { ClassroomError } from "./errors";

/** A class holds at most this many students (issue #16). */
export const CLASS_MAX_STUDENTS = 60;
/** After a class is ended, how long its students' nicknames and games are kept (said on /classe). */
export const CLASS_GRACE_DAYS = 30;
/** The refused words kept per student, the newest: the dashboard's and the year's errors, bounded. */
export const CLASS_ATTEMPTS_MAX = 500;
/** The refused words the dashboard shows per student, newest first. */
const REPORT_ATTEMPTS = 50;

/** The starts of games "Confronta i tavoli" lists, the newest. */
export const COMPARE_STARTS = 20;

/** A student is present while their page asked for news within this time. */
export const PRESENT_MS = 60_000;
/** How often a student's page writes that it is still there (their page asks every few seconds). */
const SEEN_EVERY_MS = 15_000;

/** What the teacher chose for the class's tables: the words, the rules, the Suggerimento. */
export interface ClassSettings {
  wordProfile: ProfileName;
  /** "uisp" (the regulation) or "basic" (Burraco Parole Basic, for young players); old classes: uisp. */
  variant?: Ruleset["variant"];
  /** Hints per seat and deal and their cost (only with the scuola words), or null: none. */
  hints?: Ruleset["hints"];
}

export interface CreatedClass {
  classId: string;
  joinCode: string;
  teacherToken: string;
  /** `/classe/<id>?chiave=<token>`: the teacher's page, the only key to the class. */
  teacherLink: string;
}

export interface JoinedClass {
  classId: string;
  className: string;
  nickname: string;
  studentToken: string;
}

/** What a student's own page shows: the class, their nickname, and their table when they have one. */
export interface StudentView {
  className: string;
  nickname: string;
  ended: boolean;
  /** The seat link of the student's latest table still being played, or null (the waiting room). */
  table: { gameId: string; link: string } | null;
}

export interface TeacherView {
  classId: string;
  name: string;
  schoolYear: string;
  joinCode: string;
  settings: ClassSettings;
  ended: boolean;
  /** The class's judge event: the teacher's judge console is `/giudice?evento=<eventId>&codice=<teacher token>`. */
  eventId: string;
  students: { id: string; nickname: string; present: boolean; gameId: string | null }[];
  games: { gameId: string; status: string; players: (string | null)[]; computers: number }[];
}

export type Grouping = "pairs" | "fours" | "computer";

/** The teacher's dashboard (`classroom.report`): per student, what they laid, what was refused and why, their points. */
export interface ClassReport {
  students: {
    id: string;
    nickname: string;
    /** Every word laid at the class's tables, in the order laid (a meld, an addition's new word, each word of a gioco al monte). */
    words: string[];
    /** Words the table refused, newest first (at most 50), with the dictionary's reason and hint. */
    refused: { word: string; reason: string | null; hint: string }[];
    refusedCount: number;
    /** Why their words were refused, the most frequent first: the lexicon's reason code (null: not in the dictionary) and how often. */
    errors: { reason: string | null; count: number }[];
    /** Suggerimenti asked at the class's tables. */
    hints: number;
    /** The match total of the student's line at their latest table, or null before any. */
    points: number | null;
  }[];
}

/**
 * "Confronta i tavoli" (`classroom.compare`): the class's starts of games, and one start's
 * tables side by side. A start's deals are shown only once none of its tables is still
 * played (its tables share the seed: SAME_DEALS_IN_PLAY).
 */
export interface ClassComparison {
  /** Newest first, at most COMPARE_STARTS: when, how many tables, whether all are done (over, or archived when the class ended). */
  starts: { startedAt: number; tables: number; done: boolean }[];
  /** The start asked for, or null: none asked (the list only), or no longer listed. */
  start: { startedAt: number; done: boolean; tables: ComparedTable[] } | null;
}

export interface ComparedTable {
  gameId: string;
  status: string;
  players: ComparedPlayer[];
  /** Deal by deal, or null while a table of the same start is still played. */
  deals: ComparedDeal[] | null;
}

export function teacherLink(classId: string, token: string): string {
  return `/classe/${classId}?chiave=${token}`;
}

export class ClassroomService {
  readonly #db: Db;
  readonly #writes: WriteBatcher;
  readonly #games: GameService;
  readonly #judges: JudgeService;
  readonly #now: () => number;
  /** The classes whose games are being started now. */
  readonly #starting = new Set<string>();

  constructor({ db, games, judges, now = Date.now }: { db: Db; games: GameService; judges: JudgeService; now?: () => number }) {
    this.#db = db;
    this.#writes = WriteBatcher.of(db);
    this.#games = games;
    this.#judges = judges;
    this.#now = now;
  }

  async create(input: { name: string; schoolYear: string; settings: ClassSettings }): Promise<CreatedClass> {
    // The settings must make a table: checked now, not at the first lesson.
    try {
      makeRuleset({ wordProfile: input.settings.wordProfile, variant: input.settings.variant ?? "uisp", hints: input.settings.hints ?? null, players: 2 });
    } catch {
      throw new ClassroomError("BAD_SETTINGS");
    }
    const teacherToken = newToken();
    // The teacher judges the class's tables with the class's own key.
    const event = await this.#judges.createEvent(`Classe ${input.name}`, { judgeToken: teacherToken, kind: "class" });
    const classId = newGameId();
    for (let attempt = 0; ; attempt++) {
      const joinCode = newJoinCode();
      try {
        await this.#writes.run((tx) =>
          tx.insert(classes).values({
            id: classId,
            name: input.name,
            schoolYear: input.schoolYear,
            joinCode,
            teacherTokenHash: hashToken(teacherToken),
            settingsJson: JSON.stringify(input.settings),
            eventId: event.eventId,
            createdAt: new Date(this.#now()),
          }),
        );
        return { classId, joinCode, teacherToken, teacherLink: teacherLink(classId, teacherToken) };
      } catch (error) {
        // A code already taken (one in a billion per class): draw another.
        if (attempt >= 5 || !String(error).includes("UNIQUE")) throw error;
      }
    }
  }

  async join(input: { code: string; nickname: string }): Promise<JoinedClass> {
    const [row] = await this.#db
      .select()
      .from(classes)
      .where(eq(classes.joinCode, normaliseJoinCode(input.code)))
      .limit(1);
    if (row === undefined) throw new ClassroomError("BAD_CODE");
    if (row.endedAt !== null) throw new ClassroomError("CLASS_ENDED");
    const studentToken = newToken();
    const key = nicknameKey(input.nickname);
    await this.#writes.run(async (tx) => {
      const [{ students } = { students: 0 }] = await tx.select({ students: count() }).from(classStudents).where(eq(classStudents.classId, row.id));
      if (students >= CLASS_MAX_STUDENTS) throw new ClassroomError("CLASS_FULL");
      const [taken] = await tx
        .select({ id: classStudents.id })
        .from(classStudents)
        .where(and(eq(classStudents.classId, row.id), eq(classStudents.nicknameKey, key)))
        .limit(1);
      if (taken !== undefined) throw new ClassroomError("NICKNAME_TAKEN");
      const now = new Date(this.#now());
      await tx.insert(classStudents).values({
        id: newGameId(),
        classId: row.id,
        nickname: input.nickname,
        nicknameKey: key,
        tokenHash: hashToken(studentToken),
        seatKey: seatKeyOf(studentToken, "classe"),
        joinedAt: now,
        lastSeenAt: now,
      });
    });
    return { classId: row.id, className: row.name, nickname: input.nickname, studentToken };
  }

  /** The student's page: marks them present, and gives their table once the teacher has started one. */
  async studentView(classId: string, studentToken: string): Promise<StudentView> {
    const row = await this.#class(classId);
    const [student] = await this.#db
      .select()
      .from(classStudents)
      .where(and(eq(classStudents.classId, classId), eq(classStudents.tokenHash, hashToken(studentToken))))
      .limit(1);
    if (student === undefined) throw new ClassroomError("NOT_A_STUDENT");
    const now = this.#now();
    if (student.seatKey === null) await this.#sealLegacySeats(student.id, studentToken);
    if (now - student.lastSeenAt.getTime() >= SEEN_EVERY_MS) {
      await this.#writes.run((tx) =>
        tx
          .update(classStudents)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(classStudents.id, student.id)),
      );
    }
    const latest = await this.#latestSeat(student.id, studentToken);
    return {
      className: row.name,
      nickname: student.nickname,
      ended: row.endedAt !== null,
      table: latest === null ? null : { gameId: latest.gameId, link: `/tavolo/${latest.gameId}?posto=${latest.token}` },
    };
  }

  async teacherView(classId: string, teacherToken: string): Promise<TeacherView> {
    const row = await this.#teacherClass(classId, teacherToken);
    const now = this.#now();
    const students = await this.#db.select().from(classStudents).where(eq(classStudents.classId, classId)).orderBy(asc(classStudents.nickname));
    const classSeatRows = await this.#db
      .select({ gameId: classSeats.gameId, seat: classSeats.seat, studentId: classSeats.studentId, status: games.status, startedAt: classSeats.startedAt })
      .from(classSeats)
      .innerJoin(games, eq(games.id, classSeats.gameId))
      .where(eq(classSeats.classId, classId));
    const live = classSeatRows.filter((r) => r.status === "playing" || r.status === "waiting");
    const gameIds = [...new Set(live.map((r) => r.gameId))];
    const seatRows = gameIds.length === 0 ? [] : await this.#db.select().from(seats).where(inArray(seats.gameId, gameIds));
    const nicknameOf = new Map(students.map((s) => [s.id, s.nickname]));
    return {
      classId,
      name: row.name,
      schoolYear: row.schoolYear,
      joinCode: row.joinCode,
      settings: JSON.parse(row.settingsJson) as ClassSettings,
      ended: row.endedAt !== null,
      eventId: row.eventId,
      students: students.map((s) => ({
        id: s.id,
        nickname: s.nickname,
        present: now - s.lastSeenAt.getTime() < PRESENT_MS,
        gameId: live.find((r) => r.studentId === s.id)?.gameId ?? null,
      })),
      games: gameIds.map((gameId) => {
        const tableSeats = seatRows.filter((r) => r.gameId === gameId).sort((a, b) => a.seat - b.seat);
        return {
          gameId,
          status: live.find((r) => r.gameId === gameId)!.status,
          players: tableSeats.map((r) =>
            r.computer === null ? (nicknameOf.get(live.find((l) => l.gameId === gameId && l.seat === r.seat)?.studentId ?? "") ?? r.name) : null,
          ),
          computers: tableSeats.filter((r) => r.computer !== null).length,
        };
      }),
    };
  }

  /**
   * One lesson's games in one action: the students present drawn at random into pairs or
   * fours — an odd one out against the computer — or each against the computer; or the tables
   * the teacher made by hand (`tables`: each 1 to 4 students, at Basic 1 to 5, each student
   * once; 1 plays the computer, 3 have a computer as the fourth, 5 play each alone). Every
   * table gets the same seed: the class
   * compares afterwards how each table played the same cards. Returns the tables made.
   */
  async startGames(
    classId: string,
    teacherToken: string,
    options: {
      grouping: Grouping;
      level: BotLevel;
      deals: number;
      tables?: readonly (readonly string[])[];
      /** Counts the tables about to be made against the caller's creation limit (it throws the 429). */
      charge?: (tables: number) => void;
    },
  ): Promise<{ tables: number }> {
    const row = await this.#teacherClass(classId, teacherToken);
    if (row.endedAt !== null) throw new ClassroomError("CLASS_ENDED");
    // One start at a time per class: a second click, or a second tab, does not seat everyone twice.
    if (this.#starting.has(classId)) throw new ClassroomError("BUSY");
    this.#starting.add(classId);
    try {
      return await this.#startGames(row, options);
    } finally {
      this.#starting.delete(classId);
    }
  }

  async #startGames(
    row: ClassRow,
    options: { grouping: Grouping; level: BotLevel; deals: number; tables?: readonly (readonly string[])[]; charge?: (tables: number) => void },
  ): Promise<{ tables: number }> {
    const classId = row.id;
    const settings = JSON.parse(row.settingsJson) as ClassSettings;
    const now = this.#now();
    const all = await this.#db.select().from(classStudents).where(eq(classStudents.classId, classId));
    const byHand = options.tables;
    const variant = settings.variant ?? "uisp";
    if (byHand !== undefined) {
      const named = byHand.flat();
      const most = variant === "basic" ? 5 : 4;
      if (new Set(named).size !== named.length || byHand.some((t) => t.length < 1 || t.length > most) || named.some((sid) => !all.some((s) => s.id === sid))) {
        throw new ClassroomError("BAD_GROUPS");
      }
    }
    const chosen =
      byHand === undefined ? shuffle(all.filter((s) => now - s.lastSeenAt.getTime() < PRESENT_MS)) : byHand.flat().map((sid) => all.find((s) => s.id === sid)!);
    if (chosen.length === 0) throw new ClassroomError("NO_STUDENTS");
    const seed = newSeed();
    const startedAt = new Date(now);
    const tables: ClassTable[] =
      byHand === undefined
        ? groupsOf(chosen.length, options.grouping, variant)
        : byHand.map((t) => ({ people: t.length, players: t.length <= 2 ? 2 : t.length <= 4 ? 4 : 5 }));
    // Each table is a table made, counted like `table.create`'s, before any is made.
    options.charge?.(tables.length);
    let next = 0;
    for (const { people, players } of tables) {
      const group = chosen.slice(next, next + people);
      next += people;
      // The people first, then the computers: at 4, seats 0 and 2 (a person and their partner) are line 0.
      const bots = Array.from({ length: players - people }, (_, i) => ({ seat: (people + i) as Seat, level: options.level }));
      const created = await this.#games.createTable({
        players,
        wordProfile: settings.wordProfile,
        variant,
        hints: settings.hints ?? null,
        timers: false,
        judge: "friendly",
        eventId: row.eventId,
        deals: options.deals,
        seed,
        ...(bots.length > 0 ? { bots } : {}),
      });
      // The class knows the table before anyone sits: a failure half-way leaves no seat it cannot send a student to.
      await this.#writes.run((tx) =>
        tx.insert(classSeats).values(
          group.map((student, seat) => {
            const token = created.seatTokens[seat]!;
            // Sealed to the student; in clear only for one whose page has not asked since seat keys exist (sealed when it does).
            const sealed = student.seatKey === null ? null : sealSeatToken(token, student.seatKey, seatPlace(created.gameId, seat), "classe");
            return { classId, gameId: created.gameId, seat, studentId: student.id, seatSecret: sealed, seatToken: sealed === null ? token : null, startedAt };
          }),
        ),
      );
      for (const [seat, student] of group.entries()) {
        await this.#games.joinSeat(created.gameId, created.seatTokens[seat]!, student.nickname);
      }
    }
    return { tables: tables.length };
  }

  /**
   * A new join code for the class (the old one leaked, say): the old code stops working at
   * once, the students already in stay. CLASS_ENDED for an ended class (nobody joins it).
   */
  async newJoinCode(classId: string, teacherToken: string): Promise<{ joinCode: string }> {
    const row = await this.#teacherClass(classId, teacherToken);
    if (row.endedAt !== null) throw new ClassroomError("CLASS_ENDED");
    for (let attempt = 0; ; attempt++) {
      const joinCode = newJoinCode();
      if (joinCode === row.joinCode) continue;
      try {
        await this.#writes.run((tx) => tx.update(classes).set({ joinCode }).where(eq(classes.id, classId)));
        return { joinCode };
      } catch (error) {
        // A code another class has (one in a billion): draw another.
        if (attempt >= 5 || !String(error).includes("UNIQUE")) throw error;
      }
    }
  }

  async renameStudent(classId: string, teacherToken: string, studentId: string, nickname: string): Promise<void> {
    await this.#teacherClass(classId, teacherToken);
    const key = nicknameKey(nickname);
    await this.#writes.run(async (tx) => {
      const [taken] = await tx
        .select({ id: classStudents.id })
        .from(classStudents)
        .where(and(eq(classStudents.classId, classId), eq(classStudents.nicknameKey, key)))
        .limit(1);
      if (taken !== undefined && taken.id !== studentId) throw new ClassroomError("NICKNAME_TAKEN");
      await tx
        .update(classStudents)
        .set({ nickname, nicknameKey: key })
        .where(and(eq(classStudents.classId, classId), eq(classStudents.id, studentId)));
    });
  }

  /** Removes a nickname from the class: the student's device no longer opens the class; their past seats are forgotten. */
  async removeStudent(classId: string, teacherToken: string, studentId: string): Promise<void> {
    await this.#teacherClass(classId, teacherToken);
    await this.#writes.run(async (tx) => {
      await tx.delete(classSeats).where(and(eq(classSeats.classId, classId), eq(classSeats.studentId, studentId)));
      await tx.delete(classAttempts).where(and(eq(classAttempts.classId, classId), eq(classAttempts.studentId, studentId)));
      await tx.delete(classStudents).where(and(eq(classStudents.classId, classId), eq(classStudents.id, studentId)));
    });
  }

  /** Ends the class: nobody joins, and its tables stop at once (archived through the table service). */
  async endClass(classId: string, teacherToken: string): Promise<void> {
    const row = await this.#teacherClass(classId, teacherToken);
    await this.#writes.run((tx) =>
      tx
        .update(classes)
        .set({ endedAt: new Date(this.#now()) })
        .where(eq(classes.id, classId)),
    );
    await this.#games.archiveEventTables(row.eventId);
  }

  /**
   * A word refused at a table (GameService.onWordRefused): kept when the table is a class's
   * and the seat a student's, the newest CLASS_ATTEMPTS_MAX per student. Never throws: a lost
   * record must not disturb the game.
   */
  async recordRefusal(gameId: string, seat: Seat, word: NonNullable<EngineError["word"]>): Promise<void> {
    try {
      const [row] = await this.#db
        .select({ classId: classSeats.classId, studentId: classSeats.studentId })
        .from(classSeats)
        .where(and(eq(classSeats.gameId, gameId), eq(classSeats.seat, seat)))
        .limit(1);
      if (row === undefined) return;
      await this.#writes.run(async (tx) => {
        // The newest are kept: past the cap, the oldest goes.
        const [{ kept } = { kept: 0 }] = await tx.select({ kept: count() }).from(classAttempts).where(eq(classAttempts.studentId, row.studentId));
        if (kept >= CLASS_ATTEMPTS_MAX) {
          const oldest = await tx
            .select({ id: classAttempts.id })
            .from(classAttempts)
            .where(eq(classAttempts.studentId, row.studentId))
            .orderBy(asc(classAttempts.id))
            .limit(kept - CLASS_ATTEMPTS_MAX + 1);
          await tx.delete(classAttempts).where(
            inArray(
              classAttempts.id,
              oldest.map((o) => o.id),
            ),
          );
        }
        await tx.insert(classAttempts).values({
          classId: row.classId,
          studentId: row.studentId,
          gameId,
          word: word.word,
          reason: word.reason,
          hint: word.hint,
          createdAt: new Date(this.#now()),
        });
      });
    } catch (error) {
      console.error(`class: the refused word at table ${gameId} was not recorded:`, error);
    }
  }

  async report(classId: string, teacherToken: string): Promise<ClassReport> {
    await this.#teacherClass(classId, teacherToken);
    const students = await this.#db.select().from(classStudents).where(eq(classStudents.classId, classId)).orderBy(asc(classStudents.nickname));
    const seatRows = await this.#db.select().from(classSeats).where(eq(classSeats.classId, classId)).orderBy(asc(classSeats.startedAt));
    const gameIds = [...new Set(seatRows.map((r) => r.gameId))];
    const played =
      gameIds.length === 0
        ? []
        : await this.#db
            .select({ gameId: actions.gameId, seat: actions.seat, actionJson: actions.actionJson })
            .from(actions)
            .where(inArray(actions.gameId, gameIds))
            .orderBy(asc(actions.gameId), asc(actions.seq));
    // Each action read once, filed by its table and seat.
    const bySeat = new Map<string, Action[]>();
    for (const p of played) {
      const at = `${p.gameId} ${p.seat}`;
      const list = bySeat.get(at) ?? [];
      list.push(JSON.parse(p.actionJson) as Action);
      bySeat.set(at, list);
    }
    const attempts = await this.#db.select().from(classAttempts).where(eq(classAttempts.classId, classId)).orderBy(asc(classAttempts.id));
    const totals = new Map<string, number | null>();
    // Each student's latest table, as a spectator sees it (the points only, never a hand).
    for (const row of new Map(seatRows.map((r) => [r.studentId, r])).values()) {
      const { view } = await this.#games.spectate(row.gameId);
      totals.set(`${row.gameId} ${row.seat}`, seatPoints(view, row.seat));
    }
    return {
      students: students.map((student) => {
        const mine = seatRows.filter((r) => r.studentId === student.id);
        const actionsOf = mine.flatMap((r) => bySeat.get(`${r.gameId} ${r.seat}`) ?? []);
        const words = mine.flatMap((r) => wordsLaid(bySeat.get(`${r.gameId} ${r.seat}`) ?? []));
        const refused = attempts.filter((a) => a.studentId === student.id);
        const latest = mine.at(-1);
        return {
          id: student.id,
          nickname: student.nickname,
          words,
          refused: refused
            .slice(-REPORT_ATTEMPTS)
            .reverse()
            .map((a) => ({ word: a.word, reason: a.reason, hint: a.hint })),
          refusedCount: refused.length,
          errors: errorsByReason(refused.map((a) => a.reason)),
          hints: actionsOf.filter((a) => a.do === "hint").length,
          points: latest === undefined ? null : (totals.get(`${latest.gameId} ${latest.seat}`) ?? null),
        };
      }),
    };
  }

  /**
   * "Confronta i tavoli": the class's starts of games, and the tables of one (`startedAt`)
   * side by side — players, and deal by deal each line's points, the words
   * laid and refused, who closed. Deals only once no table of that start is played any more:
   * they share the cards (SAME_DEALS_IN_PLAY), and a finished table's words would give them away.
   */
  async compare(classId: string, teacherToken: string, startedAt?: number): Promise<ClassComparison> {
    const row = await this.#teacherClass(classId, teacherToken);
    const seatRows = await this.#db
      .select({ gameId: classSeats.gameId, seat: classSeats.seat, studentId: classSeats.studentId, startedAt: classSeats.startedAt, status: games.status })
      .from(classSeats)
      .innerJoin(games, eq(games.id, classSeats.gameId))
      .where(eq(classSeats.classId, classId));
    const byStart = new Map<number, Map<string, string>>();
    for (const r of seatRows) {
      const tables = byStart.get(r.startedAt.getTime()) ?? new Map<string, string>();
      tables.set(r.gameId, r.status);
      byStart.set(r.startedAt.getTime(), tables);
    }
    const isDone = (tables: Map<string, string>) => [...tables.values()].every((status) => status === "over" || status === "archived");
    const starts = [...byStart]
      .sort(([a], [b]) => b - a)
      .slice(0, COMPARE_STARTS)
      .map(([at, tables]) => ({ startedAt: at, tables: tables.size, done: isDone(tables) }));
    const chosen = startedAt === undefined ? undefined : starts.find((s) => s.startedAt === startedAt);
    if (chosen === undefined) return { starts, start: null };
    const tables = byStart.get(chosen.startedAt)!;
    const gameIds = [...tables.keys()];
    const tableSeats = await this.#db.select().from(seats).where(inArray(seats.gameId, gameIds));
    const students = await this.#db
      .select({ id: classStudents.id, nickname: classStudents.nickname })
      .from(classStudents)
      .where(eq(classStudents.classId, classId));
    const nicknameOf = new Map(students.map((s) => [s.id, s.nickname]));
    const studentAt = new Map(seatRows.map((r) => [`${r.gameId} ${r.seat}`, r.studentId]));
    // A table of the same seed outside the class's seats (a removed student's) may still be
    // played: the table service's check decides, for every table of the start.
    let records: TableRecord[] | null = null;
    if (chosen.done) {
      try {
        records = [];
        for (const gameId of gameIds) records.push(await this.#games.eventRecord(gameId, row.eventId));
      } catch (error) {
        if (!(error instanceof TableError && error.code === "SAME_DEALS_IN_PLAY")) throw error;
        records = null;
      }
    }
    const attempts =
      records === null
        ? []
        : await this.#db
            .select()
            .from(classAttempts)
            .where(and(eq(classAttempts.classId, classId), inArray(classAttempts.gameId, gameIds)));
    const seatOf = new Map(seatRows.map((r) => [`${r.gameId} ${r.studentId}`, r.seat]));
    return {
      starts,
      start: {
        startedAt: chosen.startedAt,
        done: records !== null,
        tables: gameIds.map((gameId, i) => ({
          gameId,
          status: tables.get(gameId)!,
          players: tableSeats
            .filter((s) => s.gameId === gameId)
            .sort((a, b) => a.seat - b.seat)
            .map((s) => ({
              seat: s.seat,
              name: s.computer !== null ? null : (nicknameOf.get(studentAt.get(`${gameId} ${s.seat}`) ?? "") ?? s.name),
              computer: s.computer,
            })),
          deals:
            records === null
              ? null
              : compareDeals(
                  records[i]!,
                  attempts.flatMap((a) => {
                    const seat = a.gameId === gameId ? seatOf.get(`${gameId} ${a.studentId}`) : undefined;
                    return seat === undefined ? [] : [{ seat, word: a.word, hint: a.hint, at: a.createdAt }];
                  }),
                ),
        })),
      },
    };
  }

  /** One of the class's tables whole, for "Rivedi la partita" from "Confronta i tavoli": the table service's checks (done, SAME_DEALS_IN_PLAY). */
  async tableRecord(classId: string, teacherToken: string, gameId: string): Promise<TableRecord> {
    const row = await this.#teacherClass(classId, teacherToken);
    return this.#games.eventRecord(gameId, row.eventId);
  }

  /**
   * Classes ended more than `graceMs` ago are forgotten: their tables archived (the sweep of
   * idle tables deletes them later, with no name left at their seats), the students'
   * nicknames, seats and refused words deleted, and the class itself. How many classes.
   */
  async sweepEnded(graceMs: number): Promise<number> {
    const before = new Date(this.#now() - graceMs);
    const ended = await this.#db
      .select({ id: classes.id, eventId: classes.eventId })
      .from(classes)
      .where(and(isNotNull(classes.endedAt), lt(classes.endedAt, before)));
    for (const row of ended) {
      // Through the table service: its caches forget the tables, open pages hear of it.
      await this.#games.archiveEventTables(row.eventId);
      await this.#writes.run(async (tx) => {
        // The nicknames also sit at the tables as seat names: they go now, not with the tables.
        const classGames = tx.select({ id: games.id }).from(games).where(eq(games.eventId, row.eventId));
        await tx.update(seats).set({ name: null }).where(inArray(seats.gameId, classGames));
        await tx.delete(classSeats).where(eq(classSeats.classId, row.id));
        await tx.delete(classAttempts).where(eq(classAttempts.classId, row.id));
        await tx.delete(classStudents).where(eq(classStudents.classId, row.id));
        await tx.delete(classes).where(eq(classes.id, row.id));
      });
    }
    return ended.length;
  }

  async #class(classId: string) {
    const [row] = await this.#db.select().from(classes).where(eq(classes.id, classId)).limit(1);
    if (row === undefined) throw new ClassroomError("NOT_FOUND");
    return row;
  }

  async #teacherClass(classId: string, teacherToken: string) {
    const row = await this.#class(classId);
    if (row.teacherTokenHash !== hashToken(teacherToken)) throw new ClassroomError("FORBIDDEN");
    return row;
  }

  /** The student's latest seat at a table still being played, its token opened with the student's own; or null. */
  async #latestSeat(studentId: string, studentToken: string): Promise<{ gameId: string; token: string } | null> {
    const rows = await this.#db
      .select({
        gameId: classSeats.gameId,
        seat: classSeats.seat,
        secret: classSeats.seatSecret,
        legacy: classSeats.seatToken,
        status: games.status,
        startedAt: classSeats.startedAt,
      })
      .from(classSeats)
      .innerJoin(games, eq(games.id, classSeats.gameId))
      .where(eq(classSeats.studentId, studentId));
    const live = rows.filter((r) => r.status === "playing" || r.status === "waiting").sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
    for (const row of live) {
      const token = row.secret === null ? row.legacy : openSeatToken(row.secret, studentToken, seatPlace(row.gameId, row.seat), "classe");
      if (token !== null) return { gameId: row.gameId, token };
    }
    return null;
  }

  /**
   * A student who joined before seat links were sealed: their page's token gives the key now,
   * kept (its public half), and their seat tokens still in clear are sealed and cleared.
   */
  async #sealLegacySeats(studentId: string, studentToken: string): Promise<void> {
    const seatKey = seatKeyOf(studentToken, "classe");
    await this.#writes.run(async (tx) => {
      await tx.update(classStudents).set({ seatKey }).where(eq(classStudents.id, studentId));
      const legacy = await tx
        .select({ gameId: classSeats.gameId, seat: classSeats.seat, token: classSeats.seatToken })
        .from(classSeats)
        .where(and(eq(classSeats.studentId, studentId), isNotNull(classSeats.seatToken)));
      for (const row of legacy) {
        await tx
          .update(classSeats)
          .set({ seatSecret: sealSeatToken(row.token!, seatKey, seatPlace(row.gameId, row.seat), "classe"), seatToken: null })
          .where(and(eq(classSeats.gameId, row.gameId), eq(classSeats.seat, row.seat)));
      }
    });
  }
}

/**
 * A seat's match total as the score sheet adds it up: `totals` is per seat (a seat scores its
 * line's points each deal), not per line — at 3 players "18+11" (Art. 3.3) the lines change
 * when the pair forms, and a line's index is not a seat's. Null: no such seat.
 */
export function seatPoints(view: Pick<SeatView, "totals">, seat: number): number | null {
  return view.totals[seat] ?? null;
}

function errorsByReason(reasons: readonly (string | null)[]): { reason: string | null; count: number }[] {
  const counts = new Map<string | null, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
}

/**
 * The words a seat's accepted actions (in order) laid: a meld's, an addition's new word, each
 * of a gioco al monte's, and a contested play's once the judge (the class's teacher) approves
 * it — the ruling is logged under the seat that asked, right after its contest (nothing is
 * played meanwhile, RULES §9).
 */
function wordsLaid(seatActions: readonly Action[]): string[] {
  return seatActions.flatMap((action, i) => {
    if (action.do !== "contest") return playWords(action);
    const ruling = seatActions[i + 1];
    return ruling?.do === "ruling" && ruling.approve ? playWords(action.action) : [];
  });
}

function playWords(action: Action): string[] {
  const spelled = (cards: readonly string[]) => cards.map(letterOfNotation).join("");
  if (action.do === "meld") return [spelled(action.cards)];
  if (action.do === "add") return [action.word];
  if (action.do === "monte") return action.melds.map(spelled);
  return [];
}

/** Two students may not share a nickname however they type it. */
function nicknameKey(nickname: string): string {
  return nickname.normalize("NFC").toLocaleLowerCase("it");
}

function shuffle<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A table a start makes: how many students sit at it, and its players (the rest are computers). */
export interface ClassTable {
  people: number;
  players: 2 | 4 | 5;
}

/**
 * The tables for `n` students: pairs (an odd one out plays the computer), fours (2 against 2;
 * 3 left over play with a computer as the fourth, 2 as a pair, 1 against the computer — at
 * Basic, which plays up to 5, one left over joins a four as its fifth, each then alone), or
 * each against the computer.
 */
export function groupsOf(n: number, grouping: Grouping, variant: Variant = "uisp"): ClassTable[] {
  if (grouping === "computer") return Array.from({ length: n }, () => ({ people: 1, players: 2 }));
  const size = grouping === "pairs" ? 2 : 4;
  const tables: ClassTable[] = Array.from({ length: Math.floor(n / size) }, () => ({ people: size, players: size }));
  const rest = n % size;
  if (rest === 1 && size === 4 && variant === "basic" && tables.length > 0) tables[tables.length - 1] = { people: 5, players: 5 };
  else if (rest === 1) tables.push({ people: 1, players: 2 });
  else if (rest === 2) tables.push({ people: 2, players: 2 });
  else if (rest === 3) tables.push({ people: 3, players: 4 });
  return tables;
}
