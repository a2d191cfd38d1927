"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";

import { errorText } from "~/trpc/error-text";
import { useTRPCClient } from "~/trpc/react";

/**
 * `/torneo/<id>/invito?codice=…`: a partner's invite, passed on by whoever signed the pair or
 * team up. Opened on the partner's own device, one press makes their personal page (a key only
 * this device gets) and the invite stops working. A press, not the page's load: a chat app
 * that previews the link must not use it up.
 */
export function Invite({ tournamentId, code }: { tournamentId: string; code: string }) {
  const client = useTRPCClient();
  const router = useRouter();
  const claim = useMutation({
    mutationFn: () => client.tournament.claim.mutate({ tournamentId, token: code }),
    onSuccess: (mine) => router.replace(mine.link),
  });
  return (
    <>
      <h1>Il tuo invito al torneo</h1>
      <section className="card" data-testid="invite">
        <p>
          Qualcuno della tua coppia o squadra ti ha iscritto al torneo. Apri questo invito sul <strong>tuo</strong> telefono: diventa la tua pagina personale,
          che ti porta al tuo tavolo a ogni turno. L&apos;invito vale una volta sola: dopo, il link che ti hanno mandato non apre più nulla.
        </p>
        <p className="help">Salva tra i preferiti la pagina che si apre: è la tua chiave per tutto il torneo.</p>
        <button
          type="button"
          className="button button--large"
          disabled={claim.isPending || claim.isSuccess}
          onClick={() => claim.mutate()}
          data-testid="invite-claim"
        >
          {claim.isPending || claim.isSuccess ? "Preparo la tua pagina…" : "Apri la mia pagina"}
        </button>
        {claim.isError && (
          <p className="alert" role="alert" data-testid="invite-error">
            {errorText(claim.error)}
          </p>
        )}
      </section>
    </>
  );
}
