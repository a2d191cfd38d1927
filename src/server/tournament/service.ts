/**
 * Tournaments (docs/tournament.md): the direzione di gara's software. A tournament
 * is its parameters, its entrants and its turns; each turn's tables are ordinary tables made by
 * the table service (`GameService.createTable`), with the tournament's event as their judge
 * event, the turn's seed (carte uguali) and the people seated with their names at once (each
 * seat ready for its move clock when its player opens it, GameService.seatPerson). The
 * rules of seating and scoring are the pure core's (src/tournament): this service stores what
 * it returns, keeps the turn's one clock, hears when a table's match ends
 * (`GameService.onTableOver`) and reads its score sheet as any spectator would.
 */
import { createHmac } from "node:crypto";

import { and, asc, count, eq, inArray, type SQL } from "drizzle-orm";
import { LRUCache } from "lru-cache";

import type { Db } from "~/server/db";
import {
  type TournamentAdjustmentRow,
  type TournamentEntrantRow,
  type TournamentPlayerRow,
  type TournamentRow,
  type TournamentTableRow,
  type TournamentTurnRow,
  games,
  seats,
  tournamentAdjustments,
  tournamentEntrants,
  tournamentPlayers,
  tournamentSeats,
  tournamentTables,
  tournamentTurns,
  tournaments,
} from "~/server/db/schema";
import { Deadlines } from "~/server/games/deadlines";
import { formatCsv, spreadsheetSafe } from "~/server/judge/csv";
import { TableEvents } from "~/server/games/events";
import { eventJudgeLink, seatLink } from "~/server/games/links";
import type { GameService, TableRecord } from "~/server/games/service";
import { openSeatToken, sealSeatToken, seatKeyOf, seatPlace } from "~/server/games/seat-seal";
import { hashToken, newGameId, newSeed, newToken, sameSecret } from "~/server/games/tokens";
import { archiveOpenTables, findGameHead, type Queryable, setSeatTokenHash } from "~/server/games/repository";
import { WriteBatcher } from "~/server/games/write-batcher";
import type { JudgeService } from "~/server/judge/service";
import { wakeups } from "~/server/wakeups";
import type { Ruleset } from "~/engine";
import { initialLines } from "~/engine/deal";
import {
  type Correction,
  commitment,
  type Entrant,
  type EntrantId,
  type FirstTurn,
  type Penalty,
  type ScoredTable,
  type SeatTurnInput,
  type StandingRow,
  scoreOf,
  scoreTurns,
  seatTurn,
  standings as rankEntrants,
  TournamentError as SeatingError,
  type TableResult,
  type TableSeating,
  type TurnSeating,
  tableSeed,
  turnSeed,
} from "~/tournament";
import { TournamentError } from "./errors";
import { checkSettings, playersPerEntrant, type TournamentSettings, totalTurns, vpScaleOf } from "./settings";

export type { TournamentSettings } from "./settings";

/**
 * The most tables a turn has: 400 players at tables of 4, twice the regional event of 200 the
 * tournament is built for. A turn's tables are made at once; starting a turn is one request
 * against the director's address (`table.create`'s limiter), its size bounded here.
 */
export const MAX_TABLES = 100;

/**
 * The keys derived from the director's, each for one purpose, by the word it is derived with:
 * the registration link's code, and the key of the tournament's language judge (its event's
 * `judgeToken`). The words are part of every link already given: never change them.
 */
const DERIVED_KEY_WORDS = { registration: "iscrizione", judge: "giudice di lingua" } as const;
export type DerivedKeyPurpose = keyof typeof DERIVED_KEY_WORDS;

/**
 * A key derived one-way from the director's (HMAC-SHA256 of the purpose's word, keyed with the
 * director's key): the console shows its link again at any time, the database keeps only its
 * hash, and knowing it tells nothing of the director's key nor of another purpose's key — the
 * judge's key opens the judge's queue and nothing of the director's.
 */
export function derivedKey(directorToken: string, purpose: DerivedKeyPurpose): string {
  return createHmac("sha256", directorToken).update(DERIVED_KEY_WORDS[purpose]).digest("base64url");
}

export interface CreatedTournament {
  tournamentId: string;
  directorToken: string;
  /** `/torneo/<id>/direzione?chiave=<token>`: the director's console, the only key to the tournament. */
  directorLink: string;
  /** `/torneo/<id>`: the standings for the hall's screen; anyone may open it. */
  publicLink: string;
  registrationToken: string;
  /** `/torneo/<id>/iscrizione?codice=<token>`: who has it signs up, until the first turn starts. */
  registrationLink: string;
  /** The tournament's language judge (its event), with a key of its own: hand it to the giudice di lingua. */
  judgeLink: string;
}

export interface RegisteredEntrant {
  entrantId: string;
  number: number;
  name: string;
  /**
   * Each player's own page (`tournament.me`): their table at every turn, their results. Signed
   * up by the registration link, the partners get an invite instead (`invite`: `token` is its
   * code, `link` the invite's page), which mints their page's token on their own device
   * (`claim`): whoever signed the pair or team up never holds a teammate's key.
   */
  players: { name: string; token: string; link: string; invite: boolean }[];
}

/** A line as the pages show it: its entrants' names and, once scored, PP, MP and VP. */
export interface LineView {
  entrants: { id: string; number: number; name: string }[];
  /** The players in the line, by seat; null: a robot. */
  players: (string | null)[];
  pp: number | null;
  mp: number | null;
  vp: number | null;
}

export interface TableProgress {
  table: number;
  zoppo: boolean;
  gameId: string | null;
  /** The game's status (waiting, playing, over, archived); "zoppo" for a tavolo zoppo. */
  status: string;
  /** The deal being played (1-based), and the deals of the turn. */
  deal: number | null;
  lines: LineView[];
  corrected: boolean;
}

export interface TurnView {
  /** 1-based, as the hall says it. */
  number: number;
  status: TournamentTurnRow["status"];
  /** SHA-256 of the turn's seed, public from the start (carte uguali). */
  seedHash: string;
  /** The seed itself, once the turn is over: sha256(seed) must equal seedHash. */
  seed: string | null;
  startedAt: number;
  deadlineAt: number;
  timeUpAt: number | null;
  endedAt: number | null;
}

export interface StandingView extends StandingRow {
  number: number;
  name: string;
  players: string[];
  withdrawn: boolean;
}

/** The public page (the hall's screen): no token, nothing secret. */
export interface PublicView {
  tournamentId: string;
  name: string;
  status: TournamentRow["status"];
  settings: TournamentSettings;
  turns: TurnView[];
  /** The latest turn's tables, with their progress and, once scored, their results. */
  tables: TableProgress[];
  standings: StandingView[];
  /** Moves on with every change: a page compares it to know it has the latest. */
  revision: number;
}

export interface EntrantView {
  id: string;
  number: number;
  name: string;
  players: string[];
  /**
   * The partners signed up by the registration link, each with an invite (`claim`): when it was
   * opened, null while it is not. Until then the registrant holds it and could open the
   * partner's page themselves: the director checks the partners in person (Art. 2.1).
   */
  invites: { player: string; claimedAt: number | null }[];
  registeredBy: TournamentEntrantRow["registeredBy"];
  checkedIn: boolean;
  late: boolean;
  withdrawn: boolean;
}

export interface AdjustmentView {
  id: number;
  kind: TournamentAdjustmentRow["kind"];
  /** 1-based. */
  turn: number;
  table: number | null;
  entrant: string | null;
  pp: number | null;
  change: Correction["change"] | null;
  by: string;
  reason: string;
  at: number;
}

export interface DirectorView extends PublicView {
  /** The judge's queue of the tournament's tables, with the judge's own key (`derivedKey`). */
  judgeLink: string;
  /** The registration link (its code derived from the director's key): open until the first turn starts. */
  registrationLink: string;
  registrationOpen: boolean;
  entrants: EntrantView[];
  /** Checked in after the first turn started: the director decides the Art. 13 penalty. */
  late: EntrantView[];
  adjustments: AdjustmentView[];
  /** 0 when every turn has been played, else the next turn's number (1-based) once the current one is over. */
  nextTurn: number | null;
}

export interface PlayerView {
  tournamentName: string;
  status: TournamentRow["status"];
  name: string;
  entrant: { id: string; number: number; name: string };
  /** The table to go to now: the latest turn's, while its game is being played. */
  current: { turn: number; table: number; link: string | null; zoppo: boolean } | null;
  /** Every turn's table, with the entrant's line's result once scored. */
  tables: { turn: number; table: number; zoppo: boolean; over: boolean; pp: number | null; mp: number | null; vp: number | null }[];
  standing: StandingView | null;
  /** Where the player goes next turn, as far as it is known now; null once the tournament is over. */
  next: NextTable | null;
}

/**
 * A player's next table, before the director starts the turn. Mitchell and Italiano follow the
 * turns played, so the seating is known as soon as the turn before has begun; Danese waits for
 * that turn's standings (Art. 3.2 b 5); the first turn drawn or by the director is known at its
 * start. Computed by the same `seatTurn` as the start, from what stands now: a check-in, a
 * withdrawal or a correction (Danese) before the start changes it. Names only: no seed, no card.
 */
export type NextTable =
  | {
      kind: "table";
      /** 1-based. */
      turn: number;
      table: number;
      /** 1-based engine line (at 4: line 1 is seats 0-2, Nord-Sud; line 2 is seats 1-3, Est-Ovest); null at a tavolo zoppo. */
      line: number | null;
      zoppo: boolean;
      /** The players in the line besides this one (a partner). */
      partners: string[];
      /** The players of the other lines at the table; null: a robot. */
      opponents: (string | null)[];
    }
  /** The first turn, drawn (Art. 3.2 a 1) or by the director (a 2): known when it starts. */
  | { kind: "atStart"; turn: number }
  /** Danese: the turn being played decides it (Art. 3.2 b 5). */
  | { kind: "standings"; turn: number }
  /** Not among those present (not checked in, or withdrawn), or too few present to seat a turn. */
  | { kind: "notSeated"; turn: number }
  /** The turn being played is the tournament's last. */
  | { kind: "last" };

/** The next turn as the forecast holds it for every player of a tournament (NextTable without the player). */
type Forecast =
  | { kind: "seating"; turn: number; seating: TurnSeating; names: Map<string, string> }
  | { kind: "atStart" | "standings" | "notSeated"; turn: number }
  | { kind: "last" }
  | { kind: "finished" };

export interface StartedTurn {
  /** 1-based. */
  turn: number;
  seedHash: string;
  tables: number;
  deadlineAt: number;
}

