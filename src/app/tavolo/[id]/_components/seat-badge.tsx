import { ComputerMark, seatComputer } from "./computer-seat";
import { MoveClock } from "./move-clock";
import type { SeatPlace } from "./seat-layout";
import { seatName, type TableView } from "./table-view";

/**
 * A seat at the table: its name, how many cards it holds (and penalised ones, Art. 10.11),
 * whether it is its turn, and its move clock as a ring while it runs (§7).
 */
export function SeatBadge({ tv, seat, place }: { tv: TableView; seat: number; place: SeatPlace }) {
  const view = tv.view;
  const turn = view.turn === seat && view.phase !== "over" && view.winner === null;
  const penalised = view.penalised[seat]?.length ?? 0;
  const mine = seat === tv.seat;
  return (
    <div className={`seat seat--${place}${turn ? " seat--turn" : ""}`} data-seat={seat}>
      <dl className="seat__facts">
        <dt className="seat__name">
          <ComputerMark computer={seatComputer(tv, seat)} />
          {seatName(tv, seat)}
          {mine ? " (tu)" : ""}
        </dt>
        <dd className="seat__count" data-testid={`hand-count-${seat}`}>
          {view.handCounts[seat]} in mano
          {turn && <span className="sr-only">, di turno</span>}
          {penalised > 0 && (
            <span className="count" data-testid={`penalised-count-${seat}`}>
              {" "}
              · {penalised} {penalised === 1 ? "penalizzata" : "penalizzate"}
            </span>
          )}
        </dd>
      </dl>
      {turn && tv.clock && tv.clock.seat === seat && (
        // A picture of the clock the turn bar tells in words (read once, not twice).
        <div aria-hidden="true">
          <MoveClock clock={tv.clock} who={seatName(tv, seat)} mine={mine} />
        </div>
      )}
    </div>
  );
}
