/**
 * Tournaments (docs/tournament.md). The director, with the director's link:
 * `tournament.create`, `register` (also by the registration link), `checkIn`, `withdraw`, `newPlayerLink`,
 * `view` (the console), `startTurn`, `callTime`, `penalty`, `correct`, `tableSoFar`, `closeTable`, `export`. Anyone:
 * `standings` and its live `watch` (the hall's screen), `registrationInfo` (the registration page). A player, with their own link: `me`; a
 * partner, with the invite passed on: `claim`.
 */
import { TRPCError } from "@trpc/server";
import { z } from "zod";

import { BOT_LEVELS } from "~/bots/types";
import { JUDGE_MODES } from "~/engine";
import { PROFILE_NAMES } from "~/lexicon/types";
import { creationLimiter, takeOrRefuse, tooManyRequests } from "~/server/api/limits";
import { plainText } from "~/server/api/text";
import { TABLE_TRPC_CODE } from "~/server/api/routers/table";
import { createTRPCRouter, limitedByAddress, publicProcedure } from "~/server/api/trpc";
import { TableError } from "~/server/games/errors";
import { BASE64URL, isTokenShaped, TOKEN_INPUT_MAX, TOKEN_INPUT_MIN } from "~/server/games/tokens";
import { TokenBucketLimiter } from "~/server/rate-limit";
import { TournamentError, type TournamentErrorCode } from "~/server/tournament/errors";
import { MAX_TABLES } from "~/server/tournament/service";
import { MAX_TURNS } from "~/server/tournament/settings";
import { FORMATS, MOVEMENTS } from "~/tournament";

/** A tournament's name, an entrant's (a pair's, a team's), a player's. */
export const TOURNAMENT_NAME_MAX = 60;
export const ENTRANT_NAME_MAX = 40;
export const PLAYER_NAME_MAX = 32;
/** The most PP a penalty takes, or a corrected line may have (a turn of 4 deals rarely passes 3000). */
const PP_MAX = 10_000;
/** A table's PP so far, the sum of its deals: far below this. */
const PP_SO_FAR_MAX = 1_000_000;

const TRPC_CODE_OF: Record<TournamentErrorCode, TRPCError["code"]> = {
  NOT_FOUND: "NOT_FOUND",
  FORBIDDEN: "FORBIDDEN",
  BAD_REGISTRATION_LINK: "FORBIDDEN",
  BAD_INVITE: "FORBIDDEN",
  NOT_A_PLAYER: "FORBIDDEN",
  BAD_SETTINGS: "BAD_REQUEST",
  BAD_TURN_TIME: "BAD_REQUEST",
  BAD_PLAYERS: "BAD_REQUEST",
  NAME_TAKEN: "CONFLICT",
  FULL: "CONFLICT",
  CLOSED: "PRECONDITION_FAILED",
  REGISTRATION_CLOSED: "PRECONDITION_FAILED",
  NO_ENTRANT: "NOT_FOUND",
  WITHDRAWN: "PRECONDITION_FAILED",
  TURN_IN_PLAY: "PRECONDITION_FAILED",
  NO_TURN_LEFT: "PRECONDITION_FAILED",
  TOO_FEW: "PRECONDITION_FAILED",
  BAD_SEATING: "BAD_REQUEST",
  NO_TURN: "NOT_FOUND",
  BAD_ADJUSTMENT: "BAD_REQUEST",
  BUSY: "CONFLICT",
  TOO_MANY_ADJUSTMENTS: "PRECONDITION_FAILED",
  TABLE_MOVING: "CONFLICT",
  PP_CHANGED: "CONFLICT",
};

/**
 * Per token (the director's, a player's): 10 a second, bursts of 30 — a console and a player's
 * page ask every few seconds. Registration by link (`register`, a partner's `claim`) has a
 * per-address bucket wide enough for a hall signing up at once behind one address; the
 * registration page's header (`registrationInfo`, one row read) one of its own, so that loading
 * the page does not take from what signing up may spend; the public standings one per address too.
 */