/** What is computed once per change of a tournament: its public view and its scored tables. */
interface Computed {
  view: PublicView;
  scored: ScoredTable[];
}

/**
 * The most penalties and corrections a tournament keeps: each is read at every change and every
 * console poll, and a real tournament records a few dozen. Past it they are refused, nothing
 * recorded (TOO_MANY_ADJUSTMENTS).
 */
export const MAX_ADJUSTMENTS = 1_000;

/** Tournaments whose public view is remembered, the least recently read forgotten first. */
const REMEMBERED_TOURNAMENTS = 1_000;

/** "Chiudi tavolo" reads the PP again when a move lands before its write; a table moving this often is refused (TABLE_MOVING). */
const CLOSE_TABLE_ATTEMPTS = 5;

/**
 * The finished turns' deals exports remembered, in characters of their bodies: a turn of 100
 * tables of 4 deals is about 2 MB as JSON, so a few dozen of the largest fit.
 */
const REMEMBERED_EXPORT_CHARS = 64 * 1024 * 1024;

/** A deal of a table, as the CSV export writes it. */
const CSV_HEADER = ["turno", "tavolo", "smazzata", "linea", "giocatori", "burraco", "premio", "chiusura", "carte", "mano", "pozzetto", "totale"];

export function directorLink(tournamentId: string, token: string): string {
  return `/torneo/${tournamentId}/direzione?chiave=${token}`;
}

/** `/torneo/<id>/iscrizione?codice=<token>`: the registration link. */
export function registrationLink(tournamentId: string, token: string): string {
  return `/torneo/${tournamentId}/iscrizione?codice=${token}`;
}

export function playerLink(tournamentId: string, token: string): string {
  return `/torneo/${tournamentId}/giocatore?chiave=${token}`;
}

/** `/torneo/<id>/invito?codice=<code>`: a partner's one-time invite, opened on their own device. */
export function inviteLink(tournamentId: string, code: string): string {
  return `/torneo/${tournamentId}/invito?codice=${code}`;
}

/**
 * What a player row keeps of an invite's code while it is not claimed: its hash in a domain of
 * its own, so that the code never matches a page token (`me` refuses it) and only `claim` takes it.
 */
function inviteHash(code: string): string {
  return hashToken(`invito ${code}`);
}

export class TournamentService {
  readonly #db: Db;
  readonly #writes: WriteBatcher;
  readonly #games: GameService;
  readonly #judges: JudgeService;
  readonly #now: () => number;
  /** Multiplies the turn's minutes (1 in play): tests use a small one. */
  readonly #timeScale: number;
  /** Each tournament's turn deadline (Art. 7), one timer for all its tables. */
  readonly #deadlines = new Deadlines();
  /** Tournaments whose turn is being started now. */
  readonly #starting = new Set<string>();
  /** Told after every change of a tournament (a table scored, a turn, a penalty): the live standings listen. */
  readonly #changes = new TableEvents();
  /**
   * Per tournament recently seen, the revision of its last change and the public view computed
   * at it (null: not yet). Revisions come from one counter for all tournaments, so a tournament
   * forgotten and counted again never repeats a number a page has seen.
   */
  #lastRevision = 0;
  readonly #live = new LRUCache<string, { revision: number; computed: Computed | null }>({ max: REMEMBERED_TOURNAMENTS });
  /** The next turn's forecast per tournament, at the revision it was computed at (`me` is polled by every player). */
  readonly #forecasts = new LRUCache<string, { revision: number; forecast: Promise<Forecast> }>({ max: REMEMBERED_TOURNAMENTS });

