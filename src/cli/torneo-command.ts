/**
 * `burraco torneo vp --deals 2|3|4|teams --mp N`: the VP of a line that made N MP (its PP minus
 * the other line's, negative when it lost) and of the other line, by the seed's tables
 * (Art. 3; src/tournament/vp.ts), as one line of JSON: {"deals":2,"mp":330,"vp":[14,6]}.
 * `burraco torneo simula …`: a whole tournament played by bots (./torneo-simula-command.ts).
 */
import { parseArgs } from "node:util";
import type { VpScale } from "../tournament/types";
import { victoryPoints } from "../tournament/vp";
import { runTorneoSimulaCommand } from "./torneo-simula-command";
import { UsageError } from "./usage";

/** Far beyond any turn's MP (the 20-0 rows start at 1000-2500): a bound on what is parsed. */
const MAX_MP = 1_000_000;

export function runTorneoCommand(argv: string[]): number | Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case "vp":
      return runVp(rest);
    case "simula":
      return runTorneoSimulaCommand(rest);
    default:
      throw new UsageError(command === undefined ? "torneo: manca il comando (vp o simula)" : `torneo: comando sconosciuto: ${command}`);
  }
}

function runVp(argv: string[]): number {
  const values = parse(argv);
  const deals = parseScale(values.deals);
  if (values.mp === undefined) throw new UsageError("torneo vp: manca --mp (i MP della linea, negativi se ha perso)");
  const mp = /^[+-]?\d{1,7}$/.test(values.mp.trim()) ? Number(values.mp) : Number.NaN;
  if (!Number.isSafeInteger(mp) || Math.abs(mp) > MAX_MP)
    throw new UsageError(`torneo vp: --mp vuole un numero intero tra -${MAX_MP} e ${MAX_MP}, non «${values.mp}»`);
  process.stdout.write(`${JSON.stringify({ deals, mp, vp: victoryPoints(deals, mp) })}\n`);
  return 0;
}

function parse(argv: string[]): { deals?: string; mp?: string } {
  // A negative MP is a value, not an option: "--mp -330" reads as "--mp=-330".
  const args = argv
    .map((arg, i) => (argv[i - 1] === "--mp" && /^-\d/.test(arg) ? `--mp=${arg}` : arg))
    .filter((arg, i) => !(arg === "--mp" && /^-\d/.test(argv[i + 1] ?? "")));
  try {
    return parseArgs({ args, options: { deals: { type: "string" }, mp: { type: "string" } } }).values;
  } catch (error) {
    throw new UsageError(
      `torneo vp: ${error instanceof Error && "code" in error && error.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? "opzione sconosciuta" : "argomenti non validi"} (${args.join(" ")})`,
    );
  }
}

function parseScale(text: string | undefined): VpScale {
  switch (text) {
    case "2":
    case "3":
    case "4":
      return Number(text) as 2 | 3 | 4;
    case "teams":
      return "teams";
    default:
      throw new UsageError(`torneo vp: --deals vuole 2, 3, 4 o teams (la tabella delle squadre)${text === undefined ? "" : `, non «${text}»`}`);
  }
}
