import type { Metadata } from "next";

import { DictionaryTools } from "./_components/dictionary-tools";

export const metadata: Metadata = {
  title: "Dizionario",
  description: "Controlla se una parola vale nel Burraco Parole e trova le parole da comporre.",
};

export default function DizionarioPage() {
  return (
    <>
      <h1>Dizionario</h1>
      <p className="lead">Controlla se una parola si può calare e cerca le parole che puoi comporre con le tue carte.</p>
      <DictionaryTools />
      <p className="credits">
        Le parole vengono da due fonti: il dizionario italiano di Hunspell (dictionary-it, licenza GPL-3.0) e morph-it di Marco Baroni ed Eros Zanchetta
        (licenza CC BY-SA 2.0 e LGPL); l&apos;elenco che ne nasce è condiviso con la stessa licenza CC BY-SA.
      </p>
    </>
  );
}
