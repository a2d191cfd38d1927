/**
 * What the classroom refuses (issue #16), each in one Italian sentence that says what to do.
 * Nothing changes when one is thrown.
 */
export const CLASSROOM_ERRORS = {
  BAD_CODE: "Nessuna classe ha questo codice: controlla le 6 lettere e cifre sulla lavagna e riprova.",
  NICKNAME_TAKEN: "Questo soprannome c'è già nella classe: scegline un altro.",
  CLASS_FULL: "La classe è al completo (60 studenti): chiedi all'insegnante.",
  CLASS_ENDED: "Questa classe è finita: chiedi all'insegnante il codice della classe nuova.",
  NOT_FOUND: "Questa classe non esiste più: chiedi all'insegnante un link nuovo.",
  FORBIDDEN: "Il link non è quello dell'insegnante di questa classe: apri il link che hai ricevuto quando l'hai creata.",
  NOT_A_STUDENT: "Non risulti in questa classe: apri la pagina Entra e scrivi di nuovo il codice della classe.",
  NO_STUDENTS: "Non c'è nessuno studente presente per cominciare: aspetta che entrino con il codice.",
  BAD_SETTINGS: "Le impostazioni della classe non vanno insieme: i suggerimenti si usano solo con le parole «scuola». Correggi e riprova.",
  BUSY: "Sto già preparando i tavoli di questa classe: aspetta un momento e guarda la lista dei tavoli.",
  BAD_GROUPS: "I gruppi scelti non vanno bene: scegli di nuovo, ogni studente in un solo tavolo.",
} as const;

export type ClassroomErrorCode = keyof typeof CLASSROOM_ERRORS;

export class ClassroomError extends Error {
  override name = "ClassroomError";
  readonly code: ClassroomErrorCode;

  constructor(code: ClassroomErrorCode) {
    super(CLASSROOM_ERRORS[code]);
    this.code = code;
  }
}
