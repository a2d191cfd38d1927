/**
 * A pasted table link → the page to open. People paste links from chats and e-mails: with or
 * without the site, with spaces or line breaks inside, from another address of the same app.
 * Only the path and the seat (or spectator) token matter: `/tavolo/<id>?posto=<token>`.
 */
import { LINK_ID, LINK_TOKEN, withoutSpaces } from "./link-parts";

export type TableLink = { ok: true; path: string } | { ok: false; message: string };

export const LINK_ERRORS = {
  EMPTY: "Incolla il link che hai ricevuto.",
  NOT_A_TABLE: "Questo non è il link di un tavolo: deve contenere /tavolo/ seguito dal codice del tavolo. Copia per intero il link che hai ricevuto.",
  NO_SEAT: "Il link è incompleto: manca la parte ?posto=… (o ?guarda=… per guardare). Copialo per intero.",
} as const;

export function parseTableLink(input: string): TableLink {
  const text = withoutSpaces(input);
  if (text === "") return { ok: false, message: LINK_ERRORS.EMPTY };
  const at = text.startsWith("tavolo/") ? 0 : text.indexOf("/tavolo/") + 1;
  if (at <= 0 && !text.startsWith("tavolo/")) return { ok: false, message: LINK_ERRORS.NOT_A_TABLE };
  let url: URL;
  try {
    url = new URL(`/${text.slice(at)}`, "http://tavolo.invalid");
  } catch {
    return { ok: false, message: LINK_ERRORS.NOT_A_TABLE };
  }
  const match = /^\/tavolo\/([^/]+)\/?$/.exec(url.pathname);
  const id = match ? decodeURIComponent(match[1]!) : "";
  if (!LINK_ID.test(id)) return { ok: false, message: LINK_ERRORS.NOT_A_TABLE };
  for (const key of ["posto", "guarda"] as const) {
    const token = url.searchParams.get(key);
    if (token !== null && LINK_TOKEN.test(token)) return { ok: true, path: `/tavolo/${id}?${key}=${token}` };
  }
  return { ok: false, message: LINK_ERRORS.NO_SEAT };
}
