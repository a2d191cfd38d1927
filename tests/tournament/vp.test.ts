/**
 * Art. 3, "Tabella V.P." (seed 002; RULES §8): MP → VP for turns of 2, 3, 4 deals and team
 * matches. The rows below are copied from the seed's tables, not from src/tournament/vp.ts.
 */
import { describe, expect, test } from "vitest";
import { scoreTable, TECHNICAL_MP, TournamentError, type VpScale, victoryPoints } from "~/tournament";

/** [low, high] MP of the rows 10-10 … 19-1, as printed in seed 002 Art. 3. */
const SEED_ROWS: Record<`${VpScale}`, [number, number][]> = {
  2: [
    [0, 40],
    [45, 120],
    [125, 200],
    [205, 300],
    [305, 400],
    [405, 500],
    [505, 620],
    [625, 740],
    [745, 870],
    [875, 1000],
  ],
  3: [
    [0, 50],
    [55, 150],
    [155, 250],
    [255, 350],
    [355, 500],
    [505, 650],
    [655, 800],
    [805, 1000],
    [1005, 1250],
    [1255, 1500],
  ],
  4: [
    [0, 100],
    [105, 300],
    [305, 500],
    [505, 700],
    [705, 900],
    [905, 1100],
    [1105, 1300],
    [1305, 1500],
    [1505, 1700],
    [1705, 2000],
  ],
  teams: [
    [0, 150],
    [155, 350],
    [355, 550],
    [555, 800],
    [805, 1050],
    [1055, 1300],
    [1305, 1600],
    [1605, 1900],
    [1905, 2200],
    [2205, 2500],
  ],
};
const SCALES: VpScale[] = [2, 3, 4, "teams"];

const rowCases = SCALES.flatMap((scale) =>
  SEED_ROWS[`${scale}`].flatMap(([low, high], i) => [
    { scale, mp: low, vp: [10 + i, 10 - i] },
    { scale, mp: high, vp: [10 + i, 10 - i] },
  ]),
);

describe("Art. 3: the VP tables", () => {
  test.each(rowCases)("$scale deals/teams: MP $mp gives $vp", ({ scale, mp, vp }) => {
    expect(victoryPoints(scale, mp)).toEqual(vp);
  });

  test.each(SCALES.map((scale) => ({ scale, over: SEED_ROWS[`${scale}`].at(-1)![1] })))("$scale: 'Oltre $over' is 20-0", ({ scale, over }) => {
    expect(victoryPoints(scale, over + 5)).toEqual([20, 0]);
    expect(victoryPoints(scale, over + 5000)).toEqual([20, 0]);
    expect(victoryPoints(scale, over)).toEqual([19, 1]);
  });

  test.each(rowCases)("$scale: the other line, MP -$mp, gets the mirror of $vp; both sum to 20", ({ scale, mp, vp }) => {
    const [mine, theirs] = victoryPoints(scale, -mp);
    expect(mine + theirs).toBe(20);
    expect([mine, theirs]).toEqual([vp[1], vp[0]]);
  });

  test("an MP between two rows (not a multiple of 5, after a correction) belongs to the higher row, as 'Oltre' reads", () => {
    expect(victoryPoints(2, 41)).toEqual([11, 9]);
    expect(victoryPoints(2, 44)).toEqual([11, 9]);
    expect(victoryPoints(2, -121)).toEqual([8, 12]);
    expect(victoryPoints(3, 1001)).toEqual([18, 2]);
    expect(victoryPoints(4, 2001)).toEqual([20, 0]);
    expect(victoryPoints("teams", 151)).toEqual([11, 9]);
  });

  test("an MP that is not a whole number is refused in Italian", () => {
    expect(() => victoryPoints(2, 12.5)).toThrow(TournamentError);
    expect(() => victoryPoints(2, Number.NaN)).toThrow(/MP non valido/);
  });
});

describe("scoreTable", () => {
  test("Art. 3: two lines, MP = the PP difference", () => {
    expect(scoreTable({ scale: 2, pp: [1230, 900] })).toEqual({ mp: [330, -330], vp: [14, 6] });
    expect(scoreTable({ scale: 4, pp: [-150, 1900] })).toEqual({ mp: [-2050, 2050], vp: [0, 20] });
  });

  test.each([
    { scale: 2 as const, vp: 14 },
    { scale: 3 as const, vp: 14 },
    { scale: 4 as const, vp: 12 },
    { scale: "teams" as const, vp: 12 },
  ])("Art. 3.1: a tavolo zoppo's present line scores 355 MP: $vp VP on the $scale table", ({ scale, vp }) => {
    expect(scoreTable({ scale, pp: [0] })).toEqual({ mp: [TECHNICAL_MP], vp: [vp] });
  });

  test("Art. 13.3: the technical score gives the present line 355 MP whatever the PP", () => {
    expect(scoreTable({ scale: 2, pp: [0, 800], technical: { presentLine: 0 } })).toEqual({ mp: [355, -355], vp: [14, 6] });
    expect(scoreTable({ scale: 4, pp: [500, 0], technical: { presentLine: 1 } })).toEqual({ mp: [-355, 355], vp: [8, 12] });
  });

  test("a table of 3 lines: the three head-to-head matches, each line adding its two MP and VP (60 in all)", () => {
    const { mp, vp } = scoreTable({ scale: 2, pp: [600, 500, 0] });
    // 600-500 = 100 → 11-9; 600-0 = 600 → 16-4; 500-0 = 500 → 15-5.
    expect(mp).toEqual([700, 400, -1100]);
    expect(vp).toEqual([27, 24, 9]);
    expect(vp.reduce((a, b) => a + b, 0)).toBe(60);
  });

  test("a table of 4 lines, or a technical score without two lines, is refused", () => {
    expect(() => scoreTable({ scale: 2, pp: [1, 2, 3, 4] })).toThrow(TournamentError);
    expect(() => scoreTable({ scale: 2, pp: [1], technical: { presentLine: 0 } })).toThrow(TournamentError);
  });
});
