/**
 * One instance of a kind of thing per database client — the write batcher, the game service,
 * the judge service, the judge's notifications — shared by every part of the server.
 *
 * Kept on `globalThis`, not in a module variable: Next bundles the instrumentation hook
 * (which arms the timers at start) apart from the route handlers, so each bundle has its own
 * copy of every module. A module-level map would give each bundle its own instance — two
 * writers on one file, or a game service whose rulings cache a judge's decision never clears.
 */
import type { Db } from "./index";

const globalForInstances = globalThis as unknown as { burracoPerDatabase?: Map<string, WeakMap<Db, unknown>> };
globalForInstances.burracoPerDatabase ??= new Map();
const instancesByKind = globalForInstances.burracoPerDatabase;

export function perDatabase<T>(kind: string, db: Db, create: () => T): T {
  let byDb = instancesByKind.get(kind);
  if (byDb === undefined) {
    byDb = new WeakMap();
    instancesByKind.set(kind, byDb);
  }
  if (!byDb.has(db)) byDb.set(db, create());
  return byDb.get(db) as T;
}
