import type { RefObject } from "react";

/** The "?" overlay: every move of the table page by keyboard, tap or drag (issue #18). */
export function KeysHelp({ dialogRef }: { dialogRef: RefObject<HTMLDialogElement | null> }) {
  return (
    <dialog ref={dialogRef} className="keys-help" aria-labelledby="keys-help-title" data-testid="help-dialog">
      <h2 id="keys-help-title">Come si gioca da tastiera e col tocco</h2>
      <dl className="keys-help__list">
        <dt>Lettere</dt>
        <dd>Scrivi la parola nel campo sopra la mano: le carte si scelgono da sole, di un solo colore, con una matta se manca una lettera.</dd>
        <dt>Invio</dt>
        <dd>Cala la parola, o attacca alla parola scelta.</dd>
        <dt>Maiuscolo + Invio</dt>
        <dd>Scarta la carta scelta (scrivi la sua lettera, o toccala).</dd>
        <dt>1</dt>
        <dd>Pesca dal tallone.</dd>
        <dt>2</dt>
        <dd>Raccogli il monte scarti.</dd>
        <dt>Esc</dt>
        <dd>Togli le carte scelte; ancora Esc: non attaccare più.</dd>
        <dt>Freccia giù / su</dt>
        <dd>Sceglie una parola della tua linea per attaccarci (ancora: la successiva, poi nessuna); poi scrivi la parola nuova intera.</dd>
        <dt>Alt + freccia sinistra / destra</dt>
        <dd>Sposta la carta della mano su cui sei: la mano resta nell&apos;ordine tuo.</dd>
        <dt>?</dt>
        <dd>Apre questo aiuto.</dd>
        <dt>Col tocco</dt>
        <dd>
          Tocca le carte nell&apos;ordine della parola e poi Cala. Per attaccare tocca una parola della tua linea, poi il + dove vanno le carte. Tocca il
          tallone per pescare; accanto al monte, Raccogli il monte o Scarta qui. Le carte si possono anche trascinare: il tallone o il monte sulla mano, una
          carta sul monte o su una parola, o su un&apos;altra carta della mano per riordinarla.
        </dd>
      </dl>
      <form method="dialog">
        <button type="submit" className="button" data-testid="help-close">
          Chiudi
        </button>
      </form>
    </dialog>
  );
}
