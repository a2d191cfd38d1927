"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, type KeyboardEvent } from "react";

import { useTRPC } from "~/trpc/react";

import { ConsistencyView } from "./consistency-view";
import { CreateEvent } from "./create-event";
import { CredentialForm } from "./credential-form";
import { FilesView } from "./files-view";
import { consolePath, type JudgeCredential } from "./judge-link";
import { JudgeName, useJudgeName } from "./judge-name";
import { PrecedentsView } from "./precedents-view";
import { RequestQueue } from "./request-queue";
import { errorText } from "~/trpc/error-text";
import type { JudgeIdentity } from "./types";

const TABS = [
  { key: "richieste", label: "Richieste" },
  { key: "precedenti", label: "Precedenti" },
  { key: "coerenza", label: "Coerenza" },
  { key: "file", label: "Elenco e file" },
] as const;
type Tab = (typeof TABS)[number]["key"];

/** /giudice: the judge's code from the link (or pasted), who it makes them, their name, then the console. */
export function JudgeConsole({ initialCredential, brokenLink }: { initialCredential: JudgeCredential | null; brokenLink: boolean }) {
  const router = useRouter();
  const [credential, setCredential] = useState<JudgeCredential | null>(initialCredential);

  function open(next: JudgeCredential) {
    setCredential(next);
    // A table or event link goes in the address (a reload keeps it); the admin's code never does.
    router.replace(consolePath(next));
  }

  if (credential === null) {
    return (
      <>
        <h1>Giudice di lingua</h1>
        <p className="lead">
          Il giudice decide le parole che il dizionario non risolve (Art. 4.2): le contestazioni e le sfide dei tavoli, con un motivo, e l&apos;elenco delle
          decisioni.
        </p>
        {brokenLink && (
          <p className="alert" role="alert" data-testid="judge-broken-link">
            Il link aperto è incompleto: incollalo qui sotto per intero.
          </p>
        )}
        <CredentialForm onCredential={open} />
        <CreateEvent onOpen={open} />
      </>
    );
  }
  return (
    <SignedIn
      credential={credential}
      onLeave={() => {
        setCredential(null);
        router.replace("/giudice");
      }}
    />
  );
}

function SignedIn({ credential, onLeave }: { credential: JudgeCredential; onLeave: () => void }) {
  const trpc = useTRPC();
  const whoami = useQuery(trpc.judge.whoami.queryOptions({ credential }, { staleTime: Infinity }));
  const [name, setName] = useJudgeName();

  if (whoami.isPending) {
    return (
      <>
        <h1>Giudice di lingua</h1>
        <p className="status" role="status">
          Controllo il codice…
        </p>
      </>
    );
  }
  if (whoami.isError) {
    return (
      <>
        <h1>Giudice di lingua</h1>
        <p className="alert" role="alert" data-testid="judge-fatal">
          {errorText(whoami.error)}
        </p>
        <button type="button" className="button button--secondary" onClick={onLeave}>
          Usa un altro link o codice
        </button>
      </>
    );
  }
  const identity = whoami.data as JudgeIdentity;
  return (
    <div className="judge" data-testid="judge-console" data-role={identity.role}>
      <h1>Giudice di lingua</h1>
      <p className="judge__who" data-testid="judge-role">
        {roleText(identity)}
      </p>
      <JudgeName name={name} onName={setName} />
      {name !== null && <Tabs credential={credential} identity={identity} judge={name} />}
    </div>
  );
}

function roleText(identity: JudgeIdentity): string {
  if (identity.role === "admin") return "Amministratore: tutti i tavoli e tutti gli eventi, decisioni valide ovunque comprese.";
  if (identity.role === "event") {
    return `Giudice dell'evento «${identity.eventName ?? identity.eventId ?? ""}» (${identity.eventId ?? ""}) e dei suoi tavoli.`;
  }
  const event = identity.eventId === null ? "" : `, nell'evento «${identity.eventName ?? identity.eventId}»`;
  return `Giudice del tavolo ${identity.gameId ?? ""}${event}.`;
}

/** The console's four parts as tabs (arrow keys move between them, WAI-ARIA tabs pattern). */
function Tabs({ credential, identity, judge }: { credential: JudgeCredential; identity: JudgeIdentity; judge: string }) {
  const id = useId();
  const [tab, setTab] = useState<Tab>("richieste");
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const [pending, setPending] = useState(0);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((t) => t.key === tab);
    let next = -1;
    if (event.key === "ArrowRight") next = (index + 1) % TABS.length;
    else if (event.key === "ArrowLeft") next = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = TABS.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const key = TABS[next]!.key;
    setTab(key);
    refs.current[key]?.focus();
  }

  return (
    <>
      <div className="tabs" role="tablist" aria-label="Sezioni della console" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[t.key] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t.key}`}
            aria-controls={`${id}-panel-${t.key}`}
            aria-selected={tab === t.key}
            tabIndex={tab === t.key ? 0 : -1}
            className="tabs__tab"
            data-testid={`tab-${t.key}`}
            onClick={() => setTab(t.key)}
          >
            {t.label}
            {t.key === "richieste" && pending > 0 && (
              <span className="tabs__count" data-testid="pending-count">
                <span className="sr-only">: </span>
                {pending}
              </span>
            )}
          </button>
        ))}
      </div>
      {TABS.map((t) => (
        <section key={t.key} role="tabpanel" id={`${id}-panel-${t.key}`} aria-labelledby={`${id}-tab-${t.key}`} hidden={tab !== t.key} className="tabs__panel">
          {/* The queue stays mounted (its live stream too) while the judge looks elsewhere. */}
          {t.key === "richieste" && <RequestQueue credential={credential} identity={identity} judge={judge} onCount={setPending} />}
          {t.key === "precedenti" && tab === t.key && <PrecedentsView credential={credential} identity={identity} judge={judge} />}
          {t.key === "coerenza" && tab === t.key && <ConsistencyView credential={credential} />}
          {t.key === "file" && tab === t.key && <FilesView credential={credential} identity={identity} judge={judge} />}
        </section>
      ))}
    </>
  );
}
