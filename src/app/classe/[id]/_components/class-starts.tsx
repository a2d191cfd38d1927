"use client";

import { useQuery } from "@tanstack/react-query";
import { useId } from "react";

import { errorText } from "~/trpc/error-text";
import { pollUntilKeyRefused } from "~/trpc/query-client";
import { useTRPC } from "~/trpc/react";

const REFRESH_MS = 5000;

/** A start of games as the teacher reads it: "26/11/26, 09:05". */
export function startLabel(startedAt: number): string {
  return new Date(startedAt).toLocaleString("it-IT", { dateStyle: "short", timeStyle: "short" });
}

/**
 * "Confronta i tavoli" (issue #16) on the class page: each start of games (its tables had the
 * same cards), and the way to its tables side by side once none of them is played any more.
 */
export function ClassStarts({ classId, teacherKey }: { classId: string; teacherKey: string }) {
  const id = useId();
  const trpc = useTRPC();
  const list = useQuery({ ...trpc.classroom.compare.queryOptions({ classId, token: teacherKey }), refetchInterval: pollUntilKeyRefused(REFRESH_MS) });
  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="class-starts">
      <h2 id={`${id}-title`}>Confronta i tavoli</h2>
      <p className="help">
        I tavoli fatti cominciare insieme hanno avuto le stesse carte: quando tutti hanno finito, si vede come ha giocato ognuno, smazzata per smazzata.
      </p>
      {list.isError && (
        <p className="alert" role="alert">
          {errorText(list.error)}
        </p>
      )}
      {list.data && list.data.starts.length === 0 && <p className="help">Ancora nessuna partita.</p>}
      {list.data && list.data.starts.length > 0 && (
        <ul>
          {list.data.starts.map((s) => (
            <li key={s.startedAt} data-testid="class-start-row" data-done={s.done}>
              {startLabel(s.startedAt)} · {s.tables === 1 ? "1 tavolo" : `${s.tables} tavoli`} ·{" "}
              {s.done ? (
                <a href={`/classe/${classId}/confronta/${s.startedAt}?chiave=${teacherKey}`} data-testid="class-compare-link">
                  Confronta i tavoli
                </a>
              ) : (
                "si gioca ancora: il confronto si apre quando tutti hanno finito"
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
