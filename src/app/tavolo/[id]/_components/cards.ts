/** Card notation (docs/engine.md): `R:A` red A, `N:Q` black Q, `P` pinella, `J` jolly; `J=S` in melds. */
import { type Colour, letterValue, WILD_VALUE } from "~/engine/cards";

/** A card as the page shows it: its colour, or which wild. */
export type CardKind = Colour | "P" | "J";

export interface CardFace {
  kind: CardKind;
  /** The letter shown: a letter card's own, a wild's chosen one, else "". */
  letter: string;
}

export function cardFace(card: string): CardFace {
  const [head, as] = card.split("=");
  if (head === "J" || head === "P") return { kind: head, letter: as ?? "" };
  const [colour, letter] = (head ?? "").split(":");
  return { kind: colour === "N" ? "N" : "R", letter: letter ?? "" };
}

const KIND_ORDER: Record<CardKind, number> = { R: 0, N: 1, P: 2, J: 3 };

/** How a player sorts their hand: by colour (then letter), by letter (then colour), or their own way. */
export type HandOrder = "colour" | "letter" | "hand";

/**
 * By colour: red letters, then black letters, each in alphabetical order, then pinelle and
 * jolly. By letter: A to Z, red before black, the wilds last. "hand" sorts by colour: the
 * player's own order is kept apart (`arrangeHand`), once they have moved a card.
 */
export function sortHand(hand: readonly string[], order: HandOrder = "colour"): string[] {
  return [...hand].sort((a, b) => {
    const fa = cardFace(a);
    const fb = cardFace(b);
    const wild = Number(fa.kind === "P" || fa.kind === "J") - Number(fb.kind === "P" || fb.kind === "J");
    return order === "letter"
      ? wild || fa.letter.localeCompare(fb.letter) || KIND_ORDER[fa.kind] - KIND_ORDER[fb.kind]
      : KIND_ORDER[fa.kind] - KIND_ORDER[fb.kind] || fa.letter.localeCompare(fb.letter);
  });
}

export const KIND_LABEL: Record<CardKind, string> = {
  R: "rossa",
  N: "nera",
  P: "pinella",
  J: "jolly",
};

/**
 * The hand in the player's own order (`arranged`, cards as they last placed them): the cards
 * still held keep their places, new ones (a draw, a pickup) come after them, sorted by colour.
 */
export function arrangeHand(hand: readonly string[], arranged: readonly string[]): string[] {
  const left = [...hand];
  const kept: string[] = [];
  for (const card of arranged) {
    const at = left.indexOf(card);
    if (at >= 0) {
      kept.push(card);
      left.splice(at, 1);
    }
  }
  return [...kept, ...sortHand(left, "colour")];
}

/** The hand with the card at `from` moved to the place `to` (indices into the hand as shown). */
export function moveCard(hand: readonly string[], from: number, to: number): string[] {
  const next = [...hand];
  const [card] = next.splice(from, 1);
  if (card === undefined) return next;
  next.splice(Math.max(0, Math.min(next.length, to)), 0, card);
  return next;
}

/** What a card is worth (Art. 5): a wild its own value, whatever letter it stands for. */
export function cardPoints(card: string): number {
  const face = cardFace(card);
  if (face.kind === "J") return WILD_VALUE.jolly;
  if (face.kind === "P") return WILD_VALUE.pinella;
  return letterValue(face.letter);
}

/** For screen readers: "A rossa", "pinella", "jolly come S". */
export function cardName(card: string): string {
  const face = cardFace(card);
  if (face.kind === "P" || face.kind === "J") {
    return face.letter ? `${KIND_LABEL[face.kind]} come ${face.letter}` : KIND_LABEL[face.kind];
  }
  return `${face.letter} ${KIND_LABEL[face.kind]}`;
}

/** A client action id: random, URL-safe; works on plain http too (no randomUUID needed). */
export function newActionId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