  /**
   * A finished turn's deals export, by tournament, turn and format: its games are over and
   * never change, so each table is replayed once, not at every download.
   */
  readonly #dealsExports = new LRUCache<string, { filename: string; contentType: string; body: string }>({
    maxSize: REMEMBERED_EXPORT_CHARS,
    sizeCalculation: (exported) => exported.body.length + 1,
  });

  constructor({
    db,
    games,
    judges,
    now = Date.now,
    timeScale = 1,
  }: { db: Db; games: GameService; judges: JudgeService; now?: () => number; timeScale?: number }) {
    this.#db = db;
    this.#writes = WriteBatcher.of(db);
    this.#games = games;
    this.#judges = judges;
    this.#now = now;
    this.#timeScale = timeScale;
  }

  /**
   * A new tournament and its three links. `seed`, the secret every turn's seed comes from, is
   * random unless a server-side caller (a simulation) chooses it: the API never accepts one.
   */
  async create(input: { name: string; settings: TournamentSettings; seed?: string }): Promise<CreatedTournament> {
    checkSettings(input.settings);
    const directorToken = newToken();
    const registrationToken = derivedKey(directorToken, "registration");
    const event = await this.#judges.createEvent(`Torneo ${input.name}`, { judgeToken: derivedKey(directorToken, "judge"), kind: "tournament" });
    const tournamentId = newGameId();
    await this.#writes.run((tx) =>
      tx.insert(tournaments).values({
        id: tournamentId,
        name: input.name,
        settingsJson: JSON.stringify(input.settings),
        seed: input.seed ?? newSeed(),
        directorTokenHash: hashToken(directorToken),
        registrationTokenHash: hashToken(registrationToken),
        eventId: event.eventId,
        createdAt: new Date(this.#now()),
      }),
    );
    return {
      tournamentId,
      directorToken,
      directorLink: directorLink(tournamentId, directorToken),
      publicLink: `/torneo/${tournamentId}`,
      registrationToken,
      registrationLink: registrationLink(tournamentId, registrationToken),
      judgeLink: event.judgeLink,
    };
  }

  /**
   * Signs an entrant up (Art. 2.1): with the registration link until the first turn starts, or
   * by the director at any time before the end — after the first turn has started, that is a
   * late arrival, present at once. Each player gets their own page's token; by the link, the
   * partners of the one signing up get an invite each instead (`claim`).
   */
  async register(
    tournamentId: string,
    key: { registrationToken: string } | { directorToken: string },
    input: { name: string; players: readonly string[] },
  ): Promise<RegisteredEntrant> {
    const row = await this.#tournament(tournamentId);
    const byDirector = "directorToken" in key;
    if (byDirector) this.#checkDirector(row, key.directorToken);
    else if (!sameSecret(row.registrationTokenHash, hashToken(key.registrationToken))) throw new TournamentError("BAD_REGISTRATION_LINK");
    if (row.status === "finished") throw new TournamentError("CLOSED");
    if (!byDirector && row.status !== "registration") throw new TournamentError("REGISTRATION_CLOSED");
    const settings = settingsOf(row);
    if (input.players.length !== playersPerEntrant(settings.format)) throw new TournamentError("BAD_PLAYERS");
    const entrantId = newGameId();
    const tokens = input.players.map(() => newToken());
    const invited = (position: number) => hasInvite(byDirector ? "director" : "link", position);
    const now = new Date(this.#now());
    const number = await this.#writes.run(async (tx) => {
      const [{ entrants } = { entrants: 0 }] = await tx
        .select({ entrants: count() })
        .from(tournamentEntrants)
        .where(eq(tournamentEntrants.tournamentId, tournamentId));
      const [{ players } = { players: 0 }] = await tx
        .select({ players: count() })
        .from(tournamentPlayers)
        .where(eq(tournamentPlayers.tournamentId, tournamentId));
      if (players + input.players.length > MAX_TABLES * settings.tableSize) throw new TournamentError("FULL");
      const [taken] = await tx
        .select({ id: tournamentEntrants.id })
        .from(tournamentEntrants)
        .where(and(eq(tournamentEntrants.tournamentId, tournamentId), eq(tournamentEntrants.nameKey, nameKey(input.name))))
        .limit(1);
      if (taken !== undefined) throw new TournamentError("NAME_TAKEN");
      const late = row.status === "playing";
      await tx.insert(tournamentEntrants).values({
        id: entrantId,
        tournamentId,
        number: entrants + 1,
        name: input.name,
        nameKey: nameKey(input.name),
        registeredBy: byDirector ? "director" : "link",
        registeredAt: now,
        checkedInAt: late ? now : null,
        late,
      });
      await tx.insert(tournamentPlayers).values(
        input.players.map((name, position) => ({
          id: `${entrantId}.${position}`,
          tournamentId,
          entrantId,
          position,
          name,
          tokenHash: invited(position) ? inviteHash(tokens[position]!) : hashToken(tokens[position]!),
          // An invite's seats are sealed to its code's key until it is claimed.
          seatKey: seatKeyOf(tokens[position]!, "torneo"),
        })),
      );
      return entrants + 1;
    });
    this.#changed(tournamentId);
    return {
      entrantId,
      number,
      name: input.name,
      players: input.players.map((name, position) => ({
        name,
        token: tokens[position]!,
        link: (invited(position) ? inviteLink : playerLink)(tournamentId, tokens[position]!),
        invite: invited(position),
      })),
    };
  }

  /**
   * A partner opens their invite on their own device: a new page token is minted for them, its
   * hash and seat key replace the invite's, and the seats already sealed to the invite's key are
   * sealed again to the new one. The invite then opens nothing (BAD_INVITE): the copy held by
   * whoever signed the pair or team up is dead. An invite claimed by the wrong person is mended
   * by the director's new link (`newPlayerLink`).
   */
  async claim(tournamentId: string, code: string): Promise<{ name: string; token: string; link: string }> {
    await this.#tournament(tournamentId);
    const token = newToken();
    const seatKey = seatKeyOf(token, "torneo");
    const name = await this.#writes.run(async (tx) => {
      const [player] = await tx
        .select()
        .from(tournamentPlayers)
        .where(and(eq(tournamentPlayers.tournamentId, tournamentId), eq(tournamentPlayers.tokenHash, inviteHash(code))))
        .limit(1);
      if (player === undefined) return null;
      const seats = await tx
        .select({
          turn: tournamentSeats.turn,
          table: tournamentSeats.table,
          seat: tournamentSeats.seat,
          sealed: tournamentSeats.sealedSeatToken,
          gameId: tournamentTables.gameId,
        })
        .from(tournamentSeats)
        .innerJoin(tournamentTables, seatsTable())
        .where(eq(tournamentSeats.playerId, player.id));
      for (const s of seats) {
        if (s.sealed === null || s.gameId === null) continue;
        const where = seatPlace(s.gameId, s.seat);
        const seatToken = openSeatToken(s.sealed, code, where, "torneo");
        await storeSeal(tx, tournamentId, s, seatToken === null ? null : sealSeatToken(seatToken, seatKey, where, "torneo"));
      }
      await tx
        .update(tournamentPlayers)
        .set({ tokenHash: hashToken(token), seatKey, claimedAt: new Date(this.#now()) })
        .where(eq(tournamentPlayers.id, player.id));
      return player.name;
    });
    if (name === null) throw new TournamentError("BAD_INVITE");
    return { name, token, link: playerLink(tournamentId, token) };
  }

  /**
   * The director's "nuovo link per il giocatore": a player who lost their page's link (or whose
   * invite someone else claimed) gets a new page token, and the old link, or the invite, opens
   * nothing. The seat of a table still being played gets a new token too (its old link stops
   * working), sealed to the new key, so the new page sends the player there.
   *
   * One write, as `claim`: the key, the game seats' tokens and their seals land together or not
   * at all, and a turn's seat write (#startTurn) falls wholly before it (its seats are read here
   * and resealed) or wholly after (it seals to the new key).
   */
  async newPlayerLink(
    tournamentId: string,
    directorToken: string,
    input: { entrantId: string; position: number },
  ): Promise<{ name: string; token: string; link: string }> {
    const row = await this.#directorTournament(tournamentId, directorToken);
    if (row.status === "finished") throw new TournamentError("CLOSED");
    await this.#entrant(tournamentId, input.entrantId);
    const token = newToken();
    const seatKey = seatKeyOf(token, "torneo");
    const done = await this.#writes.run(async (tx) => {
      const [player] = await tx
        .select()
        .from(tournamentPlayers)
        .where(and(eq(tournamentPlayers.entrantId, input.entrantId), eq(tournamentPlayers.position, input.position)))
        .limit(1);
      if (player === undefined) return null;
      await tx
        .update(tournamentPlayers)
        .set({ tokenHash: hashToken(token), seatKey })
        .where(eq(tournamentPlayers.id, player.id));
      const playing = await tx
        .select({
          turn: tournamentSeats.turn,
          table: tournamentSeats.table,
          seat: tournamentSeats.seat,
          gameId: games.id,
          oldHash: seats.tokenHash,
        })
        .from(tournamentSeats)
        .innerJoin(tournamentTables, seatsTable())
        .innerJoin(games, eq(games.id, tournamentTables.gameId))
        .innerJoin(seats, and(eq(seats.gameId, games.id), eq(seats.seat, tournamentSeats.seat)))
        .where(and(eq(tournamentSeats.playerId, player.id), inArray(games.status, ["waiting", "playing"])));
      for (const s of playing) {
        const seatToken = newToken();
        await setSeatTokenHash(tx, s.gameId, s.seat, hashToken(seatToken));
        await storeSeal(tx, tournamentId, s, sealSeatToken(seatToken, seatKey, seatPlace(s.gameId, s.seat), "torneo"));
      }
      return { name: player.name, replaced: playing };
    });
    if (done === null) throw new TournamentError("NO_ENTRANT", `l'iscritto non ha un giocatore ${input.position + 1}`);
    for (const s of done.replaced) this.#games.forgetSeatToken(s.gameId, s.oldHash);
    return { name: done.name, token, link: playerLink(tournamentId, token) };
  }

  /** The entrant is in the hall (Art. 2.1); after the first turn has started, a late arrival (Art. 13). */
  async checkIn(tournamentId: string, directorToken: string, entrantId: string): Promise<void> {
    const row = await this.#directorTournament(tournamentId, directorToken);
    if (row.status === "finished") throw new TournamentError("CLOSED");
    const entrant = await this.#entrant(tournamentId, entrantId);
    if (entrant.withdrawnAt !== null) throw new TournamentError("WITHDRAWN");
    if (entrant.checkedInAt !== null) return;
    await this.#writes.run((tx) =>
      tx
        .update(tournamentEntrants)
        .set({ checkedInAt: new Date(this.#now()), late: row.status === "playing" })
        .where(eq(tournamentEntrants.id, entrantId)),
    );
    this.#changed(tournamentId);
  }

  /** The entrant leaves the tournament (Art. 13.4): seated at no later turn; what they played stays in the standings. */
  async withdraw(tournamentId: string, directorToken: string, entrantId: string): Promise<void> {
    const row = await this.#directorTournament(tournamentId, directorToken);
    if (row.status === "finished") throw new TournamentError("CLOSED");
    const entrant = await this.#entrant(tournamentId, entrantId);
    if (entrant.withdrawnAt !== null) return;
    await this.#writes.run((tx) =>
      tx
        .update(tournamentEntrants)
        .set({ withdrawnAt: new Date(this.#now()) })
        .where(eq(tournamentEntrants.id, entrantId)),
    );
    this.#changed(tournamentId);
  }

  /**
   * Starts the next turn (the director's whistle, Art. 2.3): seats it (src/tournament
   * movements.ts `seatTurn`; the first turn by the director's `tables` when the tournament
   * said so), commits its seed (its hash public now, the seed itself once the turn is over),
   * makes every table through the table service — the same seed at each with carte uguali,
   * robots at the empty seats of an incomplete table, none for a tavolo zoppo — seats each
   * person with their name, and arms the turn's one deadline.
   */
  async startTurn(
    tournamentId: string,
    directorToken: string,
    options: { tables?: readonly (readonly string[])[]; charge?: () => void } = {},
  ): Promise<StartedTurn> {
    const row = await this.#directorTournament(tournamentId, directorToken);
    if (row.status === "finished") throw new TournamentError("NO_TURN_LEFT");
    if (this.#starting.has(tournamentId)) throw new TournamentError("BUSY");
    this.#starting.add(tournamentId);
    try {
      return await this.#startTurn(row, options);
    } finally {
      this.#starting.delete(tournamentId);
    }
  }

  async #startTurn(row: TournamentRow, options: { tables?: readonly (readonly string[])[]; charge?: () => void }): Promise<StartedTurn> {
    const tournamentId = row.id;
    const settings = settingsOf(row);
    // A turn left "seating" (its undoing failed too): no start of this tournament runs now (#starting), so it is undone first.
    for (const left of await this.#db
      .select({ number: tournamentTurns.number })
      .from(tournamentTurns)
      .where(and(eq(tournamentTurns.tournamentId, tournamentId), eq(tournamentTurns.status, "seating"))))
      await this.#abandonTurn(row, left.number);
    const turns = await this.#db.select().from(tournamentTurns).where(eq(tournamentTurns.tournamentId, tournamentId)).orderBy(asc(tournamentTurns.number));
    if (turns.some((t) => t.status !== "over")) throw new TournamentError("TURN_IN_PLAY");
    const turn = turns.length;
    if (turn >= totalTurns(settings)) throw new TournamentError("NO_TURN_LEFT");
    if (settings.firstTurn === "director" && turn === 0 && options.tables === undefined) throw new TournamentError("BAD_SEATING");
    const { input, entrantRows } = await this.#nextTurnInput(row, turns, options.tables);
    if (input.entrants.length < 2) throw new TournamentError("TOO_FEW");
    const seed = input.seed;
    let seating: TurnSeating;
    try {
      seating = seatTurn(input);
    } catch (error) {
      // The core names entrants by id: the director reads their number and name.
      if (error instanceof SeatingError) throw new TournamentError("BAD_SEATING", byNumberAndName(error.message, entrantRows));
      throw error;
    }
    const played = seating.tables.filter((t) => !t.zoppo);
    // One request against the director's address, however many tables (at most MAX_TABLES, by registration).
    options.charge?.();
    const startedAt = this.#now();
    const deadlineAt = startedAt + settings.turnMinutes * 60_000 * this.#timeScale;
    const now = new Date(startedAt);
    // The turn first, "seating" while its tables are made: a failure half-way, or a crash
    // (resume), is undone by #abandonTurn instead of leaving tables of the turn's seed behind.
    await this.#writes.run((tx) =>
      tx.insert(tournamentTurns).values({
        tournamentId,
        number: turn,
        seed,
        seedHash: commitment(seed),
        status: "seating",
        seatingJson: JSON.stringify(seating),
        startedAt: now,
        deadlineAt: new Date(deadlineAt),
      }),
    );
    try {
      const made: { table: number; gameId: string | null; zoppo: boolean; seats: { seat: number; playerId: string; token: string | null }[] }[] = [];
      for (const table of seating.tables) {
        if (table.zoppo) {
          made.push({
            table: table.table,
            gameId: null,
            zoppo: true,
            seats: playersAt(table.players).map(({ seat, playerId }) => ({ seat, playerId, token: null })),
          });
          continue;
        }
        const bots = table.players.flatMap((player, seat) => (player === null ? [{ seat, level: settings.robotLevel }] : []));
        const created = await this.#games.createTable({
          players: settings.tableSize,
          wordProfile: settings.wordProfile,
          timers: settings.moveTimers,
          judge: settings.judge,
          eventId: row.eventId,
          deals: settings.dealsPerTurn,
          seed: tableSeed(seed, table.table, settings.carteUguali),
          // Art. 3 ("Torneo a 3 giocatori") and 3.3 leave the pozzetti of a table of 3 to the
          // direzione di gara: 18+11 or "tre pozzi da 11 carte". Here always three of 11, so each
          // player stays a line of their own all deal long and is scored as one (docs/tournament.md).
          ...(settings.tableSize === 3 ? { threePlayerPozzetti: "3x11" as const } : {}),
          ...(bots.length > 0 ? { bots } : {}),
        });
        made.push({
          table: table.table,
          gameId: created.gameId,
          zoppo: false,
          seats: playersAt(table.players).map(({ seat, playerId }) => ({ seat, playerId, token: created.seatTokens[seat]! })),
        });
      }
      // Who sits where, before anyone sits: the pages can send every player to their seat.
      await this.#writes.run(async (tx) => {
        // Each seat sealed to its player's key as this write reads it: a partner's invite claimed
        // (or a new link) just before is sealed to the new key; one claimed just after reseals it.
        const seatKeys = new Map(
          (
            await tx
              .select({ id: tournamentPlayers.id, seatKey: tournamentPlayers.seatKey })
              .from(tournamentPlayers)
              .where(eq(tournamentPlayers.tournamentId, tournamentId))
          ).map((p) => [p.id, p.seatKey]),
        );
        const seatRows = made.flatMap((m) =>
          m.seats.map((s) => ({
            tournamentId,
            turn,
            table: m.table,
            seat: s.seat,
            playerId: s.playerId,
            sealedSeatToken:
              s.token === null || m.gameId === null ? null : sealSeatToken(s.token, seatKeys.get(s.playerId)!, seatPlace(m.gameId, s.seat), "torneo"),
          })),
        );
        await tx
          .insert(tournamentTables)
          .values(made.map((m) => ({ tournamentId, turn, number: m.table, gameId: m.gameId, zoppo: m.zoppo, scoredAt: m.zoppo ? now : null })));
        if (seatRows.length > 0) await tx.insert(tournamentSeats).values(seatRows);
        await tx
          .update(tournamentTurns)
          .set({ status: "playing" })
          .where(and(eq(tournamentTurns.tournamentId, tournamentId), eq(tournamentTurns.number, turn)));
        if (row.status === "registration") await tx.update(tournaments).set({ status: "playing" }).where(eq(tournaments.id, tournamentId));
      });
    } catch (error) {
      // The director must read the failure itself; a turn this leaves "seating" is undone at the next start.
      await this.#abandonTurn(row, turn).catch((undo: unknown) => console.error(`tournament ${tournamentId}: turn ${turn + 1} was not undone`, undo));
      throw error;
    }
    // The turn is started: its clock runs whatever happens next.
    this.#armDeadline(tournamentId, turn, deadlineAt);
    this.#changed(tournamentId);
    try {
      await this.#joinSeats(tournamentId, turn);
    } catch (error) {
      // The console's next read (and the time-up) seats them again.
      console.error(`tournament ${tournamentId}: the people of turn ${turn + 1} were not all seated`, error);
    }
    // A turn of tavoli zoppi only has nothing to wait for.
    if (played.length === 0) await this.#closeTurnIfDone(tournamentId, turn);
    return { turn: turn + 1, seedHash: commitment(seed), tables: seating.tables.length, deadlineAt };
  }

  /**
   * A turn that did not finish seating (a failure, or a crash before its tables were recorded):
   * the tables made for it, found by the event and the turn's seeds, are archived, and the turn
   * forgotten, so that the director starts it again and no table of its seed stays open (the
   * record and the deals' export wait for those).
   */
  async #abandonTurn(row: TournamentRow, turn: number): Promise<void> {
    const [turnRow] = await this.#db
      .select()
      .from(tournamentTurns)
      .where(and(eq(tournamentTurns.tournamentId, row.id), eq(tournamentTurns.number, turn)));
    if (turnRow === undefined || turnRow.status !== "seating") return;
    const seating = JSON.parse(turnRow.seatingJson) as TurnSeating;
    const seeds = [...new Set(seating.tables.map((t) => tableSeed(turnRow.seed, t.table, settingsOf(row).carteUguali)))];
    const made = await this.#db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.eventId, row.eventId), inArray(games.seed, seeds), inArray(games.status, ["waiting", "playing"])));
    await this.#games.archiveTables(made.map((g) => g.id));
    await this.#writes.run(async (tx) => {
      const where = { tournament: row.id, turn };
      await tx.delete(tournamentSeats).where(and(eq(tournamentSeats.tournamentId, where.tournament), eq(tournamentSeats.turn, where.turn)));
      await tx.delete(tournamentTables).where(and(eq(tournamentTables.tournamentId, where.tournament), eq(tournamentTables.turn, where.turn)));
      await tx.delete(tournamentTurns).where(and(eq(tournamentTurns.tournamentId, where.tournament), eq(tournamentTurns.number, where.turn)));
    });
    this.#changed(row.id);
  }

  /**
   * Seats every person of the turn at a table still waiting for them, with their name (a turn's
   * start, and resume after a crash half-way); their clock waits for them to open the seat.
   */
  async #joinSeats(tournamentId: string, turn: number): Promise<void> {
    const waiting = await this.#db
      .select({ gameId: tournamentTables.gameId, seat: tournamentSeats.seat, name: tournamentPlayers.name })
      .from(tournamentSeats)
      .innerJoin(tournamentTables, seatsTable())
      .innerJoin(games, eq(games.id, tournamentTables.gameId))
      .innerJoin(tournamentPlayers, eq(tournamentPlayers.id, tournamentSeats.playerId))
      .where(and(eq(tournamentSeats.tournamentId, tournamentId), eq(tournamentSeats.turn, turn), eq(games.status, "waiting")));
    for (const seat of waiting) if (seat.gameId !== null) await this.#games.seatPerson(seat.gameId, seat.seat, seat.name);
  }

  /**
   * Time is up (Art. 7): the director's whistle, or the turn's deadline. Every table of the
   * turn still being played gets the engine's last round — through the table service's one move
   * path (`GameService.callTime`) — and ends with the dealer's discard; a table already over waits.
   */
  /**
   * What `seatTurn` seats the next turn from, as the tournament stands now: those present (checked
   * in, not withdrawn) in registration order, the turns so far, the standings, the turn's seed.
   * One path for the turn's start and for a player's forecast of it (`me`), so the two agree.
   */
  async #nextTurnInput(
    row: TournamentRow,
    turns: readonly TournamentTurnRow[],
    tables?: readonly (readonly string[])[],
  ): Promise<{ input: SeatTurnInput; playerRows: TournamentPlayerRow[]; entrantRows: TournamentEntrantRow[] }> {
    const settings = settingsOf(row);
    const turn = turns.length;
    const entrantRows = await this.#db
      .select()
      .from(tournamentEntrants)
      .where(eq(tournamentEntrants.tournamentId, row.id))
      .orderBy(asc(tournamentEntrants.number));
    const playerRows = await this.#db.select().from(tournamentPlayers).where(eq(tournamentPlayers.tournamentId, row.id));
    const playersOf = groupPlayers(playerRows);
    const entrants: Entrant[] = entrantRows
      .filter((e) => e.checkedInAt !== null && e.withdrawnAt === null)
      .map((e) => ({ id: e.id, players: (playersOf.get(e.id) ?? []).map((p) => p.id) }));
    const firstTurn: FirstTurn =
      settings.firstTurn === "director" && turn === 0
        ? { mode: "director", tables: (tables ?? []).map((t) => [...t]) }
        : { mode: settings.firstTurn === "fixedMobile" ? "fixedMobile" : "random" };
    const input: SeatTurnInput = {
      format: settings.format,
      tableSize: settings.tableSize,
      movement: settings.movement,
      entrants,
      turn,
      previous: turns.map((t) => JSON.parse(t.seatingJson) as TurnSeating),
      standings: turn === 0 ? [] : (await this.#scores(row, [...turns])).rows,
      seed: turnSeed(row.seed, turn),
      firstTurn,
      incomplete: settings.incomplete,
    };
    return { input, playerRows, entrantRows };
  }

  async callTime(tournamentId: string, directorToken: string): Promise<{ tables: number }> {
    await this.#directorTournament(tournamentId, directorToken);
    const [turn] = await this.#db
      .select()
      .from(tournamentTurns)
      .where(and(eq(tournamentTurns.tournamentId, tournamentId), inArray(tournamentTurns.status, ["playing", "timeUp"])))
      .limit(1);
    if (turn === undefined) throw new TournamentError("NO_TURN");
    return { tables: await this.#timeUp(tournamentId, turn.number) };
  }

  /**
   * Marks the turn's time up, then gives every table still waiting or playing the time-up. Called
   * again on a turn already marked (the director's repeated whistle, a server resuming after a
   * crash half-way), it sends it again: a table that had it says so ("#fine-tempo" is played once),
   * and one that failed, or never got it, gets it now.
   */
  async #timeUp(tournamentId: string, turn: number): Promise<number> {
    const open = await this.#writes.run(async (tx) => {
      const [row] = await tx
        .select({ status: tournamentTurns.status })
        .from(tournamentTurns)
        .where(and(eq(tournamentTurns.tournamentId, tournamentId), eq(tournamentTurns.number, turn)));
      if (row?.status === "playing") {
        await tx
          .update(tournamentTurns)
          .set({ status: "timeUp", timeUpAt: new Date(this.#now()) })
          .where(and(eq(tournamentTurns.tournamentId, tournamentId), eq(tournamentTurns.number, turn)));
      }
      return row?.status === "playing" || row?.status === "timeUp";
    });
    if (!open) return 0;
    this.#deadlines.cancel(tournamentId);
    // A table still waiting for its people (a seating that failed) starts now, so that it gets the time-up too.
    await this.#joinSeats(tournamentId, turn);
    const playing = await this.#db
      .select({ gameId: tournamentTables.gameId })
      .from(tournamentTables)
      .innerJoin(games, eq(games.id, tournamentTables.gameId))
      .where(and(eq(tournamentTables.tournamentId, tournamentId), eq(tournamentTables.turn, turn), inArray(games.status, ["waiting", "playing"])));
    let called = 0;
    for (const { gameId } of playing) {
      if (gameId === null) continue;
      // One table's failure must not keep the others from their last round.
      try {
        if (await this.#games.callTime(gameId)) called++;
      } catch (error) {
        console.error(`tournament ${tournamentId}: table ${gameId} did not get the time-up of turn ${turn + 1}`, error);
      }
    }
    this.#changed(tournamentId);
    return called;
  }

  #armDeadline(tournamentId: string, turn: number, at: number): void {
    this.#deadlines.arm(tournamentId, at, this.#now(), () => {
      this.#timeUp(tournamentId, turn).catch((error: unknown) => console.error(`tournament ${tournamentId}: the time-out of turn ${turn + 1} failed`, error));
    });
  }

  /**
   * A table's match is over (GameService.onTableOver): if it is a tournament's, its PP by line
   * are read from its score sheet (the spectator's view: every deal's score is public once
   * played) and kept; when it was the turn's last table, the turn is over and its seed
   * revealed. Never throws: a lost score must not disturb the game; the director's view scores
   * any table left behind.
   */
  async tableOver(gameId: string): Promise<void> {
    try {
      const [table] = await this.#db.select().from(tournamentTables).where(eq(tournamentTables.gameId, gameId)).limit(1);
      if (table === undefined || table.scoredAt !== null) return;
      await this.#score(table);
    } catch (error) {
      console.error(`tournament: table ${gameId} was not scored`, error);
    }
  }

  /** The table's PP stored and, in the same transaction, the turn closed if it was its last table. */
  async #score(table: TournamentTableRow): Promise<void> {
    const { pp } = await this.#linePp(table.gameId!, await this.#seated(table.tournamentId, table.turn, table.number));
    const closed = await this.#writes.run(async (tx) => {
      await tx
        .update(tournamentTables)
        .set({ ppJson: JSON.stringify(pp), scoredAt: new Date(this.#now()) })
        .where(and(eq(tournamentTables.tournamentId, table.tournamentId), eq(tournamentTables.turn, table.turn), eq(tournamentTables.number, table.number)));
      return this.#closeTurnIn(tx, table.tournamentId, table.turn);
    });
    this.#changed(table.tournamentId);
    if (closed) this.#turnClosed(table.tournamentId);
  }

  /**
   * Art. 6.1: a line's PP is the sum of its deals played. The engine keeps each seat's total (a
   * line's at each of its seats): each line of the seating reads the total of its first seat, by
   * the seats the engine dealt the lines at the start (`lineOfSeat`), whatever the last deal's
   * lines were.
   */
  async #linePp(gameId: string, seated: TableSeating): Promise<{ pp: number[]; version: number }> {
    const { view } = await this.#games.spectate(gameId);
    const pp = seated.lines.map((_, line) => {
      const seat = seated.players.findIndex((_, s) => lineOfSeat(seated, s) === line);
      return view.totals[seat] ?? 0;
    });
    return { pp, version: view.version };
  }

  /** A table of a turn as the turn's seating has it. */
  async #seated(tournamentId: string, turn: number, number: number): Promise<TableSeating> {
    const [turnRow] = await this.#db
      .select({ seatingJson: tournamentTurns.seatingJson })
      .from(tournamentTurns)
      .where(and(eq(tournamentTurns.tournamentId, tournamentId), eq(tournamentTurns.number, turn)));
    const seated = turnRow === undefined ? undefined : (JSON.parse(turnRow.seatingJson) as TurnSeating).tables.find((t) => t.table === number);
    if (seated === undefined) throw new TournamentError("BAD_ADJUSTMENT");
    return seated;
  }

  /** The turn over (its seed shown, the tournament finished after its last turn) once every table of it is scored: in its own transaction. */
  async #closeTurnIfDone(tournamentId: string, turn: number): Promise<void> {
    const closed = await this.#writes.run((tx) => this.#closeTurnIn(tx, tournamentId, turn));
    if (closed) this.#turnClosed(tournamentId);
  }

  /**
   * The turn over once every table of it is scored, in the transaction `tx`: the write that
   * scores a turn's last table closes the turn with it, so no crash or failed write can leave
   * a turn whose tables are all scored still open.
   */
  async #closeTurnIn(tx: Queryable, tournamentId: string, turn: number): Promise<boolean> {
    const tables = await tx
      .select({ scoredAt: tournamentTables.scoredAt })
      .from(tournamentTables)
      .where(and(eq(tournamentTables.tournamentId, tournamentId), eq(tournamentTables.turn, turn)));
    if (tables.length === 0 || tables.some((t) => t.scoredAt === null)) return false;
    const [row] = await tx
      .select({ status: tournamentTurns.status })
      .from(tournamentTurns)
      .where(and(eq(tournamentTurns.tournamentId, tournamentId), eq(tournamentTurns.number, turn)));
    if (row === undefined || row.status === "over" || row.status === "seating") return false;
    await tx
      .update(tournamentTurns)
      .set({ status: "over", endedAt: new Date(this.#now()) })
      .where(and(eq(tournamentTurns.tournamentId, tournamentId), eq(tournamentTurns.number, turn)));
    const [t] = await tx.select().from(tournaments).where(eq(tournaments.id, tournamentId));
    if (t !== undefined && turn + 1 >= totalTurns(settingsOf(t)))
      await tx.update(tournaments).set({ status: "finished" }).where(eq(tournaments.id, tournamentId));
    return true;
  }

  /** After a turn closed: its deadline goes, the pages are told. */
  #turnClosed(tournamentId: string): void {
    this.#deadlines.cancel(tournamentId);
    this.#changed(tournamentId);
  }

  /**
   * A lateness penalty (Art. 13.1-13.2): `pp` PP taken from the line the entrant sat in at the
   * turn; 0 PP is a richiamo (Art. 13.1), on the record for a second lateness. Recorded, never deleted.
   */
  async penalty(
    tournamentId: string,
    directorToken: string,
    input: { turn: number; entrantId: string; pp: number; by: string; reason: string },
  ): Promise<AdjustmentView[]> {
    await this.#directorTournament(tournamentId, directorToken);
    await this.#entrant(tournamentId, input.entrantId);
    const seated = await this.#db
      .select({ playerId: tournamentSeats.playerId })
      .from(tournamentSeats)
      .innerJoin(tournamentPlayers, eq(tournamentPlayers.id, tournamentSeats.playerId))
      .where(and(eq(tournamentSeats.tournamentId, tournamentId), eq(tournamentSeats.turn, input.turn - 1), eq(tournamentPlayers.entrantId, input.entrantId)))
      .limit(1);
    if (seated.length === 0) throw new TournamentError("BAD_ADJUSTMENT");
    await checkRoomForAdjustment(this.#db, tournamentId);
    await this.#writes.run(async (tx) => {
      await checkRoomForAdjustment(tx, tournamentId);
      await tx.insert(tournamentAdjustments).values({
        tournamentId,
        kind: "penalty",
        turn: input.turn - 1,
        entrantId: input.entrantId,
        pp: input.pp,
        by: input.by,
        reason: input.reason,
        at: new Date(this.#now()),
      });
    });
    this.#changed(tournamentId);
    return this.#adjustments(tournamentId);
  }

  /**
   * The director corrects a table (Art. 2.5, 12.2): its PP by line replaced, or the technical
   * score (Art. 13.3: 355 MP to the present line). Recorded, never deleted; a later correction
   * of the same table wins; the standings are recomputed. A table whose match has not ended (a
   * player gone, Art. 13.4; a table the idle sweep archived) is closed by it: its game archived,
   * the table scored, and the turn over once every table is.
   */
  async correct(
    tournamentId: string,
    directorToken: string,
    input: { turn: number; table: number; change: Correction["change"]; by: string; reason: string },
  ): Promise<AdjustmentView[]> {
    await this.#directorTournament(tournamentId, directorToken);
    return (await this.#recordCorrection(tournamentId, input, null))!;
  }

  /**
   * The correction written and, in the same transaction, the table's game archived (if it had
   * not ended), the table scored and the turn closed once every table is: a refusal or a crash
   * leaves all of it or none. `atVersion`: the game must still be at that version (the PP of
   * `change` were read there), else nothing is written and null is returned.
   */
  async #recordCorrection(
    tournamentId: string,
    input: { turn: number; table: number; change: Correction["change"]; by: string; reason: string },
    atVersion: number | null,
  ): Promise<AdjustmentView[] | null> {
    const { table, lines } = await this.#correctable(tournamentId, input.turn - 1, input.table);
    const { change } = input;
    if (change.kind === "pp" && change.pp.length !== lines) throw new TournamentError("BAD_ADJUSTMENT", `il tavolo ${input.table} ha ${lines} linee`);
    // Art. 13.3: 355 MP to the one line present against the other: a table of two lines.
    if (change.kind === "technical" && (lines !== 2 || (change.presentLine !== 0 && change.presentLine !== 1)))
      throw new TournamentError("BAD_ADJUSTMENT", `il punteggio tecnico (Art. 13.3) è per un tavolo di due linee; il tavolo ${input.table} ne ha ${lines}`);
    const now = new Date(this.#now());
    const written = await this.#writes.run(async (tx) => {
      await checkRoomForAdjustment(tx, tournamentId);
      let archived: string[] = [];
      if (table.scoredAt === null && table.gameId !== null) {
        if (atVersion !== null && (await findGameHead(tx, table.gameId))?.version !== atVersion) return null;
        archived = await archiveOpenTables(tx, [table.gameId], 1);
      }
      await tx.insert(tournamentAdjustments).values({
        tournamentId,
        kind: "correction",
        turn: input.turn - 1,
        table: input.table,
        changeJson: JSON.stringify(change),
        by: input.by,
        reason: input.reason,
        at: now,
      });
      if (table.scoredAt === null)
        await tx
          .update(tournamentTables)
          .set({ scoredAt: now })
          .where(and(eq(tournamentTables.tournamentId, tournamentId), eq(tournamentTables.turn, table.turn), eq(tournamentTables.number, table.number)));
      return { archived, closed: await this.#closeTurnIn(tx, tournamentId, table.turn) };
    });
    if (written === null) return null;
    this.#games.tablesArchived(written.archived);
    this.#changed(tournamentId);
    if (written.closed) this.#turnClosed(tournamentId);
    return this.#adjustments(tournamentId);
  }

  /**
   * "Chiudi tavolo" (Art. 13.4 c, "attribuire ai giocatori il punteggio acquisito sino a quel
   * momento"): a table that cannot finish is closed with the PP of the deals played so far, a
   * correction like any other (the deal in progress does not count). Zero PP or the technical
   * score (Art. 13.4 a, b) are `correct`. The PP are read, then recorded with the game archived
   * in one write only if no move landed in between (read again otherwise). `expectedPp`: the PP
   * the director confirmed; other PP now are refused (PP_CHANGED), nothing changed.
   */
  async closeTable(
    tournamentId: string,
    directorToken: string,
    input: { turn: number; table: number; by: string; reason: string; expectedPp?: number[] | undefined },
  ): Promise<AdjustmentView[]> {
    await this.#directorTournament(tournamentId, directorToken);
    for (let attempt = 1; ; attempt++) {
      const { gameId, seated } = await this.#unfinished(tournamentId, input.turn, input.table);
      const { pp, version } = await this.#linePp(gameId, seated);
      // The director confirmed the PP the console showed: a deal ended since, they confirm again.
      if (input.expectedPp !== undefined && (input.expectedPp.length !== pp.length || input.expectedPp.some((p, i) => p !== pp[i])))
        throw new TournamentError("PP_CHANGED", `ora: ${pp.join(" - ")}`);
      const { turn, table, by, reason } = input;
      const recorded = await this.#recordCorrection(tournamentId, { turn, table, by, reason, change: { kind: "pp", pp } }, version);
      if (recorded !== null) return recorded;
      if (attempt === CLOSE_TABLE_ATTEMPTS) throw new TournamentError("TABLE_MOVING");
    }
  }

  /** What "Chiudi tavolo" would give now: the PP by line of the deals played so far at a table still being played (the console's confirm). */
  async tableSoFar(tournamentId: string, directorToken: string, input: { turn: number; table: number }): Promise<{ pp: number[] }> {
    await this.#directorTournament(tournamentId, directorToken);
    const { gameId, seated } = await this.#unfinished(tournamentId, input.turn, input.table);
    return { pp: (await this.#linePp(gameId, seated)).pp };
  }

  /** The game of a table of the turn (1-based) still being played; BAD_ADJUSTMENT once it is over (it is corrected instead). */
  async #unfinished(tournamentId: string, turn: number, number: number): Promise<{ gameId: string; seated: TableSeating }> {
    const { table, seated } = await this.#correctable(tournamentId, turn - 1, number);
    if (table.scoredAt !== null || table.gameId === null) throw new TournamentError("BAD_ADJUSTMENT", `il tavolo ${number} ha già finito: correggilo se serve`);
    return { gameId: table.gameId, seated };
  }

  /** A played table of a started turn, and its number of lines (from the turn's seating). */
  async #correctable(tournamentId: string, turn: number, number: number): Promise<{ table: TournamentTableRow; lines: number; seated: TableSeating }> {
    const [turnRow] = await this.#db
      .select()
      .from(tournamentTurns)
      .where(and(eq(tournamentTurns.tournamentId, tournamentId), eq(tournamentTurns.number, turn)));
    const [table] = await this.#db
      .select()
      .from(tournamentTables)
      .where(and(eq(tournamentTables.tournamentId, tournamentId), eq(tournamentTables.turn, turn), eq(tournamentTables.number, number)));
    const seated = turnRow === undefined ? undefined : (JSON.parse(turnRow.seatingJson) as TurnSeating).tables.find((t) => t.table === number);
    if (table === undefined || table.zoppo || seated === undefined) throw new TournamentError("BAD_ADJUSTMENT");
    return { table, lines: seated.lines.length, seated };
  }

  /**
   * What the registration page needs before its form: the name, the parameters (the format
   * says how many names) and whether the link still signs up. One row read, nothing computed:
   * a hall signing up at once asks it under a per-address limiter of its own, neither the standings' nor `register`'s.
   */
  async registrationInfo(tournamentId: string): Promise<{ name: string; settings: TournamentSettings; open: boolean }> {
    const row = await this.#tournament(tournamentId);
    return { name: row.name, settings: settingsOf(row), open: row.status === "registration" };
  }

  /** The public page: the turns (hash, seed once over), the latest turn's tables, the standings. Remembered until the next change. */
  async publicView(tournamentId: string): Promise<PublicView> {
    const { view } = await this.#computed(tournamentId);
    return { ...view, tables: await this.#withProgress(view.tables) };
  }

  /**
   * The tables' status and deal now: the games move on between the tournament's changes, so
   * they are read at every call — from the table service's memory, as the tables were last
   * committed — while the results and standings are the change's.
   */
  async #withProgress(tables: readonly TableProgress[]): Promise<TableProgress[]> {
    return Promise.all(
      tables.map(async (table) => {
        if (table.gameId === null) return table;
        const { status, deal } = await this.#games.progress(table.gameId);
        return { ...table, status, deal: status === "playing" || status === "waiting" ? deal : null };
      }),
    );
  }

  /** The public view and the scored tables at the tournament's latest change, computed once per change. */
  async #computed(tournamentId: string): Promise<Computed> {
    const known = this.#live.get(tournamentId);
    if (known?.computed != null) return known.computed;
    const revision = known?.revision ?? 0;
    const row = await this.#tournament(tournamentId);
    const computed = await this.#compute(row, revision);
    // Computed from a revision that a change may have passed meanwhile: kept only if still current.
    if ((this.#live.get(tournamentId)?.revision ?? 0) === revision) this.#live.set(tournamentId, { revision, computed });
    return computed;
  }

  /**
   * The public view now and after every change (the hall's screen), until `signal` aborts. The
   * tournament is looked up now: an unknown one fails the call, not the stream's first read.
   */
  async watch(tournamentId: string, signal?: AbortSignal): Promise<AsyncGenerator<PublicView, void, void>> {
    await this.#tournament(tournamentId);
    return this.#watch(tournamentId, signal);
  }

  /** Changes that land while a view is being sent fold into the next (wakeups.ts); a view already sent is not sent again. */
  async *#watch(tournamentId: string, signal?: AbortSignal): AsyncGenerator<PublicView, void, void> {
    let sent = -1;
    for await (const _ of wakeups((onChange) => this.#changes.subscribe(tournamentId, onChange), signal)) {
      const view = await this.publicView(tournamentId);
      if (view.revision === sent) continue;
      sent = view.revision;
      yield view;
    }
  }

  async directorView(tournamentId: string, directorToken: string): Promise<DirectorView> {
    const row = await this.#directorTournament(tournamentId, directorToken);
    await this.#scoreLeftBehind(row.id);
    const view = await this.publicView(tournamentId);
    const entrantRows = await this.#db
      .select()
      .from(tournamentEntrants)
      .where(eq(tournamentEntrants.tournamentId, tournamentId))
      .orderBy(asc(tournamentEntrants.number));
    const playersOf = groupPlayers(await this.#db.select().from(tournamentPlayers).where(eq(tournamentPlayers.tournamentId, tournamentId)));
    const entrants = entrantRows.map((e) => entrantView(e, playersOf.get(e.id) ?? []));
    const played = view.turns.length;
    const current = view.turns.at(-1);
    return {
      ...view,
      judgeLink: eventJudgeLink(row.eventId, derivedKey(directorToken, "judge")),
      registrationLink: registrationLink(tournamentId, derivedKey(directorToken, "registration")),
      registrationOpen: row.status === "registration",
      entrants,
      late: entrants.filter((e) => e.late && !e.withdrawn),
      adjustments: await this.#adjustments(tournamentId),
      nextTurn: played >= totalTurns(settingsOf(row)) ? 0 : current === undefined || current.status === "over" ? played + 1 : null,
    };
  }

  /** A player's page: the table to go to now (their seat's link), every turn's table and result, their standing. */
  async me(tournamentId: string, playerToken: string): Promise<PlayerView> {
    const row = await this.#tournament(tournamentId);
    const [player] = await this.#db
      .select()
      .from(tournamentPlayers)
      .where(and(eq(tournamentPlayers.tournamentId, tournamentId), eq(tournamentPlayers.tokenHash, hashToken(playerToken))))
      .limit(1);
    if (player === undefined) throw new TournamentError("NOT_A_PLAYER");
    const entrant = await this.#entrant(tournamentId, player.entrantId);
    const mySeats = await this.#db
      .select({
        turn: tournamentSeats.turn,
        table: tournamentSeats.table,
        seat: tournamentSeats.seat,
        sealedSeatToken: tournamentSeats.sealedSeatToken,
        gameId: tournamentTables.gameId,
        zoppo: tournamentTables.zoppo,
        scoredAt: tournamentTables.scoredAt,
      })
      .from(tournamentSeats)
      .innerJoin(tournamentTables, seatsTable())
      .where(eq(tournamentSeats.playerId, player.id))
      .orderBy(asc(tournamentSeats.turn));
    const { view, scored } = await this.#computed(tournamentId);
    const latest = mySeats.at(-1);
    const latestTurn = view.turns.length - 1;
    const lineOf = (turn: number, table: number) =>
      scored.find((s) => s.turn === turn && s.tables.includes(table))?.lines.find((l) => l.entrants.includes(entrant.id)) ?? null;
    return {
      tournamentName: row.name,
      status: row.status,
      name: player.name,
      entrant: { id: entrant.id, number: entrant.number, name: entrant.name },
      current:
        // A tavolo zoppo is scored at once, but its line rests (and is told so) while the turn is played.
        latest !== undefined && latest.turn === latestTurn && (latest.zoppo ? view.turns[latestTurn]!.status !== "over" : latest.scoredAt === null)
          ? {
              turn: latest.turn + 1,
              table: latest.table,
              link: seatLinkOf(latest, playerToken),
              zoppo: latest.zoppo,
            }
          : null,
      tables: mySeats.map((s) => {
        const line = lineOf(s.turn, s.table);
        const score = line === null ? null : scoreOf(line, entrant.id);
        return {
          turn: s.turn + 1,
          table: s.table,
          zoppo: s.zoppo,
          over: s.scoredAt !== null,
          pp: score?.pp ?? null,
          mp: score?.mp ?? null,
          vp: score?.vp ?? null,
        };
      }),
      standing: view.standings.find((s) => s.entrant === entrant.id) ?? null,
      next: nextTableOf(await this.#forecast(tournamentId), player.id),
    };
  }

  /** The next turn's seating as it stands now (see NextTable), remembered until the tournament's next change. */
  #forecast(tournamentId: string): Promise<Forecast> {
    const revision = this.#live.get(tournamentId)?.revision ?? 0;
    const known = this.#forecasts.get(tournamentId);
    if (known !== undefined && known.revision === revision) return known.forecast;
    // One computation for every player polling at this revision, reading the tournament after the
    // revision was taken: a change meanwhile drops it (#changed).
    const forecast = this.#tournament(tournamentId).then((row) => this.#computeForecast(row));
    const entry = { revision, forecast };
    this.#forecasts.set(tournamentId, entry);
    forecast.catch(() => {
      if (this.#forecasts.get(tournamentId) === entry) this.#forecasts.delete(tournamentId);
    });
    return forecast;
  }

  async #computeForecast(row: TournamentRow): Promise<Forecast> {
    if (row.status === "finished") return { kind: "finished" };
    const settings = settingsOf(row);
    const turns = await this.#db.select().from(tournamentTurns).where(eq(tournamentTurns.tournamentId, row.id)).orderBy(asc(tournamentTurns.number));
    const turn = turns.length + 1;
    if (turns.length >= totalTurns(settings)) return { kind: "last" };
    const latest = turns.at(-1);
    if (latest === undefined && settings.firstTurn !== "fixedMobile") return { kind: "atStart", turn };
    if (latest !== undefined && settings.movement === "danese" && latest.status !== "over") return { kind: "standings", turn };
    const { input, playerRows } = await this.#nextTurnInput(row, turns);
    if (input.entrants.length < 2) return { kind: "notSeated", turn };
    try {
      return { kind: "seating", turn, seating: seatTurn(input), names: new Map(playerRows.map((p) => [p.id, p.name])) };
    } catch (error) {
      // A field the rules cannot seat now: the director hears of it at the start.
      if (error instanceof SeatingError) return { kind: "notSeated", turn };
      throw error;
    }
  }

  /**
   * The director's exports: the standings, or every table's deals of a finished turn (each
   * game's record through the table service, seed included). JSON, or CSV (RFC 4180, one row per
   * line and deal; cells that would run as formulas get an apostrophe).
   */
  async export(
    tournamentId: string,
    directorToken: string,
    input: { what: "standings" | "deals"; format: "json" | "csv"; turn?: number },
  ): Promise<{ filename: string; contentType: string; body: string }> {
    const row = await this.#directorTournament(tournamentId, directorToken);
    const base = `torneo-${tournamentId}`;
    if (input.what === "standings") {
      const { standings } = await this.publicView(tournamentId);
      if (input.format === "json")
        return { filename: `${base}-classifica.json`, contentType: "application/json", body: JSON.stringify({ tournament: row.name, standings }) };
      const lines = [["posizione", "numero", "nome", "giocatori", "VP", "MP", "PP", "turni", "pari merito"]];
      for (const s of standings)
        lines.push([
          String(s.rank),
          String(s.number),
          s.name,
          s.players.join(" - "),
          String(s.vp),
          String(s.mp),
          String(s.pp),
          String(s.turns),
          s.tied ? "sì" : "",
        ]);
      return { filename: `${base}-classifica.csv`, contentType: "text/csv", body: formatCsv(lines.map((line) => line.map(spreadsheetSafe))) };
    }
    const turnNumber = input.turn ?? 1;
    const [turn] = await this.#db
      .select()
      .from(tournamentTurns)
      .where(and(eq(tournamentTurns.tournamentId, tournamentId), eq(tournamentTurns.number, turnNumber - 1)));
    if (turn === undefined) throw new TournamentError("NO_TURN");
    if (turn.status !== "over") throw new TournamentError("TURN_IN_PLAY");
    const cacheKey = `${tournamentId} ${turnNumber} ${input.format}`;
    const remembered = this.#dealsExports.get(cacheKey);
    if (remembered !== undefined) return remembered;
    const exported = await this.#dealsExport(row, turn, input.format);
    this.#dealsExports.set(cacheKey, exported);
    return exported;
  }

  /** Every table's record (JSON) or deals' scores (CSV) of a finished turn. */
  async #dealsExport(row: TournamentRow, turn: TournamentTurnRow, format: "json" | "csv"): Promise<{ filename: string; contentType: string; body: string }> {
    const tournamentId = row.id;
    const base = `torneo-${tournamentId}`;
    const turnNumber = turn.number + 1;
    const tables = await this.#db
      .select({ table: tournamentTables, status: games.status })
      .from(tournamentTables)
      .leftJoin(games, eq(games.id, tournamentTables.gameId))
      .where(and(eq(tournamentTables.tournamentId, tournamentId), eq(tournamentTables.turn, turn.number)))
      .orderBy(asc(tournamentTables.number));
    const records: { table: number; zoppo: boolean; record: TableRecord | null }[] = [];
    for (const { table, status } of tables) {
      // A table the director closed (Art. 13.4) was not played to its end: no record; its score is the correction's.
      records.push({
        table: table.number,
        zoppo: table.zoppo,
        record: table.gameId === null || status !== "over" ? null : await this.#games.eventRecord(table.gameId, row.eventId),
      });
    }
    if (format === "json") {
      return {
        filename: `${base}-turno-${turnNumber}.json`,
        contentType: "application/json",
        body: JSON.stringify({ tournament: row.name, turn: turnNumber, seed: turn.seed, seedHash: turn.seedHash, tables: records }),
      };
    }
    const lines = [CSV_HEADER];
    for (const { table, record } of records) {
      if (record === null) continue;
      const { view } = await this.#games.spectate(record.gameId);
      for (const [deal, scores] of view.history.entries()) {
        for (const s of scores) {
          const names = s.seats.map((seat) => record.seats[seat]?.name ?? "robot").join(" - ");
          lines.push([
            String(turnNumber),
            String(table),
            String(deal + 1),
            String(s.line),
            names,
            String(s.burraco),
            String(s.bonus),
            String(s.closing),
            String(s.melds),
            String(s.hand),
            String(s.pozzetto),
            String(s.total),
          ]);
        }
      }
    }
    return { filename: `${base}-turno-${turnNumber}.csv`, contentType: "text/csv", body: formatCsv(lines.map((line) => line.map(spreadsheetSafe))) };
  }

  /**
   * A server starting, maybe after a crash: a turn that was being seated is undone (the director
   * starts it again); in every turn being played the seats not yet taken are taken, tables that
   * ended meanwhile are scored, a turn whose tables are all scored is closed, and the deadline is
   * armed again — or, when time was already up, the time-up is sent again to every table still
   * waiting or playing.
   */
  async resume(): Promise<number> {
    const open = await this.#db
      .select({ turn: tournamentTurns, tournament: tournaments })
      .from(tournamentTurns)
      .innerJoin(tournaments, eq(tournaments.id, tournamentTurns.tournamentId))
      .where(inArray(tournamentTurns.status, ["seating", "playing", "timeUp"]));
    for (const { turn, tournament } of open) {
      if (turn.status === "seating") {
        await this.#abandonTurn(tournament, turn.number);
        continue;
      }
      await this.#joinSeats(turn.tournamentId, turn.number);
      await this.#scoreLeftBehind(turn.tournamentId);
      const [now] = await this.#db
        .select({ status: tournamentTurns.status })
        .from(tournamentTurns)
        .where(and(eq(tournamentTurns.tournamentId, turn.tournamentId), eq(tournamentTurns.number, turn.number)));
      if (now?.status === "playing") this.#armDeadline(turn.tournamentId, turn.number, turn.deadlineAt.getTime());
      else if (now?.status === "timeUp") await this.#timeUp(turn.tournamentId, turn.number);
    }
    return open.length;
  }

  /** Stops every turn's deadline (a server shutting down, a test ending). */
  stop(): void {
    this.#deadlines.cancelAll();
  }

  /**
   * Tables whose match ended and that are not scored (the listener missed them: a restart); in
   * each open turn the people not yet seated are seated, and a turn whose every table is scored
   * is closed.
   */
  async #scoreLeftBehind(tournamentId: string): Promise<void> {
    const left = await this.#db
      .select({ table: tournamentTables })
      .from(tournamentTables)
      .innerJoin(games, eq(games.id, tournamentTables.gameId))
      .where(and(eq(tournamentTables.tournamentId, tournamentId), eq(games.status, "over")));
    for (const { table } of left) if (table.scoredAt === null) await this.#score(table);
    // A turn whose people were not all seated, or whose tables were all scored by an older write that did not close it.
    const open = await this.#db
      .select({ number: tournamentTurns.number })
      .from(tournamentTurns)
      .where(and(eq(tournamentTurns.tournamentId, tournamentId), inArray(tournamentTurns.status, ["playing", "timeUp"])));
    for (const { number } of open) {
      await this.#joinSeats(tournamentId, number);
      await this.#closeTurnIfDone(tournamentId, number);
    }
  }

  async #compute(row: TournamentRow, revision: number): Promise<Computed> {
    const tournamentId = row.id;
    const settings = settingsOf(row);
    const turnRows = await this.#db.select().from(tournamentTurns).where(eq(tournamentTurns.tournamentId, tournamentId)).orderBy(asc(tournamentTurns.number));
    const { rows, scored, entrantRows, playersOf } = await this.#scores(row, turnRows);
    const entrantById = new Map(entrantRows.map((e) => [e.id, e]));
    const latest = turnRows.at(-1);
    const tables: TableProgress[] = [];
    if (latest !== undefined) {
      const seating = JSON.parse(latest.seatingJson) as TurnSeating;
      const tableRows = await this.#db
        .select({ table: tournamentTables, status: games.status, rulesJson: games.rulesJson })
        .from(tournamentTables)
        .leftJoin(games, eq(games.id, tournamentTables.gameId))
        .where(and(eq(tournamentTables.tournamentId, tournamentId), eq(tournamentTables.turn, latest.number)))
        .orderBy(asc(tournamentTables.number));
      const playerName = new Map([...playersOf.values()].flat().map((p) => [p.id, p.name]));
      for (const { table, status } of tableRows) {
        const seated = seating.tables.find((t) => t.table === table.number);
        const result = scored.find((s) => s.turn === latest.number && s.tables.includes(table.number));
        tables.push({
          table: table.number,
          zoppo: table.zoppo,
          gameId: table.gameId,
          // Brought up to date at each read (#withProgress).
          status: table.zoppo ? "zoppo" : (status ?? "archived"),
          deal: null,
          corrected: result?.corrected ?? false,
          lines: (seated?.lines ?? []).map((line, index) => {
            // By entrant, not by index: a team match scores its two tables as one, each team a line.
            const lineResult = line.entrants.length === 0 ? undefined : result?.lines.find((l) => l.entrants.some((e) => line.entrants.includes(e)));
            return {
              entrants: line.entrants.map((id) => ({ id, number: entrantById.get(id)?.number ?? 0, name: entrantById.get(id)?.name ?? "" })),
              players: (seated?.players ?? [])
                .filter((_, seat) => lineOfSeat(seated!, seat) === index)
                .map((p) => (p === null ? null : (playerName.get(p) ?? null))),
              pp: lineResult?.pp ?? null,
              mp: lineResult?.mp ?? null,
              vp: lineResult?.vp ?? null,
            };
          }),
        });
      }
    }
    const view: PublicView = {
      tournamentId,
      name: row.name,
      status: row.status,
      settings,
      turns: turnRows.map(turnView),
      tables,
      standings: rows.map((r) => {
        const e = entrantById.get(r.entrant)!;
        return { ...r, number: e.number, name: e.name, players: (playersOf.get(e.id) ?? []).map((p) => p.name), withdrawn: e.withdrawnAt !== null };
      }),
      revision,
    };
    return { view, scored };
  }

  /** The turns scored and the standings (src/tournament/standings.ts), from the stored PP and every penalty and correction. */
  async #scores(
    row: TournamentRow,
    turnRows?: TournamentTurnRow[],
  ): Promise<{ rows: StandingRow[]; scored: ScoredTable[]; entrantRows: TournamentEntrantRow[]; playersOf: Map<string, TournamentPlayerRow[]> }> {
    const tournamentId = row.id;
    const settings = settingsOf(row);
    const turns =
      turnRows ?? (await this.#db.select().from(tournamentTurns).where(eq(tournamentTurns.tournamentId, tournamentId)).orderBy(asc(tournamentTurns.number)));
    const entrantRows = await this.#db
      .select()
      .from(tournamentEntrants)
      .where(eq(tournamentEntrants.tournamentId, tournamentId))
      .orderBy(asc(tournamentEntrants.number));
    const playersOf = groupPlayers(await this.#db.select().from(tournamentPlayers).where(eq(tournamentPlayers.tournamentId, tournamentId)));
    const tableRows = await this.#db.select().from(tournamentTables).where(eq(tournamentTables.tournamentId, tournamentId));
    const adjustments = await this.#db
      .select()
      .from(tournamentAdjustments)
      .where(eq(tournamentAdjustments.tournamentId, tournamentId))
      .orderBy(asc(tournamentAdjustments.id));
    const results: TableResult[] = tableRows.flatMap((t) =>
      t.ppJson === null ? [] : [{ turn: t.turn, table: t.number, pp: JSON.parse(t.ppJson) as number[] }],
    );
    const penalties: Penalty[] = adjustments.flatMap((a) =>
      a.kind === "penalty" && a.entrantId !== null && a.pp !== null ? [{ turn: a.turn, entrant: a.entrantId, pp: a.pp, reason: a.reason }] : [],
    );
    const corrections: Correction[] = adjustments.flatMap((a) =>
      a.kind === "correction" && a.table !== null && a.changeJson !== null
        ? [{ turn: a.turn, table: a.table, change: JSON.parse(a.changeJson) as Correction["change"], by: a.by, at: a.at.toISOString(), why: a.reason }]
        : [],
    );
    const scored = scoreTurns({
      format: settings.format,
      scale: vpScaleOf(settings),
      seatings: turns.map((t) => JSON.parse(t.seatingJson) as TurnSeating),
      results,
      penalties,
      corrections,
    });
    const rows = rankEntrants(
      entrantRows.map((e) => e.id as EntrantId),
      scored,
    );
    return { rows, scored, entrantRows, playersOf };
  }

  async #adjustments(tournamentId: string): Promise<AdjustmentView[]> {
    const rows = await this.#db
      .select()
      .from(tournamentAdjustments)
      .where(eq(tournamentAdjustments.tournamentId, tournamentId))
      .orderBy(asc(tournamentAdjustments.id));
    return rows.map((a) => ({
      id: a.id,
      kind: a.kind,
      turn: a.turn + 1,
      table: a.table,
      entrant: a.entrantId,
      pp: a.pp,
      change: a.changeJson === null ? null : (JSON.parse(a.changeJson) as Correction["change"]),
      by: a.by,
      reason: a.reason,
      at: a.at.getTime(),
    }));
  }

  /** Something changed: the remembered public view is stale, the live pages are told. */
  #changed(tournamentId: string): void {
    const revision = ++this.#lastRevision;
    this.#live.set(tournamentId, { revision, computed: null });
    this.#forecasts.delete(tournamentId);
    this.#changes.notify({ gameId: tournamentId, version: revision });
  }

  /**
   * Whether `key` opens anything at this tournament: the registration link's key, or the
   * director's, a player's page or a partner's invite not yet claimed. The tournament's row and at
   * most one indexed read of its players, nothing written: what the API asks before refusing an
   * address past its wrong-key limit, so that the right keys pass whatever others guess.
   */
  async keyOpens(tournamentId: string, key: { registrationToken: string } | { token: string }): Promise<boolean> {
    const [row] = await this.#db
      .select({ directorTokenHash: tournaments.directorTokenHash, registrationTokenHash: tournaments.registrationTokenHash })
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId))
      .limit(1);
    if (row === undefined) return false;
    if ("registrationToken" in key) return sameSecret(row.registrationTokenHash, hashToken(key.registrationToken));
    const hash = hashToken(key.token);
    if (sameSecret(row.directorTokenHash, hash)) return true;
    const [player] = await this.#db
      .select({ id: tournamentPlayers.id })
      .from(tournamentPlayers)
      .where(and(eq(tournamentPlayers.tournamentId, tournamentId), inArray(tournamentPlayers.tokenHash, [hash, inviteHash(key.token)])))
      .limit(1);
    return player !== undefined;
  }

  async #tournament(tournamentId: string): Promise<TournamentRow> {
    const [row] = await this.#db.select().from(tournaments).where(eq(tournaments.id, tournamentId)).limit(1);
    if (row === undefined) throw new TournamentError("NOT_FOUND");
    return row;
  }

  #checkDirector(row: TournamentRow, directorToken: string): void {
    if (!sameSecret(row.directorTokenHash, hashToken(directorToken))) throw new TournamentError("FORBIDDEN");
  }

  async #directorTournament(tournamentId: string, directorToken: string): Promise<TournamentRow> {
    const row = await this.#tournament(tournamentId);
    this.#checkDirector(row, directorToken);
    return row;
  }

  async #entrant(tournamentId: string, entrantId: string): Promise<TournamentEntrantRow> {
    const [entrant] = await this.#db
      .select()
      .from(tournamentEntrants)
      .where(and(eq(tournamentEntrants.tournamentId, tournamentId), eq(tournamentEntrants.id, entrantId)))
      .limit(1);
    if (entrant === undefined) throw new TournamentError("NO_ENTRANT");
    return entrant;
  }
}

