/**
 * The way back from a tournament's table to the player's page (issue #17). The player's page
 * sends its tab to each turn's table by itself; it notes here, in the tab's session storage,
 * which table it sent the tab to and from where, so that the table, once its match is over,
 * offers the way back, and the player's page does not send the tab to a table twice.
 */
const KEY = "burraco-parole:torneo";

/** Table paths (`/tavolo/<id>`) → the player's page that sent the tab there. */
type Sent = Record<string, string>;

function read(): Sent {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as unknown;
    return stored !== null && typeof stored === "object" ? (stored as Sent) : {};
  } catch {
    return {};
  }
}

/** The player's page sends the tab to `tablePath`: noted, unless session storage is off (the page still goes). */
export function noteSentToTable(tablePath: string, playerPage: string): void {
  try {
    // The newest 20: a tournament has at most 30 turns, and a tab plays one at a time.
    const entries = Object.entries({ ...read(), [tablePath]: playerPage }).slice(-20);
    sessionStorage.setItem(KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Private browsing: no way back shown, nothing else changes.
  }
}

/** Whether the player's page already sent this tab to `tablePath` (the player came back on purpose). */
export function wasSentToTable(tablePath: string): boolean {
  return read()[tablePath] !== undefined;
}

/** The player's page that sent this tab to the table at `tablePath`, if one did. */
export function playerPageOf(tablePath: string): string | null {
  return read()[tablePath] ?? null;
}
