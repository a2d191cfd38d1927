/**
 * A series of seeded matches between bot levels, the figures `burraco sim --bots` and the
 * bots' benchmark report: wins per level, the deal scores, each level's time per decision.
 * Seats take the levels in order; one level means every seat, two levels with 4 players
 * mean seats 0 and 2 the first, 1 and 3 the second (the lines alternate). Odd games turn
 * the table by one seat, so each level sits first half the time.
 */
import type { Lexicon, ProfileName } from "../lexicon/types";
import { botFor } from "./index";
import { playMatch } from "./match";
import type { BotLevel } from "./types";

export type SeriesLevel = BotLevel | "greedy";

export interface SeriesOptions {
  players: 2 | 3 | 4;
  levels: readonly SeriesLevel[];
  /** The games played are `first`, `first + step`, … below `games` (a share of the series). */
  games: number;
  first?: number;
  step?: number;
  seed: string;
  profile: ProfileName;
  lexicon: Lexicon;
  /** The caller's clock in ms, to time each decision (bots use none). */
  clock?: () => number;
}

export interface SeriesResult {
  games: number;
  deals: number;
  actions: number;
  closed: number;
  dealsWithBurraco: number;
  /** Matches won, per level (a level on both sides of a table counts once). */
  wins: Record<string, number>;
  /** Matches in which each level sat. */
  played: Record<string, number>;
  /** Sum and count of the deal totals of the lines, overall and per level. */
  lineScores: { sum: number; count: number };
  levelScores: Record<string, { sum: number; count: number }>;
  /** Time of every decision, per level, in the clock's ms. */
  moveMs: Record<string, number[]>;
  refusals: { seed: string; seat: number; version: number; code: string }[];
}

/** The level of each seat in game `game` (see the module comment). */
export function seatLevels(levels: readonly SeriesLevel[], players: number, game: number): SeriesLevel[] {
  const base = Array.from({ length: players }, (_, seat) => levels[seat % levels.length]!);
  const turn = game % 2;
  return base.map((_, seat) => base[(seat + turn) % players]!);
}

/** The entry of `key` in `record`, made with `make` the first time. */
function entry<T>(record: Record<string, T>, key: string, make: () => T): T {
  if (!(key in record)) record[key] = make();
  return record[key]!;
}

export function emptySeries(): SeriesResult {
  return {
    games: 0,
    deals: 0,
    actions: 0,
    closed: 0,
    dealsWithBurraco: 0,
    wins: {},
    played: {},
    lineScores: { sum: 0, count: 0 },
    levelScores: {},
    moveMs: {},
    refusals: [],
  };
}

export function runSeries(options: SeriesOptions): SeriesResult {
  const out = emptySeries();
  const rules = { players: options.players, wordProfile: options.profile };
  for (let game = options.first ?? 0; game < options.games; game += options.step ?? 1) {
    const levels = seatLevels(options.levels, options.players, game);
    const seed = `${options.seed}:${game}`;
    const clock = options.clock;
    const match = playMatch(rules, seed, levels.map(botFor), options.lexicon, {
      ...(clock ? { clock, onDecision: (seat: number, ms: number) => entry(out.moveMs, levels[seat]!, () => []).push(ms) } : {}),
    });
    out.games++;
    out.actions += match.log.length;
    for (const r of match.refusals) out.refusals.push({ seed, seat: r.seat, version: r.version, code: r.code });
    for (const level of new Set(levels)) out.played[level] = (out.played[level] ?? 0) + 1;
    for (const level of new Set(match.final.winner!.seats.map((s) => levels[s]!))) out.wins[level] = (out.wins[level] ?? 0) + 1;
    for (const scores of match.deals) {
      out.deals++;
      if (scores.some((s) => s.closing > 0)) out.closed++;
      if (scores.some((s) => s.burraco > 0)) out.dealsWithBurraco++;
      for (const s of scores) {
        out.lineScores.sum += s.total;
        out.lineScores.count++;
        const level = levels[s.seats[0]!]!;
        const per = entry(out.levelScores, level, () => ({ sum: 0, count: 0 }));
        per.sum += s.total;
        per.count++;
      }
    }
  }
  return out;
}

/** Several shares of one series (e.g. from worker threads) as one. */
export function mergeSeries(parts: readonly SeriesResult[]): SeriesResult {
  const out = emptySeries();
  const add = (into: Record<string, number>, from: Record<string, number>) => {
    for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + v;
  };
  for (const p of parts) {
    out.games += p.games;
    out.deals += p.deals;
    out.actions += p.actions;
    out.closed += p.closed;
    out.dealsWithBurraco += p.dealsWithBurraco;
    add(out.wins, p.wins);
    add(out.played, p.played);
    out.lineScores.sum += p.lineScores.sum;
    out.lineScores.count += p.lineScores.count;
    for (const [k, v] of Object.entries(p.levelScores)) {
      const per = entry(out.levelScores, k, () => ({ sum: 0, count: 0 }));
      per.sum += v.sum;
      per.count += v.count;
    }
    for (const [k, v] of Object.entries(p.moveMs)) {
      // One by one: a spread of tens of thousands of arguments may overflow the stack.
      const times = entry(out.moveMs, k, () => [] as number[]);
      for (const t of v) times.push(t);
    }
    out.refusals.push(...p.refusals);
  }
  return out;
}

/** The figures of a series as reported (JSON): win rates, mean scores, median and p99 times. */
export function seriesReport(result: SeriesResult) {
  const round = (x: number, digits = 3) => Number(x.toFixed(digits));
  const levels = Object.keys(result.played).sort();
  const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    games: result.games,
    deals: result.deals,
    actions: result.actions,
    wins: Object.fromEntries(levels.map((l) => [l, result.wins[l] ?? 0])),
    winRate: Object.fromEntries(levels.map((l) => [l, round((result.wins[l] ?? 0) / Math.max(1, result.played[l]!))])),
    meanDealScore: round(result.lineScores.sum / Math.max(1, result.lineScores.count), 1),
    dealScore: Object.fromEntries(levels.map((l) => [l, round(result.levelScores[l]!.sum / Math.max(1, result.levelScores[l]!.count), 1)])),
    moveMs: Object.fromEntries(
      Object.entries(result.moveMs).map(([l, times]) => {
        const sorted = [...times].sort((a, b) => a - b);
        return [l, { moves: sorted.length, median: round(quantile(sorted, 0.5)), p99: round(quantile(sorted, 0.99)) }];
      }),
    ),
    closingRate: round(result.closed / Math.max(1, result.deals)),
    burracoRate: round(result.dealsWithBurraco / Math.max(1, result.deals)),
    refusals: result.refusals.length,
  };
}
