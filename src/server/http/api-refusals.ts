/**
 * What the API refuses before any procedure runs, worded as tRPC words an error
 * (`{ error: shape }` with the status of its code): for the production handler
 * (./api-handler.ts) and Next's route handler (src/app/api/trpc/[trpc]/route.ts, `next dev`).
 */
import { getTRPCErrorShape, TRPCError, transformTRPCResponse } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";

import { appRouter } from "~/server/api/root";
import { answerJson } from "./answer-json";

export const JSON_ONLY_MESSAGE = "Le richieste di modifica devono essere JSON (content-type: application/json).";

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
  const config = appRouter._def._config;
  const path = decodedPath(rawPath) ?? rawPath;
  const shape = getTRPCErrorShape({ config, error, type: "unknown", path, input: undefined, ctx: undefined });
  return { status: getHTTPStatusCodeFromError(error), json: answerJson(transformTRPCResponse(config, { error: shape })) };
}
