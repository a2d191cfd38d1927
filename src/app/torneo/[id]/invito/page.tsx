import type { Metadata } from "next";

import { linkKey, type PageQuery } from "~/app/_components/link-key";
import { MissingKey } from "~/app/_components/missing-key";

import { Invite } from "./_components/invite";

export const metadata: Metadata = {
  title: "Il tuo invito al torneo",
  // The invite is a key, once: keep it out of search engines and referrers.
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function TournamentInvitePage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<PageQuery> }) {
  const { id } = await params;
  const code = linkKey(await searchParams, "codice");
  if (!code) {
    return (
      <MissingKey title="Il tuo invito al torneo" message="Questo invito è incompleto: manca la parte ?codice=…. Chiedi a chi ti ha iscritto il link intero." />
    );
  }
  return <Invite tournamentId={decodeURIComponent(id)} code={code} />;
}
