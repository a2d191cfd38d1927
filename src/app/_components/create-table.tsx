"use client";

import { useMutation } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";

import type { ProfileName } from "~/lexicon/types";
import { useTRPC } from "~/trpc/react";

import { ProfilePicker } from "./profile-picker";
import { QrCode } from "./qr-code";

type Goal = "target" | "deals";

/** Home: create a table, then copy the seat links and the spectator link, or show their QR codes. */
export function CreateTable() {
  const trpc = useTRPC();
  const id = useId();
  const [players, setPlayers] = useState<2 | 3 | 4>(2);
  const [profile, setProfile] = useState<ProfileName>("torneo");
  const [goal, setGoal] = useState<Goal>("target");
  const [deals, setDeals] = useState(3);
  const [timers, setTimers] = useState(false);
  const create = useMutation(trpc.table.create.mutationOptions());

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate({
      players,
      wordProfile: profile,
      timers,
      ...(goal === "target" ? { target: 2005 } : { deals }),
    });
  }

  const origin = typeof window === "undefined" ? "" : window.location.origin;

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Crea un tavolo</h2>
      <form className="form" onSubmit={onSubmit} data-testid="create-form">
        <fieldset className="choice">
          <legend>Giocatori</legend>
          <div className="choice__options">
            {([2, 3, 4] as const).map((n) => (
              <label key={n} className="choice__option">
                <input
                  type="radio"
                  name={`${id}-players`}
                  checked={players === n}
                  data-testid={`create-players-${n}`}
                  onChange={() => setPlayers(n)}
                />
                <span>{n}</span>
              </label>
            ))}
          </div>
          {players === 4 && <p className="help">In 4: posti 1 e 3 contro posti 2 e 4.</p>}
        </fieldset>

        <ProfilePicker value={profile} onChange={setProfile} legend="Parole" testIdPrefix="create-profile" />

        <fieldset className="choice">
          <legend>Traguardo</legend>
          <div className="choice__options">
            <label className="choice__option">
              <input
                type="radio"
                name={`${id}-goal`}
                checked={goal === "target"}
                data-testid="create-goal-target"
                onChange={() => setGoal("target")}
              />
              <span>2005 punti</span>
            </label>
            <label className="choice__option">
              <input
                type="radio"
                name={`${id}-goal`}
                checked={goal === "deals"}
                data-testid="create-goal-deals"
                onChange={() => setGoal("deals")}
              />
              <span>Smazzate</span>
            </label>
          </div>
          {goal === "deals" && (
            <div className="field">
              <label htmlFor={`${id}-deals`}>Numero di smazzate</label>
              <input
                id={`${id}-deals`}
                type="number"
                className="input--number"
                min={1}
                max={100}
                value={deals}
                data-testid="create-deals"
                onChange={(event) => setDeals(Math.min(100, Math.max(1, Number(event.target.value) || 1)))}
              />
            </div>
          )}
        </fieldset>

        <label className="check">
          <input type="checkbox" checked={timers} data-testid="create-timers" onChange={(event) => setTimers(event.target.checked)} />
          <span>Tempo per ogni mossa (5 secondi per pescare, da 10 a 40 per giocare, come nei tornei)</span>
        </label>

        <button type="submit" className="button" disabled={create.isPending} data-testid="create-submit">
          {create.isPending ? "Creazione…" : "Crea il tavolo"}
        </button>
        {create.isError && (
          <p className="alert" role="alert" data-testid="create-error">
            {create.error.message || "Il tavolo non è stato creato. Riprova."}
          </p>
        )}
      </form>

      {create.data && (
        <div className="result-area" data-testid="create-result" aria-live="polite">
          <h3>Il tavolo è pronto</h3>
          <p className="help">
            Manda a ogni giocatore il suo link, e a nessun altro: chi ha il link di un posto gioca
            al suo posto.
          </p>
          <p className="help">
            In classe: proietta i codici QR e ognuno inquadra quello del suo posto con il telefono.
          </p>
          <ul className="links">
            {create.data.seatLinks.map((link, seat) => (
              <LinkRow
                key={link}
                label={`Posto ${seat + 1}`}
                url={origin + link}
                testId={`seat-link-${seat}`}
                qrTestId={`qr-seat-${seat}`}
              />
            ))}
            <LinkRow label="Spettatori" url={origin + create.data.spectatorLink} testId="spectator-link" qrTestId="qr-spectator" />
          </ul>
        </div>
      )}
    </section>
  );
}

function LinkRow({ label, url, testId, qrTestId }: { label: string; url: string; testId: string; qrTestId: string }) {
  const [copied, setCopied] = useState(false);
  const [large, setLarge] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }
  return (
    <li className="links__row">
      <span className="links__label">{label}</span>
      <a href={url} className="links__url" data-testid={testId}>
        {url}
      </a>
      <button type="button" className="button button--small" onClick={() => void copy()} aria-label={`Copia il link: ${label}`}>
        {copied ? "Copiato" : "Copia"}
      </button>
      <div className={`links__qr${large ? " links__qr--large" : ""}`}>
        <QrCode text={url} label={`Codice QR per ${label === "Spettatori" ? "gli spettatori" : `il ${label.toLowerCase()}`}`} testId={qrTestId} />
        <button
          type="button"
          className="button button--small button--secondary"
          aria-pressed={large}
          data-testid={`${qrTestId}-large`}
          onClick={() => setLarge((v) => !v)}
        >
          {large ? "Rimpicciolisci" : "Mostra grande"}
        </button>
      </div>
    </li>
  );
}