/** One player's view of the forecast: their table, line, partner and opponents by name. */
function nextTableOf(forecast: Forecast, playerId: string): NextTable | null {
  if (forecast.kind === "finished") return null;
  if (forecast.kind !== "seating") return forecast;
  const table = forecast.seating.tables.find((t) => t.players.includes(playerId));
  if (table === undefined) return { kind: "notSeated", turn: forecast.turn };
  const nameOf = (id: string | null) => (id === null ? null : (forecast.names.get(id) ?? null));
  const seat = table.players.indexOf(playerId);
  const line = table.zoppo ? null : lineOfSeat(table, seat);
  const others = table.players.map((id, s) => ({ id, s })).filter(({ s }) => s !== seat);
  return {
    kind: "table",
    turn: forecast.turn,
    table: table.table,
    line: line === null ? null : line + 1,
    zoppo: table.zoppo,
    partners: others.filter(({ s }) => table.zoppo || lineOfSeat(table, s) === line).flatMap(({ id }) => (id === null ? [] : [nameOf(id) ?? ""])),
    opponents: table.zoppo ? [] : others.filter(({ s }) => lineOfSeat(table, s) !== line).map(({ id }) => nameOf(id)),
  };
}

/** `text` with each entrant's id replaced by their number and name ("n. 3 Coppia 3"). */
function byNumberAndName(text: string, entrants: readonly TournamentEntrantRow[]): string {
  return entrants.reduce((named, e) => named.replaceAll(e.id, `n. ${e.number} ${e.name}`), text);
}

