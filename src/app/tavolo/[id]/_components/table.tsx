"use client";

import { useCallback, useEffect, useMemo, useState } from "react";

import { useTRPCClient } from "~/trpc/react";
import { ActionLog } from "./action-log";
import { AddToMeld } from "./add-to-meld";
import { CardTile } from "./card-tile";
import { cardFace, cardName, isWild, newActionId, sortHand } from "./cards";
import {
  firstPenalisedToDiscard,
  isContestableVerdict,
  isWordRefusal,
  type JudgeMode,
  penalisedIndices,
} from "./judge-ui";
import styles from "./judge.module.css";
import { ContestButton } from "./contest-button";
import { JudgementBanner } from "./judgement-banner";
import { Lines } from "./lines";
import { MonteBuilder } from "./monte-builder";
import { NameForm } from "./name-form";
import { ScoreHistory } from "./score-history-table";
import { ScoreSheet } from "./score-sheet";
import type { Action, Place, Send } from "./table-action";
import { TableStatus } from "./table-status";
import { type ActResult, type SeatView, seatName, type TableView } from "./table-view";
import { TurnBar } from "./turn-bar";
import { wildLetters } from "./wild-letters";
import { useVerdict, WordFeedback } from "./word-check";


function newer(prev: TableView | null, next: TableView): TableView {
  // Seats join at the same version: an equal version is news too.
  return prev === null || next.view.version >= prev.view.version ? next : prev;
}

export function Table({ gameId, token, spectator }: { gameId: string; token: string; spectator: boolean }) {
  const client = useTRPCClient();
  const [tv, setTv] = useState<TableView | null>(null);
  const [fatal, setFatal] = useState<string | null>(null);
  const [live, setLive] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    client.table.join
      .mutate({ gameId, token })
      .then((joined) => {
        if (cancelled) return;
        setTv((prev) => newer(prev, joined));
        const sub = client.table.watch.subscribe(
          { gameId, token },
          {
            onStarted: () => setLive(true),
            onData: ({ data }) => setTv((prev) => newer(prev, data)),
            onError: (error) => {
              setLive(false);
              setFatal(error.message);
            },
          },
        );
        unsubscribe = () => sub.unsubscribe();
      })
      .catch((error: unknown) => {
        if (!cancelled) setFatal(error instanceof Error ? error.message : "Il tavolo non risponde.");
      });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [client, gameId, token]);

  if (fatal && !tv) {
    return (
      <>
        <h1>Tavolo</h1>
        <p className="alert" role="alert" data-testid="table-fatal">
          {fatal}
        </p>
      </>
    );
  }
  if (!tv) {
    return (
      <>
        <h1>Tavolo</h1>
        <p className="status" role="status">
          Mi siedo al tavolo…
        </p>
      </>
    );
  }
  return (
    <TableScreen
      tv={tv}
      live={live}
      problem={fatal}
      spectator={spectator}
      rename={async (name) => {
        // Joining again is the same seat (the token is the seat), now with a name.
        const joined = await client.table.join.mutate({ gameId, token, name });
        setTv((prev) => newer(prev, joined));
      }}
      onView={(view) => setTv((prev) => (prev && view.version >= prev.view.version ? { ...prev, view } : prev))}
      act={(action) =>
        client.table.act.mutate({ gameId, token, version: tv.view.version, clientActionId: newActionId(), action })
      }
    />
  );
}

