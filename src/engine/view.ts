/**
 * viewFor(state, seat): the only way state leaves the engine (viewAfter is the same view, its
 * log cut to the events a client has not seen). A seat sees its own hand and
 * its own pozzetto taken con lo scarto once it may look at it (Art. 10.26); never another
 * hand, the order of the tallone, or an unopened pozzetto. A spectator (seat null) sees no
 * hand at all. Everything on the table is public: melds, the whole monte scarti, counts.
 */
import { makeCard, makeMeldCard } from "./cards";
import { pozzettoLine } from "./game";
import { hintsUsed } from "./hints";
import { challengeable, type JudgementView, judgementView, penalisedView, rejectedThisTurn } from "./judgement";
import { isBurraco, isClean, meldWord } from "./melds";
import { eventsAfter, mergePublicLog, type PublicEvent } from "./public-log";
import type { DealEnd, DealScore, MatchState, Seat } from "./state";
import { type TimeAllowed, timeAllowed } from "./timing";

export interface MeldView {
  cards: string[];
  word: string;
  length: number;
  burraco: "pulito" | "sporco" | null;
}

export interface SeatView {
  seat: Seat | null;
  version: number;
  players: number;
  dealNumber: number;
  dealer: Seat;
  turn: Seat;
  phase: "draw" | "play" | "over";
  turnsPlayed: number;
  /** Own hand (notation), empty for spectators. */
  hand: string[];
  handCounts: number[];
  stockCount: number;
  /** The monte scarti, bottom first: fully visible. */
  discard: string[];
  /**
   * Each pozzetto: its cards while face down, the line that took it, and the line it belongs
   * to (`pozzettoLine`: null while it goes to whoever reaches it first, 3 players 18+11).
   */
  pozzetti: { size: number; takenBy: number | null; line: number | null }[];
  lines: { seats: Seat[]; melds: MeldView[]; pozzettoTaken: boolean }[];
  lineOfSeat: number[];
  /** Pozzetti taken con lo scarto: cards only for their owner once visible. */
  pending: { seat: Seat; count: number; cards: string[] | null }[];
  pickedSingle: string | null;
  stalloMustDraw: Seat | null;
  /** Art. 9.1, 10.2: the seat that may only discard to end its turn (tournament judge), public. */
  mustDiscard: Seat | null;
  end: DealEnd | null;
  /** Art. 7: the time is up; the dealer's discards still to come before the deal ends (null: time not up). */
  dealerDiscardsLeft: number | null;
  /** The deal's score once it is over (during play it would reveal the other hands' value). */
  score: DealScore[] | null;
  totals: number[];
  /**
   * The score of every finished deal, in order (one entry per line each): public, since a
   * deal is scored only once it is over (the §6 breakdown of the score sheet).
   */
  history: DealScore[][];
  winner: { seats: Seat[] } | null;
  time: TimeAllowed | null;
  /** The public log (public-log.ts), oldest first: the same for every seat and spectators. */
  log: PublicEvent[];
  /** Null: `log` is the whole public log. A move's answer carries only its newest events and says from where (SeatViewTail). */
  logFrom: null;
  /** The pending request to the giudice di lingua (public: word, cards, who, kind), or null. */
  judgement: JudgementView | null;
  /** Per seat: its penalised cards (Art. 10.11), public; they are also in that seat's hand count. */
  penalised: string[][];
  /** The words opponents may challenge now (Art. 8): the window's last play on each meld. */
  challengeable: { line: number; meld: number; word: string }[];
  /** The words the judge rejected on a contest this turn: they may not be contested again (RULES §9). */
  ruledOut: string[];
  /** Per seat: the hints asked for in this deal (hints.ts), public like the log that says so. */
  hintsUsed: number[];
}

/**
 * A move's answer (`table.act`, `table.hint`): the seat's view after it, whose `log` holds only
 * the events after version `logFrom`, the version the move was decided on: the client holds
 * the log up to there, and the rest of the log is most of a whole view's size. `mergeView`
 * makes it whole again with the view the client holds.
 */
