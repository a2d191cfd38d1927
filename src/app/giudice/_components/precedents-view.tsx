"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";

import { useTRPC, useTRPCClient } from "~/trpc/react";

import { dayBound, type Scope } from "./format";
import { PrecedentList } from "./precedent-list";
import { errorText } from "~/trpc/error-text";
import type { JudgeCredential, JudgeIdentity, RulingView } from "./types";

interface Filter {
  word?: string;
  judge?: string;
  eventId?: string;
  scope?: Scope;
  from?: number;
  to?: number;
  activeOnly: boolean;
}

/** Precedenti: past rulings by word, judge, event, scope and dates; supersede or withdraw one in force. */
export function PrecedentsView({ credential, identity, judge }: { credential: JudgeCredential; identity: JudgeIdentity; judge: string }) {
  const trpc = useTRPC();
  const id = useId();
  const [word, setWord] = useState("");
  const [judgeName, setJudgeName] = useState("");
  const [eventId, setEventId] = useState("");
  const [scope, setScope] = useState<"" | Scope>("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [activeOnly, setActiveOnly] = useState(false);
  const [filter, setFilter] = useState<Filter>({ activeOnly: false });

  const search = useQuery(trpc.judge.rulings.search.queryOptions({ credential, ...filter, limit: 200 }, { staleTime: 0 }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const clean = (text: string) => (text.trim() === "" ? undefined : text.trim());
    setFilter({
      word: clean(word),
      judge: clean(judgeName),
      eventId: clean(eventId),
      scope: scope === "" ? undefined : scope,
      from: dayBound(from),
      to: dayBound(to, true),
      activeOnly,
    });
  }

  return (
    <div className="stack">
      <search className="card" aria-labelledby={`${id}-title`}>
        <form className="form" onSubmit={onSubmit} data-testid="search-form">
          <h2 id={`${id}-title`}>Cerca tra le decisioni</h2>
          <div className="filters">
            <div className="field">
              <label htmlFor={`${id}-word`}>Parola</label>
              <input
                id={`${id}-word`}
                type="text"
                className="input--letters"
                autoComplete="off"
                value={word}
                data-testid="search-word"
                onChange={(e) => setWord(e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-judge`}>Giudice</label>
              <input
                id={`${id}-judge`}
                type="text"
                autoComplete="off"
                value={judgeName}
                data-testid="search-judge"
                onChange={(e) => setJudgeName(e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-event`}>Evento (codice)</label>
              <input
                id={`${id}-event`}
                type="text"
                autoComplete="off"
                value={eventId}
                placeholder={identity.eventId ?? ""}
                data-testid="search-event"
                onChange={(e) => setEventId(e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-scope`}>Ambito</label>
              <select id={`${id}-scope`} value={scope} data-testid="search-scope" onChange={(e) => setScope(e.target.value as "" | Scope)}>
                <option value="">Tutti</option>
                <option value="table">Tavolo</option>
                <option value="event">Evento</option>
                <option value="global">Tutti i tavoli (globale)</option>
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-from`}>Dal giorno</label>
              <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-to`}>Al giorno</label>
              <input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
            </div>
          </div>
          <label className="check">
            <input type="checkbox" checked={activeOnly} onChange={(e) => setActiveOnly(e.target.checked)} />
            <span>Solo le decisioni in vigore</span>
          </label>
          <button type="submit" className="button" data-testid="search-submit">
            Cerca
          </button>
        </form>
      </search>

      <section className="card" aria-live="polite" aria-busy={search.isFetching}>
        {search.isPending && <p className="status">Cerco…</p>}
        {search.isError && (
          <p className="alert" role="alert">
            {errorText(search.error)}
          </p>
        )}
        {search.data && (
          <>
            <p className="count" data-testid="search-count">
              {search.data.length === 1 ? "1 decisione" : `${search.data.length} decisioni`}
            </p>
            <PrecedentList
              rulings={search.data as RulingView[]}
              actions={(ruling) => (ruling.active ? <ChangeRuling credential={credential} ruling={ruling} judge={judge} /> : null)}
            />
          </>
        )}
      </section>
    </div>
  );
}

/** Supersede (new decision) or withdraw a ruling in force, with a reason: the old row stays in the history. */
function ChangeRuling({ credential, ruling, judge }: { credential: JudgeCredential; ruling: RulingView; judge: string }) {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const id = useId();
  const [mode, setMode] = useState<"supersede" | "withdraw" | null>(null);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim() === "") {
      setError("Serve un motivo.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (mode === "supersede") {
        await client.judge.rulings.supersede.mutate({
          credential,
          rulingId: ruling.id,
          decision: ruling.decision === "allow" ? "deny" : "allow",
          reason: reason.trim(),
          judge,
        });
      } else {
        await client.judge.rulings.withdraw.mutate({ credential, rulingId: ruling.id, reason: reason.trim(), judge });
      }
      setMode(null);
      setReason("");
      await queryClient.invalidateQueries({ queryKey: trpc.judge.rulings.pathKey() });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  if (mode === null) {
    return (
      <div className="button-row">
        <button type="button" className="button button--small button--secondary" data-testid="ruling-supersede" onClick={() => setMode("supersede")}>
          {ruling.decision === "allow" ? "Cambia in esclusa" : "Cambia in ammessa"}
        </button>
        <button type="button" className="button button--small button--secondary" data-testid="ruling-withdraw" onClick={() => setMode("withdraw")}>
          Ritira
        </button>
      </div>
    );
  }
  return (
    <form className="form ruling__change" onSubmit={(event) => void onSubmit(event)}>
      <label htmlFor={`${id}-reason`}>
        {mode === "supersede"
          ? `Motivo per renderla ${ruling.decision === "allow" ? "esclusa" : "ammessa"}`
          : "Motivo del ritiro (decide di nuovo il dizionario)"}
      </label>
      <input
        id={`${id}-reason`}
        type="text"
        maxLength={500}
        // biome-ignore lint/a11y/noAutofocus: the judge just pressed "Cambia"/"Ritira", which this form replaces; the reason is the obvious next step, and without it focus would fall back to the page
        autoFocus
        value={reason}
        data-testid="ruling-change-reason"
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="button-row">
        <button type="submit" className="button button--small" disabled={busy} data-testid="ruling-change-submit">
          Conferma
        </button>
        <button type="button" className="button button--small button--secondary" onClick={() => setMode(null)}>
          Annulla
        </button>
      </div>
      {error !== null && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
