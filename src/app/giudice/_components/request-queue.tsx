"use client";

import { useEffect, useRef, useState } from "react";

import { useNow } from "~/app/_components/use-now";
import { useTRPCClient } from "~/trpc/react";

import { RequestCard } from "./request-card";
import { errorText } from "~/trpc/error-text";
import type { JudgeCredential, JudgeIdentity, JudgeRequestDetail } from "./types";

interface Snapshot {
  version: number;
  requests: JudgeRequestDetail[];
}

/** A tracked event (`{ id, data }`) or the bare snapshot: the stream's payload either way. */
function snapshotOf(event: unknown): Snapshot {
  const inner = event !== null && typeof event === "object" && "data" in event && !("requests" in event) ? (event as { data: unknown }).data : event;
  return inner as Snapshot;
}

/** Richieste: the pending requests of the judge's tables, live (judge.watch over SSE), newest first. */
export function RequestQueue({
  credential,
  identity,
  judge,
  onCount,
}: {
  credential: JudgeCredential;
  identity: JudgeIdentity;
  judge: string;
  onCount: (count: number) => void;
}) {
  const client = useTRPCClient();
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [live, setLive] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Decided here: hidden at once, before the stream confirms it.
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState("");
  const now = useNow();

  useEffect(() => {
    const sub = client.judge.watch.subscribe(
      { credential },
      {
        onStarted: () => {
          setLive(true);
          setProblem(null);
        },
        onData: (event) => {
          const next = snapshotOf(event);
          // One stream, in order; a reconnection starts a new one (its version from 0 again).
          setSnapshot(next);
        },
        onError: (error) => {
          setLive(false);
          setProblem(errorText(error, "La coda delle richieste non risponde."));
        },
      },
    );
    return () => sub.unsubscribe();
  }, [client, credential]);

  const requests = (snapshot?.requests ?? []).filter((request) => !decided.has(request.id));
  useEffect(() => onCount(requests.length), [onCount, requests.length]);

  // Keys work on the focused request: the first one gets the focus when it arrives or when
  // the one before was decided — only if the focus is nowhere else (never steal a field).
  const listRef = useRef<HTMLOListElement>(null);
  const firstId = requests[0]?.id;
  useEffect(() => {
    if (firstId === undefined) return;
    const active = document.activeElement;
    const idle = active === null || active === document.body || active.id === "contenuto";
    if (!idle && !(listRef.current?.contains(active) && !active.closest("input, textarea, select"))) return;
    listRef.current?.querySelector<HTMLElement>('[data-testid="request"]')?.focus();
  }, [firstId]);

  return (
    <div className="queue" data-testid="queue" data-live={live} data-version={snapshot?.version ?? ""}>
      <div className="queue__head">
        <h2>Richieste in attesa</h2>
        <span className={`live${live ? " live--on" : ""}`} data-testid="queue-live">
          {live ? "● In diretta" : "○ Collegamento…"}
        </span>
      </div>
      <p className="help">
        Tasti: Tab fino a una richiesta, poi <kbd>1</kbd>–<kbd>5</kbd> per un motivo pronto, <kbd>A</kbd> ammetti, <kbd>R</kbd> respingi, <kbd>Invio</kbd>{" "}
        conferma.
      </p>
      <p className="sr-only" aria-live="polite" data-testid="queue-announce">
        {announcement}
      </p>
      {announcement !== "" && (
        <p className="notice" data-testid="queue-done">
          {announcement}
        </p>
      )}
      {problem !== null && (
        <p className="alert" role="alert" data-testid="queue-error">
          {problem}
        </p>
      )}
      {snapshot === null && problem === null && (
        <p className="status" role="status">
          Carico le richieste…
        </p>
      )}
      {snapshot !== null && requests.length === 0 && (
        <p className="empty" data-testid="queue-empty">
          Nessuna richiesta in attesa. Le nuove arrivano qui da sole.
        </p>
      )}
      <ol className="requests" ref={listRef}>
        {requests.map((request) => (
          <li key={request.id}>
            <RequestCard
              request={request}
              credential={credential}
              identity={identity}
              judge={judge}
              now={now}
              onDecided={(text) => {
                setDecided((prev) => new Set(prev).add(request.id));
                setAnnouncement(text);
              }}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
