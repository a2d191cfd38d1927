"use client";

import { skipToken, useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";

import type { FoundWord, Wild } from "~/lexicon/types";
import { useTRPC } from "~/trpc/react";
import { MAX_HAND_LETTERS, parseCardLetters } from "./card-letters";
import { describeError } from "./error-message";
import { groupByLength } from "./group-by-length";
import { VERDICT_LABEL, WILD_LABEL } from "./labels";

type WildChoice = "" | Wild;

interface FindRequest {
  letters: string;
  wild: Wild | null;
}

export function FindWords() {
  const trpc = useTRPC();
  const id = useId();
  const [text, setText] = useState("");
  const [wild, setWild] = useState<WildChoice>("");
  const [request, setRequest] = useState<FindRequest | null>(null);
  const [emptyError, setEmptyError] = useState(false);

  const parsed = parseCardLetters(text);
  const inputError = !parsed.ok ? parsed.message : emptyError ? "Scrivi almeno una lettera." : null;

  const find = useQuery(trpc.dictionary.find.queryOptions(request ?? skipToken));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!parsed.ok) return;
    if (parsed.letters === "") {
      setEmptyError(true);
      return;
    }
    setRequest({ letters: parsed.letters, wild: wild === "" ? null : wild });
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Trova parole</h2>
      <p className="help">
        Scrivi le lettere che hai in mano (al massimo {MAX_HAND_LETTERS}): ti mostriamo le parole
        che puoi comporre, dalla più lunga.
      </p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-letters`}>Lettere</label>
          <input
            id={`${id}-letters`}
            data-testid="find-letters"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            placeholder="es. CASAPT"
            value={text}
            aria-invalid={inputError !== null}
            aria-describedby={inputError !== null ? `${id}-letters-error` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setEmptyError(false);
            }}
          />
          {inputError !== null && (
            <p id={`${id}-letters-error`} className="field-error" data-testid="find-letters-error">
              {inputError}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-wild`}>Matta</label>
          <select
            id={`${id}-wild`}
            data-testid="find-wild"
            value={wild}
            aria-describedby={`${id}-wild-help`}
            onChange={(event) => setWild(event.target.value as WildChoice)}
          >
            <option value="">Nessuna</option>
            <option value="jolly">Jolly</option>
            <option value="pinella">Pinella</option>
          </select>
          <p id={`${id}-wild-help`} className="help">
            Il jolly sostituisce qualsiasi lettera, la pinella solo una vocale.
          </p>
        </div>
        <button type="submit" className="button" data-testid="find-submit">
          Cerca
        </button>
      </form>

      <div aria-live="polite" className="result-area">
        {request !== null && find.isFetching && (
          <p className="status" data-testid="find-loading">
            Ricerca in corso…
          </p>
        )}
        {find.isError && (
          <p className="alert" role="alert" data-testid="find-error">
            {describeError(find.error)}
          </p>
        )}
        {request !== null && find.data && !find.isFetching && (
          <FindResults
            words={find.data.words}
            truncated={find.data.truncated}
            wild={request.wild}
          />
        )}
      </div>
    </section>
  );
}

function FindResults({
  words,
  truncated,
  wild,
}: {
  words: FoundWord[];
  truncated: boolean;
  wild: Wild | null;
}) {
  if (words.length === 0) {
    return (
      <p className="status" data-testid="find-empty">
        Nessuna parola con queste lettere.
      </p>
    );
  }
  const groups = groupByLength(words);
  return (
    <div data-testid="find-results">
      <p className="status">
        {truncated ? (
          <span data-testid="find-truncated">
            Più di {words.length} parole: ecco le {words.length} che valgono di più.
          </span>
        ) : words.length === 1 ? (
          "1 parola trovata."
        ) : (
          `${words.length} parole trovate.`
        )}
      </p>
      {groups.map((group) => (
        <section
          key={group.length}
          className="word-group"
          data-testid="find-group"
          data-length={group.length}
          aria-labelledby={`group-${group.length}`}
        >
          <h3 id={`group-${group.length}`}>
            {group.length} lettere{" "}
            <span className="count" data-testid="find-group-count">
              {group.words.length === 1 ? "1 parola" : `${group.words.length} parole`}
            </span>
          </h3>
          <ul className="word-list">
            {group.words.map((found) => (
              <li key={`${found.word}-${found.wildAt ?? "-"}`} data-testid="find-word">
                <WordLetters found={found} wild={wild} />
                <span className="points">{found.value} punti</span>
                {found.verdict !== "valid" && (
                  <span className="tag">{VERDICT_LABEL[found.verdict]}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function WordLetters({ found, wild }: { found: FoundWord; wild: Wild | null }) {
  const letters = Array.from(found.word);
  const wildLetter = found.wildAt === null ? undefined : letters[found.wildAt];
  const wildName = wild === null ? "matta" : WILD_LABEL[wild];
  return (
    <span className="word">
      {letters.map((letter, index) =>
        index === found.wildAt ? (
          <mark key={index} className="wild" data-testid="find-wild-letter" title={wildName}>
            {letter}
          </mark>
        ) : (
          <span key={index}>{letter}</span>
        ),
      )}
      {wildLetter !== undefined && (
        <span className="sr-only">
          {" "}
          (la {wildLetter} in posizione {(found.wildAt ?? 0) + 1} è {wild === "pinella" ? "la" : "il"}{" "}
          {wildName})
        </span>
      )}
    </span>
  );
}
