/**
 * Imported first by the production server (and the benchmark that measures it): what `next
 * start` does for its own process. tRPC (stack traces in error answers) and src/env.ts read
 * NODE_ENV when their modules load, so this must run before any of them is imported.
 */
const environment: Record<string, string | undefined> = process.env;
environment.NODE_ENV ??= "production";

export {};