function TableScreen({
  tv,
  live,
  problem,
  spectator,
  rename,
  onView,
  act,
}: {
  tv: TableView;
  live: boolean;
  problem: string | null;
  spectator: boolean;
  rename: (name: string) => Promise<void>;
  onView: (view: SeatView) => void;
  act: (action: Action) => Promise<ActResult>;
}) {
  const view = tv.view;
  const mySeat = tv.seat;
  const myTurn = !spectator && mySeat !== null && view.turn === mySeat && tv.table.status === "playing";
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Place, string>>>({});
  // The engine's code of each error: a word refusal offers the judge (issue #5).
  const [codes, setCodes] = useState<Partial<Record<Place, string>>>({});
  const judgeMode: JudgeMode = tv.table.rules.judge ?? "off";
  // RULES §9: while the judge decides nothing can be played, by anyone.
  const pending = view.judgement !== null;

  const hand = useMemo(() => sortHand(view.hand), [view.hand]);
  // Picked cards, in the order picked (indices into the sorted hand), and each wild's letter.
  // The picks belong to the hand they were made in: a new hand (a draw, a meld, a discard;
  // someone else's move does not change it) clears them in the very render that shows it,
  // so no index ever points past the new hand.
  const handKey = hand.join(",");
  const [picks, setPicks] = useState<{ hand: string; order: number[]; wildAs: Record<number, string> }>({
    hand: handKey,
    order: [],
    wildAs: {},
  });
  // Forget the picks as soon as the hand changes (state adjusted during render, React's
  // pattern): a hand that comes back the same — cards a challenge upheld returned (Art. 8),
  // a contest's cards — must not bring back the picks of before.
  if (picks.hand !== handKey) setPicks({ hand: handKey, order: [], wildAs: {} });
  const current = picks.hand === handKey ? picks : { hand: handKey, order: [] as number[], wildAs: {} as Record<number, string> };
  const picked = current.order;
  const wildAs = current.wildAs;
  const setPicked = (update: (prev: number[]) => number[]) => setPicks({ ...current, order: update(current.order) });
  const setWildAs = (update: (prev: Record<number, string>) => Record<number, string>) =>
    setPicks({ ...current, wildAs: update(current.wildAs) });

  const send = useCallback(
    async (place: Place, action: Action) => {
      setBusy(true);
      setErrors({});
      setCodes({});
      try {
        const result = await act(action);
        if ("view" in result && result.view) onView(result.view);
        if (!result.ok) {
          setErrors({ [place]: result.message });
          setCodes({ [place]: result.code });
        }
      } catch (error) {
        setErrors({ [place]: error instanceof Error ? error.message : "Il tavolo non risponde: riprova." });
      } finally {
        setBusy(false);
      }
    },
    [act, onView],
  );

  function toggle(index: number) {
    setPicked((prev) => (prev.includes(index) ? prev.filter((i) => i !== index) : [...prev, index]));
  }

  // Art. 10.11: penalised cards are marked in the hand; the highest must be discarded first.
  const myPenalised = mySeat === null ? [] : (view.penalised[mySeat] ?? []);
  const penalisedHere = penalisedIndices(hand, myPenalised);
  const firstPenalised = firstPenalisedToDiscard(hand, myPenalised);
  const mustDiscardPenalised =
    codes.discard === "PENALISED_FIRST" ||
    Object.values(codes).includes("MUST_DISCARD_NOW") ||
    Object.values(codes).includes("CARD_PENALISED");

  const pickedCards = picked.map((i) => {
    const card = hand[i]!;
    return isWild(card) ? `${card}=${wildAs[i] ?? "?"}` : card;
  });
  const spelled = pickedCards.map((c) => cardFace(c).letter || "?").join("");

  return (
    <div className="table" data-testid="table" data-version={view.version} data-phase={view.phase}>
      <h1 className="table__title">
        Tavolo{" "}
        <span className="count">
          {spectator ? "· spettatore" : mySeat !== null ? `· ${seatName(tv, mySeat)}` : ""} · smazzata {view.dealNumber + 1}
        </span>
      </h1>
      {!spectator && mySeat !== null && <NameForm name={tv.table.seats.find((s) => s.seat === mySeat)?.name ?? null} save={rename} />}
      <TurnBar tv={tv} myTurn={myTurn} live={live} spectator={spectator} />
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
      {view.judgement && <JudgementBanner judgement={view.judgement} nameOf={(seat) => seatName(tv, seat)} />}
      <div className="table__grid">
        <div className="table__main">
          <TableStatus tv={tv} />

          <Lines tv={tv} spectator={spectator} busy={busy} error={errors.challenge} send={send} judgeMode={judgeMode} />

          {!spectator && mySeat !== null && (
            <section className="card" aria-labelledby="mano">
              <h2 id="mano">
                La tua mano <span className="count">({hand.length} carte)</span>
              </h2>
              <ul className="tiles tiles--hand" data-testid="hand">
                {hand.map((card, i) => {
                  const order = picked.indexOf(i);
                  const isPenalised = penalisedHere.has(i);
                  return (
                    <li key={`${card}-${i}`}>
                      <button
                        type="button"
                        className={`tile-button${order >= 0 ? " tile-button--picked" : ""}${isPenalised ? ` ${styles.penalised}` : ""}`}
                        aria-pressed={order >= 0}
                        aria-label={isPenalised ? `${cardName(card)}, penalizzata` : undefined}
                        data-testid="hand-card"
                        data-card={card}
                        data-penalised={isPenalised ? "true" : undefined}
                        onClick={() => toggle(i)}
                      >
                        <CardTile card={card} />
                        {order >= 0 && <span className="tile-button__order">{order + 1}</span>}
                        {isPenalised && (
                          <span className={styles.penaltyMark} aria-hidden="true">
                            penalizzata
                          </span>
                        )}
                      </button>
                    </li>
                  );
                })}
              </ul>
              <p className="help">Tocca le carte nell&apos;ordine della parola; tocca di nuovo per toglierle.</p>
              {firstPenalised !== null && (
                <div
                  className={`${styles.hint}${mustDiscardPenalised ? " alert" : " help"}`}
                  role={mustDiscardPenalised ? "alert" : undefined}
                  data-testid="penalised-hint"
                >
                  <p>
                    {penalisedHere.size === 1 ? "Hai una carta penalizzata" : `Hai ${penalisedHere.size} carte penalizzate`}: non si
                    possono calare. Devi scartare prima la carta penalizzata più alta ({cardName(hand[firstPenalised]!)}) (Art. 10.11).
                  </p>
                  {myTurn && view.phase === "play" && !(picked.length === 1 && picked[0] === firstPenalised) && (
                    <button
                      type="button"
                      className="button button--small"
                      data-testid="pick-penalised"
                      onClick={() => setPicks({ hand: handKey, order: [firstPenalised], wildAs: {} })}
                    >
                      Scegli {cardName(hand[firstPenalised]!)} da scartare
                    </button>
                  )}
                </div>
              )}

              {picked.some((i) => isWild(hand[i]!)) && (
                <div className="wilds">
                  {picked
                    .filter((i) => isWild(hand[i]!))
                    .map((i) => (
                      <label key={i} className="field">
                        Lettera per {cardName(hand[i]!)} (carta {picked.indexOf(i) + 1})
                        <select
                          value={wildAs[i] ?? ""}
                          data-testid="wild-letter"
                          onChange={(event) => setWildAs((prev) => ({ ...prev, [i]: event.target.value }))}
                        >
                          <option value="">—</option>
                          {wildLetters(hand[i]!).map((l) => (
                            <option key={l} value={l}>
                              {l}
                            </option>
                          ))}
                        </select>
                      </label>
                    ))}
                </div>
              )}

              {view.phase !== "over" && (
                <Actions
                  tv={tv}
                  myTurn={myTurn}
                  busy={busy || pending}
                  errors={errors}
                  codes={codes}
                  judgeMode={judgeMode}
                  hand={hand}
                  pickedCards={pickedCards}
                  rawCards={picked.map((i) => hand[i]!)}
                  spelled={spelled}
                  send={send}
                  clear={() => {
                    setPicks({ hand: handKey, order: [], wildAs: {} });
                  }}
                />
              )}
            </section>
          )}
        </div>
        <div className="table__side">
          {view.score && <ScoreSheet tv={tv} />}
          {view.score && view.history.length > 0 && (
            <ScoreHistory
              history={view.history}
              nameOf={(seat) => seatName(tv, seat)}
              winner={view.winner ? view.winner.seats.map((seat) => seatName(tv, seat)) : null}
            />
          )}

          {view.phase === "over" && !spectator && !view.winner && (
            <div className="card">
              <button type="button" className="button" disabled={busy || pending} data-testid="act-nextDeal" onClick={() => void send("next", { do: "nextDeal" })}>
                Prossima smazzata
              </button>
              {errors.next && <p className="field-error" role="alert" data-testid="error-next">{errors.next}</p>}
            </div>
          )}

          <ActionLog log={view.log} nameOf={(seat) => seatName(tv, seat)} />
        </div>
      </div>
    </div>
  );
}

function Actions({
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
          <button type="button" className="button button--secondary" disabled={!canDraw} data-testid="act-pickup" onClick={() => void send("draw", { do: "pickup" })}>
            Raccogli il monte
          </button>
        </div>
        {errors.draw && <p className="field-error" role="alert" data-testid="error-draw">{errors.draw}</p>}
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
        {errors.discard && <p className="field-error" role="alert" data-testid="error-discard">{errors.discard}</p>}
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
        {errors.meld && <p className="field-error" role="alert" data-testid="error-meld">{errors.meld}</p>}
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
