/**
 * The replay panel's states (issue #18): whatever order the steps are asked in — forward,
 * back, jumps across checkpoints — each is the engine's state after that many logged actions,
 * byte for byte, as replaying the log from the start gives it.
 */
import { describe, expect, it } from "vitest";

import { ReplayStates, type TableRecord } from "~/app/tavolo/[id]/_components/replay-states";
import { botFor, playMatch } from "~/bots";
import { createMatch, type MatchState, replayStep, viewFor } from "~/engine";
import { realLexicon } from "../lexicon/real-lexicon";

/** A 4-player match of two deals between computer players, as `table.record` would give it. */
function botRecord(): TableRecord {
  const match = playMatch(
    { players: 4, deals: 2, wordProfile: "libero" },
    "rivedi-stati",
    [0, 1, 2, 3].map(() => botFor("medio")),
    realLexicon(),
  );
  return {
    format: "burraco-parole/partita",
    formatVersion: 1,
    gameId: "tavolo-di-prova",
    rules: match.final.rules,
    seed: match.final.seed,
    seats: [0, 1, 2, 3].map((seat) => ({ seat, name: `Posto ${seat}`, computer: "medio" as const })),
    actions: match.log.map((entry, i) => ({ seq: i + 1, seat: entry.seat, action: entry.action, at: new Date(0).toISOString() })),
  };
}

describe("ReplayStates", () => {
  it("gives each step's state in any order of asking, the same as replaying from the start", () => {
    const record = botRecord();
    const sequential: MatchState[] = [createMatch(record.rules, record.seed)];
    for (const entry of record.actions) sequential.push(replayStep(sequential.at(-1)!, entry));
    const steps = record.actions.length;
    expect(sequential.at(-1)!.winner).not.toBeNull();

    const states = new ReplayStates(record);
    expect(states.steps).toBe(steps);
    const order = [steps, 0, steps - 1, 1, Math.floor(steps / 2), Math.floor(steps / 2) - 1, 17, 16, 15, 33, steps - 17, 2, steps];
    for (const k of order) expect(JSON.stringify(states.at(k)), `step ${k}`).toBe(JSON.stringify(sequential[k]));
    for (let k = steps; k >= 0; k--) expect(states.view(k, 2)).toEqual(viewFor(sequential[k]!, 2));
    expect(() => states.at(steps + 1)).toThrow(RangeError);
  });

  it("names each step's move by its public events; none at step 0", () => {
    const record = botRecord();
    const states = new ReplayStates(record);
    expect(states.events(0)).toEqual([]);
    for (let k = 1; k <= states.steps; k++) {
      const events = states.events(k);
      expect(events.length, `step ${k}`).toBeGreaterThan(0);
      for (const event of events) expect(event.version).toBe(k);
    }
  });
});