export const tournamentTokenLimiter = new TokenBucketLimiter({ ratePerSecond: 10, burst: 30 });
export const tournamentRegistrationLimiter = new TokenBucketLimiter({ ratePerSecond: 2, burst: 200 });
export const tournamentRegistrationInfoLimiter = new TokenBucketLimiter({ ratePerSecond: 5, burst: 200 });
export const tournamentStandingsLimiter = new TokenBucketLimiter({ ratePerSecond: 5, burst: 30 });
/**
 * Per address, the keys refused (a director's, a registration link's, a player's that opens
 * nothing here): 30 at once, then 1 a second. The per-token bucket cannot stop guesses that
 * each bring a new key; past this one, a key from the address is looked up before anything
 * else (`keyOpens`: a row read and one indexed read) and refused with 429 unless it opens
 * something. A hall behind one address shares the bucket, so a right key never waits on it:
 * one guesser there costs the others nothing.
 */
export const tournamentWrongKeyLimiter = new TokenBucketLimiter({ ratePerSecond: 1, burst: 30 });
const WRONG_KEY: ReadonlySet<TournamentErrorCode> = new Set(["FORBIDDEN", "BAD_REGISTRATION_LINK", "NOT_A_PLAYER"]);

const tournamentId = z.string().min(1).max(32).regex(BASE64URL);

type RawKeyed = { tournamentId?: unknown; token?: unknown; registrationToken?: unknown } | undefined;

/** The key a call presents, as the procedure's input reads it (`register` takes the registration key first), or null when its shape is wrong. */
function presentedKey(raw: RawKeyed): { tournamentId: string; key: { registrationToken: string } | { token: string } } | null {
  const id = tournamentId.safeParse(raw?.tournamentId);
  if (!id.success) return null;
  if (raw?.registrationToken !== undefined)
    return isTokenShaped(raw.registrationToken) ? { tournamentId: id.data, key: { registrationToken: raw.registrationToken } } : null;
  return isTokenShaped(raw?.token) ? { tournamentId: id.data, key: { token: raw.token } } : null;
}

const tournamentProcedure = publicProcedure.use(async ({ ctx, getRawInput, next }) => {
  const raw = (await getRawInput()) as RawKeyed;
  if (isTokenShaped(raw?.token)) takeOrRefuse(tournamentTokenLimiter, raw.token);
  if (raw?.token !== undefined || raw?.registrationToken !== undefined) {
    const wait = tournamentWrongKeyLimiter.waitFor(ctx.clientAddress);
    if (wait > 0) {
      const presented = presentedKey(raw);
      if (presented === null || !(await ctx.tournaments.keyOpens(presented.tournamentId, presented.key))) throw tooManyRequests(wait);
    }
  }
  const result = await next();
  if (!result.ok && result.error.cause instanceof TournamentError) {
    const cause = result.error.cause;
    if (WRONG_KEY.has(cause.code)) tournamentWrongKeyLimiter.takeOrWait(ctx.clientAddress);
    throw new TRPCError({ code: TRPC_CODE_OF[cause.code], message: cause.message, cause });
  }
  // The tables are the table service's: its refusals (a record whose cards are still played) keep their sentence.
  if (!result.ok && result.error.cause instanceof TableError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: TABLE_TRPC_CODE[cause.code], message: cause.message, cause });
  }
  return result;
});

const token = z.string().min(TOKEN_INPUT_MIN).max(TOKEN_INPUT_MAX).regex(BASE64URL);
const entrantId = z.string().min(1).max(32).regex(BASE64URL);
const keyed = z.object({ tournamentId, token });
/** PP as the score sheet has them: every card is worth a multiple of 5 (Art. 5), so the VP tables' rows are (Art. 3). */
const points = z.number().int().multipleOf(5, { message: "I punti vanno a multipli di 5, come sullo score (Art. 5): correggi e riprova." }).max(PP_MAX);
const turn = z.number().int().min(1).max(MAX_TURNS);
const who = plainText(40, { empty: "Scrivi chi decide (il nome del direttore di gara)." });
const why = plainText(300, { empty: "Scrivi il motivo: resta nel registro delle correzioni.", multiline: true });

