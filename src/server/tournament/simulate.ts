/**
 * A whole tournament played by bots through the same service code as a real one
 * (`burraco torneo simula`, the tests, the bench): the director's calls of TournamentService,
 * each player's page (`me`) for their seat link, and every move through the table service's
 * one move path (`GameService.act`), chosen by a computer player from the mover's own view.
 */
import { botFor, botRandom } from "~/bots";
import type { BotLevel } from "~/bots/types";
import { mergeView, type Seat, type SeatView } from "~/engine";
import type { Lexicon } from "~/lexicon/types";
import type { GameService } from "~/server/games/service";
import type { Services } from "~/server/services";
import type { Format, Movement, TableSize } from "~/tournament";
import type { PublicView } from "./service";
import { ONE_DEAL_MINUTES, playersPerEntrant } from "./settings";

/** Who plays for the simulated people: a computer level, or the engine's greedy player (the fastest). */
export type PlayerLevel = BotLevel | "greedy";

/** A registered player's page key. */
export interface SimulatedPlayer {
  name: string;
  token: string;
}

/**
 * The seed of the simulated players' bots at table `table` (1-based) of turn `turn` (1-based):
 * with carte uguali every table of a turn deals the same cards, so bots seeded alike would play
 * every table's game alike; each table's own seed, derived from the simulation's, makes them
 * play differently while the deals stay the same, and the same simulation seed plays the same
 * tournament again. A bot's move at a seat is `botRandom(tableBotSeed(…), seat, version)`.
 */
export function tableBotSeed(seed: string, turn: number, table: number): string {
  return `${seed}\u0000turno ${turn}\u0000tavolo ${table}`;
}

/**
 * Plays every table the given players sit at in the tournament's current turn to its end,
 * all tables at once, each table's bots seeded by `tableBotSeed(seed, turn, table)`.
 * `movesBeforeStop`: each table stops after that many moves (a test of the Art. 7 time-up then
 * calls time). Returns the moves played.
 */
export async function playTurnWithBots(
  services: Pick<Services, "games" | "tournaments">,
  tournamentId: string,
  players: readonly SimulatedPlayer[],
  {
    lexicon,
    level = "principiante",
    seed = "simulazione",
    movesBeforeStop = Infinity,
  }: { lexicon: Lexicon; level?: PlayerLevel; seed?: string; movesBeforeStop?: number },
): Promise<number> {
  const tables = new Map<string, { seats: Map<Seat, string>; botSeed: string }>();
  for (const player of players) {
    const { current } = await services.tournaments.me(tournamentId, player.token);
    if (current?.link == null) continue;
    const url = new URL(current.link, "http://torneo.invalid");
    const gameId = url.pathname.split("/").at(-1)!;
    const seatToken = url.searchParams.get("posto")!;
    const { seat } = await services.games.getView(gameId, seatToken);
    const table = tables.get(gameId) ?? { seats: new Map<Seat, string>(), botSeed: tableBotSeed(seed, current.turn, current.table) };
    table.seats.set(seat!, seatToken);
    tables.set(gameId, table);
  }
  const moves = await Promise.all(
    [...tables].map(([gameId, { seats, botSeed }]) => playTable(services.games, gameId, seats, { lexicon, level, seed: botSeed, movesBeforeStop })),
  );
  return moves.reduce((a, b) => a + b, 0);
}

/**
 * One table to its end (or `movesBeforeStop`): the seat to move — at a deal's end the next
 * dealer, who deals the next one, as the bots' own matches do — looks at its own view and
 * acts; the answer's view tells who moves next. A robot's seat (no token) is the server's to
 * play: the loop waits for the table to move on.
 */
async function playTable(
  games: GameService,
  gameId: string,
  seats: ReadonlyMap<Seat, string>,
  { lexicon, level, seed, movesBeforeStop }: { lexicon: Lexicon; level: PlayerLevel; seed: string; movesBeforeStop: number },
): Promise<number> {
  const bot = botFor(level);
  const anyToken = seats.values().next().value!;
  const first = await games.getView(gameId, anyToken);
  const rules = first.table.rules;
  let known: SeatView = first.view;
  for (let moves = 0; moves < movesBeforeStop; ) {
    if (known.winner !== null) return moves;
    const seat = (known.phase === "over" ? (known.dealer + 1) % known.players : known.turn) as Seat;
    const token = seats.get(seat);
    if (token === undefined) {
      // A robot's turn: the server plays it; look again once the table has moved.
      known = await nextChange(games, gameId, anyToken, known.version);
      continue;
    }
    const own = known.seat === seat ? known : (await games.getView(gameId, token)).view;
    if (own.winner !== null) return moves;
    const action = bot.decide(own, rules, lexicon, botRandom(seed, seat, own.version));
    if (action === null) throw new Error(`table ${gameId}: seat ${seat} has no move at version ${own.version}`);
    const result = await games.act(gameId, token, { version: own.version, clientActionId: `bot-${own.version}`, action });
    if (result.ok) {
      moves++;
      known = mergeView(own, result.view);
    } else if (result.code === "STALE_VERSION" || result.code === "GAME_OVER") {
      // Moved meanwhile (a robot, the time-up): look again.
      known = (await games.getView(gameId, token)).view;
    } else {
      throw new Error(`table ${gameId}: seat ${seat}'s ${action.do} refused at version ${own.version}: ${result.code}`);
    }
  }
  return movesBeforeStop;
}

