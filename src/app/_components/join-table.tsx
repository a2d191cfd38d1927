"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";

import { parseTableLink } from "./table-link";

/** Home: paste the link of a seat (or the spectators') and go to the table. */
export function JoinTable() {
  const id = useId();
  const router = useRouter();
  const [link, setLink] = useState("");
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseTableLink(link);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    router.push(parsed.path);
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Hai un link?</h2>
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-link`}>Incolla il link del tuo posto</label>
          <input
            id={`${id}-link`}
            type="text"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="https://…/tavolo/…?posto=…"
            value={link}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            data-testid="join-link"
            onChange={(event) => {
              setLink(event.target.value);
              setError(null);
            }}
          />
        </div>
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert" data-testid="join-error">
            {error}
          </p>
        )}
        <button type="submit" className="button" data-testid="join-submit">
          Vai al tavolo
        </button>
      </form>
    </section>
  );
}
