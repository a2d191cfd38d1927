/**
 * The classroom (issue #16): `classroom.create` (the teacher), `classroom.join` (a student,
 * with the class's code and a nickname), `classroom.me` (the student's page: the waiting room,
 * then their table), `classroom.view` (the teacher's page), `classroom.startGames`,
 * `classroom.report` (the dashboard), `classroom.compare` and `classroom.record` ("Confronta i
 * tavoli"), and the teacher's `newCode`, `rename`, `remove`, `end`. docs/classroom.md.
 */
import { TRPCError } from "@trpc/server";
import { z } from "zod";

import { BOT_LEVELS } from "~/bots/types";
import { MAX_HINT_COST, MAX_HINTS_PER_DEAL, VARIANT_NAMES } from "~/engine";
import { PROFILE_NAMES } from "~/lexicon/types";
import { creationLimiter, takeOrRefuse } from "~/server/api/limits";
import { plainText } from "~/server/api/text";
import { TABLE_TRPC_CODE } from "~/server/api/routers/table";
import { createTRPCRouter, limitedByAddress, publicProcedure } from "~/server/api/trpc";
import { JOIN_CODE_LENGTH } from "~/server/classroom/codes";
import { ClassroomError, type ClassroomErrorCode } from "~/server/classroom/errors";
import { CLASS_MAX_STUDENTS } from "~/server/classroom/service";
import { TableError } from "~/server/games/errors";
import { BASE64URL, isTokenShaped, TOKEN_INPUT_MAX, TOKEN_INPUT_MIN } from "~/server/games/tokens";
import { TokenBucketLimiter } from "~/server/rate-limit";

/** The longest nickname: a word or two on a phone. */
export const NICKNAME_MAX = 24;

const TRPC_CODE_OF: Record<ClassroomErrorCode, TRPCError["code"]> = {
  BAD_CODE: "NOT_FOUND",
  NICKNAME_TAKEN: "CONFLICT",
  CLASS_FULL: "CONFLICT",
  CLASS_ENDED: "PRECONDITION_FAILED",
  NOT_FOUND: "NOT_FOUND",
  FORBIDDEN: "FORBIDDEN",
  NOT_A_STUDENT: "FORBIDDEN",
  NO_STUDENTS: "PRECONDITION_FAILED",
  BUSY: "CONFLICT",
  BAD_SETTINGS: "BAD_REQUEST",
  BAD_GROUPS: "BAD_REQUEST",
};

/**
 * Per token (a teacher's or a student's): 10 a second, bursts of 30. A student's page asks every
 * few seconds; a class of 60 behind one school address must not share one bucket, so joining
 * has its own per-address bucket, wide enough for a whole class at the bell.
 */
export const classroomTokenLimiter = new TokenBucketLimiter({ ratePerSecond: 10, burst: 30 });
export const classroomJoinLimiter = new TokenBucketLimiter({ ratePerSecond: 2, burst: 2 * CLASS_MAX_STUDENTS });

const classroomProcedure = publicProcedure.use(async ({ getRawInput, next }) => {
  const raw = (await getRawInput()) as { token?: unknown } | undefined;
  if (isTokenShaped(raw?.token)) takeOrRefuse(classroomTokenLimiter, raw.token);
  const result = await next();
  if (!result.ok && result.error.cause instanceof ClassroomError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: TRPC_CODE_OF[cause.code], message: cause.message, cause });
  }
  if (!result.ok && result.error.cause instanceof TableError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: TABLE_TRPC_CODE[cause.code], message: cause.message, cause });
  }
  return result;
});

const classId = z.string().min(1).max(32).regex(BASE64URL);
const token = z.string().min(TOKEN_INPUT_MIN).max(TOKEN_INPUT_MAX).regex(BASE64URL);
const nickname = plainText(NICKNAME_MAX, { empty: "Scrivi un soprannome." });
const keyed = z.object({ classId, token });

