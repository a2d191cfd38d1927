/** Card notation (docs/engine.md): `R:A` red A, `N:Q` black Q, `P` pinella, `J` jolly; `J=S` in melds. */
import type { Colour } from "~/engine/cards";

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

/** Red letters, then black letters, each in alphabetical order, then pinelle and jolly. */
export function sortHand(hand: readonly string[]): string[] {
  return [...hand].sort((a, b) => {
    const fa = cardFace(a);
    const fb = cardFace(b);
    return KIND_ORDER[fa.kind] - KIND_ORDER[fb.kind] || fa.letter.localeCompare(fb.letter);
  });
}

export const KIND_LABEL: Record<CardKind, string> = {
  R: "rossa",
  N: "nera",
  P: "pinella",
  J: "jolly",
};

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
