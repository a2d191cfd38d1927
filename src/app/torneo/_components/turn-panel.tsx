"use client";

import type { ReactNode } from "react";

import { useNow } from "~/app/_components/use-now";

import { clockText, lineName, type PublicView, type TableProgress, TURN_STATUS_LABEL, tableStateLabel } from "./labels";

/**
 * The turn being played (or the last one): its clock (Art. 7, one for every table), each
 * table's state, and the carte uguali commitment — the SHA-256 of the turn's seed from the
 * start, the seed itself once the turn is over. `tableAction`: what the director's console adds
 * to a table's row (Chiudi tavolo).
 */
export function TurnPanel({
  view,
  headingLevel = 2,
  tableAction,
}: {
  view: PublicView;
  headingLevel?: 2 | 3;
  tableAction?: (table: TableProgress) => ReactNode;
}) {
  const now = useNow();
  const turn = view.turns.at(-1);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (turn === undefined) {
    return (
      <section className="card" aria-label="Turno" data-testid="turn-panel" data-turn={0}>
        <p>Il primo turno non è ancora cominciato.</p>
      </section>
    );
  }
  const total = view.settings.sessions * view.settings.turnsPerSession;
  return (
    <section className="card" aria-labelledby="turno-titolo" data-testid="turn-panel" data-turn={turn.number} data-status={turn.status}>
      <Heading id="turno-titolo">
        Turno {turn.number} di {total} <span className="count">· {TURN_STATUS_LABEL[turn.status]}</span>
      </Heading>
      {turn.status === "playing" && (
        <p className="turn-clock" data-testid="turn-clock">
          <span className="sr-only">Tempo che resta: </span>
          {clockText(turn.deadlineAt - now)}
        </p>
      )}
      <ol className="tournament-tables" data-testid="tournament-tables">
        {view.tables.map((table) => (
          <TableRow key={table.table} table={table} deals={view.settings.dealsPerTurn} match={view.settings.format === "teams"} action={tableAction?.(table)} />
        ))}
      </ol>
      <div className="seed-commitment">
        <p>
          Impronta del seme del turno (SHA-256): <code data-testid="seed-hash">{turn.seedHash}</code>
        </p>
        {turn.seed === null ? (
          <p className="help">Il seme decide le carte di tutti i tavoli (carte uguali): lo pubblichiamo a fine turno.</p>
        ) : (
          <>
            <p>
              Seme: <code data-testid="seed">{turn.seed}</code>
            </p>
            <p className="help">
              Per controllare che le carte erano decise prima del turno: l&apos;impronta SHA-256 del seme (per esempio <code>printf %s SEME | sha256sum</code>)
              deve essere quella pubblicata all&apos;inizio del turno.
            </p>
          </>
        )}
      </div>
    </section>
  );
}

/** `match`: a team match, scored on its two tables together — the row's VP, MP and PP are the match's, and say so. */
function TableRow({ table, deals, match, action }: { table: TableProgress; deals: number; match: boolean; action?: ReactNode }) {
  const state = tableStateLabel(table, deals);
  const scored = table.lines.every((l) => l.vp !== null);
  return (
    <li className="tournament-table" data-testid="tournament-table" data-table={table.table} data-state={table.status}>
      <strong>Tavolo {table.table}</strong> <span>{table.lines.map((line) => lineName(line)).join(" contro ")}</span> <span className="count">· {state}</span>
      {scored && table.lines.length > 0 && (
        <span className="count" data-testid="table-result">
          {" "}
          · {match && "incontro: "}VP {table.lines.map((l) => l.vp).join("-")} (PP {table.lines.map((l) => l.pp).join(" / ")}){table.corrected && " · corretto"}
        </span>
      )}
      {action !== undefined && action !== null && <div className="tournament-table-action">{action}</div>}
    </li>
  );
}
