import type { ReactNode } from "react";

import type { DealScore, Ruleset } from "~/engine";
import { lineTotal } from "./match-score";
import { breakdownOf } from "./score-history";
import { seatName, type TableView } from "./table-view";

/**
 * A deal's score in the §6 breakdown, a column per line: the score sheet's table and the
 * replay's. `children`: rows after the breakdown (the score sheet's match totals).
 */
export function DealScoreTable({
  score,
  rules,
  nameOf,
  caption,
  testId,
  children,
}: {
  score: readonly DealScore[];
  /** The table's rules: which rows the breakdown has. */
  rules: Pick<Ruleset, "variant">;
  nameOf: (seat: number) => string;
  caption?: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <div className="table-scroll">
      <table className="score" data-testid={testId}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">Voce</th>
            {score.map((s) => (
              <th key={s.line} scope="col">
                {s.seats.map(nameOf).join(" e ")}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {breakdownOf(score, rules).map(([label, key]) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              {score.map((s) => (
                <td key={s.line}>{String(s[key] ?? 0)}</td>
              ))}
            </tr>
          ))}
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** Punteggio: the last deal's breakdown per line, the match totals, and the winner once there is one. */
export function ScoreSheet({ tv }: { tv: TableView }) {
  const score = tv.view.score ?? [];
  return (
    <section className="card" aria-labelledby="punti" data-testid="score-sheet">
      <h2 id="punti">Punteggio</h2>
      <DealScoreTable score={score} rules={tv.table.rules} nameOf={(seat) => seatName(tv, seat)}>
        <tr>
          <th scope="row">Totale partita</th>
          {score.map((s) => (
            <td key={s.line}>{lineTotal(tv.view.totals, s.seats)}</td>
          ))}
        </tr>
      </DealScoreTable>
      {tv.view.winner && (
        <p className="turn turn--mine winner" data-testid="winner">
          {tv.view.winner.seats.length > 1 ? "Vincono" : "Vince"} {tv.view.winner.seats.map((s) => seatName(tv, s)).join(" e ")}!
        </p>
      )}
    </section>
  );
}
