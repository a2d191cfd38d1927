"use client";

import { useId, useState, type FormEvent } from "react";

import { parseJudgeLink, type JudgeCredential } from "./judge-link";

/** Without a code in the address: paste the judge link (or the admin's code). */
export function CredentialForm({ onCredential }: { onCredential: (credential: JudgeCredential) => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseJudgeLink(text);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    onCredential(parsed.credential);
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Entra come giudice</h2>
      <form className="form" onSubmit={onSubmit} data-testid="judge-credential-form">
        <div className="field">
          <label htmlFor={`${id}-link`}>Link del giudice o codice</label>
          <p className="help" id={`${id}-help`}>
            Il link del giudice lo dà chi ha creato il tavolo o l&apos;evento. L&apos;amministratore incolla il suo codice.
          </p>
          <input
            id={`${id}-link`}
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            value={text}
            data-testid="judge-credential-input"
            aria-invalid={error !== null || undefined}
            aria-describedby={error !== null ? `${id}-error` : `${id}-help`}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
          />
          {error !== null && (
            <p id={`${id}-error`} className="field-error" data-testid="judge-credential-error">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="button" data-testid="judge-credential-submit">
          Apri la console
        </button>
      </form>
    </section>
  );
}
