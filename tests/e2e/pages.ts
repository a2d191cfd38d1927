/**
 * The browser pages of one e2e file: each in its own context (its own cookies, so each page
 * is a different person), in Italian, closed with the file's session (./browser.ts). A test
 * fails if one of its pages broke the Content-Security-Policy.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, expect } from "vitest";

import { e2eSession, type E2eSession, PHONE } from "./browser";

export interface E2ePages {
  session: () => E2eSession;
  /** A fresh person's page, on the phone unless told otherwise. */
  newPage: (viewport?: { width: number; height: number }, options?: { hasTouch?: boolean; reducedMotion?: "reduce" | "no-preference" }) => Promise<Page>;
}

/** Registers the file's session (app and Chromium); every page opened here is closed before them. */
export function e2ePages(context: { timezoneId?: string } = {}): E2ePages {
  const contexts: BrowserContext[] = [];
  // Chromium reports a script, style or frame the page's Content-Security-Policy refused in
  // the console: after each test, none may have been (src/server/http/security-headers.ts).
  const cspViolations: string[] = [];
  afterEach(() => {
    expect(cspViolations.splice(0), "Content-Security-Policy violations").toEqual([]);
  });
  const session = e2eSession({
    beforeClose: async () => {
      for (const opened of contexts) await opened.close();
    },
  });
  async function newPage(
    viewport = PHONE,
    { hasTouch = false, reducedMotion = "no-preference" }: { hasTouch?: boolean; reducedMotion?: "reduce" | "no-preference" } = {},
  ): Promise<Page> {
    const opened = await session().browser.newContext({ viewport, locale: "it-IT", hasTouch, isMobile: hasTouch, reducedMotion, ...context });
    contexts.push(opened);
    const page = await opened.newPage();
    page.setDefaultTimeout(15_000);
    // A crash in the page is a failure to explain, not a timeout to guess at.
    page.on("pageerror", (error) => console.error(`[page] ${error.message}`));
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) cspViolations.push(`${page.url()}: ${message.text()}`);
    });
    return page;
  }
  return { session, newPage };
}
