"use client";

import { useQuery } from "@tanstack/react-query";
import { useId } from "react";

import { LinkRow } from "~/app/_components/link-row";
import { PageAlert } from "~/app/_components/page-alert";
import { useOrigin } from "~/app/_components/use-origin";
import { errorText } from "~/trpc/error-text";
import { pollUntilKeyRefused } from "~/trpc/query-client";
import { useTRPC } from "~/trpc/react";

import { settingsLine } from "../../../_components/labels";
import { StandingsTable } from "../../../_components/standings-table";
import { Adjustments } from "./adjustments";
import { Entrants } from "./entrants";
import { Exports } from "./exports";
import { TurnControl } from "./turn-control";

/** How often the console asks for the tournament: the tables' progress, who arrived. */
const REFRESH_MS = 2000;

export interface ConsoleKey {
  tournamentId: string;
  token: string;
}

/**
 * The direzione di gara's console (seed 002 Art. 2): the links to hand out, the
 * entrants (check-in, late, withdrawn, registered by hand), the turn (start, clock, tables,
 * Art. 7 whistle), the judge's queue, penalties (Art. 13) and corrections with their trail,
 * the standings, exports and the score sheets.
 */
export function DirectorConsole({ tournamentId, directorKey }: { tournamentId: string; directorKey: string }) {
  const id = useId();
  const trpc = useTRPC();
  const key: ConsoleKey = { tournamentId, token: directorKey };
  const view = useQuery({ ...trpc.tournament.view.queryOptions(key), refetchInterval: pollUntilKeyRefused(REFRESH_MS) });
  const origin = useOrigin();

  if (view.isPending) return <p aria-live="polite">Carico il torneo…</p>;
  // A failed poll (a restart, one 429) keeps the last view on screen, its one-time links and forms with it.
  if (view.isError && view.data === undefined) {
    return (
      <PageAlert title="Direzione di gara" testId="director-fatal">
        {errorText(view.error)}
      </PageAlert>
    );
  }
  const t = view.data;
  const refresh = () => void view.refetch();
  const directorUrl = `${origin}/torneo/${tournamentId}/direzione?chiave=${directorKey}`;

  return (
    <div data-testid="director-console" data-status={t.status}>
      <h1>
        {t.name} <span className="count">· direzione di gara</span>
      </h1>
      <p className="help" data-testid="tournament-settings">
        {settingsLine(t.settings)}
      </p>
      {view.isError && (
        <p className="alert" role="alert" data-testid="director-stale">
          {errorText(view.error)} Qui sotto l&apos;ultima situazione ricevuta: riprovo da solo.
        </p>
      )}
      {t.status === "finished" && (
        <p className="alert" role="status">
          Il torneo è finito: la classifica è definitiva.
        </p>
      )}

      <section className="card" aria-labelledby={`${id}-links`}>
        <h2 id={`${id}-links`}>I link del torneo</h2>
        {origin && (
          <ul className="links">
            <LinkRow
              label="Direzione di gara (privato)"
              note="È l'unica chiave del torneo: salvalo tra i preferiti e non darlo a nessuno."
              url={directorUrl}
              testId="link-director"
              qrTestId={null}
            />
            <LinkRow
              label="Classifica pubblica"
              note="Per lo schermo della sala e per chi segue da casa: si aggiorna da sola."
              url={`${origin}/torneo/${tournamentId}`}
              testId="link-public"
              qrTestId="qr-public"
              qrLabel="Codice QR della classifica pubblica"
            />
            <LinkRow
              label="Iscrizione"
              note={
                t.registrationOpen
                  ? "Chi lo apre si iscrive con il suo nome, fino all'inizio del primo turno."
                  : "Chiuso: il torneo è cominciato. I ritardatari li iscrivi tu, qui sotto."
              }
              url={`${origin}${t.registrationLink}`}
              testId="link-registration"
              qrTestId="qr-registration"
              qrLabel="Codice QR per iscriversi al torneo"
            />
          </ul>
        )}
      </section>

      <TurnControl consoleKey={key} view={t} onChange={refresh} />

      <Entrants consoleKey={key} view={t} origin={origin} onChange={refresh} />

      <section className="card" aria-labelledby={`${id}-judge`}>
        <h2 id={`${id}-judge`}>Giudice di lingua</h2>
        {t.settings.judge === "off" ? (
          <p className="help">Questo torneo non ha un giudice di lingua: decide il dizionario.</p>
        ) : (
          <>
            <p>
              <a href={t.judgeLink} className="button button--quiet" data-testid="judge-queue">
                Apri la coda delle richieste
              </a>
            </p>
            <p className="help">
              Le parole contestate a tutti i tavoli del torneo arrivano lì. Se il giudice è un&apos;altra persona, dagli questo link: apre solo la coda.
            </p>
          </>
        )}
      </section>

      <Adjustments consoleKey={key} view={t} onChange={refresh} />

      <section className="card" aria-labelledby={`${id}-standings`}>
        <h2 id={`${id}-standings`}>Classifica</h2>
        <StandingsTable standings={t.standings} caption={`Classifica del torneo ${t.name}`} />
      </section>

      <Exports consoleKey={key} view={t} />
    </div>
  );
}
