"use client";

import { useQuery } from "@tanstack/react-query";

import { useTRPC } from "~/trpc/react";

import { PrecedentList } from "./precedent-list";
import { errorText } from "~/trpc/error-text";
import type { JudgeCredential, RulingView } from "./types";

/** Coerenza: the words ruled both ways — in force now in different places first, highlighted. */
export function ConsistencyView({ credential }: { credential: JudgeCredential }) {
  const trpc = useTRPC();
  const consistency = useQuery(trpc.judge.rulings.consistency.queryOptions({ credential }, { staleTime: 0 }));

  return (
    <section className="card">
      <h2>Parole decise in modi diversi</h2>
      <p className="help">
        Una parola ammessa in un posto ed esclusa in un altro, o cambiata nel tempo. In evidenza i conflitti ancora in vigore: decidi tu quale decisione tenere
        (Precedenti → Cambia o Ritira).
      </p>
      {consistency.isPending && <p className="status">Controllo…</p>}
      {consistency.isError && (
        <p className="alert" role="alert">
          {errorText(consistency.error)}
        </p>
      )}
      {consistency.data?.length === 0 && <p data-testid="consistency-empty">Nessuna parola decisa in modi diversi.</p>}
      <ul className="conflicts">
        {consistency.data?.map((entry) => (
          <li
            key={entry.word}
            className={`conflict${entry.activeConflict ? " conflict--active" : ""}`}
            data-testid="conflict"
            data-word={entry.word}
            data-active={entry.activeConflict}
          >
            <h3>
              <span className="word">{entry.word}</span>{" "}
              {entry.activeConflict ? <span className="badge badge--alert">⚠ In conflitto ora</span> : <span className="count">cambiata nel tempo</span>}
            </h3>
            <PrecedentList rulings={entry.rulings as RulingView[]} />
          </li>
        ))}
      </ul>
    </section>
  );
}
