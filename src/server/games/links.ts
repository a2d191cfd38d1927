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
