import { CardTile } from "./card-tile";
import { ComputerMark, seatComputer } from "./computer-seat";
import { seatName, type TableView } from "./table-view";

/**
 * Sul tavolo: what everybody may count — the tallone, the pozzetti (or who took them), each
 * seat's cards in hand (and penalised ones, Art. 10.11), and the monte scarti, bottom to top.
 */
export function TableStatus({ tv }: { tv: TableView }) {
  const view = tv.view;
  const mySeat = tv.seat;
  return (
    <section className="card" aria-labelledby="banco">
      <h2 id="banco">Sul tavolo</h2>
      <dl className="counts">
        <div>
          <dt>Tallone</dt>
          <dd data-testid="stock-count">{view.stockCount}</dd>
        </div>
        {view.pozzetti.map((p, i) => (
          <div key={i}>
            <dt>Pozzetto {i + 1}</dt>
            <dd>{p.takenBy === null ? `${p.size} carte` : `preso da ${seatName(tv, p.takenBy)}`}</dd>
          </div>
        ))}
        {view.handCounts.map((count, seat) => (
          <div key={seat} className={view.turn === seat && view.phase !== "over" ? "counts--turn" : undefined}>
            <dt>
              <ComputerMark computer={seatComputer(tv, seat)} />
              {seatName(tv, seat)}
              {seat === mySeat ? " (tu)" : ""}
            </dt>
            <dd data-testid={`hand-count-${seat}`}>
              {count} in mano
              {(view.penalised[seat]?.length ?? 0) > 0 && (
                <span className="count" data-testid={`penalised-count-${seat}`}>
                  {" "}
                  · {view.penalised[seat]!.length} {view.penalised[seat]!.length === 1 ? "penalizzata" : "penalizzate"}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <h3>
        Monte scarti <span className="count">({view.discard.length}, l&apos;ultima in cima)</span>
      </h3>
      <ol className="tiles" data-testid="discard-pile" aria-label="Monte scarti, dal fondo alla cima">
        {view.discard.map((card, i) => (
          <li key={i}>
            <CardTile card={card} small />
          </li>
        ))}
      </ol>
      {view.discard.length === 0 && <p className="help">Vuoto.</p>}
    </section>
  );
}
