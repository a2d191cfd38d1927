"use client";

import { keepPreviousData, skipToken, useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";

import { PROFILES } from "~/lexicon/profiles";
import { PROFILE_NAMES, type ProfileName, type WordCheck } from "~/lexicon/types";
import { useTRPC } from "~/trpc/react";
import { describeError } from "./error-message";
import { REASON_LABEL, VERDICT_ICON, VERDICT_LABEL } from "./labels";
import { useDebounced } from "./use-debounced";

const MAX_WORD_LENGTH = 64;
const TYPING_PAUSE_MS = 200;

export function CheckWord() {
  const trpc = useTRPC();
  const id = useId();
  const [text, setText] = useState("");
  const [profile, setProfile] = useState<ProfileName>("torneo");
  const debounced = useDebounced(text.trim(), TYPING_PAUSE_MS);
  // Enter asks at once instead of waiting for the typing pause.
  const [submitted, setSubmitted] = useState<string | null>(null);
  const word = submitted ?? debounced;

  const check = useQuery(
    trpc.dictionary.check.queryOptions(word === "" ? skipToken : { word, profile }, {
      placeholderData: keepPreviousData,
    }),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(text.trim());
  }

  const showResult = text.trim() !== "" && word !== "";

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Controlla una parola</h2>
      <form className="form" onSubmit={onSubmit} role="search">
        <div className="field">
          <label htmlFor={`${id}-word`}>Parola</label>
          <input
            id={`${id}-word`}
            data-testid="check-input"
            type="text"
            inputMode="text"
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={MAX_WORD_LENGTH}
            placeholder="es. casa"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setSubmitted(null);
            }}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-profile`}>Regole</label>
          <select
            id={`${id}-profile`}
            data-testid="check-profile"
            value={profile}
            aria-describedby={`${id}-profile-help`}
            onChange={(event) => setProfile(event.target.value as ProfileName)}
          >
            {PROFILE_NAMES.map((name) => (
              <option key={name} value={name}>
                {PROFILES[name].label}
              </option>
            ))}
          </select>
          <p id={`${id}-profile-help`} className="help">
            {PROFILES[profile].description}
          </p>
        </div>
        <button type="submit" className="button">
          Controlla
        </button>
      </form>

      <div aria-live="polite" className="result-area">
        {showResult && check.isPending && (
          <p className="status" data-testid="check-loading">
            Controllo in corso…
          </p>
        )}
        {showResult && check.isError && (
          <p className="alert" role="alert" data-testid="check-error">
            {describeError(check.error)}
          </p>
        )}
        {showResult && check.data && (
          <Verdict check={check.data} stale={check.isPlaceholderData || check.isFetching} />
        )}
      </div>
    </section>
  );
}

function Verdict({ check, stale }: { check: WordCheck; stale: boolean }) {
  return (
    <article
      className={`verdict verdict--${check.verdict}`}
      data-testid="check-result"
      data-verdict={check.verdict}
      aria-busy={stale}
    >
      <p className="verdict__head">
        <span className="verdict__icon" aria-hidden="true">
          {VERDICT_ICON[check.verdict]}
        </span>
        <span className="verdict__label" data-testid="check-verdict">
          {VERDICT_LABEL[check.verdict]}
        </span>
        {check.word !== "" && (
          <span className="verdict__word">
            <span className="sr-only">: </span>
            {check.word}
          </span>
        )}
      </p>
      <dl className="verdict__details">
        {check.reason !== null && (
          <div>
            <dt>Motivo</dt>
            <dd data-testid="check-reason" data-reason={check.reason}>
              {REASON_LABEL[check.reason]}
            </dd>
          </div>
        )}
        {check.spelling !== undefined && (
          <div>
            <dt>Si scrive</dt>
            <dd data-testid="check-spelling" lang="it">
              {check.spelling}
            </dd>
          </div>
        )}
        {check.base !== undefined && (
          <div>
            <dt>Parola di base</dt>
            <dd data-testid="check-base">{check.base}</dd>
          </div>
        )}
        <div>
          <dt>Regole</dt>
          <dd>{PROFILES[check.profile].label}</dd>
        </div>
      </dl>
      {check.hint !== "" && (
        <p className="verdict__hint" data-testid="check-hint">
          {check.hint}
        </p>
      )}
    </article>
  );
}
