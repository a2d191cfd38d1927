"use client";

import { skipToken, useQuery } from "@tanstack/react-query";
import { useId, useState, type CSSProperties, type FormEvent } from "react";

import { PROFILES } from "~/lexicon/profiles";
import type { FoundWord, ProfileName, Wild } from "~/lexicon/types";
import { useTRPC } from "~/trpc/react";
import { MAX_HAND_LETTERS, parseCardLetters } from "./card-letters";
import { describeError } from "./error-message";
import { groupByLength, type LengthGroup } from "./group-by-length";
import { countWords, VERDICT_LABEL, WILD_LABEL, WILD_WITH_ARTICLE } from "./labels";

type WildChoice = "" | Wild;

const WILD_CHOICES: readonly { value: WildChoice; label: string }[] = [
  { value: "", label: "Nessuna" },
  { value: "jolly", label: "Jolly" },
  { value: "pinella", label: "Pinella" },
];

/** The router's ceiling (MAX_FIND_LIMIT): enough for any 6-9 card hand, cut for 22 cards. */
const FIND_LIMIT = 500;
/** Words shown per length before "Mostra tutte": a phone screen or two. */
const SHOWN_PER_GROUP = 12;
/** A group only folds when that hides a real number of words, not one or two. */
const FOLD_FROM = SHOWN_PER_GROUP + 6;
/** Art. 4.2: 7 or more cards make a burraco. */
const BURRACO_LENGTH = 7;

interface FindRequest {
  letters: string;
  wild: Wild | null;
}

export function FindWords({ profile }: { profile: ProfileName }) {
  const trpc = useTRPC();
  const id = useId();
  const [text, setText] = useState("");
  const [wild, setWild] = useState<WildChoice>("");
  const [request, setRequest] = useState<FindRequest | null>(null);
  const [emptyError, setEmptyError] = useState(false);

  const parsed = parseCardLetters(text);
  const inputError = !parsed.ok ? parsed.message : emptyError ? "Scrivi almeno una lettera." : null;

  // Longest first, so the cut (a 22-card hand makes thousands of words) only ever drops
  // the shortest words and every group above the last one is complete.
  const find = useQuery(trpc.dictionary.find.queryOptions(request === null ? skipToken : { ...request, profile, sortBy: "length", limit: FIND_LIMIT }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!parsed.ok) return;
    if (parsed.letters === "") {
      setEmptyError(true);
      return;
    }
    const next = { letters: parsed.letters, wild: wild === "" ? null : wild };
    setRequest(next);
    // The same search after a failure tries the server again.
    if (find.isError && request?.letters === next.letters && request.wild === next.wild) {
      void find.refetch();
    }
  }

  const letterCount = parsed.ok ? parsed.letters.length : null;
  const data = request !== null && !find.isFetching ? find.data : undefined;

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Trova parole</h2>
      <p className="help">Scrivi le lettere che hai in mano (al massimo {MAX_HAND_LETTERS}): ti mostriamo le parole che puoi comporre, dalla più lunga.</p>
      <form className="form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
        <div className="field">
          <label htmlFor={`${id}-letters`}>Lettere</label>
          <input
            id={`${id}-letters`}
            className="input--letters"
            data-testid="find-letters"
            type="text"
            enterKeyHint="search"
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            placeholder="es. CASAPT"
            value={text}
            aria-invalid={inputError !== null}
            aria-describedby={`${id}-letters-count${inputError !== null ? ` ${id}-letters-error` : ""}`}
            onChange={(event) => {
              setText(event.target.value);
              setEmptyError(false);
            }}
          />
          <p id={`${id}-letters-count`} className="help" data-testid="find-letters-count">
            {letterCount === null || letterCount === 0
              ? `Da 1 a ${MAX_HAND_LETTERS} lettere; gli spazi non contano.`
              : `${letterCount} ${letterCount === 1 ? "lettera" : "lettere"} su ${MAX_HAND_LETTERS}.`}
          </p>
          {inputError !== null && (
            <p id={`${id}-letters-error`} className="field-error" data-testid="find-letters-error">
              {inputError}
            </p>
          )}
        </div>
        <fieldset className="choice" data-testid="find-wild" aria-describedby={`${id}-wild-help`}>
          <legend>Matta</legend>
          <div className="choice__options">
            {WILD_CHOICES.map((choice) => (
              <label key={choice.value} className="choice__option">
                <input
                  type="radio"
                  name={`${id}-wild`}
                  value={choice.value}
                  checked={wild === choice.value}
                  data-testid={`find-wild-${choice.value || "none"}`}
                  onChange={() => setWild(choice.value)}
                />
                <span>{choice.label}</span>
              </label>
            ))}
          </div>
          <p id={`${id}-wild-help`} className="help">
            Il jolly sostituisce qualsiasi lettera, la pinella solo una vocale.
          </p>
        </fieldset>
        <button type="submit" className="button" data-testid="find-submit" aria-describedby={`${id}-status`}>
          Cerca
        </button>
      </form>

      {/* One short sentence for screen readers, never the whole list. */}
      <p id={`${id}-status`} className="sr-only" aria-live="polite" data-testid="find-announce">
        {request === null ? "" : find.isFetching ? "Ricerca in corso…" : data ? summary(data.words.length, data.truncated) : ""}
      </p>

      {request !== null && (
        <div className="result-area">
          {find.isFetching && (
            <p className="status" data-testid="find-loading">
              Ricerca in corso…
            </p>
          )}
          {find.isError && !find.isFetching && (
            <div className="alert" role="alert" data-testid="find-error">
              <p>{describeError(find.error)}</p>
              <button type="button" className="button button--quiet" onClick={() => void find.refetch()}>
                Riprova
              </button>
            </div>
          )}
          {data && (
            <FindResults
              key={`${request.letters}-${request.wild ?? ""}-${profile}`}
              request={request}
              profile={profile}
              words={data.words}
              truncated={data.truncated}
            />
          )}
        </div>
      )}
    </section>
  );
}

