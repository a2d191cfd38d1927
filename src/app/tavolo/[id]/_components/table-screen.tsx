import { useMemo } from "react";

import { ActionLog } from "./action-log";
import { sortHand } from "./cards";
import { StandInNotice } from "./computer-seat";
import { Hand } from "./hand";
import type { JudgeMode } from "./judge-ui";
import { JudgementBanner } from "./judgement-banner";
import { Lines } from "./lines";
import { NameForm } from "./name-form";
import { PlayPanel } from "./play-panel";
import { ReplayPanel } from "./replay-panel";
import { ScoreHistory } from "./score-history-table";
import { ScoreSheet } from "./score-sheet";
import type { Action } from "./table-action";
import { TableStatus } from "./table-status";
import { type ActResult, type SeatView, seatName, type TableView } from "./table-view";
import { TurnBar } from "./turn-bar";
import { usePicks } from "./use-picks";
import { useSend } from "./use-send";

/**
 * The table as one seat (or a spectator) sees it: the turn, the cards everybody may count,
 * the words of both lines, this seat's hand and moves, the score and the Cronaca.
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
}: {
  tv: TableView;
  live: boolean;
  problem: string | null;
  spectator: boolean;
  rename: (name: string) => Promise<void>;
  /** The person of a seat a computer stands in for says they are back (issue #13). */
  comeBack: () => void;
  onView: (view: SeatView) => void;
  act: (action: Action) => Promise<ActResult>;
}) {
  const view = tv.view;
  const mySeat = tv.seat;
  // A stand-in does not take the controls away: a move the person makes gives them their seat back.
  const myTurn = !spectator && mySeat !== null && view.turn === mySeat && tv.table.status === "playing";
  const { busy, errors, codes, send } = useSend(act, onView);
  const judgeMode: JudgeMode = tv.table.rules.judge ?? "off";
  // RULES §9: while the judge decides nothing can be played, by anyone.
  const pending = view.judgement !== null;

  const hand = useMemo(() => sortHand(view.hand), [view.hand]);
  const picks = usePicks(hand);

  const myPenalised = mySeat === null ? [] : (view.penalised[mySeat] ?? []);
  const mustDiscardPenalised =
    codes.discard === "PENALISED_FIRST" || Object.values(codes).includes("MUST_DISCARD_NOW") || Object.values(codes).includes("CARD_PENALISED");

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
      <StandInNotice tv={tv} comeBack={spectator ? null : comeBack} />
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
            <Hand
              hand={hand}
              picks={picks}
              penalised={myPenalised}
              mustDiscardPenalised={mustDiscardPenalised}
              mayPickPenalised={myTurn && view.phase === "play"}
            >
              {view.phase !== "over" && (
                <PlayPanel
                  tv={tv}
                  myTurn={myTurn}
                  busy={busy || pending}
                  errors={errors}
                  codes={codes}
                  judgeMode={judgeMode}
                  hand={hand}
                  pickedCards={picks.pickedCards}
                  rawCards={picks.rawCards}
                  spelled={picks.spelled}
                  send={send}
                  clear={picks.clear}
                />
              )}
            </Hand>
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
              <button
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

          {view.winner && <ReplayPanel gameId={tv.table.gameId} />}
          <ActionLog log={view.log} nameOf={(seat) => seatName(tv, seat)} />
        </div>
      </div>
    </div>
  );
}
