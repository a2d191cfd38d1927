import type { Metadata } from "next";

import { linkKey, type PageQuery } from "~/app/_components/link-key";
import { MissingKey } from "~/app/_components/missing-key";

import { CompareSheet } from "./_components/compare-sheet";

export const metadata: Metadata = {
  title: "Confronta i tavoli",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** One start's tables side by side (the same cards at each), to read or print; the teacher's key opens it. */
export default async function ComparePage({ params, searchParams }: { params: Promise<{ id: string; start: string }>; searchParams: Promise<PageQuery> }) {
  const { id, start } = await params;
  const key = linkKey(await searchParams, "chiave");
  const startedAt = Number(start);
  if (!key || !Number.isSafeInteger(startedAt) || startedAt < 0) {
    return <MissingKey title="Confronta i tavoli" message="Questo link non è completo: apri il confronto dalla pagina della classe." />;
  }
  return <CompareSheet classId={decodeURIComponent(id)} startedAt={startedAt} teacherKey={key} />;
}
