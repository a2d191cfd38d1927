import { contestConsequence, type JudgeMode, type JudgeNoun } from "./judge-ui";
import styles from "./judge.module.css";
import { RuleLink } from "./rule-link";
import type { PlayAction } from "./table-action";

/**
 * "Chiedi al giudice" (RULES §9, issue #5): the play as built goes to the judge instead of
 * the cards going back; what a rejection costs under the table's mode is said next to it. At
 * a class's table it is "Chiedi all'insegnante" (issue #16).
 */
export function ContestButton({
  judgeMode,
  judge,
  disabled,
  play,
  error,
  code,
  onClick,
}: {
  judgeMode: JudgeMode;
  judge: JudgeNoun;
  disabled: boolean;
  play: PlayAction["do"];
  error: string | undefined;
  /** The refusal's code, for the link to its rule. */
  code: string | undefined;
  onClick: () => void;
}) {
  return (
    <div className={styles.contest}>
      <button type="button" className="button button--secondary" disabled={disabled} data-testid="act-contest" data-play={play} onClick={onClick}>
        Chiedi {judge.to}
      </button>
      <p className="help">{contestConsequence(judgeMode, judge)}</p>
      {error && (
        <p className="field-error" role="alert" data-testid="error-contest">
          {error}
          <RuleLink code={code} />
        </p>
      )}
    </div>
  );
}
