/**
 * Invitation links: paths (the client prefixes its own origin). A seat link and the
 * spectator link carry the token in the query; the table page hands it to `table.join`.
 */
export function seatLink(gameId: string, token: string): string {
  return `/tavolo/${encodeURIComponent(gameId)}?posto=${encodeURIComponent(token)}`;
}

export function spectatorLink(gameId: string, token: string): string {
  return `/tavolo/${encodeURIComponent(gameId)}?guarda=${encodeURIComponent(token)}`;
}

/** The table judge's link (issue #5): rules on this table's words, sees no hand. */
export function tableJudgeLink(gameId: string, token: string): string {
  return `/giudice?tavolo=${encodeURIComponent(gameId)}&codice=${encodeURIComponent(token)}`;
}

/** The event judge's link (issue #5): rules for the event and all its tables. */
export function eventJudgeLink(eventId: string, token: string): string {
  return `/giudice?evento=${encodeURIComponent(eventId)}&codice=${encodeURIComponent(token)}`;
}
