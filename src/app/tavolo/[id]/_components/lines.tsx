import { Fragment, useState } from "react";

import { positionLabel } from "./add-position";
import { CardTile } from "./card-tile";
import { challengeConsequence, type JudgeMode } from "./judge-ui";
import styles from "./judge.module.css";
import type { Send } from "./table-action";
import { judgeOf, seatName, type TableView } from "./table-view";

/** The meld the player is adding to, and where the picked cards go (a slot between two cards). */
export interface AddTarget {
  meld: number;
  /** The new word being built, with which of its letters are new (to show it in place). */
  preview: { word: string; isNew: boolean[] } | null;
}

export interface AddControls {
  target: AddTarget | null;
  /** Cards are picked: the melds offer slots to put them in. */
  picking: boolean;
  /** `byKeys`: chosen from the keyboard (the word field then takes the typing). */
  choose: (meld: number, byKeys: boolean) => void;
  /** The picked cards go in as a block before card `slot` of the chosen meld (its length: after). */
  slot: (meld: number, slot: number) => void;
}

/**
 * One line's words on the table (Art. 4.2): each meld as cards in word order, burraco shown as
 * such, the Sfida button on the words an opponent may challenge (Art. 8). On the player's own
 * line each word is a target to add to: chosen by tap or keyboard, with the places the picked
 * cards may go shown between its cards, and the new word shown in place.
 */
export function LineMelds({
  tv,
  line: li,
  spectator,
  busy,
  send,
  judgeMode,
  add,
}: {
  tv: TableView;
  line: number;
  spectator: boolean;
  busy: boolean;
  send: Send;
  judgeMode: JudgeMode;
  /** Only on the player's own line, when they may add. */
  add: AddControls | null;
}) {
  const view = tv.view;
  const line = view.lines[li]!;
  const myLine = tv.seat === null ? -1 : (view.lineOfSeat[tv.seat] ?? -1);
  // Art. 8: an opponent may challenge the words just played; one confirm step first.
  const [confirming, setConfirming] = useState<number | null>(null);
  const mayChallenge = (meld: number) =>
    !spectator && tv.seat !== null && li !== myLine && view.judgement === null && view.challengeable.some((c) => c.line === li && c.meld === meld);
  const owner = li === myLine ? "La tua linea" : line.seats.map((s) => seatName(tv, s)).join(" e ");
  return (
    <section className={`line${li === myLine ? " line--mine" : ""}`} data-testid={`line-${li}`} aria-label={`Parole di ${owner}`}>
      <h2 className="line__owner">
        {owner}
        {line.pozzettoTaken && <span className="count"> · pozzetto preso</span>}
      </h2>
      {line.melds.length === 0 ? (
        <p className="help">Nessuna parola.</p>
      ) : (
        <ul className="melds">
          {line.melds.map((m, mi) => {
            const chosen = add?.target?.meld === mi;
            const preview = chosen ? add?.target?.preview : null;
            return (
              <li
                key={mi}
                className={`meld${chosen ? " meld--chosen" : ""}${m.burraco ? ` meld--burraco meld--${m.burraco}` : ""}`}
                data-testid="meld"
                data-drop={add ? "meld" : undefined}
                data-meld={add ? mi : undefined}
              >
                <span className="meld__head">
                  {add ? (
                    <button
                      type="button"
                      className="meld__word"
                      aria-pressed={chosen}
                      data-testid="meld-target"
                      data-meld={mi}
                      aria-label={`Attacca a ${m.word}`}
                      onClick={(event) => add.choose(mi, event.detail === 0)}
                    >
                      {m.word}
                    </button>
                  ) : (
                    <span className="meld__word">{m.word}</span>
                  )}
                  {m.burraco && <span className={`badge badge--${m.burraco}`}>burraco {m.burraco}</span>}
                  {mayChallenge(mi) && (
                    <button
                      type="button"
                      className={`button button--small button--secondary ${styles.challenge}`}
                      disabled={busy}
                      data-testid="act-challenge"
                      data-line={li}
                      data-meld={mi}
                      aria-label={`Sfida la parola ${m.word}`}
                      onClick={() => setConfirming(mi)}
                    >
                      Sfida
                    </button>
                  )}
                </span>
                <span className="tiles tiles--meld">
                  {m.cards.map((card, ci) => (
                    <Fragment key={ci}>
                      {add?.picking && chosen && <Slot meld={m.word} at={ci} onClick={() => add.slot(mi, ci)} />}
                      <CardTile card={card} small />
                    </Fragment>
                  ))}
                  {add?.picking && chosen && <Slot meld={m.word} at={m.cards.length} onClick={() => add.slot(mi, m.cards.length)} />}
                </span>
                {preview && (
                  <p className="meld__preview" data-testid="add-preview" aria-live="polite">
                    <span className="sr-only">Diventa </span>
                    {Array.from(preview.word, (letter, i) =>
                      preview.isNew[i] ? (
                        <mark key={i} className="spelled__new">
                          {letter}
                        </mark>
                      ) : (
                        <span key={i}>{letter}</span>
                      ),
                    )}
                  </p>
                )}
                {confirming === mi && mayChallenge(mi) && (
                  // biome-ignore lint/a11y/useSemanticElements: a question with two buttons, not a form's fieldset; role=group names it for screen readers.
                  <div className={styles.confirm} role="group" aria-label={`Sfidare ${m.word}?`} data-testid="challenge-confirm">
                    <p>{challengeConsequence(judgeMode, m.word, line.seats.length === 1 ? seatName(tv, line.seats[0]!) : "chi l'ha calata", judgeOf(tv))}</p>
                    <div className="button-row">
                      <button
                        type="button"
                        className="button button--small"
                        disabled={busy}
                        data-testid="act-challenge-confirm"
                        onClick={() => {
                          setConfirming(null);
                          void send("challenge", { do: "challenge", line: li, meld: mi });
                        }}
                      >
                        Sì, sfida {m.word}
                      </button>
                      <button type="button" className="button button--small button--secondary" onClick={() => setConfirming(null)}>
                        Annulla
                      </button>
                    </div>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** A place between two cards of a meld where the picked cards may go. */
function Slot({ meld, at, onClick }: { meld: string; at: number; onClick: () => void }) {
  return (
    <button
      type="button"
      className="meld__slot"
      data-testid="add-slot"
      data-slot={at}
      aria-label={`Metti le carte ${positionLabel(meld, at)}`}
      onClick={onClick}
    >
      +
    </button>
  );
}
