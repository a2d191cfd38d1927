/**
 * What the judge service refuses (thrown, nothing changed): the router turns each code into a
 * TRPCError with the Italian message.
 */
export const JUDGE_ERRORS = {
  NOT_FOUND: "Tavolo o evento inesistente: controlla il link del giudice.",
  FORBIDDEN: "Questo codice non è quello del giudice di questo tavolo o evento.",
  NO_ADMIN: "Nessun codice di amministratore è configurato su questo server (JUDGE_ADMIN_TOKEN).",
  OUT_OF_SCOPE: "Questo giudice non può decidere in questo ambito.",
  BAD_WORD: "Parola non valida per una decisione.",
  BAD_RULING: "Decisione incompleta.",
  BAD_EVENT: "Nome dell'evento non valido: da 1 a 80 caratteri.",
  BAD_SCOPE: "Ambito non valido.",
  RULING_NOT_FOUND: "Questa decisione non esiste.",
  NOT_ACTIVE: "Questa decisione è già stata sostituita o ritirata: riparti dalla decisione in vigore.",
  DUPLICATE: "Esiste già una decisione uguale in vigore per questa parola in questo ambito.",
  BAD_IMPORT: "Il file non è stato importato: nessuna decisione è stata cambiata.",
  REQUEST_NOT_FOUND: "Questa richiesta al giudice non esiste.",
  REQUEST_CLOSED: "Questa richiesta al giudice è già stata chiusa.",
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
