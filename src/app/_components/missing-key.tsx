import Link from "next/link";

import { PageAlert } from "./page-alert";

/**
 * A private page opened from a link without its key (the teacher's, the director's, a player's,
 * a seat's): the page's title, which link to open instead, and the way back to the start.
 */
export function MissingKey({ title, message }: { title: string; message: string }) {
  return (
    <>
      <PageAlert title={title} testId="missing-key">
        {message}
      </PageAlert>
      <p>
        <Link href="/" className="button">
          Torna all&apos;inizio
        </Link>
      </p>
    </>
  );
}
