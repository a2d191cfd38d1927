import { contestConsequence, type JudgeMode } from "./judge-ui";
import styles from "./judge.module.css";
import { RuleLink } from "./rule-link";
import type { PlayAction } from "./table-action";

/**
 * "Chiedi al giudice" (RULES §9, issue #5): the play as built goes to the judge instead of
 * the cards going back; what a rejection costs under the table's mode is said next to it.
 */
export function ContestButton({
  judgeMode,
  disabled,
  play,
  error,
  code,
  onClick,
}: {
  judgeMode: JudgeMode;
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
        Chiedi al giudice
      </button>
      <p className="help">{contestConsequence(judgeMode)}</p>
      {error && (
        <p className="field-error" role="alert" data-testid="error-contest">
          {error}
          <RuleLink code={code} />
        </p>
      )}
    </div>
  );
}
