import type { StandingView } from "./labels";

/**
 * The standings (Art. 6.1; RULES §8): VP summed over the turns, then MP and PP for the order on
 * screen only. Equal VP share a rank, marked "pari": a tie for a prize is the director's to settle.
 */
export function StandingsTable({ standings, caption }: { standings: readonly StandingView[]; caption: string }) {
  if (standings.length === 0) return <p className="help">Ancora nessun iscritto.</p>;
  return (
    <div className="table-wrap">
      <table className="report standings" data-testid="standings">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Pos.</th>
            <th scope="col">Iscritto</th>
            <th scope="col">VP</th>
            <th scope="col">MP</th>
            <th scope="col">PP</th>
            <th scope="col">Turni</th>
          </tr>
        </thead>
        <tbody>
          {standings.map((s) => (
            <tr key={s.entrant} data-testid="standing-row" data-entrant={s.name} data-vp={s.vp} data-pp={s.pp}>
              <td>
                {s.rank}
                {s.tied && <span className="count"> pari</span>}
              </td>
              <th scope="row">
                {s.number}. {s.name}
                {s.players.length > 1 || s.players[0] !== s.name ? <span className="count"> · {s.players.join(", ")}</span> : null}
                {s.withdrawn && <span className="count"> · ritirato</span>}
              </th>
              <td className="standings__vp" data-testid="standing-vp">
                {s.vp}
              </td>
              <td>{s.mp}</td>
              <td>{s.pp}</td>
              <td>{s.turns}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
