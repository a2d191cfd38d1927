import type { Metadata } from "next";

import { CreateClass } from "./_components/create-class";

export const metadata: Metadata = {
  title: "La classe",
  description: "Per l'insegnante: crea una classe, gli studenti entrano con un codice e un soprannome, senza account.",
};

export default function ClassePage() {
  return (
    <>
      <h1>La classe</h1>
      <p className="lead">
        Per l&apos;insegnante: crea la classe, proietta il codice e gli studenti entrano dal telefono con un soprannome. Poi, con un clic, fai cominciare le
        partite di tutti.
      </p>
      <CreateClass />
      <section className="card" aria-labelledby="classe-dati">
        <h2 id="classe-dati">Che cosa teniamo</h2>
        <ul className="rules">
          <li>Degli studenti solo il soprannome che scelgono: niente nome vero, niente e-mail, niente password.</li>
          <li>Le partite della classe e le parole giocate, che vedi solo tu con il link dell&apos;insegnante.</li>
          <li>Quando chiudi la classe nessuno può più entrare né giocare; i soprannomi e le partite si cancellano dopo 30 giorni.</li>
        </ul>
      </section>
    </>
  );
}
