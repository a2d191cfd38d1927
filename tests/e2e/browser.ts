/**
 * Debian's Chromium driven by playwright-core (never a browser download), with the flags
 * this closed network needs: no background connections, no QUIC, a fresh profile.
 */
import { type Browser, chromium } from "playwright-core";

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
