"use client";

import Link from "next/link";

/**
 * A page that failed while it was drawn: said in Italian, with a way to try again. What went
 * wrong stays in the server's log (the digest names it there), not on the page.
 */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="stack" role="alert">
      <h1>Qualcosa non ha funzionato</h1>
      <p className="lead">La pagina non si è caricata. Riprova: se succede ancora, torna all&apos;inizio.</p>
      {error.digest && <p className="help">Codice dell&apos;errore, se lo segnali: {error.digest}</p>}
      <div className="button-row">
        <button type="button" className="button" onClick={reset}>
          Riprova
        </button>
        <Link href="/" className="button button--secondary">
          Torna all&apos;inizio
        </Link>
      </div>
    </section>
  );
}
