/**
 * The API through Next's route handler (src/app/api/trpc/[trpc]/route.ts), which serves it
 * under `next dev` only (`npm start` serves it with ./api-handler.ts): tRPC's fetch adapter,
 * with the same refusals before tRPC (the batch cap among them) and Retry-After headers. Not here:
 * the cap on open streams (a route handler is not told when its answer's connection closes).
 */
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";

import { retryAfterMeta } from "~/server/api/limits";
import { appRouter } from "~/server/api/root";
import { createTRPCContext } from "~/server/api/trpc";
import type { Services } from "~/server/services";
import { batchRefusal, jsonOnlyRefusal, refusalAnswer } from "./api-refusals";
import { routeClientAddress } from "./client-address";

const ENDPOINT = "/api/trpc";

export function createRouteHandler(services: () => Promise<Services>, { trustProxy }: { trustProxy: boolean }): (req: Request) => Promise<Response> {
  return async (req) => {
    const url = new URL(req.url);
    const refused = batchRefusal(url.pathname, url.searchParams) ?? jsonOnlyRefusal(req.method, req.headers.get("content-type"));
    if (refused !== null) {
      const { status, json } = refusalAnswer(refused, url.pathname.slice(ENDPOINT.length + 1));
      return new Response(json, { status, headers: { "content-type": "application/json" } });
    }
    const clientAddress = routeClientAddress(req.headers.get("x-forwarded-for"), trustProxy);
    return fetchRequestHandler({
      endpoint: ENDPOINT,
      req,
      router: appRouter,
      createContext: async () => createTRPCContext(await services(), clientAddress),
      responseMeta: ({ errors }) => retryAfterMeta(errors),
      onError({ path, error }) {
        // Client mistakes (BAD_REQUEST…) are the client's business; log what is ours.
        if (error.code === "INTERNAL_SERVER_ERROR") {
          console.error(`tRPC failed on ${path ?? "<no-path>"}:`, error.cause ?? error);
        }
      },
    });
  };
}
