/**
 * `simulateTournament` (the code of `burraco torneo simula`) with carte uguali, on real libSQL
 * files and the real dictionary: every table of a turn is dealt the same cards, but each
 * table's bots draw from their own seed (`tableBotSeed`), so the tables play them differently;
 * and the same seed plays the same tournament again.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openLexicon } from "~/lexicon";
import type { Lexicon } from "~/lexicon/types";
import { games, tournamentTables } from "~/server/db/schema";
import { createServices } from "~/server/services";
import { type SimulationOptions, type SimulationReport, simulateTournament } from "~/server/tournament/simulate";
import { engineState, type TempDatabase, tempDatabase } from "./tables";

let lexicon: Lexicon;
const opened: TempDatabase[] = [];

beforeAll(async () => {
  lexicon = await openLexicon();
});

afterAll(() => {
  for (const database of opened) database.remove();
});

/** 16 players in pairs: 4 tables a turn, 1 deal, principiante (the default level). */
const OPTIONS: SimulationOptions = { players: 16, size: 4, format: "pairs", movement: "mitchell", turns: 1, deals: 1, seed: "carte-uguali" };

async function simulate(): Promise<{ database: TempDatabase; report: SimulationReport }> {
  const database = await tempDatabase();
  opened.push(database);
  const services = createServices({ db: database.db, getLexicon: () => Promise.resolve(lexicon), botDelayMs: 0 });
  try {
    return { database, report: await simulateTournament(services, lexicon, OPTIONS) };
  } finally {
    services.games.stopClocks();
    services.tournaments.stop();
  }
}

describe("burraco torneo simula with carte uguali (issue #17)", () => {
  let first: Awaited<ReturnType<typeof simulate>>;

  beforeAll(async () => {
    first = await simulate();
  }, 120_000);

  it("every table of the turn is dealt the same cards, yet the tables do not all end with the same PP", async () => {
    const tables = await first.database.db
      .select({ gameId: tournamentTables.gameId, seed: games.seed })
      .from(tournamentTables)
      .innerJoin(games, eq(games.id, tournamentTables.gameId))
      .where(eq(tournamentTables.turn, 0))
      .orderBy(asc(tournamentTables.number));
    expect(tables).toHaveLength(4);
    expect(new Set(tables.map((t) => t.seed)).size).toBe(1);
    const dealt = await Promise.all(tables.map(async (t) => (await engineState(first.database.db, t.gameId!, lexicon, 0)).deal));
    for (const deal of dealt.slice(1)) {
      expect(deal.hands).toEqual(dealt[0]!.hands);
      expect(deal.stock).toEqual(dealt[0]!.stock);
    }
    const pp = first.report.turns[0]!.tables.map((t) => t.lines.map((l) => l.pp).join(" - "));
    expect(pp).toHaveLength(4);
    expect(new Set(pp).size).toBeGreaterThan(1);
  });

  it("the same seed plays the same tournament again: byte-identical JSON", async () => {
    const again = await simulate();
    expect(JSON.stringify(again.report)).toBe(JSON.stringify(first.report));
    const finished = await again.database.db.select({ status: games.status }).from(tournamentTables).innerJoin(games, eq(games.id, tournamentTables.gameId));
    expect(finished.map((g) => g.status)).toEqual(["over", "over", "over", "over"]);
  }, 120_000);
});
