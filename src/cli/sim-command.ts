/**
 * `burraco sim --games N --players 2|4 --seed S [--bots LEVEL,…]`: whole matches, statistics
 * as JSON. Without --bots, the engine's greedy player at every seat; with --bots, the named
 * computer players (docs/bots.md), seats in order, the table turned by one seat in odd games.
 */
import { parseArgs } from "node:util";
import { BOT_LEVELS } from "../bots";
import { runSeries, type SeriesLevel, seriesReport } from "../bots/series";
import { simulateMatch } from "../engine/simulate";
import { openCliLexicon } from "./open-lexicon";
import { UsageError } from "./usage";

export function runSimCommand(argv: string[]): number {
  const { values } = parseArgs({
    args: argv,
    options: {
      games: { type: "string", default: "10" },
      players: { type: "string", default: "4" },
      seed: { type: "string", default: "simulazione" },
      profile: { type: "string" },
      bots: { type: "string" },
    },
  });
  const games = Number(values.games);
  const players = Number(values.players);
  if (!Number.isInteger(games) || games < 1) throw new UsageError("--games vuole un intero positivo");
  if (players !== 2 && players !== 3 && players !== 4) throw new UsageError("--players: 2, 3 o 4");
  // Tables play "torneo": bots are measured there; the greedy statistics keep their "libero".
  const profile = values.profile ?? (values.bots === undefined ? "libero" : "torneo");
  if (profile !== "torneo" && profile !== "scuola" && profile !== "libero") throw new UsageError("--profile: torneo, scuola o libero");
  if (values.bots !== undefined) return runBots(values.bots, { games, players, seed: values.seed, profile });
  const lexicon = openCliLexicon();
  const started = process.hrtime.bigint();
  let deals = 0;
  let closed = 0;
  let stock = 0;
  let lineScores = 0;
  let lineScoreSum = 0;
  let dealsWithBurraco = 0;
  let actions = 0;
  for (let g = 0; g < games; g++) {
    const match = simulateMatch({ players, wordProfile: profile }, `${values.seed}:${g}`, lexicon);
    actions += match.log.length;
    for (const [i, scores] of match.deals.entries()) {
      deals++;
      if (match.ends[i] === "closed") closed++;
      else stock++;
      if (scores.some((s) => s.burraco > 0)) dealsWithBurraco++;
      for (const s of scores) {
        lineScores++;
        lineScoreSum += s.total;
      }
    }
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const round = (x: number, d = 3) => Number(x.toFixed(d));
  process.stdout.write(
    `${JSON.stringify({
      games,
      players,
      seed: values.seed,
      profile,
      deals,
      actions,
      seconds: round(seconds),
      dealsPerSecond: round(deals / seconds, 1),
      actionsPerSecond: round(actions / seconds, 0),
      meanDealScore: round(lineScoreSum / Math.max(1, lineScores), 1),
      closingRate: round(closed / Math.max(1, deals)),
      burracoRate: round(dealsWithBurraco / Math.max(1, deals)),
      stockExhaustedRate: round(stock / Math.max(1, deals)),
    })}\n`,
  );
  return 0;
}

const LEVELS: readonly string[] = [...BOT_LEVELS, "greedy"];

function runBots(list: string, options: { games: number; players: 2 | 3 | 4; seed: string; profile: "torneo" | "scuola" | "libero" }): number {
  const levels = list.split(",").map((name) => name.trim());
  for (const level of levels) if (!LEVELS.includes(level)) throw new UsageError(`--bots: ${level}? (${LEVELS.join(", ")})`);
  if (levels.length > options.players) throw new UsageError(`--bots: al più ${options.players} livelli`);
  const started = process.hrtime.bigint();
  const result = runSeries({ ...options, levels: levels as SeriesLevel[], lexicon: openCliLexicon(), clock: () => performance.now() });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const report = seriesReport(result);
  process.stdout.write(
    `${JSON.stringify({ ...report, players: options.players, seed: options.seed, profile: options.profile, bots: levels, seconds: Number(seconds.toFixed(3)) })}\n`,
  );
  if (result.refusals.length > 0) {
    const first = result.refusals[0]!;
    process.stderr.write(
      `burraco: ${result.refusals.length} mosse rifiutate (la prima: seme ${first.seed}, posto ${first.seat}, versione ${first.version}, ${first.code})\n`,
    );
    return 1;
  }
  return 0;
}
