/**
 * The judge tests' world: a real libSQL file database (migrated), the real dictionary, the
 * table service and the judge service on one controllable clock, and the admin's code.
 */
import { openLexicon } from "~/lexicon";
import type { Lexicon } from "~/lexicon/types";
import { GameService } from "~/server/games/service";
import { hashToken } from "~/server/games/tokens";
import { JudgeService } from "~/server/judge/service";
import { type TempDatabase, tempDatabase } from "./tables";

export const ADMIN_TOKEN = "codice-amministratore-di-prova";
/** 22/11/2026 10:00 in Rome. */
export const START = Date.UTC(2026, 10, 22, 9, 0);

let lexicon: Promise<Lexicon> | undefined;
export function sharedLexicon(): Promise<Lexicon> {
  lexicon ??= openLexicon();
  return lexicon;
}

export interface JudgeWorld {
  database: TempDatabase;
  lexicon: Lexicon;
  tables: GameService;
  judges: JudgeService;
  /** Moves the shared clock on. */
  advance: (ms: number) => void;
  now: () => Date;
}

export async function judgeWorld(): Promise<JudgeWorld> {
  const database = await tempDatabase();
  const base = await sharedLexicon();
  let clock = START;
  const now = () => new Date(clock);
  return {
    database,
    lexicon: base,
    tables: new GameService({ db: database.db, getLexicon: () => Promise.resolve(base), now }),
    judges: new JudgeService({ db: database.db, now, adminTokenHash: hashToken(ADMIN_TOKEN) }),
    advance: (ms) => {
      clock += ms;
    },
    now,
  };
}