/** The table's view once its version has moved past `version` (told by the table's events, as a live page is). */
async function nextChange(games: GameService, gameId: string, token: string, version: number): Promise<SeatView> {
  let wake: () => void = () => {};
  const changed = new Promise<void>((resolve) => {
    wake = resolve;
  });
  // Listening first: a change made while the view is read is not missed.
  const stop = games.events.subscribe(gameId, () => wake());
  // The server's timers do not keep a process alive (deadlines.ts): this one does, while the
  // robot is to move, and looks again should no change ever come.
  const watchdog = setTimeout(() => wake(), 10_000);
  try {
    const now = (await games.getView(gameId, token)).view;
    if (now.version !== version) return now;
    await changed;
    return (await games.getView(gameId, token)).view;
  } finally {
    clearTimeout(watchdog);
    stop();
  }
}

export interface SimulationOptions {
  players: number;
  size: TableSize;
  format: Extract<Format, "individual" | "pairs">;
  movement: Movement;
  turns: number;
  deals: number;
  seed: string;
  /** The players' bot; the robots of an incomplete table play at this level too, principiante for greedy. */
  level?: PlayerLevel;
}

export interface SimulationReport {
  players: number;
  size: TableSize;
  format: Format;
  movement: Movement;
  deals: number;
  seed: string;
  turns: {
    turn: number;
    seedHash: string;
    seed: string | null;
    tables: {
      table: number;
      zoppo: boolean;
      lines: { entrants: string[]; players: (string | null)[]; pp: number | null; mp: number | null; vp: number | null }[];
    }[];
  }[];
  standings: { rank: number; name: string; players: string[]; vp: number; mp: number; pp: number; tied: boolean }[];
  moves: number;
}

/**
 * A whole tournament: created (its seed from `seed`), `players` registered and checked in,
 * every turn started, played by bots and scored; what the public page shows after each turn.
 */
export async function simulateTournament(services: Services, lexicon: Lexicon, options: SimulationOptions): Promise<SimulationReport> {
  const { tournaments } = services;
  const deals = options.deals;
  const created = await tournaments.create({
    name: `Simulazione ${options.seed}`,
    seed: options.seed,
    settings: {
      format: options.format,
      tableSize: options.size,
      sessions: 1,
      turnsPerSession: options.turns,
      dealsPerTurn: deals,
      turnMinutes: deals === 1 ? ONE_DEAL_MINUTES[0] : deals === 2 ? 22 : deals === 3 ? 32 : 42,
      movement: options.movement,
      firstTurn: "random",
      incomplete: "robots",
      robotLevel: options.level === undefined || options.level === "greedy" ? "principiante" : options.level,
      wordProfile: "torneo",
      judge: "off",
      carteUguali: true,
      moveTimers: false,
    },
  });
  const director = created.directorToken;
  const perEntrant = playersPerEntrant(options.format);
  const players: SimulatedPlayer[] = [];
  for (let n = 0; n * perEntrant < options.players; n++) {
    const names = Array.from({ length: perEntrant }, (_, i) => `Giocatore ${n * perEntrant + i + 1}`);
    const entrant = await tournaments.register(
      created.tournamentId,
      { directorToken: director },
      { name: perEntrant === 1 ? names[0]! : `Coppia ${n + 1}`, players: names },
    );
    await tournaments.checkIn(created.tournamentId, director, entrant.entrantId);
    players.push(...entrant.players);
  }
  let moves = 0;
  const turns: SimulationReport["turns"] = [];
  for (let turn = 1; turn <= options.turns; turn++) {
    await tournaments.startTurn(created.tournamentId, director);
    moves += await playTurnWithBots(services, created.tournamentId, players, {
      lexicon,
      level: options.level ?? "principiante",
      seed: options.seed,
    });
    const view = await turnOver(services, created.tournamentId, turn);
    const played = view.turns[turn - 1]!;
    turns.push({
      turn,
      seedHash: played.seedHash,
      seed: played.seed,
      tables: view.tables.map((t) => ({
        table: t.table,
        zoppo: t.zoppo,
        lines: t.lines.map((l) => ({ entrants: l.entrants.map((e) => e.name), players: l.players, pp: l.pp, mp: l.mp, vp: l.vp })),
      })),
    });
  }
  const final = await tournaments.publicView(created.tournamentId);
  return {
    players: options.players,
    size: options.size,
    format: options.format,
    movement: options.movement,
    deals,
    seed: options.seed,
    turns,
    standings: final.standings.map((s) => ({ rank: s.rank, name: s.name, players: s.players, vp: s.vp, mp: s.mp, pp: s.pp, tied: s.tied })),
    moves,
  };
}

/**
 * The public view once turn `turn` (1-based) is over: its last table is scored just after its
 * last move is committed. Read from the tournament's live views, as the hall's screen reads them.
 */
async function turnOver(services: Pick<Services, "tournaments">, tournamentId: string, turn: number): Promise<PublicView> {
  const views = await services.tournaments.watch(tournamentId);
  try {
    for await (const view of views) if (view.turns[turn - 1]?.status === "over") return view;
  } finally {
    await views.return();
  }
  throw new Error(`turn ${turn}: the live views ended before it was over`);
}
