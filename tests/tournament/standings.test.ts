/**
 * Scoring the turns and the standings (Art. 3, 6.1, 13; RULES §8), checked against this test's
 * own recomputation from the raw PP.
 */
import { describe, expect, test } from "vitest";
import { randomStream } from "~/engine/rng";
import {
  type Entrant,
  type Format,
  type Movement,
  type ScoreTurnsInput,
  scoreTurns,
  seatTurn,
  standings,
  type TableResult,
  type TableSize,
  type TurnSeating,
} from "~/tournament";

/** Seed 002 Art. 3, "Tabella V.P. – Turni a 2 smazzate": the upper bound of each row 10-10 … 19-1. */
const TWO_DEALS = [40, 120, 200, 300, 400, 500, 620, 740, 870, 1000];
/** "Tabella V.P. incontri a squadre". */
const TEAMS = [150, 350, 550, 800, 1050, 1300, 1600, 1900, 2200, 2500];

/** The test's own MP → VP: the winner's VP is 10 plus the rows the |MP| has passed. */
function vpOf(uppers: readonly number[], mp: number): number {
  const passed = uppers.filter((upper) => Math.abs(mp) > upper).length;
  return mp >= 0 ? 10 + passed : 10 - passed;
}

function field(format: Format, count: number): Entrant[] {
  const players = format === "individual" ? 1 : format === "pairs" ? 2 : 4;
  return Array.from({ length: count }, (_, i) => ({ id: `e${i + 1}`, players: Array.from({ length: players }, (_, p) => `e${i + 1}p${p + 1}`) }));
}

function seat(
  format: Format,
  tableSize: TableSize,
  movement: Movement,
  entrants: Entrant[],
  turns: number,
  incomplete: "robots" | "zoppo" = "robots",
): TurnSeating[] {
  const out: TurnSeating[] = [];
  for (let turn = 0; turn < turns; turn++) {
    out.push(
      seatTurn({
        format,
        tableSize,
        movement,
        entrants,
        turn,
        previous: [...out],
        standings: [],
        seed: "classifica",
        firstTurn: { mode: "random" },
        incomplete,
      }),
    );
  }
  return out;
}

/** Seeded PP for every played table: multiples of 5 between −500 and 1995. */
function results(seatings: readonly TurnSeating[], seed: string): TableResult[] {
  const random = randomStream(seed, "pp");
  return seatings.flatMap((s) =>
    s.tables.filter((t) => !t.zoppo).map((t) => ({ turn: s.turn, table: t.table, pp: t.lines.map(() => 5 * Math.floor(random() * 500) - 500) })),
  );
}

const base = (format: Format, seatings: TurnSeating[], results: TableResult[]): ScoreTurnsInput => ({
  format,
  scale: 2,
  seatings,
  results,
  penalties: [],
  corrections: [],
});

