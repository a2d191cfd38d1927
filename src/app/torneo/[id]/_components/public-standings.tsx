"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";

import { PageAlert } from "~/app/_components/page-alert";
import { PrintButton } from "~/app/_components/print-button";
import { errorText } from "~/trpc/error-text";
import { useTRPC, useTRPCClient } from "~/trpc/react";

import type { PublicView } from "../../_components/labels";
import { settingsLine } from "../../_components/labels";
import { StandingsTable } from "../../_components/standings-table";
import { TurnPanel } from "../../_components/turn-panel";

/**
 * The stream brings every change of the tournament (a table over, a turn, an entrant, a
 * penalty); the tables' deal in progress moves on between them, so the page also asks for the
 * view this often — and, without the stream (the server's stream cap, a proxy), every few seconds.
 */
const PROGRESS_MS = 10_000;
const POLL_MS = 5000;

/**
 * `/torneo/<id>` (issue #17), the hall's screen: live through `tournament.watch` (SSE), every
 * change as it happens; in big type for a projector; printable as the final standings.
 */
export function PublicStandings({ tournamentId }: { tournamentId: string }) {
  const client = useTRPCClient();
  const trpc = useTRPC();
  const [streamed, setStreamed] = useState<{ view: PublicView; at: number } | null>(null);
  const [live, setLive] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const sub = client.tournament.watch.subscribe(
      { tournamentId },
      {
        onStarted: () => setLive(true),
        onData: (view) => {
          setProblem(null);
          setStreamed({ view, at: Date.now() });
        },
        onError: (error) => {
          setLive(false);
          setProblem(errorText(error));
        },
      },
    );
    return () => sub.unsubscribe();
  }, [client, tournamentId]);

  const polled = useQuery({ ...trpc.tournament.standings.queryOptions({ tournamentId }), refetchInterval: problem === null ? PROGRESS_MS : POLL_MS });
  // The newer of the two: a later revision, or the same one read later (the tables' progress).
  const fromPoll = polled.data ? { view: polled.data, at: polled.dataUpdatedAt } : null;
  const newest =
    fromPoll === null ||
    (streamed !== null &&
      (streamed.view.revision > fromPoll.view.revision || (streamed.view.revision === fromPoll.view.revision && streamed.at >= fromPoll.at)))
      ? streamed
      : fromPoll;
  const shown = newest?.view ?? null;

  if (shown === null) {
    return problem === null ? (
      <p aria-live="polite">Carico la classifica…</p>
    ) : (
      <PageAlert title="Classifica del torneo" testId="standings-fatal">
        {problem}
      </PageAlert>
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
        {live ? "In diretta: la pagina si aggiorna da sola." : "Aggiorno ogni pochi secondi."} {finished && <PrintButton small />}
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
