import { BREAKDOWN } from "./score-history";
import { seatName, type TableView } from "./table-view";

/** Punteggio: the last deal's breakdown per line, the match totals, and the winner once there is one. */
export function ScoreSheet({ tv }: { tv: TableView }) {
  const score = tv.view.score ?? [];
  const rows = BREAKDOWN;
  return (
    <section className="card" aria-labelledby="punti" data-testid="score-sheet">
      <h2 id="punti">Punteggio</h2>
      <div className="table-scroll">
        <table className="score">
          <thead>
            <tr>
              <th scope="col">Voce</th>
              {score.map((s) => (
                <th key={s.line} scope="col">
                  {s.seats.map((seat) => seatName(tv, seat)).join(" e ")}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, key]) => (
              <tr key={key}>
                <th scope="row">{label}</th>
                {score.map((s) => (
                  <td key={s.line}>{String(s[key])}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">Totale partita</th>
              {score.map((s) => (
                <td key={s.line}>{tv.view.totals[s.seats[0] ?? 0] ?? 0}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {tv.view.winner && (
        <p className="turn turn--mine winner" data-testid="winner">
          {tv.view.winner.seats.length > 1 ? "Vincono" : "Vince"} {tv.view.winner.seats.map((s) => seatName(tv, s)).join(" e ")}!
        </p>
      )}
    </section>
  );
}
