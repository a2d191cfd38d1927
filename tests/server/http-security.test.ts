/**
 * Issue #14, "no framing, no cross-origin create", on the API: the production handler
 * (src/server/http/api-handler.ts) on a real node:http server, a real libSQL file.
 * A page on another origin can POST without the browser's preflight only as text/plain,
 * multipart/form-data or a form (`fetch(url, { method: "POST", mode: "no-cors", body })`):
 * such a request is refused with 415 before any procedure runs. Every answer carries the
 * security headers (src/server/http/security-headers.ts).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { POST as nextRoutePost } from "~/app/api/trpc/[trpc]/route";
import { openLexicon } from "~/lexicon";
import { games } from "~/server/db/schema";
import { MAX_BODY_BYTES } from "~/server/http/api-handler";
import { JSON_ONLY_MESSAGE } from "~/server/http/api-refusals";
import { contentSecurityPolicy, SECURITY_HEADERS } from "~/server/http/security-headers";
import { type TempDatabase, tempDatabase, testApiHandler, testServices } from "./tables";

let database: TempDatabase;
let server: Server;
let base: string;

beforeAll(async () => {
  const lexicon = await openLexicon();
  database = await tempDatabase();
  server = createServer(testApiHandler(testServices(database.db, lexicon)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/trpc`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  database.remove();
});

const NEW_TABLE = JSON.stringify({ players: 2, wordProfile: "libero" });

async function tableCount(): Promise<number> {
  return (await database.db.select({ id: games.id }).from(games)).length;
}

function expectSecurityHeaders(response: Response, what: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), `${what}: ${name}`).toBe(value);
  expect(response.headers.get("content-security-policy"), what).toBe(contentSecurityPolicy(null));
}

interface Refusal {
  error: { message: string; data: { code: string; httpStatus: number; path: string } };
}

describe("a mutation that is not JSON", () => {
  it.each<[string, Record<string, string>, BodyInit]>([
    ["text/plain (what fetch with mode: no-cors sends)", { "content-type": "text/plain;charset=UTF-8" }, NEW_TABLE],
    ["no content-type", {}, new Blob([NEW_TABLE])],
    ["a form", { "content-type": "application/x-www-form-urlencoded" }, "players=2"],
    [
      "multipart/form-data",
      {},
      (() => {
        const form = new FormData();
        form.set("players", "2");
        return form;
      })(),
    ],
    ["a look-alike type", { "content-type": "application/jsonp" }, NEW_TABLE],
  ])("is refused with 415 and creates nothing: %s", async (what, headers, body) => {
    const before = await tableCount();
    const response = await fetch(`${base}/table.create`, { method: "POST", headers, body });
    expect(response.status).toBe(415);
    expectSecurityHeaders(response, what);
    const answer = (await response.json()) as Refusal;
    expect(answer.error.message).toBe(JSON_ONLY_MESSAGE);
    expect(answer.error.data).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE", httpStatus: 415, path: "table.create" });
    expect(await tableCount()).toBe(before);
  });

  it("is refused alike by Next's route handler (`next dev`)", async () => {
    const init = { method: "POST", headers: { "content-type": "text/plain" }, body: NEW_TABLE };
    const viaNext = await nextRoutePost(new Request("http://localhost/api/trpc/table.create", init));
    const viaServer = await fetch(`${base}/table.create`, init);
    expect(viaNext.status).toBe(415);
    const withoutStack = (text: string) => JSON.stringify(JSON.parse(text, (key, value: unknown) => (key === "stack" ? undefined : value)));
    expect(withoutStack(await viaNext.text())).toBe(withoutStack(await viaServer.text()));
  });

  it("is JSON whatever the case and parameters of its content-type: the table is created", async () => {
    for (const contentType of ["application/json; charset=utf-8", "Application/JSON"]) {
      const before = await tableCount();
      const response = await fetch(`${base}/table.create`, { method: "POST", headers: { "content-type": contentType }, body: NEW_TABLE });
      expect(response.status, contentType).toBe(200);
      expect(await tableCount()).toBe(before + 1);
    }
  });
});

describe("every API answer", () => {
  it.each<[number, string, RequestInit]>([
    [200, "health.ping", {}],
    [400, "table.create", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ players: 7 }) }],
    [404, "table.nonEsiste", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }],
    [415, "table.create", { method: "POST", headers: { "content-type": "text/plain" }, body: NEW_TABLE }],
    [
      413,
      "table.create",
      { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ players: 2, pad: "x".repeat(MAX_BODY_BYTES) }) },
    ],
  ])("carries the security headers: %i", async (status, path, init) => {
    const response = await fetch(`${base}/${path}`, init);
    expect(response.status).toBe(status);
    expectSecurityHeaders(response, `${status} ${path}`);
    await response.arrayBuffer();
  });
});
