import type { Metadata } from "next";

import { ClassConsole } from "./_components/class-console";

export const metadata: Metadata = {
  title: "La classe",
  // The teacher's link is the class's only key: keep it out of search engines and referrers.
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function ClassTeacherPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  const query = await searchParams;
  const key = Array.isArray(query.chiave) ? query.chiave[0] : query.chiave;
  if (!key) {
    return (
      <>
        <h1>La classe</h1>
        <p className="alert" role="alert">
          Questo link non contiene la chiave dell&apos;insegnante: apri il link della classe per intero.
        </p>
      </>
    );
  }
  return <ClassConsole classId={decodeURIComponent(id)} teacherKey={key} />;
}
