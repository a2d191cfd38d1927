import { AddToMeld } from "./add-to-meld";
import { cardName } from "./cards";
import { ContestButton } from "./contest-button";
import { isContestableVerdict, isWordRefusal, type JudgeMode } from "./judge-ui";
import { MonteBuilder } from "./monte-builder";
import type { Place, Send } from "./table-action";
import type { TableView } from "./table-view";
import { useVerdict, WordFeedback } from "./word-check";

/**
 * The moves of a turn under the hand: draw or pick up the monte (or play al monte, Art. 10.17),
 * discard one picked card, meld the picked cards as a word with the dictionary's live verdict,
 * add them to a word of the line — each with its error next to it, and the judge where a word
 * is refused (issue #5).
 */
export function PlayPanel({
  tv,
  myTurn,
  busy,
  errors,
  codes,
  judgeMode,
  hand,
  pickedCards,
  rawCards,
  spelled,
  send,
  clear,
}: {
  tv: TableView;
  myTurn: boolean;
  busy: boolean;
  errors: Partial<Record<Place, string>>;
  codes: Partial<Record<Place, string>>;
  judgeMode: JudgeMode;
  /** The sorted hand (gioco al monte builds from it). */
  hand: string[];
  pickedCards: string[];
  /** The picked cards as in hand: adding to a meld, a wild's place follows from the word. */
  rawCards: string[];
  spelled: string;
  send: Send;
  clear: () => void;
}) {
  const view = tv.view;
  const canDraw = myTurn && view.phase === "draw" && !busy;
  const canPlay = myTurn && view.phase === "play" && !busy;
  const myLine = tv.seat === null ? null : view.lines[view.lineOfSeat[tv.seat] ?? -1];
  const wildsSet = !spelled.includes("?");
  const profile = tv.table.rules.wordProfile;
  // Issue #5: a word the dictionary refuses or doubts may go to the judge instead.
  const meldWord = pickedCards.length >= 3 && wildsSet ? spelled : "";
  const meldVerdict = useVerdict(judgeMode === "off" ? "" : meldWord, profile);
  const meldContestable = judgeMode !== "off" && meldWord !== "" && (isContestableVerdict(meldVerdict) || isWordRefusal(codes.meld));

  return (
    <div className="actions">
      <div className="action-group">
        <div className="button-row">
          <button type="button" className="button" disabled={!canDraw} data-testid="act-draw" onClick={() => void send("draw", { do: "draw" })}>
            Pesca
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={!canDraw}
            data-testid="act-pickup"
            onClick={() => void send("draw", { do: "pickup" })}
          >
            Raccogli il monte
          </button>
        </div>
        {errors.draw && (
          <p className="field-error" role="alert" data-testid="error-draw">
            {errors.draw}
          </p>
        )}
      </div>

      {tv.table.rules.giocoAlMonte && myTurn && view.phase === "draw" && view.discard.length > 0 && (
        <MonteBuilder
          key={view.version}
          hand={hand}
          discard={view.discard}
          canPlay={canDraw}
          judgeMode={judgeMode}
          error={errors.monte}
          code={codes.monte}
          contestError={errors.contestMonte}
          play={(action) => void send("monte", action)}
          contest={(action) => void send("contestMonte", { do: "contest", action })}
        />
      )}

      <div className="action-group">
        <button
          type="button"
          className="button"
          disabled={!canPlay || pickedCards.length !== 1}
          data-testid="act-discard"
          onClick={() => void send("discard", { do: "discard", card: pickedCards[0]!.split("=")[0]! })}
        >
          Scarta{pickedCards.length === 1 ? ` ${cardName(pickedCards[0]!.split("=")[0]!)}` : ""}
        </button>
        {pickedCards.length !== 1 && <p className="help">Per scartare scegli una sola carta.</p>}
        {errors.discard && (
          <p className="field-error" role="alert" data-testid="error-discard">
            {errors.discard}
          </p>
        )}
      </div>

      <div className="action-group">
        <h3>Cala una parola</h3>
        <p className="spelled" data-testid="spelled" aria-live="polite">
          {spelled || "—"}
        </p>
        {pickedCards.length >= 3 && wildsSet && <WordFeedback word={spelled} profile={tv.table.rules.wordProfile} testId="meld-check" />}
        <div className="button-row">
          <button
            type="button"
            className="button"
            disabled={!canPlay || pickedCards.length < 3 || !wildsSet}
            data-testid="act-meld"
            onClick={() => void send("meld", { do: "meld", cards: pickedCards })}
          >
            Cala
          </button>
          <button type="button" className="button button--secondary" disabled={pickedCards.length === 0} onClick={clear}>
            Togli le carte
          </button>
        </div>
        {!wildsSet && <p className="help">Scegli la lettera della matta.</p>}
        {errors.meld && (
          <p className="field-error" role="alert" data-testid="error-meld">
            {errors.meld}
          </p>
        )}
        {meldContestable && (
          <ContestButton
            judgeMode={judgeMode}
            disabled={!canPlay}
            play="meld"
            error={errors.contestMeld}
            onClick={() => void send("contestMeld", { do: "contest", action: { do: "meld", cards: pickedCards } })}
          />
        )}
      </div>

      {myLine && myLine.melds.length > 0 && (
        <AddToMeld
          melds={myLine.melds}
          spelled={spelled}
          rawCards={rawCards}
          canPlay={canPlay}
          error={errors.add}
          addCode={codes.add}
          contestError={errors.contestAdd}
          judgeMode={judgeMode}
          profile={tv.table.rules.wordProfile}
          send={send}
        />
      )}
    </div>
  );
}
