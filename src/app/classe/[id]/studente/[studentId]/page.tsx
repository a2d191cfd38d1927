import type { Metadata } from "next";

import { StudentSheet } from "./_components/student-sheet";

export const metadata: Metadata = {
  title: "Scheda dello studente",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** A student's sheet for the year, to print (the browser's "Salva come PDF"); the teacher's key opens it. */
export default async function StudentPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; studentId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id, studentId } = await params;
  const query = await searchParams;
  const key = Array.isArray(query.chiave) ? query.chiave[0] : query.chiave;
  if (!key) {
    return (
      <p className="alert" role="alert">
        Questo link non contiene la chiave dell&apos;insegnante: apri la scheda dalla pagina della classe.
      </p>
    );
  }
  return <StudentSheet classId={decodeURIComponent(id)} studentId={decodeURIComponent(studentId)} teacherKey={key} />;
}
