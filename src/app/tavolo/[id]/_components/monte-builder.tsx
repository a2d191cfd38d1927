import { useState } from "react";

import { isWildNotation } from "~/engine/cards";

import { CardTile } from "./card-tile";
import { cardName } from "./cards";
import { ContestButton } from "./contest-button";
import { isWordRefusal, type JudgeMode, type JudgeNoun, ruledOutText, ruledOutWord } from "./judge-ui";
import { isUsed, type MonteAction, monteAction, type MonteStep, stepWord } from "./monte";
import { RuleLink } from "./rule-link";
import { wildLetters } from "./wild-letters";

/**
 * Gioco al monte (Art. 10.17), at tables that allow it: instead of drawing, the player builds
 * one or more words card by card from the monte scarti and the hand, then plays them at once.
 * The parent remounts it after every move (key = version), so a built word never outlives
 * the hand and pile it was built from.
 */
export function MonteBuilder({
  hand,
  discard,
  canPlay,
  judgeMode,
  judge,
  error,
  code,
  contestError,
  contestCode,
  ruledOut,
  play,
  contest,
}: {
  hand: string[];
  discard: string[];
  canPlay: boolean;
  judgeMode: JudgeMode;
  judge: JudgeNoun;
  error: string | undefined;
  code: string | undefined;
  contestError: string | undefined;
  contestCode: string | undefined;
  /** The words the judge rejected this turn (`view.ruledOut`): not offered to the judge again. */
  ruledOut: readonly string[];
  play: (action: MonteAction) => void;
  contest: (action: MonteAction) => void;
}) {
  const [words, setWords] = useState<MonteStep[][]>([[]]);
  const current = words.at(-1)!;
  const done = words.filter((w) => w.length > 0);
  const action = monteAction(done, hand, discard);
  const again = ruledOutWord(
    done.map((word) => stepWord(word, hand, discard)),
    ruledOut,
  );
  const complete = done.length > 0 && done.every((w) => w.length >= 3) && !action.melds.flat().some((c) => c.endsWith("=?"));

  function add(from: MonteStep["from"], index: number) {
    const card = (from === "hand" ? hand : discard)[index]!;
    setWords([...words.slice(0, -1), [...current, isWildNotation(card) ? { from, index, as: "" } : { from, index }]]);
  }
  function setLetter(w: number, s: number, letter: string) {
    setWords(words.map((word, wi) => (wi === w ? word.map((step, si) => (si === s ? { ...step, as: letter } : step)) : word)));
  }

  const source = (from: MonteStep["from"], cards: string[], label: string, testId: string) => (
    <>
      <p className="help">{label}</p>
      <ul className="tiles">
        {cards.map((card, i) => (
          <li key={`${card}-${i}`}>
            <button
              type="button"
              className="tile-button"
              disabled={!canPlay || isUsed(words, from, i)}
              data-testid={testId}
              data-card={card}
              aria-label={`${cardName(card)}${isUsed(words, from, i) ? ", già nella parola" : ""}`}
              onClick={() => add(from, i)}
            >
              <CardTile card={card} small />
            </button>
          </li>
        ))}
      </ul>
    </>
  );

  return (
    <details className="action-group" data-testid="monte">
      <summary>
        <strong>Gioco al monte</strong> <span className="count">(invece di pescare, Art. 10.17)</span>
      </summary>
      <p className="help">
        Componi le parole toccando le carte nell&apos;ordine giusto, dal monte scarti e dalla mano: ogni parola usa carte di entrambi, e sul monte può restare
        al massimo una carta.
      </p>
      {source("pile", discard, "Dal monte scarti", "monte-pile-card")}
      {source("hand", hand, "Dalla mano", "monte-hand-card")}
      <ol className="monte-words">
        {words.map((word, w) => (
          <li key={w}>
            <span className="spelled" data-testid="monte-word">
              {stepWord(word, hand, discard) || "—"}
            </span>
            {word.map((step, s) => {
              const card = (step.from === "hand" ? hand : discard)[step.index]!;
              if (!isWildNotation(card)) return null;
              return (
                <label key={s} className="field">
                  Lettera per {cardName(card)} (carta {s + 1})
                  <select value={step.as ?? ""} onChange={(event) => setLetter(w, s, event.target.value)}>
                    <option value="">—</option>
                    {wildLetters(card).map((l) => (
                      <option key={l} value={l}>
                        {l}
                      </option>
                    ))}
                  </select>
                </label>
              );
            })}
          </li>
        ))}
      </ol>
      <div className="button-row">
        <button type="button" className="button button--secondary button--small" disabled={current.length < 3} onClick={() => setWords([...words, []])}>
          Un&apos;altra parola
        </button>
        <button type="button" className="button button--secondary button--small" onClick={() => setWords([[]])}>
          Ricomincia
        </button>
      </div>
      <button type="button" className="button" disabled={!canPlay || !complete} data-testid="act-monte" onClick={() => play(action)}>
        Gioca al monte
      </button>
      {error && (
        <p className="field-error" role="alert" data-testid="error-monte">
          {error}
          <RuleLink code={code} />
        </p>
      )}
      {judgeMode !== "off" && complete && isWordRefusal(code) && again !== null && (
        <p className="help" data-testid="ruled-out">
          {ruledOutText(again, judge)}
        </p>
      )}
      {judgeMode !== "off" && complete && isWordRefusal(code) && again === null && (
        <ContestButton
          judgeMode={judgeMode}
          judge={judge}
          disabled={!canPlay}
          play="monte"
          error={contestError}
          code={contestCode}
          onClick={() => contest(action)}
        />
      )}
    </details>
  );
}
