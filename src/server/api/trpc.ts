/**
 * tRPC setup: the request context, the error shape clients see, and the procedure kinds.
 * Routers live in ./routers, one per noun, and are merged in ./root.ts.
 */
import { initTRPC, TRPCError, type TRPCDefaultErrorShape } from "@trpc/server";
import { z, ZodError } from "zod";

import { LexiconInputError } from "~/lexicon/service";
import { TableError } from "~/server/games/errors";
import { JudgeError } from "~/server/judge/errors";
import { ClassroomError } from "~/server/classroom/errors";
import { TournamentError } from "~/server/tournament/errors";
import type { Services } from "~/server/services";
import type { TokenBucketLimiter } from "~/server/rate-limit";
import { inputRefusal, italianIssue } from "./input-errors";
import { takeOrRefuse } from "./limits";

/**
 * What every procedure receives, the same from both servers (Next's route handler under
 * `next dev`, src/server/http under `npm start`): the services, built once at start
 * (src/server/services.ts), and who is asking. No request headers: tokens travel in the input.
 */
export type TRPCContext = Services & {
  /**
   * The client's address, the key of the per-address limits (src/server/api/limits.ts): the
   * socket's, or with TRUST_PROXY the one our proxy saw (src/server/http/client-address.ts).
   */
  clientAddress: string;
};

export function createTRPCContext(services: Services, clientAddress: string): TRPCContext {
  return { ...services, clientAddress };
}

// Every message zod writes for a rejected input is in Italian: a person may read it.
z.config({ customError: italianIssue });

/** A refusal of ours, thrown with its Italian message by a service or the lexicon. */
function isOurs(cause: unknown): boolean {
  return (
    cause instanceof TableError ||
    cause instanceof JudgeError ||
    cause instanceof ClassroomError ||
    cause instanceof TournamentError ||
    cause instanceof LexiconInputError
  );
}

/**
 * tRPC's own refusals (a procedure that does not exist, input that is not JSON, a query sent
 * as POST) and a failure nobody foresaw carry English or internal text: each gets an Italian
 * sentence instead, the cause staying in the server's log. Every NOT_FOUND and BAD_REQUEST of
 * ours carries its cause (isOurs; a rejected input its ZodError, see formatError).
 */
function italianFallback(error: TRPCError): string | null {
  switch (error.code) {
    case "INTERNAL_SERVER_ERROR":
      return "Qualcosa non ha funzionato sul server: riprova tra poco.";
    case "PARSE_ERROR":
      return "La richiesta non si legge (non è JSON valido): ricarica la pagina e riprova.";
    case "METHOD_NOT_SUPPORTED":
      return "Metodo non ammesso: usa GET per le query e POST per le mutazioni (docs/api.md).";
    case "NOT_FOUND":
      return isOurs(error.cause) ? null : "Questa procedura non esiste: controlla il nome in docs/api.md.";
    case "BAD_REQUEST":
      return isOurs(error.cause) ? null : "La richiesta non si legge: ricarica la pagina e riprova.";
    default:
      return null;
  }
}

/**
 * The error shape clients see: tRPC's, with an Italian message that says what to do (a
 * rejected input's in one sentence, see ./input-errors.ts), plus the field errors of a
 * rejected input ({ fieldErrors: { word: ["..."] } }), so forms can show them next to the
 * field; null for every other error. Also shapes the refusals made before tRPC runs
 * (src/server/http/api-refusals.ts).
 */
export function formatError({ shape, error }: { shape: TRPCDefaultErrorShape; error: TRPCError }) {
  const rejectedInput = error.code === "BAD_REQUEST" && error.cause instanceof ZodError ? error.cause : null;
  return {
    ...shape,
    message: rejectedInput !== null ? inputRefusal(rejectedInput) : (italianFallback(error) ?? shape.message),
    data: {
      ...shape.data,
      zodError: rejectedInput !== null ? z.flattenError(rejectedInput) : null,
    },
  };
}

const t = initTRPC.context<TRPCContext>().create({
  // Subscriptions (table.watch) over SSE: a ping every 15 s keeps proxies from closing an
  // idle stream; a client that hears nothing for 40 s reconnects (resuming by its last id).
  sse: {
    ping: { enabled: true, intervalMs: 15_000 },
    client: { reconnectAfterInactivityMs: 40_000 },
  },
  errorFormatter: formatError,
});

export const createCallerFactory = t.createCallerFactory;
export const createTRPCRouter = t.router;

/**
 * The lexicon refuses some inputs itself (LexiconInputError, src/lexicon/service.ts): that is
 * the caller's mistake, so a 400 with the lexicon's Italian message, not a 500.
 */
function isLexiconInputError(error: unknown): error is LexiconInputError {
  return error instanceof LexiconInputError;
}

/** Throws the 400 for a middleware result that failed on a LexiconInputError (see above). */
export function rethrowLexiconInputError(result: { ok: true } | { ok: false; error: TRPCError }): void {
  if (!result.ok && isLexiconInputError(result.error.cause)) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: result.error.cause.message,
      cause: result.error.cause,
    });
  }
}

const lexiconInputErrorsAreBadRequests = t.middleware(async ({ next }) => {
  const result = await next();
  rethrowLexiconInputError(result);
  return result;
});

/** No authentication yet: everything is public. */
export const publicProcedure = t.procedure.use(lexiconInputErrorsAreBadRequests);

/**
 * The procedure without middleware, for a router whose one middleware also does what
 * publicProcedure's does (rethrowLexiconInputError): the table router, on the hot path of
 * every move, where each layer of tRPC's middleware chain copies the call's options.
 */
export const bareProcedure = t.procedure;

/**
 * One request from the client address's bucket in `limiter` (src/server/api/limits.ts); used
 * after `.input(…)`, so that a malformed call is refused by validation first.
 */
export function limitedByAddress(limiter: TokenBucketLimiter) {
  return t.middleware(({ ctx, next }) => {
    takeOrRefuse(limiter, ctx.clientAddress);
    return next();
  });
}
