/**
 * The API over plain node:http: `/api/trpc/*` goes straight to tRPC's Node adapter, without
 * passing through Next's router. The production server (./serve.ts) puts this in front of
 * Next; the table benchmark (bench/tables.ts) serves exactly this handler.
 *
 * Before tRPC (./api-refusals.ts): a batch of more than MAX_BATCH_CALLS (413, from the URL),
 * a body over its limit (413, bodyLimitOf) or not JSON (415). In tRPC's handler, before any procedure
 * runs: a stream over the open-stream caps (./streams.ts: 503 or 429, from the context). Then
 * the procedures' own limits (src/server/api/limits.ts); every 429 and 503 with a Retry-After.
 *
 * Why not Next's route handler (src/app/api/trpc/[trpc]/route.ts, still used by `next dev`):
 * Next's request pipeline costs more than the move itself (bench/tables.ts measures this one).
 */
import type { IncomingMessage, ServerResponse } from "node:http";

import { getTRPCErrorFromUnknown, TRPCError } from "@trpc/server";
import { nodeHTTPRequestHandler } from "@trpc/server/adapters/node-http";

import { type RetryLaterError, retryAfterMeta } from "~/server/api/limits";
import { appRouter, createCaller } from "~/server/api/root";
import { createTRPCContext } from "~/server/api/trpc";
import type { Services } from "~/server/services";
import { batchRefusal, decodedPath, jsonOnlyRefusal, refusalAnswer, tooLargeMessage } from "./api-refusals";
import { nodeClientAddress } from "./client-address";
import { secureApiAnswer } from "./security-headers";
import type { StreamGate } from "./streams";

export const API_BASE_PATH = "/api/trpc/";

/** Largest request body accepted: a judge's import of rulings (every other call is far smaller). */
export const MAX_BODY_BYTES = 256 * 1024;

/**
 * Largest body per call of anything but the import: a whole gioco al monte (10 melds of 40
 * cards and the pile) is under 7 KB. Tight, so that a flood of oversized moves costs the server
 * neither the parse nor the memory of each one: it is refused before it is read.
 */
export const MAX_CALL_BODY_BYTES = 16 * 1024;

/** The procedure whose input may be as large as MAX_BODY_BYTES (a CSV or JSON of rulings). */
const LARGE_BODY_PROCEDURE = "judge.rulings.import";

/** The largest body `rawPath`'s calls may send: MAX_CALL_BODY_BYTES a call, MAX_BODY_BYTES in all. */
export function bodyLimitOf(rawPath: string): number {
  const calls = rawPath.split(",");
  if (calls.some((call) => decodedPath(call) === LARGE_BODY_PROCEDURE)) return MAX_BODY_BYTES;
  return Math.min(MAX_BODY_BYTES, calls.length * MAX_CALL_BODY_BYTES);
}

export function isApiRequest(url: string | undefined): boolean {
  return url?.startsWith(API_BASE_PATH) === true;
}

/**
 * The body, read whole; null when it is larger than `limit` (then nothing more is kept, and
 * the refusal closes the connection: refuseUnread). Plain listeners rather than `for await`: the
 * stream's async iterator cost ~1% of the server's CPU and 2 KB of garbage per move under the
 * table benchmark.
 */
function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        req.off("data", onData);
        resolve(null);
      } else chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => resolve(size > limit ? null : Buffer.concat(chunks).toString("utf8")));
    req.once("error", reject);
    // Closed before its end (the client went away): no body to serve. Node emits "close" after
    // every request, so the error (its stack trace is not free) is made only when one is missing.
    req.once("close", () => {
      if (!req.complete) reject(new Error("request closed before its body was read"));
    });
  });
}

function logIfOurs(path: string | undefined, error: TRPCError): void {
  // Client mistakes (BAD_REQUEST…) are the client's business; log what is ours.
  if (error.code === "INTERNAL_SERVER_ERROR") console.error(`tRPC failed on ${path ?? "<no-path>"}:`, error.cause ?? error);
}

function writeJson(res: ServerResponse, status: number, json: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { vary: "trpc-accept, accept", "content-type": "application/json", "content-length": Buffer.byteLength(json), ...headers });
  res.end(json);
}

/**
 * A refusal whose request body is left unread: the connection cannot carry another request, so
 * it is closed as soon as the answer is flushed. Left to node, the socket would be read to the
 * body's end first (node drains an unread body), and a flood of 250 KB bodies then costs the
 * server a read and garbage collection of each one: bench/abuse.ts measured 190 KB read per
 * refused request, and the health ping's p99 doubling.
 */
