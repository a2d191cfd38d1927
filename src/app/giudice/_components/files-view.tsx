"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from "react";

import { useTRPC, useTRPCClient } from "~/trpc/react";

import { exportFileName, guessFormat, SCOPE_LABEL, type Scope } from "./format";
import { PrecedentList } from "./precedent-list";
import { errorText } from "~/trpc/error-text";
import type { JudgeCredential, JudgeIdentity, RulingView } from "./types";

type Format = "csv" | "json";

/** Where this judge's files and new rulings go by default: their table, their event, or everywhere. */
function homeScope(identity: JudgeIdentity): { scope: Scope; scopeId: string | null; label: string } {
  if (identity.role === "table") return { scope: "table", scopeId: identity.gameId, label: `Tavolo ${identity.gameId ?? ""}` };
  if (identity.role === "event") return { scope: "event", scopeId: identity.eventId, label: `Evento ${identity.eventName ?? identity.eventId ?? ""}` };
  return { scope: "global", scopeId: null, label: SCOPE_LABEL.global };
}

/** Elenco e file: the rulings in force, export (CSV/JSON), import, and a ruling by hand. */
export function FilesView({ credential, identity, judge }: { credential: JudgeCredential; identity: JudgeIdentity; judge: string }) {
  return (
    <div className="stack">
      <RulingsInForce credential={credential} identity={identity} />
      <ExportRulings credential={credential} identity={identity} />
      <ImportRulings credential={credential} identity={identity} judge={judge} />
      <CreateRuling credential={credential} identity={identity} judge={judge} />
    </div>
  );
}

function selection(identity: JudgeIdentity): { eventId?: string; gameId?: string } {
  if (identity.role === "table" && identity.gameId !== null) return { gameId: identity.gameId };
  if (identity.role === "event" && identity.eventId !== null) return { eventId: identity.eventId };
  return {};
}

function RulingsInForce({ credential, identity }: { credential: JudgeCredential; identity: JudgeIdentity }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.judge.rulings.search.queryOptions({ credential, ...selection(identity), activeOnly: true, limit: 500 }, { staleTime: 0 }));
  const rulings = ((list.data ?? []) as RulingView[]).slice().sort((a, b) => a.word.localeCompare(b.word));
  return (
    <section className="card">
      <h2>Decisioni in vigore</h2>
      <p className="help">{identity.role === "admin" ? "Tutte le decisioni in vigore." : `Quelle che valgono per: ${homeScope(identity).label}.`}</p>
      {list.isError && (
        <p className="alert" role="alert">
          {errorText(list.error)}
        </p>
      )}
      {list.data && rulings.length === 0 && <p>Nessuna decisione in vigore.</p>}
      {rulings.length > 0 && <PrecedentList rulings={rulings} />}
    </section>
  );
}

