/**
 * `burraco`: the command line of Burraco Parole. Sub-commands live one file each.
 *   burraco word check [--profile P] [--stdin] WORD…
 *   burraco word find LETTERS [--jolly|--pinella] [--profile P] [--min N] [--must L] [--limit N] [--sort value|length] [--json]
 *   burraco game run FILE.json
 *   burraco sim --games N --players 2|4 --seed S [--profile P] [--bots LEVEL,…]
 *   burraco lexicon build [--force] | burraco lexicon status | burraco lexicon nomi-propri [--known FILE]…
 *   burraco torneo vp --deals 2|3|4|teams --mp N
 *   burraco torneo simula --players N --size 2|3|4 --format individual|pairs --movement M --turns T --deals D --seed S
 */
import { UsageError } from "./usage";

const HELP = `burraco — Burraco Parole da riga di comando

  burraco word check [--profile torneo|scuola|libero] [--stdin] PAROLA…
      Una riga JSON per parola: input, word, ok, verdict, reason, hint.
  burraco word find LETTERE [--jolly|--pinella] [--profile P] [--min N]
                    [--must LETTERE] [--limit N] [--sort value|length] [--json]
      Le parole che si formano con le lettere (ognuna al più una volta) e una matta.
  burraco game run FILE.json         Gioca uno scenario (posizione + mosse) e stampa esito e punteggio.
  burraco sim --games N --players 2|4 --seed S [--profile P] [--bots LIVELLO,…]
                                     Partite intere tra giocatori "golosi", o tra i giocatori
                                     del computer (principiante, medio, esperto, greedy; posti
                                     in ordine, a turno per primi): statistiche in JSON.
  burraco lexicon build [--force]    Ricostruisce lexicon/build/lessico.bin.
  burraco lexicon status             Dice se il lessico è aggiornato.
  burraco lexicon nomi-propri [--known FILE]…
      Propone i nomi propri scritti in minuscolo nel dizionario (per lexicon/nomi-propri.txt).
  burraco torneo vp --deals 2|3|4|teams --mp N
      I punti vittoria (VP) di una linea con N match point (negativi se ha perso) e
      dell'altra, dalle tabelle dell'Art. 3 (turni di 2, 3, 4 smazzate o incontro a squadre).
  burraco torneo simula --players N --size 2|3|4 --format individual|pairs
                        --movement mitchell|danese|italiano --turns T --deals D --seed S
                        [--level principiante|medio|esperto|greedy]
      Un torneo intero giocato dai giocatori del computer con il codice del server, su un
      database temporaneo: JSON con ogni tavolo di ogni turno (linee, PP, MP, VP) e la classifica.
      Il livello predefinito è principiante, l'unico che gioca le stesse carte in modo diverso
      a ogni tavolo; greedy, medio ed esperto giocano ogni tavolo allo stesso modo.
`;

async function main(argv: string[]): Promise<number> {
  const [group, ...rest] = argv;
  switch (group) {
    // Each command is imported when called: `word check` need not load the database
    // driver, zod and the tournament services that `torneo simula` uses (a third of a second).
    case "word":
      return (await import("./word-command")).runWordCommand(rest);
    case "lexicon":
      return (await import("./lexicon-command")).runLexiconCommand(rest);
    case "game":
      return (await import("./game-command")).runGameCommand(rest);
    case "sim":
      return (await import("./sim-command")).runSimCommand(rest);
    case "torneo":
      return (await import("./torneo-command")).runTorneoCommand(rest);
    case undefined:
    case "help":
    case "--help":
    case "-h":
      process.stdout.write(HELP);
      return 0;
    default:
      throw new UsageError(`comando sconosciuto: ${group}`);
  }
}

// The reader went away (`burraco word check --stdin | head -1`): there is no one left to
// answer, so the command stops there, as Unix tools do, instead of with a stack trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(0);
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`burraco: ${error.message}\n\n${HELP}`);
      process.exitCode = 2;
    } else {
      process.stderr.write(`burraco: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    }
  },
);
