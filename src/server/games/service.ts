/**
 * Tables played online: create a table, sit at it with a link, look at it, act.
 * The rules are the engine's (src/engine); this service only stores, authenticates and
 * keeps the log consistent:
 * - an accepted action is written all or nothing — check the version, play, append, move the
 *   version on — in the write batch of the moment (write-batcher.ts: the actions arriving
 *   together share one COMMIT), and only answered once that COMMIT is on disk, so an answered
 *   action survives a crash;
 * - the state is rebuilt from the seed and the log (a snapshot and an in-memory cache only
 *   make that faster);
 * - an action built on a stale version is refused with the current view; the same client
 *   action id sent twice is applied once;
 * - state leaves only through `viewFor` for the caller's own seat (or as a spectator), live
 *   updates included (`watch` sends `getView` again after each change); a move's answer is
 *   `viewAfter`, the same view with only the log's events the client has not seen.
 */
import {
  type Action,
  defaultApprove,
  type EngineError,
  type Judgement,
  type MatchState,
  makeRuleset,
  play,
  replayLog,
  type Ruleset,
  type Seat,
  viewAfter,
  viewFor,
} from "~/engine";
import { LRUCache } from "lru-cache";

import { env } from "~/env";

import { missedWords, type Suggestion, suggestWord } from "~/bots/suggest";
import { COMPUTER_LEVELS, type ComputerLevel, LESSON_LEVEL } from "~/bots/types";
import { LESSON_RULES, LESSON_SEED } from "~/lesson/lesson";
import { COMPUTER as LESSON_COMPUTER, LEARNER as LESSON_LEARNER } from "~/lesson/seats";

import type { Lexicon } from "~/lexicon/types";
import type { Db } from "~/server/db";
import type { JudgeRequestRow, SeatRow } from "~/server/db/schema";
import { ComputerPlayers, DEFAULT_ABSENT_MS } from "./computer-players";
import { ACT_REFUSALS, type ActRefusalCode, TableError } from "./errors";
import { TableEvents } from "./events";
import { seatLink, spectatorLink, tableJudgeLink } from "./links";
import {
  type AppendAction,
  findActionByClientId,
  eventExists,
  archiveEventTables,
  archiveOpenTables,
  archiveIdleTables,
  sameSeedInPlay,
  deleteArchivedTables,
  eventTableCodeMatches,
  findGameHead,
  type GameHead,
  insertTable,
  lastActivityAt,
  listTimedTables,
  listSeats,
  listTablesWithComputers,
  loadLog,
  loadSnapshot,
  markSeatJoined,
  type Queryable,
  setStandIn,
  setStatus,
  storedRules,
} from "./repository";
import { StateCache } from "./state-cache";
import { EVENT_TABLE_CODE_LENGTH, hashToken, newGameId, newSeed, newToken, parseEventTableCode } from "./tokens";
import { findJudgeRequest, insertJudgeRequest, listAllPendingRequests, resolveJudgeRequest } from "~/server/judge/requests-repository";
import { wakeups } from "~/server/wakeups";
import { Deadlines } from "./deadlines";
import { JudgeEvents, judgeTimeoutMsFromEnv, openedRequest } from "./judge-requests";
import { type ClockRecord, clockKey, seatReadySince, TurnClocks } from "./turn-clock";
import type {
  ActInput,
  ActResult,
  CreatedTable,
  HintInput,
  HintResult,
  MissedWords,
  RequestResolution,
  ResolvedRequest,
  Role,
  SeatComputer,
  TableClock,
  TableInfo,
  TableOptions,
  TableRecord,
  TableView,
  WatchOptions,
} from "./types";
import { RECORD_FORMAT, RECORD_FORMAT_VERSION } from "./types";
import { WriteBatcher } from "./write-batcher";

export type * from "./types";

export interface GameServiceOptions {
  db: Db;
  getLexicon: () => Promise<Lexicon>;
  events?: TableEvents;
  /** Store a snapshot every this many actions (and when the match ends). */
  snapshotEvery?: number;
  now?: () => Date;
  /**
   * Multiplies the §7 times (1 in play). Tests use a small one so that a time-out takes
   * milliseconds; nothing else should.
   */
  timeScale?: number;
  /**
   * The dictionary a table plays with: the server's lexicon with the judge's rulings for the
   * table and its event. Default: the server's lexicon as it is.
   */
  tableLexicon?: (base: Lexicon, gameId: string) => Promise<Lexicon>;
  /** How long a request to the judge waits before the default ruling (JUDGE_TIMEOUT_SECONDS). */
  judgeTimeoutMs?: number;
  judgeEvents?: JudgeEvents;
  /** The pause before a computer's move; default BOT_DELAY_MS (src/env.ts). */
  botDelayMs?: number;
  /** §7 tables: how long a person's page may be gone at their turn before a computer stands in (60 s). */
  absentMs?: number;
}

export const SEAT_NAME_MAX = 32;

/** Idle tables archived, or archived ones deleted, per transaction. */
const IDLE_BATCH = 200;

/** Who plays a seat, by table, for the tables this process has seen recently. */
const REMEMBERED_TABLES = 10_000;

/** Who plays the seat the server moves for: a person's token, or the server itself (a computer). */
type Mover = { token: string } | { computer: Seat };

/** Suggestions and missed words remembered (by table, seat and version or deal): a retry or a reload does not search again. */
const REMEMBERED_WORDS = 10_000;

/** Tokens remembered by `#authenticate` (oldest forgotten first: they are read again). */
const MAX_REMEMBERED_TOKENS = 100_000;

/** A person's word the table refused (the engine's verdict): the class's dashboard records it. */
export type WordRefusalListener = (gameId: string, seat: Seat, word: NonNullable<EngineError["word"]>) => void;

/** A table's match just ended (its last move committed): a tournament scores the table. */
export type TableOverListener = (gameId: string) => void;

