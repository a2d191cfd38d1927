import { defineConfig } from "drizzle-kit";

import { env } from "./src/env";

// "turso" is drizzle-kit's dialect for libSQL: it accepts file: URLs as well as
// libsql:// with an auth token, matching what the server connects to.
export default defineConfig({
  schema: "./src/server/db/schema.ts",
  out: "./drizzle",
  dialect: "turso",
  dbCredentials: {
    url: env.DATABASE_URL,
    authToken: env.DATABASE_AUTH_TOKEN,
  },
});
