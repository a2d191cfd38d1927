"use client";

import { useMutation } from "@tanstack/react-query";
import { useId } from "react";

import { errorText } from "~/trpc/error-text";
import { useTRPCClient } from "~/trpc/react";

import type { DirectorView } from "../../../_components/labels";
import type { ConsoleKey } from "./director-console";

type Export = { what: "standings" | "deals"; format: "json" | "csv"; turn?: number };

/** The director's files: the standings, every finished turn's deals (each table's game record); the printable score sheets. */
export function Exports({ consoleKey, view }: { consoleKey: ConsoleKey; view: DirectorView }) {
  const id = useId();
  const client = useTRPCClient();
  const download = useMutation({
    mutationFn: (input: Export) => client.tournament.export.query({ ...consoleKey, ...input }),
    onSuccess: ({ filename, contentType, body }) => {
      // A BOM, so that spreadsheets read the accents of a CSV right.
      const blob = new Blob([contentType === "text/csv" ? `\uFEFF${body}` : body], { type: `${contentType};charset=utf-8` });
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = filename;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
  const over = view.turns.filter((t) => t.status === "over");
  const sheets = `/torneo/${consoleKey.tournamentId}/schede?chiave=${consoleKey.token}`;

  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="exports">
      <h2 id={`${id}-title`}>Esporta e stampa</h2>
      <div className="button-row">
        <button
          type="button"
          className="button button--quiet"
          data-testid="export-standings-csv"
          onClick={() => download.mutate({ what: "standings", format: "csv" })}
        >
          Classifica (CSV)
        </button>
        <button type="button" className="button button--quiet" onClick={() => download.mutate({ what: "standings", format: "json" })}>
          Classifica (JSON)
        </button>
      </div>
      {over.length > 0 && (
        <div className="button-row">
          {over.map((t) => (
            <span key={t.number}>
              <button
                type="button"
                className="button button--quiet button--small"
                data-testid={`export-deals-csv-${t.number}`}
                onClick={() => download.mutate({ what: "deals", format: "csv", turn: t.number })}
              >
                Smazzate del turno {t.number} (CSV)
              </button>{" "}
              <button
                type="button"
                className="button button--quiet button--small"
                aria-label={`Smazzate del turno ${t.number} (JSON)`}
                onClick={() => download.mutate({ what: "deals", format: "json", turn: t.number })}
              >
                (JSON)
              </button>
            </span>
          ))}
        </div>
      )}
      {download.isError && (
        <p className="alert" role="alert">
          {errorText(download.error)}
        </p>
      )}
      <p>
        <a href={sheets} data-testid="score-sheets-link">
          Schede segnapunti da stampare
        </a>{" "}
        · <a href={`/torneo/${consoleKey.tournamentId}`}>classifica da stampare</a>
      </p>
    </section>
  );
}