export const createInput = z.object({
  name: plainText(TOURNAMENT_NAME_MAX, { empty: "Dai un nome al torneo." }),
  format: z.enum(FORMATS),
  tableSize: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  sessions: z.number().int().min(1).max(MAX_TURNS).default(1),
  turnsPerSession: z.number().int().min(1).max(MAX_TURNS),
  dealsPerTurn: z.number().int().min(1).max(4),
  turnMinutes: z.number().int().min(1).max(60),
  movement: z.enum(MOVEMENTS),
  firstTurn: z.enum(["random", "director", "fixedMobile"]).default("random"),
  incomplete: z.enum(["robots", "zoppo"]).default("robots"),
  robotLevel: z.enum(BOT_LEVELS).default("medio"),
  wordProfile: z.enum(PROFILE_NAMES).default("torneo"),
  judge: z.enum(JUDGE_MODES as readonly ["off", "friendly", "tournament"]).default("tournament"),
  carteUguali: z.boolean().default(true),
  moveTimers: z.boolean().default(true),
});

const playerNames = z
  .array(plainText(PLAYER_NAME_MAX, { empty: "Scrivi il nome di ogni giocatore." }))
  .min(1)
  .max(4);

export const tournamentRouter = createTRPCRouter({
  create: tournamentProcedure
    .input(createInput)
    .use(limitedByAddress(creationLimiter))
    .mutation(({ ctx, input: { name, ...settings } }) => ctx.tournaments.create({ name, settings })),

  /** By the registration link (`registrationToken`) until the first turn, or by the director (`token`). */
  register: tournamentProcedure
    .input(
      z.union([
        z.object({
          tournamentId,
          registrationToken: token,
          name: plainText(ENTRANT_NAME_MAX, { empty: "Scrivi il nome dell'iscritto." }),
          players: playerNames,
        }),
        keyed.extend({ name: plainText(ENTRANT_NAME_MAX, { empty: "Scrivi il nome dell'iscritto." }), players: playerNames }),
      ]),
    )
    .use(limitedByAddress(tournamentRegistrationLimiter))
    .mutation(({ ctx, input }) =>
      ctx.tournaments.register(input.tournamentId, "token" in input ? { directorToken: input.token } : { registrationToken: input.registrationToken }, {
        name: input.name,
        players: input.players,
      }),
    ),

  /** The registration page's header (name, parameters, open or not), on a limiter of its own: a hall signing up at once waits neither on the standings' nor on its own sign-ups'. */
  registrationInfo: tournamentProcedure
    .input(z.object({ tournamentId }))
    .use(limitedByAddress(tournamentRegistrationInfoLimiter))
    .query(({ ctx, input }) => ctx.tournaments.registrationInfo(input.tournamentId)),

  checkIn: tournamentProcedure
    .input(keyed.extend({ entrantId }))
    .mutation(({ ctx, input }) => ctx.tournaments.checkIn(input.tournamentId, input.token, input.entrantId)),

  withdraw: tournamentProcedure
    .input(keyed.extend({ entrantId }))
    .mutation(({ ctx, input }) => ctx.tournaments.withdraw(input.tournamentId, input.token, input.entrantId)),

  /** "Nuovo link per il giocatore": a new page link for the player at `position` of the entrant; the old one (or the invite) opens nothing, and so does the old link of their seat at a table still being played. */
  newPlayerLink: tournamentProcedure
    .input(keyed.extend({ entrantId, position: z.number().int().min(0).max(3) }))
    .mutation(({ ctx, input }) => ctx.tournaments.newPlayerLink(input.tournamentId, input.token, input)),

  /** The director's console: turns, the tables' progress, entrants (late ones apart), the judge's queue link, the corrections. */
  view: tournamentProcedure.input(keyed).query(({ ctx, input }) => ctx.tournaments.directorView(input.tournamentId, input.token)),

  /** The hall's screen, polled. */
  standings: tournamentProcedure
    .input(z.object({ tournamentId }))
    .use(limitedByAddress(tournamentStandingsLimiter))
    .query(({ ctx, input }) => ctx.tournaments.publicView(input.tournamentId)),

  /** The hall's screen, live: the public view now and after every change (SSE, the server's stream cap applies). */
  watch: tournamentProcedure
    .input(z.object({ tournamentId }))
    .use(limitedByAddress(tournamentStandingsLimiter))
    .subscription(({ ctx, input, signal }) => ctx.tournaments.watch(input.tournamentId, signal)),

  /** A partner's invite (signed up by the registration link) opened on their own device: their page's token, minted now; the invite then opens nothing. */
  claim: tournamentProcedure
    .input(z.object({ tournamentId, token }))
    .use(limitedByAddress(tournamentRegistrationLimiter))
    .mutation(({ ctx, input }) => ctx.tournaments.claim(input.tournamentId, input.token)),

  /** A player's page: the table to go to now, every turn's table and result, their standing. */
  me: tournamentProcedure.input(keyed).query(({ ctx, input }) => ctx.tournaments.me(input.tournamentId, input.token)),

  startTurn: tournamentProcedure
    .input(
      keyed.extend({
        /** The first turn's tables by the director (Art. 3.2 a.2): each the entrants that meet there. */
        tables: z.array(z.array(entrantId).min(1).max(4)).min(1).max(MAX_TABLES).optional(),
      }),
    )
    .mutation(({ ctx, input }) =>
      ctx.tournaments.startTurn(input.tournamentId, input.token, {
        ...(input.tables === undefined ? {} : { tables: input.tables }),
        // One request however many tables: a turn is bounded by MAX_TABLES, and waits for the previous one to end.
        charge: () => takeOrRefuse(creationLimiter, ctx.clientAddress),
      }),
    ),

  /** The director's whistle: time is up for the turn (Art. 7), before its deadline. */
  callTime: tournamentProcedure.input(keyed).mutation(({ ctx, input }) => ctx.tournaments.callTime(input.tournamentId, input.token)),

  /** Art. 13: PP taken from the entrant's line at the turn; 0 PP records a richiamo (Art. 13.1). */
  penalty: tournamentProcedure
    .input(keyed.extend({ turn, entrantId, pp: points.min(0), by: who, reason: why }))
    .mutation(({ ctx, input }) => ctx.tournaments.penalty(input.tournamentId, input.token, input)),

  /** Art. 2.5, 12.2: a table's PP by line replaced, or the technical score (Art. 13.3). */
  correct: tournamentProcedure
    .input(
      keyed.extend({
        turn,
        table: z.number().int().min(1).max(MAX_TABLES),
        change: z.discriminatedUnion("kind", [
          z.strictObject({ kind: z.literal("pp"), pp: z.array(points.min(-PP_MAX)).min(2).max(3) }),
          z.strictObject({ kind: z.literal("technical"), presentLine: z.union([z.literal(0), z.literal(1)]) }),
        ]),
        by: who,
        reason: why,
      }),
    )
    .mutation(({ ctx, input }) => ctx.tournaments.correct(input.tournamentId, input.token, input)),

  /** Art. 13.4 c: a table that cannot finish is closed with the PP of the deals played so far (a correction). */
  closeTable: tournamentProcedure
    .input(
      keyed.extend({
        turn,
        table: z.number().int().min(1).max(MAX_TABLES),
        by: who,
        reason: why,
        // The PP by line the confirm showed (`tableSoFar`): refused (PP_CHANGED) if a deal ended since.
        expectedPp: z.array(z.number().int().min(-PP_SO_FAR_MAX).max(PP_SO_FAR_MAX)).min(2).max(3).optional(),
      }),
    )
    .mutation(({ ctx, input }) => ctx.tournaments.closeTable(input.tournamentId, input.token, input)),

  /** Before "Chiudi tavolo": the PP by line of the deals played so far at a table still being played. */
  tableSoFar: tournamentProcedure
    .input(keyed.extend({ turn, table: z.number().int().min(1).max(MAX_TABLES) }))
    .query(({ ctx, input }) => ctx.tournaments.tableSoFar(input.tournamentId, input.token, input)),

  /** The standings, or a finished turn's deals (every table's game record), as JSON or CSV. */
  export: tournamentProcedure
    .input(keyed.extend({ what: z.enum(["standings", "deals"]), format: z.enum(["json", "csv"]), turn: turn.optional() }))
    .query(({ ctx, input }) =>
      ctx.tournaments.export(input.tournamentId, input.token, {
        what: input.what,
        format: input.format,
        ...(input.turn === undefined ? {} : { turn: input.turn }),
      }),
    ),
});
