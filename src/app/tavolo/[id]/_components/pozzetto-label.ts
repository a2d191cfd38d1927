/**
 * Whose each pozzetto is, in words (Art. 1.1: one per line; Art. 3.3 at 3 players: one per
 * player, 3×11, or 18+11: the 18 to whoever reaches a pozzetto first, the 11 to the pair the
 * other two form then). The engine says which line it belongs to (`view.pozzetti[i].line`,
 * pozzettoLine); this only puts it into words. Pure (tested in tests/ui).
 */
import type { NameOf } from "./describe-event";

export interface PozzettoView {
  size: number;
  takenBy: number | null;
  line: number | null;
}

export interface PozzettoLabel {
  /** "Il tuo pozzetto", "Pozzetto di Giulia", "Pozzetto di Marco e Anna", or "Pozzetto" while nobody's yet. */
  title: string;
  /** Who it will go to while nobody's yet (18+11), else null. */
  note: string | null;
  /** "11 carte", or "preso". */
  state: string;
}

export function pozzettoLabel(
  pozzetto: PozzettoView,
  index: number,
  lines: readonly { seats: readonly number[] }[],
  mySeat: number | null,
  nameOf: NameOf,
): PozzettoLabel {
  const state = pozzetto.takenBy === null ? `${pozzetto.size} carte` : "preso";
  const seats = pozzetto.line === null ? null : (lines[pozzetto.line]?.seats ?? null);
  if (seats === null || seats.length === 0) {
    // Art. 3.3, 18+11: the first pozzetto goes to the first to reach one, the second to the pair.
    return { title: "Pozzetto", note: index === 0 ? "al primo che ci arriva" : "alla coppia degli altri due", state };
  }
  if (mySeat !== null && seats.includes(mySeat)) return { title: seats.length > 1 ? "Il vostro pozzetto" : "Il tuo pozzetto", note: null, state };
  return { title: `Pozzetto di ${seats.map(nameOf).join(" e ")}`, note: null, state };
}
