/**
 * Scoring the turns and ranking the entrants (Art. 3, 6.1, 13; RULES §8).
 */
import {
  TournamentError,
  type Correction,
  type EntrantId,
  type Format,
  type LineScore,
  type Penalty,
  type ScoredTable,
  type StandingRow,
  type TableResult,
  type TableSeating,
  type TurnSeating,
  type VpScale,
} from "./types";
import { scoreTable } from "./vp";

export interface ScoreTurnsInput {
  format: Format;
  scale: VpScale;
  seatings: readonly TurnSeating[];
  /** The tables played so far; a table without a result (still playing) is left out. */
  results: readonly TableResult[];
  penalties: readonly Penalty[];
  corrections: readonly Correction[];
}

type Change = Correction["change"];

const key = (turn: number, table: number) => `${turn}:${table}`;

/**
 * Every seated table with a result (or a tavolo zoppo, or a correction) scored: penalties taken
 * from the PP of the line the entrant sat in, then the corrections applied in order, then MP
 * and VP by the table (vp.ts). Teams: one ScoredTable per match, each team's PP summed over
 * its two tables, scored on the teams table.
 */
export function scoreTurns(input: ScoreTurnsInput): ScoredTable[] {
  const results = new Map(input.results.map((r) => [key(r.turn, r.table), r.pp]));
  // Art. 2.5, 12.2: the director's corrections, the last one of a table winning.
  const changes = new Map<string, Change>();
  for (const c of input.corrections) changes.set(key(c.turn, c.table), c.change);
  // Each turn's penalties summed by entrant, read once: each line asks for its own.
  const penalties = new Map<number, Map<EntrantId, number>>();
  for (const p of input.penalties) {
    const ofTurn = penalties.get(p.turn) ?? new Map<EntrantId, number>();
    ofTurn.set(p.entrant, (ofTurn.get(p.entrant) ?? 0) + p.pp);
    penalties.set(p.turn, ofTurn);
  }
  const scored: ScoredTable[] = [];
  for (const seating of input.seatings) {
    const ofTurn = penalties.get(seating.turn);
    const penaltyOf = (entrants: readonly EntrantId[]) => entrants.reduce((sum, entrant) => sum + (ofTurn?.get(entrant) ?? 0), 0);
    if (input.format === "teams") {
      const matches = new Map<number, TableSeating[]>();
      for (const t of seating.tables) {
        if (t.match === null) throw new TournamentError(`turno ${seating.turn + 1}, tavolo ${t.table}: manca l'incontro a squadre`);
        matches.set(t.match, [...(matches.get(t.match) ?? []), t]);
      }
      for (const tables of matches.values()) {
        const table = scoreMatch(seating.turn, tables, results, changes, penaltyOf, input.scale);
        if (table) scored.push(table);
      }
      continue;
    }
    for (const t of seating.tables) {
      const table = scoreOne(seating.turn, t, results, changes, penaltyOf, input.scale, input.format === "individual");
      if (table) scored.push(table);
    }
  }
  return scored;
}

function scoreOne(
  turn: number,
  t: TableSeating,
  results: Map<string, number[]>,
  changes: Map<string, Change>,
  penaltyOf: (entrants: readonly EntrantId[]) => number,
  scale: VpScale,
  individual: boolean,
): ScoredTable | null {
  const change = changes.get(key(turn, t.table));
  const played = results.get(key(turn, t.table));
  const base = { turn, tables: [t.table], zoppo: t.zoppo, corrected: change !== undefined };
  if (t.zoppo) {
    // Art. 3.1: the present line scores 355 MP, whatever happened; a penalty does not touch it.
    const { mp, vp } = scoreTable({ scale, pp: [0] });
    return { ...base, lines: [{ entrants: [...t.lines[0]!.entrants], pp: 0, mp: mp[0]!, vp: vp[0]! }] };
  }
  if (change === undefined && played === undefined) return null;
  const pp = change?.kind === "pp" ? [...change.pp] : [...(played ?? t.lines.map(() => 0))];
  if (pp.length !== t.lines.length) throw new TournamentError(`turno ${turn + 1}, tavolo ${t.table}: servono i PP di ${t.lines.length} linee`);
  const technical = change?.kind === "technical" ? { technical: { presentLine: change.presentLine } } : {};
  if (individual) {
    // Art. 13.1-13.2, one rule in every format: a penalty comes off the PP of the late entrant's
    // line before the MP, for everyone at the table but a partner of the turn who was on time.
    // So each line is scored with the other lines' penalties (the opponents gain what the late
    // lose), and once more for each late player of it with their own penalty too.
    const owed = t.lines.map((line) => line.entrants.map((entrant) => penaltyOf([entrant])));
    return {
      ...base,
      lines: t.lines.map((line, i) => {
        const against = pp.map((p, j) => (j === i ? p : p - owed[j]!.reduce((a, b) => a + b, 0)));
        const { mp, vp } = scoreTable({ scale, pp: against, ...technical });
        const penalised = line.entrants.flatMap((entrant, k) => {
          const penalty = owed[i]![k]!;
          if (penalty === 0) return [];
          const own = against.map((p, j) => (j === i ? p - penalty : p));
          const score = scoreTable({ scale, pp: own, ...technical });
          return [{ entrant, pp: own[i]!, mp: score.mp[i]!, vp: score.vp[i]! }];
        });
        return { entrants: [...line.entrants], pp: against[i]!, mp: mp[i]!, vp: vp[i]!, ...(penalised.length > 0 ? { penalised } : {}) };
      }),
    };
  }
  // Pairs and teams: the line is the entrant, so its penalty comes off for everyone at the table.
  t.lines.forEach((line, i) => {
    pp[i]! -= penaltyOf(line.entrants);
  });
  const { mp, vp } = scoreTable({ scale, pp, ...technical });
  return { ...base, lines: t.lines.map((line, i) => ({ entrants: [...line.entrants], pp: pp[i]!, mp: mp[i]!, vp: vp[i]! })) };
}

