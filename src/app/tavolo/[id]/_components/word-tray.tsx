import type { RefObject } from "react";

import { variantOf } from "~/engine/ruleset";

import { insertAt } from "./add-position";
import { cardName } from "./cards";
import { ContestButton } from "./contest-button";
import { isContestableVerdict, isWordRefusal, type JudgeMode, ruledOutText, ruledOutWord } from "./judge-ui";
import { MonteBuilder } from "./monte-builder";
import { RuleLink } from "./rule-link";
import type { Moves, PlayAction, Place, Send } from "./table-action";
import { judgeOf, type MeldView, type TableView } from "./table-view";
import { addedLetters, meldColour, picksForLetters, typedLetters } from "./type-word";
import type { Picks } from "./use-picks";
import { useVerdict, WordFeedback } from "./word-check";

/** What the tray would play now: a new word, or an addition to a meld of the line. */
export interface Play {
  /** The word shown and checked ("" when nothing is picked). */
  word: string;
  /** The meld action, or null when the picks cannot make one yet. */
  action: PlayAction | null;
  /** Why not yet, for the player (null when nothing to say). */
  missing: string | null;
  /** Adding: the new word with its new letters marked, shown in place on the meld. */
  preview: { word: string; isNew: boolean[] } | null;
}

/** The meld aimed at, if it is still the word it was when chosen. */
export function aimedMeld(picks: Picks, melds: readonly MeldView[]): MeldView | null {
  const meld = picks.target === null ? undefined : melds[picks.target.meld];
  return meld !== undefined && meld.word === picks.target?.word ? meld : null;
}

/** The play the picks (and what was typed) make, given the meld aimed at if any. */
export function currentPlay(picks: Picks, melds: readonly MeldView[]): Play {
  const { target, spelled, pickedCards, rawCards } = picks;
  const typed = picks.typed === null ? null : typedLetters(picks.typed);
  const meld = aimedMeld(picks, melds);
  if (target === null || meld === null) {
    const complete = pickedCards.length >= 3 && !spelled.includes("?");
    return {
      word: spelled,
      action: complete ? { do: "meld", cards: pickedCards } : null,
      missing: spelled.includes("?") ? "Scegli la lettera della matta." : null,
      preview: null,
    };
  }
  const base = meld.word;
  if (typed !== null) {
    const added = addedLetters(base, typed);
    if (added === null)
      return { word: typed, action: null, missing: `La parola nuova deve contenere ${base}, con le lettere nello stesso ordine.`, preview: null };
    if (rawCards.length === 0) return { word: typed, action: null, missing: `Non hai le carte per aggiungere ${added.letters} a ${base}.`, preview: null };
    return { word: typed, action: { do: "add", meld: target.meld, cards: rawCards, word: typed }, missing: null, preview: { word: typed, isNew: added.isNew } };
  }
  if (rawCards.length === 0) return { word: "", action: null, missing: `Scegli le carte da attaccare a ${base}.`, preview: null };
  if (spelled.includes("?")) return { word: "", action: null, missing: "Scegli la lettera della matta.", preview: null };
  const at = target.slot ?? base.length;
  const word = insertAt(base, spelled, at);
  const isNew = Array.from(word, (_, i) => i >= at && i < at + spelled.length);
  return { word, action: { do: "add", meld: target.meld, cards: rawCards, word }, missing: null, preview: { word, isNew } };
}

/**
 * The word being built and the moves of a turn, above the hand: a real text field where
 * typing picks the cards (its keys are the table's: table-screen.tsx), the dictionary's live
 * verdict next to the word, and the buttons for the same moves by tap. Gioco al monte (Art.
 * 10.17) and the judge where they apply; each refusal next to what caused it.
 */
