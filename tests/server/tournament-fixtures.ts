/** The settings of the tournament tests' usual evening: pairs at tables of 4 (Art. 3.1), 1 deal a turn, Mitchell, carte uguali, no move clock. */
export const PAIRS_SETTINGS = {
  format: "pairs",
  tableSize: 4,
  turnsPerSession: 2,
  dealsPerTurn: 1,
  turnMinutes: 12,
  movement: "mitchell",
  moveTimers: false,
  judge: "off",
} as const;

/** The usual evening as `tournament.create` takes it: its name and PAIRS_SETTINGS. */
export const PAIRS = { name: "Serata del circolo", ...PAIRS_SETTINGS } as const;
