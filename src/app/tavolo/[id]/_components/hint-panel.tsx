import { useState } from "react";

import { errorText } from "~/trpc/error-text";
import { CardTile } from "./card-tile";
import type { HintResult, Suggestion, TableView } from "./table-view";

/** The Suggerimento's words: what to lay, or that nothing can be laid now. */
function suggestionText(suggestion: Suggestion): string {
  if (suggestion.kind === "meld") return `Puoi calare ${suggestion.word}.`;
  if (suggestion.kind === "add") return `Puoi attaccare a ${suggestion.before}: ${suggestion.word}.`;
  return "Con queste carte ora non si cala nessuna parola: scegli bene la carta da scartare.";
}

/** "2 rimasti · −5 punti l'uno", "1 rimasto · gratis". */
function budgetText(left: number, cost: number): string {
  return `${left} ${left === 1 ? "rimasto" : "rimasti"} · ${cost === 0 ? "gratis" : `−${cost} punti l'uno`}`;
}

/**
 * The Suggerimento (issue #16) at a table whose rules have hints: a button with what is left
 * and what it costs, usable in the seat's play phase; the word found for this seat alone
 * (`table.hint`), its cards drawn as tiles and picked in the hand so that "Cala" lays it.
 */
export function HintPanel({
  tv,
  canAsk,
  ask,
  pick,
}: {
  tv: TableView;
  /** The seat's play phase, nothing travelling, no request to the judge. */
  canAsk: boolean;
  ask: () => Promise<HintResult>;
  /** Picks the suggestion's cards (and, for an addition, aims at its word). */
  pick: (suggestion: Suggestion) => void;
}) {
  const rules = tv.table.rules.hints;
  const view = tv.view;
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The answer belongs to the hand it was found for: a play (its word laid, or another) ends it.
  const [shown, setShown] = useState<{ deal: number; hand: string; suggestion: Suggestion } | null>(null);
  if (rules === null || rules === undefined || tv.seat === null) return null;
  const left = Math.max(0, rules.perDeal - (view.hintsUsed[tv.seat] ?? 0));
  const current = shown !== null && shown.deal === view.dealNumber && shown.hand === view.hand.join(",") ? shown.suggestion : null;

  async function onAsk() {
    setAsking(true);
    setError(null);
    try {
      const result = await ask();
      if (result.ok) {
        setShown({ deal: result.view.dealNumber, hand: result.view.hand.join(","), suggestion: result.suggestion });
        pick(result.suggestion);
      } else setError(result.message);
    } catch (caught) {
      setError(errorText(caught, "Il tavolo non risponde: riprova."));
    } finally {
      setAsking(false);
    }
  }

  return (
    <div className="hint" data-testid="hint">
      <button
        type="button"
        className="button button--secondary"
        disabled={!canAsk || asking || left === 0}
        data-testid="act-hint"
        aria-describedby="hint-budget"
        onClick={() => void onAsk()}
      >
        Suggerimento
      </button>{" "}
      <span id="hint-budget" className="help" data-testid="hint-budget">
        {budgetText(left, rules.cost)}
      </span>
      <div aria-live="polite">
        {current !== null && (
          <div className="hint__answer" data-testid="hint-answer" data-kind={current.kind} data-word={current.kind === "none" ? "" : current.word}>
            <p className="help">{suggestionText(current)}</p>
            {current.kind !== "none" && (
              <p className="hint__cards">
                {current.cards.map((card, i) => (
                  <CardTile key={`${card}-${i}`} card={card} small />
                ))}
              </p>
            )}
          </div>
        )}
      </div>
      {error && (
        <p className="field-error" role="alert" data-testid="error-hint">
          {error}
        </p>
      )}
    </div>
  );
}
