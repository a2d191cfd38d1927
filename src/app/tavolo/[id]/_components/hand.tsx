import { CardTile } from "./card-tile";
import { cardName, type HandOrder } from "./cards";
import { firstPenalisedToDiscard, penalisedIndices } from "./judge-ui";
import styles from "./judge.module.css";
import { PenalisedHint } from "./penalised-hint";
import { WildLetterPicker } from "./wild-letter-picker";
import type { Drag } from "./use-drag";
import type { Picks } from "./use-picks";

/**
 * La tua mano: the sorted hand, where the player picks cards in the order of the word (again
 * to put one back), and the letter of each wild picked by tap.
 */
export function Hand({
  hand,
  picks,
  penalised,
  mustDiscardPenalised,
  mayPickPenalised,
  order,
  setOrder,
  move,
  drag,
}: {
  /** The sorted hand; the picks are indices into it. */
  hand: string[];
  picks: Picks;
  /** This seat's penalised cards (Art. 10.11). */
  penalised: readonly string[];
  /** The engine refused a move because a penalised card must go first: the hint turns into an alert. */
  mustDiscardPenalised: boolean;
  /** The player may discard now (own turn, play phase). */
  mayPickPenalised: boolean;
  /** How the hand is sorted (the player's choice, kept across moves and visits). */
  order: HandOrder;
  setOrder: (order: HandOrder) => void;
  /** The player puts the card at `from` in the place `to` (their own order). */
  move: (from: number, to: number) => void;
  /** Cards may be dragged to the monte or to a word (only on the player's turn to play). */
  drag: Drag | null;
}) {
  const { picked } = picks;
  // Art. 10.11: penalised cards are marked in the hand; the highest must be discarded first.
  const penalisedHere = penalisedIndices(hand, penalised);
  const firstPenalised = firstPenalisedToDiscard(hand, penalised);
  return (
    <section className="hand" aria-labelledby="mano" data-drop="hand">
      <div className="hand__head">
        <h2 id="mano">
          La tua mano <span className="count">({hand.length === 1 ? "1 carta" : `${hand.length} carte`})</span>
        </h2>
        <button
          type="button"
          className="button button--quiet button--small"
          data-testid="hand-order"
          onClick={() => setOrder(order === "colour" ? "letter" : "colour")}
        >
          <span className="sr-only">Ordina </span>
          {order === "colour" ? "per lettera" : "per colore"}
          {order === "hand" && <span className="sr-only"> (ora in ordine tuo)</span>}
        </button>
      </div>
      <ul className="tiles tiles--hand" data-testid="hand">
        {hand.map((card, i) => {
          const order = picked.indexOf(i);
          const isPenalised = penalisedHere.has(i);
          return (
            <li key={`${card}-${i}`}>
              <button
                type="button"
                className={`tile-button${order >= 0 ? " tile-button--picked" : ""}${isPenalised ? ` ${styles.penalised}` : ""}`}
                aria-pressed={order >= 0}
                aria-label={isPenalised ? `${cardName(card)}, penalizzata` : undefined}
                data-testid="hand-card"
                data-card={card}
                data-penalised={isPenalised ? "true" : undefined}
                data-drop="card"
                data-index={i}
                aria-keyshortcuts="Alt+ArrowLeft Alt+ArrowRight"
                onPointerDown={drag ? (event) => drag.start(event, { kind: "card", index: i }) : undefined}
                onKeyDown={(event) => {
                  // Alt+arrows move the card in the hand: the player's own order, by keyboard.
                  if (!event.altKey || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
                  event.preventDefault();
                  const to = event.key === "ArrowLeft" ? i - 1 : i + 1;
                  if (to < 0 || to >= hand.length) return;
                  move(i, to);
                  requestAnimationFrame(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="hand"] [data-testid="hand-card"]')[to]?.focus());
                }}
                onClick={() => {
                  if (!drag?.endedDrag()) picks.toggle(i);
                }}
              >
                <CardTile card={card} />
                {order >= 0 && <span className="tile-button__order">{order + 1}</span>}
                {isPenalised && (
                  <span className={styles.penaltyMark} aria-hidden="true">
                    penalizzata
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <PenalisedHint
        hand={hand}
        count={penalisedHere.size}
        first={firstPenalised}
        alert={mustDiscardPenalised}
        offerPick={mayPickPenalised && !(picked.length === 1 && picked[0] === firstPenalised)}
        pick={picks.pickOnly}
      />

      <WildLetterPicker hand={hand} picked={picked} wildAs={picks.wildAs} setLetter={picks.setWildLetter} />
    </section>
  );
}
