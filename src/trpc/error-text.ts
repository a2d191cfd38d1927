import { TRPCClientError } from "@trpc/client";

/**
 * A failed call in one Italian sentence for the page. When the server answered, its message:
 * Italian, saying what to do (src/server/api/trpc.ts `formatError`). When it did not — the
 * network, a server down, a proxy's page — the browser's words are English ("Failed to
 * fetch"), so `fallback` instead.
 */
export function errorText(error: unknown, fallback = "Il server non risponde: controlla la connessione e riprova tra poco."): string {
  if (error instanceof TRPCClientError && error.shape !== undefined && error.message !== "") return error.message;
  return fallback;
}