function ExportRulings({ credential, identity }: { credential: JudgeCredential; identity: JudgeIdentity }) {
  const client = useTRPCClient();
  const id = useId();
  const [format, setFormat] = useState<Format>("csv");
  const [file, setFile] = useState<{ url: string; name: string; lines: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A new file replaces the old link: its memory goes with it.
  useEffect(
    () => () => {
      if (file) URL.revokeObjectURL(file.url);
    },
    [file],
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await client.judge.rulings.export.query({ credential, format, ...selection(identity) });
      const type = format === "csv" ? "text/csv;charset=utf-8" : "application/json;charset=utf-8";
      const url = URL.createObjectURL(new Blob([answer.content], { type }));
      const lines =
        format === "csv"
          ? Math.max(0, answer.content.split("\r\n").length - 2)
          : ((JSON.parse(answer.content) as { decisioni?: unknown[] }).decisioni?.length ?? 0);
      setFile({ url, name: exportFileName(homeScope(identity).label, format, Date.now()), lines });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Esporta</h2>
      <p className="help">Le decisioni in vigore ({homeScope(identity).label}) in un file, per un altro evento o per l&apos;archivio.</p>
      <form className="form" onSubmit={(event) => void onSubmit(event)}>
        <FormatChoice name={`${id}-format`} value={format} onChange={setFormat} testId="export-format" />
        <button type="submit" className="button" disabled={busy} data-testid="export-submit">
          Prepara il file
        </button>
      </form>
      {error !== null && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      {file && (
        <p className="result-area" aria-live="polite">
          <a href={file.url} download={file.name} className="button button--secondary" data-testid="export-download">
            Scarica {file.name}
          </a>{" "}
          <span className="count">({file.lines === 1 ? "1 decisione" : `${file.lines} decisioni`})</span>
        </p>
      )}
    </section>
  );
}

function FormatChoice({ name, value, onChange, testId }: { name: string; value: Format; onChange: (f: Format) => void; testId: string }) {
  return (
    <fieldset className="choice">
      <legend>Formato</legend>
      <div className="choice__options">
        {(["csv", "json"] as const).map((f) => (
          <label key={f} className="choice__option">
            <input type="radio" name={name} checked={value === f} data-testid={`${testId}-${f}`} onChange={() => onChange(f)} />
            <span>{f.toUpperCase()}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ImportRulings({ credential, identity, judge }: { credential: JudgeCredential; identity: JudgeIdentity; judge: string }) {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const id = useId();
  const home = homeScope(identity);
  const [content, setContent] = useState("");
  const [here, setHere] = useState(identity.role !== "admin");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: true; text: string } | { ok: false; message: string; problems: string[] } | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (chosen) setContent(await chosen.text());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (content.trim() === "") {
      setResult({ ok: false, message: "Incolla il contenuto del file o sceglilo.", problems: [] });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const answer = await client.judge.rulings.import.mutate({
        credential,
        format: guessFormat(content),
        content,
        judge,
        ...(here ? { target: { scope: home.scope, scopeId: home.scopeId } } : {}),
      });
      if (answer.ok) {
        const skipped = answer.skipped > 0 ? ` (${answer.skipped} già presenti, saltate)` : "";
        setResult({ ok: true, text: `${answer.imported === 1 ? "1 decisione importata" : `${answer.imported} decisioni importate`}${skipped}.` });
        await queryClient.invalidateQueries({ queryKey: trpc.judge.rulings.pathKey() });
      } else {
        setResult({ ok: false, message: answer.message, problems: answer.problems });
      }
    } catch (failure) {
      setResult({ ok: false, message: errorText(failure), problems: [] });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Importa</h2>
      <p className="help">Un file esportato (CSV o JSON): o tutte le sue righe o nessuna.</p>
      <form className="form" onSubmit={(event) => void onSubmit(event)}>
        <div className="field">
          <label htmlFor={`${id}-file`}>File</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            data-testid="import-file"
            onChange={(event) => void onFile(event)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-content`}>Oppure incolla il contenuto</label>
          <textarea
            id={`${id}-content`}
            rows={6}
            spellCheck={false}
            value={content}
            data-testid="import-content"
            onChange={(e) => setContent(e.target.value)}
          />
        </div>
        {identity.role !== "admin" ? (
          <label className="check">
            <input type="checkbox" checked={here} data-testid="import-here" onChange={(e) => setHere(e.target.checked)} />
            <span>Tutte le righe valgono per: {home.label} (per partire dalle decisioni di un altro evento)</span>
          </label>
        ) : null}
        <button type="submit" className="button" disabled={busy} data-testid="import-submit">
          Importa
        </button>
      </form>
      <div aria-live="polite">
        {result?.ok === true && (
          <p className="notice" data-testid="import-result">
            {result.text}
          </p>
        )}
        {result?.ok === false && (
          <div className="alert" role="alert" data-testid="import-problems">
            <p>{result.message}</p>
            {result.problems.length > 0 && (
              <ul>
                {result.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

function CreateRuling({ credential, identity, judge }: { credential: JudgeCredential; identity: JudgeIdentity; judge: string }) {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const id = useId();
  const home = homeScope(identity);
  const [word, setWord] = useState("");
  const [decision, setDecision] = useState<"allow" | "deny">("allow");
  const [scope, setScope] = useState<Scope>(home.scope);
  const [scopeId, setScopeId] = useState(home.scopeId ?? "");
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const ruling = await client.judge.rulings.create.mutate({
        credential,
        word,
        decision,
        scope,
        scopeId: scope === "global" ? null : scopeId.trim(),
        reason,
        judge,
      });
      setMessage({ ok: true, text: `${ruling.word}: ${decision === "allow" ? "ammessa" : "esclusa"}.` });
      setWord("");
      setReason("");
      await queryClient.invalidateQueries({ queryKey: trpc.judge.rulings.pathKey() });
    } catch (failure) {
      setMessage({ ok: false, text: errorText(failure, "Controlla parola, ambito e motivo.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Nuova decisione</h2>
      <form className="form" onSubmit={(event) => void onSubmit(event)} data-testid="ruling-create-form">
        <div className="field">
          <label htmlFor={`${id}-word`}>Parola</label>
          <input
            id={`${id}-word`}
            type="text"
            className="input--letters"
            required
            autoComplete="off"
            value={word}
            data-testid="ruling-word"
            onChange={(e) => setWord(e.target.value)}
          />
        </div>
        <fieldset className="choice">
          <legend>Decisione</legend>
          <div className="choice__options">
            <label className="choice__option">
              <input type="radio" name={`${id}-decision`} checked={decision === "allow"} data-testid="ruling-allow" onChange={() => setDecision("allow")} />
              <span>Ammessa</span>
            </label>
            <label className="choice__option">
              <input type="radio" name={`${id}-decision`} checked={decision === "deny"} data-testid="ruling-deny" onChange={() => setDecision("deny")} />
              <span>Esclusa</span>
            </label>
          </div>
        </fieldset>
        <div className="filters">
          <div className="field">
            <label htmlFor={`${id}-scope`}>Dove vale</label>
            <select id={`${id}-scope`} value={scope} data-testid="ruling-scope" onChange={(e) => setScope(e.target.value as Scope)}>
              {identity.scopes.map((s) => (
                <option key={s} value={s}>
                  {SCOPE_LABEL[s]}
                </option>
              ))}
            </select>
          </div>
          {scope !== "global" && (
            <div className="field">
              <label htmlFor={`${id}-scope-id`}>Codice {scope === "table" ? "del tavolo" : "dell'evento"}</label>
              <input
                id={`${id}-scope-id`}
                type="text"
                autoComplete="off"
                value={scopeId}
                data-testid="ruling-scope-id"
                onChange={(e) => setScopeId(e.target.value)}
              />
            </div>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-reason`}>Motivo</label>
          <input
            id={`${id}-reason`}
            type="text"
            required
            maxLength={500}
            value={reason}
            data-testid="ruling-reason"
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={busy} data-testid="ruling-submit">
          Registra la decisione
        </button>
      </form>
      {message !== null && (
        <p className={message.ok ? "notice" : "alert"} role={message.ok ? "status" : "alert"} data-testid="ruling-create-result">
          {message.text}
        </p>
      )}
    </section>
  );
}
