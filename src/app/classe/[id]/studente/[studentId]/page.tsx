import type { Metadata } from "next";

import { linkKey, type PageQuery } from "~/app/_components/link-key";
import { MissingKey } from "~/app/_components/missing-key";

import { StudentSheet } from "./_components/student-sheet";

export const metadata: Metadata = {
  title: "Scheda dello studente",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** A student's sheet for the year, to print (the browser's "Salva come PDF"); the teacher's key opens it. */
export default async function StudentPage({ params, searchParams }: { params: Promise<{ id: string; studentId: string }>; searchParams: Promise<PageQuery> }) {
  const { id, studentId } = await params;
  const key = linkKey(await searchParams, "chiave");
  if (!key) {
    return <MissingKey title="Scheda dello studente" message="Questo link non contiene la chiave dell'insegnante: apri la scheda dalla pagina della classe." />;
  }
  return <StudentSheet classId={decodeURIComponent(id)} studentId={decodeURIComponent(studentId)} teacherKey={key} />;
}
