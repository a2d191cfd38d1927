/**
 * Tables played online (issue #4; docs/api.md). Thin: zod bounds every input at the edge,
 * the table service (src/server/games) stores and authenticates, the engine decides.
 *
 * Errors: an unknown table is NOT_FOUND, a token that opens nothing here FORBIDDEN (both
 * thrown, in Italian). A refused action is a normal result `{ ok: false, code, message }`,
 * so a client can show it next to what caused it; a stale version comes back the same way
 * with the current view.
 */
import { TRPCError, tracked } from "@trpc/server";
import { z } from "zod";

import { BOT_LEVELS } from "~/bots/types";
import { type Action, MAX_HINT_COST, MAX_HINTS_PER_DEAL, VARIANT_NAMES } from "~/engine";
import { PROFILE_NAMES } from "~/lexicon/types";
import { plainText } from "~/server/api/text";
import { creationLimiter, takeOrRefuse } from "~/server/api/limits";
import { bareProcedure, createTRPCRouter, limitedByAddress, rethrowLexiconInputError } from "~/server/api/trpc";
import { TableError, type TableErrorCode } from "~/server/games/errors";
import { SEAT_NAME_MAX, type TableView } from "~/server/games/service";
import { BASE64URL, EVENT_TABLE_CODE_LENGTH, isTokenShaped, TOKEN_INPUT_MAX, TOKEN_INPUT_MIN } from "~/server/games/tokens";
import { TokenBucketLimiter } from "~/server/rate-limit";

/** Card notation is short: `R:A`, `N:Q`, `P`, `J`, `J=S`, `P=A`. */
export const MAX_CARD_CHARS = 8;
/** A meld longer than any word the cards can spell (the deck's longest words are ~26 letters). */
export const MAX_MELD_CARDS = 40;
export const MAX_WORD_CHARS = 40;
/** Gioco al monte: how many melds one action may open, and the pile's cards (108 letters + wilds). */
export const MAX_MONTE_MELDS = 10;
export const MAX_PILE_CARDS = 116;
export const MAX_CLIENT_ACTION_ID = 64;

/** Per seat or spectator token: 20 requests a second, bursts of 40 (a bot is fast, not a flood). */
export const tableRateLimiter = new TokenBucketLimiter({ ratePerSecond: 20, burst: 40 });

const card = z.string().min(1).max(MAX_CARD_CHARS);
const cardList = z.array(card).max(MAX_MELD_CARDS);

const meldAction = z.strictObject({ do: z.literal("meld"), cards: cardList });
const addAction = z.strictObject({
  do: z.literal("add"),
  meld: z.number().int().min(0).max(63),
  cards: cardList,
  word: z.string().max(MAX_WORD_CHARS),
});
const monteAction = z.strictObject({
  do: z.literal("monte"),
  melds: z.array(cardList).max(MAX_MONTE_MELDS),
  pile: z.array(card).max(MAX_PILE_CARDS),
});

/**
 * The actions of src/engine/actions.ts a client may send. Not among them: `timeout`, which
 * the server's clock plays (timers, §7), `timeUp`, which the tournament's turn clock plays
 * (Art. 7), and `ruling`, which only a judge gives (judge.rule).
 * Lengths below the rules' minimum (a meld of 2 cards, an addition of none) pass: the engine
 * refuses them with its own Italian message.
 */
export const actionInput = z.discriminatedUnion("do", [
  z.strictObject({ do: z.literal("draw") }),
  z.strictObject({ do: z.literal("pickup") }),
  meldAction,
  addAction,
  z.strictObject({ do: z.literal("discard"), card }),
  monteAction,
  z.strictObject({ do: z.literal("nextDeal") }),
  /** Issue #5: send a refused word to the judge instead of taking the cards back. */
  z.strictObject({ do: z.literal("contest"), action: z.discriminatedUnion("do", [meldAction, addAction, monteAction]) }),
  /** Issue #5: an opponent's word just played goes to the judge. */
  z.strictObject({ do: z.literal("challenge"), line: z.number().int().min(0).max(3), meld: z.number().int().min(0).max(63) }),
]);

// Every accepted input is an engine Action (a compile-time check, no runtime cost).
const inputIsAnAction: z.infer<typeof actionInput> extends Action ? true : never = true;
void inputIsAnAction;

const gameId = z.string().min(1).max(32).regex(BASE64URL, { message: "Solo lettere, cifre, - e _." });
const token = z.string().min(TOKEN_INPUT_MIN).max(TOKEN_INPUT_MAX).regex(BASE64URL, { message: "Solo lettere, cifre, - e _." });

