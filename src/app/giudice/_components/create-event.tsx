"use client";

import { useMutation } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";

import { useOrigin } from "~/app/_components/use-origin";
import { useTRPC } from "~/trpc/react";

import type { JudgeCredential } from "./judge-link";
import { errorText } from "~/trpc/error-text";

/** A new event (a tournament, a class): its judge link, shown once; its tables are created with its id. */
export function CreateEvent({ onOpen }: { onOpen: (credential: JudgeCredential) => void }) {
  const trpc = useTRPC();
  const id = useId();
  const [name, setName] = useState("");
  const create = useMutation(trpc.judge.event.create.mutationOptions());
  const origin = useOrigin();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() === "") return;
    create.mutate({ name: name.trim() });
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Crea un evento</h2>
      <p className="help">Un torneo o una classe con più tavoli e un solo giudice: le sue decisioni valgono per tutti i tavoli dell&apos;evento.</p>
      <form className="form" onSubmit={onSubmit} data-testid="event-create-form">
        <div className="field">
          <label htmlFor={`${id}-name`}>Nome dell&apos;evento</label>
          <input
            id={`${id}-name`}
            type="text"
            maxLength={80}
            required
            value={name}
            placeholder="es. Torneo di primavera"
            data-testid="event-name"
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={create.isPending} data-testid="event-submit">
          {create.isPending ? "Creazione…" : "Crea l'evento"}
        </button>
        {create.isError && (
          <p className="alert" role="alert">
            {errorText(create.error, "L'evento non è stato creato. Riprova.")}
          </p>
        )}
      </form>
      {create.data && (
        <div className="result-area" aria-live="polite" data-testid="event-result">
          <h3>Evento «{create.data.name}» creato</h3>
          <p>
            Codice per i tavoli dell&apos;evento:{" "}
            <strong className="links__url" data-testid="event-table-code">
              {create.data.tableCode}
            </strong>{" "}
            — chi crea un tavolo dell&apos;evento lo scrive nel modulo del tavolo. Senza questo codice nessuno può aggiungere tavoli all&apos;evento.
          </p>
          <p className="help">
            Evento n. <span data-testid="event-id">{create.data.eventId}</span>. Il codice per i tavoli e il link del giudice si vedono solo ora: copiali; il
            link dallo solo al giudice.
          </p>
          <p>
            <a href={origin + create.data.judgeLink} className="links__url" data-testid="event-judge-link">
              {origin + create.data.judgeLink}
            </a>
          </p>
          <button type="button" className="button button--secondary" onClick={() => onOpen({ eventId: create.data.eventId, token: create.data.judgeToken })}>
            Apri la console dell&apos;evento
          </button>
        </div>
      )}
    </section>
  );
}