/** Refuses a new penalty or correction once the tournament has MAX_ADJUSTMENTS. */
async function checkRoomForAdjustment(db: Queryable, tournamentId: string): Promise<void> {
  const [{ recorded } = { recorded: 0 }] = await db
    .select({ recorded: count() })
    .from(tournamentAdjustments)
    .where(eq(tournamentAdjustments.tournamentId, tournamentId));
  if (recorded >= MAX_ADJUSTMENTS) throw new TournamentError("TOO_MANY_ADJUSTMENTS");
}

function settingsOf(row: TournamentRow): TournamentSettings {
  return JSON.parse(row.settingsJson) as TournamentSettings;
}

function groupPlayers(rows: readonly TournamentPlayerRow[]): Map<string, TournamentPlayerRow[]> {
  const byEntrant = new Map<string, TournamentPlayerRow[]>();
  for (const p of rows) byEntrant.set(p.entrantId, [...(byEntrant.get(p.entrantId) ?? []), p]);
  for (const list of byEntrant.values()) list.sort((a, b) => a.position - b.position);
  return byEntrant;
}

/** The people of a table, by engine seat (robots left out). */
function playersAt(players: readonly (string | null)[]): { seat: number; playerId: string }[] {
  return players.flatMap((playerId, seat) => (playerId === null ? [] : [{ seat, playerId }]));
}