export const createInput = z
  .object({
    /** "uisp" (default: the tournament rules) or "basic" (Burraco Parole Basic: 58 cards, 7 each, no pozzetti, burraco of 5). */
    variant: z.enum(VARIANT_NAMES).optional(),
    /** 5 only with variant "basic" (the service refuses it otherwise). */
    players: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
    /** With 4 players: `false`, each alone (Basic only); partners 0-2 against 1-3 by default. */
    partners: z.boolean().optional(),
    /** Points to win (default 2,005)… */
    target: z.number().int().min(1).max(100_000).optional(),
    /** …or a number of deals. */
    deals: z.number().int().min(1).max(100).optional(),
    wordProfile: z.enum(PROFILE_NAMES).default("torneo"),
    timers: z.boolean().default(false),
    threePlayerPozzetti: z.enum(["3x11", "18+11"]).optional(),
    /** Gioco al monte (Art. 10.17): part of the regulation, on unless `false` (the ruleset's default). */
    giocoAlMonte: z.boolean().optional(),
    /** Issue #5: "off" (the dictionary decides), "friendly" or "tournament" (RULES §9). */
    judge: z.enum(["off", "friendly", "tournament"]).optional(),
    /**
     * Issue #16: the Suggerimento, only with the scuola profile (the service refuses it
     * otherwise): hints per seat and deal, and the points each costs (0: free).
     */
    hints: z
      .strictObject({
        perDeal: z.number().int().min(1).max(MAX_HINTS_PER_DEAL),
        cost: z.number().int().min(0).max(MAX_HINT_COST),
      })
      .nullable()
      .optional(),
    /** The event's table code (`judge.event.create`'s `tableCode`): its judge and rulings cover this table. */
    eventCode: z
      .string()
      .length(EVENT_TABLE_CODE_LENGTH, { message: `Il codice dell'evento ha ${EVENT_TABLE_CODE_LENGTH} caratteri.` })
      .regex(BASE64URL, { message: "Il codice dell'evento ha solo lettere, cifre, - e _." })
      .optional(),
    /** Issue #13: computer seats and their level; the server plays them, and they have no link. */
    bots: z
      .array(z.strictObject({ seat: z.number().int().min(0).max(4), level: z.enum(BOT_LEVELS) }))
      .max(4)
      .optional(),
  })
  .refine((input) => input.target === undefined || input.deals === undefined, {
    message: "Scegli un punteggio da raggiungere oppure un numero di smazzate, non tutti e due.",
    path: ["deals"],
  });

export const joinInput = z.object({
  gameId,
  token,
  name: plainText(SEAT_NAME_MAX, { empty: "Scrivi un nome." }).optional(),
});

export const viewInput = z.object({ gameId, token });

const version = z.number().int().min(0).max(1_000_000);

export const watchInput = z.object({
  gameId,
  token,
  /** The `view.version` the client already has: not sent again on (re)connecting. */
  lastVersion: version.optional(),
  /**
   * Put here by tRPC on a reconnect (the SSE `Last-Event-ID`, i.e. the last event's id, which
   * is its version). Anything else is ignored rather than refused: a reconnect must not fail.
   */
  lastEventId: z.string().max(32).nullish(),
});

/** Where a (re)connecting client stands: the event id it last received, else `lastVersion`. */
function lastVersionOf(input: z.infer<typeof watchInput>): number | undefined {
  if (typeof input.lastEventId === "string" && /^\d{1,7}$/.test(input.lastEventId)) return Number(input.lastEventId);
  return input.lastVersion;
}

/** Each view as an SSE event whose id is its version (what `Last-Event-ID` sends back). */
async function* trackedByVersion(views: AsyncIterable<TableView>) {
  for await (const view of views) yield tracked(String(view.view.version), view);
}

const clientActionId = z
  .string()
  .min(1)
  .max(MAX_CLIENT_ACTION_ID)
  .regex(/^[A-Za-z0-9_.:-]+$/, { message: "Solo lettere, cifre e _ . : -" });

export const actInput = z.object({ gameId, token, version, clientActionId, action: actionInput });

/** `table.hint`: a move without an action to name (it is the engine's `hint`). */
export const hintInput = z.object({ gameId, token, version, clientActionId });

