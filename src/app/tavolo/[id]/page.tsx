import type { Metadata } from "next";

import { Table } from "./_components/table";

export const metadata: Metadata = {
  title: "Tavolo",
  // A seat link is private: keep it out of search engines and referrers.
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function TavoloPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  const query = await searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const seatToken = first(query.posto);
  const spectatorToken = first(query.guarda);
  const token = seatToken ?? spectatorToken;

  if (!token) {
    return (
      <>
        <h1>Tavolo</h1>
        <p className="alert" role="alert">
          Questo link non contiene un posto: apri il link che hai ricevuto per intero.
        </p>
      </>
    );
  }
  return <Table gameId={decodeURIComponent(id)} token={token} spectator={seatToken === undefined} />;
}
