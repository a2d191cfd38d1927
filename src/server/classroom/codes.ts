/**
 * A class's join code (issue #16): 6 characters a teacher reads aloud and a child types on a
 * phone. No 0/O and no 1/I, which read alike; upper case only, and what a child types is
 * upper-cased first.
 */
import { randomInt } from "node:crypto";

export const JOIN_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const JOIN_CODE_LENGTH = 6;

export function newJoinCode(): string {
  return Array.from({ length: JOIN_CODE_LENGTH }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join("");
}

/** The code as typed, made comparable: spaces dropped, upper case. */
export function normaliseJoinCode(typed: string): string {
  return typed.replace(/\s+/g, "").toUpperCase();
}
