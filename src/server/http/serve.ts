/**
 * The production server (`npm start` → dist/server.js, built by `npm run build:cli`): one
 * node:http server on PORT (default 3000) and HOSTNAME (default all interfaces), where
 * `/api/trpc/*` goes straight to tRPC (./api-handler.ts) and everything else to Next
 * (pages, assets), every answer with the security headers (./security-headers.ts). `next dev`
 * keeps serving the API through Next's route handler.
 *
 * The start itself (migrations, services, lexicon, move timers: src/server/startup.ts) runs
 * here, before the port opens; its services serve every API request of the process.
 */
import "./production-env";

import { createServer } from "node:http";

import next from "next";

import { env } from "~/env";
import { findProjectRoot } from "~/lexicon/node";
import { createApiHandler, isApiRequest } from "~/server/http/api-handler";
import { securePageRequest } from "~/server/http/security-headers";
import { StreamGate } from "~/server/http/streams";
import { startServer } from "~/server/startup";

/** PORT and HOSTNAME as `next start` reads them; a bad PORT stops the start with its name. */
function listenAddress(): { port: number; hostname: string | undefined } {
  const raw = process.env.PORT?.trim() || "3000";
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`Burraco Parole cannot start: PORT must be a whole number from 0 to 65535 (got "${raw}").`);
    process.exit(1);
  }
  return { port, hostname: process.env.HOSTNAME?.trim() || undefined };
}

/**
 * Whether a page's path decodes. A link cut or mangled inside a %-escape (`/tavolo/ab%E0`)
 * makes Next answer a bare "Internal Server Error", in English, for a dynamic route: such a
 * path is sent to the site's own 404 page instead, which says in Italian to open the link again.
 */
function decodablePath(url: string | undefined): boolean {
  const path = (url ?? "/").split("?", 1)[0]!;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** A path no page has: Next answers it with app/not-found.tsx (404). */
const NOT_FOUND_PATH = "/link-non-valido";

async function main(): Promise<void> {
  const { port, hostname } = listenAddress();
  const services = await startServer();

  const app = next({ dev: false, dir: findProjectRoot(), ...(hostname === undefined ? {} : { hostname }), port });
  await app.prepare();
  const pages = app.getRequestHandler();
  const api = createApiHandler(services, { trustProxy: env.TRUST_PROXY, streams: new StreamGate({ maxStreams: env.MAX_STREAMS }) });

  const server = createServer((req, res) => {
    if (isApiRequest(req.url)) {
      api(req, res);
      return;
    }
    securePageRequest(req, res);
    if (!decodablePath(req.url)) req.url = NOT_FOUND_PATH;
    pages(req, res).catch((error: unknown) => {
      console.error("Page request failed:", error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  // Longer than the usual proxy's idle timeout, so a player's connection is reused move after move.
  server.keepAliveTimeout = 65_000;
  server.listen(port, hostname, () => {
    const address = server.address();
    const shown = typeof address === "object" && address !== null ? `${hostname ?? "localhost"}:${address.port}` : String(address);
    console.info(`Burraco Parole è pronto su http://${shown}`);
  });

  const stop = (signal: NodeJS.Signals) => {
    console.info(`${signal}: chiusura del server.`);
    server.close(() => process.exit(0));
    // Live streams (SSE) never end by themselves: close the idle ones and, shortly after, quit.
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 3_000).unref();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error("Burraco Parole cannot start:", error);
  process.exit(1);
});
