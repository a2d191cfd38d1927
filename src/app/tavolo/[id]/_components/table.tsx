"use client";

import { skipToken, useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useCallback, useEffect, useId, useMemo, useState } from "react";

import type { AppRouter } from "~/server/api/root";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { useDebounced } from "~/app/dizionario/_components/use-debounced";
import { VERDICT_ICON, VERDICT_LABEL } from "~/app/dizionario/_components/labels";
import { ActionLog } from "./action-log";
import { insertAt, positionLabel, positions } from "./add-position";
import { CardTile } from "./card-tile";
import { cardFace, cardName, isWild, newActionId, sortHand } from "./cards";
import { seatLabel } from "./describe-event";
import {
  challengeConsequence,
  firstPenalisedToDiscard,
  isContestableVerdict,
  isWordRefusal,
  type JudgeMode,
  penalisedIndices,
} from "./judge-ui";
import styles from "./judge.module.css";
import { ContestButton } from "./contest-button";
import { JudgementBanner } from "./judgement-banner";
import { MonteBuilder } from "./monte-builder";
import { MoveClock } from "./move-clock";
import { NameForm } from "./name-form";
import { BREAKDOWN } from "./score-history";
import { ScoreHistory } from "./score-history-table";

type Outputs = inferRouterOutputs<AppRouter>;
type TableView = Outputs["table"]["view"];
type SeatView = TableView["view"];
/** A play a player may take to the judge instead of taking the cards back (issue #5). */
type PlayAction =
  | { do: "meld"; cards: string[] }
  | { do: "add"; meld: number; cards: string[]; word: string }
  | { do: "monte"; melds: string[][]; pile: string[] };
type Action =
  | { do: "draw" }
  | { do: "pickup" }
  | { do: "discard"; card: string }
  | PlayAction
  | { do: "nextDeal" }
  | { do: "contest"; action: PlayAction }
  | { do: "challenge"; line: number; meld: number };
/** Where an error is shown: next to the control that caused it. */
type Place = "draw" | "discard" | "meld" | "add" | "next" | "contestMeld" | "contestAdd" | "challenge" | "monte" | "contestMonte";
type Send = (place: Place, action: Action) => Promise<void>;

const LETTERS = "ABCDEFGHILMNOPQRSTUVZ".split("");
const VOWELS = ["A", "E", "I", "O", "U"];

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

type ActResult = Outputs["table"]["act"];

