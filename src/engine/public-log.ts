/**
 * The public log of a match: what everybody at the table saw happen, one event per fact, in
 * a form a client can put into words ("Marco ha pescato", "Giulia ha calato CASA").
 *
 * Only public facts: who drew (never which card: the tallone is face down, RULES §2), how
 * many cards a pickup took (the monte scarti is face up), the words and cards laid down,
 * the card discarded, a pozzetto taken (its cards stay private to the line, Art. 10.26), the
 * end of a deal and of the match. Events are derived from (state before, action, state after)
 * and never from anything hidden, so two states that differ only in hidden cards give the
 * same events.
 *
 * The giudice di lingua (RULES §9, judgement.ts) leaves its requests and rulings here too:
 * the words and cards of a request are shown to everyone while it waits (`viewFor(...).judgement`),
 * so the log repeats only them, and the outcome a ruling had.
 */
import type { Action } from "./actions";
import { letterOfNotation, makeCard, parseCard } from "./cards";
import { meldWord } from "./melds";
import type { MatchState, Seat } from "./state";

/** How many events a match keeps: enough for a few rounds, small enough for every view. */
export const PUBLIC_LOG_LENGTH = 60;

/** A meld as it reads on the table: its word and its cards (a wild with its letter, J=S). */
export interface PublicMeld {
  word: string;
  cards: string[];
}

interface EventBase {
  /** The match version after the action that caused the event (several events may share it). */
  version: number;
  /** The deal the event belongs to (0-based). */
  deal: number;
  seat: Seat;
}

export type PublicEvent = EventBase &
  (
    | { kind: "draw" }
    /** The whole monte scarti: `count` cards. */
    | { kind: "pickup"; count: number }
    | ({ kind: "meld" } & PublicMeld)
    /** Added `cards` to the line's meld `meld`, which read `before` and now reads `word`. */
    | { kind: "add"; meld: number; before: string; word: string; cards: string[] }
    | { kind: "discard"; card: string }
    /** Gioco al monte (Art. 10.17): melds made with `fromPile` cards of the monte scarti. */
    | { kind: "monte"; melds: PublicMeld[]; fromPile: number }
    /** The line took its pozzetto: al volo (played at once) or con lo scarto (next turn), Art. 1.1. */
    | { kind: "pozzetto"; how: "al volo" | "con lo scarto" }
    /** The player asked for a Suggerimento (hints.ts): only that it did, never the word. */
    | { kind: "hint" }
    /** Time ran out (§7): `card` was discarded for the player. */
    | { kind: "timeout"; card: string }
    /** The player closed the deal (Art. 6 A). */
    | { kind: "close" }
    /** The tallone is down to its last two cards: the deal ends (Art. 6 B.1). */
    | { kind: "stock-end" }
    /**
     * The turn's time is up (Art. 7): `dealerDiscards` more discards of the dealer end the deal
     * (2: the round in progress and the last one; 1: the last round only); 0 when no deal
     * is played any more (the whistle came before the deal's first draw, or between deals).
     */
    | { kind: "time-up"; dealerDiscards: number }
    /** The last round after the time-out ended with the dealer's discard (Art. 7). */
    | { kind: "last-round-end" }
    /** A new deal was dealt; `deal` is its number. */
    | { kind: "nextDeal" }
    /** The match is over (Art. 6). */
    | { kind: "match-end"; winners: Seat[] }
    /** Parola al giudice (RULES §9): the player sent the play's `words` (with `cards`) to the judge. */
    | { kind: "contest"; words: string[]; cards: string[] }
    /** The player challenged the word(s) `words` of `against` (Art. 8). */
    | { kind: "challenge"; against: Seat; words: string[] }
    /**
     * The judge's ruling on the request `request` opened by `seat` (about `against`'s words).
     * `approve`: the word stands (a contested play is then laid, and logged after this).
     * `outcome`: "stands" the word stays (or is laid); "back" its cards are (or stay) in the
     * culprit's hand (friendly); "penalised" they are penalised cards (tournament, Art. 10.11).
     */
    | {
        kind: "ruling";
        request: "contest" | "challenge";
        against: Seat;
        words: string[];
        approve: boolean;
        outcome: RulingOutcome;
        /** The judge's reason, as the judge wrote it (null: none given). */
        reason: string | null;
      }
  );

export type RulingOutcome = "stands" | "back" | "penalised";

/** Distributes over the union, so each kind keeps its own fields. */
type WithoutBase<T> = T extends unknown ? Omit<T, keyof EventBase> : never;
type EventBody = WithoutBase<PublicEvent>;

/** A named card as it reads on the table: "R:A", "J=S" (case and spaces normalised). */
function tableName(name: string): string {
  const parsed = parseCard(name);
  if (!parsed) return name;
  return parsed.as ? `${parsed.key}=${parsed.as}` : parsed.key;
}

function publicMeld(names: readonly string[]): PublicMeld {
  return { word: names.map(letterOfNotation).join(""), cards: names.map(tableName) };
}

/**
 * The public events of one accepted action. `before` and `after` are the states around it
 * (after = play(before, seat, action).state). Reads of hidden cards are limited to what the
 * action itself made public (a card discarded, cards melded).
 */