export function WordTray({
  tv,
  myTurn,
  moves,
  errors,
  codes,
  judgeMode,
  hand,
  picks,
  target,
  play,
  send,
  inputRef,
  openHelp,
}: {
  tv: TableView;
  myTurn: boolean;
  moves: Moves;
  errors: Partial<Record<Place, string>>;
  codes: Partial<Record<Place, string>>;
  judgeMode: JudgeMode;
  hand: string[];
  picks: Picks;
  /** The word of the line the player adds to (`aimedMeld`), or null: a new word. */
  target: MeldView | null;
  play: Play;
  send: Send;
  inputRef: RefObject<HTMLInputElement | null>;
  openHelp: () => void;
}) {
  const view = tv.view;
  const judge = judgeOf(tv);
  const { canDraw, canPlay, one } = moves;
  const profile = tv.table.rules.wordProfile;
  // Art. 4.2's one colour per word; Basic has no colour rule (docs/engine.md).
  const { sameColour } = variantOf(tv.table.rules);
  const adding = target !== null;
  // A word the dictionary refuses or doubts may go to the judge instead.
  const checked = play.action === null ? "" : play.word;
  const verdict = useVerdict(judgeMode === "off" ? "" : checked, profile);
  const place: Place = adding ? "add" : "meld";
  const refused = judgeMode !== "off" && play.action !== null && (isContestableVerdict(verdict) || isWordRefusal(codes[place]));
  // RULES §9: a word the judge rejected this turn does not go back to the judge.
  const ruledOut = refused ? ruledOutWord([play.word], view.ruledOut) : null;
  const contestable = refused && ruledOut === null;

  // The field keeps the text as typed (the caret stays where it is); the cards follow its letters.
  const onType = (text: string) => {
    const letters = typedLetters(text);
    if (target === null) picks.type(text, picksForLetters(hand, letters, { sameColour }));
    else {
      const added = addedLetters(target.word, letters);
      const { colour, hasWild } = meldColour(target.cards);
      picks.type(text, added === null ? null : picksForLetters(hand, added.letters, { colour, sameColour, wildAllowed: !hasWild }));
    }
  };

  const typedValue = picks.typed ?? (adding ? (play.preview?.word ?? target.word) : picks.spelled);
  const cannotSpell = picks.typed !== null && typedLetters(picks.typed) !== "" && picks.picked.length === 0 && !adding;

  return (
    <div className="tray" data-testid="tray">
      <div className="tray__word">
        <label htmlFor="word-input" className="sr-only">
          {adding ? `Attacca a ${target.word}: scrivi la parola nuova` : "Scrivi la parola (o tocca le carte)"}
        </label>
        <div className="tray__field">
          <input
            ref={inputRef}
            id="word-input"
            type="text"
            className="input--letters tray__input"
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="done"
            placeholder={adding ? `${target.word}…` : "Scrivi la parola…"}
            maxLength={24}
            value={typedValue}
            data-testid="word-input"
            aria-describedby="word-keys"
            onChange={(event) => onType(event.target.value)}
          />
          <button type="button" className="button button--quiet tray__help" aria-label="Comandi da tastiera" data-testid="help-open" onClick={openHelp}>
            ?
          </button>
        </div>
        <p id="word-keys" className="sr-only">
          Invio cala la parola, Maiuscolo più Invio scarta la carta scelta, 1 pesca dal tallone, 2 raccoglie il monte, Esc toglie le carte, freccia giù e su
          scelgono una parola della tua linea a cui attaccare.
        </p>
        <p className="sr-only" data-testid="spelled" aria-live="polite">
          {picks.spelled}
        </p>
        {cannotSpell && (
          <p className="help" role="status" data-testid="cannot-spell">
            Con le tue carte non puoi scrivere {picks.typed}.
          </p>
        )}
        {play.action !== null && <WordFeedback word={play.word} profile={profile} testId={adding ? "add-check" : "meld-check"} />}
        {play.missing && <p className="help">{play.missing}</p>}
      </div>

      <div className="tray__buttons">
        {view.phase === "draw" || !myTurn ? (
          <>
            <button type="button" className="button" disabled={!canDraw} data-testid="act-draw" onClick={moves.draw}>
              Pesca
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={!canDraw || view.discard.length === 0}
              data-testid="act-pickup"
              onClick={moves.pickup}
            >
              Raccogli il monte
            </button>
          </>
        ) : null}
        {view.phase === "play" && myTurn && (
          <>
            <button
              type="button"
              className="button"
              disabled={!canPlay || play.action === null}
              data-testid={adding ? "act-add" : "act-meld"}
              onClick={moves.lay}
            >
              {adding ? (play.action ? `Attacca: ${play.word}` : "Attacca") : "Cala"}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={!canPlay || one === null}
              data-testid="act-discard"
              onClick={() => one !== null && moves.discard(one)}
            >
              Scarta{one !== null ? ` ${cardName(one)}` : ""}
            </button>
          </>
        )}
        {(picks.picked.length > 0 || picks.typed !== null || adding) && (
          <button
            type="button"
            className="button button--quiet"
            data-testid="act-clear"
            onClick={() => (picks.picked.length > 0 || picks.typed !== null ? picks.clear() : picks.aim(null))}
          >
            {picks.picked.length === 0 && picks.typed === null && adding ? "Non attaccare" : "Togli"}
          </button>
        )}
      </div>

      {(["draw", "discard", "meld", "add"] as const).map(
        (p) =>
          errors[p] && (
            <p key={p} className="field-error" role="alert" data-testid={`error-${p}`}>
              {errors[p]}
              <RuleLink code={codes[p]} />
            </p>
          ),
      )}
      {ruledOut !== null && (
        <p className="help" data-testid="ruled-out">
          {ruledOutText(ruledOut, judge)}
        </p>
      )}
      {contestable && play.action && (
        <ContestButton
          judgeMode={judgeMode}
          judge={judge}
          disabled={!canPlay}
          play={play.action.do}
          error={adding ? errors.contestAdd : errors.contestMeld}
          code={adding ? codes.contestAdd : codes.contestMeld}
          onClick={() => void send(adding ? "contestAdd" : "contestMeld", { do: "contest", action: play.action! })}
        />
      )}

      {tv.table.rules.giocoAlMonte && myTurn && view.phase === "draw" && view.discard.length > 0 && (
        <MonteBuilder
          key={view.version}
          hand={hand}
          discard={view.discard}
          canPlay={canDraw}
          judgeMode={judgeMode}
          judge={judge}
          error={errors.monte}
          code={codes.monte}
          contestError={errors.contestMonte}
          contestCode={codes.contestMonte}
          ruledOut={view.ruledOut}
          play={(action) => void send("monte", action)}
          contest={(action) => void send("contestMonte", { do: "contest", action })}
        />
      )}
    </div>
  );
}
