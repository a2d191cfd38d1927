import type { RefObject } from "react";

/** Every move of the table page by keyboard, tap or drag: the "?" help and `/aiuto` both list these. */
export const TABLE_KEYS = [
  {
    keys: "Lettere",
    does: "Scrivi la parola nel campo sopra la mano: le carte si scelgono da sole, di un solo colore, con una matta se manca una lettera.",
  },
  { keys: "Invio", does: "Cala la parola, o attacca alla parola scelta." },
  { keys: "Maiuscolo + Invio", does: "Scarta la carta scelta (scrivi la sua lettera, o toccala)." },
  { keys: "1", does: "Pesca dal tallone." },
  { keys: "2", does: "Raccogli il monte scarti." },
  { keys: "Esc", does: "Togli le carte scelte; ancora Esc: non attaccare più." },
  {
    keys: "Freccia giù / su",
    does: "Sceglie una parola della tua linea per attaccarci (ancora: la successiva, poi nessuna); poi scrivi la parola nuova intera.",
  },
  { keys: "Alt + freccia sinistra / destra", does: "Sposta la carta della mano su cui sei: la mano resta nell'ordine tuo." },
  { keys: "?", does: "Apre l'aiuto del tavolo." },
  {
    keys: "Col tocco",
    does:
      "Tocca le carte nell'ordine della parola e poi Cala. Per attaccare tocca una parola della tua linea, poi il + dove vanno le carte. Tocca il tallone " +
      "per pescare; accanto al monte, Raccogli il monte o Scarta qui. Le carte si possono anche trascinare: il tallone o il monte sulla mano, una carta sul " +
      "monte o su una parola, o su un'altra carta della mano per riordinarla.",
  },
] as const;

/** The list of `TABLE_KEYS`, as a description list. */
export function KeyList({ className }: { className?: string }) {
  return (
    <dl className={className} data-testid="key-list">
      {TABLE_KEYS.map(({ keys, does }) => (
        <div key={keys}>
          <dt>{keys}</dt>
          <dd>{does}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The "?" overlay: every move of the table page by keyboard, tap or drag (issue #18), and the
 * way to the rules and to the site's help, in another tab so that the game stays open.
 */
export function KeysHelp({ dialogRef }: { dialogRef: RefObject<HTMLDialogElement | null> }) {
  return (
    <dialog ref={dialogRef} className="keys-help" aria-labelledby="keys-help-title" data-testid="help-dialog">
      <h2 id="keys-help-title">Come si gioca da tastiera e col tocco</h2>
      <KeyList className="keys-help__list" />
      <p>
        <a href="/regole" target="_blank" rel="noopener" data-testid="help-rules">
          Le regole del gioco<span className="sr-only"> (in una nuova scheda)</span>
        </a>
        {" · "}
        <a href="/aiuto" target="_blank" rel="noopener" data-testid="help-aiuto">
          Come si usa il sito<span className="sr-only"> (in una nuova scheda)</span>
        </a>
      </p>
      <form method="dialog">
        <button type="submit" className="button" data-testid="help-close">
          Chiudi
        </button>
      </form>
    </dialog>
  );
}
