import Link from "next/link";

import { CreateTable } from "./_components/create-table";
import { JoinTable } from "./_components/join-table";
import { PlayComputer } from "./_components/play-computer";

export default function HomePage() {
  return (
    <>
      <section className="hero">
        <h1>Burraco Parole</h1>
        <p className="lead">Il burraco che conosci, con una differenza: le carte sono lettere e ogni combinazione deve essere una parola italiana.</p>
        <Link href="/dizionario" className="button button--large" data-testid="home-dizionario">
          Apri il dizionario
        </Link>
      </section>

      <PlayComputer />

      <CreateTable />

      <JoinTable />

      <section className="card">
        <h2>Come si gioca</h2>
        <ul className="rules">
          <li>Due mazzi da 58 carte, ognuno con 52 lettere (le 21 dell&apos;alfabeto italiano: niente J, K, W, X, Y né accenti), 4 pinelle e 2 jolly.</li>
          <li>
            Una combinazione è una parola di almeno 3 carte dello stesso colore. Il jolly vale qualsiasi lettera, la pinella solo una vocale; al massimo una
            matta per parola.
          </li>
          <li>
            Valgono nomi, aggettivi, verbi, avverbi e le altre parole comuni. Non valgono nomi propri, sigle, abbreviazioni, parole tronche o con accento o
            apostrofo, e gli alterati (gattino, casetta) se non hanno un significato proprio.
          </li>
          <li>Una parola di 7 o più carte è un burraco: pulito senza matte, sporco con una matta.</li>
        </ul>
        <p>
          Non sai se una parola vale? Controllala nel <Link href="/dizionario">dizionario</Link>, oppure scopri quali parole puoi comporre con le lettere che
          hai in mano.
        </p>
      </section>
    </>
  );
}
