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
    </>
  );
}
