/**
 * Engine figures for issue #3: whole simulated 4-player deals with the greedy player
 * (target ≥ 50 deals/s on one core), and replay of recorded deals (actions/s, no search).
 */
import { replay, simulateMatch } from "../src/engine/simulate";
import type { Lexicon } from "../src/lexicon/types";

export function benchEngine(lexicon: Lexicon, quick: boolean) {
  const games = quick ? 3 : 20;
  let deals = 0;
  let actions = 0;
  const logs: { seed: string; log: Parameters<typeof replay>[2] }[] = [];
  const started = process.hrtime.bigint();
  for (let g = 0; g < games; g++) {
    const seed = `bench-4-${g}`;
    const match = simulateMatch({ players: 4, wordProfile: "libero" }, seed, lexicon);
    deals += match.ends.length;
    actions += match.log.length;
    logs.push({ seed, log: match.log });
  }
  const simulateSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const replayStarted = process.hrtime.bigint();
  for (const { seed, log } of logs) replay({ players: 4, wordProfile: "libero" }, seed, log, lexicon);
  const replaySeconds = Number(process.hrtime.bigint() - replayStarted) / 1e9;
  return {
    simulated4p: {
      games,
      deals,
      actions,
      dealsPerSecond: Number((deals / simulateSeconds).toFixed(1)),
      targetDealsPerSecond: 50,
    },
    replay4p: { actions, actionsPerSecond: Math.round(actions / replaySeconds) },
  };
}
