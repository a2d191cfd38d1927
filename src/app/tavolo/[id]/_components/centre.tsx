import { variantOf } from "~/engine/ruleset";

import { CardTile } from "./card-tile";
import { pozzettoLabel } from "./pozzetto-label";
import type { Moves } from "./table-action";
import type { Drag } from "./use-drag";
import { seatName, type TableView } from "./table-view";

/**
 * The middle of the table: the tallone (face down, its count), the pozzetti (whose each is,
 * and whether it is taken: Art. 1.1, 3.3), and the monte scarti fanned from the bottom to the top so that every card reads
 * (whoever takes it takes it all, Art. 4: everyone may read it). Tapping the tallone draws;
 * beside the monte, a button picks it up, or discards onto it the one card picked.
 */
export function Centre({
  tv,
  moves,
  drag,
}: {
  tv: TableView;
  moves: Moves /** The tallone and the monte may be dragged to the hand, a card of the hand onto the monte. */;
  drag: Drag | null;
}) {
  const view = tv.view;
  const facts = variantOf(tv.table.rules);
  const top = view.discard.at(-1);
  const { canDraw } = moves;
  const discardCard = moves.canPlay ? moves.one : null;
  return (
    <section className="centre" aria-label="Centro del tavolo">
      <dl className="centre__piles">
        <div className="pile pile--stock">
          <dt>Tallone</dt>
          <dd>
            <button
              type="button"
              className="pile__back"
              disabled={!canDraw}
              data-testid="stock-draw"
              aria-label={canDraw ? `Pesca dal tallone: ${view.stockCount} carte` : `Tallone: ${view.stockCount} carte`}
              onPointerDown={drag && canDraw ? (event) => drag.start(event, { kind: "stock" }) : undefined}
              onClick={() => {
                if (!drag?.endedDrag()) moves.draw();
              }}
            >
              <span data-testid="stock-count">{view.stockCount}</span>
            </button>
          </dd>
        </div>
        {view.pozzetti.map((p, i) => {
          const label = pozzettoLabel(p, i, view.lines, tv.seat, (seat) => seatName(tv, seat));
          return (
            <div
              key={i}
              className={`pile pile--pozzetto${p.takenBy === null ? "" : " pile--taken"}`}
              data-testid={`pozzetto-${i}`}
              data-line={p.line ?? undefined}
              data-taken-by={p.takenBy ?? undefined}
            >
              <dt>
                {label.title}
                {label.note !== null && <span className="pile__note"> {label.note}</span>}
              </dt>
              <dd>{label.state}</dd>
            </div>
          );
        })}
        {!facts.pozzetti && (
          // Basic (docs/engine.md): where the pozzetti would lie, what the table plays instead.
          <div className="pile pile--pozzetto" data-testid="basic-rules">
            <dt>Regole Basic</dt>
            <dd>niente pozzetti, burraco da {facts.burracoLength} carte</dd>
          </div>
        )}
      </dl>
      <div className="discard" data-drop="discard">
        <h2 className="discard__title">
          Monte scarti{" "}
          <span className="count">
            {view.discard.length === 0 ? "(vuoto)" : `(${view.discard.length === 1 ? "1 carta" : `${view.discard.length} carte`}, l'ultima in cima)`}
          </span>
        </h2>
        <ol
          className={`discard__fan${drag && moves.canDraw && top !== undefined ? " discard__fan--draggable" : ""}`}
          data-testid="discard-pile"
          aria-label="Monte scarti, dal fondo alla cima"
          onPointerDown={drag && canDraw && top !== undefined ? (event) => drag.start(event, { kind: "pile" }) : undefined}
        >
          {view.discard.map((card, i) => (
            <li key={i}>
              <CardTile card={card} small />
            </li>
          ))}
        </ol>
        {canDraw && top !== undefined && (
          <button type="button" className="button button--small button--secondary" data-testid="pile-pickup" onClick={moves.pickup}>
            Raccogli il monte
          </button>
        )}
        {discardCard !== null && (
          <button type="button" className="button button--small" data-testid="pile-discard" onClick={() => discardCard !== null && moves.discard(discardCard)}>
            Scarta qui
          </button>
        )}
      </div>
    </section>
  );
}
