"use client";

import { useQuery } from "@tanstack/react-query";

import { PageAlert } from "~/app/_components/page-alert";
import { PrintButton } from "~/app/_components/print-button";
import { errorText } from "~/trpc/error-text";
import { useTRPC } from "~/trpc/react";

import { lineName, type TableProgress } from "../../../_components/labels";

/**
 * The score sheets of the latest turn (Art. 6.1), one a printed page: each table's lines, a
 * row per deal for the PP, and the turn's PP, MP and VP — filled in once the table is scored,
 * blank to be written by hand otherwise —, with room for the signatures.
 */
export function ScoreSheets({ tournamentId, directorKey }: { tournamentId: string; directorKey: string }) {
  const trpc = useTRPC();
  const view = useQuery(trpc.tournament.view.queryOptions({ tournamentId, token: directorKey }));
  if (view.isError) {
    return <PageAlert title="Schede segnapunti">{errorText(view.error)}</PageAlert>;
  }
  if (!view.data) return <p aria-live="polite">Carico le schede…</p>;
  const t = view.data;
  const turn = t.turns.at(-1);
  const consoleLink = `/torneo/${tournamentId}/direzione?chiave=${directorKey}`;
  if (turn === undefined) {
    return (
      <>
        <h1>Schede segnapunti</h1>
        <p>Le schede si stampano quando il turno è cominciato e i tavoli sono fatti.</p>
        <p>
          <a href={consoleLink}>Torna alla console</a>
        </p>
      </>
    );
  }
  return (
    <div data-testid="score-sheets">
      <div className="no-print">
        <h1>
          Schede segnapunti <span className="count">· turno {turn.number}</span>
        </h1>
        <p>
          <PrintButton /> <a href={consoleLink}>Torna alla console</a>
        </p>
      </div>
      {t.tables.map((table) => (
        <Sheet key={table.table} name={t.name} turn={turn.number} deals={t.settings.dealsPerTurn} table={table} match={t.settings.format === "teams"} />
      ))}
    </div>
  );
}

/** `match`: a team match, scored on its two tables together: the PP, MP and VP rows are the match's (both tables), and say so. */
function Sheet({ name, turn, deals, table, match }: { name: string; turn: number; deals: number; table: TableProgress; match: boolean }) {
  return (
    <article className="score-sheet" data-testid="score-sheet" data-table={table.table}>
      <h2>
        {name} · turno {turn} · tavolo {table.table}
      </h2>
      {table.zoppo ? (
        <p>Tavolo zoppo (Art. 3.1): non si gioca; la linea presente, {lineName(table.lines[0]!)}, prende il punteggio tecnico di 355 MP.</p>
      ) : (
        <table className="report">
          <thead>
            <tr>
              <th scope="col">Smazzata</th>
              {table.lines.map((line, i) => (
                <th key={i} scope="col">
                  Linea {i + 1}: {lineName(line)}
                  <span className="count"> · {line.players.map((p) => p ?? "Robot").join(", ")}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: deals }, (_, deal) => (
              <tr key={deal}>
                <th scope="row">{deal + 1}</th>
                {table.lines.map((_, i) => (
                  <td key={i} className="score-sheet__blank" />
                ))}
              </tr>
            ))}
            {(["pp", "mp", "vp"] as const).map((field) => (
              <tr key={field}>
                <th scope="row">
                  {field.toUpperCase()}
                  {match && <span className="count"> dell&apos;incontro (i due tavoli)</span>}
                </th>
                {table.lines.map((line, i) => (
                  <td key={i} data-testid={`sheet-${field}`}>
                    {line[field] ?? ""}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="score-sheet__signatures">Firme: ______________________ ______________________</p>
    </article>
  );
}
