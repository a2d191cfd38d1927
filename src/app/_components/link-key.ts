/** A page's query as Next hands it to a server page (`searchParams`, once awaited). */
export type PageQuery = Record<string, string | string[] | undefined>;

/**
 * The key a private link carries in its query (`?chiave=…`, `?codice=…`, `?posto=…`): the
 * first value when the parameter is repeated, undefined when it is absent. The pages read the
 * query only: the server draws them, and a fragment never reaches the server.
 */
export function linkKey(query: PageQuery, name: string): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value[0] : value;
}
