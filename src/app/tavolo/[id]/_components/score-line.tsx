import { matchGoal, scoreSides } from "./match-score";
import { seatName, type TableView } from "./table-view";

/**
 * The match score, always in view at the top of the table (§6): the deal, each side's total
 * and the target ("Smazzata 2 · Noi 840 · Loro 260 · a 2005"), for seats and spectators alike.
 * Its text is `scoreText`'s, part by part.
 */
export function ScoreLine({ tv, mySeat }: { tv: TableView; mySeat: number | null }) {
  const sides = scoreSides(tv.view, mySeat, (seat) => seatName(tv, seat));
  const goal = matchGoal(tv.table.rules, tv.view.dealNumber);
  return (
    <p className="score-line" data-testid="match-score">
      <span data-testid="score-deal">{goal.deal}</span>
      {sides.map((side) => (
        <span
          key={side.seats.join(",")}
          className={side.mine ? "score-line__side score-line__side--mine" : "score-line__side"}
          data-seats={side.seats.join(",")}
        >
          {" · "}
          {side.label} <strong data-testid="score-total">{side.total}</strong>
        </span>
      ))}
      {goal.target !== null && <span data-testid="score-target">{` · ${goal.target}`}</span>}
    </p>
  );
}
