import type { Metadata } from "next";

import { linkKey, type PageQuery } from "~/app/_components/link-key";
import { MissingKey } from "~/app/_components/missing-key";

import { ClassConsole } from "./_components/class-console";

export const metadata: Metadata = {
  title: "La classe",
  // The teacher's link is the class's only key: keep it out of search engines and referrers.
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function ClassTeacherPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<PageQuery> }) {
  const { id } = await params;
  const key = linkKey(await searchParams, "chiave");
  if (!key) {
    return <MissingKey title="La classe" message="Questo link non contiene la chiave dell'insegnante: apri il link della classe per intero." />;
  }
  return <ClassConsole classId={decodeURIComponent(id)} teacherKey={key} />;
}
