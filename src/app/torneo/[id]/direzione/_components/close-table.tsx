"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";

import { errorText } from "~/trpc/error-text";
import { useTRPC, useTRPCClient } from "~/trpc/react";

import { lineName, type TableProgress } from "../../../_components/labels";
import type { ConsoleKey } from "./director-console";

/**
 * "Chiudi tavolo" (Art. 13.4 c, "il punteggio acquisito sino a quel momento"): for a table of
 * the turn that cannot finish (a player gone, the move clock off). The confirm shows the PP
 * each line has from the deals played so far (`tournament.tableSoFar`, read each time the form
 * opens); closing sends them, so the server records exactly those or refuses (PP_CHANGED) if a
 * deal ended since, and the table stops.
 */
export function CloseTable({ consoleKey, turn, table, onChange }: { consoleKey: ConsoleKey; turn: number; table: TableProgress; onChange: () => void }) {
  const id = useId();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const [open, setOpen] = useState(false);
  const [by, setBy] = useState("");
  const [reason, setReason] = useState("Il tavolo non può finire il turno (Art. 13.4 c).");
  // Read afresh each time the form opens; one that stayed open while a deal ended is refused (PP_CHANGED) and reads them again.
  const soFar = useQuery({
    ...trpc.tournament.tableSoFar.queryOptions({ ...consoleKey, turn, table: table.table }),
    enabled: open,
    staleTime: 0,
    refetchOnMount: "always",
  });
  const close = useMutation({
    mutationFn: (expectedPp: number[]) =>
      client.tournament.closeTable.mutate({ ...consoleKey, turn, table: table.table, by: by.trim(), reason: reason.trim(), expectedPp }),
    onSuccess: () => {
      setOpen(false);
      onChange();
    },
    // PP_CHANGED: the form shows the new PP to confirm.
    onError: () => void soFar.refetch(),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!close.isPending && soFar.isSuccess) close.mutate(soFar.data.pp);
  }

  if (!open) {
    return (
      <button type="button" className="button button--quiet button--small" data-testid="close-table" onClick={() => setOpen(true)}>
        Chiudi tavolo (Art. 13.4 c)
      </button>
    );
  }
  return (
    <form className="form close-table" onSubmit={onSubmit} data-testid="close-table-form">
      <p>Chiudere il tavolo {table.table} con i punti delle smazzate giocate finora? La smazzata in corso non conta, e il tavolo si ferma.</p>
      {soFar.isPending ? (
        <p className="help">Leggo i punti del tavolo…</p>
      ) : soFar.isError ? (
        <p className="alert" role="alert">
          {errorText(soFar.error)}
        </p>
      ) : (
        <p data-testid="close-table-pp">{table.lines.map((line, i) => `${lineName(line)}: ${soFar.data.pp[i] ?? 0} PP`).join(" · ")}</p>
      )}
      <div className="field">
        <label htmlFor={`${id}-by`}>Chi decide</label>
        <input id={`${id}-by`} type="text" required autoComplete="name" value={by} data-testid="close-table-by" onChange={(e) => setBy(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}>Motivo</label>
        <input id={`${id}-reason`} type="text" required autoComplete="off" value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <button type="submit" className="button" disabled={close.isPending || !soFar.isSuccess || soFar.isFetching} data-testid="close-table-confirm">
        Chiudi il tavolo con questi punti
      </button>{" "}
      <button type="button" className="button button--quiet" onClick={() => setOpen(false)}>
        Annulla
      </button>
      {close.isError && (
        <p className="alert" role="alert">
          {errorText(close.error)}
        </p>
      )}
    </form>
  );
}
