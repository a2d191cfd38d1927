import type { Metadata } from "next";

import { Registration } from "./_components/registration";

export const metadata: Metadata = {
  title: "Iscriviti al torneo",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function TournamentRegistrationPage({
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
        <h1>Iscriviti al torneo</h1>
        <p className="alert" role="alert">
          Questo link di iscrizione è incompleto: manca la parte ?codice=…. Chiedi alla direzione di gara il link intero.
        </p>
      </>
    );
  }
  return <Registration tournamentId={decodeURIComponent(id)} code={code} />;
}