/** The engine line of a seat (src/engine/deal.ts `initialLines`: a tournament's tables of 4 are pairs, Art. 3.3); a tavolo zoppo has one line. */
function lineOfSeat(table: { players: readonly unknown[]; lines: readonly unknown[] }, seat: number): number {
  if (table.lines.length === 1) return 0;
  return initialLines({ players: table.players.length as Ruleset["players"], partners: true }).findIndex((line) => line.seats.includes(seat));
}

/** The player's seat link at a table, its token opened with their own page token (src/server/games/seat-seal.ts); none at a tavolo zoppo. */
function seatLinkOf(seat: { gameId: string | null; seat: number; sealedSeatToken: string | null }, playerToken: string): string | null {
  if (seat.gameId === null || seat.sealedSeatToken === null) return null;
  const token = openSeatToken(seat.sealedSeatToken, playerToken, seatPlace(seat.gameId, seat.seat), "torneo");
  return token === null ? null : seatLink(seat.gameId, token);
}

function turnView(t: TournamentTurnRow): TurnView {
  return {
    number: t.number + 1,
    status: t.status,
    seedHash: t.seedHash,
    // Carte uguali: the seed decides every deal of every table; shown only once the turn is over.
    seed: t.status === "over" ? t.seed : null,
    startedAt: t.startedAt.getTime(),
    deadlineAt: t.deadlineAt.getTime(),
    timeUpAt: t.timeUpAt?.getTime() ?? null,
    endedAt: t.endedAt?.getTime() ?? null,
  };
}

