import { useState } from "react";

import { CardTile } from "./card-tile";
import { challengeConsequence, type JudgeMode } from "./judge-ui";
import styles from "./judge.module.css";
import type { Send } from "./table-action";
import { seatName, type TableView } from "./table-view";

/** Parole calate: the melds of every line, with the Sfida button on the words an opponent may challenge (Art. 8). */
export function Lines({
  tv,
  spectator,
  busy,
  error,
  send,
  judgeMode,
}: {
  tv: TableView;
  spectator: boolean;
  busy: boolean;
  error: string | undefined;
  send: Send;
  judgeMode: JudgeMode;
}) {
  const view = tv.view;
  const myLine = tv.seat === null ? -1 : (view.lineOfSeat[tv.seat] ?? -1);
  // Art. 8: an opponent may challenge the words just played; one confirm step first.
  const [confirming, setConfirming] = useState<{ line: number; meld: number } | null>(null);
  const mayChallenge = (line: number, meld: number) =>
    !spectator && tv.seat !== null && line !== myLine && view.judgement === null && view.challengeable.some((c) => c.line === line && c.meld === meld);
  return (
    <section className="card" aria-labelledby="linee">
      <h2 id="linee">Parole calate</h2>
      <div className="lines">
        {view.lines.map((line, li) => (
          <section key={li} className="line" data-testid={`line-${li}`} aria-label={`Linea ${li + 1}`}>
            <h3>
              {li === myLine ? "La tua linea" : line.seats.map((s) => seatName(tv, s)).join(" e ")}
              {line.pozzettoTaken && <span className="count"> · pozzetto preso</span>}
            </h3>
            {line.melds.length === 0 ? (
              <p className="help">Nessuna parola.</p>
            ) : (
              <ul className="melds">
                {line.melds.map((m, mi) => (
                  <li key={mi} className="meld" data-testid="meld">
                    <span className="word">{m.word}</span> <span className="count">{m.length} carte</span>
                    {m.burraco && <span className={`badge badge--${m.burraco}`}>burraco {m.burraco}</span>}
                    {mayChallenge(li, mi) && (
                      <button
                        type="button"
                        className={`button button--small button--secondary ${styles.challenge}`}
                        disabled={busy}
                        data-testid="act-challenge"
                        data-line={li}
                        data-meld={mi}
                        aria-label={`Sfida la parola ${m.word}`}
                        onClick={() => setConfirming({ line: li, meld: mi })}
                      >
                        Sfida
                      </button>
                    )}
                    <span className="tiles tiles--meld">
                      {m.cards.map((card, ci) => (
                        <CardTile key={ci} card={card} small />
                      ))}
                    </span>
                    {confirming?.line === li && confirming.meld === mi && mayChallenge(li, mi) && (
                      // biome-ignore lint/a11y/useSemanticElements: a question with two buttons, not a form's fieldset; role=group names it for screen readers.
                      <div className={styles.confirm} role="group" aria-label={`Sfidare ${m.word}?`} data-testid="challenge-confirm">
                        <p>{challengeConsequence(judgeMode, m.word, line.seats.length === 1 ? seatName(tv, line.seats[0]!) : "chi l'ha calata")}</p>
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
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      {error && (
        <p className="field-error" role="alert" data-testid="error-challenge">
          {error}
        </p>
      )}
    </section>
  );
}
