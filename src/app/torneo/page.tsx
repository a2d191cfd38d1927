import type { Metadata } from "next";

import { MAX_TURNS, ONE_DEAL_MINUTES } from "~/server/tournament/settings";
import { TURN_MINUTES } from "~/tournament/types";

import { CreateTournament, type TurnRanges } from "./_components/create-tournament";

export const metadata: Metadata = {
  title: "Torneo",
  description:
    "Per la direzione di gara: un torneo di Burraco Parole con iscrizioni, turni, movimenti Mitchell, Danese o Italiano, carte uguali e classifica in diretta.",
};

/** Art. 3: the turn's minutes by deals per turn; one deal, outside the regulation's table, half of two deals'. */
const TURN_RANGES: TurnRanges = { 1: ONE_DEAL_MINUTES, ...TURN_MINUTES };

export default function TorneoPage() {
  return (
    <>
      <h1>Torneo</h1>
      <p className="lead">
        Per la direzione di gara: crea il torneo con i parametri del regolamento, raccogli le iscrizioni con un link, fai partire i turni. Ogni giocatore arriva
        da solo al suo tavolo, la classifica si aggiorna in diretta sullo schermo della sala.
      </p>
      <CreateTournament turnRanges={TURN_RANGES} maxTurns={MAX_TURNS} />
      <section className="card" aria-labelledby="torneo-come">
        <h2 id="torneo-come">Come funziona</h2>
        <ul className="rules">
          <li>Ricevi tre link: quello della direzione di gara (privato, è l&apos;unica chiave del torneo), la classifica pubblica e il link di iscrizione.</li>
          <li>
            A ogni turno tutti i tavoli ricevono le stesse carte (carte uguali): prima del turno si pubblica l&apos;impronta SHA-256 del seme, dopo il turno il
            seme stesso, così chiunque può controllare che le carte erano decise in anticipo.
          </li>
          <li>I punti partita (PP) di ogni tavolo diventano MP e poi VP secondo le tabelle del regolamento (Art. 3); la classifica somma i VP.</li>
        </ul>
      </section>
    </>
  );
}
