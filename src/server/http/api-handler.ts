/**
 * The API over plain node:http: `/api/trpc/*` goes straight to tRPC's Node adapter, without
 * passing through Next's router. The production server (./serve.ts) puts this in front of
 * Next; the table benchmark (bench/tables.ts) serves exactly this handler.
 *
 * Why not Next's route handler (src/app/api/trpc/[trpc]/route.ts, still used by `next dev`):
 * measured with bench/tables.ts's clients against `next start`, 100 tables top out at ~660
 * actions/s with p99 ~280 ms; Next's request pipeline costs more than the move itself.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

import { callTRPCProcedure, getTRPCErrorFromUnknown, getTRPCErrorShape, transformTRPCResponse, TRPCError } from "@trpc/server";
import { nodeHTTPRequestHandler } from "@trpc/server/adapters/node-http";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";

import { appRouter } from "~/server/api/root";
import type { TRPCContext } from "~/server/api/trpc";
import { answerJson } from "./answer-json";
import { decodedPath, jsonOnlyRefusal, refusalAnswer } from "./api-refusals";
import { secureApiAnswer } from "./security-headers";

export const API_BASE_PATH = "/api/trpc/";

/** Largest request body accepted (a whole gioco al monte is well under 10 KB). */
export const MAX_BODY_BYTES = 256 * 1024;

export function isApiRequest(url: string | undefined): boolean {
  return url?.startsWith(API_BASE_PATH) === true;
}

/**
 * The body, read whole; null when it is larger than MAX_BODY_BYTES (the rest is read and
 * dropped). Plain listeners rather than `for await`: the stream's async iterator cost ~1% of
 * the server's CPU and 2 KB of garbage per move under the table benchmark.
 */
function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        chunks.length = 0;
        resolve(null);
      } else chunks.push(chunk);
    });
    req.once("end", () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString("utf8")));
    req.once("error", reject);
    // Closed before its end (the client went away): no body to serve (a no-op once it ended).
    req.once("close", () => reject(new Error("request closed before its body was read")));
  });
}

function logIfOurs(path: string | undefined, error: TRPCError): void {
  // Client mistakes (BAD_REQUEST…) are the client's business; log what is ours.
  if (error.code === "INTERNAL_SERVER_ERROR") console.error(`tRPC failed on ${path ?? "<no-path>"}:`, error.cause ?? error);
}

type Answer = Parameters<typeof transformTRPCResponse>[1];

/** An error as tRPC's handler words it: its status and `{ error: shape }`. */
function errorAnswer(
  error: TRPCError,
  call: { type: "mutation"; path: string; input: unknown; ctx: TRPCContext | undefined },
): { status: number; answer: Answer } {
  const shape = getTRPCErrorShape({ config: appRouter._def._config, error, ...call });
  return { status: getHTTPStatusCodeFromError(error), answer: { error: shape } as Answer };
}

function writeJson(res: ServerResponse, status: number, json: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { vary: "trpc-accept, accept", "content-type": "application/json", "content-length": Buffer.byteLength(json), ...headers });
  res.end(json);
}

function writeAnswer(res: ServerResponse, status: number, answer: Answer): void {
  writeJson(res, status, answerJson(transformTRPCResponse(appRouter._def._config, answer)));
}

/**
 * A single mutation POSTed as JSON (`POST /api/trpc/table.act`, what a move is), answered by
 * calling the procedure directly with tRPC's adapter API — the same status, headers and body
 * as tRPC's own handler (tests/server/api-handler.test.ts compares them), without building a
 * fetch Request and Response around it, which cost more than the move itself. Anything else
 * (batches, queries, subscriptions) returns false and goes to tRPC's handler.
 */
async function serveSingleMutation(rawPath: string, req: IncomingMessage, body: string, res: ServerResponse, ctx: TRPCContext): Promise<boolean> {
  const path = decodedPath(rawPath);
  if (path === null) return false; // tRPC's handler answers 400 for a bad %-escape
  const procedures: Record<string, { _def: { type: string } } | undefined> = appRouter._def.procedures as never;
  if (!Object.hasOwn(procedures, path) || procedures[path]?._def.type !== "mutation") return false;
  if (req.headers["trpc-accept"] !== undefined) return false;
  let input: unknown;
  try {
    input = body === "" ? undefined : appRouter._def._config.transformer.input.deserialize(JSON.parse(body));
  } catch {
    return false; // tRPC's handler words the parse error
  }
  try {
    const data: unknown = await callTRPCProcedure({
      router: appRouter,
      path,
      getRawInput: () => Promise.resolve(input),
      ctx,
      type: "mutation",
      signal: undefined,
      batchIndex: 0,
    });
    writeAnswer(res, 200, { result: { data } });
  } catch (cause) {
    const error = getTRPCErrorFromUnknown(cause);
    logIfOurs(path, error);
    const { status, answer } = errorAnswer(error, { type: "mutation", path, input, ctx });
    writeAnswer(res, status, answer);
  }
  return true;
}

export function createApiHandler(createContext: () => TRPCContext): (req: IncomingMessage, res: ServerResponse) => void {
  const serve = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    secureApiAnswer(res);
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    // As the URL has it: tRPC decodes the %-escapes itself (and answers 400 for a bad one).
    const path = (query === -1 ? url : url.slice(0, query)).slice(API_BASE_PATH.length);
    const request = req as IncomingMessage & { body?: string };
    if (req.method !== "GET" && req.method !== "HEAD") {
      // Read here, whole, and handed over as a string: tRPC then skips its web-stream copy of
      // the body (measurably cheaper per move than the stream it builds otherwise).
      const body = await readBody(req);
      if (body === null) {
        const { status, json } = refusalAnswer(new TRPCError({ code: "PAYLOAD_TOO_LARGE", message: "Richiesta troppo grande." }), path);
        // The rest of the body is not read: the connection cannot carry another request.
        writeJson(res, status, json, { connection: "close" });
        return;
      }
      // After the body is read, so that the connection can carry the client's next request.
      const notJson = jsonOnlyRefusal(req.method, req.headers["content-type"]);
      if (notJson !== null) {
        const { status, json } = refusalAnswer(notJson, path);
        writeJson(res, status, json);
        return;
      }
      request.body = body;
      if (req.method === "POST" && query === -1 && (await serveSingleMutation(path, req, body, res, createContext()))) return;
    }
    await nodeHTTPRequestHandler({
      router: appRouter,
      req: request,
      res,
      path,
      createContext: () => createContext(),
      onError: ({ path: procedure, error }) => logIfOurs(procedure, error),
    });
  };
  return (req, res) => {
    serve(req, res).catch((error: unknown) => {
      console.error("API request failed:", error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end();
    });
  };
}
