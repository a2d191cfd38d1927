/**
 * `burraco torneo simula --players N --size 2|3|4 --format individual|pairs --movement
 * mitchell|danese|italiano --turns T --deals D --seed S [--level LIVELLO|greedy]`: a whole tournament
 * played by bots through the server's own tournament and table services, on a temporary file
 * database (src/server/tournament/simulate.ts); prints JSON: every table of every turn (lines,
 * PP, MP, VP) and the final standings.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

import { BOT_LEVELS } from "../bots/types";
import { findProjectRoot } from "../lexicon/node";
import { createDatabase } from "../server/db";
import { migrateDatabase } from "../server/db/migrate";
import { createServices } from "../server/services";
import { MAX_TABLES } from "../server/tournament/service";
import { MAX_TURNS } from "../server/tournament/settings";
import { type PlayerLevel, simulateTournament } from "../server/tournament/simulate";
import { MOVEMENTS, type Movement } from "../tournament";
import { openCliLexicon } from "./open-lexicon";
import { UsageError } from "./usage";

export async function runTorneoSimulaCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      players: { type: "string", default: "8" },
      size: { type: "string", default: "4" },
      format: { type: "string", default: "pairs" },
      movement: { type: "string", default: "mitchell" },
      turns: { type: "string", default: "2" },
      deals: { type: "string", default: "2" },
      seed: { type: "string", default: "simulazione" },
      // Principiante draws from its seeded stream: with carte uguali, each table's own bot seed
      // (simulate.ts `tableBotSeed`) makes the tables play the same deals differently. Greedy,
      // medio and esperto are deterministic: their tables all play the same game.
      level: { type: "string", default: "principiante" },
    },
  });
  const players = Number(values.players);
  const size = Number(values.size);
  const turns = Number(values.turns);
  const deals = Number(values.deals);
  if (size !== 2 && size !== 3 && size !== 4) throw new UsageError("--size: 2, 3 o 4 giocatori per tavolo");
  if (!Number.isInteger(players) || players < 2 || players > MAX_TABLES * size)
    throw new UsageError(`--players vuole un intero da 2 a ${MAX_TABLES * size} (${MAX_TABLES} tavoli)`);
  if (values.format !== "individual" && values.format !== "pairs") throw new UsageError("--format: individual o pairs");
  if (values.format === "pairs" && (size !== 4 || players % 2 !== 0))
    throw new UsageError("--format pairs: tavoli da 4 (--size 4) e un numero pari di giocatori");
  if (!(MOVEMENTS as readonly string[]).includes(values.movement)) throw new UsageError(`--movement: ${MOVEMENTS.join(", ")}`);
  if (!Number.isInteger(turns) || turns < 1 || turns > MAX_TURNS) throw new UsageError(`--turns vuole un intero da 1 a ${MAX_TURNS}`);
  if (!Number.isInteger(deals) || deals < 1 || deals > 4) throw new UsageError("--deals: 1, 2, 3 o 4 smazzate per turno");
  if (![...BOT_LEVELS, "greedy"].includes(values.level)) throw new UsageError(`--level: ${[...BOT_LEVELS, "greedy"].join(", ")}`);
  const lexicon = openCliLexicon();
  const dir = mkdtempSync(join(tmpdir(), "burraco-torneo-"));
  const database = createDatabase({ url: `file:${join(dir, "torneo.db")}` });
  const started = process.hrtime.bigint();
  try {
    await migrateDatabase(database.db, join(findProjectRoot(), "drizzle"));
    // The robots of an incomplete table move at once: nobody watches a simulation.
    const services = createServices({ db: database.db, getLexicon: () => Promise.resolve(lexicon), botDelayMs: 0 });
    try {
      const report = await simulateTournament(services, lexicon, {
        players,
        size,
        format: values.format,
        movement: values.movement as Movement,
        turns,
        deals,
        seed: values.seed,
        level: values.level as PlayerLevel,
      });
      const seconds = Number((Number(process.hrtime.bigint() - started) / 1e9).toFixed(3));
      process.stdout.write(`${JSON.stringify({ ...report, seconds })}\n`);
    } finally {
      services.games.stopClocks();
      services.tournaments.stop();
    }
  } finally {
    database.client.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return 0;
}
