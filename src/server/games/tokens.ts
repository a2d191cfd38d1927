/**
 * Secrets of a table. A seat's (or the spectator's) token is 32 random bytes in base64url,
 * handed out once in the invitation link; the database keeps only its sha256, so a leaked
 * database does not let anyone sit at a table. Table ids and seeds are random too: an id
 * must not be guessable, a seed decides the stock order.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 32 bytes → 43 base64url characters. */
export const TOKEN_BYTES = 32;
export const TOKEN_LENGTH = 43;
/** 12 bytes → 16 base64url characters: short enough for a link, 96 bits of chance. */
export const GAME_ID_BYTES = 12;
export const GAME_ID_LENGTH = 16;

export const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** What an input accepts as a link's token (today's are TOKEN_LENGTH): 16-64 base64url characters. */
export const TOKEN_INPUT_MIN = 16;
export const TOKEN_INPUT_MAX = 64;

/**
 * Whether a raw input value has a token's shape. Checked before anything keyed by the token
 * (a rate-limit bucket): a key of any other shape would let a client fill memory with junk
 * keys, and the input's validation refuses it anyway.
 */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === "string" && value.length >= TOKEN_INPUT_MIN && value.length <= TOKEN_INPUT_MAX && BASE64URL.test(value);
}

export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

export function newGameId(): string {
  return randomBytes(GAME_ID_BYTES).toString("base64url");
}

export function newSeed(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * An event's table code: its id (GAME_ID_LENGTH characters) followed by a secret of the same
 * length, so that one string, typed or pasted into the create form, says which event and
 * proves the right to add a table to it. Only the secret's hash is stored.
 */
export const EVENT_TABLE_CODE_LENGTH = 2 * GAME_ID_LENGTH;

export function newEventTableCode(eventId: string): { code: string; secretHash: string } {
  const secret = randomBytes(GAME_ID_BYTES).toString("base64url");
  return { code: `${eventId}${secret}`, secretHash: hashToken(secret) };
}

/** The event id and the secret's hash of a table code of the right length. */
export function parseEventTableCode(code: string): { eventId: string; secretHash: string } {
  return { eventId: code.slice(0, GAME_ID_LENGTH), secretHash: hashToken(code.slice(GAME_ID_LENGTH)) };
}

/** sha256 in hex: what is stored and compared. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Whether two stored hashes (or secrets) are equal, in time that does not tell where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}
