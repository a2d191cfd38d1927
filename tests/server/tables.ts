/**
 * Helpers for the table tests: a real libSQL file database in a temp dir, migrated; and the
 * game as the engine alone sees it (seed + log read straight from the database, replayed
 * with `play`), the reference that every response is compared with.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { asc, eq } from "drizzle-orm";

import { botFor, botRandom } from "~/bots";
import type { BotLevel } from "~/bots/types";
import { type Action, createMatch, type MatchState, play, type Ruleset, type Seat, type SeatView, type SeatViewTail, viewFor } from "~/engine";
import type { Lexicon } from "~/lexicon/types";
import { createTRPCContext, type TRPCContext } from "~/server/api/trpc";
import { createDatabase, type Db } from "~/server/db";
import { migrateDatabase } from "~/server/db/migrate";
import { actions, games } from "~/server/db/schema";
import { type ApiHandlerOptions, createApiHandler } from "~/server/http/api-handler";
import { StreamGate } from "~/server/http/streams";
import type { GameService } from "~/server/games/service";
import { createServices, type Services } from "~/server/services";

export interface TempDatabase {
  file: string;
  url: string;
  db: Db;
  close: () => void;
  /** Opens a second client on the same file (a "restarted server"). */
  reopen: () => { db: Db; close: () => void };
  remove: () => void;
}

export async function tempDatabase(): Promise<TempDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), "burraco-tables-"));
  const file = path.join(dir, "burraco.db");
  const url = `file:${file}`;
  const first = createDatabase({ url });
  await migrateDatabase(first.db);
  const open: Array<{ close: () => void }> = [first.client];
  return {
    file,
    url,
    db: first.db,
    close: () => first.client.close(),
    reopen: () => {
      const again = createDatabase({ url });
      open.push(again.client);
      return { db: again.db, close: () => again.client.close() };
    },
    remove: () => {
      for (const client of open) client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The game rebuilt by the engine alone from the stored seed and log (the real lexicon), after
 * the whole log or its first `upToVersion` actions.
 */
export async function engineState(db: Db, gameId: string, lexicon: Lexicon, upToVersion = Infinity): Promise<MatchState> {
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  if (!game) throw new Error(`no table ${gameId}`);
  const log = (await db.select().from(actions).where(eq(actions.gameId, gameId)).orderBy(asc(actions.seq))).filter((row) => row.seq <= upToVersion);
  let state = createMatch(JSON.parse(game.rulesJson) as Ruleset, game.seed);
  for (const row of log) {
    const result = play(state, row.seat, JSON.parse(row.actionJson) as Action, lexicon);
    if (!result.ok) throw new Error(`log action ${row.seq} refused: ${result.error.code}`);
    state = result.state;
  }
  return state;
}

export async function storedSeed(db: Db, gameId: string): Promise<string> {
  const [game] = await db.select({ seed: games.seed }).from(games).where(eq(games.id, gameId));
  return game!.seed;
}

/**
 * `viewFor(state, seat)` as an answer carries it: whole (`logFrom` null: a view, a live update,
 * a retry's or a stale move's answer), or with only the log's events after version `logFrom`
 * (a move's answer, docs/api.md).
 */
export function answerView(state: MatchState, seat: Seat | null, logFrom: number | null): SeatView | SeatViewTail {
  const whole = viewFor(state, seat);
  return logFrom === null ? whole : { ...whole, logFrom, log: whole.log.filter((event) => event.version > logFrom) };
}

export async function actionCount(db: Db, gameId: string): Promise<number> {
  return (await db.select({ seq: actions.seq }).from(actions).where(eq(actions.gameId, gameId))).length;
}

/** The seat tokens of a table whose every seat is a person's (none is a computer). */
export function personTokens(created: { seatTokens: readonly (string | null)[] }): string[] {
  return created.seatTokens.map((token, seat) => {
    if (token === null) throw new Error(`seat ${seat} is a computer's: it has no token`);
    return token;
  });
}

/** The services of a test database with the given lexicon, built as the server builds its own (src/server/services.ts). */
export function testServices(db: Db, lexicon: Lexicon): Services {
  return createServices({ db, getLexicon: () => Promise.resolve(lexicon) });
}

/** The production API handler over `services` (src/server/http/api-handler.ts): no proxy trusted, the default stream cap. */
export function testApiHandler(services: Services, options: Partial<ApiHandlerOptions> = {}): ReturnType<typeof createApiHandler> {
  return createApiHandler(services, { trustProxy: false, streams: new StreamGate({ maxStreams: 2000 }), ...options });
}

/** A tRPC context over `services`, for `createCaller` or an HTTP handler, from one client address. */
export function testContext(services: Services, clientAddress = "127.0.0.1"): TRPCContext {
  return createTRPCContext(services, clientAddress);
}

/**
 * Plays a table of people to its end through the service's own move path (`act`), each move
 * chosen by a computer player's code from the mover's own view (`getView` with the mover's
 * token: `viewFor` its seat, so no hidden card is used) and `botRandom` as the server seeds it.
 * `seed` is the table's (the test chose it). Returns the number of moves played.
 */
export async function playToEndWithBots(
  service: GameService,
  gameId: string,
  seatTokens: readonly string[],
  seed: string,
  lexicon: Lexicon,
  level: BotLevel = "principiante",
): Promise<number> {
  const bot = botFor(level);
  for (let moves = 0; ; moves++) {
    const { view, table } = await service.getView(gameId, seatTokens[0]!);
    if (view.winner !== null) return moves;
    // At a deal's end the next dealer starts the next deal, as the bots' own matches do (src/bots/match.ts).
    const seat = view.phase === "over" ? (view.dealer + 1) % seatTokens.length : view.turn;
    const own = (await service.getView(gameId, seatTokens[seat]!)).view;
    const action = bot.decide(own, table.rules, lexicon, botRandom(seed, seat, own.version));
    if (action === null) throw new Error(`seat ${seat} has no move at version ${own.version}`);
    const result = await service.act(gameId, seatTokens[seat]!, { version: own.version, clientActionId: `bot-${own.version}`, action });
    if (!result.ok) throw new Error(`seat ${seat}'s ${action.do} refused at version ${own.version}: ${result.code}`);
  }
}
