"use client";

import { type FormEvent, useId, useState } from "react";

import { NAME_MAX, rememberName, rememberedName } from "~/app/_components/remembered-name";
import { errorText } from "~/trpc/error-text";

/**
 * The player's name at this seat: asked at the top of the table until given (the game does
 * not wait for it), then shown with a way to change it. Saving joins again with the name:
 * the same seat, now named for everybody (seats, turn, Cronaca). At a §7 table the seat's
 * move clock starts only then (`timed`), and the form says so.
 */
export function NameForm({ name, timed, save }: { name: string | null; timed: boolean; save: (name: string) => Promise<void> }) {
  const id = useId();
  const [editing, setEditing] = useState(name === null);
  const [value, setValue] = useState(() => name ?? rememberedName());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed === "") {
      setError("Scrivi il tuo nome.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await save(trimmed);
      rememberName(trimmed);
      setEditing(false);
    } catch (failure) {
      setError(errorText(failure, "Il nome non è stato salvato: riprova."));
    } finally {
      setBusy(false);
    }
  }

  if (!editing && name !== null) {
    return (
      <p className="name-line">
        <span className="name-line__label">Giochi come</span> <strong data-testid="my-name">{name}</strong>{" "}
        <button type="button" className="button button--small button--secondary" onClick={() => setEditing(true)}>
          Cambia<span className="name-line__label">&nbsp;nome</span>
        </button>
      </p>
    );
  }
  return (
    <form className="name-form" onSubmit={(event) => void onSubmit(event)} data-testid="name-form">
      <div className="field">
        <label htmlFor={`${id}-name`}>Come ti chiami?</label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="nickname"
          maxLength={NAME_MAX}
          value={value}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : `${id}-help`}
          data-testid="name-input"
          onChange={(event) => setValue(event.target.value)}
        />
        <p id={`${id}-help`} className="help">
          Gli altri vedranno questo nome al tuo posto.{timed && name === null && " Il tempo delle tue mosse parte quando lo salvi."}
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert" data-testid="error-name">
          {error}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button" disabled={busy} data-testid="name-submit">
          Salva il nome
        </button>
        {name !== null && (
          <button type="button" className="button button--secondary" onClick={() => setEditing(false)}>
            Annulla
          </button>
        )}
      </div>
    </form>
  );
}
