"use client";

import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";

import { CardTile } from "./card-tile";
import { describeEvent, eventText, seatLabel } from "./describe-event";
import { pozzettoLabel } from "./pozzetto-label";
import type { JudgeNoun } from "./judge-ui";
import styles from "./replay-panel.module.css";
import type { ReplayStates, TableRecord } from "./replay-states";
import { DealScoreTable } from "./score-sheet";

type Loaded = { record: TableRecord; states: ReplayStates };

type Panel = { kind: "closed" } | { kind: "loading" } | { kind: "failed"; message: string } | { kind: "open"; replay: Loaded };

/** Whose cards the replay shows: one seat's view, or every hand (after the end nothing is hidden). */
type Viewer = number | "all";

/**
 * "Rivedi la partita" (issue #18): once the match is over, its record (`table.record`) is
 * replayed in the browser by the engine — loaded only now, so the table page's first
 * JavaScript does not carry it — and shown step by step from any seat's view.
 */
export function ReplayPanel({ loadRecord, judge }: { loadRecord: () => Promise<TableRecord>; judge: JudgeNoun }) {
  const [panel, setPanel] = useState<Panel>({ kind: "closed" });
  const titleId = useId();

  const open = async () => {
    setPanel({ kind: "loading" });
    try {
      const [record, { ReplayStates }] = await Promise.all([loadRecord(), import("./replay-states")]);
      setPanel({ kind: "open", replay: { record, states: new ReplayStates(record) } });
    } catch (error) {
      setPanel({ kind: "failed", message: error instanceof Error ? error.message : "La registrazione non si è caricata." });
    }
  };

  return (
    <section className="card" aria-labelledby={titleId} data-testid="replay">
      <h2 id={titleId}>Rivedi la partita</h2>
      {panel.kind === "open" ? (
        <Replay replay={panel.replay} judge={judge} />
      ) : (
        <>
          <p className="help">Mossa per mossa, con le carte di ogni giocatore.</p>
          <button type="button" className="button" data-testid="replay-open" disabled={panel.kind === "loading"} onClick={() => void open()}>
            {panel.kind === "loading" ? "Carico la partita…" : "Rivedi la partita"}
          </button>
          {panel.kind === "failed" && (
            <p className="field-error" role="alert" data-testid="replay-error">
              {panel.message}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function Replay({ replay, judge }: { replay: Loaded; judge: JudgeNoun }) {
  const { record, states } = replay;
  const last = states.steps;
  const [step, setStep] = useState(0);
  const [viewer, setViewer] = useState<Viewer>(0);
  const seatSelectId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The button that opened the replay is gone: the keys (←/→/Home/End) work from here at once.
  useEffect(() => panelRef.current?.focus(), []);
  const sliderId = useId();
  const nameOf = (seat: number) => seatLabel(record.seats, seat);
  const go = (to: number) => setStep(Math.min(last, Math.max(0, to)));

  const view = states.view(step, viewer === "all" ? null : viewer);
  const hands = viewer === "all" ? record.seats.map(({ seat }) => ({ seat, cards: states.view(step, seat).hand })) : [{ seat: viewer, cards: view.hand }];
  const events = states.events(step);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The slider and the seat chooser take the arrows themselves.
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
    const to = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a player with keyboard shortcuts, not a form's fieldset; role=group names it for screen readers.
    <div
      ref={panelRef}
      className={styles.replay}
      role="group"
      aria-label="Partita da rivedere: frecce per le mosse, Home e Fine per inizio e fine"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="replay-panel"
      data-steps={last}
    >
      <div className={styles.controls}>
        <label htmlFor={seatSelectId}>Carte di</label>
        <select
          id={seatSelectId}
          data-testid="replay-seat"
          value={String(viewer)}
          onChange={(event) => setViewer(event.target.value === "all" ? "all" : Number(event.target.value))}
        >
          {record.seats.map(({ seat }) => (
            <option key={seat} value={seat}>
              {nameOf(seat)}
            </option>
          ))}
          <option value="all">Tutte le carte</option>
        </select>
      </div>
      <div className={styles.controls}>
        <button type="button" className="button button--small button--secondary" data-testid="replay-first" disabled={step === 0} onClick={() => go(0)}>
          Inizio
        </button>
        <button type="button" className="button button--small button--secondary" data-testid="replay-back" disabled={step === 0} onClick={() => go(step - 1)}>
          Indietro
        </button>
        <button type="button" className="button button--small" data-testid="replay-forward" disabled={step === last} onClick={() => go(step + 1)}>
          Avanti
        </button>
        <button type="button" className="button button--small button--secondary" data-testid="replay-last" disabled={step === last} onClick={() => go(last)}>
          Fine
        </button>
      </div>
      <label htmlFor={sliderId} className="sr-only">
        Mossa
      </label>
      <input
        id={sliderId}
        className={styles.slider}
        type="range"
        min={0}
        max={last}
        value={step}
        data-testid="replay-slider"
        aria-valuetext={`Mossa ${step} di ${last}`}
        onChange={(event) => go(Number(event.target.value))}
      />
      <div aria-live="polite" className={styles.now}>
        <p data-testid="replay-step" data-step={step}>
          <strong>
            Mossa {step} di {last}
          </strong>{" "}
          · smazzata {view.dealNumber + 1}
        </p>
        <p data-testid="replay-move">
          {step === 0 ? (
            "Carte distribuite: inizia la partita."
          ) : (
            <>
              <span className="sr-only">{events.map((event) => eventText(event, nameOf, judge)).join(". ")}</span>
              <span aria-hidden="true">
                {events.map((event, e) => (
                  <span key={e} className={styles.event}>
                    {describeEvent(event, nameOf, judge).map((part, p) =>
                      typeof part === "string" ? <span key={p}>{part}</span> : <CardTile key={p} card={part.card} small />,
                    )}
                  </span>
                ))}
              </span>
            </>
          )}
        </p>
      </div>

      <div data-testid="replay-table" data-turn={view.turn} data-phase={view.phase}>
        <ul className={styles.seats}>
          {view.handCounts.map((count, seat) => (
            <li
              key={seat}
              className={view.turn === seat && view.phase !== "over" ? styles.turn : undefined}
              data-testid={`replay-count-${seat}`}
              data-count={count}
            >
              {nameOf(seat)}: {count === 1 ? "1 carta" : `${count} carte`}
              {view.turn === seat && view.phase !== "over" && <span className="count"> · di turno</span>}
            </li>
          ))}
        </ul>
        <dl className="counts">
          <div>
            <dt>Tallone</dt>
            <dd data-testid="replay-stock" data-count={view.stockCount}>
              {view.stockCount}
            </dd>
          </div>
          {view.pozzetti.map((p, i) => {
            const label = pozzettoLabel(p, i, view.lines, viewer === "all" ? null : viewer, nameOf);
            return (
              <div key={i}>
                <dt>
                  {label.title}
                  {label.note !== null && ` (${label.note})`}
                </dt>
                <dd data-testid={`replay-pozzetto-${i}`} data-size={p.size} data-taken-by={p.takenBy ?? ""} data-line={p.line ?? ""}>
                  {label.state}
                </dd>
              </div>
            );
          })}
        </dl>

        {hands.map(({ seat, cards }) => (
          <section key={seat} aria-label={`Mano di ${nameOf(seat)}`}>
            <h3>Mano di {nameOf(seat)}</h3>
            <span className="tiles" data-testid="replay-hand" data-seat={seat}>
              {cards.map((card, c) => (
                <CardTile key={c} card={card} small />
              ))}
            </span>
          </section>
        ))}

        <h3>
          Monte scarti <span className="count">({view.discard.length}, l&apos;ultima in cima)</span>
        </h3>
        <span className="tiles" data-testid="replay-discard">
          {view.discard.map((card, c) => (
            <CardTile key={c} card={card} small />
          ))}
        </span>

        {view.lines.map((line, li) => (
          <section key={li} data-testid={`replay-line-${li}`} aria-label={`Linea di ${line.seats.map(nameOf).join(" e ")}`}>
            <h3>
              {line.seats.map(nameOf).join(" e ")}
              {line.pozzettoTaken && <span className="count"> · pozzetto preso</span>}
            </h3>
            {line.melds.length === 0 ? (
              <p className="help">Nessuna parola.</p>
            ) : (
              <ul className="melds">
                {line.melds.map((meld, mi) => (
                  <li key={mi} className="meld" data-testid="replay-meld">
                    <span className="word">{meld.word}</span> {meld.burraco && <span className={`badge badge--${meld.burraco}`}>burraco {meld.burraco}</span>}
                    <span className="tiles tiles--meld">
                      {meld.cards.map((card, c) => (
                        <CardTile key={c} card={card} small />
                      ))}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}

        {view.score && (
          <DealScoreTable
            score={view.score}
            rules={record.rules}
            nameOf={nameOf}
            caption={`Punteggio della smazzata ${view.dealNumber + 1}`}
            testId="replay-score"
          />
        )}
      </div>

      <button type="button" className="button button--secondary" data-testid="replay-download" onClick={() => download(record)}>
        Scarica la partita (JSON)
      </button>
    </div>
  );
}

/** The record as a file, made in the page: it is already here, whole. */
function download(record: TableRecord): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `burraco-parole-${record.gameId}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the URL once click() returns; revoking it later frees the Blob either way.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