describe("standings", () => {
  test("8 pairs, 3 Mitchell turns of 2 deals: each pair's VP is the sum the test recomputes from the raw PP", () => {
    const entrants = field("pairs", 8);
    const seatings = seat("pairs", 4, "mitchell", entrants, 3);
    const played = results(seatings, "tre-turni");
    const rows = standings(
      entrants.map((e) => e.id),
      scoreTurns(base("pairs", seatings, played)),
    );
    const expected = new Map(entrants.map((e) => [e.id, 0]));
    for (const r of played) {
      const table = seatings[r.turn]!.tables.find((t) => t.table === r.table)!;
      const [a, b] = table.lines.map((l) => l.entrants[0]!);
      expected.set(a!, expected.get(a!)! + vpOf(TWO_DEALS, r.pp[0]! - r.pp[1]!));
      expected.set(b!, expected.get(b!)! + vpOf(TWO_DEALS, r.pp[1]! - r.pp[0]!));
    }
    expect(Object.fromEntries(rows.map((r) => [r.entrant, r.vp]))).toEqual(Object.fromEntries(expected));
    expect(rows.map((r) => r.vp)).toEqual([...expected.values()].sort((x, y) => y - x));
    expect(rows.every((r) => r.turns === 3)).toBe(true);
    // Every table gives 20 VP: 4 tables × 3 turns.
    expect(rows.reduce((sum, r) => sum + r.vp, 0)).toBe(240);
  });

  test("individual at tables of 4: both partners of a line get its VP", () => {
    const entrants = field("individual", 8);
    const seatings = seat("individual", 4, "danese", entrants, 1);
    const table = seatings[0]!.tables[0]!;
    const rows = standings(
      entrants.map((e) => e.id),
      scoreTurns(base("individual", seatings, [{ turn: 0, table: 1, pp: [700, 100] }])),
    );
    for (const e of table.lines[0]!.entrants) expect(rows.find((r) => r.entrant === e)).toMatchObject({ vp: 16, mp: 600, pp: 700 });
    for (const e of table.lines[1]!.entrants) expect(rows.find((r) => r.entrant === e)).toMatchObject({ vp: 4, mp: -600, pp: 100 });
    // Table 2 has no result yet: its players have played no turn.
    expect(rows.filter((r) => r.turns === 0)).toHaveLength(4);
  });

  test("Art. 13.1-13.2: a lateness penalty of 100 PP comes off the line's PP before the MP", () => {
    const entrants = field("pairs", 4);
    const seatings = seat("pairs", 4, "mitchell", entrants, 1);
    const table = seatings[0]!.tables[0]!;
    const late = table.lines[0]!.entrants[0]!;
    const input = base("pairs", seatings, [{ turn: 0, table: 1, pp: [245, 200] }]);
    const [plain] = scoreTurns(input);
    expect(plain!.lines.map((l) => l.vp)).toEqual([11, 9]);
    const [penalised] = scoreTurns({ ...input, penalties: [{ turn: 0, entrant: late, pp: 100, reason: "ritardo tra 3 e 5 minuti" }] });
    expect(penalised!.lines.map((l) => l.pp)).toEqual([145, 200]);
    expect(penalised!.lines.map((l) => l.mp)).toEqual([-55, 55]);
    expect(penalised!.lines.map((l) => l.vp)).toEqual([9, 11]);
  });

  test("Art. 13.1-13.2, individual: as in pairs the penalty comes off the line before the MP, the opponents gaining; the partner on time keeps the unpenalised MP", () => {
    const entrants = field("individual", 4);
    const seatings = seat("individual", 4, "mitchell", entrants, 1);
    const [late, partner] = seatings[0]!.tables[0]!.lines[0]!.entrants as [string, string];
    const opponents = seatings[0]!.tables[0]!.lines[1]!.entrants;
    const input = {
      ...base("individual", seatings, [{ turn: 0, table: 1, pp: [245, 200] }]),
      penalties: [{ turn: 0, entrant: late, pp: 100, reason: "ritardo tra 3 e 5 minuti" }],
    };
    const rows = standings(
      entrants.map((e) => e.id),
      scoreTurns(input),
    );
    const of = (id: string) => rows.find((r) => r.entrant === id)!;
    // 245 − 100 − 200 = −55 MP: 9 VP for the late player and 55 MP, 11 VP for each opponent,
    // as in pairs; 245 − 200 = 45 MP, 11 VP for the partner, who was on time.
    expect([of(late).pp, of(late).mp, of(late).vp]).toEqual([145, -55, 9]);
    expect([of(partner).pp, of(partner).mp, of(partner).vp]).toEqual([245, 45, 11]);
    for (const id of opponents) expect([of(id).pp, of(id).mp, of(id).vp]).toEqual([200, 55, 11]);
  });

  test("Art. 2.5, 12.2, 13.3: the director's corrections: new PP (the last one wins) or the technical score", () => {
    const entrants = field("pairs", 4);
    const seatings = seat("pairs", 4, "mitchell", entrants, 1);
    const who = { by: "direttore", at: "2026-11-26T00:00:00Z" };
    const input = base("pairs", seatings, [
      { turn: 0, table: 1, pp: [100, 100] },
      { turn: 0, table: 2, pp: [0, 0] },
    ]);
    const scored = scoreTurns({
      ...input,
      corrections: [
        { turn: 0, table: 1, change: { kind: "pp", pp: [900, 100] }, why: "somma sbagliata", ...who },
        { turn: 0, table: 1, change: { kind: "pp", pp: [500, 100] }, why: "riletto lo score", ...who },
        { turn: 0, table: 2, change: { kind: "technical", presentLine: 1 }, why: "linea 0 assente oltre 5 minuti", ...who },
      ],
    });
    expect(scored.map((t) => ({ corrected: t.corrected, vp: t.lines.map((l) => l.vp) }))).toEqual([
      { corrected: true, vp: [14, 6] },
      { corrected: true, vp: [6, 14] },
    ]);
  });

  test("Art. 3.1: the pair at a tavolo zoppo scores 355 MP: 14 VP on the 2-deal table", () => {
    const entrants = field("pairs", 5);
    const seatings = seat("pairs", 4, "mitchell", entrants, 1, "zoppo");
    const zoppo = seatings[0]!.tables.find((t) => t.zoppo)!;
    const scored = scoreTurns(base("pairs", seatings, []));
    expect(scored).toEqual([
      { turn: 0, tables: [zoppo.table], zoppo: true, corrected: false, lines: [{ entrants: zoppo.lines[0]!.entrants, pp: 0, mp: 355, vp: 14 }] },
    ]);
  });

  test("teams: a match scores each team's PP over its two tables on the teams table", () => {
    const entrants = field("teams", 2);
    const seatings = seat("teams", 4, "italiano", entrants, 1);
    const [first, second] = seatings[0]!.tables;
    const home = first!.lines[0]!.entrants[0]!;
    // home: 1200 at the first table (line 0) and 300 at the second (line 1); away: 400 + 500.
    const scored = scoreTurns({
      ...base("teams", seatings, [
        { turn: 0, table: first!.table, pp: [1200, 400] },
        { turn: 0, table: second!.table, pp: [500, 300] },
      ]),
      scale: "teams",
    });
    expect(scored).toHaveLength(1);
    expect(scored[0]!.tables).toEqual([1, 2]);
    const homeLine = scored[0]!.lines.find((l) => l.entrants[0] === home)!;
    expect(homeLine).toMatchObject({ pp: 1500, mp: 600, vp: vpOf(TEAMS, 600) });
    expect(vpOf(TEAMS, 600)).toBe(13);
    // One table alone is not a result yet.
    expect(scoreTurns({ ...base("teams", seatings, [{ turn: 0, table: 1, pp: [1, 0] }]), scale: "teams" })).toEqual([]);
  });

  test("Art. 6.1: entrants level on VP, MP and PP are listed in the order given (registration), whatever their ids", () => {
    const level = (entrant: string) => ({ entrants: [entrant], pp: 0, mp: 0, vp: 10 });
    const rows = standings(
      ["z", "m", "a"],
      [
        { turn: 0, tables: [1], zoppo: false, corrected: false, lines: [level("z"), level("a")] },
        { turn: 0, tables: [2], zoppo: false, corrected: false, lines: [level("m")] },
      ],
    );
    expect(rows.map((r) => [r.entrant, r.rank, r.tied])).toEqual([
      ["z", 1, true],
      ["m", 1, true],
      ["a", 1, true],
    ]);
  });

  test("Art. 6.1: equal VP share a rank and are marked tied (the director settles a prize); the order within is MP, then PP, then registration", () => {
    const rows = standings(
      ["a", "b", "c", "d", "e"],
      [
        {
          turn: 0,
          tables: [1],
          zoppo: false,
          corrected: false,
          lines: [
            { entrants: ["a"], pp: 100, mp: 50, vp: 11 },
            { entrants: ["b"], pp: 50, mp: -50, vp: 9 },
          ],
        },
        {
          turn: 0,
          tables: [2],
          zoppo: false,
          corrected: false,
          lines: [
            { entrants: ["c"], pp: 300, mp: 50, vp: 11 },
            { entrants: ["d"], pp: 250, mp: -50, vp: 9 },
          ],
        },
        {
          turn: 1,
          tables: [1],
          zoppo: false,
          corrected: false,
          lines: [
            { entrants: ["e"], pp: 900, mp: 0, vp: 10 },
            { entrants: ["b"], pp: 900, mp: 0, vp: 10 },
          ],
        },
      ],
    );
    expect(rows.map((r) => [r.entrant, r.rank, r.tied])).toEqual([
      ["b", 1, false],
      ["c", 2, true],
      ["a", 2, true],
      ["e", 4, false],
      ["d", 5, false],
    ]);
  });
});
