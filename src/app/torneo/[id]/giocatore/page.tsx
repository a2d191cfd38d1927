import type { Metadata } from "next";

import { linkKey, type PageQuery } from "~/app/_components/link-key";
import { MissingKey } from "~/app/_components/missing-key";

import { PlayerPage } from "./_components/player-page";

export const metadata: Metadata = {
  title: "Il mio torneo",
  // The player's link is their key: keep it out of search engines and referrers.
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function TournamentPlayerPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<PageQuery> }) {
  const { id } = await params;
  const key = linkKey(await searchParams, "chiave");
  if (!key) {
    return <MissingKey title="Il mio torneo" message="Questo link non contiene la tua chiave: apri per intero il link che hai ricevuto all'iscrizione." />;
  }
  return <PlayerPage tournamentId={decodeURIComponent(id)} playerKey={key} />;
}
