import type { Metadata } from "next";

import { PublicStandings } from "./_components/public-standings";

export const metadata: Metadata = {
  title: "Classifica del torneo",
  description: "La classifica del torneo in diretta, per lo schermo della sala.",
};

/** The tournament's public page (issue #17): the hall's screen, and the final standings to print. */
export default async function TournamentPublicPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PublicStandings tournamentId={decodeURIComponent(id)} />;
}
