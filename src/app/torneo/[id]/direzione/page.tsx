import type { Metadata } from "next";

import { DirectorConsole } from "./_components/director-console";

export const metadata: Metadata = {
  title: "Direzione di gara",
  // The director's link is the tournament's only key: keep it out of search engines and referrers.
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function TournamentDirectorPage({
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
        <h1>Direzione di gara</h1>
        <p className="alert" role="alert">
          Questo link non contiene la chiave della direzione di gara: apri il link del torneo per intero.
        </p>
      </>
    );
  }
  return <DirectorConsole tournamentId={decodeURIComponent(id)} directorKey={key} />;
}
