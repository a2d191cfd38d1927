import { env } from "~/env";
import { createRouteHandler } from "~/server/http/route-handler";
import type { Services } from "~/server/services";
import { startServer } from "~/server/startup";

let started: Promise<Services> | undefined;

/**
 * `next dev` only (`npm start` serves the API itself: src/server/http/serve.ts). The first API
 * request starts the server — migrations, move timers — and builds its services, once per
 * process; not at import, since `next build` imports this module and must open no database.
 */
function services(): Promise<Services> {
  started ??= startServer();
  return started;
}

const handler = createRouteHandler(services, { trustProxy: env.TRUST_PROXY });

export { handler as GET, handler as POST };
