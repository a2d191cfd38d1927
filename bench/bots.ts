/**
 * The computer players' benchmark (docs/bots.md; `npm run bench:bots`, or `npm run bench --
 * --only bots`): strength, speed, replay and legality, as one JSON object.
 *   strength  seeded matches to 2,005, the table turned in odd games: esperto against medio,
 *             medio against principiante, esperto against the greedy player; 400 with 2
 *             players and 200 with 4 each, spread over worker threads (one per core)
 *   speed     every esperto decision timed in this thread alone (one core), median and p99
 *   replay    a whole 4-bot match played again from its seed, and replayed from seed + log:
 *             the same state, byte for byte
 *   refusals  moves the engine refused over every match played (must be 0)
 */
import { cpus } from "node:os";
import { Worker, workerData, parentPort } from "node:worker_threads";
import { botFor, playMatch } from "../src/bots";
import { mergeSeries, runSeries, type SeriesLevel, type SeriesResult, seriesReport } from "../src/bots/series";
import { replay } from "../src/engine/simulate";
import { openLexiconSync } from "../src/lexicon/node";

interface Run {
  players: 2 | 4;
  levels: SeriesLevel[];
  games: number;
  seed: string;
}

interface WorkerJob {
  run: Run;
  first: number;
  step: number;
}

const PROFILE = "torneo";

/** Targets of the issue: the first level wins at least this share of the matches. */
const PAIRINGS: { levels: SeriesLevel[]; target: number }[] = [
  { levels: ["esperto", "medio"], target: 0.7 },
  { levels: ["medio", "principiante"], target: 0.7 },
  { levels: ["esperto", "greedy"], target: 0.75 },
];

/** In a worker thread: play its share of one run and send the figures back. */
export function botsWorker(): void {
  const job = workerData as WorkerJob;
  const lexicon = openLexiconSync();
  const result = runSeries({ ...job.run, profile: PROFILE, lexicon, first: job.first, step: job.step, clock: () => performance.now() });
  parentPort!.postMessage(result);
}

function inWorkers(run: Run, workers: number): Promise<SeriesResult> {
  const shares = Array.from({ length: Math.min(workers, run.games) }, (_, first) => {
    const job: WorkerJob = { run, first, step: workers };
    return new Promise<SeriesResult>((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: job });
      worker.once("message", (result: SeriesResult) => {
        resolve(result);
        void worker.terminate();
      });
      worker.once("error", reject);
    });
  });
  return Promise.all(shares).then(mergeSeries);
}

export async function benchBots(options: { quick: boolean; onProgress: (message: string) => void }) {
  const workers = Math.max(1, Math.min(2, cpus().length));
  const scale = options.quick ? 20 : 1;
  const all: SeriesResult[] = [];
  const strength = [];
  for (const players of [2, 4] as const) {
    for (const { levels, target } of PAIRINGS) {
      const games = Math.ceil((players === 2 ? 400 : 200) / scale);
      options.onProgress(`bot: ${levels.join(" contro ")}, ${players} giocatori, ${games} partite su ${workers} thread`);
      const result = await inWorkers({ players, levels, games, seed: `bench-bots-${players}-${levels.join("-")}` }, workers);
      all.push(result);
      const report = seriesReport(result);
      const winRate = report.winRate[levels[0]!]!;
      strength.push({
        players,
        levels,
        games: report.games,
        deals: report.deals,
        /** The share of matches the first level won, against the target. */
        winRate,
        target,
        pass: winRate >= target,
        wins: report.wins,
        meanDealScore: report.meanDealScore,
        dealScore: report.dealScore,
        moveMs: report.moveMs,
        closingRate: report.closingRate,
        refusals: report.refusals,
      });
    }
  }

  // Speed on one core: this thread alone, the workers done.
  const lexicon = openLexiconSync();
  const speedGames = Math.ceil(100 / scale);
  options.onProgress(`bot: velocità dell'esperto, ${speedGames} partite a 2 e ${speedGames} a 4 in un thread`);
  const clock = () => performance.now();
  const speedRuns = [
    runSeries({ players: 2, levels: ["esperto", "medio"], games: speedGames, seed: "bench-bots-speed-2", profile: PROFILE, lexicon, clock }),
    runSeries({ players: 4, levels: ["esperto"], games: speedGames, seed: "bench-bots-speed-4", profile: PROFILE, lexicon, clock }),
  ];
  all.push(...speedRuns);
  const speed = seriesReport(mergeSeries(speedRuns)).moveMs.esperto!;

  options.onProgress("bot: replay di una partita a 4 bot");
  const rules = { players: 4 as const, wordProfile: PROFILE } as const;
  const bots = (["esperto", "medio", "principiante", "greedy"] as const).map(botFor);
  const match = playMatch(rules, "bench-bots-replay", bots, lexicon);
  const again = playMatch(rules, "bench-bots-replay", bots, lexicon);
  const replayed = replay(rules, "bench-bots-replay", match.log, lexicon);
  const final = JSON.stringify(match.final);

  const total = mergeSeries(all);
  return {
    profile: PROFILE,
    workers,
    strength,
    speed: { esperto: { ...speed, targetMedianMs: 10, targetP99Ms: 50, pass: speed.median <= 10 && speed.p99 <= 50 } },
    replay: {
      actions: match.log.length,
      sameLog: JSON.stringify(again.log) === JSON.stringify(match.log),
      identical: JSON.stringify(again.final) === final && JSON.stringify(replayed) === final,
    },
    matches: total.games + 2,
    refusals: total.refusals.length + match.refusals.length + again.refusals.length,
    refusalSamples: total.refusals.slice(0, 5),
  };
}
