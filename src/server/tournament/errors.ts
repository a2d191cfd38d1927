/**
 * What the tournament service refuses, each in one Italian sentence that says what
 * to do. Nothing changes when one is thrown.
 */
export const TOURNAMENT_ERRORS = {
  NOT_FOUND: "Questo torneo non esiste: controlla il link o chiedilo alla direzione di gara.",
  FORBIDDEN: "Il link non è quello della direzione di gara di questo torneo: apri il link che hai ricevuto quando l'hai creato.",
  BAD_REGISTRATION_LINK: "Il link di iscrizione non è giusto: chiedi alla direzione di gara quello corretto.",
  BAD_INVITE:
    "Questo invito non vale più: è già stato aperto (il link personale l'ha avuto chi l'ha aperto per primo) oppure il link non è intero. Se non sei stato tu, chiedi alla direzione di gara un nuovo link.",
  NOT_A_PLAYER: "Non risulti iscritto a questo torneo: apri il link che hai ricevuto all'iscrizione.",
  BAD_SETTINGS: "I parametri del torneo non vanno insieme: controlla i dati segnalati e riprova.",
  BAD_TURN_TIME:
    "Il tempo del turno non è quello del regolamento (Art. 3): 22-25 minuti per 2 smazzate, 32-35 per 3, 42-45 per 4 (11-13 per una smazzata sola). Correggi e riprova.",
  BAD_PLAYERS: "Il numero dei giocatori non è giusto per la formula: 1 per l'individuale, 2 per la coppia, 4 per la squadra. Correggi e riprova.",
  NAME_TAKEN: "Questo nome c'è già tra gli iscritti: scegline un altro.",
  FULL: "Il torneo è al completo (100 tavoli per turno): chiedi alla direzione di gara.",
  CLOSED: "Il torneo è finito: non si può più cambiare nulla, puoi solo consultare la classifica.",
  REGISTRATION_CLOSED: "Le iscrizioni da questo link sono chiuse perché il torneo è cominciato: chiedi alla direzione di gara di iscriverti.",
  NO_ENTRANT: "Questo iscritto non c'è nel torneo: ricarica la pagina e scegli dalla lista.",
  WITHDRAWN: "Questo iscritto si è ritirato: non può più entrare in gara. Scegli un altro iscritto dalla lista.",
  TURN_IN_PLAY: "Il turno in corso non è ancora finito: aspetta che tutti i tavoli abbiano chiuso.",
  NO_TURN_LEFT: "Tutti i turni del torneo sono stati giocati: guarda la classifica finale.",
  TOO_FEW: "Non ci sono abbastanza iscritti presenti per formare un tavolo: fai il check-in dei giocatori e riprova.",
  BAD_SEATING: "La disposizione dei tavoli non va bene: ogni iscritto presente una volta sola, in tavoli completi. Correggi e riprova.",
  NO_TURN: "Questo turno non esiste ancora: scegline uno già cominciato.",
  BAD_ADJUSTMENT: "La correzione non riguarda un tavolo o un iscritto di quel turno: controlla turno, tavolo e iscritto e riprova.",
  BUSY: "Sto già preparando il turno di questo torneo: aspetta un momento e guarda i tavoli.",
  TOO_MANY_ADJUSTMENTS:
    "Questo torneo ha già 1000 tra penalità e correzioni, il massimo: non se ne registrano altre. Quelle già fatte restano valide (per ogni tavolo vale l'ultima correzione): scrivi le altre sul verbale di gara.",
  TABLE_MOVING: "Il tavolo sta ancora giocando e i suoi punti cambiano mentre lo chiudo: riprova tra un momento.",
  PP_CHANGED:
    "I punti del tavolo sono cambiati da quando li hai visti (una smazzata è finita): il tavolo non è stato chiuso. Guarda i nuovi punti e conferma di nuovo.",
} as const;

export type TournamentErrorCode = keyof typeof TOURNAMENT_ERRORS;

export class TournamentError extends Error {
  override name = "TournamentError";
  readonly code: TournamentErrorCode;

  /** `detail`: what exactly is wrong, in Italian (the core's seating refusal), after the catalogue's sentence. */
  constructor(code: TournamentErrorCode, detail?: string) {
    super(detail ? `${TOURNAMENT_ERRORS[code]} (${detail})` : TOURNAMENT_ERRORS[code]);
    this.code = code;
  }
}
