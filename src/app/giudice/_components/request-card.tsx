"use client";

import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";

import { REASON_LABEL, VERDICT_ICON, VERDICT_LABEL } from "~/app/dizionario/_components/labels";
import { CardTile } from "~/app/tavolo/[id]/_components/card-tile";
import { useTRPCClient } from "~/trpc/react";

import { countdown, KIND_LABEL, KIND_MEANING, outcomeText, QUICK_REASONS, recordByDefault, SCOPE_LABEL, waiting, type Scope } from "./format";
import { PrecedentList } from "./precedent-list";
import { errorText } from "~/trpc/error-text";
import { requestCards, type JudgeCredential, type JudgeIdentity, type JudgeRequestDetail } from "./types";

const REASON_MAX = 500;

/**
 * One request with everything the judge needs to rule (issue #5): the word, the cards and the
 * meld, the dictionary's verdict and hint, the base word, near words, precedents and the
 * table's melds — all public at the table; a hand is never sent, so never shown.
 */
export function RequestCard({
  request,
  credential,
  identity,
  judge,
  now,
  onDecided,
}: {
  request: JudgeRequestDetail;
  credential: JudgeCredential;
  identity: JudgeIdentity;
  judge: string;
  now: number;
  onDecided: (announcement: string) => void;
}) {
  const client = useTRPCClient();
  const id = useId();
  const reasonRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [reason, setReason] = useState("");
  const [choice, setChoice] = useState<boolean | null>(null);
  const [recordTouched, setRecordTouched] = useState<boolean | null>(null);
  const [scope, setScope] = useState<Scope>("table");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const clock = countdown(request.deadlineAt, now);
  const cards = requestCards(request.cards);
  const verdict = request.verdict;
  const base = request.base ?? verdict.base ?? null;
  const seat = `Posto ${request.seat + 1}${request.seatName ? ` (${request.seatName})` : ""}`;
  const scopes = (["table", "event", "global"] as const).filter((s) => identity.scopes.includes(s) && (s !== "event" || request.eventId !== null));
  const recordShown = recordTouched ?? recordByDefault(request.kind, choice ?? true);

  async function decide(approve: boolean) {
    const text = reason.trim();
    if (text === "") {
      setChoice(approve);
      setError("Serve un motivo: sceglilo tra quelli pronti o scrivilo, poi premi Invio.");
      reasonRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const record = recordTouched ?? recordByDefault(request.kind, approve);
    try {
      await client.judge.rule.mutate({
        credential,
        requestId: request.id,
        approve,
        reason: text,
        judge,
        record: record ? { scope } : null,
      });
      onDecided(outcomeText(request.kind, approve, request.word));
    } catch (failure) {
      setError(errorText(failure, "La decisione non è arrivata al server. Riprova."));
      setBusy(false);
    }
  }

  function choose(approve: boolean) {
    setChoice(approve);
    setError(null);
    if (reason.trim() === "") reasonRef.current?.focus();
    else queueMicrotask(() => confirmRef.current?.focus());
  }

  function pickReason(text: string) {
    setReason(text);
    setError(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (busy || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target as HTMLElement;
    if (target.closest("input, textarea, select")) return;
    const key = event.key.toLowerCase();
    const quick = Number.parseInt(key, 10);
    if (key === "a" || key === "r") {
      event.preventDefault();
      choose(key === "a");
    } else if (quick >= 1 && quick <= QUICK_REASONS.length) {
      event.preventDefault();
      pickReason(QUICK_REASONS[quick - 1]!);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (choice === null) {
      setError("Scegli: Ammetti (A) o Respingi (R).");
      return;
    }
    void decide(choice);
  }

  return (
    <article
      className={`request request--${request.kind}`}
      data-testid="request"
      data-request={request.id}
      data-word={request.word}
      aria-labelledby={`${id}-title`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the card takes focus so the judge can decide it from the keyboard (A/R, the word's number, Enter); its buttons remain for pointer and screen-reader users
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <header className="request__head">
        <h3 id={`${id}-title`} className="request__title">
          <span className="request__kind">{KIND_LABEL[request.kind]}</span>{" "}
          <span className="request__word" data-testid="request-word">
            {request.word}
          </span>
        </h3>
        <p className={`request__clock${clock.urgent ? " request__clock--urgent" : ""}`} data-testid="request-countdown">
          {clock.late ? "Tempo scaduto" : `Scade tra ${clock.text}`}
        </p>
      </header>
      <p className="help">{KIND_MEANING[request.kind]}</p>
      <dl className="counts request__facts">
        <div>
          <dt>Tavolo</dt>
          <dd data-testid="request-table">{request.gameId}</dd>
        </div>
        <div>
          <dt>Chi chiede</dt>
          <dd data-testid="request-seat">{seat}</dd>
        </div>
        <div>
          <dt>In attesa</dt>
          <dd>{waiting(request.createdAt, now)}</dd>
        </div>
        <div>
          <dt>Regole</dt>
          <dd>
            {request.profile}, {request.judgeMode === "tournament" ? "torneo (penalità)" : "amichevole"}
          </dd>
        </div>
      </dl>

      {cards.length > 0 && (
        <div className="request__cards">
          <p className="request__label">Carte contestate</p>
          <ul className="tiles" data-testid="request-cards" aria-label={`Carte: ${request.word}`}>
            {cards.map((card, i) => (
              <li key={`${card}-${i}`}>
                <CardTile card={card} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {request.words.length > 1 && <p>Parole in gioco: {request.words.join(", ")}</p>}

      <div className={`verdict verdict--compact verdict--${verdict.verdict}`} data-testid="request-verdict" data-verdict={verdict.verdict}>
        <p className="verdict__title">
          <span aria-hidden="true">{VERDICT_ICON[verdict.verdict]}</span> Dizionario: {VERDICT_LABEL[verdict.verdict]}
        </p>
        {verdict.reason !== null && <p className="verdict__meaning">{REASON_LABEL[verdict.reason]}</p>}
        {verdict.hint !== "" && <p className="verdict__hint">{verdict.hint}</p>}
        {verdict.spelling !== undefined && (
          <p className="verdict__spelling">
            Si scrive <strong lang="it">{verdict.spelling}</strong>
          </p>
        )}
        {base !== null && (
          <p className="verdict__spelling" data-testid="request-base">
            Viene da <strong lang="it">{base}</strong>
          </p>
        )}
      </div>

      {request.nearWords.length > 0 && (
        <div>
          <p className="request__label">Parole vicine nel dizionario</p>
          <ul className="chips" data-testid="request-near">
            {request.nearWords.map((word) => (
              <li key={word} className="word">
                {word}
              </li>
            ))}
          </ul>
        </div>
      )}

      <details className="request__more" open={request.precedents.length > 0}>
        <summary>
          Precedenti su {request.word} ({request.precedents.length})
        </summary>
        {request.precedents.length === 0 ? <p className="help">Nessuna decisione precedente.</p> : <PrecedentList rulings={request.precedents} />}
      </details>

      <details className="request__more">
        <summary>Combinazioni in tavola</summary>
        {request.lines.every((line) => line.melds.length === 0) ? (
          <p className="help">Nessuna combinazione in tavola.</p>
        ) : (
          <div className="lines">
            {request.lines.map((line, li) => (
              <div key={li} data-testid={`request-line-${li}`}>
                <p className="request__label">Posti {line.seats.map((s) => s + 1).join(" e ")}</p>
                <ul className="melds">
                  {line.melds.map((meld, mi) => (
                    <li key={mi} className="meld">
                      <span className="word">{meld.word}</span>
                      {meld.burraco !== null && <span className={`badge${meld.burraco === "sporco" ? " badge--sporco" : ""}`}>Burraco {meld.burraco}</span>}
                      <span className="tiles tiles--meld">
                        {meld.cards.map((card, ci) => (
                          <CardTile key={`${card}-${ci}`} card={card} small />
                        ))}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </details>

      <form className="form request__decide" onSubmit={onSubmit}>
        <fieldset className="choice">
          <legend>Motivo pronto</legend>
          <div className="chips">
            {QUICK_REASONS.map((text, i) => (
              <button
                key={text}
                type="button"
                className={`chip${reason === text ? " chip--on" : ""}`}
                aria-pressed={reason === text}
                data-testid={`quick-reason-${i + 1}`}
                onClick={() => pickReason(text)}
              >
                <kbd>{i + 1}</kbd> {text}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-reason`}>Motivo (lo leggono i giocatori)</label>
          <input
            ref={reasonRef}
            id={`${id}-reason`}
            type="text"
            maxLength={REASON_MAX}
            value={reason}
            data-testid="request-reason"
            aria-invalid={error !== null && reason.trim() === "" ? true : undefined}
            aria-describedby={error !== null ? `${id}-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
          />
        </div>
        <div className="record">
          <label className="check">
            <input type="checkbox" checked={recordShown} data-testid="request-record" onChange={(event) => setRecordTouched(event.target.checked)} />
            <span>Registra la decisione: la parola resta {choice === false ? "esclusa" : "ammessa"} anche le prossime volte</span>
          </label>
          {recordShown && scopes.length > 1 && (
            <label className="record__scope">
              Dove vale{" "}
              <select value={scope} data-testid="request-scope" onChange={(event) => setScope(event.target.value as Scope)}>
                {scopes.map((s) => (
                  <option key={s} value={s}>
                    {s === "table" ? "Questo tavolo" : s === "event" ? "Tutto l'evento" : SCOPE_LABEL.global}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <div className="button-row">
          <button
            type="button"
            className={`button button--approve${choice === true ? " button--chosen" : ""}`}
            disabled={busy}
            aria-keyshortcuts="A"
            data-testid="request-approve"
            onClick={() => void decide(true)}
          >
            Ammetti la parola
          </button>
          <button
            type="button"
            className={`button button--reject${choice === false ? " button--chosen" : ""}`}
            disabled={busy}
            aria-keyshortcuts="R"
            data-testid="request-reject"
            onClick={() => void decide(false)}
          >
            Respingi la parola
          </button>
        </div>
        {choice !== null && (
          <button ref={confirmRef} type="submit" className="button button--secondary" disabled={busy} data-testid="request-confirm">
            Invio: conferma «{choice ? "Ammetti" : "Respingi"}»
          </button>
        )}
        {error !== null && (
          <p id={`${id}-error`} className="field-error" role="alert" data-testid="request-error">
            {error}
          </p>
        )}
      </form>
    </article>
  );
}
