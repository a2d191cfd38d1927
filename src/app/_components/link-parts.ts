/**
 * What the app's links are made of, for reading the links people paste (./table-link.ts,
 * giudice/_components/judge-link.ts): an id (of a table or an event) and an access code, both
 * in URL-safe characters. Text pasted from chats and e-mails may carry spaces or line breaks
 * inside a link; they are never part of one.
 */
export const LINK_ID = /^[A-Za-z0-9_-]{1,32}$/;
export const LINK_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** The pasted text with every space and line break taken out. */
export function withoutSpaces(pasted: string): string {
  return pasted.replace(/\s+/g, "");
}
