import type { Metadata } from "next";

import { CheckWord } from "./_components/check-word";
import { FindWords } from "./_components/find-words";

export const metadata: Metadata = {
  title: "Dizionario",
  description: "Controlla se una parola vale nel Burraco Parole e trova le parole da comporre.",
};

export default function DizionarioPage() {
  return (
    <>
      <h1>Dizionario</h1>
      <p className="lead">
        Controlla se una parola si può calare e cerca le parole che puoi comporre con le tue
        carte.
      </p>
      <div className="stack">
        <CheckWord />
        <FindWords />
      </div>
    </>
  );
}
