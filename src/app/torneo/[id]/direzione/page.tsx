import type { Metadata } from "next";

import { linkKey, type PageQuery } from "~/app/_components/link-key";
import { MissingKey } from "~/app/_components/missing-key";

import { DirectorConsole } from "./_components/director-console";

export const metadata: Metadata = {
  title: "Direzione di gara",
  // The director's link is the tournament's only key: keep it out of search engines and referrers.
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function TournamentDirectorPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<PageQuery> }) {
  const { id } = await params;
  const key = linkKey(await searchParams, "chiave");
  if (!key) {
    return <MissingKey title="Direzione di gara" message="Questo link non contiene la chiave della direzione di gara: apri il link del torneo per intero." />;
  }
  return <DirectorConsole tournamentId={decodeURIComponent(id)} directorKey={key} />;
}
