/**
 * Match points to victory points (Art. 3, "Calcolo del punteggio in base alle tabelle in uso";
 * RULES §8): a table's PP difference is the MP, and the table of the turn's deals (or of a team
 * match) gives both lines their VP, summing to 20.
 */
import { TECHNICAL_MP, TournamentError, type VpScale } from "./types";

/**
 * The upper MP bound of the rows 10-10, 11-9, … 19-1 (inclusive), as printed on the score
 * (Art. 3, "Tabella V.P."); above the last is 20-0 ("Oltre").
 */
export const VP_TABLES: Readonly<Record<`${VpScale}`, readonly number[]>> = {
  2: [40, 120, 200, 300, 400, 500, 620, 740, 870, 1000],
  3: [50, 150, 250, 350, 500, 650, 800, 1000, 1250, 1500],
  4: [100, 300, 500, 700, 900, 1100, 1300, 1500, 1700, 2000],
  teams: [150, 350, 550, 800, 1050, 1300, 1600, 1900, 2200, 2500],
};

/**
 * The VP of a line that made `mp` MP (its PP minus the other line's: negative when it lost),
 * then the other line's: `[mine, theirs]`, summing to 20.
 *
 * The printed rows cover multiples of 5 (every card is worth a multiple of 5, Art. 5), and
 * each row starts just above the previous one's upper bound, as the last one says ("Oltre
 * 1000"): an MP in a gap (42, after a director's correction) belongs to the higher row, as if
 * rounded up to the next multiple of 5. Seeds 000 and 001 print the same tables and are silent
 * on rounding too.
 */
export function victoryPoints(scale: VpScale, mp: number): [number, number] {
  if (!Number.isSafeInteger(mp)) throw new TournamentError(`MP non valido: ${mp} (serve un numero intero)`);
  const bounds = VP_TABLES[`${scale}`];
  const magnitude = Math.abs(mp);
  let row = bounds.findIndex((upper) => magnitude <= upper);
  if (row === -1) row = bounds.length;
  const winner = 10 + row;
  return mp >= 0 ? [winner, 20 - winner] : [20 - winner, winner];
}

export interface TableScoreInput {
  scale: VpScale;
  /** PP by line: 2 lines, 3 (a table of 3 players) or 1 (a tavolo zoppo). */
  pp: readonly number[];
  /** Art. 13.3 / Art. 10: the director gave the technical score: 355 MP to this line, whatever the PP. */
  technical?: { presentLine: number };
}

export interface TableScore {
  /** By line. */
  mp: number[];
  /** By line. */
  vp: number[];
}

/**
 * A table's MP and VP by line.
 * - 2 lines: MP = the PP difference (Art. 3); VP from the table.
 * - 1 line, a tavolo zoppo (Art. 3.1): 355 MP, VP as for 355 MP.
 * - Technical score (Art. 13.3): the present line 355 MP, the other −355.
 * - 3 lines (a table of 3 players, each its own line): the seed prints no table for it; the
 *   table is scored as the three head-to-head matches in it, each line adding its two MP and
 *   its two VP (the three lines' VP sum to 60).
 */
export function scoreTable(input: TableScoreInput): TableScore {
  const { scale, pp, technical } = input;
  if (technical !== undefined) {
    if (pp.length !== 2 || (technical.presentLine !== 0 && technical.presentLine !== 1)) {
      throw new TournamentError("punteggio tecnico: serve un tavolo di due linee e la linea presente (0 o 1)");
    }
    const mp = technical.presentLine === 0 ? [TECHNICAL_MP, -TECHNICAL_MP] : [-TECHNICAL_MP, TECHNICAL_MP];
    return { mp, vp: victoryPoints(scale, mp[0]!) };
  }
  if (pp.length === 1) return { mp: [TECHNICAL_MP], vp: [victoryPoints(scale, TECHNICAL_MP)[0]] };
  if (pp.length !== 2 && pp.length !== 3) throw new TournamentError(`un tavolo ha 1, 2 o 3 linee, non ${pp.length}`);
  const mp = pp.map(() => 0);
  const vp = pp.map(() => 0);
  for (let a = 0; a < pp.length; a++) {
    for (let b = a + 1; b < pp.length; b++) {
      const diff = pp[a]! - pp[b]!;
      const [vpA, vpB] = victoryPoints(scale, diff);
      mp[a]! += diff;
      mp[b]! -= diff;
      vp[a]! += vpA;
      vp[b]! += vpB;
    }
  }
  return { mp, vp };
}
