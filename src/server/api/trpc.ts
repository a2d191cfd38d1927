/**
 * tRPC setup: the request context, the error shape clients see, and the procedure kinds.
 * Routers live in ./routers, one per noun, and are merged in ./root.ts.
 */
import { initTRPC, TRPCError } from "@trpc/server";
import { z, ZodError } from "zod";

import { getDb } from "~/server/db";
import { getLexicon } from "~/server/lexicon";

/**
 * What every procedure receives, the same from both servers (Next's route handler under
 * `next dev`, src/server/http under `npm start`). The lexicon is a getter, not a value:
 * procedures that do not need the dictionary should not wait for it to load. No request
 * headers: no procedure reads them (tokens travel in the input).
 */
export function createTRPCContext() {
  return {
    db: getDb(),
    getLexicon,
  };
}

export type TRPCContext = ReturnType<typeof createTRPCContext>;

const t = initTRPC.context<TRPCContext>().create({
  // Subscriptions (table.watch) over SSE: a ping every 15 s keeps proxies from closing an
  // idle stream; a client that hears nothing for 40 s reconnects (resuming by its last id).
  sse: {
    ping: { enabled: true, intervalMs: 15_000 },
    client: { reconnectAfterInactivityMs: 40_000 },
  },
  errorFormatter({ shape, error }) {
    return {
      ...shape,
      data: {
        ...shape.data,
        // Field errors of a rejected input ({ fieldErrors: { word: ["..."] } }), so forms
        // can show them next to the field; null for every other error.
        zodError: error.code === "BAD_REQUEST" && error.cause instanceof ZodError ? z.flattenError(error.cause) : null,
      },
    };
  },
});

export const createCallerFactory = t.createCallerFactory;
export const createTRPCRouter = t.router;

/**
 * The lexicon refuses some inputs itself (LexiconInputError, src/lexicon/service.ts): that is
 * the caller's mistake, so a 400 with the lexicon's Italian message, not a 500. Matched by
 * name, not instanceof: the lexicon may have been opened by the instrumentation bundle,
 * whose copy of the class is not this bundle's.
 */
function isLexiconInputError(error: unknown): error is Error {
  return error instanceof Error && error.name === "LexiconInputError";
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
