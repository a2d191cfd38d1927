/**
 * Carte uguali: every table of a turn plays the same deals. A match's deal k is a
 * function of its seed and k alone (src/engine/deal.ts `shuffledDeck`), so every table given
 * the turn's seed gets the same deal k. The seed is committed before the turn (its SHA-256,
 * shown on the public page) and revealed after it, so anyone can check the deals were fixed
 * in advance.
 */
import { createHash } from "node:crypto";

function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/**
 * The seed of turn `turn` (0-based) from the tournament's secret seed. One-way: revealing a
 * turn's seed tells nothing of the tournament's seed nor of the other turns'.
 */
export function turnSeed(tournamentSeed: string, turn: number): string {
  return sha256(`torneo ${tournamentSeed}\u0000turno ${turn}`);
}

/**
 * The game seed of table `table` (1-based) in a turn: with carte uguali on, the turn's seed at
 * every table; off, each table its own.
 */
export function tableSeed(turnSeedText: string, table: number, equalCards: boolean): string {
  return equalCards ? turnSeedText : sha256(`${turnSeedText}\u0000tavolo ${table}`);
}

/** What is published before the turn: the SHA-256 of the turn's seed, lowercase hex. */
export function commitment(seed: string): string {
  return sha256(seed);
}

/** The revealed seed is the committed one (the hash compared in any letter case). */
export function verifyCommitment(seed: string, hash: string): boolean {
  return commitment(seed) === hash.trim().toLowerCase();
}
