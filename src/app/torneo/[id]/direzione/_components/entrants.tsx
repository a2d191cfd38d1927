"use client";

import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";

import { LinkRow } from "~/app/_components/link-row";
import { errorText } from "~/trpc/error-text";
import { useTRPCClient } from "~/trpc/react";

import { type DirectorView, entrantNameOf, inviteStateText, PLAYERS_PER_ENTRANT, unclaimedInvitesWarning } from "../../../_components/labels";
import type { ConsoleKey } from "./director-console";

type Entrant = DirectorView["entrants"][number];

/** An entrant's state at a glance (Art. 2.1, 13). */
function stateOf(e: Entrant): string {
  if (e.withdrawn) return "ritirato";
  if (!e.checkedIn) return "non ancora arrivato";
  return e.late ? "presente, arrivato in ritardo" : "presente";
}

/**
 * The entrants (Art. 2.1, 13): signed up by the link or by hand here (after the first turn
 * has started, a late arrival); check-in when they are in the hall; withdrawal. Whoever is
 * entered by hand gets their personal links here, once: the director hands them on. A player
 * who lost their link (or whose invite someone else opened) gets a new one here
 * (`tournament.newPlayerLink`): the old one, and the old link of their seat at a table still
 * being played, stop working.
 */
export function Entrants({ consoleKey, view, origin, onChange }: { consoleKey: ConsoleKey; view: DirectorView; origin: string; onChange: () => void }) {
  const id = useId();
  const client = useTRPCClient();
  const count = PLAYERS_PER_ENTRANT[view.settings.format];
  const [players, setPlayers] = useState<string[]>(() => Array.from({ length: count }, () => ""));
  const [entrantName, setEntrantName] = useState("");
  const register = useMutation({
    mutationFn: (input: { name: string; players: string[] }) => client.tournament.register.mutate({ ...consoleKey, ...input }),
    onSuccess: () => {
      setPlayers(Array.from({ length: count }, () => ""));
      setEntrantName("");
      onChange();
    },
  });
  // Checked in from this console: their partners' invites not yet opened are warned of until they are (Art. 2.1).
  const [arrived, setArrived] = useState<readonly string[]>([]);
  const checkIn = useMutation({
    mutationFn: (entrantId: string) => client.tournament.checkIn.mutate({ ...consoleKey, entrantId }),
    onSuccess: (_, entrantId) => {
      setArrived((ids) => [...ids, entrantId]);
      onChange();
    },
  });
  const withdraw = useMutation({ mutationFn: (entrantId: string) => client.tournament.withdraw.mutate({ ...consoleKey, entrantId }), onSuccess: onChange });
  const newLink = useMutation({
    mutationFn: (input: { entrantId: string; position: number }) => client.tournament.newPlayerLink.mutate({ ...consoleKey, ...input }),
  });
  const waiting = view.entrants.filter((e) => !e.checkedIn && !e.withdrawn);
  const inviteWarnings = view.entrants.flatMap((e) => {
    const warning = arrived.includes(e.id) && !e.withdrawn ? unclaimedInvitesWarning(e) : null;
    return warning === null ? [] : [warning];
  });
  const closed = view.status === "finished";

  function onRegister(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (register.isPending) return;
    const names = players.map((p) => p.trim());
    register.mutate({ name: entrantNameOf(names, entrantName), players: names });
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="entrants">
      <h2 id={`${id}-title`}>
        Iscritti{" "}
        <span className="count">
          ({view.entrants.filter((e) => e.checkedIn && !e.withdrawn).length} presenti su {view.entrants.length})
        </span>
      </h2>
      {view.entrants.length === 0 ? (
        <p className="help">Nessuno si è ancora iscritto: manda il link di iscrizione o iscrivili tu qui sotto.</p>
      ) : (
        <ul className="class-students" data-testid="entrant-list">
          {view.entrants.map((e) => (
            <li
              key={e.id}
              className="class-student"
              data-testid="entrant"
              data-name={e.name}
              data-checked-in={e.checkedIn}
              data-withdrawn={e.withdrawn}
              data-late={e.late}
            >
              <strong>
                {e.number}. {e.name}
              </strong>
              {count > 1 && <span className="count"> · {e.players.join(", ")}</span>} <span className="count">· {stateOf(e)}</span>
              {e.registeredBy === "director" && <span className="count"> · iscritto dalla direzione</span>}
              {e.invites.length > 0 && (
                <span className="count" data-testid="entrant-invites">
                  {" "}
                  · {e.invites.map(inviteStateText).join(", ")}
                </span>
              )}{" "}
              {!e.checkedIn && !e.withdrawn && !closed && (
                <button
                  type="button"
                  className="button button--small"
                  disabled={checkIn.isPending}
                  data-testid="entrant-check-in"
                  aria-label={`Check-in di ${e.name}`}
                  onClick={() => checkIn.mutate(e.id)}
                >
                  È arrivato
                </button>
              )}{" "}
              {!e.withdrawn && !closed && (
                <button
                  type="button"
                  className="button button--quiet button--small"
                  disabled={withdraw.isPending}
                  aria-label={`Ritira ${e.name}`}
                  onClick={() => {
                    if (window.confirm(`Ritirare ${e.name} dal torneo? Non sarà più messo a un tavolo; i turni giocati restano in classifica.`))
                      withdraw.mutate(e.id);
                  }}
                >
                  Ritira
                </button>
              )}
              {!e.withdrawn && !closed && (
                <details className="entrant-new-link">
                  <summary data-testid="entrant-new-link">Nuovo link</summary>
                  <p className="help">
                    Per chi ha perso il suo link personale: quello vecchio smette di funzionare, e anche il link del suo posto al tavolo in corso.
                  </p>
                  {e.players.map((player, position) => (
                    <button
                      key={position}
                      type="button"
                      className="button button--quiet button--small"
                      disabled={newLink.isPending}
                      data-testid="new-player-link"
                      onClick={() => {
                        if (window.confirm(`Dare a ${player} un nuovo link personale? Il link di adesso (o l'invito) non apre più nulla.`))
                          newLink.mutate({ entrantId: e.id, position });
                      }}
                    >
                      Nuovo link per il giocatore {player}
                    </button>
                  ))}
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
      {waiting.length > 1 && !closed && (
        <p>
          <button
            type="button"
            className="button button--quiet"
            disabled={checkIn.isPending}
            data-testid="check-in-all"
            onClick={() => {
              // One by one, each the same call as the entrant's own button, paced under the console's rate (10 a second).
              void (async () => {
                for (const e of waiting) {
                  await checkIn.mutateAsync(e.id).catch(() => undefined);
                  await new Promise((resolve) => setTimeout(resolve, 120));
                }
              })();
            }}
          >
            Sono arrivati tutti ({waiting.length})
          </button>
        </p>
      )}
      {inviteWarnings.length > 0 && (
        <div className="alert" role="status" data-testid="check-in-invite-warning">
          {inviteWarnings.map((warning) => (
            <p key={warning}>{warning}</p>
          ))}
        </div>
      )}
      {(checkIn.isError || withdraw.isError || newLink.isError) && (
        <p className="alert" role="alert">
          {errorText(checkIn.error ?? withdraw.error ?? newLink.error)}
        </p>
      )}
      {newLink.isSuccess && origin && (
        <div className="result-area" data-testid="new-player-link-done" aria-live="polite">
          <p className="help">Il nuovo link personale di {newLink.data.name}: daglielo adesso, non si può rivedere.</p>
          <ul className="links">
            <LinkRow
              label={newLink.data.name}
              qrLabel={`Codice QR della pagina di ${newLink.data.name}`}
              url={`${origin}${newLink.data.link}`}
              testId="new-player-link-url"
              qrTestId="new-player-link-qr"
            />
          </ul>
        </div>
      )}
      {view.late.length > 0 && (
        <p className="help" data-testid="late-entrants">
          In ritardo (Art. 13: entro 3 minuti un richiamo, da 3 a 5 minuti 100 PP di penalità, oltre 5 minuti il turno è perso):{" "}
          {view.late.map((e) => `${e.number}. ${e.name}`).join(", ")}. La penalità si dà qui sotto, in «Penalità e correzioni».
        </p>
      )}

      {!closed && (
        <form className="form" onSubmit={onRegister} data-testid="register-form">
          <h3>Iscrivi a mano</h3>
          {view.status === "playing" && <p className="help">Il torneo è cominciato: chi iscrivi ora è un ritardatario, presente da subito (Art. 13).</p>}
          {players.map((p, i) => (
            <div key={i} className="field">
              <label htmlFor={`${id}-player-${i}`}>{count === 1 ? "Nome del giocatore" : `Giocatore ${i + 1}`}</label>
              <input
                id={`${id}-player-${i}`}
                type="text"
                required
                autoComplete="off"
                value={p}
                data-testid="register-player"
                onChange={(e) => setPlayers((all) => all.map((old, j) => (j === i ? e.target.value : old)))}
              />
            </div>
          ))}
          {count > 1 && (
            <div className="field">
              <label htmlFor={`${id}-entrant`}>{view.settings.format === "pairs" ? "Nome della coppia" : "Nome della squadra"} (facoltativo)</label>
              <input
                id={`${id}-entrant`}
                type="text"
                autoComplete="off"
                value={entrantName}
                placeholder={
                  players.every((p) => p.trim() !== "")
                    ? entrantNameOf(
                        players.map((p) => p.trim()),
                        "",
                      )
                    : undefined
                }
                onChange={(e) => setEntrantName(e.target.value)}
              />
            </div>
          )}
          <button type="submit" className="button" disabled={register.isPending} data-testid="register-submit">
            Iscrivi
          </button>
          {register.isError && (
            <p className="alert" role="alert" data-testid="register-error">
              {errorText(register.error)}
            </p>
          )}
        </form>
      )}
      {register.isSuccess && origin && (
        <div className="result-area" data-testid="registered" aria-live="polite">
          <h3>
            Iscritto: {register.data.number}. {register.data.name}
          </h3>
          <p className="help">Il link personale di ogni giocatore: daglielo adesso, non si può rivedere. Lo porta al suo tavolo a ogni turno.</p>
          <ul className="links">
            {register.data.players.map((p, i) => (
              <LinkRow
                key={p.token}
                label={p.name}
                qrLabel={`Codice QR della pagina di ${p.name}`}
                url={`${origin}${p.link}`}
                testId={`registered-link-${i}`}
                qrTestId={`registered-qr-${i}`}
              />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
