/**
 * Next.js calls register() once per server instance, before the first request (`next dev`;
 * under `npm start` the server has done this work already).
 * Only the Node.js runtime touches the database (libSQL is a native module).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // `npm start` (src/server/http/serve.ts) has started the server itself, in the copy of the
  // code that serves the API: a second start here would arm every move timer twice.
  if (process.env.BURRACO_SERVER !== undefined) return;
  const { startServer } = await import("~/server/startup");
  await startServer();
}
