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
 * Only in memory: after a restart the service starts each clock again from the time of the
 * table's last action (see GameService), which is when the phase began unless the player
 * had already melded — then the restarted clock is a little generous, never short.
 */
import { type MatchState, type Seat, timeAllowed } from "~/engine";
import { Deadlines } from "./deadlines";

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
   * began at `startedAt` (armed to call back at its deadline). Null, and nothing armed,
   * when nobody is on the clock.
   */
  update(gameId: string, state: MatchState, startedAt: number): ClockRecord | null {
    const key = clockKey(state);
    const current = this.#records.get(gameId);
    if (current !== undefined && current.key === key) return current;
    this.stop(gameId);
    const time = key === null ? null : timeAllowed(state);
    if (key === null || time === null) return null;
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
