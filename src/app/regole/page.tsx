import type { Metadata } from "next";
import Link from "next/link";

import styles from "~/app/_components/guide.module.css";

import { RULE_CONTENT } from "./_components/rule-content";
import { RULE_SECTIONS, ruleHref } from "./rule-sections";

export const metadata: Metadata = {
  title: "Regole",
  description: "Le regole del Burraco Parole in parole semplici, con le carte disegnate: turno, parole, matte, burraco, pozzetto, chiusura e punteggio.",
};

/**
 * The rules for a newcomer, from RULES.md and the articles of the UISP regulation (seed 002):
 * a server page with no script of its own, one section per `RULE_SECTIONS` entry.
 */
export default function RegolePage() {
  return (
    <>
      <h1>Regole del Burraco Parole</h1>
      <p className="lead">
        Il burraco che conosci, con le lettere al posto dei semi: ogni combinazione è una parola italiana. Per giocare: prendi una carta, cala parole, scarta.
        Vince la linea che fa più punti con parole lunghe, burrachi e la chiusura.
      </p>
      <p>
        Ogni parte riporta gli articoli del regolamento UISP del Burraco Parole da cui viene. Come si usa il sito (creare un tavolo, giocare col tocco o da
        tastiera) è spiegato nell&apos;<Link href="/aiuto">Aiuto</Link>.
      </p>
      <nav className={`card ${styles.contents}`} aria-labelledby="regole-indice">
        <h2 id="regole-indice">Indice</h2>
        <ol>
          {RULE_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={ruleHref(section.id)}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {RULE_SECTIONS.map((section) => (
        <section key={section.id} id={section.id} className={`card ${styles.section}`} aria-labelledby={`${section.id}-titolo`} data-testid="rule-section">
          <h2 id={`${section.id}-titolo`}>{section.title}</h2>
          <p className={styles.articles}>Regolamento, Art. {section.articles.join(", ")}</p>
          {RULE_CONTENT[section.id]()}
          <p className={styles.back}>
            <a href="#regole-indice">Torna all&apos;indice</a>
          </p>
        </section>
      ))}
    </>
  );
}
