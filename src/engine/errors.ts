/**
 * Why an action is refused: one closed list of codes, each with its Italian message.
 * Illegal actions come back as values (never exceptions) and the state is unchanged.
 */
export const ENGINE_ERRORS = {
  GAME_OVER: "La partita è finita: puoi rivederla mossa per mossa, o creare un tavolo nuovo per giocarne un'altra.",
  DEAL_OVER: "La smazzata è finita: si passa alla prossima.",
  NOT_A_TIMED_MATCH: "Il tempo scade solo in un turno di torneo a smazzate contate (Art. 7).",
  TIME_ALREADY_UP: "Il tempo è già scaduto: si gioca l'ultimo giro (Art. 7).",
  DEAL_NOT_OVER: "La smazzata non è ancora finita.",
  NOT_A_SEAT: "Questo posto non esiste al tavolo.",
  NOT_YOUR_TURN: "Non è il tuo turno: aspetta che tocchi a te.",
  MUST_DRAW_FIRST: "Prima devi pescare dal tallone o raccogliere il monte scarti.",
  ALREADY_DRAWN: "Hai già pescato in questo turno.",
  UNKNOWN_ACTION: "Mossa sconosciuta: ricarica la pagina e riprova.",
  BAD_CARD: "Carta scritta male: usa R:A, N:Q, P, J (nelle combinazioni J=S, P=A).",
  CARD_NOT_IN_HAND: "Non hai questa carta in mano.",
  PILE_EMPTY: "Il monte scarti è vuoto.",
  STOCK_LAST_TWO: "Restano solo le ultime due carte del tallone: la smazzata finisce con questo scarto.",
  STALLO_MUST_DRAW: "Stallo: dopo due giri di soli cambi carta devi pescare dal tallone (Art. 4.5).",
  MELD_TOO_SHORT: "Una combinazione vuole almeno 3 carte (Art. 4.2).",
  TWO_WILDS: "Al massimo una matta per combinazione (Art. 4.2).",
  ONLY_WILDS: "Non si cala una combinazione di sole matte (Art. 4.7).",
  MIXED_COLOURS: "Le lettere di una combinazione devono essere tutte dello stesso colore (Art. 4.2).",
  WILD_NEEDS_LETTER: "Indica la lettera della matta (per esempio J=S o P=A).",
  PINELLA_NOT_VOWEL: "La pinella sostituisce solo una vocale (Art. 4.2).",
  WORD_INVALID: "Questa parola non è valida.",
  WORD_DUBIOUS: "Parola dubbia: serve il giudice di lingua.",
  NO_SUCH_MELD: "Questa combinazione non c'è tra quelle della tua linea.",
  NO_ARRANGEMENT: "Con queste carte non si forma la parola indicata lasciando le carte già calate nel loro ordine.",
  NO_CARDS: "Indica almeno una carta.",
  MUST_KEEP_A_CARD: "La tua linea ha già preso il pozzetto e non può ancora chiudere: devi tenere almeno una carta da scartare.",
  LAST_CARD_WILD: "Non puoi restare con una sola matta: non si chiude scartando una matta (Art. 4.7).",
  CANNOT_CLOSE: "Non puoi ancora chiudere: servono il pozzetto preso e almeno un burraco, e non si chiude al primo giro (Art. 6).",
  BASIC_MUST_KEEP_A_CARD: "Devi tenere almeno una carta da scartare: nelle regole Basic non ci sono pozzetti, e la tua linea non può ancora chiudere.",
  BASIC_CANNOT_CLOSE: "Non puoi ancora chiudere: serve almeno un burraco (una parola di 5 o più carte), e non si chiude al primo giro.",
  CLOSING_WITH_WILD: "Non si chiude scartando una matta (Art. 4.7).",
  SINGLE_PICKUP_DISCARD: "Hai raccolto questa carta da sola dal monte scarti: non puoi scartarla nello stesso turno, a meno di averne un doppione (Art. 4.4).",
  NO_POZZETTO: "Non c'è più un pozzetto per la tua linea.",
  MONTE_NOT_ALLOWED: "Il gioco al monte non è previsto a questo tavolo.",
  MONTE_CARD_NOT_IN_PILE: "Questa carta non è nel monte scarti.",
  MONTE_TOO_MANY_LEFT: "Nel gioco al monte sul monte scarti può restare al massimo una carta (Art. 10.17).",
  MONTE_MELD_NEEDS_BOTH: "Ogni combinazione del gioco al monte unisce carte della mano e carte del monte scarti (Art. 10.17).",
  WAITING_FOR_JUDGE: "Parola al giudice: il gioco è fermo finché il giudice di lingua non decide.",
  NO_JUDGE_AT_TABLE: "A questo tavolo non c'è il giudice di lingua: decide il dizionario.",
  ALREADY_RULED: "Il giudice ha già respinto questa parola in questo turno: non si può chiedere di nuovo.",
  NOT_CONTESTABLE: "Al giudice si porta solo una giocata regolare in tutto tranne la parola, che il dizionario rifiuta o ritiene dubbia.",
  NOT_CHALLENGEABLE: "Si sfida solo l'ultima parola calata o allungata dall'avversario nel turno in corso o appena finito (Art. 8).",
  CHALLENGE_WINDOW_CLOSED: "Troppo tardi: il giocatore successivo ha già giocato e la parola resta valida (Art. 8, 10.4).",
  NOT_AN_OPPONENT: "Si sfidano solo le parole della linea avversaria (Art. 8).",
  ALREADY_JUDGED: "Su questa parola il giudice si è già pronunciato.",
  NO_PENDING_REQUEST: "Non c'è nessuna richiesta al giudice in attesa.",
  RULING_WRONG_SEAT: "Il verdetto del giudice si registra al posto di chi ha aperto la richiesta.",
  MUST_DISCARD_NOW: "Dopo un'irregolarità si scarta subito, senza fare altri giochi (Art. 9.1, 10.2).",
  CARD_PENALISED: "Questa carta è penalizzata: non si può più giocare, va scartata (Art. 10.11).",
  HINTS_OFF: "A questo tavolo non ci sono suggerimenti: si possono avere ai tavoli della scuola che li prevedono.",
  HINT_AFTER_DRAW: "Il suggerimento si chiede nel tuo turno, dopo aver pescato o raccolto il monte scarti.",
  NO_HINTS_LEFT: "Hai già usato tutti i suggerimenti di questa smazzata.",
  PENALISED_FIRST: "Hai carte penalizzate: scarta prima quella di valore più alto (Art. 10.11).",
} as const;

export type EngineErrorCode = keyof typeof ENGINE_ERRORS;

export interface EngineError {
  code: EngineErrorCode;
  message: string;
  /** For word errors: the dictionary's verdict, reason and hint. */
  word?: { word: string; verdict: string; reason: string | null; hint: string };
}

export function engineError(code: EngineErrorCode, detail?: string, word?: EngineError["word"]): EngineError {
  const message = detail ? `${ENGINE_ERRORS[code]} ${detail}` : ENGINE_ERRORS[code];
  return word ? { code, message, word } : { code, message };
}
