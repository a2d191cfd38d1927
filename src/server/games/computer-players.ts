/**
 * The server's computer players (issue #13): after every committed change at a table, if the
 * seat to move is played by the server — a computer seat, or a medio computer standing in for
 * an absent person — the bot of src/bots decides from that seat's own view (`viewFor`) and the
 * move goes through the table service's ordinary move path (`act`'s), logged and versioned and
 * sent live like a person's, after a short human-feeling pause.
 *
 * Only in memory, like the move clocks: the state is in the log, so a restarted server looks at
 * each table with a computer seat again (`wake`) and the computer goes on where the log stops.
 * Each move's action id names the version it was decided on (`#computer-<version>`), so a move
 * is never written twice, whichever process or retry sends it.
 *
 * Stand-ins (§7 tables only): a person who times out twice in a row, or whose page has been
 * gone for a minute at their turn, is replaced by a medio computer until they come back; a
 * returning person takes the seat back at the start of their next turn (`handBack`), so a turn
 * is never played half by each.
 */
import { LRUCache } from "lru-cache";

import { botFor, botRandom } from "~/bots";
import type { BotLevel } from "~/bots/types";
import { type Action, type MatchState, type Seat, viewFor } from "~/engine";
import type { Lexicon } from "~/lexicon/types";
import { Deadlines } from "./deadlines";
import type { ActResult, SeatComputer } from "./types";

/** What the driver needs of the table service. */
export interface ComputerHost {
  /** The table now: its status, state and who plays each seat. Null when the table is gone. */
  look(gameId: string): Promise<{ status: string; state: MatchState; players: (SeatComputer | null)[]; lexicon: Lexicon } | null>;
  /** Plays an action for a seat the server plays, through the service's one move path. */
  move(gameId: string, seat: Seat, version: number, action: Action): Promise<ActResult>;
  /** A medio computer starts playing for the seat's absent person. */
  standIn(gameId: string, seat: Seat): Promise<void>;
  /** The person is back: the seat is theirs again (at the start of their turn). */
  handBack(gameId: string, seat: Seat): Promise<void>;
}

export interface ComputerOptions {
  /** The pause before a computer's move (BOT_DELAY_MS; 0 in tests). */
  delayMs: number;
  /** How long a person's page may be gone at their turn before a computer stands in (§7 tables). */
  absentMs: number;
  /** How many time-outs in a row make a computer stand in (§7 tables). */
  timeoutsInARow: number;
  now?: () => number;
}

export const DEFAULT_ABSENT_MS = 60_000;

/** Seats of timed tables whose presence and time-outs are remembered, at most. */
const REMEMBERED_SEATS = 100_000;

/**
 * How many times a computer's move at one version is sent when it fails (the database refused
 * the write, say): each time after the pause, then it waits for the next change at the table.
 */
const MOVE_ATTEMPTS = 3;

/** The level a stand-in plays at (issue #13: "replaced by a medio bot"). */
const STAND_IN_LEVEL: BotLevel = "medio";

export class ComputerPlayers {
  readonly #host: ComputerHost;
  readonly #options: Required<ComputerOptions>;
  readonly #turns = new Deadlines();
  readonly #absences = new Deadlines();
  /** `${gameId} ${seat}` → open pages (live streams) of that seat's person. */
  readonly #pages = new Map<string, number>();
  /** `${gameId} ${seat}` → since when no page of the seat's person is open (abandoned tables are forgotten first). */
  readonly #goneSince = new LRUCache<string, number>({ max: REMEMBERED_SEATS });
  /** `${gameId} ${seat}` → time-outs in a row of the seat's person. */
  readonly #timeouts = new LRUCache<string, number>({ max: REMEMBERED_SEATS });
  /** `${gameId} ${seat}` of stand-ins whose person came back: handed back at their next turn. */
  readonly #returning = new LRUCache<string, true>({ max: REMEMBERED_SEATS });
  /** Tables whose computer move is being decided or sent now (one at a time per table). */
  readonly #busy = new Set<string>();
  readonly #woken = new Set<string>();
  /** `${gameId} ${version}` → failed attempts at the computer's move there (see MOVE_ATTEMPTS). */
  readonly #failures = new LRUCache<string, number>({ max: REMEMBERED_SEATS });

  constructor(host: ComputerHost, options: ComputerOptions) {
    this.#host = host;
    this.#options = { now: Date.now, ...options };
  }

  /**
   * Something changed at the table (a commit, a start, a ruling): if the server plays the seat
   * to move, its move comes after the pause. Cheap when nobody there is a computer.
   */
  wake(gameId: string, state: MatchState, players: readonly (SeatComputer | null)[], status: string): void {
    if (status !== "playing") {
      this.stop(gameId);
      return;
    }
    const seat = state.deal.turn;
    const key = seatKey(gameId, seat);
    if (state.rules.timers && players[seat] === null && state.deal.phase !== "over") this.#checkAbsence(gameId, seat, key);
    if (!this.#serverPlays(state, players)) return;
    if (this.#busy.has(gameId)) {
      // A move is being sent: look again once it is answered.
      this.#woken.add(gameId);
      return;
    }
    this.#turns.arm(gameId, this.#now() + this.#options.delayMs, this.#now(), () => void this.#play(gameId));
  }

  /** Whether the server has a move to make at this table now. */
  #serverPlays(state: MatchState, players: readonly (SeatComputer | null)[]): boolean {
    if (state.winner !== null || state.deal.judgement) return false;
    // The people at the table start the next deal, once they have read the score sheet.
    if (state.deal.phase === "over") return false;
    return players[state.deal.turn] != null;
  }