/** By the registration link, only the one signing up (the first player) gets a page token; the partners an invite each. */
/** Stores a tournament seat's sealed seat token (null: no seat link to give the player). */
async function storeSeal(db: Queryable, tournamentId: string, seat: { turn: number; table: number; seat: number }, sealed: string | null): Promise<void> {
  await db
    .update(tournamentSeats)
    .set({ sealedSeatToken: sealed })
    .where(
      and(
        eq(tournamentSeats.tournamentId, tournamentId),
        eq(tournamentSeats.turn, seat.turn),
        eq(tournamentSeats.table, seat.table),
        eq(tournamentSeats.seat, seat.seat),
      ),
    );
}

/** The join of a tournament seat to its table (same tournament, turn and table number). */
function seatsTable(): SQL | undefined {
  return and(
    eq(tournamentTables.tournamentId, tournamentSeats.tournamentId),
    eq(tournamentTables.turn, tournamentSeats.turn),
    eq(tournamentTables.number, tournamentSeats.table),
  );
}

function hasInvite(registeredBy: TournamentEntrantRow["registeredBy"], position: number): boolean {
  return registeredBy === "link" && position > 0;
}

function entrantView(e: TournamentEntrantRow, players: readonly TournamentPlayerRow[]): EntrantView {
  return {
    id: e.id,
    number: e.number,
    name: e.name,
    players: players.map((p) => p.name),
    invites: players.filter((p) => hasInvite(e.registeredBy, p.position)).map((p) => ({ player: p.name, claimedAt: p.claimedAt?.getTime() ?? null })),
    registeredBy: e.registeredBy,
    checkedIn: e.checkedInAt !== null,
    late: e.late,
    withdrawn: e.withdrawnAt !== null,
  };
}

/** Two entrants may not share a name however it is typed. */
function nameKey(name: string): string {
  return name.normalize("NFC").toLocaleLowerCase("it");
}
