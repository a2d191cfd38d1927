import type { Metadata } from "next";

import { linkKey, type PageQuery } from "~/app/_components/link-key";
import { MissingKey } from "~/app/_components/missing-key";

import { Registration } from "./_components/registration";

export const metadata: Metadata = {
  title: "Iscriviti al torneo",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function TournamentRegistrationPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<PageQuery> }) {
  const { id } = await params;
  const code = linkKey(await searchParams, "codice");
  if (!code) {
    return (
      <MissingKey
        title="Iscriviti al torneo"
        message="Questo link di iscrizione è incompleto: manca la parte ?codice=…. Chiedi alla direzione di gara il link intero."
      />
    );
  }
  return <Registration tournamentId={decodeURIComponent(id)} code={code} />;
}
