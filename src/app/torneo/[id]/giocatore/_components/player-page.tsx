"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { type ReactNode, useEffect } from "react";

import { PageAlert } from "~/app/_components/page-alert";
import { noteSentToTable, wasSentToTable } from "~/app/_components/tournament-return";
import { errorText } from "~/trpc/error-text";
import { keyRefused, pollUntilKeyRefused } from "~/trpc/query-client";
import { useTRPC } from "~/trpc/react";
import { lineSide, type PlayerView } from "../../../_components/labels";

import { turnEndedText } from "../../../_components/labels";

/** How often the page asks whether a turn has started. */
const REFRESH_MS = 2500;

/**
 * A player's page: their table now — the page goes there by itself when a turn
 * starts, as the class's waiting room does —, what comes next, their result at every turn
 * (PP, MP, VP) and their place in the standings.
 */
export function PlayerPage({ tournamentId, playerKey }: { tournamentId: string; playerKey: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const me = useQuery({ ...trpc.tournament.me.queryOptions({ tournamentId, token: playerKey }), refetchInterval: pollUntilKeyRefused(REFRESH_MS) });
  const link = me.data?.current?.link ?? null;

  // A new turn's table: off to it, once. A player who comes back here from it stays here.
  useEffect(() => {
    if (link === null) return;
    const tablePath = new URL(link, window.location.origin).pathname;
    if (wasSentToTable(tablePath)) return;
    noteSentToTable(tablePath, `${window.location.pathname}${window.location.search}`);
    router.push(link);
  }, [link, router]);

  if (me.isPending) return <p aria-live="polite">Carico la tua pagina…</p>;
  // A key refused (the director gave this player a new link) is not asked again: what is on screen would never change.
  if (me.isError && (me.data === undefined || keyRefused(me.error))) {
    return (
      <PageAlert title="Il mio torneo" testId="player-fatal">
        {errorText(me.error)}
      </PageAlert>
    );
  }
  const p = me.data;
  const current = p.current;
  const played = p.tables.length;
  return (
    <div data-testid="player-page">
      <h1>
        {p.name} <span className="count">· {p.tournamentName}</span>
      </h1>
      {p.entrant.name !== p.name && (
        <p className="help">
          In gara come {p.entrant.number}. {p.entrant.name}.
        </p>
      )}
      {me.isError && <p className="help">{errorText(me.error)} Riprovo da solo.</p>}

      <section className="card" aria-live="polite" data-testid="player-now">
        <h2>Adesso</h2>
        {p.status === "finished" ? (
          <p>Il torneo è finito: guarda la classifica finale.</p>
        ) : current !== null ? (
          current.zoppo ? (
            <p data-testid="player-zoppo">
              Turno {current.turn}: il tuo tavolo ({current.table}) è un tavolo zoppo, non si gioca. La tua linea prende il punteggio tecnico (Art. 3.1).
            </p>
          ) : (
            <p data-testid="player-current" data-table={current.table} data-turn={current.turn}>
              Turno {current.turn}: il tuo tavolo è il <strong>tavolo {current.table}</strong>.{" "}
              {current.link !== null && (
                <a href={current.link} className="button" data-testid="player-go">
                  Vai al tavolo {current.table}
                </a>
              )}
            </p>
          )
        ) : (
          <p data-testid="player-waiting">
            {turnEndedText(p.tables)} Quando la direzione di gara fa cominciare il prossimo turno, questa pagina ti porta da sola al tuo nuovo tavolo: tienila
            aperta.
          </p>
        )}
      </section>

      {p.next !== null && <NextTurn next={p.next} />}

      <section className="card" aria-labelledby="player-results">
        <h2 id="player-results">I tuoi turni</h2>
        {played === 0 ? (
          <p className="help">Ancora nessun turno giocato.</p>
        ) : (
          <div className="table-wrap">
            <table className="report" data-testid="player-tables">
              <thead>
                <tr>
                  <th scope="col">Turno</th>
                  <th scope="col">Tavolo</th>
                  <th scope="col">PP</th>
                  <th scope="col">MP</th>
                  <th scope="col">VP</th>
                </tr>
              </thead>
              <tbody>
                {p.tables.map((t) => (
                  <tr key={t.turn} data-testid="player-turn" data-turn={t.turn} data-table={t.table} data-over={t.over}>
                    <th scope="row">{t.turn}</th>
                    <td>
                      {t.table}
                      {t.zoppo && <span className="count"> · zoppo</span>}
                    </td>
                    <td>{t.pp ?? "—"}</td>
                    <td>{t.mp ?? "—"}</td>
                    <td>{t.vp ?? (t.over ? "—" : "si gioca")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {p.standing !== null && played > 0 && (
          <p data-testid="player-standing">
            In classifica: <strong>{p.standing.rank}°</strong>
            {p.standing.tied ? " (pari merito)" : ""} con {p.standing.vp} VP.
          </p>
        )}
        <p>
          <a href={`/torneo/${tournamentId}`} data-testid="player-standings-link">
            La classifica del torneo
          </a>
        </p>
      </section>
    </div>
  );
}

/** Where the player goes next turn, before the director starts it (NextTable in the service). */
function NextTurn({ next }: { next: NonNullable<PlayerView["next"]> }) {
  let text: ReactNode;
  switch (next.kind) {
    case "last":
      text = "Questo è l'ultimo turno del torneo.";
      break;
    case "atStart":
      text = "I tavoli del primo turno si sapranno quando comincia: li sorteggia il sistema o li sceglie la direzione di gara (Art. 3.2 a).";
      break;
    case "standings":
      text = "Il prossimo tavolo dipende dalla classifica di questo turno (Danese, Art. 3.2 b 5): lo vedrai qui quando tutti i tavoli avranno finito.";
      break;
    case "notSeated":
      text = `Per ora non sei tra i presenti del turno ${next.turn}: rivolgiti alla direzione di gara.`;
      break;
    case "table": {
      const players = 1 + next.partners.length + next.opponents.length;
      text = next.zoppo ? (
        <>
          Turno {next.turn}: <strong>tavolo {next.table}</strong>, un tavolo zoppo: la tua linea non gioca e prende il punteggio tecnico (Art. 3.1).
        </>
      ) : (
        <>
          Turno {next.turn}: <strong>tavolo {next.table}</strong>, linea {next.line}
          {lineSide(next.line ?? 0, players)}.{next.partners.length > 0 && ` Con te: ${next.partners.join(", ")}.`} Contro:{" "}
          {next.opponents.map((name) => name ?? "robot").join(", ")}.
        </>
      );
      break;
    }
  }
  return (
    <section
      className="card"
      aria-labelledby="player-next-title"
      data-testid="player-next"
      data-kind={next.kind}
      {...(next.kind === "table" ? { "data-table": next.table, "data-line": next.line ?? "" } : {})}
    >
      <h2 id="player-next-title">Prossimo turno</h2>
      <p>{text}</p>
      {next.kind === "table" && (
        <p className="help">Così dice il movimento adesso: un ritiro o un nuovo arrivo prima dell&apos;inizio del turno può cambiarlo.</p>
      )}
    </section>
  );
}