export class GameService {
  readonly events: TableEvents;
  /** Told of every word a person's move was refused for; set once by createServices. */
  onWordRefused: WordRefusalListener | null = null;
  /** Told once per table when its match ends (a tournament scores it); set once by createServices. */
  onTableOver: TableOverListener | null = null;
  readonly #db: Db;
  readonly #getLexicon: () => Promise<Lexicon>;
  readonly #snapshotEvery: number;
  readonly #now: () => Date;
  readonly #clocks: TurnClocks;
  readonly judgeEvents: JudgeEvents;
  readonly #tableLexicon: (base: Lexicon, gameId: string) => Promise<Lexicon>;
  readonly #judgeTimeoutMs: number;
  readonly #requestDeadlines = new Deadlines();
  readonly #writes: WriteBatcher;
  /**
   * Who a token is at a table, once seen: `${gameId} ${sha256}` → role. Tokens are made with
   * the table and never change, so this is never stale; it spares `act` reading the seats.
   */
  readonly #roles = new LRUCache<string, Role>({ max: MAX_REMEMBERED_TOKENS });
  readonly #states = new StateCache();
  /** Per table, who plays each seat (seat rows' `computer`, `namedAt` and `standInSince`). */
  readonly #seating = new LRUCache<string, Seating>({ max: REMEMBERED_TABLES });
  readonly #computers: ComputerPlayers;
  /** `${gameId} ${seat} ${version}` → the Suggerimento found in that view. */
  readonly #suggestions = new LRUCache<string, Suggestion>({ max: REMEMBERED_WORDS });
  /** `${gameId} ${deal} ${seat}` → "Parole che potevi fare" of that deal. */
  readonly #missed = new LRUCache<string, MissedWords>({ max: REMEMBERED_WORDS });

