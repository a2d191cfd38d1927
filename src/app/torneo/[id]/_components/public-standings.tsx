"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";

import { errorText } from "~/trpc/error-text";
import { useTRPC, useTRPCClient } from "~/trpc/react";

import type { PublicView } from "../../_components/labels";
import { settingsLine } from "../../_components/labels";
import { StandingsTable } from "../../_components/standings-table";
import { TurnPanel } from "../../_components/turn-panel";

/** When the live stream is not available (the server's stream cap, a proxy), the page asks this often. */
const POLL_MS = 5000;

/**
 * `/torneo/<id>` (issue #17), the hall's screen: live through `tournament.watch` (SSE), every
 * change as it happens; in big type for a projector; printable as the final standings.
 */
export function PublicStandings({ tournamentId }: { tournamentId: string }) {
  const client = useTRPCClient();
  const trpc = useTRPC();
  const [view, setView] = useState<PublicView | null>(null);
  const [live, setLive] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const sub = client.tournament.watch.subscribe(
      { tournamentId },
      {
        onStarted: () => setLive(true),
        onData: (next) => {
          setProblem(null);
          setView((prev) => (prev === null || next.revision >= prev.revision || next.tournamentId !== prev.tournamentId ? next : prev));
        },
        onError: (error) => {
          setLive(false);
          setProblem(errorText(error));
        },
      },
    );
    return () => sub.unsubscribe();
  }, [client, tournamentId]);

  // Without the stream, the same view by asking.
  const polled = useQuery({ ...trpc.tournament.standings.queryOptions({ tournamentId }), enabled: problem !== null, refetchInterval: POLL_MS });
  const shown = polled.data && (view === null || polled.data.revision > view.revision) ? polled.data : view;

  if (shown === null) {
    return problem === null ? (
      <p aria-live="polite">Carico la classifica…</p>
    ) : (
      <>
        <h1>Classifica del torneo</h1>
        <p className="alert" role="alert" data-testid="standings-fatal">
          {problem}
        </p>
      </>
    );
  }
  const finished = shown.status === "finished";
  return (
    <article className="projector" data-testid="public-standings" data-revision={shown.revision} data-live={live}>
      <h1>
        {shown.name} <span className="count">· {finished ? "classifica finale" : "classifica"}</span>
      </h1>
      <p className="help">{settingsLine(shown.settings)}</p>
      <p className="no-print help" aria-live="polite">
        {live ? "In diretta: la pagina si aggiorna da sola." : "Aggiorno ogni pochi secondi."}{" "}
        {finished && (
          <button type="button" className="button button--small" onClick={() => window.print()}>
            Stampa o salva in PDF
          </button>
        )}
      </p>
      <section aria-labelledby="classifica-titolo">
        <h2 id="classifica-titolo">{finished ? "Classifica finale" : "Classifica"}</h2>
        <StandingsTable standings={shown.standings} caption={`Classifica del torneo ${shown.name}`} />
      </section>
      <div className={finished ? "no-print" : undefined}>
        <TurnPanel view={shown} />
      </div>
    </article>
  );
}
