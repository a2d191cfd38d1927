/**
 * Issue #14, "no framing, no cross-origin create", in Chromium against the production server
 * (src/server/http/security-headers.ts, src/server/http/api-refusals.ts): every answer carries
 * the security headers; a page's scripts run under a fresh nonce and break no policy; a page
 * on another origin (a second local server) can neither frame the spectator page nor create a
 * table, with `fetch(…, { mode: "no-cors" })` or with JSON.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createDatabase } from "~/server/db";
import { games } from "~/server/db/schema";
import { e2ePages } from "./pages";
import { trpcMutation } from "./trpc-http";

const { session, newPage } = e2ePages();

const NEW_TABLE = { players: 2, wordProfile: "libero" };

/** The other origin: whatever page the test puts here, at `${otherBase}/`. */
let otherPage = "";
let other: Server;
let otherBase: string;

beforeAll(async () => {
  other = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(otherPage);
  });
  await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
  otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});

afterAll(async () => {
  other.closeAllConnections();
  await new Promise((resolve) => other.close(resolve));
});

const NONCE_POLICY = /^default-src 'self'; script-src 'self' 'nonce-([A-Za-z0-9+/]+={0,2})' 'strict-dynamic'; .*frame-ancestors 'none'/;

function expectHeaders(response: Response, what: string): void {
  expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(response.headers.get("referrer-policy"), what).toBe("no-referrer");
  expect(response.headers.get("x-frame-options"), what).toBe("DENY");
  expect(response.headers.get("permissions-policy"), what).toContain("camera=()");
  expect(response.headers.get("content-security-policy"), what).toMatch(/frame-ancestors 'none'/);
}

async function tableCount(): Promise<number> {
  const { client, db } = createDatabase({ url: session().app.databaseUrl });
  try {
    return (await db.select({ id: games.id }).from(games)).length;
  } finally {
    client.close();
  }
}

async function spectatorUrl(): Promise<string> {
  const created = await trpcMutation<{ spectatorLink: string }>(session().app.baseUrl, "table.create", NEW_TABLE);
  return `${session().app.baseUrl}${created.spectatorLink}`;
}

describe("the production server's answers", () => {
  it("a page: the headers, a fresh nonce each time, on every script of the page", async () => {
    const { baseUrl } = session().app;
    const nonces: string[] = [];
    for (const attempt of [1, 2]) {
      const response = await fetch(`${baseUrl}/`);
      expect(response.status).toBe(200);
      expectHeaders(response, `/ (${attempt})`);
      const nonce = NONCE_POLICY.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      expect(nonce, "the page's policy has a nonce").toBeDefined();
      nonces.push(nonce!);
      const html = await response.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script).toContain(` nonce="${nonce}"`);
      if (attempt === 1) {
        const asset = /<script\b[^>]* src="(\/_next\/static\/[^"]+)"/.exec(html)?.[1];
        expect(asset, "the page loads a script from /_next/static").toBeDefined();
        const file = await fetch(`${baseUrl}${asset}`);
        expect(file.status).toBe(200);
        expectHeaders(file, asset!);
        await file.arrayBuffer();
      }
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("a 404 page and an API answer carry them too", async () => {
    const { baseUrl } = session().app;
    const missing = await fetch(`${baseUrl}/non-esiste`);
    expect(missing.status).toBe(404);
    expectHeaders(missing, "/non-esiste");
    await missing.text();
    const ping = await fetch(`${baseUrl}/api/trpc/health.ping`);
    expect(ping.status).toBe(200);
    expectHeaders(ping, "health.ping");
    await ping.text();
  });

  it("every page runs its scripts under the policy: /, /dizionario, /giudice, a spectator's table, a 404", async () => {
    const { baseUrl } = session().app;
    const page = await newPage();
    for (const url of [`${baseUrl}/`, `${baseUrl}/dizionario`, `${baseUrl}/giudice`, await spectatorUrl(), `${baseUrl}/non-esiste`]) {
      await page.goto(url);
      // Hydrated: Next's client, loaded by the nonce'd scripts, has started.
      await page.waitForFunction(() => (window as { next?: { version?: string } }).next?.version !== undefined);
    }
    // …and the spectator's table is live: drawn by the client from table.watch.
    await page.goto(await spectatorUrl());
    await page.getByTestId("table").waitFor();
    // No violation: checked after each test (./pages.ts).
  });
});

describe("a page on another origin", () => {
  it("cannot frame the spectator page", async () => {
    const url = await spectatorUrl();
    otherPage = `<!doctype html><title>altro sito</title><iframe id="f" src="${url}" width="800" height="600"></iframe>`;
    // Not a page of ./pages.ts: here the browser refusing the frame is what should happen.
    const context = await session().browser.newContext();
    try {
      const page = await context.newPage();
      const refused = page.waitForEvent("console", (message) => message.text().includes("frame-ancestors 'none'"));
      await page.goto(`${otherBase}/`);
      await refused;
      const framed = page.frames().find((frame) => frame !== page.mainFrame());
      expect(framed, "the iframe exists").toBeDefined();
      await expect(framed!.locator('[data-testid="table"]').count()).resolves.toBe(0);
      expect(framed!.url()).not.toBe(url);
    } finally {
      await context.close();
    }
  });

  it("cannot create a table: not with fetch(…, { mode: 'no-cors' }), not with JSON", async () => {
    const { baseUrl } = session().app;
    otherPage = "<!doctype html><title>altro sito</title><p>ciao</p>";
    const context = await session().browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${otherBase}/`);
      const before = await tableCount();
      const outcome = await page.evaluate(
        async ({ url, body }) => {
          // No-cors: the browser sends it as text/plain and hides the answer.
          const noCors = await fetch(url, { method: "POST", mode: "no-cors", body });
          // JSON needs the browser to ask first (a preflight), which the server never grants.
          const json = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body }).then(
            () => "answered",
            () => "refused",
          );
          return { noCors: noCors.type, json };
        },
        { url: `${baseUrl}/api/trpc/table.create`, body: JSON.stringify(NEW_TABLE) },
      );
      expect(outcome).toEqual({ noCors: "opaque", json: "refused" });
      expect(await tableCount()).toBe(before);
      // The same JSON, sent by a program rather than a page on another site, does create one.
      await trpcMutation(baseUrl, "table.create", NEW_TABLE);
      expect(await tableCount()).toBe(before + 1);
    } finally {
      await context.close();
    }
  });
});
