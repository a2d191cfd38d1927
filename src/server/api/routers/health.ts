/** Liveness for load balancers and the e2e harness: answers only when DB and lexicon work. */
import { sql } from "drizzle-orm";

import { createTRPCRouter, publicProcedure } from "~/server/api/trpc";

export const healthRouter = createTRPCRouter({
  ping: publicProcedure.query(async ({ ctx }) => {
    await ctx.db.run(sql`select 1`);
    const lexicon = await ctx.getLexicon();
    return { ok: true as const, lexiconVersion: lexicon.version, db: "ok" as const };
  }),
});
