/**
 * The language judge (issue #5; docs/judge.md). Thin: zod bounds every input, the judge
 * service (src/server/judge) authenticates the judge's code, checks their authority and keeps
 * the audit trail. Every procedure but `event.create` takes a `credential`: the table judge's
 * `{ gameId, token }`, the event judge's `{ eventId, token }` or the admin's `{ admin: true, token }`.
 *
 * Nothing here returns game state: rulings, verdicts and the public facts of a request (the
 * contested cards and meld), never a hand (RULES §9; issue #5 "a judge cannot see hands").
 */
import { TRPCError } from "@trpc/server";
import { z } from "zod";

import { PROFILE_NAMES } from "~/lexicon/types";
import { plainText } from "~/server/api/text";
import { creationLimiter, takeOrRefuse } from "~/server/api/limits";
import { createTRPCRouter, limitedByAddress, publicProcedure } from "~/server/api/trpc";
import { MAX_WORD_LENGTH } from "~/lexicon/normalize";
import { JudgeError, type JudgeErrorCode } from "~/server/judge/errors";
import { EVENT_NAME_MAX } from "~/server/judge/service";
import { JUDGE_NAME_MAX, REASON_MAX } from "~/server/judge/transfer";
import { judgeRequestView, rulingView } from "~/server/judge/views";
import { BASE64URL, TOKEN_INPUT_MAX, TOKEN_INPUT_MIN } from "~/server/games/tokens";
import type { JudgeCredential } from "~/server/judge/auth";
import { TokenBucketLimiter } from "~/server/rate-limit";
import { wakeups } from "~/server/wakeups";

/** A file of 10,000 rulings with long reasons stays under this. */
export const IMPORT_MAX_CHARS = 2_000_000;
export const SEARCH_MAX = 500;

const id = z.string().min(1).max(32).regex(BASE64URL, { message: "Solo lettere, cifre, - e _." });
const token = z.string().min(TOKEN_INPUT_MIN).max(TOKEN_INPUT_MAX).regex(BASE64URL, { message: "Solo lettere, cifre, - e _." });
/** The admin's code (JUDGE_ADMIN_TOKEN) is chosen by a person: any characters, up to this. */
const ADMIN_CODE_MAX = 128;

export const credentialInput = z.union([
  z.strictObject({ gameId: id, token }),
  z.strictObject({ eventId: id, token }),
  z.strictObject({ admin: z.literal(true), token: z.string().min(16).max(ADMIN_CODE_MAX) }),
]);

const word = z.string().trim().min(1).max(MAX_WORD_LENGTH);
const decision = z.enum(["allow", "deny"]);
const scope = z.enum(["global", "event", "table"]);
const reason = plainText(REASON_MAX, { empty: "Serve un motivo.", multiline: true });
const judge = plainText(JUDGE_NAME_MAX, { empty: "Serve il nome del giudice." });
const format = z.enum(["csv", "json"]);

const scopeFields = {
  scope,
  /** The event or table id; omitted (or null) for global. */
  scopeId: id.nullish(),
};

export const createRulingInput = z.object({ credential: credentialInput, word, decision, ...scopeFields, reason, judge });
export const supersedeInput = z.object({ credential: credentialInput, rulingId: id, decision, reason, judge });
export const withdrawInput = z.object({ credential: credentialInput, rulingId: id, reason, judge });

export const searchInput = z.object({
  credential: credentialInput,
  word: word.optional(),
  judge: plainText(JUDGE_NAME_MAX).optional(),
  eventId: id.optional(),
  gameId: id.optional(),
  scope: scope.optional(),
  /** ms since the epoch, inclusive. */
  from: z.number().int().min(0).optional(),
  to: z.number().int().min(0).optional(),
  activeOnly: z.boolean().default(false),
  limit: z.number().int().min(1).max(SEARCH_MAX).default(100),
});

export const exportInput = z.object({
  credential: credentialInput,
  format,
  scope: scope.optional(),
  eventId: id.optional(),
  gameId: id.optional(),
});

export const importInput = z.object({
  credential: credentialInput,
  format,
  content: z.string().max(IMPORT_MAX_CHARS),
  judge,
  /** Every line at this scope instead of the file's. */
  target: z.object(scopeFields).optional(),
});

export const checkInput = z.object({
  credential: credentialInput,
  word,
  profile: z.enum(PROFILE_NAMES).default("torneo"),
  /** An event judge or the admin: the verdict at this table. */
  gameId: id.optional(),
});

