/**
 * What the API refuses before tRPC reads the request (too many calls, a body too large, not JSON), worded as
 * tRPC words an error: `{ error: shape }` with the status of its code, the shape tRPC's
 * documented default (message, JSON-RPC code, data: code, httpStatus, path) through our error
 * formatter. For the production handler (./api-handler.ts) and Next's route handler
 * (./route-handler.ts, `next dev`). Every other refusal is thrown inside tRPC's handler.
 */
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";

import { formatError } from "~/server/api/trpc";
import { MAX_BATCH_CALLS } from "~/trpc/batch";

export const JSON_ONLY_MESSAGE = "Le richieste di modifica devono essere JSON: mandale con content-type: application/json.";

/** `application/json`, whatever its parameters (`; charset=utf-8`) and case. */
export function isJsonContentType(contentType: string | null | undefined): boolean {
  return contentType?.split(";", 1)[0]?.trim().toLowerCase() === "application/json";
}

/**
 * A request that may change something (any method but GET and HEAD) must be JSON. Why: a page
 * on another origin may send a POST without the browser asking us first only as text/plain,
 * multipart/form-data or a form (`fetch(…, { mode: "no-cors" })`, a `<form>`); JSON needs the
 * browser's preflight, which this server never grants. So no other site can create a table or
 * move in the name of whoever visits it.
 */
export function jsonOnlyRefusal(method: string | undefined, contentType: string | null | undefined): TRPCError | null {
  if (method === "GET" || method === "HEAD" || isJsonContentType(contentType)) return null;
  return new TRPCError({ code: "UNSUPPORTED_MEDIA_TYPE", message: JSON_ONLY_MESSAGE });
}

export const TOO_MANY_CALLS_MESSAGE = `Troppe chiamate in una sola richiesta: al massimo ${MAX_BATCH_CALLS}, dividile in più richieste.`;

/** A body over `limitBytes` (./api-handler.ts): the only one a person sends is a judge's file of rulings. */
export function tooLargeMessage(limitBytes: number): string {
  return `Richiesta troppo grande (al massimo ${Math.floor(limitBytes / 1024)} KiB): mandane una più piccola, per esempio dividendo il file in più parti.`;
}

/**
 * A batch (`?batch=1`) of more than MAX_BATCH_CALLS calls, refused from its URL alone (413),
 * before its body is read or any call runs: one request must not buy the work of hundreds.
 * (tRPC's own `maxBatchSize` would answer later, and in English.)
 */
export function batchRefusal(rawPath: string, searchParams: URLSearchParams): TRPCError | null {
  if (searchParams.get("batch") !== "1") return null;
  let calls = 1;
  for (let at = rawPath.indexOf(","); at !== -1 && calls <= MAX_BATCH_CALLS; at = rawPath.indexOf(",", at + 1)) calls++;
  return calls > MAX_BATCH_CALLS ? new TRPCError({ code: "PAYLOAD_TOO_LARGE", message: TOO_MANY_CALLS_MESSAGE }) : null;
}

/** A procedure path with its %-escapes decoded; null when one is malformed. */
export function decodedPath(rawPath: string): string | null {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return null;
  }
}

/** The status and JSON text of a refusal of the call to `rawPath` (as the URL has it). */
export function refusalAnswer(error: TRPCError, rawPath: string): { status: number; json: string } {
  const path = decodedPath(rawPath) ?? rawPath;
  const httpStatus = getHTTPStatusCodeFromError(error);
  const shape = formatError({
    error,
    shape: { message: error.message, code: TRPC_ERROR_CODES_BY_KEY[error.code], data: { code: error.code, httpStatus, path } },
  });
  // No transformer (src/server/api/trpc.ts): the shape is the answer as it is.
  return { status: httpStatus, json: JSON.stringify({ error: shape }) };
}
