"use client";

import "./globals.css";

/**
 * The whole site failed while it was drawn, its frame (layout.tsx) included: said in Italian
 * with a way to try again, instead of Next's English "Application error". error.tsx covers a
 * page that fails inside the frame. What went wrong stays in the server's log.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="it">
      <body>
        <main className="container stack" role="alert">
          <h1>Qualcosa non ha funzionato</h1>
          <p className="lead">Il sito non si è caricato. Riprova: se succede ancora, torna all&apos;inizio.</p>
          {error.digest && <p className="help">Codice dell&apos;errore, se lo segnali: {error.digest}</p>}
          <div className="button-row">
            <button type="button" className="button" onClick={reset}>
              Riprova
            </button>
            {/* A plain link: the app's router is part of what failed. */}
            <a href="/" className="button button--secondary">
              Torna all&apos;inizio
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
