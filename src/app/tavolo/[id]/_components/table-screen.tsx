import { type KeyboardEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";

import { LESSON_LEVEL } from "~/bots/types";
import { pozzettoSizes } from "~/engine/deal";

import { ActionLog } from "./action-log";
import { announcements } from "./announce";
import { Announcements, useAnnouncements } from "./announcements";
import { arrangeHand, type HandOrder, moveCard, sortHand } from "./cards";
import { Centre } from "./centre";
import { StandInNotice } from "./computer-seat";
import { Hand } from "./hand";
import { HintPanel } from "./hint-panel";
import type { JudgeMode } from "./judge-ui";
import { JudgementBanner } from "./judgement-banner";
import { KeysHelp } from "./keys-help";
import { LessonPanel } from "./lesson-panel";
import { LineMelds } from "./lines";
import { MissedWords } from "./missed-words";
import { NameForm } from "./name-form";
import { ReplayPanel } from "./replay-panel";
import { RuleLink } from "./rule-link";
import type { TableRecord } from "./replay-states";
import { ScoreLine } from "./score-line";
import { ScoreHistory } from "./score-history-table";
import { ScoreSheet } from "./score-sheet";
import { SeatBadge } from "./seat-badge";
import { seatPlaces } from "./seat-layout";
import { playMoveSound, playTurnSound, setSounds, soundsOn, wakeAudio } from "./sounds";
import type { Action, Moves } from "./table-action";
import { animateMoves } from "./table-motion";
import { type ActResult, type AnswerView, type HintResult, type MissedWords as Missed, type Suggestion, judgeOf, seatName, type TableView } from "./table-view";
import { TournamentReturnLink } from "./tournament-return-link";
import { TurnBar } from "./turn-bar";
import { picksForCards } from "./type-word";
import { usePicks } from "./use-picks";
import { useDrag } from "./use-drag";
import { useSend } from "./use-send";
import { aimedMeld, currentPlay, WordTray } from "./word-tray";

const HAND_ORDER_KEY = "burraco-parole:ordine-mano";

/**
 * The table as one seat (or a spectator) sees it, laid out as a real table: the other seats
 * around (seat-layout.ts), the words of each line, the tallone, pozzetti and monte scarti in
 * the middle; below, the word being built and the hand. The score and the Cronaca beside it
 * on a wide screen, under the table (in its scrolling box) on a phone. Every control — a
 * button, a tap on a pile, a drag, a key — makes its move through the one `moves`.
 */
export function TableScreen({
  tv,
  live,
  problem,
  spectator,
  rename,
  comeBack,
  onView,
  act,
  hint,
  loadMissedWords,
  loadRecord,
}: {
  tv: TableView;
  live: boolean;
  problem: string | null;
  spectator: boolean;
  rename: (name: string) => Promise<void>;
  /** The person of a seat a computer stands in for says they are back (issue #13). */
  comeBack: () => void;
  /** A move's answer came (`act`, `hint`): its view, to join to the one held. */
  onView: (view: AnswerView) => void;
  act: (action: Action) => Promise<ActResult>;
  /** The Suggerimento (`table.hint`, issue #16): counted like a move, its word for this seat only. */
  hint: () => Promise<HintResult>;
  /** "Parole che potevi fare" of the deal just over (`table.missedWords`). */
  loadMissedWords: () => Promise<Missed | null>;
  /** The finished match's record (`table.record`), for the replay. */
  loadRecord: () => Promise<TableRecord>;
}) {
  const view = tv.view;
  const mySeat = spectator ? null : tv.seat;
  // A stand-in does not take the controls away: a move the person makes gives them their seat back.
  const myTurn = mySeat !== null && view.turn === mySeat && tv.table.status === "playing";
  const { busy, errors, codes, send } = useSend(act, onView, tv.table.judgedBy);
  const judgeMode: JudgeMode = tv.table.rules.judge ?? "off";
  // "Impara a giocare" (src/lesson): the table whose computer is the lesson's shows the steps.
  const lesson = tv.table.seats.some((s) => s.computer?.level === LESSON_LEVEL);
  // RULES §9: while the judge decides nothing can be played, by anyone.
  const pending = view.judgement !== null;

  // The screen is drawn in the browser only (after joining the table): this browser's choices
  // can be read at once.
  const [order, setOrder] = useState<HandOrder>(() => (localStorage.getItem(HAND_ORDER_KEY) === "letter" ? "letter" : "colour"));
  const chooseOrder = (next: HandOrder) => {
    setOrder(next);
    setArranged(null);
    localStorage.setItem(HAND_ORDER_KEY, next);
  };
  // The player's own order, once they move a card (by drag or Alt+arrows): kept across moves.
  const [arranged, setArranged] = useState<string[] | null>(null);
  const hand = useMemo(
    () => (order === "hand" && arranged !== null ? arrangeHand(view.hand, arranged) : sortHand(view.hand, order)),
    [view.hand, order, arranged],
  );
  const moveInHand = (from: number, to: number) => {
    setArranged(moveCard(hand, from, to));
    setOrder("hand");
  };
  const picks = usePicks(hand);

  const myLineIndex = mySeat === null ? (view.lineOfSeat[0] ?? 0) : (view.lineOfSeat[mySeat] ?? 0);
  const myMelds = view.lines[myLineIndex]?.melds ?? [];
  const lineMelds = mySeat === null ? [] : myMelds;
  const play = currentPlay(picks, lineMelds);
  const aimed = aimedMeld(picks, lineMelds);
  const canDraw = myTurn && view.phase === "draw" && !busy && !pending;
  const canPlay = myTurn && view.phase === "play" && !busy && !pending;
  const one = picks.pickedCards.length === 1 ? picks.pickedCards[0]!.split("=")[0]! : null;
  const moves: Moves = {
    canDraw,
    canPlay,
    one,
    draw: () => canDraw && void send("draw", { do: "draw" }),
    pickup: () => canDraw && view.discard.length > 0 && void send("draw", { do: "pickup" }),
    discard: (card) => canPlay && void send("discard", { do: "discard", card }),
    lay: () => canPlay && play.action !== null && void send(play.action.do === "add" ? "add" : "meld", play.action),
  };

  // The Suggerimento's cards are picked as if typed: "Cala" (or "Attacca") then lays its word.
  const pickSuggestion = (suggestion: Suggestion) => {
    if (suggestion.kind === "none") return;
    const found = picksForCards(hand, suggestion.cards);
    if (found === null) return;
    picks.suggest(suggestion.kind === "add" ? { meld: suggestion.meld, word: suggestion.before, slot: null } : null, suggestion.word, found);
  };

  const inputRef = useRef<HTMLInputElement>(null);
  const helpRef = useRef<HTMLDialogElement>(null);
  const openHelp = () => helpRef.current?.showModal();
  // A player on the keyboard gets it back on the word after each move (no Tab marathon back),
  // or on "Prossima smazzata" once the deal is over; one who taps does not (a focused field
  // would open the phone's keyboard over the hand).
  const byKeyboard = useRef(false);
  const nextDealRef = useRef<HTMLButtonElement>(null);
  const lastVersion = useRef(view.version);
  const focusBack = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `busy` turning false is when a button waiting for the focus can take it
  useEffect(() => {
    if (view.version !== lastVersion.current) {
      lastVersion.current = view.version;
      const focused = document.activeElement;
      focusBack.current = byKeyboard.current && mySeat !== null && (focused === null || focused === document.body || focused.closest(".dock") !== null);
    }
    // The live update may come before the move's answer: the button waits until it is enabled.
    const target = view.phase === "over" ? nextDealRef.current : inputRef.current;
    if (focusBack.current && target !== null && !target.disabled) {
      target.focus({ preventScroll: true });
      focusBack.current = false;
    }
  }, [view.version, view.phase, mySeat, busy]);

  // Each new move flies from where its cards come from to where they go, and may sound; a
  // pozzetto taken and the judge's ruling are announced besides (announce.ts).
  const rootRef = useRef<HTMLDivElement>(null);
  const [sounds, setSoundsState] = useState(soundsOn);
  const shownVersion = useRef(view.version);
  const wasMyTurn = useRef(myTurn);
  const { items: notices, show: announce, dismiss: dismissNotice } = useAnnouncements();
  useLayoutEffect(() => {
    const fresh = view.log.filter((event) => event.version > shownVersion.current);
    shownVersion.current = Math.max(shownVersion.current, view.version);
    if (rootRef.current && fresh.length > 0) animateMoves(rootRef.current, fresh, view.lineOfSeat, mySeat);
    announce(
      announcements(fresh, {
        mySeat,
        dealNumber: view.dealNumber,
        lineOfSeat: view.lineOfSeat,
        pozzetti: view.pozzetti,
        sizes: pozzettoSizes(tv.table.rules),
        nameOf: (seat) => seatName(tv, seat),
        judge: judgeOf(tv),
      }),
    );
    if (soundsOn()) {
      if (myTurn && !wasMyTurn.current) playTurnSound();
      else if (fresh.some((event) => event.seat !== mySeat)) playMoveSound();
    }
    wasMyTurn.current = myTurn;
  }, [view.version, view.log, view.lineOfSeat, view.dealNumber, view.pozzetti, mySeat, myTurn, tv, announce]);

  const myPenalised = mySeat === null ? [] : (view.penalised[mySeat] ?? []);
  const mustDiscardPenalised =
    codes.discard === "PENALISED_FIRST" || Object.values(codes).includes("MUST_DISCARD_NOW") || Object.values(codes).includes("CARD_PENALISED");
  const places = seatPlaces(view.players, mySeat);
  const otherLines = view.lines.map((_, li) => li).filter((li) => li !== myLineIndex);

  // Dragging makes the same moves as tapping: the same picks, the same `moves`.
  const drag = useDrag((source, target) => {
    if (source.kind === "card") {
      if (target.kind === "discard") moves.discard(hand[source.index]!);
      else if (target.kind === "meld") picks.pickFor(source.index, target.meld, lineMelds[target.meld]?.word ?? "");
      else if (target.kind === "card" && target.index !== source.index) moveInHand(source.index, target.index);
      else if (target.kind === "hand" && !picks.picked.includes(source.index)) picks.toggle(source.index);
    } else if (target.kind === "hand" || target.kind === "card") {
      if (source.kind === "stock") moves.draw();
      else moves.pickup();
    }
  });

  /** Aims at the next (or previous) word of the line, then at none: ↓ and ↑ in the word field. */
  const stepAim = (by: 1 | -1) => {
    const n = lineMelds.length;
    if (n === 0) return;
    const at = aimed === null ? (by === 1 ? 0 : n - 1) : picks.target!.meld + by;
    picks.aim(at < 0 || at >= n ? null : { meld: at, word: lineMelds[at]!.word, slot: null });
  };

  // The table's keys, listed in the "?" help: from the word field and from any control but
  // another field (a name, a wild's letter) or the help itself.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    byKeyboard.current = true;
    wakeAudio();
    const target = event.target as HTMLElement;
    const inWord = target === inputRef.current;
    if ((!inWord && target.closest("input, select, textarea, dialog")) || event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key;
    if (
      key === "?" ||
      key === "1" ||
      key === "2" ||
      (key === "Enter" && (inWord || event.shiftKey)) ||
      (inWord && (key === "Escape" || key === "ArrowDown" || key === "ArrowUp"))
    ) {
      event.preventDefault();
    }
    if (key === "?") openHelp();
    else if (key === "1") moves.draw();
    else if (key === "2") moves.pickup();
    else if (key === "Enter" && event.shiftKey) {
      if (one !== null) moves.discard(one);
    } else if (key === "Enter" && inWord) moves.lay();
    else if (key === "Escape" && inWord) {
      if (picks.picked.length > 0 || picks.typed !== null) picks.clear();
      else picks.aim(null);
    } else if ((key === "ArrowDown" || key === "ArrowUp") && inWord) stepAim(key === "ArrowDown" ? 1 : -1);
    else if (!inWord && /^[a-zA-Z]$/.test(key) && mySeat !== null && !target.closest("button")) inputRef.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the table's keyboard shortcuts (listed in the "?" help) bubble up from its controls.
    <div
      ref={rootRef}
      className="table"
      data-testid="table"
      data-version={view.version}
      data-phase={view.phase}
      data-players={view.players}
      onKeyDown={onKeyDown}
      onPointerDown={() => {
        byKeyboard.current = false;
        wakeAudio();
      }}
    >
      <div className="table__bar">
        <h1 className="table__title">
          Tavolo{" "}
          <span className="count">{spectator ? "· spettatore" : mySeat !== null ? <span className="table__who">· {seatName(tv, mySeat)}</span> : ""}</span>
        </h1>
        <ScoreLine tv={tv} mySeat={mySeat} />
        {mySeat !== null && <NameForm name={tv.table.seats.find((s) => s.seat === mySeat)?.name ?? null} timed={tv.table.rules.timers} save={rename} />}
        <TurnBar tv={tv} myTurn={myTurn} live={live} spectator={spectator} />
        <button
          type="button"
          className="button button--quiet button--small"
          aria-pressed={sounds}
          data-testid="sounds"
          onClick={() => {
            setSounds(!sounds);
            setSoundsState(!sounds);
          }}
        >
          <svg viewBox="0 0 20 20" width="1.1em" height="1.1em" aria-hidden="true" focusable="false">
            <path d="M3 8h3l4-4v12l-4-4H3z" fill="currentColor" />
            {sounds ? (
              <path d="M13 7a4 4 0 0 1 0 6M15 5a7 7 0 0 1 0 10" fill="none" stroke="currentColor" strokeWidth="1.6" />
            ) : (
              <path d="M13 8l4 4M17 8l-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
            )}
          </svg>
          <span className="table__sounds-label">Suoni</span>
        </button>
      </div>
      <StandInNotice tv={tv} comeBack={spectator ? null : comeBack} />
      <Announcements items={notices} dismiss={dismissNotice} />
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
      {view.judgement && <JudgementBanner judgement={view.judgement} nameOf={(seat) => seatName(tv, seat)} judge={judgeOf(tv)} />}
      {lesson && mySeat !== null && (
        <LessonPanel
          gameId={tv.table.gameId}
          view={view}
          byKeyboard={() => byKeyboard.current}
          backToTable={() => inputRef.current?.focus({ preventScroll: true })}
        />
      )}

      <div className="table__grid">
        <div className="table__scroll">
          <div className={`felt felt--${view.players}`}>
            {places.map(({ seat, place }) => (
              <SeatBadge key={seat} tv={tv} seat={seat} place={place} />
            ))}
            <div className="felt__lines felt__lines--them">
              {otherLines.map((li) => (
                <LineMelds key={li} tv={tv} line={li} spectator={spectator} busy={busy} send={send} judgeMode={judgeMode} add={null} />
              ))}
            </div>
            <Centre tv={tv} moves={moves} drag={mySeat === null ? null : drag} />
            <div className="felt__lines felt__lines--mine">
              <LineMelds
                tv={tv}
                line={myLineIndex}
                spectator={spectator}
                busy={busy}
                send={send}
                judgeMode={judgeMode}
                add={
                  mySeat === null || view.phase === "over"
                    ? null
                    : {
                        target: aimed === null ? null : { meld: picks.target!.meld, preview: play.preview },
                        picking: picks.picked.length > 0,
                        choose: (meld, byKeys) => {
                          picks.aim(aimed !== null && picks.target?.meld === meld ? null : { meld, word: lineMelds[meld]!.word, slot: null });
                          // From the keyboard, on to typing the new word; a tap leaves the phone's keyboard closed.
                          if (byKeys) inputRef.current?.focus({ preventScroll: true });
                        },
                        slot: (meld, slot) => picks.aim({ meld, word: lineMelds[meld]!.word, slot }),
                      }
                }
              />
            </div>
            {errors.challenge && (
              <p className="field-error field-error--on-felt" role="alert" data-testid="error-challenge">
                {errors.challenge}
                <RuleLink code={codes.challenge} />
              </p>
            )}
          </div>

          <div className="table__side">
            {view.phase === "over" && mySeat !== null && !view.winner && (
              <div className="card">
                <button
                  ref={nextDealRef}
                  type="button"
                  className="button"
                  disabled={busy || pending}
                  data-testid="act-nextDeal"
                  onClick={() => void send("next", { do: "nextDeal" })}
                >
                  Prossima smazzata
                </button>
                {errors.next && (
                  <p className="field-error" role="alert" data-testid="error-next">
                    {errors.next}
                  </p>
                )}
              </div>
            )}
            {view.score && <ScoreSheet tv={tv} />}
            {view.phase === "over" && mySeat !== null && <MissedWords gameId={tv.table.gameId} deal={view.dealNumber} load={loadMissedWords} />}
            {view.score && view.history.length > 0 && (
              <ScoreHistory
                history={view.history}
                rules={tv.table.rules}
                nameOf={(seat) => seatName(tv, seat)}
                winner={view.winner ? view.winner.seats.map((seat) => seatName(tv, seat)) : null}
              />
            )}
            {view.winner && mySeat !== null && <TournamentReturnLink />}
            {view.winner && <ReplayPanel loadRecord={loadRecord} judge={judgeOf(tv)} />}
            <ActionLog log={view.log} nameOf={(seat) => seatName(tv, seat)} judge={judgeOf(tv)} />
          </div>
        </div>
        {mySeat !== null && (
          <div className="dock">
            {view.phase !== "over" && (
              <HintPanel
                tv={tv}
                canAsk={canPlay}
                ask={async () => {
                  const result = await hint();
                  if ("view" in result && result.view) onView(result.view);
                  return result;
                }}
                pick={pickSuggestion}
              />
            )}
            {view.phase !== "over" && (
              <WordTray
                tv={tv}
                myTurn={myTurn}
                moves={moves}
                errors={errors}
                codes={codes}
                judgeMode={judgeMode}
                hand={hand}
                picks={picks}
                target={aimed}
                play={play}
                send={send}
                inputRef={inputRef}
                openHelp={openHelp}
              />
            )}
            <Hand
              hand={hand}
              picks={picks}
              penalised={myPenalised}
              mustDiscardPenalised={mustDiscardPenalised}
              mayPickPenalised={myTurn && view.phase === "play"}
              order={order}
              setOrder={chooseOrder}
              move={moveInHand}
              drag={drag}
            />
          </div>
        )}
      </div>
      <KeysHelp dialogRef={helpRef} />
    </div>
  );
}