function seatName(tv: TableView, seat: number): string {
  return seatLabel(tv.table.seats, seat);
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

  const waitingFor = tv.table.seats.filter((s) => !s.joined).map((s) => seatName(tv, s.seat));
  const status =
    tv.table.status === "waiting"
      ? `In attesa dei giocatori${waitingFor.length > 0 ? ` (${waitingFor.length === 1 ? "manca" : "mancano"} ${waitingFor.join(", ")})` : ""}…`
      : view.winner
        ? "Partita finita."
        : pending
          ? "Parola al giudice: il gioco è fermo."
          : view.phase === "over"
            ? "Smazzata finita."
            : myTurn
              ? view.phase === "draw"
                ? "Tocca a te: pesca dal tallone o raccogli il monte."
                : "Tocca a te: cala, attacca o scarta."
              : `Tocca a ${seatName(tv, view.turn)}${view.phase === "draw" ? " (pesca)" : " (gioca)"}.`;

  return (
    <div className="table" data-testid="table" data-version={view.version} data-phase={view.phase}>
      <h1 className="table__title">
        Tavolo{" "}
        <span className="count">
          {spectator ? "· spettatore" : mySeat !== null ? `· ${seatName(tv, mySeat)}` : ""} · smazzata {view.dealNumber + 1}
        </span>
      </h1>
      {!spectator && mySeat !== null && <NameForm name={tv.table.seats.find((s) => s.seat === mySeat)?.name ?? null} save={rename} />}
      <div className="turn-bar">
        <p className={`turn${myTurn ? " turn--mine" : ""}`} role="status" data-testid="turn" data-turn={view.turn}>
          {status}
          {!live && <span className="count"> (collegamento…)</span>}
        </p>
        {tv.clock && <MoveClock clock={tv.clock} who={seatName(tv, tv.clock.seat)} mine={!spectator && tv.clock.seat === mySeat} />}
      </div>
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
      {view.judgement && <JudgementBanner judgement={view.judgement} nameOf={(seat) => seatName(tv, seat)} />}
      <div className="table__grid">
        <div className="table__main">
          <section className="card" aria-labelledby="banco">
            <h2 id="banco">Sul tavolo</h2>
            <dl className="counts">
              <div>
                <dt>Tallone</dt>
                <dd data-testid="stock-count">{view.stockCount}</dd>
              </div>
              {view.pozzetti.map((p, i) => (
                <div key={i}>
                  <dt>Pozzetto {i + 1}</dt>
                  <dd>{p.takenBy === null ? `${p.size} carte` : `preso da ${seatName(tv, p.takenBy)}`}</dd>
                </div>
              ))}
              {view.handCounts.map((count, seat) => (
                <div key={seat} className={view.turn === seat && view.phase !== "over" ? "counts--turn" : undefined}>
                  <dt>
                    {seatName(tv, seat)}
                    {seat === mySeat ? " (tu)" : ""}
                  </dt>
                  <dd data-testid={`hand-count-${seat}`}>
                    {count} in mano
                    {(view.penalised[seat]?.length ?? 0) > 0 && (
                      <span className="count" data-testid={`penalised-count-${seat}`}>
                        {" "}
                        · {view.penalised[seat]!.length} {view.penalised[seat]!.length === 1 ? "penalizzata" : "penalizzate"}
                      </span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            <h3>
              Monte scarti <span className="count">({view.discard.length}, l&apos;ultima in cima)</span>
            </h3>
            <ol className="tiles" data-testid="discard-pile" aria-label="Monte scarti, dal fondo alla cima">
              {view.discard.map((card, i) => (
                <li key={i}>
                  <CardTile card={card} small />
                </li>
              ))}
            </ol>
            {view.discard.length === 0 && <p className="help">Vuoto.</p>}
          </section>

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
                          {(cardFace(hand[i]!).kind === "P" ? VOWELS : LETTERS).map((l) => (
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

type MeldView = SeatView["lines"][number]["melds"][number];

/**
 * Adding the picked cards to one of the line's melds (Art. 4.2): the player picks the meld
 * and where the cards go as a block (before, between two letters, after), sees the word that
 * makes with the dictionary's verdict, and sends the cards with that word; the engine
 * arranges the cards (a wild goes where the word needs it). For anything else — letters in
 * several places — the player writes the new word.
 */
function AddToMeld({
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
  profile: TableView["table"]["rules"]["wordProfile"];
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

type Profile = TableView["table"]["rules"]["wordProfile"];

/** The dictionary's check of a word as the player spells it (debounced; "" asks nothing). */
function useWordCheck(word: string, profile: Profile) {
  const trpc = useTRPC();
  const debounced = useDebounced(word, 300);
  const check = useQuery(trpc.dictionary.check.queryOptions(debounced === "" ? skipToken : { word: debounced, profile }));
  return { check, settled: debounced === word };
}

/** The verdict on the word once known ("valid", "invalid", "dubious"), else null. */
function useVerdict(word: string, profile: Profile): string | null {
  const { check, settled } = useWordCheck(word, profile);
  return word !== "" && settled && check.data ? check.data.verdict : null;
}

function WordFeedback({ word, profile, testId }: { word: string; profile: Profile; testId: string }) {
  const { check, settled } = useWordCheck(word, profile);
  if (!check.data || !settled) {
    return <p className="status">Controllo…</p>;
  }
  const c = check.data;
  return (
    <div className={`verdict verdict--${c.verdict} verdict--compact`} data-testid={testId} data-verdict={c.verdict} aria-live="polite">
      <p className="verdict__meaning">
        <span aria-hidden="true">{VERDICT_ICON[c.verdict]} </span>
        {VERDICT_LABEL[c.verdict]}: {c.word || word}
      </p>
      {c.hint && <p className="verdict__hint">{c.hint}</p>}
    </div>
  );
}

function Lines({
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
    !spectator &&
    tv.seat !== null &&
    line !== myLine &&
    view.judgement === null &&
    view.challengeable.some((c) => c.line === line && c.meld === meld);
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
                      <div className={styles.confirm} role="group" aria-label={`Sfidare ${m.word}?`} data-testid="challenge-confirm">
                        <p>
                          {challengeConsequence(
                            judgeMode,
                            m.word,
                            line.seats.length === 1 ? seatName(tv, line.seats[0]!) : "chi l'ha calata",
                          )}
                        </p>
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

function ScoreSheet({ tv }: { tv: TableView }) {
  const score = tv.view.score ?? [];
  const rows = BREAKDOWN;
  return (
    <section className="card" aria-labelledby="punti" data-testid="score-sheet">
      <h2 id="punti">Punteggio</h2>
      <div className="table-scroll">
        <table className="score">
          <thead>
            <tr>
              <th scope="col">Voce</th>
              {score.map((s) => (
                <th key={s.line} scope="col">
                  {s.seats.map((seat) => seatName(tv, seat)).join(" e ")}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, key]) => (
              <tr key={key}>
                <th scope="row">{label}</th>
                {score.map((s) => (
                  <td key={s.line}>{String(s[key])}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">Totale partita</th>
              {score.map((s) => (
                <td key={s.line}>{tv.view.totals[s.seats[0] ?? 0] ?? 0}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {tv.view.winner && (
        <p className="turn turn--mine winner" data-testid="winner">
          {tv.view.winner.seats.length > 1 ? "Vincono" : "Vince"} {tv.view.winner.seats.map((s) => seatName(tv, s)).join(" e ")}!
        </p>
      )}
    </section>
  );
}
