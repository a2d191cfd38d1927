/** Read and write the `app_meta` key/value table. */
import { eq } from "drizzle-orm";

import type { Queryable } from "~/server/games/repository";
import type { Db } from "./index";
import { appMeta } from "./schema";

/** A write: the server's go through the database's writer (WriteBatcher.of). */
export async function setAppMeta(db: Queryable, key: string, value: string): Promise<void> {
  const updatedAt = new Date();
  await db.insert(appMeta).values({ key, value, updatedAt }).onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt } });
}

export async function getAppMeta(db: Db, key: string): Promise<string | null> {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return rows[0]?.value ?? null;
}
