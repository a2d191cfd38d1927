import type { ReactNode } from "react";

/**
 * A page that cannot show what it is for (its link has no key, the key is refused, the class
 * or tournament is not there): the page's title, and what is wrong as an alert.
 */
export function PageAlert({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <>
      <h1>{title}</h1>
      <p className="alert" role="alert" data-testid={testId}>
        {children}
      </p>
    </>
  );
}
