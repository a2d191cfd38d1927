import Link from "next/link";

/** Any address the site does not have: said in Italian, with the way back. */
export default function NotFound() {
  return (
    <section className="stack">
      <h1>Pagina non trovata</h1>
      <p className="lead">Questo indirizzo non porta a nessuna pagina di Burraco Parole.</p>
      <p>
        Se ti hanno mandato un link per un tavolo, aprilo di nuovo per intero: inizia con <code>/tavolo/</code>.
      </p>
      <p>
        <Link href="/" className="button">
          Torna all&apos;inizio
        </Link>
      </p>
    </section>
  );
}