/** A TableError as tRPC says it (the classroom router's too: a class reads its tables' records). */
export const TABLE_TRPC_CODE: Record<TableErrorCode, TRPCError["code"]> = {
  NOT_FOUND: "NOT_FOUND",
  FORBIDDEN: "FORBIDDEN",
  SPECTATOR: "FORBIDDEN",
  BAD_OPTIONS: "BAD_REQUEST",
  REQUEST_NOT_FOUND: "NOT_FOUND",
  REQUEST_CLOSED: "CONFLICT",
  NOT_OVER: "PRECONDITION_FAILED",
  SAME_DEALS_IN_PLAY: "PRECONDITION_FAILED",
};

/**
 * The table procedures' one middleware (one layer of tRPC's chain instead of three: each
 * copies the call's options, and `table.act` is every move): the rate limit of the token's
 * bucket, then the service's TableError as a TRPCError with its Italian message, and the
 * lexicon's input errors as publicProcedure words them.
 */
function tableMiddleware({ limitByToken }: { limitByToken: boolean }) {
  return bareProcedure.use(async ({ getRawInput, next }) => {
    if (limitByToken) {
      const raw = (await getRawInput()) as { token?: unknown } | undefined;
      // Malformed input is zod's to refuse; only a token-shaped one has a bucket.
      if (isTokenShaped(raw?.token)) takeOrRefuse(tableRateLimiter, raw.token);
    }
    const result = await next();
    if (!result.ok && result.error.cause instanceof TableError) {
      const cause = result.error.cause;
      throw new TRPCError({ code: TABLE_TRPC_CODE[cause.code], message: cause.message, cause });
    }
    rethrowLexiconInputError(result);
    return result;
  });
}

/** Procedures without a token (creating a table). */
const tableProcedure = tableMiddleware({ limitByToken: false });

/** Procedures that carry a token: one bucket per token. */
const tokenProcedure = tableMiddleware({ limitByToken: true });

export const tableRouter = createTRPCRouter({
  /** Each table made counts against the client address's bucket, shared with judge.event.create. */
  create: tableProcedure
    .input(createInput)
    .use(limitedByAddress(creationLimiter))
    .mutation(({ ctx, input }) => ctx.games.createTable(input)),

  /** "Impara a giocare": a lesson table, counted like a table made; answers the learner's seat link. */
  startLesson: tableProcedure
    .input(z.object({ name: plainText(SEAT_NAME_MAX, { empty: "Scrivi un nome." }) }))
    .use(limitedByAddress(creationLimiter))
    .mutation(({ ctx, input }) => ctx.games.startLesson(input.name)),

  join: tokenProcedure.input(joinInput).mutation(({ ctx, input }) => ctx.games.joinSeat(input.gameId, input.token, input.name ?? null)),

  view: tokenProcedure.input(viewInput).query(({ ctx, input }) => ctx.games.getView(input.gameId, input.token)),

  /** The finished match's record (seed and whole log), for any token of the table; PRECONDITION_FAILED while it is played. */
  record: tokenProcedure.input(viewInput).query(({ ctx, input }) => ctx.games.record(input.gameId, input.token)),

  act: tokenProcedure.input(actInput).mutation(({ ctx, input }) =>
    ctx.games.act(input.gameId, input.token, {
      version: input.version,
      clientActionId: input.clientActionId,
      action: input.action,
    }),
  ),

  /**
   * The Suggerimento (issue #16): a move (the engine's `hint`: counted per seat and deal, its
   * cost in the score) whose answer also holds one word the caller's hand can lay now, found
   * in the caller's own view and sent to nobody else. Refused like `act`'s moves.
   */
  hint: tokenProcedure
    .input(hintInput)
    .mutation(({ ctx, input }) => ctx.games.hint(input.gameId, input.token, { version: input.version, clientActionId: input.clientActionId })),

  /** "Parole che potevi fare" (issue #16): once a deal is over, the best 3 words of the caller's final hand or the monte scarti; null before. */
  missedWords: tokenProcedure.input(viewInput).query(({ ctx, input }) => ctx.games.missedWords(input.gameId, input.token)),

  /**
   * Live updates over SSE: the caller's own `view` (the service's `getView`: `viewFor` its
   * seat, or a spectator's) now unless `lastVersion` / `Last-Event-ID` says it has it, then
   * after every change at the table. Each event's id is the view's version. A refused token
   * fails like `view` (NOT_FOUND / FORBIDDEN). Ends when the client goes (signal).
   */
  watch: tokenProcedure.input(watchInput).subscription(async ({ ctx, input, signal }) => {
    const views = await ctx.games.watch(input.gameId, input.token, {
      lastVersion: lastVersionOf(input),
      signal,
    });
    return trackedByVersion(views);
  }),
});
