import { cardName } from "./cards";
import styles from "./judge.module.css";

/**
 * Art. 10.11: penalised cards cannot be melded and the highest must be discarded first. The
 * hint says so (as an alert once the engine has refused a move for it) and offers to pick it.
 */
export function PenalisedHint({
  hand,
  count,
  first,
  alert,
  offerPick,
  pick,
}: {
  hand: string[];
  /** How many penalised cards are in the hand. */
  count: number;
  /** The index of the penalised card to discard first, null when there is none. */
  first: number | null;
  alert: boolean;
  offerPick: boolean;
  pick: (index: number) => void;
}) {
  if (first === null) return null;
  return (
    <div className={`${styles.hint}${alert ? " alert" : " help"}`} role={alert ? "alert" : undefined} data-testid="penalised-hint">
      <p>
        {count === 1 ? "Hai una carta penalizzata" : `Hai ${count} carte penalizzate`}: non si possono calare. Devi scartare prima la carta penalizzata più alta
        ({cardName(hand[first]!)}) (Art. 10.11).
      </p>
      {offerPick && (
        <button type="button" className="button button--small" data-testid="pick-penalised" onClick={() => pick(first)}>
          Scegli {cardName(hand[first]!)} da scartare
        </button>
      )}
    </div>
  );
}
