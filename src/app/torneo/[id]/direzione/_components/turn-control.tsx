"use client";

import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";

import { type TableOf, TablesByHand, tablesOf } from "~/app/_components/tables-by-hand";
import { errorText } from "~/trpc/error-text";
import { useTRPCClient } from "~/trpc/react";

import { closableTable, type DirectorView } from "../../../_components/labels";
import { TurnPanel } from "../../../_components/turn-panel";
import { CloseTable } from "./close-table";
import type { ConsoleKey } from "./director-console";

/**
 * The turn (Art. 2.3, 7): "Inizia il turno N" — the first one by the director's own tables when
 * the tournament said so (Art. 3.2 a.2) —, then the turn's clock and tables, the whistle
 * ("Chiama il tempo") that gives every table its last round, and "Chiudi tavolo" (Art. 13.4 c)
 * for a table that cannot finish. Once time is up the whistle stays, as "Richiama il tempo":
 * called again, it reaches a table that missed it (the others say they had it).
 */
export function TurnControl({ consoleKey, view, onChange }: { consoleKey: ConsoleKey; view: DirectorView; onChange: () => void }) {
  const id = useId();
  const client = useTRPCClient();
  const current = view.turns.at(-1);
  const byDirector = view.settings.firstTurn === "director" && view.turns.length === 0;
  const present = view.entrants.filter((e) => e.checkedIn && !e.withdrawn);
  /** The director's first turn: each present entrant's table (1…), 0 for none yet. */
  const [tableOf, setTableOf] = useState<TableOf>({});
  const start = useMutation({
    mutationFn: () => {
      if (!byDirector) return client.tournament.startTurn.mutate(consoleKey);
      return client.tournament.startTurn.mutate({
        ...consoleKey,
        tables: tablesOf(
          tableOf,
          present.map((e) => e.id),
        ),
      });
    },
    onSuccess: onChange,
  });
  const whistle = useMutation({ mutationFn: () => client.tournament.callTime.mutate(consoleKey), onSuccess: onChange });
  const next = view.nextTurn;
  const perTable = view.settings.format === "individual" ? view.settings.tableSize : 2;

  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="turn-control">
      <h2 id={`${id}-title`}>Turni</h2>
      {next !== null && next > 0 && (
        <>
          {byDirector && (
            <TablesByHand
              legend="I tavoli del primo turno (Art. 3.2)"
              people={present.map((e) => ({ id: e.id, label: `${e.number}. ${e.name}` }))}
              tables={Math.ceil(present.length / perTable)}
              noneLabel="scegli il tavolo"
              value={tableOf}
              onChange={setTableOf}
              testId="director-seating"
            >
              <p className="help">
                {perTable} iscritti per tavolo{view.settings.format === "pairs" ? " (due coppie)" : ""}: ognuno dei presenti in un tavolo.
              </p>
            </TablesByHand>
          )}
          <p>
            <button
              type="button"
              className="button button--large"
              disabled={start.isPending || view.status === "finished"}
              data-testid="start-turn"
              onClick={() => start.mutate()}
            >
              {start.isPending ? "Preparo i tavoli…" : `Inizia il turno ${next}`}
            </button>
          </p>
          <p className="help">
            {present.length === 1 ? "1 iscritto presente" : `${present.length} iscritti presenti`}: giocano solo i presenti (check-in), i ritirati no. Ogni
            giocatore arriva al suo tavolo da solo dalla sua pagina.
          </p>
        </>
      )}
      {start.isError && (
        <p className="alert" role="alert" data-testid="start-turn-error">
          {errorText(start.error)}
        </p>
      )}
      {(current?.status === "playing" || current?.status === "timeUp") && (
        <p>
          <button
            type="button"
            className="button button--quiet"
            disabled={whistle.isPending}
            data-testid="call-time"
            onClick={() => {
              const question =
                current.status === "playing"
                  ? `Chiamare il tempo del turno ${current.number}? Ogni tavolo finisce il giro e ne gioca un ultimo (Art. 7).`
                  : `Richiamare il tempo del turno ${current.number}? Lo riceve ogni tavolo che non l'ha avuto; gli altri continuano l'ultimo giro.`;
              if (window.confirm(question)) whistle.mutate();
            }}
          >
            {current.status === "playing" ? "Chiama il tempo" : "Richiama il tempo"}
          </button>{" "}
          <span className="help">
            {current.status === "playing"
              ? "Art. 7: si finisce il giro in corso con lo scarto del cartaro, poi un ultimo giro completo; una smazzata non ancora cominciata non si gioca."
              : "Il tempo è scaduto: se un tavolo continua a giocare come se niente fosse, richiamalo."}
          </span>
        </p>
      )}
      {whistle.isError && (
        <p className="alert" role="alert">
          {errorText(whistle.error)}
        </p>
      )}
      {whistle.isSuccess && (
        <p className="help" role="status" data-testid="call-time-done">
          {whistle.data.tables === 0
            ? "Tempo chiamato: ogni tavolo ancora in gioco l'aveva già avuto."
            : `Tempo chiamato: ${whistle.data.tables === 1 ? "1 tavolo gioca" : `${whistle.data.tables} tavoli giocano`} l'ultimo giro.`}
        </p>
      )}
      {current?.status === "over" && next === 0 && <p data-testid="all-turns-played">Tutti i turni sono stati giocati.</p>}
      {current !== undefined && (
        <TurnPanel
          view={view}
          headingLevel={3}
          tableAction={(table) =>
            closableTable(current.status, table) ? <CloseTable consoleKey={consoleKey} turn={current.number} table={table} onChange={onChange} /> : null
          }
        />
      )}
    </section>
  );
}
