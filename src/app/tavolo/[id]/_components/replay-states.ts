/**
 * The states of a finished match's record, step by step, for the replay panel. Loaded with
 * `import()` when the replay opens, so that the engine stays out of the table page's first
 * JavaScript. The states are the engine's own (`replayStep`, as the server rebuilds a table),
 * and leave only through `viewFor`, like the live table's.
 */
import type { inferRouterOutputs } from "@trpc/server";

import { createMatch, type MatchState, replayStep, type Seat, type SeatView, viewFor } from "~/engine";
import type { PublicEvent } from "~/engine/public-log";
import type { AppRouter } from "~/server/api/root";

/** `table.record`: the rules, the seed, the seats and the whole log. */
export type TableRecord = inferRouterOutputs<AppRouter>["table"]["record"];

/**
 * Every CHECKPOINT-th state is kept: any other is at most that many steps of replay away
 * (well under a millisecond), so stepping back is instant and a long match does not keep
 * thousands of states.
 */
const CHECKPOINT = 16;

export class ReplayStates {
  readonly #record: TableRecord;
  /** `#checkpoints[i]` is the state after `i * CHECKPOINT` actions. */
  readonly #checkpoints: MatchState[];
  /** The last state asked for: stepping forward goes on from it. */
  #last: MatchState;

  constructor(record: TableRecord) {
    this.#record = record;
    const start = createMatch(record.rules, record.seed);
    this.#checkpoints = [start];
    this.#last = start;
  }

  /** How many actions the match has: steps go from 0 (the first deal dealt) to this. */
  get steps(): number {
    return this.#record.actions.length;
  }

  /** The state after the first `step` actions. */
  at(step: number): MatchState {
    if (!Number.isInteger(step) || step < 0 || step > this.steps) throw new RangeError(`step ${step} of ${this.steps}`);
    const block = Math.floor(step / CHECKPOINT);
    let state = this.#last.version <= step && this.#last.version >= block * CHECKPOINT ? this.#last : this.#checkpoint(block);
    while (state.version < step) state = replayStep(state, this.#record.actions[state.version]!);
    this.#last = state;
    return state;
  }

  /** What `seat` saw after `step` actions (null: no hand, as a spectator). */
  view(step: number, seat: Seat | null): SeatView {
    return viewFor(this.at(step), seat);
  }

  /** The public events of the action that made `step` (none for step 0). */
  events(step: number): PublicEvent[] {
    return step === 0 ? [] : (this.at(step).log ?? []).filter((event) => event.version === step);
  }

  /** The checkpoint of `block`, replaying from the last one known. */
  #checkpoint(block: number): MatchState {
    while (this.#checkpoints.length <= block) {
      let state = this.#checkpoints.at(-1)!;
      const until = this.#checkpoints.length * CHECKPOINT;
      while (state.version < until) state = replayStep(state, this.#record.actions[state.version]!);
      this.#checkpoints.push(state);
    }
    return this.#checkpoints[block]!;
  }
}
