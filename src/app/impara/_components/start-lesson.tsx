"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useId, useState } from "react";

import { NAME_MAX, rememberName, rememberedName } from "~/app/_components/remembered-name";
import { errorText } from "~/trpc/error-text";
import { useTRPCClient } from "~/trpc/react";

/** The lesson under way on this device: its table's seat link, to resume it. */
const LESSON_KEY = "burraco-parole:lezione";
const DEFAULT_NAME = "Giocatore";

function storedLesson(): string | null {
  try {
    const link = localStorage.getItem(LESSON_KEY);
    return link?.startsWith("/tavolo/") ? link : null;
  } catch {
    return null;
  }
}

/**
 * Starts "Impara a giocare" (`table.startLesson`: a table with the lesson's deal, the learner
 * seated) and opens it; a lesson already under way on this device can be resumed instead.
 */
export function StartLesson() {
  const id = useId();
  const client = useTRPCClient();
  const router = useRouter();
  const [name, setName] = useState("");
  const [resume, setResume] = useState<string | null>(null);

  // After the first render: the server's render has no localStorage.
  useEffect(() => {
    setName(rememberedName());
    setResume(storedLesson());
  }, []);

  const start = useMutation({
    mutationFn: (input: { name: string }) => client.table.startLesson.mutate(input),
    onSuccess: ({ seatLink }, input) => {
      try {
        localStorage.setItem(LESSON_KEY, seatLink);
      } catch {
        // Private browsing: the lesson works, it just cannot be resumed from here.
      }
      if (input.name !== DEFAULT_NAME) rememberName(input.name);
      router.push(seatLink);
    },
  });
  // Pending until the table replaces this page: no second lesson from a second click.
  const busy = start.isPending || start.isSuccess;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) start.mutate({ name: name.trim() || DEFAULT_NAME });
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="lesson-start">
      <h2 id={`${id}-title`}>{resume ? "La tua lezione" : "Comincia"}</h2>
      {resume && (
        <p>
          Hai una lezione a metà su questo dispositivo.{" "}
          <a href={resume} className="button" data-testid="lesson-resume">
            Riprendi la lezione
          </a>
        </p>
      )}
      <form className="form" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={`${id}-name`}>Il tuo nome (facoltativo)</label>
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="nickname"
            maxLength={NAME_MAX}
            placeholder={DEFAULT_NAME}
            value={name}
            data-testid="lesson-name"
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--large" disabled={busy} data-testid="lesson-begin">
          {busy ? "Preparo il tavolo…" : resume ? "Ricomincia da capo" : "Comincia la lezione"}
        </button>
        {start.isError && (
          <p className="alert" role="alert" data-testid="lesson-error">
            La lezione non è cominciata. {errorText(start.error)}
          </p>
        )}
      </form>
    </section>
  );
}
