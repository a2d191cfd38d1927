import type { Metadata } from "next";

import { JudgeConsole } from "./_components/judge-console";
import { credentialFromParams } from "./_components/judge-link";
import "./giudice.css";

export const metadata: Metadata = {
  title: "Giudice di lingua",
  // A judge link is private: keep it out of search engines and referrers.
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function GiudicePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const params = new URLSearchParams();
  for (const key of ["tavolo", "evento", "codice"]) {
    const value = query[key];
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(key, first);
  }
  const hasLinkParts = params.size > 0;
  return <JudgeConsole initialCredential={credentialFromParams(params)} brokenLink={hasLinkParts && credentialFromParams(params) === null} />;
}
