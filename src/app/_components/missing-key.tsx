import Link from "next/link";

/**
 * A private page opened from a link without its key (the teacher's, the director's, a player's,
 * a seat's): the page's title, which link to open instead, and the way back to the start.
 */
export function MissingKey({ title, message }: { title: string; message: string }) {
  return (
    <>
      <h1>{title}</h1>
      <p className="alert" role="alert" data-testid="missing-key">
        {message}
      </p>
      <p>
        <Link href="/" className="button">
          Torna all&apos;inizio
        </Link>
      </p>
    </>
  );
}
