import type { Metadata } from "next";

import { linkKey, type PageQuery } from "~/app/_components/link-key";

import { EnterClass } from "./_components/enter-class";

export const metadata: Metadata = {
  title: "Entra in classe",
  description: "Scrivi il codice della classe e un soprannome: niente account, niente password.",
  robots: { index: false, follow: false },
};

export default async function EntraPage({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const code = linkKey(await searchParams, "codice");
  return (
    <>
      <h1>Entra in classe</h1>
      <EnterClass code={code?.slice(0, 12) ?? ""} />
    </>
  );
}
