import { Fragment, useState } from "react";

import type { DealScore, Ruleset } from "~/engine";

import styles from "./judge.module.css";
import { breakdownOf, historyRows, signed } from "./score-history";

/**
 * Every deal of the match (§6): one row per deal with each line's points and its running
 * total; a row opens on the breakdown (burraco, bonus, chiusura, carte calate, in mano, pozzetto).
 */
export function ScoreHistory({
  history,
  rules,
  nameOf,
  winner,
}: {
  history: DealScore[][];
  /** The table's rules: which rows the breakdown has. */
  rules: Pick<Ruleset, "variant">;
  nameOf: (seat: number) => string;
  /** The winners' names once the match is over. */
  winner: string[] | null;
}) {
  const rows = historyRows(history);
  const [open, setOpen] = useState<number | null>(null);
  const lines = rows[0]?.lines ?? [];
  return (
    <section className="card" aria-labelledby="tutte-le-smazzate" data-testid="score-history-card">
      <h2 id="tutte-le-smazzate">Tutte le smazzate</h2>
      <div className="table-scroll">
        <table className="score" data-testid="score-history">
          <thead>
            <tr>
              <th scope="col">Smazzata</th>
              {lines.map(({ line, score }) => (
                <th key={line} scope="col">
                  {score.seats.map(nameOf).join(" e ")}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Fragment key={row.deal}>
                <tr data-testid="score-history-row" data-deal={row.deal}>
                  <th scope="row">
                    <button
                      type="button"
                      className="button button--small button--secondary"
                      aria-expanded={open === row.deal}
                      aria-label={`Smazzata ${row.deal}: ${open === row.deal ? "nascondi" : "mostra"} i dettagli`}
                      onClick={() => setOpen(open === row.deal ? null : row.deal)}
                    >
                      {row.deal} {open === row.deal ? "▴" : "▾"}
                    </button>
                  </th>
                  {row.lines.map(({ line, score, running }) => (
                    <td key={line}>
                      {signed(score.total)} <span className="count">(totale {running})</span>
                    </td>
                  ))}
                </tr>
                {open === row.deal && (
                  <tr data-testid="score-history-detail">
                    <th scope="row" className="sr-only">
                      Dettagli
                    </th>
                    {row.lines.map(({ line, score }) => (
                      <td key={line} className={styles.breakdown}>
                        {breakdownOf([score], rules)
                          .filter(([, key]) => key !== "total")
                          .map(([label, key]) => (
                            <div key={key}>
                              {label}: {signed(score[key] ?? 0)}
                            </div>
                          ))}
                      </td>
                    ))}
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {winner && (
        <p className="turn turn--mine" data-testid="history-winner">
          {winner.length > 1 ? "Vincono" : "Vince"} {winner.join(" e ")}
          {rows.length > 0 && ` dopo ${rows.length === 1 ? "una smazzata" : `${rows.length} smazzate`}`}.
        </p>
      )}
    </section>
  );
}
