/**
 * What the table service refuses. Two kinds:
 * - `TableError` (thrown): the request cannot be answered at all — no such table, a token
 *   that opens nothing here, bad options. The router turns it into a TRPCError.
 * - refusals returned as values (`TableRefusal`): the request was understood but the action is
 *   not accepted — the engine's codes (src/engine/errors.ts) plus the few below. The client
 *   shows them next to what caused them.
 */
export const TABLE_ERRORS = {
  NOT_FOUND:
    "Questo tavolo non c'è: il link è sbagliato, o il tavolo è stato cancellato perché nessuno ci giocava da tempo. Controlla di aver copiato il link per intero, o crea un tavolo nuovo.",
  FORBIDDEN: "Questo link non apre nessun posto di questo tavolo: controlla di averlo copiato per intero, o chiedilo di nuovo a chi ha creato il tavolo.",
  SPECTATOR: "Chi guarda la partita non può giocare: per giocare apri il link del tuo posto.",
  BAD_OPTIONS: "Impostazioni del tavolo non valide: correggile e riprova.",
  REQUEST_NOT_FOUND: "Questa richiesta al giudice non esiste: ricarica la pagina.",
  REQUEST_CLOSED: "Questa richiesta al giudice è già stata decisa: ricarica la pagina per vedere il verdetto.",
  // The record holds the seed, hence every hand and the stock: secret until the end.
  NOT_OVER: "La registrazione si apre quando la partita è finita: torna qui alla fine.",
  SAME_DEALS_IN_PLAY: "Le stesse carte si giocano ancora a un altro tavolo: torna a rivedere la partita quando tutti avranno finito.",
} as const;

export type TableErrorCode = keyof typeof TABLE_ERRORS;

export class TableError extends Error {
  override name = "TableError";
  constructor(
    readonly code: TableErrorCode,
    detail?: string,
  ) {
    super(detail ? `${TABLE_ERRORS[code]} ${detail}` : TABLE_ERRORS[code]);
  }
}

/** Refusals of `act` that are not the engine's. */
export const ACT_REFUSALS = {
  STALE_VERSION: "La partita è andata avanti nel frattempo: guarda la situazione aggiornata e rifai la mossa, se si può ancora.",
  WAITING_FOR_PLAYERS: "Non tutti i posti sono occupati: aspetta che tutti si siedano (manda il link del suo posto a chi manca).",
  ACTION_ID_TAKEN: "Questo identificativo di mossa è già stato usato da un altro posto: ricarica la pagina e rifai la mossa.",
  STAND_IN_PLAYING: "Mentre eri assente ha giocato il computer al tuo posto: riprendi il posto all'inizio del tuo prossimo turno.",
  ARCHIVED: "Questo tavolo è archiviato: nessuno ci gioca da tempo, quindi si può solo guardare. Per giocare crea un tavolo nuovo.",
} as const;

export type ActRefusalCode = keyof typeof ACT_REFUSALS;
