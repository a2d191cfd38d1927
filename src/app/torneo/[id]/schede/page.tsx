import type { Metadata } from "next";

import { ScoreSheets } from "./_components/score-sheets";

export const metadata: Metadata = {
  title: "Schede segnapunti",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** The score sheets of the turn, one a page, to print (the browser's "Salva come PDF"); the director's key opens them. */
export default async function ScoreSheetsPage({
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
      <p className="alert" role="alert">
        Questo link non contiene la chiave della direzione di gara: apri le schede dalla console del torneo.
      </p>
    );
  }
  return <ScoreSheets tournamentId={decodeURIComponent(id)} directorKey={key} />;
}