  async #play(gameId: string): Promise<void> {
    if (this.#busy.has(gameId)) return;
    this.#busy.add(gameId);
    // A failure before the version is known (reading the table) counts for the table.
    let attempt = gameId;
    let again = false;
    try {
      const table = await this.#host.look(gameId);
      if (table === null || table.status !== "playing" || !this.#serverPlays(table.state, table.players)) return;
      const { state, players, lexicon } = table;
      const seat = state.deal.turn;
      const player = players[seat]!;
      const key = seatKey(gameId, seat);
      if (player.standIn && this.#returning.has(key) && state.deal.phase === "draw") {
        // The person came back: the seat is theirs from this turn on.
        this.#returning.delete(key);
        this.#timeouts.delete(key);
        await this.#host.handBack(gameId, seat);
        return;
      }
      attempt = `${gameId} ${state.version}`;
      const bot = botFor(player.standIn ? STAND_IN_LEVEL : player.level);
      const action = bot.decide(viewFor(state, seat), state.rules, lexicon, botRandom(state.seed, seat, state.version));
      if (action === null) return;
      const result = await this.#host.move(gameId, seat, state.version, action);
      if (!result.ok && result.code !== "STALE_VERSION") {
        // A bot proposes only what the rules allow; should one ever not, the table must not
        // stall on it: the forced discard of a time-out (§7) ends the turn instead.
        console.error(`table ${gameId}: the computer's ${action.do} was refused (${result.code}); it plays the forced discard`);
        await this.#host.move(gameId, seat, state.version, { do: "timeout" });
      }
      this.#failures.delete(attempt);
      this.#failures.delete(gameId);
    } catch (error) {
      // Left alone, the table would wait for the computer for ever: it tries again after the pause.
      const failures = (this.#failures.get(attempt) ?? 0) + 1;
      this.#failures.set(attempt, failures);
      again = failures < MOVE_ATTEMPTS;
      console.error(
        `table ${gameId}: the computer's move failed (attempt ${failures} of ${MOVE_ATTEMPTS}${again ? "" : ", the next change at the table wakes it"})`,
        error,
      );
    } finally {
      this.#busy.delete(gameId);
      if (again && !this.#woken.has(gameId)) this.#turns.arm(gameId, this.#now() + this.#options.delayMs, this.#now(), () => void this.#play(gameId));
      if (this.#woken.delete(gameId)) {
        const table = await this.#host.look(gameId).catch(() => null);
        if (table !== null) this.wake(gameId, table.state, table.players, table.status);
      }
    }
  }

  /** A page of the seat's person opened (a live stream): they are here. */
  pageOpened(gameId: string, seat: Seat, standIn: boolean): void {
    const key = seatKey(gameId, seat);
    this.#pages.set(key, (this.#pages.get(key) ?? 0) + 1);
    this.#goneSince.delete(key);
    this.#absences.cancel(key);
    if (standIn) this.#returning.set(key, true);
  }

  /** The person of a stand-in seat tried to move: they are back, and take the seat at their next turn. */
  personBack(gameId: string, seat: Seat): void {
    this.#returning.set(seatKey(gameId, seat), true);
  }

  /** A page of the seat's person closed: with none left, their absence starts now. */
  pageClosed(gameId: string, seat: Seat): void {
    const key = seatKey(gameId, seat);
    const open = (this.#pages.get(key) ?? 1) - 1;
    if (open > 0) {
      this.#pages.set(key, open);
      return;
    }
    this.#pages.delete(key);
    this.#goneSince.set(key, this.#now());
    this.#absences.arm(key, this.#now() + this.#options.absentMs, this.#now(), () => void this.#absentAtTurn(gameId, seat));
  }

  /** The person acted (or their page is back): their time-outs in a row start again from 0. */
  personActed(gameId: string, seat: Seat): void {
    this.#timeouts.delete(seatKey(gameId, seat));
    this.#returning.delete(seatKey(gameId, seat));
  }

  /** The server played a time-out for a person: the second in a row makes a computer stand in. */
  async timedOut(gameId: string, seat: Seat): Promise<void> {
    const key = seatKey(gameId, seat);
    const count = (this.#timeouts.get(key) ?? 0) + 1;
    this.#timeouts.set(key, count);
    if (count < this.#options.timeoutsInARow) return;
    this.#timeouts.delete(key);
    await this.#host.standIn(gameId, seat);
  }

  /** At the person's turn, with their page gone: stand in once it has been gone `absentMs`. */
  #checkAbsence(gameId: string, seat: Seat, key: string): void {
    const since = this.#goneSince.get(key);
    if (since === undefined) return;
    if (this.#now() - since >= this.#options.absentMs) void this.#absentAtTurn(gameId, seat);
  }

  async #absentAtTurn(gameId: string, seat: Seat): Promise<void> {
    const key = seatKey(gameId, seat);
    if (!this.#goneSince.has(key)) return;
    try {
      const table = await this.#host.look(gameId);
      if (table === null || table.status !== "playing" || !table.state.rules.timers) return;
      const { state, players } = table;
      if (players[seat] !== null || state.deal.turn !== seat || state.deal.phase === "over") return;
      this.#goneSince.delete(key);
      await this.#host.standIn(gameId, seat);
    } catch (error) {
      console.error(`table ${gameId}: no stand-in for seat ${seat}`, error);
    }
  }

  /** Stops the table's pending move (a table not being played: over, archived). */
  stop(gameId: string): void {
    this.#turns.cancel(gameId);
  }

  /** Stops every pending move and absence (a server shutting down, a test ending). */
  stopAll(): void {
    this.#turns.cancelAll();
    this.#absences.cancelAll();
  }

  #now(): number {
    return this.#options.now();
  }
}

function seatKey(gameId: string, seat: Seat): string {
  return `${gameId} ${seat}`;
}
