/**
 * The move timers of RULES §7 (Art. 4.1), kept by the server. The engine says how long the
 * player to move has (`timeAllowed`: 5 s to draw or pick up, then 10/20/40 s to play, plus
 * 5 s of grace after the warning); this keeps, per table, when the current phase began and
 * calls back at the deadline, where the game service plays the engine's `timeout` (the
 * forced discard) for the player.
 *
 * A phase is the pair (turn, draw|play) of one deal: an action that leaves it unchanged (a
 * meld during the play phase) does not restart the clock — the play time is fixed at the
 * take (Art. 4.1). A state with no time allowed (deal over, match over, a word waiting for
 * the judge) has no clock: the timers pause.
 *
 * A clock runs only for a seat that is ready (`seatReadySince`): a person who has joined with
 * a name, or a computer. While the page of the player to move still asks "Come ti chiami?"
 * nobody is on the clock; once they give the name it starts from then, with the whole time
 * of the phase — never from when the phase began without them.
 *
 * Only in memory: after a restart the service starts each clock again from the time of the
 * table's last action or, if later, when the seat became ready (see GameService), which is
 * when the phase began unless the player had already melded — then the restarted clock is a
 * little generous, never short.
 */
import { type MatchState, type Seat, timeAllowed } from "~/engine";
import { Deadlines } from "./deadlines";

/** What a seat's row says of who plays it (src/server/db/schema.ts `seats`). */
export interface SeatPlayedBy {
  computer: string | null;
  namedAt: Date | null;
  standInSince: Date | null;
}

/**
 * Since when the seat may be on the clock (ms since the epoch), or null while it may not: a
 * computer seat always (0); a person from their first name; a medio computer standing in for
 * a person who has not given one, from when it took the seat.
 */
export function seatReadySince(seat: SeatPlayedBy): number | null {
  if (seat.computer !== null) return 0;
  const since = [seat.namedAt, seat.standInSince].flatMap((at) => (at === null ? [] : [at.getTime()]));
  return since.length === 0 ? null : Math.min(...since);
}

export interface ClockRecord {
  /** Which phase this clock times: deal, turns played, seat, phase. */
  key: string;
  seat: Seat;
  phase: "draw" | "play";
  startedAt: number;
  seconds: number;
  grace: number;
  deadline: number;
}

/** The phase a state is in, or null when nobody is on the clock. */
export function clockKey(state: MatchState): string | null {
  if (!state.rules.timers) return null;
  const time = timeAllowed(state);
  if (time === null) return null;
  const deal = state.deal;
  return `${deal.number}:${deal.turnsPlayed}:${deal.turn}:${time.phase}`;
}

export type DeadlineHandler = (gameId: string, key: string) => void;

export class TurnClocks {
  readonly #records = new Map<string, ClockRecord>();
  readonly #deadlines = new Deadlines();
  readonly #onDeadline: DeadlineHandler;
  /** 1 in play; tests shrink the rule's seconds so that a time-out takes milliseconds. */
  readonly #timeScale: number;
  readonly #now: () => number;

  constructor(onDeadline: DeadlineHandler, options: { timeScale?: number; now?: () => number } = {}) {
    this.#onDeadline = onDeadline;
    this.#timeScale = options.timeScale ?? 1;
    this.#now = options.now ?? Date.now;
  }

  /**
   * The clock for `state`: the running one if the phase is the same, else a new one that
   * began at `phaseStart` or, if later, when the seat to move became ready (`readySince`, by
   * seat), armed to call back at its deadline. Null, and nothing armed, when nobody is on the
   * clock — the seat to move not ready included.
   */
  update(gameId: string, state: MatchState, phaseStart: number, readySince: readonly (number | null)[]): ClockRecord | null {
    const ready = readySince[state.deal.turn] ?? null;
    const key = ready === null ? null : clockKey(state);
    const current = this.#records.get(gameId);
    if (current !== undefined && current.key === key) return current;
    this.stop(gameId);
    const time = key === null ? null : timeAllowed(state);
    if (key === null || time === null || ready === null) return null;
    const startedAt = Math.max(phaseStart, ready);
    const scale = this.#timeScale;
    const record: ClockRecord = {
      key,
      seat: state.deal.turn,
      phase: time.phase,
      startedAt,
      seconds: time.seconds * scale,
      grace: time.grace * scale,
      deadline: startedAt + (time.seconds + time.grace) * scale * 1000,
    };
    this.#deadlines.arm(gameId, record.deadline, this.#now(), () => this.#onDeadline(gameId, key));
    this.#records.set(gameId, record);
    return record;
  }

  /** The running clock of a table, if any. */
  get(gameId: string): ClockRecord | null {
    return this.#records.get(gameId) ?? null;
  }

  stop(gameId: string): void {
    this.#deadlines.cancel(gameId);
    this.#records.delete(gameId);
  }

  stopAll(): void {
    for (const gameId of [...this.#records.keys()]) this.stop(gameId);
  }
}
