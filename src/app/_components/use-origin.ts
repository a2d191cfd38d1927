"use client";

import { useEffect, useState } from "react";

/**
 * The site's address as this browser reached it, for the whole links a page shows to copy or
 * scan: empty while the server draws the page (it does not know the address people use) and
 * on the first render after, so both draw the same; the address right after.
 */
export function useOrigin(): string {
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  return origin;
}
