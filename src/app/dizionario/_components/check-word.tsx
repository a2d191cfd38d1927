"use client";

import { keepPreviousData, skipToken, useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";

import { PROFILES } from "~/lexicon/profiles";
import type { ProfileName, WordCheck } from "~/lexicon/types";
import { useTRPC } from "~/trpc/react";
import { describeError } from "./error-message";
import { REASON_LABEL, VERDICT_ICON, VERDICT_LABEL, VERDICT_MEANING } from "./labels";
import { useDebounced } from "./use-debounced";

const MAX_WORD_LENGTH = 64;
// Long enough not to flash "Non valida" at every half-typed word.
const TYPING_PAUSE_MS = 350;

export function CheckWord({ profile }: { profile: ProfileName }) {
  const trpc = useTRPC();
  const id = useId();
  const [text, setText] = useState("");
  const debounced = useDebounced(text.trim(), TYPING_PAUSE_MS);
  // Enter asks at once instead of waiting for the typing pause.
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [emptyError, setEmptyError] = useState(false);
  const word = submitted ?? debounced;

  const check = useQuery(
    trpc.dictionary.check.queryOptions(word === "" ? skipToken : { word, profile }, {
      placeholderData: keepPreviousData,
    }),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = text.trim();
    setEmptyError(trimmed === "");
    setSubmitted(trimmed);
    // Asking again for the same word after a failure tries the server again.
    if (trimmed !== "" && trimmed === word && check.isError) void check.refetch();
  }

  const showResult = text.trim() !== "" && word !== "";
  const result = showResult ? check.data : undefined;
  const stale = check.isPlaceholderData || check.isFetching;

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Controlla una parola</h2>
      <search aria-labelledby={`${id}-title`}>
        <form className="form" onSubmit={onSubmit}>
          <div className="field">
            <label htmlFor={`${id}-word`}>Parola</label>
            <div className="input-row">
              <input
                id={`${id}-word`}
                data-testid="check-input"
                type="text"
                inputMode="text"
                enterKeyHint="search"
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                maxLength={MAX_WORD_LENGTH}
                placeholder="es. casa"
                value={text}
                aria-invalid={emptyError || undefined}
                aria-describedby={emptyError ? `${id}-word-error` : undefined}
                onChange={(event) => {
                  setText(event.target.value);
                  setSubmitted(null);
                  setEmptyError(false);
                }}
              />
              <button type="submit" className="button" data-testid="check-submit">
                Controlla
              </button>
            </div>
            {emptyError && (
              <p id={`${id}-word-error`} className="field-error" data-testid="check-input-error">
                Scrivi una parola da controllare.
              </p>
            )}
          </div>
        </form>
      </search>

      {/* Screen readers hear one short sentence per verdict, not the whole card. */}
      <p className="sr-only" aria-live="polite" data-testid="check-announce">
        {result && !stale ? announce(result) : ""}
      </p>

      {showResult && (
        <div className="result-area">
          {check.isPending && (
            <p className="status" data-testid="check-loading" role="status">
              Controllo in corso…
            </p>
          )}
          {check.isError && (
            <div className="alert" role="alert" data-testid="check-error">
              <p>{describeError(check.error)}</p>
              <button type="button" className="button button--quiet" disabled={check.isFetching} onClick={() => void check.refetch()}>
                Riprova
              </button>
            </div>
          )}
          {result && <Verdict check={result} stale={stale} />}
        </div>
      )}
    </section>
  );
}

function announce(check: WordCheck): string {
  const head = check.word !== "" ? `${check.word}: ${VERDICT_LABEL[check.verdict].toLowerCase()}.` : `${VERDICT_LABEL[check.verdict]}.`;
  return `${head} ${check.hint}`.trim();
}

function Verdict({ check, stale }: { check: WordCheck; stale: boolean }) {
  // A valid word only carries a reason as a note (scuola: "valida, ma…").
  const reasonTerm = check.verdict === "valid" ? "Nota" : "Motivo";
  return (
    <article
      className={`verdict verdict--${check.verdict}`}
      data-testid="check-result"
      data-verdict={check.verdict}
      aria-busy={stale}
      aria-label={`Risultato per ${check.word || check.input}`}
    >
      <div className="verdict__head">
        <span className="verdict__icon" aria-hidden="true">
          {VERDICT_ICON[check.verdict]}
        </span>
        <div>
          <p className="verdict__title">
            <span className="verdict__label" data-testid="check-verdict">
              {VERDICT_LABEL[check.verdict]}
            </span>
            {check.word !== "" && (
              <span className="verdict__word" data-testid="check-word">
                <span className="sr-only">: </span>
                {check.word}
              </span>
            )}
          </p>
          <p className="verdict__meaning">{VERDICT_MEANING[check.verdict]}</p>
        </div>
      </div>

      {check.spelling !== undefined && <SpellingLine lead="Si scrive" text={check.spelling} testId="check-spelling" />}
      {check.base !== undefined && <SpellingLine lead="Viene da" text={check.base} testId="check-base" />}

      {check.hint !== "" && (
        <p className="verdict__hint" data-testid="check-hint">
          {check.hint}
        </p>
      )}

      <dl className="verdict__details">
        {check.reason !== null && (
          <div>
            <dt>{reasonTerm}</dt>
            <dd data-testid="check-reason" data-reason={check.reason}>
              {REASON_LABEL[check.reason]}
            </dd>
          </div>
        )}
        <div>
          <dt>Regole</dt>
          <dd>{PROFILES[check.profile].label}</dd>
        </div>
      </dl>
    </article>
  );
}

/** A real spelling shown large: «Si scrive città», «Viene da gatto». */
function SpellingLine({ lead, text, testId }: { lead: string; text: string; testId: string }) {
  return (
    <p className="verdict__spelling">
      {lead}{" "}
      <strong data-testid={testId} lang="it">
        {text}
      </strong>
    </p>
  );
}
