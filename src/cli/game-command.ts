/** `burraco game run FILE.json`: plays a scenario through the engine, prints one JSON object. */
import { readFileSync } from "node:fs";
import { runScenario, type Scenario, ScenarioError } from "../engine/scenario";
import { openCliLexicon } from "./open-lexicon";
import { UsageError } from "./usage";

export function runGameCommand(argv: string[]): number {
  const [verb, file, ...rest] = argv;
  if (verb !== "run" || !file || rest.length > 0) throw new UsageError("usa: burraco game run FILE.json");
  let scenario: Scenario;
  try {
    scenario = JSON.parse(readFileSync(file === "-" ? 0 : file, "utf8")) as Scenario;
  } catch (error) {
    process.stderr.write(`burraco: non riesco a leggere ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  try {
    const outcome = runScenario(scenario, openCliLexicon());
    process.stdout.write(`${JSON.stringify(outcome)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof ScenarioError || error instanceof RangeError) {
      process.stderr.write(`burraco: scenario non valido: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
