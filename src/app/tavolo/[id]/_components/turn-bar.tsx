import { seatComputer } from "./computer-seat";
import { MoveClock } from "./move-clock";
import { judgeOf, seatName, type TableView } from "./table-view";

/**
 * §7: the seat to move has no running clock because its person has not joined with a name yet
 * (their page still asks "Come ti chiami?"): the server starts it when they give one.
 */
function clockWaitsForName(tv: TableView): boolean {
  const view = tv.view;
  const playing = tv.table.status === "playing" && !view.winner && view.judgement === null && view.phase !== "over";
  return tv.table.rules.timers && playing && tv.table.seats[view.turn]?.ready === false;
}

/** Whose turn it is and what to do, in one sentence (or why nobody plays: waiting, archived, judge, end). */
function turnStatus(tv: TableView, myTurn: boolean): string {
  const view = tv.view;
  const waitingFor = tv.table.seats.filter((s) => !s.joined).map((s) => seatName(tv, s.seat));
  const computer = seatComputer(tv, view.turn);
  if (tv.table.status === "archived") return "Tavolo archiviato: nessuno ci gioca da tempo, si può solo guardare. Per giocare crea un tavolo nuovo.";
  return tv.table.status === "waiting"
    ? `In attesa dei giocatori${waitingFor.length > 0 ? ` (${waitingFor.length === 1 ? "manca" : "mancano"} ${waitingFor.join(", ")})` : ""}…`
    : view.winner
      ? "Partita finita: puoi rivederla mossa per mossa qui sotto."
      : view.judgement !== null
        ? `Parola ${judgeOf(tv).to}: il gioco è fermo.`
        : view.phase === "over"
          ? "Smazzata finita."
          : computer?.standIn
            ? view.turn === tv.seat
              ? `Tocca a te: al tuo posto gioca il computer (${computer.level}).`
              : `Tocca a ${seatName(tv, view.turn)}: al suo posto gioca il computer (${computer.level}).`
            : myTurn
              ? `${view.phase === "draw" ? "Tocca a te: pesca dal tallone o raccogli il monte." : "Tocca a te: cala, attacca o scarta."}${clockWaitsForName(tv) ? " Il tuo tempo parte quando scrivi il nome." : ""}`
              : clockWaitsForName(tv)
                ? `In attesa che ${seatName(tv, view.turn)} entri: il suo tempo parte quando scrive il nome.`
                : computer
                  ? `Tocca a ${seatName(tv, view.turn)}: ${view.phase === "draw" ? "pesca" : "gioca"}…`
                  : `Tocca a ${seatName(tv, view.turn)}${view.phase === "draw" ? " (pesca)" : " (gioca)"}.`;
}

/** The turn line at the top of the table, with the move clock when the table has one (§7). */
export function TurnBar({ tv, myTurn, live, spectator }: { tv: TableView; myTurn: boolean; live: boolean; spectator: boolean }) {
  const view = tv.view;
  return (
    <div className="turn-bar">
      <p className={`turn${myTurn ? " turn--mine" : ""}`} role="status" data-testid="turn" data-turn={view.turn}>
        {turnStatus(tv, myTurn)}
        {!live && <span className="count"> (collegamento…)</span>}
      </p>
      {tv.clock && <MoveClock clock={tv.clock} who={seatName(tv, tv.clock.seat)} mine={!spectator && tv.clock.seat === tv.seat} />}
    </div>
  );
}
