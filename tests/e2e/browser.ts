/**
 * Debian's Chromium driven by playwright-core (never a browser download), with the flags
 * this closed network needs: no background connections, no QUIC, a fresh profile.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";

import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";

import { ensureBuild, type RunningApp, startApp } from "./server";

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** Where e2e screenshots go (git-ignored), and the phone the pages are checked on. */
export const SCREENSHOTS = path.resolve("test-results");
export const PHONE = { width: 360, height: 740 };

export interface E2eSession {
  app: RunningApp;
  browser: Browser;
}

/**
 * Registers the file's hooks: the production build served on a free port, and Chromium;
 * both closed after the file (after `beforeClose`, e.g. closing contexts). Returns a getter.
 */
export function e2eSession(options: { beforeClose?: () => Promise<void> } = {}): () => E2eSession {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    ensureBuild();
    app = await startApp();
    browser = await launchChromium();
    mkdirSync(SCREENSHOTS, { recursive: true });
  }, 600_000);
  // A failed test shows what the server said meanwhile (a computer's refused move, a failed
  // write): its log is otherwise only shown when it fails to start.
  let logFrom = 0;
  beforeEach(() => {
    logFrom = app?.output().length ?? 0;
  });
  afterEach((context) => {
    if (context.task.result?.state === "fail" && app !== undefined)
      console.error(`[server] during the failed test:\n${app.output().slice(logFrom).slice(-16_000)}`);
  });
  afterAll(async () => {
    await options.beforeClose?.();
    await browser?.close();
    await app?.stop();
  });
  return () => {
    if (!app || !browser) throw new Error("setup failed");
    return { app, browser };
  };
}

/** The page fits the phone: nothing scrolls sideways. */
export async function expectNoSideways(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

/**
 * A private page opened from a link without its key (src/app/_components/missing-key.tsx): its
 * title, an alert saying which link to open, and the way back to the start, which works.
 */
export async function expectMissingKey(page: Page, url: string, title: string, message: RegExp): Promise<void> {
  await page.goto(url);
  await expect(page.locator("h1").textContent()).resolves.toBe(title);
  const alert = page.getByTestId("missing-key");
  await expect(alert.getAttribute("role")).resolves.toBe("alert");
  await expect(alert.textContent()).resolves.toMatch(message);
  await page.getByRole("link", { name: "Torna all'inizio" }).click();
  await page.waitForURL((next) => next.pathname === "/");
}
