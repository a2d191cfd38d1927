"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useId, useState } from "react";

import { LinkRow } from "~/app/_components/link-row";
import { PageAlert } from "~/app/_components/page-alert";
import { useOrigin } from "~/app/_components/use-origin";
import { errorText } from "~/trpc/error-text";
import { useTRPC, useTRPCClient } from "~/trpc/react";

import { entrantNameOf, PLAYERS_PER_ENTRANT, settingsLine } from "../../../_components/labels";

/**
 * `/torneo/<id>/iscrizione?codice=…` (Art. 2.1): a player, a pair or a team signs up with their
 * names until the first turn starts. One player goes straight to their page; a pair or a team
 * first gets the partners' invites to pass on: each partner's page is made on their own device
 * (`/torneo/<id>/invito`), so the one signing up never holds a teammate's key.
 */
export function Registration({ tournamentId, code }: { tournamentId: string; code: string }) {
  const id = useId();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const router = useRouter();
  const tournament = useQuery(trpc.tournament.registrationInfo.queryOptions({ tournamentId }));
  const count = tournament.data ? PLAYERS_PER_ENTRANT[tournament.data.settings.format] : 0;
  const [players, setPlayers] = useState<string[]>([]);
  const [entrantName, setEntrantName] = useState("");
  useEffect(() => {
    if (count > 0) setPlayers((old) => (old.length === count ? old : Array.from({ length: count }, () => "")));
  }, [count]);
  const origin = useOrigin();
  const register = useMutation({
    mutationFn: (input: { name: string; players: string[] }) => client.tournament.register.mutate({ tournamentId, registrationToken: code, ...input }),
    onSuccess: (entrant) => {
      if (entrant.players.length === 1) router.push(entrant.players[0]!.link);
    },
  });

  if (tournament.isPending) return <p aria-live="polite">Carico il torneo…</p>;
  if (tournament.isError) {
    return <PageAlert title="Iscriviti al torneo">{errorText(tournament.error)}</PageAlert>;
  }
  const t = tournament.data;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (register.isPending || register.isSuccess) return;
    const names = players.map((p) => p.trim());
    register.mutate({ name: entrantNameOf(names, entrantName), players: names });
  }

  const done = register.data;
  return (
    <>
      <h1>
        Iscriviti al torneo <span className="count">· {t.name}</span>
      </h1>
      <p className="help">{settingsLine(t.settings)}</p>
      {done !== undefined && done.players.length > 1 ? (
        <section className="card" aria-live="polite" data-testid="registered">
          <h2>
            Siete iscritti: {done.number}. {done.name}
          </h2>
          <p>
            Ognuno ha il suo link personale, che lo porta al suo tavolo a ogni turno. Manda adesso a ogni compagno il suo invito (non si può rivedere): lo apre
            sul suo telefono e diventa la sua pagina, che solo lui ha. Dopo, l&apos;invito non apre più nulla.
          </p>
          <ul className="links">
            {done.players.slice(1).map((p, i) => (
              <LinkRow
                key={p.token}
                label={`Invito di ${p.name}`}
                qrLabel={`Codice QR dell'invito di ${p.name}`}
                url={`${origin}${p.link}`}
                testId={`partner-link-${i}`}
                qrTestId={`partner-qr-${i}`}
              />
            ))}
          </ul>
          <p>
            <a href={done.players[0]!.link} className="button button--large" data-testid="my-page">
              Vai alla mia pagina ({done.players[0]!.name})
            </a>
          </p>
        </section>
      ) : (
        <section className="card" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`}>{count === 1 ? "Il tuo nome" : count === 2 ? "I nomi della coppia" : "I nomi della squadra"}</h2>
          {!t.open && (
            <p className="alert" role="alert">
              Il torneo è già cominciato: le iscrizioni da questo link sono chiuse. Chiedi alla direzione di gara di iscriverti.
            </p>
          )}
          <form className="form" onSubmit={onSubmit} data-testid="registration-form">
            {players.map((p, i) => (
              <div key={i} className="field">
                <label htmlFor={`${id}-player-${i}`}>{count === 1 ? "Nome e cognome" : i === 0 ? "Il tuo nome" : `Giocatore ${i + 1}`}</label>
                <input
                  id={`${id}-player-${i}`}
                  type="text"
                  required
                  autoComplete={i === 0 ? "name" : "off"}
                  value={p}
                  data-testid="registration-player"
                  onChange={(e) => setPlayers((all) => all.map((old, j) => (j === i ? e.target.value : old)))}
                />
              </div>
            ))}
            {count > 1 && (
              <div className="field">
                <label htmlFor={`${id}-entrant`}>{t.settings.format === "teams" ? "Nome della squadra" : "Nome della coppia"} (facoltativo)</label>
                <input id={`${id}-entrant`} type="text" autoComplete="off" value={entrantName} onChange={(e) => setEntrantName(e.target.value)} />
              </div>
            )}
            <button type="submit" className="button button--large" disabled={register.isPending || register.isSuccess} data-testid="registration-submit">
              {register.isPending || register.isSuccess ? "Ti iscrivo…" : "Iscriviti"}
            </button>
            {register.isError && (
              <p className="alert" role="alert" data-testid="registration-error">
                {errorText(register.error)}
              </p>
            )}
          </form>
        </section>
      )}
    </>
  );
}
