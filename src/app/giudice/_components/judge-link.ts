/**
 * A judge's credential from the page address or from what the judge pastes (docs/judge.md
 * "Roles"): a table judge's link `/giudice?tavolo=<id>&codice=<token>`, an event judge's
 * `/giudice?evento=<id>&codice=<token>`, or the admin's code alone (JUDGE_ADMIN_TOKEN). Links
 * come from chats and e-mails: with or without the site, with spaces or line breaks inside.
 */
import { LINK_ID, LINK_TOKEN, withoutSpaces } from "~/app/_components/link-parts";

export type JudgeCredential = { gameId: string; token: string } | { eventId: string; token: string } | { admin: true; token: string };

export type ParsedJudgeLink = { ok: true; credential: JudgeCredential } | { ok: false; message: string };

/** The admin code is the operator's: any printable text of 16-128 characters, no spaces. */
const ADMIN_TOKEN = /^\S{16,128}$/;

export const JUDGE_LINK_ERRORS = {
  EMPTY: "Incolla il link del giudice o il codice che hai ricevuto.",
  NOT_A_JUDGE_LINK: "Questo non è un link da giudice: deve contenere /giudice?tavolo=… oppure /giudice?evento=…, con il suo codice. Copialo per intero.",
  NO_CODE: "Il link è incompleto: manca la parte &codice=…. Copialo per intero.",
  SHORT_CODE: "Il codice è troppo corto: servono almeno 16 caratteri. Copialo per intero.",
} as const;

/** The credential a page address carries (`?tavolo=…&codice=…` or `?evento=…&codice=…`), or null. */
export function credentialFromParams(params: { get(name: string): string | null }): JudgeCredential | null {
  const token = params.get("codice");
  if (token === null || !LINK_TOKEN.test(token)) return null;
  const gameId = params.get("tavolo");
  if (gameId !== null && LINK_ID.test(gameId)) return { gameId, token };
  const eventId = params.get("evento");
  if (eventId !== null && LINK_ID.test(eventId)) return { eventId, token };
  return null;
}

/** A pasted judge link (whole, a path, or only its query), or the admin's bare code. */
export function parseJudgeLink(input: string): ParsedJudgeLink {
  const text = withoutSpaces(input);
  if (text === "") return { ok: false, message: JUDGE_LINK_ERRORS.EMPTY };
  const looksLikeLink = /[?&](tavolo|evento|codice)=/.test(text) || text.includes("giudice");
  if (!looksLikeLink) {
    if (/[/?&=]/.test(text)) return { ok: false, message: JUDGE_LINK_ERRORS.NOT_A_JUDGE_LINK };
    return ADMIN_TOKEN.test(text) ? { ok: true, credential: { admin: true, token: text } } : { ok: false, message: JUDGE_LINK_ERRORS.SHORT_CODE };
  }
  const query = text.indexOf("?");
  if (query < 0) return { ok: false, message: JUDGE_LINK_ERRORS.NOT_A_JUDGE_LINK };
  const params = new URLSearchParams(text.slice(query + 1));
  const hasPlace = ["tavolo", "evento"].some((key) => LINK_ID.test(params.get(key) ?? ""));
  if (!hasPlace) return { ok: false, message: JUDGE_LINK_ERRORS.NOT_A_JUDGE_LINK };
  const credential = credentialFromParams(params);
  return credential === null ? { ok: false, message: JUDGE_LINK_ERRORS.NO_CODE } : { ok: true, credential };
}

/** The console's own address for a table or event judge; the admin's code stays out of addresses. */
export function consolePath(credential: JudgeCredential): string {
  if ("gameId" in credential) return `/giudice?tavolo=${credential.gameId}&codice=${credential.token}`;
  if ("eventId" in credential) return `/giudice?evento=${credential.eventId}&codice=${credential.token}`;
  return "/giudice";
}
