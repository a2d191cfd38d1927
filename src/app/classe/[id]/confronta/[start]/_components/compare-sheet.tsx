"use client";

import { useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";

import { computerName } from "~/app/_components/computer-levels";
import { PageAlert } from "~/app/_components/page-alert";
import { PrintButton } from "~/app/_components/print-button";
import { startLabel } from "~/app/classe/[id]/_components/class-starts";
import { JUDGE_NOUN } from "~/app/tavolo/[id]/_components/judge-ui";
import { ReplayPanel } from "~/app/tavolo/[id]/_components/replay-panel";
import type { AppRouter } from "~/server/api/root";
import { errorText } from "~/trpc/error-text";
import { useTRPC, useTRPCClient } from "~/trpc/react";

type Table = NonNullable<inferRouterOutputs<AppRouter>["classroom"]["compare"]["start"]>["tables"][number];

/** Who sits at `seat`: the student's nickname, or the computer with its level. */
function nameAt(table: Table, seat: number): string {
  const player = table.players.find((p) => p.seat === seat);
  if (player === undefined) return `Posto ${seat + 1}`;
  return player.computer !== null ? computerName(player.computer) : (player.name ?? `Posto ${seat + 1}`);
}

/**
 * "Confronta i tavoli" (issue #16): the tables of one start had the same cards; here, deal by
 * deal, how each played them — each line's points, who closed, the words laid and refused —
 * with each table's "Rivedi la partita". Only what a spectator of a finished table sees, and
 * only once no table of the start is still played (`classroom.compare`). Made to be printed.
 */
export function CompareSheet({ classId, startedAt, teacherKey }: { classId: string; startedAt: number; teacherKey: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const key = { classId, token: teacherKey };
  const compared = useQuery(trpc.classroom.compare.queryOptions({ ...key, startedAt }));
  if (compared.isError) {
    return <PageAlert title="Confronta i tavoli">{errorText(compared.error)}</PageAlert>;
  }
  if (!compared.data) return <p aria-live="polite">Carico il confronto…</p>;
  const start = compared.data.start;
  const back = (
    <a href={`/classe/${classId}?chiave=${teacherKey}`} className="no-print">
      Torna alla classe
    </a>
  );
  if (start === null) {
    return (
      <>
        <PageAlert title="Confronta i tavoli">Queste partite non sono più tra le ultime della classe: scegline altre dalla pagina della classe.</PageAlert>
        {back}
      </>
    );
  }
  const dealCount = Math.max(0, ...start.tables.map((t) => t.deals?.length ?? 0));
  return (
    <article className="compare-sheet" data-testid="compare-sheet">
      <h1>
        Confronta i tavoli <span className="count">· {startLabel(start.startedAt)}</span>
      </h1>
      <p className="no-print">
        <PrintButton /> {back}
      </p>
      <p className="help">Ogni tavolo ha avuto le stesse carte.</p>
      <ol className="compare-sheet__tables">
        {start.tables.map((t, i) => (
          <li key={t.gameId} data-testid="compare-table">
            <strong>Tavolo {i + 1}</strong>: {t.players.map((p) => nameAt(t, p.seat)).join(" · ")}
          </li>
        ))}
      </ol>
      {!start.done ? (
        <p className="alert" role="status" data-testid="compare-waiting">
          A un tavolo si gioca ancora con queste carte: il confronto si apre quando tutti hanno finito.
        </p>
      ) : (
        Array.from({ length: dealCount }, (_, d) => (
          <section key={d} aria-labelledby={`compare-deal-${d}`} className="compare-sheet__deal" data-testid="compare-deal">
            <h2 id={`compare-deal-${d}`}>Smazzata {d + 1}</h2>
            <div className="table-wrap">
              <table className="report">
                <thead>
                  <tr>
                    <th scope="col">Tavolo</th>
                    <th scope="col">Punti</th>
                    <th scope="col">Chi ha chiuso</th>
                    <th scope="col">Parole calate</th>
                    <th scope="col">Parole respinte</th>
                  </tr>
                </thead>
                <tbody>
                  {start.tables.map((t, i) => {
                    const deal = t.deals?.[d];
                    return (
                      <tr key={t.gameId} data-testid="compare-row">
                        <th scope="row">Tavolo {i + 1}</th>
                        {deal === undefined ? (
                          <td colSpan={4}>Non giocata.</td>
                        ) : (
                          <>
                            <td data-testid="compare-points">
                              {deal.lines.map((line, l) => (
                                <div key={l}>
                                  {line.seats.map((s) => nameAt(t, s)).join(" e ")}: {line.points ?? "—"}
                                </div>
                              ))}
                            </td>
                            <td data-testid="compare-closed">
                              {deal.closedBy !== null
                                ? nameAt(t, deal.closedBy)
                                : deal.end === "stock"
                                  ? "Nessuno: il tallone è finito"
                                  : "Smazzata non finita"}
                            </td>
                            <td data-testid="compare-words">
                              {deal.words.length === 0 ? "—" : deal.words.map((w) => `${w.word} (${nameAt(t, w.seat)})`).join(", ")}
                            </td>
                            <td data-testid="compare-refused">
                              {deal.refused.length === 0
                                ? "—"
                                : deal.refused.map((r, k) => (
                                    <div key={k}>
                                      <strong>{r.word}</strong> ({nameAt(t, r.seat)})
                                      {r.by === "insegnante" ? ` respinta dall'insegnante${r.reason ? `: ${r.reason}` : ""}` : `: ${r.reason ?? ""}`}
                                    </div>
                                  ))}
                            </td>
                          </>
                        )}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
        ))
      )}
      {start.done && (
        <div className="no-print">
          {start.tables.map((t, i) => (
            <section key={t.gameId} aria-label={`Tavolo ${i + 1}`} data-testid="compare-replay">
              <h2>Tavolo {i + 1}</h2>
              <ReplayPanel loadRecord={() => client.classroom.record.query({ ...key, gameId: t.gameId })} judge={JUDGE_NOUN.teacher} />
            </section>
          ))}
        </div>
      )}
    </article>
  );
}
