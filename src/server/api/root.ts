import { classroomRouter } from "~/server/api/routers/classroom";
import { dictionaryRouter } from "~/server/api/routers/dictionary";
import { healthRouter } from "~/server/api/routers/health";
import { judgeRouter } from "~/server/api/routers/judge";
import { tableRouter } from "~/server/api/routers/table";
import { tournamentRouter } from "~/server/api/routers/tournament";
import { createCallerFactory, createTRPCRouter } from "~/server/api/trpc";

export const appRouter = createTRPCRouter({
  classroom: classroomRouter,
  dictionary: dictionaryRouter,
  health: healthRouter,
  judge: judgeRouter,
  table: tableRouter,
  tournament: tournamentRouter,
});

export type AppRouter = typeof appRouter;

/**
 * Server-side calls without HTTP (tests, RSC):
 * `const api = createCaller(createTRPCContext())`.
 */
export const createCaller = createCallerFactory(appRouter);
