import { fetchRequestHandler } from "@trpc/server/adapters/fetch";

import { appRouter } from "~/server/api/root";
import { createTRPCContext } from "~/server/api/trpc";
import { jsonOnlyRefusal, refusalAnswer } from "~/server/http/api-refusals";

const ENDPOINT = "/api/trpc";

function handler(req: Request): Promise<Response> {
  const notJson = jsonOnlyRefusal(req.method, req.headers.get("content-type"));
  if (notJson !== null) {
    const { status, json } = refusalAnswer(notJson, new URL(req.url).pathname.slice(ENDPOINT.length + 1));
    return Promise.resolve(new Response(json, { status, headers: { "content-type": "application/json" } }));
  }
  return fetchRequestHandler({
    endpoint: ENDPOINT,
    req,
    router: appRouter,
    createContext: () => createTRPCContext(),
    onError({ path, error }) {
      // Client mistakes (BAD_REQUEST…) are the client's business; log what is ours.
      if (error.code === "INTERNAL_SERVER_ERROR") {
        console.error(`tRPC failed on ${path ?? "<no-path>"}:`, error.cause ?? error);
      }
    },
  });
}

export { handler as GET, handler as POST };