/** An entrant's PP, MP and VP at a scored line: a late individual's own (Art. 13), else the line's. */
export function scoreOf(line: LineScore, entrant: EntrantId): { pp: number; mp: number; vp: number } {
  const own = line.penalised?.find((p) => p.entrant === entrant);
  return own ?? { pp: line.pp, mp: line.mp, vp: line.vp };
}

/**
 * A team match: the two tables, each team's two pairs at opposite sides; a team's PP are its
 * pairs' PP summed (seed 002, "Tabella V.P. incontri a squadre"). Scored once both tables
 * have a result (or a correction). A team without opponents (its tables zoppo) scores 355 MP.
 */
function scoreMatch(
  turn: number,
  tables: readonly TableSeating[],
  results: Map<string, number[]>,
  changes: Map<string, Change>,
  penaltyOf: (entrants: readonly EntrantId[]) => number,
  scale: VpScale,
): ScoredTable | null {
  const numbers = tables.map((t) => t.table);
  const corrected = numbers.some((n) => changes.has(key(turn, n)));
  if (tables.every((t) => t.zoppo)) {
    const { mp, vp } = scoreTable({ scale, pp: [0] });
    return { turn, tables: numbers, zoppo: true, corrected, lines: [{ entrants: [...tables[0]!.lines[0]!.entrants], pp: 0, mp: mp[0]!, vp: vp[0]! }] };
  }
  // The teams in the order of the first table's lines; a robot team is the line with no entrant.
  const teams: { entrants: EntrantId[]; pp: number }[] = tables[0]!.lines.map((line) => ({ entrants: [...line.entrants], pp: 0 }));
  const teamOf = (entrants: readonly EntrantId[]) => teams.findIndex((team) => team.entrants.join("\u0000") === entrants.join("\u0000"));
  let technical: { presentLine: number } | undefined;
  for (const t of tables) {
    const change = changes.get(key(turn, t.table));
    const played = results.get(key(turn, t.table));
    if (change === undefined && played === undefined) return null;
    if (change?.kind === "technical") {
      technical = { presentLine: teamOf(t.lines[change.presentLine]?.entrants ?? []) };
      continue;
    }
    const pp = change?.kind === "pp" ? change.pp : played!;
    if (pp.length !== t.lines.length) throw new TournamentError(`turno ${turn + 1}, tavolo ${t.table}: servono i PP di ${t.lines.length} linee`);
    t.lines.forEach((line, i) => {
      const team = teamOf(line.entrants);
      if (team < 0) throw new TournamentError(`turno ${turn + 1}, tavolo ${t.table}: la linea ${i + 1} non è di una squadra dell'incontro`);
      teams[team]!.pp += pp[i]!;
    });
  }
  for (const team of teams) team.pp -= penaltyOf(team.entrants);
  const { mp, vp } = scoreTable({ scale, pp: teams.map((team) => team.pp), ...(technical ? { technical } : {}) });
  const lines: LineScore[] = teams.map((team, i) => ({ entrants: team.entrants, pp: team.pp, mp: mp[i]!, vp: vp[i]! }));
  return { turn, tables: numbers, zoppo: false, corrected, lines };
}

/**
 * The standings: each entrant's VP summed over the scored tables, highest first. Equal VP share
 * a rank and are marked tied: the seed leaves a tie for a prize to the director (Art. 6.1). The
 * display order within a tie is fixed: MP summed, then PP summed, then the order of `entrants`
 * (the server gives them by number, in registration order: ids are random, and the same
 * tournament must list the same way twice).
 */
export function standings(entrants: readonly EntrantId[], scored: readonly ScoredTable[]): StandingRow[] {
  const rows = new Map<EntrantId, StandingRow & { seen: Set<number> }>();
  for (const entrant of entrants) rows.set(entrant, { entrant, rank: 0, vp: 0, mp: 0, pp: 0, turns: 0, tied: false, seen: new Set() });
  for (const table of scored) {
    for (const line of table.lines) {
      for (const entrant of line.entrants) {
        const row = rows.get(entrant);
        if (row === undefined) continue; // a withdrawn entrant the caller left out
        const score = scoreOf(line, entrant);
        row.vp += score.vp;
        row.mp += score.mp;
        row.pp += score.pp;
        row.seen.add(table.turn);
      }
    }
  }
  // Array.prototype.sort is stable: entrants level on all three stay in the given order.
  const list = [...rows.values()].sort((a, b) => b.vp - a.vp || b.mp - a.mp || b.pp - a.pp);
  // Sorted by VP: an entrant's rank is one more than the place of the first with its VP.
  const firstPlace = new Map<number, number>();
  const count = new Map<number, number>();
  list.forEach((row, i) => {
    if (!firstPlace.has(row.vp)) firstPlace.set(row.vp, i);
    count.set(row.vp, (count.get(row.vp) ?? 0) + 1);
  });
  return list.map(({ seen, ...row }) => ({ ...row, rank: firstPlace.get(row.vp)! + 1, turns: seen.size, tied: count.get(row.vp)! > 1 }));
}