export const classroomRouter = createTRPCRouter({
  create: classroomProcedure
    .input(
      z.object({
        name: plainText(60, { empty: "Dai un nome alla classe." }),
        schoolYear: plainText(20, { empty: "Scrivi l'anno scolastico." }),
        wordProfile: z.enum(PROFILE_NAMES).default("scuola"),
        variant: z.enum(VARIANT_NAMES).default("uisp"),
        /** The Suggerimento at the class's tables (scuola words only), or null: none. */
        hints: z
          .strictObject({ perDeal: z.number().int().min(1).max(MAX_HINTS_PER_DEAL), cost: z.number().int().min(0).max(MAX_HINT_COST) })
          .nullable()
          .default(null),
      }),
    )
    .use(limitedByAddress(creationLimiter))
    .mutation(({ ctx, input }) =>
      ctx.classrooms.create({
        name: input.name,
        schoolYear: input.schoolYear,
        settings: { wordProfile: input.wordProfile, variant: input.variant, hints: input.hints },
      }),
    ),

  join: classroomProcedure
    .input(
      z.object({
        code: z
          .string()
          .trim()
          .min(1, { message: "Scrivi il codice della classe." })
          .max(3 * JOIN_CODE_LENGTH),
        nickname,
      }),
    )
    .use(limitedByAddress(classroomJoinLimiter))
    .mutation(({ ctx, input }) => ctx.classrooms.join(input)),

  me: classroomProcedure.input(keyed).query(({ ctx, input }) => ctx.classrooms.studentView(input.classId, input.token)),

  view: classroomProcedure.input(keyed).query(({ ctx, input }) => ctx.classrooms.teacherView(input.classId, input.token)),

  /** The teacher's dashboard: each student's words laid, words refused with the reason, points. */
  report: classroomProcedure.input(keyed).query(({ ctx, input }) => ctx.classrooms.report(input.classId, input.token)),

  /** "Confronta i tavoli": the class's starts of games, and one start's tables deal by deal (its deals once none is played). */
  compare: classroomProcedure
    .input(keyed.extend({ startedAt: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional() }))
    .query(({ ctx, input }) => ctx.classrooms.compare(input.classId, input.token, input.startedAt)),

  /** One of the class's tables whole (`table.record`'s shape), for "Rivedi la partita": once done and no table of its cards is played. */
  record: classroomProcedure
    .input(keyed.extend({ gameId: z.string().min(1).max(32).regex(BASE64URL) }))
    .query(({ ctx, input }) => ctx.classrooms.tableRecord(input.classId, input.token, input.gameId)),

  startGames: classroomProcedure
    .input(
      keyed.extend({
        grouping: z.enum(["pairs", "fours", "computer"]),
        level: z.enum(BOT_LEVELS).default("principiante"),
        deals: z.number().int().min(1).max(5).default(1),
        /** Tables made by hand: each 1 to 4 student ids, 5 at a Basic class (the service checks; grouping is then not used). */
        tables: z
          .array(z.array(z.string().min(1).max(32)).min(1).max(5))
          .min(1)
          .max(CLASS_MAX_STUDENTS)
          .optional(),
      }),
    )
    .mutation(({ ctx, input }) =>
      ctx.classrooms.startGames(input.classId, input.token, {
        ...input,
        charge: (tables) => takeOrRefuse(creationLimiter, ctx.clientAddress, tables),
      }),
    ),

  /** A new join code: the old one stops working, the students already in stay. */
  newCode: classroomProcedure.input(keyed).mutation(({ ctx, input }) => ctx.classrooms.newJoinCode(input.classId, input.token)),

  rename: classroomProcedure
    .input(keyed.extend({ studentId: z.string().min(1).max(32), nickname }))
    .mutation(({ ctx, input }) => ctx.classrooms.renameStudent(input.classId, input.token, input.studentId, input.nickname)),

  remove: classroomProcedure
    .input(keyed.extend({ studentId: z.string().min(1).max(32) }))
    .mutation(({ ctx, input }) => ctx.classrooms.removeStudent(input.classId, input.token, input.studentId)),

  end: classroomProcedure.input(keyed).mutation(({ ctx, input }) => ctx.classrooms.endClass(input.classId, input.token)),
});
