import Link from "next/link";

import { HAND_SIZE } from "~/engine/deal";
import { BURRACO_LENGTH } from "~/engine/melds";

import { CreateTable } from "./_components/create-table";
import { JoinTable } from "./_components/join-table";
import { PlayComputer } from "./_components/play-computer";

export default function HomePage() {
  return (
    <>
      <section className="hero">
        <h1>Burraco Parole</h1>
        <p className="lead">Il burraco che conosci, con una differenza: le carte sono lettere e ogni combinazione deve essere una parola italiana.</p>
        <p className="hero__actions">
          <Link href="/impara" className="button button--large" data-testid="home-impara">
            Impara a giocare
          </Link>{" "}
          <Link href="/dizionario" className="button button--large button--quiet" data-testid="home-dizionario">
            Apri il dizionario
          </Link>
        </p>
      </section>

      <PlayComputer />

      <CreateTable />

      <JoinTable />

      <section className="card" aria-labelledby="a-scuola">
        <h2 id="a-scuola">A scuola</h2>
        <p>
          Insegnanti: <Link href="/classe">create una classe</Link>, gli studenti entrano con un codice e un soprannome, senza account. Studenti:{" "}
          <Link href="/entra" data-testid="home-entra">
            entra in classe
          </Link>
          .
        </p>
      </section>

      <section className="card" aria-labelledby="tornei">
        <h2 id="tornei">Tornei</h2>
        <p>
          Direzione di gara:{" "}
          <Link href="/torneo" data-testid="home-torneo">
            crea un torneo
          </Link>{" "}
          individuale, a coppie o a squadre, con iscrizioni da un link, turni Mitchell, Danese o all&apos;italiana, carte uguali a tutti i tavoli e la
          classifica in diretta per lo schermo della sala. Ogni giocatore arriva da solo al suo tavolo.
        </p>
      </section>

      <section className="card" aria-labelledby="come-si-gioca">
        <h2 id="come-si-gioca">Come si gioca</h2>
        <ul className="rules">
          <li>
            <strong>Le carte</strong> sono lettere rosse e nere, più pinelle e jolly, le matte. Una parola si cala con almeno 3 carte dello stesso colore e al
            massimo una matta: il jolly vale qualsiasi lettera, la pinella solo una vocale. Non valgono nomi propri, sigle, parole con accento o apostrofo.
          </li>
          <li>
            <strong>Il turno</strong>: pesca dal tallone o raccogli tutto il monte scarti; cala parole nuove o allunga quelle della tua linea; scarta una carta.
          </li>
          <li>
            <strong>Il pozzetto</strong>: chi finisce le carte prende il pozzetto della sua linea, {HAND_SIZE} carte nuove. Se ha calato tutto senza scartare
            (al volo) lo gioca subito, se ha scartato l&apos;ultima carta lo gioca al turno dopo.
          </li>
          <li>
            <strong>La chiusura</strong>: quando la linea ha preso il pozzetto e ha un burraco, una parola di {BURRACO_LENGTH} o più carte, chi cala tutto e
            scarta l&apos;ultima carta (non una matta) chiude: la smazzata finisce e si contano i punti.
          </li>
        </ul>
        <p>
          <Link href="/regole" data-testid="home-regole">
            Tutte le regole
          </Link>
          , con le carte disegnate e un esempio di punteggio. Come si usa il sito, dal primo link al giudice:{" "}
          <Link href="/aiuto" data-testid="home-aiuto">
            Aiuto
          </Link>
          .
        </p>
        <p>
          Non sai se una parola vale? Controllala nel <Link href="/dizionario">dizionario</Link>, oppure scopri quali parole puoi comporre con le lettere che
          hai in mano.
        </p>
      </section>
    </>
  );
}
