/**
 * Secrets of a table. A seat's (or the spectator's) token is 32 random bytes in base64url,
 * handed out once in the invitation link; the database keeps only its sha256, so a leaked
 * database does not let anyone sit at a table. Table ids and seeds are random too: an id
 * must not be guessable, a seed decides the stock order.
 */
import { createHash, randomBytes } from "node:crypto";

/** 32 bytes → 43 base64url characters. */
export const TOKEN_BYTES = 32;
export const TOKEN_LENGTH = 43;
/** 12 bytes → 16 base64url characters: short enough for a link, 96 bits of chance. */
export const GAME_ID_BYTES = 12;
export const GAME_ID_LENGTH = 16;

export const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

export function newGameId(): string {
  return randomBytes(GAME_ID_BYTES).toString("base64url");
}

export function newSeed(): string {
  return randomBytes(16).toString("base64url");
}

/** sha256 in hex: what is stored and compared. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
