import { isWildNotation } from "~/engine/cards";

import { cardName } from "./cards";
import { wildLetters } from "./wild-letters";

/** A letter for each picked wild (pinella or jolly), in the order the cards were picked. */
export function WildLetterPicker({
  hand,
  picked,
  wildAs,
  setLetter,
}: {
  hand: string[];
  picked: number[];
  wildAs: Record<number, string>;
  setLetter: (index: number, letter: string) => void;
}) {
  const wilds = picked.filter((i) => isWildNotation(hand[i]!));
  if (wilds.length === 0) return null;
  return (
    <div className="wilds">
      {wilds.map((i) => (
        <label key={i} className="field">
          Lettera per {cardName(hand[i]!)} (carta {picked.indexOf(i) + 1})
          <select value={wildAs[i] ?? ""} data-testid="wild-letter" onChange={(event) => setLetter(i, event.target.value)}>
            <option value="">—</option>
            {wildLetters(hand[i]!).map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}