function refuseUnread(req: IncomingMessage, res: ServerResponse, status: number, json: string): void {
  res.once("finish", () => req.socket.destroy());
  writeJson(res, status, json, { connection: "close" });
}

/**
 * A move (`POST /api/trpc/table.act`, one JSON call: what a game is made of) through tRPC's
 * server-side caller rather than its HTTP handler, which builds a fetch Request and Response
 * around every call: under bench/tables.ts that wrapping cost more than the move itself (the
 * server's throughput halves without this). Same procedure, middleware and input validation;
 * the answer worded as tRPC's handler words it (tests/server/api-handler.test.ts compares
 * them). Anything else goes to tRPC's handler.
 */
const MOVE_PATH = "table.act";

/** The move's input, or undefined when its body is not JSON (tRPC's handler words that error). */
function moveInput(body: string): { input: unknown } | undefined {
  try {
    return { input: body === "" ? undefined : JSON.parse(body) };
  } catch {
    return undefined;
  }
}

async function serveMove(input: unknown, res: ServerResponse, ctx: ReturnType<typeof createTRPCContext>): Promise<void> {
  try {
    const data = await createCaller(ctx).table.act(input as Parameters<ReturnType<typeof createCaller>["table"]["act"]>[0]);
    writeJson(res, 200, JSON.stringify({ result: { data } }));
  } catch (cause) {
    const error = getTRPCErrorFromUnknown(cause);
    logIfOurs(MOVE_PATH, error);
    const { status, json } = refusalAnswer(error, MOVE_PATH);
    writeJson(res, status, json, retryAfterMeta([error]).headers);
  }
}

export interface ApiHandlerOptions {
  /** TRUST_PROXY: the client address is the rightmost X-Forwarded-For entry (./client-address.ts). */
  trustProxy: boolean;
  /** The open streams, counted and capped (MAX_STREAMS). */
  streams: StreamGate;
}

export function createApiHandler(services: Services, { trustProxy, streams }: ApiHandlerOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const serve = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    secureApiAnswer(res);
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    // As the URL has it: tRPC decodes the %-escapes itself (and answers 400 for a bad one).
    const path = (query === -1 ? url : url.slice(0, query)).slice(API_BASE_PATH.length);
    const request = req as IncomingMessage & { body?: string };
    const tooMany = batchRefusal(path, new URLSearchParams(query === -1 ? "" : url.slice(query + 1)));
    if (tooMany !== null) {
      const { status, json } = refusalAnswer(tooMany, path);
      if (req.method === "GET" || req.method === "HEAD") writeJson(res, status, json);
      else refuseUnread(req, res, status, json);
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      // Too large by its Content-Length: refused before a byte of it is read. Otherwise read
      // here, whole, and handed over as a string: tRPC then skips its web-stream copy of the
      // body (measurably cheaper per move than the stream it builds otherwise).
      const limit = bodyLimitOf(path);
      const declared = Number(req.headers["content-length"] ?? 0);
      const body = declared > limit ? null : await readBody(req, limit);
      if (body === null) {
        const { status, json } = refusalAnswer(new TRPCError({ code: "PAYLOAD_TOO_LARGE", message: tooLargeMessage(limit) }), path);
        refuseUnread(req, res, status, json);
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
    }
    const clientAddress = nodeClientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trustProxy);
    const move =
      req.method === "POST" && query === -1 && path === MOVE_PATH && req.headers["trpc-accept"] === undefined ? moveInput(request.body ?? "") : undefined;
    if (move !== undefined) {
      await serveMove(move.input, res, createTRPCContext(services, clientAddress));
      return;
    }
    /** A stream refused before it started: its status and Retry-After (see retryAfterMeta). */
    let refusal: RetryLaterError | undefined;
    await nodeHTTPRequestHandler({
      router: appRouter,
      req: request,
      res,
      path,
      createContext: ({ info }) => {
        if (info.type === "subscription") {
          const stream = streams.enter(clientAddress);
          if ("refusal" in stream) {
            refusal = stream.refusal;
            throw refusal; // before any procedure runs: tRPC answers it as the stream's error
          }
          if (res.closed) stream.close();
          else res.once("close", stream.close);
        }
        return createTRPCContext(services, clientAddress);
      },
      responseMeta: ({ errors }) => retryAfterMeta(errors, refusal),
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
