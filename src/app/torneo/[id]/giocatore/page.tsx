import type { Metadata } from "next";

import { PlayerPage } from "./_components/player-page";

export const metadata: Metadata = {
  title: "Il mio torneo",
  // The player's link is their key: keep it out of search engines and referrers.
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function TournamentPlayerPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  const query = await searchParams;
  const key = Array.isArray(query.chiave) ? query.chiave[0] : query.chiave;
  if (!key) {
    return (
      <>
        <h1>Il mio torneo</h1>
        <p className="alert" role="alert">
          Questo link non contiene la tua chiave: apri per intero il link che hai ricevuto all&apos;iscrizione.
        </p>
      </>
    );
  }
  return <PlayerPage tournamentId={decodeURIComponent(id)} playerKey={key} />;
}