export const ruleInput = z.object({
  credential: credentialInput,
  requestId: id,
  /** The word stands: the contest is approved, or the challenge rejected. */
  approve: z.boolean(),
  reason,
  judge,
  /** Also record a ruling on the word(s) at this scope (allow if approved, deny if not), or null. */
  record: z.object({ scope }).nullable(),
});

/**
 * The judge's queue now and after every request opened or decided at one of their tables:
 * `{ version, requests }` (details as `judge.request`), newest first. Listens only while
 * iterated: a disconnect (`signal`) stops it.
 */
async function* queueUpdates(load: () => Promise<unknown[]>, subscribe: (onChange: () => void) => () => void, signal: AbortSignal | undefined) {
  let version = 0;
  for await (const _ of wakeups(subscribe, signal)) yield { version: version++, requests: await load() };
}

const TRPC_CODE_OF: Record<JudgeErrorCode, TRPCError["code"]> = {
  NOT_FOUND: "NOT_FOUND",
  FORBIDDEN: "FORBIDDEN",
  NO_ADMIN: "FORBIDDEN",
  OUT_OF_SCOPE: "FORBIDDEN",
  BAD_WORD: "BAD_REQUEST",
  BAD_SCOPE: "BAD_REQUEST",
  BAD_RULING: "BAD_REQUEST",
  BAD_EVENT: "BAD_REQUEST",
  RULING_NOT_FOUND: "NOT_FOUND",
  NOT_ACTIVE: "CONFLICT",
  DUPLICATE: "CONFLICT",
  BAD_IMPORT: "BAD_REQUEST",
  REQUEST_NOT_FOUND: "NOT_FOUND",
  REQUEST_CLOSED: "CONFLICT",
};

/** Per judge code: 10 requests a second, bursts of 30 (a console, not a flood). */
export const judgeRateLimiter = new TokenBucketLimiter({ ratePerSecond: 10, burst: 30 });

/** The service's JudgeError leaves as a TRPCError with its Italian message. */
const judgeProcedure = publicProcedure.use(async ({ getRawInput, next }) => {
  const raw = (await getRawInput()) as { credential?: { token?: unknown } } | undefined;
  // Only a token of an accepted shape has a bucket (an admin code is ≤ 128 characters).
  const code = raw?.credential?.token;
  if (typeof code === "string" && code.length <= ADMIN_CODE_MAX) takeOrRefuse(judgeRateLimiter, code);
  const result = await next();
  if (!result.ok && result.error.cause instanceof JudgeError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: TRPC_CODE_OF[cause.code], message: cause.message, cause });
  }
  return result;
});