export interface SeatViewTail extends Omit<SeatView, "logFrom"> {
  logFrom: number;
}

export function viewFor(match: MatchState, seat: Seat | null): SeatView {
  return seatView(match, seat, [...(match.log ?? [])], null);
}

/** `viewFor(match, seat)` with only the log's events after version `logFrom` (see SeatViewTail). */
export function viewAfter(match: MatchState, seat: Seat | null, logFrom: number): SeatViewTail {
  return seatView(match, seat, eventsAfter(match.log ?? [], logFrom), logFrom);
}

/**
 * The view a client holds, `known`, after a move's answer `next`: a whole view replaces it; a
 * tail takes the log `known` has (mergePublicLog). `known` is the view the move was decided on,
 * or a later one (a live update may come first); an answer older than `known` changes nothing,
 * since views never go back. Every client that keeps a view from move answers goes through here.
 */
export function mergeView(known: SeatView, next: SeatView | SeatViewTail): SeatView {
  if (next.version < known.version) return known;
  if (next.logFrom === null) return next;
  const { logFrom, log, ...rest } = next;
  return { ...rest, log: mergePublicLog(known.log, logFrom, log), logFrom: null };
}

function seatView<From extends number | null>(
  match: MatchState,
  seat: Seat | null,
  log: PublicEvent[],
  logFrom: From,
): Omit<SeatView, "logFrom"> & { logFrom: From } {
  const deal = match.deal;
  const own = seat !== null && seat >= 0 && seat < match.rules.players ? seat : null;
  return {
    seat: own,
    version: match.version,
    players: match.rules.players,
    dealNumber: deal.number,
    dealer: deal.dealer,
    turn: deal.turn,
    phase: deal.phase,
    turnsPlayed: deal.turnsPlayed,
    hand: own === null ? [] : deal.hands[own]!.map(makeCard).sort(),
    handCounts: deal.hands.map((h) => h.length),
    stockCount: deal.stock.length,
    discard: deal.discard.map(makeCard),
    pozzetti: deal.pozzetti.map((p, i) => ({ size: p.takenBy === null ? p.cards.length : 0, takenBy: p.takenBy, line: pozzettoLine(match, i) })),
    lines: deal.lines.map((line) => ({
      seats: [...line.seats],
      pozzettoTaken: line.pozzetto !== null,
      melds: line.melds.map((m) => ({
        cards: m.cards.map((id, i) => makeMeldCard(id, m.as[i] ?? null)),
        word: meldWord(m),
        length: m.cards.length,
        burraco: isBurraco(m, match.rules) ? (isClean(m) ? "pulito" : "sporco") : null,
      })),
    })),
    lineOfSeat: [...deal.lineOfSeat],
    pending: deal.pending.map((p) => ({
      seat: p.seat,
      count: p.cards.length,
      cards: p.seat === own && p.visible ? p.cards.map(makeCard).sort() : null,
    })),
    pickedSingle: deal.pickedSingle === null ? null : makeCard(deal.pickedSingle),
    stalloMustDraw: deal.stallo.mustDraw,
    mustDiscard: deal.mustDiscard ?? null,
    end: deal.end,
    dealerDiscardsLeft: deal.dealerDiscardsLeft ?? null,
    // A deal voided by the time-out (Art. 7) has no score.
    score: deal.phase === "over" && deal.end?.reason !== "void" ? (match.scores.at(-1) ?? null) : null,
    totals: [...match.totals],
    history: match.scores.map((deal) => deal.map((line) => ({ ...line, seats: [...line.seats] }))),
    winner: match.winner,
    time: match.rules.timers ? timeAllowed(match) : null,
    log,
    logFrom,
    judgement: judgementView(deal),
    penalised: penalisedView(deal),
    challengeable: challengeable(deal),
    ruledOut: rejectedThisTurn(deal),
    hintsUsed: Array.from({ length: match.rules.players }, (_, s) => hintsUsed(deal, s)),
  };
}
