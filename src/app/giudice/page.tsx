import type { Metadata } from "next";

import { linkKey, type PageQuery } from "~/app/_components/link-key";

import { JudgeConsole } from "./_components/judge-console";
import { credentialFromParams } from "./_components/judge-link";
import "./giudice.css";

export const metadata: Metadata = {
  title: "Giudice di lingua",
  // A judge link is private: keep it out of search engines and referrers.
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function GiudicePage({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const query = await searchParams;
  const params = new URLSearchParams();
  for (const key of ["tavolo", "evento", "codice"]) {
    const value = linkKey(query, key);
    if (value !== undefined) params.set(key, value);
  }
  const hasLinkParts = params.size > 0;
  return <JudgeConsole initialCredential={credentialFromParams(params)} brokenLink={hasLinkParts && credentialFromParams(params) === null} />;
}