export const judgeRouter = createTRPCRouter({
  event: createTRPCRouter({
    /**
     * A new event and its judge link (shown once). Tables join it with `table.create({ eventCode })`.
     * Each event made counts against the client address's bucket, shared with table.create.
     */
    create: judgeProcedure
      .input(z.object({ name: plainText(EVENT_NAME_MAX, { empty: "Dai un nome all'evento." }) }))
      .use(limitedByAddress(creationLimiter))
      .mutation(({ ctx, input }) => ctx.judges.createEvent(input.name)),
  }),

  /** Who the code makes the caller, and where they may rule. */
  whoami: judgeProcedure.input(z.object({ credential: credentialInput })).query(({ ctx, input }) => ctx.judges.whoami(input.credential)),

  /** The verdict the table would get (source, ruling) and the word's precedents. */
  check: judgeProcedure.input(checkInput).query(async ({ ctx, input }) => {
    const lexicon = await ctx.getLexicon();
    const answer = await ctx.judges.check(input.credential, lexicon, input.word, input.profile, input.gameId);
    return { check: answer.check, precedents: answer.precedents.map(rulingView) };
  }),

  /** Pending requests of the judge's tables, newest first. */
  queue: judgeProcedure
    .input(z.object({ credential: credentialInput }))
    .query(async ({ ctx, input }) => (await ctx.judges.queue(input.credential)).map(judgeRequestView)),

  /** One request with its context: the public melds, verdict, base word, near words, precedents. */
  request: judgeProcedure.input(z.object({ credential: credentialInput, requestId: id })).query(async ({ ctx, input }) => {
    return ctx.judges.requestDetail(input.credential, ctx.games, await ctx.getLexicon(), input.requestId);
  }),

  /** Decide a request: the table resumes at once; see ruleInput. */
  rule: judgeProcedure.input(ruleInput).mutation(async ({ ctx, input }) =>
    ctx.judges.rule(input.credential, ctx.games, {
      requestId: input.requestId,
      approve: input.approve,
      reason: input.reason,
      judge: input.judge,
      record: input.record,
    }),
  ),

  /** The queue, live (SSE): see queueUpdates. */
  watch: judgeProcedure.input(z.object({ credential: credentialInput })).subscription(async ({ ctx, input, signal }) => {
    const { judges, games } = ctx;
    const identity = await judges.whoami(input.credential); // a refused code fails the call itself
    const lexicon = await ctx.getLexicon();
    const credential: JudgeCredential = input.credential;
    return queueUpdates(
      () => judges.queueDetails(credential, games, lexicon),
      (wake) =>
        games.judgeEvents.subscribe((change) => {
          // An event judge's list of tables grows as tables join the event: re-read on each change.
          if (identity.tables === null || identity.role === "event" || identity.tables.includes(change.gameId)) wake();
        }),
      signal,
    );
  }),

  rulings: createTRPCRouter({
    create: judgeProcedure.input(createRulingInput).mutation(async ({ ctx, input }) =>
      rulingView(
        await ctx.judges.createRuling(input.credential, {
          word: input.word,
          decision: input.decision,
          scope: input.scope,
          scopeId: input.scopeId ?? null,
          reason: input.reason,
          judge: input.judge,
        }),
      ),
    ),

    supersede: judgeProcedure.input(supersedeInput).mutation(async ({ ctx, input }) => {
      const changed = await ctx.judges.supersedeRuling(input.credential, input.rulingId, {
        decision: input.decision,
        reason: input.reason,
        judge: input.judge,
      });
      return { previous: rulingView(changed.previous), ruling: rulingView(changed.ruling) };
    }),

    withdraw: judgeProcedure.input(withdrawInput).mutation(async ({ ctx, input }) => {
      const changed = await ctx.judges.withdrawRuling(input.credential, input.rulingId, {
        reason: input.reason,
        judge: input.judge,
      });
      return { previous: rulingView(changed.previous), ruling: rulingView(changed.ruling) };
    }),

    search: judgeProcedure.input(searchInput).query(async ({ ctx, input }) => {
      const rows = await ctx.judges.search(input.credential, {
        word: input.word,
        judge: input.judge,
        eventId: input.eventId,
        gameId: input.gameId,
        scope: input.scope,
        from: input.from === undefined ? undefined : new Date(input.from),
        to: input.to === undefined ? undefined : new Date(input.to),
        activeOnly: input.activeOnly,
        limit: input.limit,
      });
      return rows.map(rulingView);
    }),

    consistency: judgeProcedure
      .input(z.object({ credential: credentialInput, limit: z.number().int().min(1).max(SEARCH_MAX).default(100) }))
      .query(async ({ ctx, input }) =>
        (await ctx.judges.consistency(input.credential, input.limit)).map((entry) => ({
          word: entry.word,
          activeConflict: entry.activeConflict,
          rulings: entry.rulings.map(rulingView),
        })),
      ),

    /** The rulings in force as a file: `{ format, content }` (CSV with CRLF, or JSON). */
    export: judgeProcedure.input(exportInput).query(async ({ ctx, input }) => ({
      format: input.format,
      content: await ctx.judges.exportRulings(input.credential, input.format, {
        scope: input.scope,
        eventId: input.eventId,
        gameId: input.gameId,
      }),
    })),

    /**
     * All or nothing. A file with problems is a normal answer `{ ok: false, message, problems }`
     * (one Italian line per problem, with its line number), so the console can list them.
     */
    import: judgeProcedure.input(importInput).mutation(async ({ ctx, input }) => {
      try {
        const result = await ctx.judges.importRulings(input.credential, {
          format: input.format,
          content: input.content,
          judge: input.judge,
          target: input.target === undefined ? undefined : { scope: input.target.scope, scopeId: input.target.scopeId ?? null },
        });
        return { ok: true as const, ...result };
      } catch (error) {
        if (error instanceof JudgeError && error.code === "BAD_IMPORT") {
          return { ok: false as const, message: error.message, problems: error.problems };
        }
        throw error;
      }
    }),
  }),
});
