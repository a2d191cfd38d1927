import type { Metadata } from "next";

import { EnterClass } from "./_components/enter-class";

export const metadata: Metadata = {
  title: "Entra in classe",
  description: "Scrivi il codice della classe e un soprannome: niente account, niente password.",
  robots: { index: false, follow: false },
};

export default async function EntraPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const code = Array.isArray(query.codice) ? query.codice[0] : query.codice;
  return (
    <>
      <h1>Entra in classe</h1>
      <EnterClass code={code?.slice(0, 12) ?? ""} />
    </>
  );
}
