/** `burraco sim --games N --players 2|4 --seed S`: greedy matches, statistics as JSON. */
import { parseArgs } from "node:util";
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
      profile: { type: "string", default: "libero" },
    },
  });
  const games = Number(values.games);
  const players = Number(values.players);
  if (!Number.isInteger(games) || games < 1) throw new UsageError("--games vuole un intero positivo");
  if (players !== 2 && players !== 3 && players !== 4) throw new UsageError("--players: 2, 3 o 4");
  const profile = values.profile;
  if (profile !== "torneo" && profile !== "scuola" && profile !== "libero") throw new UsageError("--profile: torneo, scuola o libero");
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
