/**
 * Next.js calls register() once per server instance, before the first request.
 * Only the Node.js runtime touches the database (libSQL is a native module).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("~/server/startup");
  await startServer();
}
