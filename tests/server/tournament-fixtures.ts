/** A pairs tournament at tables of 4 (Art. 3.1), 1 deal a turn, Mitchell, carte uguali, no move clock: the tournament tests' usual evening. */
export const PAIRS = {
  name: "Serata del circolo",
  format: "pairs",
  tableSize: 4,
  turnsPerSession: 2,
  dealsPerTurn: 1,
  turnMinutes: 12,
  movement: "mitchell",
  moveTimers: false,
  judge: "off",
} as const;
