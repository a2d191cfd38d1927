"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";

import { errorText } from "~/trpc/error-text";
import { pollUntilKeyRefused } from "~/trpc/query-client";
import { useTRPC, useTRPCClient } from "~/trpc/react";

const REFRESH_MS = 3000;

/**
 * "Chiedi all'insegnante" (issue #16): in a class the teacher is the language judge of every
 * table (friendly mode, the class's judge event, the teacher's key). The words the students ask
 * about wait here, on the class page, with the dictionary's explanation; the teacher accepts or
 * rejects each with a reason the table then shows to everyone.
 */
export function ClassJudge({
  eventId,
  teacherKey,
  nicknameAt,
}: {
  eventId: string;
  teacherKey: string;
  nicknameAt: (gameId: string, seat: number) => string | null;
}) {
  const id = useId();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const credential = { eventId, token: teacherKey };
  const queue = useQuery({ ...trpc.judge.queue.queryOptions({ credential }), refetchInterval: pollUntilKeyRefused(REFRESH_MS) });
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const rule = useMutation({
    mutationFn: (input: { requestId: string; approve: boolean; reason: string }) =>
      client.judge.rule.mutate({ credential, requestId: input.requestId, approve: input.approve, reason: input.reason, judge: "Insegnante", record: null }),
    onSuccess: () => void queue.refetch(),
  });

  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="class-judge">
      <h2 id={`${id}-title`}>Parole da giudicare</h2>
      {queue.isError && (
        <p className="alert" role="alert">
          {errorText(queue.error)}
        </p>
      )}
      {queue.data?.length === 0 && <p className="help">Nessuna domanda: quando uno studente chiede di una parola, compare qui.</p>}
      {queue.data && queue.data.length > 0 && (
        <ul className="class-requests">
          {queue.data.map((request) => {
            const reason = reasons[request.id] ?? "";
            const decide = (approve: boolean) => rule.mutate({ requestId: request.id, approve, reason: reason.trim() });
            return (
              <li key={request.id} className="class-request" data-testid="class-request" data-word={request.word}>
                <p>
                  <strong>{nicknameAt(request.gameId, request.seat) ?? "Uno studente"}</strong> chiede di <strong>{request.word}</strong>
                  {request.kind === "challenge" ? " (sfida una parola dell'avversario)" : ""}.
                </p>
                <p className="help">Il dizionario: {request.verdict.hint}</p>
                <div className="field">
                  <label htmlFor={`${id}-${request.id}`}>Il perché, per il tavolo</label>
                  <input
                    id={`${id}-${request.id}`}
                    type="text"
                    maxLength={500}
                    value={reason}
                    data-testid="class-request-reason"
                    onChange={(event) => setReasons((all) => ({ ...all, [request.id]: event.target.value }))}
                  />
                </div>
                <p className="class-request__actions">
                  <button
                    type="button"
                    className="button"
                    disabled={rule.isPending || reason.trim() === ""}
                    data-testid="class-request-approve"
                    onClick={() => decide(true)}
                  >
                    Vale
                  </button>{" "}
                  <button
                    type="button"
                    className="button button--quiet"
                    disabled={rule.isPending || reason.trim() === ""}
                    data-testid="class-request-reject"
                    onClick={() => decide(false)}
                  >
                    Non vale
                  </button>
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {rule.isError && (
        <p className="alert" role="alert">
          {errorText(rule.error)}
        </p>
      )}
      <p className="help">
        Per cercare tra le decisioni già prese:{" "}
        <a href={`/giudice?evento=${eventId}&codice=${teacherKey}`} data-testid="class-judge-console">
          la console del giudice
        </a>
        .
      </p>
    </section>
  );
}
