/**
 * What the judge service refuses (thrown, nothing changed): the router turns each code into a
 * TRPCError with the Italian message.
 */
export const JUDGE_ERRORS = {
  NOT_FOUND: "Tavolo o evento inesistente: controlla il link del giudice, o chiedilo di nuovo a chi ha creato il tavolo o l'evento.",
  FORBIDDEN: "Questo codice non è quello del giudice di questo tavolo o evento: chiedi il link del giudice a chi ha creato il tavolo o l'evento.",
  NO_ADMIN: "Nessun codice di amministratore è configurato su questo server: chiedi a chi lo gestisce di impostare JUDGE_ADMIN_TOKEN.",
  OUT_OF_SCOPE: "Questo giudice non può decidere in questo ambito: scegli l'ambito del tuo tavolo o del tuo evento.",
  BAD_WORD: "Correggi la parola della decisione:",
  BAD_RULING: "Decisione incompleta: completala e riprova.",
  BAD_EVENT: "Nome dell'evento non valido: scrivine uno da 1 a 80 caratteri.",
  BAD_SCOPE: "Ambito non valido: scegli globale, evento o tavolo.",
  RULING_NOT_FOUND: "Questa decisione non esiste: ricarica l'elenco delle decisioni.",
  NOT_ACTIVE: "Questa decisione è già stata sostituita o ritirata: riparti dalla decisione in vigore.",
  DUPLICATE: "Esiste già una decisione uguale in vigore per questa parola in questo ambito: cambia quella, se serve.",
  BAD_IMPORT: "Il file non è stato importato, nessuna decisione è cambiata: correggi le righe indicate e riprova.",
  REQUEST_NOT_FOUND: "Questa richiesta al giudice non esiste: ricarica la coda delle richieste.",
  REQUEST_CLOSED: "Questa richiesta al giudice è già stata chiusa: ricarica la coda delle richieste.",
} as const;

export type JudgeErrorCode = keyof typeof JUDGE_ERRORS;

export class JudgeError extends Error {
  override name = "JudgeError";
  constructor(
    readonly code: JudgeErrorCode,
    detail?: string,
    /** For BAD_IMPORT: one Italian line per problem, with its line number. */
    readonly problems: string[] = [],
  ) {
    super(detail ? `${JUDGE_ERRORS[code]} ${detail}` : JUDGE_ERRORS[code]);
  }
}