export function publicEvents(before: MatchState, seat: Seat, action: Action, after: MatchState): PublicEvent[] {
  const bodies: EventBody[] = [];
  const b = before.deal;
  const a = after.deal;
  // An approved contest lays the play it waited with: logged as that play, after the ruling.
  let played: Action = action;
  if (action.do === "ruling" && b.judgement) {
    const j = b.judgement;
    const tournament = (after.rules.judge ?? "off") === "tournament";
    bodies.push({
      kind: "ruling",
      request: j.kind,
      against: j.against,
      words: [...j.words],
      approve: action.approve,
      outcome: action.approve ? "stands" : tournament ? "penalised" : "back",
      reason: action.reason?.trim() || null,
    });
    // The ruling is logged under the seat that opened the request (j.by): the contester's own.
    if (j.kind === "contest" && action.approve && j.action) played = j.action;
  }
  switch (played.do) {
    case "nextDeal":
      bodies.push({ kind: "nextDeal" });
      break;
    case "contest":
      if (a.judgement) bodies.push({ kind: "contest", words: [...a.judgement.words], cards: [...a.judgement.cards] });
      break;
    case "challenge":
      if (a.judgement) bodies.push({ kind: "challenge", against: a.judgement.against, words: [...a.judgement.words] });
      break;
    case "draw":
      bodies.push({ kind: "draw" });
      break;
    case "pickup":
      bodies.push({ kind: "pickup", count: b.discard.length });
      break;
    case "meld":
      bodies.push({ kind: "meld", ...publicMeld(played.cards) });
      break;
    case "add": {
      const beforeMeld = b.lines[b.lineOfSeat[seat]!]!.melds[played.meld]!;
      const afterMeld = a.lines[a.lineOfSeat[seat]!]!.melds[played.meld]!;
      bodies.push({
        kind: "add",
        meld: played.meld,
        before: meldWord(beforeMeld),
        word: meldWord(afterMeld),
        cards: played.cards.map(tableName),
      });
      break;
    }
    case "monte":
      bodies.push({ kind: "monte", melds: played.melds.map(publicMeld), fromPile: played.pile.length });
      break;
    case "discard":
      bodies.push({ kind: "discard", card: tableName(played.card) });
      break;
    case "hint":
      bodies.push({ kind: "hint" });
      break;
    case "timeUp":
      bodies.push({ kind: "time-up", dealerDiscards: a.dealerDiscardsLeft ?? 0 });
      break;
    case "timeout": {
      // §7: the server drew (or picked up) for the player, then discarded: the draw shows
      // only that it happened, the discard is the top of the monte scarti now.
      if (b.phase === "draw") {
        bodies.push(b.stock.length > 2 ? { kind: "draw" } : { kind: "pickup", count: b.discard.length });
      }
      const card = a.discard.at(-1);
      bodies.push({ kind: "timeout", card: card === undefined ? "?" : makeCard(card) });
      break;
    }
  }
  if (action.do !== "nextDeal") {
    // A pozzetto taken by this action (Art. 1.1): con lo scarto it waits face down.
    const tookPozzetto = a.pozzetti.some((p, i) => p.takenBy !== null && b.pozzetti[i]?.takenBy === null);
    if (tookPozzetto) {
      const waits = a.pending.some((p) => p.seat === seat) && !b.pending.some((p) => p.seat === seat);
      bodies.push({ kind: "pozzetto", how: waits ? "con lo scarto" : "al volo" });
    }
    if (b.end === null && a.end !== null && a.end.reason !== "void") bodies.push(endEvent(a.end.reason));
  }
  if (before.winner === null && after.winner !== null) bodies.push({ kind: "match-end", winners: [...after.winner.seats] });
  const base: EventBase = { version: after.version, deal: a.number, seat };
  return bodies.map((body) => ({ ...base, ...body }) as PublicEvent);
}

function endEvent(reason: "closed" | "stock" | "timeUp"): EventBody {
  if (reason === "closed") return { kind: "close" };
  return reason === "stock" ? { kind: "stock-end" } : { kind: "last-round-end" };
}

/** The log after an action: the old one (missing in states stored before it existed) plus the new events, capped. */
export function appendPublicLog(log: readonly PublicEvent[] | undefined, events: readonly PublicEvent[]): PublicEvent[] {
  const all = [...(log ?? []), ...events];
  return all.length > PUBLIC_LOG_LENGTH ? all.slice(all.length - PUBLIC_LOG_LENGTH) : all;
}

/** The events of `log` (oldest first, so by version) made after `version`: what a client at `version` has not seen. */
export function eventsAfter(log: readonly PublicEvent[], version: number): PublicEvent[] {
  let first = log.length;
  while (first > 0 && log[first - 1]!.version > version) first--;
  return log.slice(first);
}

/**
 * The log a client holds, `known`, brought up to date with `tail`, the events after version
 * `from` of a later log (`eventsAfter(later, from)`): `known`'s events up to `from`, then the
 * tail's (an event's version says which side it is on, so none is there twice), capped as the
 * match's log is. The result is the later log itself whenever `known` is the log at `from` or
 * at a later version: both are runs of the same events, the tail goes on where `known`'s part
 * stops, and when more events than the cap came after `from` the tail is the whole later log.
 */
export function mergePublicLog(known: readonly PublicEvent[], from: number, tail: readonly PublicEvent[]): PublicEvent[] {
  return appendPublicLog(
    known.filter((event) => event.version <= from),
    tail,
  );
}
