import type { Metadata } from "next";

import { linkKey, type PageQuery } from "~/app/_components/link-key";
import { MissingKey } from "~/app/_components/missing-key";

import { ScoreSheets } from "./_components/score-sheets";

export const metadata: Metadata = {
  title: "Schede segnapunti",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** The score sheets of the turn, one a page, to print (the browser's "Salva come PDF"); the director's key opens them. */
export default async function ScoreSheetsPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<PageQuery> }) {
  const { id } = await params;
  const key = linkKey(await searchParams, "chiave");
  if (!key) {
    return (
      <MissingKey title="Schede segnapunti" message="Questo link non contiene la chiave della direzione di gara: apri le schede dalla console del torneo." />
    );
  }
  return <ScoreSheets tournamentId={decodeURIComponent(id)} directorKey={key} />;
}
