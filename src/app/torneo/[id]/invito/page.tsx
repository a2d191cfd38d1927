import type { Metadata } from "next";

import { Invite } from "./_components/invite";

export const metadata: Metadata = {
  title: "Il tuo invito al torneo",
  // The invite is a key, once: keep it out of search engines and referrers.
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function TournamentInvitePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  const query = await searchParams;
  const code = Array.isArray(query.codice) ? query.codice[0] : query.codice;
  if (!code) {
    return (
      <>
        <h1>Il tuo invito al torneo</h1>
        <p className="alert" role="alert">
          Questo invito è incompleto: manca la parte ?codice=…. Chiedi a chi ti ha iscritto il link intero.
        </p>
      </>
    );
  }
  return <Invite tournamentId={decodeURIComponent(id)} code={code} />;
}
