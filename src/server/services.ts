/**
 * The server's services, built once per database by whoever starts the server
 * (src/server/startup.ts; tests and benchmarks for their own databases) and handed to every
 * request in the tRPC context.
 */
import type { Lexicon } from "~/lexicon/types";
import { ClassroomService } from "~/server/classroom/service";
import type { Db } from "~/server/db";
import { GameService } from "~/server/games/service";
import { JudgeService } from "~/server/judge/service";
import { TournamentService } from "~/server/tournament/service";

export interface Services {
  db: Db;
  /** A getter, not a value: procedures that do not need the dictionary do not wait for it to load. */
  getLexicon: () => Promise<Lexicon>;
  games: GameService;
  judges: JudgeService;
  classrooms: ClassroomService;
  tournaments: TournamentService;
}

/**
 * `botDelayMs`: the computer's pause before a move (default BOT_DELAY_MS); a simulation plays
 * without one. `turnTimeScale`: multiplies a tournament turn's minutes, `moveTimeScale` the §7
 * move clocks' seconds (1 in play; tests only).
 */
export function createServices({
  db,
  getLexicon,
  botDelayMs,
  turnTimeScale,
  moveTimeScale,
}: Pick<Services, "db" | "getLexicon"> & { botDelayMs?: number; turnTimeScale?: number; moveTimeScale?: number }): Services {
  // Every service writes through the database's one writer (WriteBatcher.of, write-batcher.ts).
  // Shared with the tables, so that a ruling clears the rulings cache the tables play with.
  const judges = new JudgeService({ db });
  const games = new GameService({
    db,
    getLexicon,
    tableLexicon: (base, gameId) => judges.judgeLexicon(base, gameId),
    ...(botDelayMs === undefined ? {} : { botDelayMs }),
    ...(moveTimeScale === undefined ? {} : { timeScale: moveTimeScale }),
  });
  const classrooms = new ClassroomService({ db, games, judges });
  // A word refused at a class's table goes to the teacher's dashboard.
  games.onWordRefused = (gameId, seat, word) => void classrooms.recordRefusal(gameId, seat, word);
  const tournaments = new TournamentService({ db, games, judges, ...(turnTimeScale === undefined ? {} : { timeScale: turnTimeScale }) });
  // A tournament's table that ends is scored, and its turn closed once every table is.
  games.onTableOver = (gameId) => void tournaments.tableOver(gameId);
  return { db, getLexicon, games, judges, classrooms, tournaments };
}
