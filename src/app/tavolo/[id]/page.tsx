import type { Metadata } from "next";

import { linkKey, type PageQuery } from "~/app/_components/link-key";
import { MissingKey } from "~/app/_components/missing-key";

import { Table } from "./_components/table";

export const metadata: Metadata = {
  title: "Tavolo",
  // A seat link is private: keep it out of search engines and referrers.
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function TavoloPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<PageQuery> }) {
  const { id } = await params;
  const query = await searchParams;
  const seatToken = linkKey(query, "posto");
  const token = seatToken ?? linkKey(query, "guarda");
  if (!token) {
    return <MissingKey title="Tavolo" message="Questo link non contiene un posto: apri il link che hai ricevuto per intero." />;
  }
  return <Table gameId={decodeURIComponent(id)} token={token} spectator={seatToken === undefined} />;
}