function summary(count: number, truncated: boolean): string {
  if (count === 0) return "Nessuna parola con queste lettere.";
  if (truncated) return `Più di ${countWords(count)}: ecco le ${count.toLocaleString("it-IT")} più lunghe.`;
  return count === 1 ? "1 parola trovata." : `${countWords(count)} trovate.`;
}

function FindResults({ request, profile, words, truncated }: { request: FindRequest; profile: ProfileName; words: FoundWord[]; truncated: boolean }) {
  const id = useId();
  const asked = (
    <>
      <strong className="word">{request.letters}</strong>
      {request.wild !== null && <> + {WILD_LABEL[request.wild]}</>}
    </>
  );
  if (words.length === 0) {
    return (
      <p className="status" data-testid="find-empty">
        Con {asked} non si compone nessuna parola di almeno 3 lettere (regole {PROFILES[profile].label}).
      </p>
    );
  }
  const groups = groupByLength(words);
  const shortest = groups[groups.length - 1]!.length;
  return (
    <div data-testid="find-results">
      <p className="status">
        Con {asked} (regole {PROFILES[profile].label}):{" "}
        {truncated ? (
          <span data-testid="find-truncated">
            più di {countWords(words.length)}. Qui ci sono le {words.length.toLocaleString("it-IT")} più lunghe: quelle da {shortest} lettere potrebbero essere
            di più, le più corte non sono elencate.
          </span>
        ) : (
          <span data-testid="find-total">{words.length === 1 ? "1 parola" : `${countWords(words.length)}`}.</span>
        )}
      </p>
      {groups.map((group) => (
        <WordGroup key={group.length} id={`${id}-${group.length}`} group={group} wild={request.wild} partial={truncated && group.length === shortest} />
      ))}
    </div>
  );
}

function WordGroup({ id, group, wild, partial }: { id: string; group: LengthGroup; wild: Wild | null; partial: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const folds = group.words.length >= FOLD_FROM;
  const shown = expanded || !folds ? group.words : group.words.slice(0, SHOWN_PER_GROUP);
  // Columns as wide as the group's words, so long words are not broken across lines.
  const style = { "--word-chars": group.length } as CSSProperties;
  return (
    <section className="word-group" data-testid="find-group" data-length={group.length} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {group.length} lettere
        {group.length >= BURRACO_LENGTH && <span className="badge">burraco</span>}
        <span className="count" data-testid="find-group-count">
          {partial ? `almeno ${countWords(group.words.length)}` : countWords(group.words.length)}
        </span>
      </h3>
      <ul className="word-list" id={`${id}-list`} style={style}>
        {shown.map((found) => (
          <li key={`${found.word}-${found.wildAt ?? "-"}`} data-testid="find-word">
            <WordLetters found={found} wild={wild} />
            <span className="points">{found.value} punti</span>
            {found.verdict !== "valid" && <span className="tag">{VERDICT_LABEL[found.verdict]}</span>}
          </li>
        ))}
      </ul>
      {folds && (
        <button
          type="button"
          className="button button--quiet"
          data-testid="find-group-more"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? `Mostra solo le prime ${SHOWN_PER_GROUP}` : `Mostra tutte le ${group.words.length.toLocaleString("it-IT")}`}
          <span className="sr-only"> parole da {group.length} lettere</span>
        </button>
      )}
    </section>
  );
}

function WordLetters({ found, wild }: { found: FoundWord; wild: Wild | null }) {
  const letters = Array.from(found.word);
  const wildLetter = found.wildAt === null ? undefined : letters[found.wildAt];
  const wildName = wild === null ? "la matta" : WILD_WITH_ARTICLE[wild];
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
          (la {wildLetter} in posizione {(found.wildAt ?? 0) + 1} è {wildName})
        </span>
      )}
    </span>
  );
}
