import type { Metadata } from "next";

import { CompareSheet } from "./_components/compare-sheet";

export const metadata: Metadata = {
  title: "Confronta i tavoli",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** One start's tables side by side (the same cards at each), to read or print; the teacher's key opens it. */
export default async function ComparePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; start: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id, start } = await params;
  const query = await searchParams;
  const key = Array.isArray(query.chiave) ? query.chiave[0] : query.chiave;
  const startedAt = Number(start);
  if (!key || !Number.isSafeInteger(startedAt) || startedAt < 0) {
    return (
      <p className="alert" role="alert">
        Questo link non è completo: apri il confronto dalla pagina della classe.
      </p>
    );
  }
  return <CompareSheet classId={decodeURIComponent(id)} startedAt={startedAt} teacherKey={key} />;
}
