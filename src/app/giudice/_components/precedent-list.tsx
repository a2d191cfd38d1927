import { DECISION_LABEL, dateTime, rulingStatus, scopeText } from "./format";
import type { RulingView } from "./types";

/** Rulings as the judge reads them: who ruled what, where, when and why; in force or not. */
export function PrecedentList({ rulings, actions }: { rulings: RulingView[]; actions?: (ruling: RulingView) => React.ReactNode }) {
  return (
    <ul className="rulings" data-testid="ruling-list">
      {rulings.map((ruling) => (
        <li
          key={ruling.id}
          className={`ruling ruling--${ruling.decision}${ruling.active ? "" : " ruling--old"}`}
          data-testid="ruling"
          data-ruling={ruling.id}
          data-word={ruling.word}
          data-decision={ruling.decision}
          data-active={ruling.active}
        >
          <p className="ruling__head">
            <span className="word">{ruling.word}</span>
            <span className={`ruling__decision ruling__decision--${ruling.decision}`}>{DECISION_LABEL[ruling.decision]}</span>
            <span className="ruling__status">{rulingStatus(ruling)}</span>
          </p>
          <p className="ruling__reason">{ruling.reason}</p>
          <p className="help">
            {ruling.judge}, {dateTime(ruling.ruledAt)} · {scopeText(ruling.scope, ruling.scopeId)}
          </p>
          {actions?.(ruling)}
        </li>
      ))}
    </ul>
  );
}
