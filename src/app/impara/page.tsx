import type { Metadata } from "next";

import { StartLesson } from "./_components/start-lesson";

export const metadata: Metadata = {
  title: "Impara a giocare",
  description: "Una smazzata vera contro il computer, un passo alla volta: le regole del Burraco Parole in dieci minuti.",
};

/** The rules the lesson's steps (src/lesson/steps.ts) meet, in their order. */
const TOPICS = [
  "prendere dal tallone o dal monte scarti, e scartare",
  "calare una parola: almeno 3 carte dello stesso colore",
  "pinelle e jolly, le matte",
  "aggiungere carte a una parola",
  "il burraco, una parola di 7 carte o più",
  "il pozzetto, al volo e con lo scarto",
  "chiudere la smazzata e contare i punti",
];

export default function ImparaPage() {
  return (
    <>
      <h1>Impara a giocare</h1>
      <p className="lead">
        Una smazzata vera contro il computer, un passo alla volta: ogni regola ti viene spiegata nel momento in cui serve. Circa dieci minuti.
      </p>
      <StartLesson />
      <section className="card" aria-labelledby="impara-cosa">
        <h2 id="impara-cosa">Che cosa impari</h2>
        <ul className="rules">
          {TOPICS.map((topic) => (
            <li key={topic}>{topic}</li>
          ))}
        </ul>
        <p className="help">Puoi fermarti quando vuoi: la lezione riprende da dove eri, su questo dispositivo.</p>
      </section>
    </>
  );
}