  constructor(options: GameServiceOptions) {
    this.#db = options.db;
    this.#writes = WriteBatcher.of(options.db);
    this.#getLexicon = options.getLexicon;
    this.events = options.events ?? new TableEvents();
    this.#snapshotEvery = options.snapshotEvery ?? 25;
    this.#now = options.now ?? (() => new Date());
    this.judgeEvents = options.judgeEvents ?? new JudgeEvents();
    this.#tableLexicon = options.tableLexicon ?? ((base) => Promise.resolve(base));
    this.#judgeTimeoutMs = options.judgeTimeoutMs ?? judgeTimeoutMsFromEnv();
    this.#computers = new ComputerPlayers(
      {
        look: (gameId) => this.#look(gameId),
        move: async (gameId, seat, version, action) =>
          (await this.#move(gameId, { computer: seat }, { version, clientActionId: `#computer-${version}`, action })).answer,
        standIn: (gameId, seat) => this.#setStandIn(gameId, seat, true),
        handBack: (gameId, seat) => this.#setStandIn(gameId, seat, false),
      },
      { delayMs: options.botDelayMs ?? env.BOT_DELAY_MS, absentMs: options.absentMs ?? DEFAULT_ABSENT_MS, timeoutsInARow: 2 },
    );
    this.#clocks = new TurnClocks((gameId, key) => void this.#timeOut(gameId, key), {
      timeScale: options.timeScale ?? 1,
      now: () => this.#now().getTime(),
    });
  }

  /** Write transactions committed so far, the works in them (works / batches = batching) and the moves written among them. */
  writeStats(): { batches: number; works: number; moves: number } {
    const writes = this.#writes;
    return { batches: writes.batches, works: writes.works, moves: writes.moves };
  }

  async createTable(options: TableOptions): Promise<CreatedTable> {
    // Basic (docs/engine.md) has no pozzetti and no gioco al monte: a choice of either would be
    // stored and mean nothing, so it is refused, as the 18+11 choice is at 2 and 4 players.
    if (options.variant === "basic" && options.threePlayerPozzetti !== undefined) {
      throw new TableError("BAD_OPTIONS", "(nelle regole Basic non ci sono pozzetti: 18+11 o 3×11 non si sceglie)");
    }
    if (options.variant === "basic" && options.giocoAlMonte !== undefined) {
      throw new TableError("BAD_OPTIONS", "(nelle regole Basic non c'è il gioco al monte)");
    }
    if (options.variant !== "basic" && options.players === 5) {
      throw new TableError("BAD_OPTIONS", "(in 5 si gioca solo con le regole Basic: scegli Basic o da 2 a 4 giocatori)");
    }
    let rules: Ruleset;
    try {
      rules = makeRuleset({
        ...(options.variant === undefined ? {} : { variant: options.variant }),
        players: options.players,
        ...(options.partners === undefined ? {} : { partners: options.partners }),
        wordProfile: options.wordProfile,
        timers: options.timers,
        ...(options.target === undefined ? {} : { target: options.target }),
        ...(options.deals === undefined ? {} : { deals: options.deals }),
        ...(options.threePlayerPozzetti === undefined ? {} : { threePlayerPozzetti: options.threePlayerPozzetti }),
        ...(options.giocoAlMonte === undefined ? {} : { giocoAlMonte: options.giocoAlMonte }),
        ...(options.judge === undefined ? {} : { judge: options.judge }),
        ...(options.hints === undefined ? {} : { hints: options.hints }),
      });
    } catch (error) {
      throw new TableError("BAD_OPTIONS", error instanceof Error ? `(${error.message})` : undefined);
    }
    // Art. 3.3: the choice of pozzetti is the 3-player table's; elsewhere it would be stored and mean nothing.
    if (options.threePlayerPozzetti !== undefined && rules.players !== 3) {
      throw new TableError("BAD_OPTIONS", "(18+11 o 3×11 si sceglie solo a 3 giocatori)");
    }
    const computers = computerSeats(rules.players, options.bots ?? []);
    const gameId = newGameId();
    // A computer seat gets a token nobody is ever given: its link does not exist.
    const tokens = Array.from({ length: rules.players }, newToken);
    const seatTokens = tokens.map((token, seat) => (computers[seat] === null ? token : null));
    const spectatorToken = newToken();
    const judgeToken = newToken();
    const eventId = await this.#eventOf(options);
    await this.#writes.run((tx) =>
      insertTable(tx, {
        id: gameId,
        createdAt: this.#now(),
        rules,
        seed: options.seed ?? newSeed(),
        spectatorTokenHash: hashToken(spectatorToken),
        seatTokenHashes: tokens.map(hashToken),
        computers,
        eventId,
        judgeTokenHash: hashToken(judgeToken),
      }),
    );
    return {
      gameId,
      seatLinks: seatTokens.map((token) => (token === null ? null : seatLink(gameId, token))),
      spectatorLink: spectatorLink(gameId, spectatorToken),
      seatTokens,
      spectatorToken,
      judgeLink: tableJudgeLink(gameId, judgeToken),
      judgeToken,
    };
  }

  /**
   * "Impara a giocare" (src/lesson): a table with the lesson's stacked deal, the lesson's
   * computer at its seat and the learner, already named, at theirs. One deal, no timers, no
   * judge: the rules the lesson teaches. Returns the learner's seat link.
   */
  async startLesson(name: string): Promise<{ gameId: string; seatLink: string }> {
    const created = await this.createTable({
      ...LESSON_RULES,
      seed: LESSON_SEED,
      bots: [{ seat: LESSON_COMPUTER, level: LESSON_LEVEL }],
    });
    await this.joinSeat(created.gameId, created.seatTokens[LESSON_LEARNER]!, name);
    return { gameId: created.gameId, seatLink: created.seatLinks[LESSON_LEARNER]! };
  }

  /**
   * The event a new table joins: by its table code (what the API takes: who knows the code may
   * add tables, and the event's judge then gets their words), or by id from server-side callers.
   */
  async #eventOf(options: TableOptions): Promise<string | null> {
    if (options.eventCode !== undefined) {
      const { eventId, secretHash } = parseEventTableCode(options.eventCode);
      if (options.eventCode.length !== EVENT_TABLE_CODE_LENGTH || !(await eventTableCodeMatches(this.#db, eventId, secretHash))) {
        throw new TableError("BAD_OPTIONS", "(codice dell'evento sbagliato: copialo dalla pagina del giudice dell'evento)");
      }
      return eventId;
    }
    if (options.eventId !== undefined && !(await eventExists(this.#db, options.eventId))) {
      throw new TableError("BAD_OPTIONS", "(evento inesistente)");
    }
    return options.eventId ?? null;
  }

  /**
   * Sits at the table with a link's token (or watches, with the spectator's). Joining again
   * — a reload, another device — is the same seat: the token is the seat. The first join of
   * the last free seat starts the game.
   */
  async joinSeat(gameId: string, token: string, name: string | null = null): Promise<TableView> {
    const starts = await this.#join(gameId, name, true, async (tx) => {
      const { game, role, seatRows } = await this.#authenticate(tx, gameId, token);
      return role.kind === "seat" ? { game, seat: role.seat, seatRows } : null;
    });
    const view = await this.getView(gameId, token);
    // The first to move may be a computer.
    if (starts) await this.#wakeComputers(gameId);
    return view;
  }

  /**
   * `joinSeat` by seat number, for the server that made the table and seats its people itself
   * (a tournament's turn, at its start and when a server resumes): no token is needed, so none
   * has to be kept in clear. The seat is taken and named but not ready: its §7 clock waits until
   * the person opens their seat (`joinSeat` with its token), so nobody is timed out, or stood in
   * for, before they are at the table (Art. 13). A computer's seat, or one that does not exist,
   * is left alone.
   */
  async seatPerson(gameId: string, seat: number, name: string): Promise<void> {
    const starts = await this.#join(gameId, name, false, async (tx) => {
      const game = await findGameHead(tx, gameId);
      if (game === null) throw new TableError("NOT_FOUND");
      const seatRows = await listSeats(tx, gameId);
      const row = seatRows.find((r) => r.seat === seat);
      return row === undefined || row.computer !== null ? null : { game, seat, seatRows };
    });
    if (starts) await this.#wakeComputers(gameId);
  }

  /**
   * A person's seat got a new token (a tournament director's new link for a player who lost
   * theirs, written by the caller with `setSeatTokenHash` in its own transaction): after that
   * commit, the old link opens nothing any more — its remembered role is forgotten, and its open
   * live views are read again and refused.
   */
  forgetSeatToken(gameId: string, oldHash: string): void {
    this.#roles.delete(`${gameId} ${oldHash}`);
    this.events.notify({ gameId, version: this.#states.latest(gameId)?.head.version ?? 0 });
  }

  /** Marks the seat `find` names as taken (and named; ready, see markSeatJoined); the table starts when every seat is. Whether it started. */
  async #join(
    gameId: string,
    name: string | null,
    ready: boolean,
    find: (tx: Queryable) => Promise<{ game: GameHead; seat: number; seatRows: SeatRow[] } | null>,
  ): Promise<boolean> {
    const seated = await this.#writes.run(async (tx) => {
      const found = await find(tx);
      if (found === null) return null;
      const { game, seat, seatRows } = found;
      await markSeatJoined(tx, gameId, seat, name, this.#now(), ready);
      const othersJoined = seatRows.every((row) => row.seat === seat || row.joinedAt !== null);
      const starts = game.status === "waiting" && othersJoined;
      if (starts) await setStatus(tx, gameId, "playing");
      return { version: game.version, starts };
    });
    // Committed: the others see who sat down (and that the game started), at the same version.
    if (seated !== null) {
      // The row changed (a seat taken, maybe named: ready for its clock; maybe the status) without a new version.
      this.#states.drop(gameId);
      this.#seating.delete(gameId);
      this.events.notify({ gameId, version: seated.version });
    }
    return seated?.starts ?? false;
  }

  /** The caller's own view: `viewFor` its seat, or a spectator's (no hand). */
  async getView(gameId: string, token: string): Promise<TableView> {
    const { game, role, seatRows } = await this.#authenticate(this.#db, gameId, token);
    const seating = seatingOf(seatRows);
    this.#seating.set(gameId, seating);
    const { state, clock } = await this.#current(game, seating);
    return {
      role: role.kind,
      seat: role.seat,
      table: tableInfo(game, seatRows),
      view: viewFor(state, role.seat),
      clock: clock === null ? null : { ...clockView(clock), serverNow: this.#now().getTime() },
    };
  }

  /**
   * The finished match whole, seed included, for any token of the table (a seat's or the
   * spectator's): once the match is over nothing is hidden any more, and the record lets
   * anyone rebuild and check every deal. NOT_OVER before that — the seed decides every hand
   * and the stock. Its size is the log's, which the server reads whole anyway to rebuild a
   * table it does not hold in memory.
   */
  async record(gameId: string, token: string): Promise<TableRecord> {
    const { game, seatRows } = await this.#authenticate(this.#db, gameId, token);
    if (game.status !== "over") throw new TableError("NOT_OVER");
    return this.#record(game, seatRows);
  }

  /**
   * The record of one of an event's tables for the event's owner (a class's teacher comparing
   * the lesson's tables, a tournament exporting its turn's deals), without a token of the table: NOT_FOUND unless the table
   * is the event's; NOT_OVER while it is waiting or played — an archived table counts as done
   * (its event ended it: a class closed mid-game is read as far as it went).
   */
  async eventRecord(gameId: string, eventId: string): Promise<TableRecord> {
    const game = await findGameHead(this.#db, gameId);
    if (game === null || game.eventId !== eventId) throw new TableError("NOT_FOUND");
    if (game.status !== "over" && game.status !== "archived") throw new TableError("NOT_OVER");
    return this.#record(game, await listSeats(this.#db, gameId));
  }

  async #record(game: GameHead, seatRows: SeatRow[]): Promise<TableRecord> {
    const gameId = game.id;
    // An event's tables may share a seed (a class's lesson, "carte uguali"): it decides every
    // deal of each, so it is shown only once none of them is still being played.
    if (game.eventId !== null && (await sameSeedInPlay(this.#db, gameId, game.eventId, game.seed))) throw new TableError("SAME_DEALS_IN_PLAY");
    const log = await loadLog(this.#db, gameId, 0, game.version);
    return {
      format: RECORD_FORMAT,
      formatVersion: RECORD_FORMAT_VERSION,
      gameId,
      rules: storedRules(game.rulesJson),
      seed: game.seed,
      seats: seatRows.map((row) => ({ seat: row.seat, name: row.name, computer: row.computer })),
      actions: log.map(({ seq, seat, action, at }) => ({ seq, seat, action, at: at.toISOString() })),
    };
  }

  /**
   * Checks the token now (NOT_FOUND / FORBIDDEN as for `getView`), then returns the caller's
   * live views: see `#watch`. The check is eager so that a refused token fails the call itself
   * rather than the first read of the stream.
   */
  async watch(gameId: string, token: string, options: WatchOptions = {}): Promise<AsyncGenerator<TableView, void, void>> {
    await this.#authenticate(this.#db, gameId, token);
    return this.#watch(gameId, token, options);
  }

  /**
   * The caller's own `getView`, now (unless `lastVersion` says the caller has it) and after
   * every committed change at the table. Views are whole: changes that land while one is
   * being sent are folded into the next, which is the latest (versions may skip, never go
   * back). Listens only while iterated: returning (a disconnect, `signal`) stops listening.
   */
  async *#watch(gameId: string, token: string, { lastVersion, signal }: WatchOptions): AsyncGenerator<TableView, void, void> {
    let sent: TableView | null = null;
    // A person's open page at a §7 table: while none is open at their turn, a computer may stand in.
    let present: Seat | null = null;
    try {
      for await (const _ of wakeups((onChange) => this.events.subscribe(gameId, onChange), signal)) {
        const next = await this.getView(gameId, token);
        if (present === null && next.seat !== null && next.table.rules.timers) {
          present = next.seat;
          this.#computers.pageOpened(gameId, present, next.table.seats[present]?.computer?.standIn === true);
        }
        if (sent === null) {
          sent = next;
          // Before the game starts the version stays 0 while seats fill: always send the room.
          if (lastVersion === undefined || lastVersion !== next.view.version || next.table.status === "waiting") yield next;
          continue;
        }
        if (next.view.version < sent.view.version) continue;
        if (next.view.version === sent.view.version && sameTable(next.table, sent.table)) continue;
        sent = next;
        yield next;
      }
    } finally {
      if (present !== null) this.#computers.pageClosed(gameId, present);
    }
  }

  /** Plays one action for the token's seat; see ActResult. */
  async act(gameId: string, token: string, input: ActInput): Promise<ActResult> {
    return (await this.#move(gameId, { token }, input)).answer;
  }

  /**
   * The Suggerimento: the engine's `hint` takes the one path of a move (counted,
   * logged, refused when the table has none, none are left, or it is not the seat's play
   * phase); once accepted, the word is found in the seat's own view (`viewFor`, nothing
   * hidden) and answered to this caller only: it is in no state, log or live update. The
   * search is the bots' (src/bots/suggest.ts), capped, and remembered per view.
   */
  async hint(gameId: string, token: string, input: HintInput): Promise<HintResult> {
    const moved = await this.#move(gameId, { token }, { ...input, action: { do: "hint" } });
    if (!moved.ok) return moved.answer;
    const { answer, state } = moved;
    const seat = answer.view.seat!;
    const key = `${gameId} ${seat} ${state.version}`;
    let suggestion = this.#suggestions.get(key);
    if (suggestion === undefined) {
      const lexicon = await this.#tableLexicon(await this.#getLexicon(), gameId);
      // The answer's view may carry only the log's newest events: the search gets the whole view.
      suggestion = suggestWord(viewFor(state, seat), state.rules, lexicon);
      this.#suggestions.set(key, suggestion);
    }
    return { ...answer, suggestion };
  }

  /**
   * "Parole che potevi fare": once a deal is over, the best words the caller's
   * final hand or the monte scarti as left could have made, from the seat's own view; null
   * while the deal is played or for a spectator (no hand). Remembered per table, deal and seat.
   */
  async missedWords(gameId: string, token: string): Promise<MissedWords | null> {
    const tv = await this.getView(gameId, token);
    if (tv.seat === null || tv.view.phase !== "over") return null;
    const key = `${gameId} ${tv.view.dealNumber} ${tv.seat}`;
    const known = this.#missed.get(key);
    if (known !== undefined) return known;
    const lexicon = await this.#tableLexicon(await this.#getLexicon(), gameId);
    const missed = { deal: tv.view.dealNumber, words: missedWords(tv.view, tv.table.rules, lexicon) };
    this.#missed.set(key, missed);
    return missed;
  }

  /**
   * A move at a seat: a person's with their token, or the server's for a seat it plays
   * (computer-players.ts). Who moves is checked here; the move itself takes the one path (#play).
   * Played, its answer's view carries only the log's events after `input.version`, which the
   * client has not seen (`viewAfter`: the rest of the log was most of every answer); a retry
   * or a stale move gets the whole view (ActResult).
   */
  async #move(gameId: string, mover: Mover, input: ActInput): Promise<Moved> {
    // Loaded before queueing: a first load of the dictionary must not hold up other tables.
    const lexicon = await this.#tableLexicon(await this.#getLexicon(), gameId);
    const seat = "token" in mover ? await this.#seatOf(gameId, mover.token) : mover.computer;
    if ("token" in mover && !(await this.#takeSeatBack(gameId, seat))) return { ok: false, answer: refusal("STAND_IN_PLAYING") };
    const outcome = await this.#play<RefusedMove | "stale">(gameId, ({ head }) => {
      if (input.version !== head.version) return { answer: "stale" };
      if (head.status === "waiting") return { answer: refusal("WAITING_FOR_PLAYERS") };
      if (head.status === "archived") return { answer: refusal("ARCHIVED") };
      return { seat, action: input.action, clientActionId: input.clientActionId, lexicon };
    });
    if ("played" in outcome) {
      if ("token" in mover) this.#computers.personActed(gameId, seat);
      const state = outcome.played;
      return { ok: true, answer: { ok: true, duplicate: false, view: viewAfter(state, seat, input.version) }, state };
    }
    if ("refused" in outcome) {
      if ("token" in mover && outcome.refused.word !== undefined) this.onWordRefused?.(gameId, seat, outcome.refused.word);
      return { ok: false, answer: engineRefusal(outcome.refused) };
    }
    if (outcome.answer !== "stale" && outcome.answer !== "taken") return { ok: false, answer: outcome.answer };
    // Most often the retry of an action that was applied (its answer was lost): the same
    // answer as a fresh look. Otherwise the client decided on an old view.
    const earlier = await findActionByClientId(this.#db, gameId, input.clientActionId);
    const { state } = await this.#remembered(gameId);
    if (earlier === null) return { ok: false, answer: { ok: false, code: "STALE_VERSION", message: ACT_REFUSALS.STALE_VERSION, view: viewFor(state, seat) } };
    if (earlier.seat !== seat) return { ok: false, answer: refusal("ACTION_ID_TAKEN") };
    return { ok: true, answer: { ok: true, duplicate: true, view: viewFor(state, seat) }, state };
  }

  /**
   * The one path of a move, whoever makes it — a person, a computer, a time-out, the judge's
   * ruling: `choose`, seeing the table as this process last committed it, names the move (or
   * answers without one); the engine plays it; the action is appended in the write batch of
   * the moment (with the request to the judge it opens, and the mover's `alsoWrite`); once
   * committed, the new state is remembered, the clock moves on, everyone is told.
   *
   * `choose` runs when the batch starts, so two moves at a table are decided one after the
   * other, each on the state the other left. The version guard of the write finds out if
   * another process moved the table meanwhile: then it is read again and `choose` asked again.
   * `{ answer: "taken" }`: the log already has the move's client action id (or its seq).
   */
  async #play<A>(gameId: string, choose: (table: Remembered) => Choice<A>): Promise<PlayOutcome<A | "taken">> {
    for (let attempt = 1; ; attempt++) {
      await this.#remembered(gameId);
      const outcome = await this.#writes.move<PlayOutcome<A>>(gameId, () => {
        const known = this.#states.latest(gameId);
        const seating = this.#seating.get(gameId);
        if (known === null || seating === undefined) return { kind: "reload" };
        const choice = choose({ ...known, ...seating });
        if ("answer" in choice) return { kind: "answer", value: choice };
        const played = play(known.state, choice.seat, choice.action, choice.lexicon);
        if (!played.ok) return { kind: "answer", value: { refused: played.error } };
        const next = played.state;
        const opened = openedRequest(gameId, known.state, next, played.words, choice.lexicon, this.#now(), this.#judgeTimeoutMs);
        const over = next.winner !== null;
        const status = over ? "over" : known.head.status;
        const snapshot = over || next.version % this.#snapshotEvery === 0 ? next : null;
        const entry: AppendAction = {
          gameId,
          version: known.head.version,
          seat: choice.seat,
          action: choice.action,
          clientActionId: choice.clientActionId,
          lexiconVersion: touchesWords(choice.action) ? choice.lexicon.version : null,
          at: this.#now(),
          snapshot,
          status,
        };
        const head: GameHead = { ...known.head, version: next.version, status, ...(snapshot === null ? {} : { snapshotVersion: next.version }) };
        const { alsoWrite } = choice;
        return {
          kind: "append",
          entry,
          ...(opened === null && alsoWrite === undefined
            ? {}
            : {
                alsoWrite: async (tx: Queryable) => {
                  // A contest or a challenge: the queue's row goes in with the action that opened it.
                  if (opened !== null) await insertJudgeRequest(tx, opened);
                  await alsoWrite?.(tx);
                },
              }),
          committed: () => {
            this.#committed(gameId, next, head);
            if (opened !== null) this.#requestOpened(opened);
            return { played: next };
          },
        };
      });
      if (outcome.kind === "answer") return outcome.value;
      // Taken or moved by another process, or forgotten meanwhile: what is remembered is stale.
      this.#states.drop(gameId);
      if (outcome.kind === "taken") return { answer: "taken" };
      if (attempt === 3) throw new Error(`table ${gameId}: moved under three attempts to play`);
    }
  }

  /** The seat a token plays; NOT_FOUND / FORBIDDEN as for `getView`, SPECTATOR for the spectator's. */
  async #seatOf(gameId: string, token: string): Promise<Seat> {
    const role = this.#roles.get(`${gameId} ${hashToken(token)}`) ?? (await this.#authenticate(this.#db, gameId, token)).role;
    if (role.kind !== "seat") throw new TableError("SPECTATOR");
    return role.seat;
  }

  /**
   * A person moving at a seat a computer is standing in for: they are back. The computer
   * finishes a turn it has begun (false); otherwise the seat is theirs again now (true).
   */
  async #takeSeatBack(gameId: string, seat: Seat): Promise<boolean> {
    const { state, players } = await this.#remembered(gameId);
    if (players[seat]?.standIn !== true) return true;
    if (state.deal.turn === seat && state.deal.phase === "play") {
      this.#computers.personBack(gameId, seat);
      return false;
    }
    await this.#setStandIn(gameId, seat, false);
    return true;
  }

  /**
   * The table as this process last committed it (its state, row and who plays each seat),
   * read from the database when it is not in memory. NOT_FOUND for a table that is not there.
   */
  async #remembered(gameId: string): Promise<Remembered> {
    let known = this.#states.latest(gameId);
    let seating = this.#seating.get(gameId);
    if (known === null || seating === undefined) {
      const game = await findGameHead(this.#db, gameId);
      if (game === null) throw new TableError("NOT_FOUND");
      seating = seatingOf(await listSeats(this.#db, gameId));
      this.#seating.set(gameId, seating);
      const { state } = await this.#current(game, seating);
      // A newer state may have been committed while this one was read: it is the one kept.
      known = this.#states.latest(gameId) ?? { state, head: game };
    }
    return { ...known, ...seating };
  }

  /**
   * After the commit of a new state: remembered, the next phase's clock started (or kept
   * running: a meld within the play phase; or none while the seat to move is not ready), and
   * every seat, spectator and watcher told.
   */
  #committed(gameId: string, next: MatchState, head: GameHead): void {
    this.#states.put(gameId, next, head);
    const seating = this.#seating.get(gameId);
    if (seating !== undefined) this.#clocks.update(gameId, next, this.#now().getTime(), seating.readySince);
    // Who sits where was forgotten meanwhile (a seat named, a stand-in): read again, the clock with it.
    else this.#clocks.stop(gameId);
    this.events.notify({ gameId, version: next.version });
    if (seating !== undefined) this.#computers.wake(gameId, next, seating.players, head.status);
    else void this.#wakeComputers(gameId);
    // The move that ended the match is committed once: the listener hears of it once.
    if (head.status === "over") this.onTableOver?.(gameId);
  }

  /** Looks at the table, then lets a computer move if it is the one to (a start, a restart, a change of players). */
  async #wakeComputers(gameId: string): Promise<void> {
    try {
      const table = await this.#look(gameId);
      if (table !== null) this.#computers.wake(gameId, table.state, table.players, table.status);
    } catch (error) {
      console.error(`table ${gameId}: the computer players could not look at it`, error);
    }
  }

  /**
   * The table now, for a computer player: its status, state, who plays each seat and its
   * dictionary — from memory when this process knows the table (as a person's move starts
   * from it: the version guard of the write refuses a move decided on a table another process
   * has moved), else read.
   */
  async #look(gameId: string): Promise<{ status: string; state: MatchState; players: (SeatComputer | null)[]; lexicon: Lexicon } | null> {
    const lexicon = await this.#tableLexicon(await this.#getLexicon(), gameId);
    try {
      const { head, state, players } = await this.#remembered(gameId);
      return { status: head.status, state, players, lexicon };
    } catch (error) {
      if (error instanceof TableError && error.code === "NOT_FOUND") return null;
      throw error;
    }
  }

  /**
   * A medio computer starts (`on`) or stops playing for a seat's person: written, then every
   * page told (the version does not move: it is who plays, not a move).
   */
  async #setStandIn(gameId: string, seat: Seat, on: boolean): Promise<void> {
    const version = await this.#writes.run(async (tx) => {
      const game = await findGameHead(tx, gameId);
      if (game === null) return null;
      await setStandIn(tx, gameId, seat, on ? this.#now() : null);
      return game.version;
    });
    if (version === null) return;
    // Who plays the seat changed, and with it maybe whether its clock runs: read again (#remembered).
    this.#seating.delete(gameId);
    this.events.notify({ gameId, version });
    await this.#wakeComputers(gameId);
  }

  /** After the commit of an action that sent a word to the judge: time-out armed, consoles told. */
  #requestOpened(request: { id: string; gameId: string; deadlineAt: Date }): void {
    this.#armRequestDeadline(request.id, request.deadlineAt.getTime());
    this.judgeEvents.notify({ gameId: request.gameId, requestId: request.id, change: "opened" });
  }

  #armRequestDeadline(requestId: string, at: number): void {
    this.#requestDeadlines.arm(requestId, at, this.#now().getTime(), () => void this.#expireRequest(requestId));
  }

  /** Nobody answered in time: the engine's default ruling (the dictionary's verdict stands). */
  async #expireRequest(requestId: string): Promise<void> {
    try {
      await this.resolveRequest(requestId, (judgement) => ({
        approve: defaultApprove(judgement),
        status: "expired",
        by: "server",
        reason: `Nessuna decisione entro ${Math.round(this.#judgeTimeoutMs / 1000)} secondi: vale il verdetto del dizionario.`,
      }));
    } catch (error) {
      // Already decided (a judge answered at the last moment), or the table is gone.
      if (!(error instanceof TableError)) console.error(`request ${requestId}: time-out not applied`, error);
    }
  }

  /**
   * Ends a pending request to the judge: plays the engine's `ruling` for the seat that asked
   * (action id "#giudice-<request>", which no client may send), closes the queue row and lets
   * `record` write the judge's rulings — all in one transaction; then the table resumes (its
   * clock starts again) and every seat, spectator and judge console is told. The caller (the
   * judge API) has checked who may decide. Throws TableError NOT_FOUND / REQUEST_CLOSED.
   */
  async resolveRequest(requestId: string, decide: RequestResolution | ((judgement: Judgement) => RequestResolution)): Promise<ResolvedRequest> {
    const lexicon = await this.#getLexicon();
    const request = await findJudgeRequest(this.#db, requestId);
    if (request === null) throw new TableError("REQUEST_NOT_FOUND");
    if (request.status !== "pending") throw new TableError("REQUEST_CLOSED");
    let closed: { request: JudgeRequestRow; rulingIds: string[] } | null = null;
    const outcome = await this.#play<"closed">(request.gameId, ({ state }) => {
      const judgement = state.deal.judgement;
      if (judgement == null || state.version < request.seq) return { answer: "closed" };
      const resolution = typeof decide === "function" ? decide(judgement) : decide;
      return {
        seat: judgement.by,
        action: { do: "ruling", approve: resolution.approve, ...(resolution.reason ? { reason: resolution.reason } : {}) },
        clientActionId: `#giudice-${requestId}`,
        lexicon,
        alsoWrite: async (tx) => {
          const rulingIds = resolution.record === undefined ? [] : await resolution.record(tx, request, judgement.words);
          const at = this.#now();
          const row = { status: resolution.status, resolvedAt: at, resolvedBy: resolution.by, rulingId: rulingIds[0] ?? null, reason: resolution.reason };
          await resolveJudgeRequest(tx, requestId, { status: row.status, at, by: row.resolvedBy, rulingId: row.rulingId, reason: row.reason });
          closed = { request: { ...request, ...row }, rulingIds };
        },
      };
    });
    if ("refused" in outcome) throw new Error(`table ${request.gameId}: the ruling was refused (${outcome.refused.code})`);
    if (!("played" in outcome) || closed === null) throw new TableError("REQUEST_CLOSED");
    const { request: resolved, rulingIds } = closed as { request: JudgeRequestRow; rulingIds: string[] };
    this.#requestDeadlines.cancel(requestId);
    this.judgeEvents.notify({ gameId: request.gameId, requestId, change: "resolved" });
    return { request: resolved, rulingIds, view: viewFor(outcome.played, null) };
  }

  /**
   * A table as a spectator sees it, without a token: for the judge's console (the melds and
   * the contested cards) and a class's dashboard (the points), never a hand — it is
   * `viewFor(state, null)`.
   */
  async spectate(gameId: string): Promise<TableView> {
    const game = await findGameHead(this.#db, gameId);
    if (game === null) throw new TableError("NOT_FOUND");
    const seatRows = await listSeats(this.#db, gameId);
    const { state } = await this.#current(game, seatingOf(seatRows));
    return { role: "spectator", seat: null, table: tableInfo(game, seatRows), view: viewFor(state, null), clock: null };
  }

  /**
   * How far a table has got, for a tournament's console and the hall's screen: its status, the
   * deal being played (1-based) and its version — public facts only, from the table as this
   * process last committed it (no view is built: 50 tables are read at every update).
   */
  async progress(gameId: string): Promise<{ status: GameHead["status"]; deal: number; version: number }> {
    const { head, state } = await this.#remembered(gameId);
    return { status: head.status, deal: state.deal.number, version: head.version };
  }

  /**
   * The table's state at `game.version`, remembered with its row, and its running move timer:
   * started when this process has none for the current phase — a restart, a table last played
   * by another process, the seat to move just named — from the table's last move or, if later,
   * when that seat became ready. None while it is not.
   */
  async #current(game: GameHead, seating: Seating): Promise<{ state: MatchState; clock: ClockRecord | null }> {
    const state = await this.#loadState(game);
    this.#states.put(game.id, state, game);
    const key = clockKey(state);
    if (game.status !== "playing" || key === null || seating.readySince[state.deal.turn] === null) {
      this.#clocks.stop(game.id);
      return { state, clock: null };
    }
    const running = this.#clocks.get(game.id);
    if (running !== null && running.key === key) return { state, clock: running };
    const since = (await lastActivityAt(this.#db, game.id))?.getTime() ?? this.#now().getTime();
    return { state, clock: this.#clocks.update(game.id, state, since, seating.readySince) };
  }

  /**
   * A deadline passed (§7): if the table is still in the phase that clock timed, the server
   * plays the engine's `timeout` for the player to move — draw if not done, then the
   * highest-value card is discarded. Its action id starts with "#", which no client may
   * send, and names the version: of two processes timing the same table, one writes it.
   */
  async #timeOut(gameId: string, key: string): Promise<void> {
    try {
      const lexicon = await this.#getLexicon();
      let seat: Seat | null = null;
      const outcome = await this.#play<"in time">(gameId, ({ state, head, readySince }) => {
        // Another phase by now, or (a clock armed just before the seat changed hands) a seat not ready.
        if (head.status !== "playing" || clockKey(state) !== key || readySince[state.deal.turn] === null) return { answer: "in time" };
        seat = state.deal.turn;
        // "#tempo-<version>": of two processes timing the same table, one writes it.
        return { seat, action: { do: "timeout" }, clientActionId: `#tempo-${head.version}`, lexicon };
      });
      if ("played" in outcome) {
        if (seat !== null && this.#seating.get(gameId)?.players[seat] === null) await this.#computers.timedOut(gameId, seat);
        return;
      }
      if ("refused" in outcome) console.error(`table ${gameId}: the time-out was refused (${outcome.refused.code}); the clock stops`);
      if (this.#clocks.get(gameId)?.key === key) this.#clocks.stop(gameId);
    } catch (error) {
      console.error(`table ${gameId}: time-out not played`, error);
      if (this.#clocks.get(gameId)?.key === key) this.#clocks.stop(gameId);
    }
  }

  /**
   * A tournament turn's time is up (Art. 7): the engine's `timeUp` — the round in progress ends
   * with the dealer's discard, then one last round — played through the one move path, as a
   * ruling or a time-out is. Its action id, "#fine-tempo", which no client may send, is the
   * same at every call: a table gets it once. False when the table is not being played, or
   * already had it.
   */
  async callTime(gameId: string): Promise<boolean> {
    const lexicon = await this.#tableLexicon(await this.#getLexicon(), gameId);
    const outcome = await this.#play<"not playing">(gameId, ({ head, state }) => {
      if (head.status !== "playing") return { answer: "not playing" };
      return { seat: state.deal.turn, action: { do: "timeUp" }, clientActionId: "#fine-tempo", lexicon };
    });
    if ("refused" in outcome) console.error(`table ${gameId}: the time-up was refused (${outcome.refused.code})`);
    return "played" in outcome;
  }

  /** Arms the move timers of every table being played with timers (a server starting). */
  async resumeClocks(): Promise<number> {
    const ids = await listTimedTables(this.#db);
    for (const gameId of ids) {
      const game = await findGameHead(this.#db, gameId);
      if (game === null) continue;
      const seating = seatingOf(await listSeats(this.#db, gameId));
      this.#seating.set(gameId, seating);
      await this.#current(game, seating);
    }
    for (const request of await listAllPendingRequests(this.#db)) this.#armRequestDeadline(request.id, request.deadlineAt.getTime());
    // The computers go on where the log stops.
    for (const gameId of await listTablesWithComputers(this.#db)) await this.#wakeComputers(gameId);
    return ids.length;
  }

  /**
   * Abandoned tables: one with no move for `idleMs` is archived (readable, no move accepted,
   * its clocks and computers stopped), and deleted once idle for `archivedMs` more. Finished
   * matches are kept, and so are a tournament's tables, archived or not: they are its record
   * (repository.ts `deleteArchivedTables`). A batch at a time, so that no transaction holds the
   * write lock for long.
   */
  async sweepIdleTables(idleMs: number, archivedMs: number): Promise<{ archived: number; deleted: number }> {
    const now = this.#now().getTime();
    const archived = await this.#inBatches((tx) => archiveIdleTables(tx, new Date(now - idleMs), IDLE_BATCH));
    const deleted = await this.#inBatches((tx) => deleteArchivedTables(tx, new Date(now - idleMs - archivedMs), IDLE_BATCH));
    return { archived, deleted };
  }

  /**
   * Archives every table of an event (a class the teacher ended): no move is accepted any more,
   * open pages hear of it, clocks and computers stop — the idle sweep's one archiving path.
   */
  archiveEventTables(eventId: string): Promise<number> {
    return this.#inBatches((tx) => archiveEventTables(tx, eventId, IDLE_BATCH));
  }

  /**
   * Archives the given tables that are still waiting or being played (a tournament's table its
   * director closed, the tables of a turn that failed to start), as the idle sweep does.
   */
  archiveTables(gameIds: readonly string[]): Promise<number> {
    return this.#inBatches((tx) => archiveOpenTables(tx, gameIds, IDLE_BATCH));
  }

  /**
   * After the commit of a write that archived (or deleted) these tables, `archiveOpenTables` in
   * a caller's own transaction as well as here: what this process holds of them is forgotten.
   */
  tablesArchived(gameIds: readonly string[]): void {
    for (const gameId of gameIds) {
      // An open page hears of it: its view now says archived (or, once deleted, that the table is gone).
      this.events.notify({ gameId, version: this.#states.latest(gameId)?.head.version ?? 0 });
      this.#states.drop(gameId);
      this.#seating.delete(gameId);
      this.#clocks.stop(gameId);
      this.#computers.stop(gameId);
    }
  }

  /** Runs `step` until it touches fewer than a batch of tables, forgetting each; how many. */
  async #inBatches(step: (tx: Queryable) => Promise<string[]>): Promise<number> {
    let count = 0;
    for (;;) {
      const ids = await this.#writes.run(step);
      this.tablesArchived(ids);
      count += ids.length;
      if (ids.length < IDLE_BATCH) return count;
    }
  }

  /** Stops every move timer (a server shutting down, a test ending). */
  stopClocks(): void {
    this.#clocks.stopAll();
    this.#requestDeadlines.cancelAll();
    this.#computers.stopAll();
  }

  /**
   * The table, what the token makes the caller (remembered: a token is the seat for the
   * table's life, so a move need not read the seats again) and the seats; NOT_FOUND /
   * FORBIDDEN otherwise.
   */
  async #authenticate(db: Queryable, gameId: string, token: string): Promise<{ game: GameHead; role: Role; seatRows: SeatRow[] }> {
    const game = await findGameHead(db, gameId);
    if (game === null) throw new TableError("NOT_FOUND");
    const hash = hashToken(token);
    const seatRows = await listSeats(db, gameId);
    let role: Role;
    if (hash === game.spectatorTokenHash) {
      role = { kind: "spectator", seat: null };
    } else {
      const row = seatRows.find((candidate) => candidate.tokenHash === hash);
      if (row === undefined) throw new TableError("FORBIDDEN");
      role = { kind: "seat", seat: row.seat };
    }
    this.#roles.set(`${gameId} ${hash}`, role);
    return { game, role, seatRows };
  }

  /** The game at `game.version`: cached, or the snapshot plus the log after it, or the whole log. */
  async #loadState(game: GameHead): Promise<MatchState> {
    const cached = this.#states.get(game.id, game.version);
    if (cached !== null) return cached;
    const rules = storedRules(game.rulesJson);
    let start: MatchState | null = null;
    if (game.snapshotVersion !== null && game.snapshotVersion <= game.version) {
      start = await loadSnapshot(this.#db, game.id, game.snapshotVersion);
    }
    const log = await loadLog(this.#db, game.id, start?.version ?? 0, game.version);
    const state = replayLog(rules, game.seed, start, log);
    if (state.version !== game.version) {
      throw new Error(`table ${game.id}: log ends at ${state.version}, table says ${game.version}`);
    }
    return state;
  }
}

/** Who sits where, with what name, and the status: what may change without a new version. */
function sameTable(a: TableInfo, b: TableInfo): boolean {
  return (
    a.status === b.status &&
    a.seats.length === b.seats.length &&
    a.seats.every((seat, i) => {
      const other = b.seats[i]!;
      return seat.name === other.name && seat.joined === other.joined && seat.ready === other.ready && seat.computer?.standIn === other.computer?.standIn;
    })
  );
}

/** Who plays each seat, as the table's seat rows say. */
interface Seating {
  /** Its computer, or the medio one standing in; null: its person plays. */
  players: (SeatComputer | null)[];
  /** Since when the seat may be on the §7 clock (turn-clock.ts `seatReadySince`); null: not yet. */
  readySince: (number | null)[];
}

/** The table as this process last committed it: state, row, who plays each seat. */
interface Remembered extends Seating {
  state: MatchState;
  head: GameHead;
}

/** What a mover asks of the one path (#play), seeing the table: an answer without a move, or a move. */
type Choice<A> =
  | { answer: A }
  | {
      seat: Seat;
      action: Action;
      clientActionId: string;
      lexicon: Lexicon;
      /** Written in the move's transaction, after it (a ruling closes its request). */
      alsoWrite?: (tx: Queryable) => Promise<void>;
    };

/** How #play ended: the mover's answer, the engine's refusal (nothing written), or the state after the move, committed. */
type PlayOutcome<A> = { answer: A } | { refused: EngineError } | { played: MatchState };

type RefusedMove = Extract<ActResult, { ok: false }>;

/** How #move ended: its answer, and for a move accepted (now, or before: a retry) the state the answer's view shows. */
type Moved = { ok: true; answer: Extract<ActResult, { ok: true }>; state: MatchState } | { ok: false; answer: RefusedMove };

/** The engine's refusal of an action as the client gets it (the word, when a word was at fault). */
function engineRefusal({ code, message, word }: EngineError): RefusedMove {
  return word ? { ok: false, code, message, word } : { ok: false, code, message };
}

function refusal(code: Exclude<ActRefusalCode, "STALE_VERSION">): RefusedMove {
  return { ok: false, code, message: ACT_REFUSALS[code] };
}

function touchesWords(action: Action): boolean {
  return action.do === "meld" || action.do === "add" || action.do === "monte";
}

function clockView({ key: _key, ...clock }: ClockRecord): Omit<TableClock, "serverNow"> {
  return clock;
}

function tableInfo(game: GameHead, seatRows: SeatRow[]): TableInfo {
  const { players, readySince } = seatingOf(seatRows);
  return {
    gameId: game.id,
    status: game.status,
    rules: storedRules(game.rulesJson),
    judgedBy: game.eventKind === "class" ? "teacher" : "judge",
    seats: seatRows.map((row, i) => ({
      seat: row.seat,
      name: row.name,
      joined: row.joinedAt !== null,
      ready: readySince[i] !== null,
      computer: players[i]!,
    })),
  };
}

function seatingOf(seatRows: readonly SeatRow[]): Seating {
  return {
    players: seatRows.map((row) => {
      if (row.computer !== null) return { level: row.computer, standIn: false };
      return row.standInSince === null ? null : { level: "medio", standIn: true };
    }),
    readySince: seatRows.map(seatReadySince),
  };
}

/** The computer of each seat (null: a person), from `table.create`'s list; at least one seat stays a person's. */
function computerSeats(players: number, bots: readonly { seat: Seat; level: ComputerLevel }[]): (ComputerLevel | null)[] {
  const computers = new Array<ComputerLevel | null>(players).fill(null);
  for (const { seat, level } of bots) {
    if (!Number.isInteger(seat) || seat < 0 || seat >= players) throw new TableError("BAD_OPTIONS", `(il posto ${seat} non esiste a un tavolo da ${players})`);
    if (computers[seat] !== null) throw new TableError("BAD_OPTIONS", `(il posto ${seat} è indicato due volte)`);
    if (!COMPUTER_LEVELS.includes(level)) throw new TableError("BAD_OPTIONS", `(livello sconosciuto: ${level})`);
    computers[seat] = level;
  }
  if (computers.every((level) => level !== null)) throw new TableError("BAD_OPTIONS", "(almeno un posto deve restare a una persona)");
  return computers;
}
