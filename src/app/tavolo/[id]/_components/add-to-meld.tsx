import { useId, useState } from "react";

import { insertAt, positionLabel, positions } from "./add-position";
import { ContestButton } from "./contest-button";
import { isContestableVerdict, isWordRefusal, type JudgeMode } from "./judge-ui";
import type { PlayAction, Send } from "./table-action";
import type { MeldView, Profile } from "./table-view";
import { useVerdict, WordFeedback } from "./word-check";

/**
 * Adding the picked cards to one of the line's melds (Art. 4.2): the player picks the meld
 * and where the cards go as a block (before, between two letters, after), sees the word that
 * makes with the dictionary's verdict, and sends the cards with that word; the engine
 * arranges the cards (a wild goes where the word needs it). For anything else — letters in
 * several places — the player writes the new word.
 */
export function AddToMeld({
  melds,
  spelled,
  rawCards,
  canPlay,
  error,
  addCode,
  contestError,
  judgeMode,
  profile,
  send,
}: {
  melds: MeldView[];
  spelled: string;
  rawCards: string[];
  canPlay: boolean;
  error: string | undefined;
  addCode: string | undefined;
  contestError: string | undefined;
  judgeMode: JudgeMode;
  profile: Profile;
  send: Send;
}) {
  const id = useId();
  const [meldIndex, setMeldIndex] = useState(0);
  const meld = melds[Math.min(meldIndex, melds.length - 1)]!;
  // "free": the player writes the whole word; otherwise the place of the block of cards.
  const [position, setPosition] = useState<number | "free">(meld.word.length);
  const [freeWord, setFreeWord] = useState("");
  const letters = spelled;
  const word = position === "free" ? freeWord.trim() : rawCards.length > 0 ? insertAt(meld.word, letters, position) : "";
  const complete = word.length > meld.word.length && !word.includes("?");
  const verdict = useVerdict(judgeMode === "off" || !complete ? "" : word, profile);
  const contestable = judgeMode !== "off" && complete && rawCards.length > 0 && (isContestableVerdict(verdict) || isWordRefusal(addCode));
  const addition: PlayAction = { do: "add", meld: melds.indexOf(meld), cards: rawCards, word };

  return (
    <div className="action-group">
      <h3>Attacca a una parola</h3>
      <p className="help">Scegli le carte nell&apos;ordine in cui vanno, la parola e il punto in cui inserirle.</p>
      <div className="field">
        <label htmlFor={`${id}-meld`}>Parola sul tavolo</label>
        <select
          id={`${id}-meld`}
          value={meldIndex}
          data-testid="add-meld"
          onChange={(event) => {
            const index = Number(event.target.value);
            setMeldIndex(index);
            setPosition(melds[index]?.word.length ?? 0);
          }}
        >
          {melds.map((m, i) => (
            <option key={i} value={i}>
              {m.word} ({m.length})
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-position`}>Dove vanno le carte scelte</label>
        <select
          id={`${id}-position`}
          value={String(position)}
          data-testid="add-position"
          onChange={(event) => setPosition(event.target.value === "free" ? "free" : Number(event.target.value))}
        >
          {positions(meld.word).map((p) => (
            <option key={p} value={p}>
              {positionLabel(meld.word, p)}
            </option>
          ))}
          <option value="free">scrivo io la parola nuova</option>
        </select>
      </div>
      {position === "free" ? (
        <div className="field">
          <label htmlFor={`${id}-word`}>Nuova parola</label>
          <input
            id={`${id}-word`}
            type="text"
            className="input--letters"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={freeWord}
            data-testid="add-word"
            placeholder={`es. ${meld.word}${letters}`}
            onChange={(event) => setFreeWord(event.target.value.toUpperCase())}
          />
        </div>
      ) : (
        <p className="spelled" data-testid="add-result" aria-live="polite">
          {rawCards.length === 0 ? (
            <span className="help">Scegli prima le carte dalla mano.</span>
          ) : (
            <>
              <span className="sr-only">Diventa </span>
              {meld.word.slice(0, position)}
              <mark className="spelled__new">{letters}</mark>
              {meld.word.slice(position)}
            </>
          )}
        </p>
      )}
      {complete && <WordFeedback word={word} profile={profile} testId="add-check" />}
      {word.includes("?") && <p className="help">Scegli la lettera della matta.</p>}
      <button
        type="button"
        className="button"
        disabled={!canPlay || rawCards.length === 0 || !complete}
        data-testid="act-add"
        onClick={() => void send("add", addition)}
      >
        Attacca{complete ? ` e fai ${word}` : ""}
      </button>
      {error && (
        <p className="field-error" role="alert" data-testid="error-add">
          {error}
        </p>
      )}
      {contestable && (
        <ContestButton
          judgeMode={judgeMode}
          disabled={!canPlay}
          play="add"
          error={contestError}
          onClick={() => void send("contestAdd", { do: "contest", action: addition })}
        />
      )}
    </div>
  );
}
