/**
 * The giudice di lingua (RULES §9; seed 002 Art. 8, 9.1, 10.2, 10.4, 10.11): "parola al
 * giudice". Two requests put the game in one explicit, stored pending state
 * (`deal.judgement`), entered and left only by logged actions, so that a restart loses
 * nothing and every seat sees it:
 *
 * - contest: the mover sends to the judge a meld, an addition or a gioco al monte that
 *   breaks no rule but its word (invalid or dubious under the table's profile). The cards
 *   stay where they are (hand, monte scarti) and are shown to everyone in the request.
 * - challenge: until the next player acts, an opponent challenges a word the dictionary
 *   accepted in the turn (Art. 8: found before the discard, or after it but before the next
 *   player plays; later the word stands).
 *
 * The ruling (`approve` is about the word: true = it stands) is logged under the seat that
 * opened the request. Outcomes:
 * - contest approved: the play is made as laid, the dictionary bypassed for its words;
 *   rejected: friendly, nothing was laid, the player plays on; tournament (Art. 10.2, 10.4),
 *   the cards from the hand become penalised (Art. 10.11) and the player must discard at
 *   once (Art. 9.1).
 * - challenge upheld (approve false): the play is undone, its cards go back to the culprit's
 *   hand; tournament: they are penalised (Art. 10.2, 10.4) and, before the discard, the
 *   culprit must discard at once (Art. 9.1). Rejected: play goes on where it was.
 *
 * Penalised cards stay in the hand (so they are conserved and count negative at the end of
 * the deal, Art. 10.11), marked in `deal.penalised`: they may not be played, and each turn's
 * discard must be the penalised card of highest value while any is left.
 */
import type { Lexicon, WordCheck } from "../lexicon/types";
import type { Action, ContestableAction } from "./actions";
import { type CardId, cardValue, makeCard, makeMeldCard, parseCard } from "./cards";
import { type EngineError, engineError } from "./errors";
import { meldWord } from "./melds";
import { type ChallengeWindow, cloneMatch, type DealState, type Judgement, type MatchState, type Meld, type Seat, type WindowPlay } from "./state";

/** The game's own step: applies an action to a private copy, or says why not. */
export type ApplyAction = (match: MatchState, seat: Seat, action: Action, lexicon: Lexicon) => EngineError | null;

export function judgeMode(match: MatchState): "off" | "friendly" | "tournament" {
  return match.rules.judge ?? "off";
}

/**
 * The public part of a request, as every seat and spectator sees it: the request without the
 * play waiting for the ruling (its cards are still in a hand), and the time-out's outcome.
 */
export type JudgementView = Omit<Judgement, "action"> & {
  /** The ruling a request nobody answers gets (the time-out): as the dictionary decided. */
  defaultApprove: boolean;
};

export function judgementView(deal: DealState): JudgementView | null {
  const j = deal.judgement;
  if (!j) return null;
  return {
    kind: j.kind,
    by: j.by,
    against: j.against,
    line: j.line,
    meld: j.meld,
    words: [...j.words],
    cards: [...j.cards],
    afterDiscard: j.afterDiscard,
    defaultApprove: defaultApprove(j),
  };
}

/**
 * The documented time-out outcome: a request nobody answers is decided as the dictionary
 * decided. A contested word was refused by it (approve false, the contest fails); a
 * challenged word was accepted by it (approve true, the challenge fails).
 */
export function defaultApprove(judgement: Judgement): boolean {
  return judgement.kind === "challenge";
}

/** The ruling action the server plays when a request times out (logged under `judgement.by`). */
export function defaultRuling(match: MatchState): { seat: Seat; action: Action } | null {
  const j = match.deal.judgement;
  return j ? { seat: j.by, action: { do: "ruling", approve: defaultApprove(j) } } : null;
}

/**
 * The words the judge rejected on a contest in this turn (RULES §9): public, like the ruling;
 * none of them may go to the judge again before the turn ends (ALREADY_RULED).
 */
export function rejectedThisTurn(deal: DealState): string[] {
  return deal.rejected?.turn === deal.turnsPlayed ? [...deal.rejected.words] : [];
}

/** Penalised cards of each seat, in notation (public, Art. 10.11: all can count them). */

export function penalisedView(deal: DealState): string[][] {
  return deal.hands.map((_, seat) => (deal.penalised?.[seat] ?? []).map(makeCard).sort());
}

/** The words an opponent may challenge now: the last play on each meld of the window. */
export function challengeable(deal: DealState): { line: number; meld: number; word: string }[] {
  const w = deal.window;
  if (!w || deal.phase === "over" || deal.judgement) return [];
  return lastPlays(w)
    .filter((p) => !p.judged)
    .map((p) => ({ line: w.line, meld: p.meld, word: p.word }));
}

function lastPlays(w: ChallengeWindow): WindowPlay[] {
  const last = new Map<number, WindowPlay>();
  for (const p of w.plays) last.set(p.meld, p);
  return [...last.values()].sort((a, b) => a.meld - b.meld);
}

/**
 * The judge's part of `apply`, run first: handles contest, challenge and ruling, refuses
 * everything else while a request is pending, and the plays a penalised player may not make.
 * Returns undefined when the action is the game's ordinary business.
 */
export function judgementStep(match: MatchState, seat: Seat, action: Action, lexicon: Lexicon, apply: ApplyAction): EngineError | null | undefined {
  const deal = match.deal;
  if (action.do === "ruling") return ruling(match, seat, action.approve, apply);
  if (deal.judgement) return engineError("WAITING_FOR_JUDGE");
  if (action.do === "contest") return contest(match, seat, action.action, lexicon, apply);
  if (action.do === "challenge") return challenge(match, seat, action.line, action.meld);
  if ((action.do === "meld" || action.do === "add" || action.do === "monte") && deal.turn === seat && deal.phase !== "over") {
    if (deal.mustDiscard === seat) return engineError("MUST_DISCARD_NOW");
    const marked = deal.penalised?.[seat] ?? [];
    if (marked.length > 0 && usesPenalisedCard(deal, seat, action)) return engineError("CARD_PENALISED");
  }
  return undefined;
}

/** Whether the play needs more cards of a kind than the hand holds unpenalised (and the pile, for monte). */
function usesPenalisedCard(deal: DealState, seat: Seat, action: ContestableAction): boolean {
  const free = countKinds(deal.hands[seat]!);
  for (const id of deal.penalised?.[seat] ?? []) free.set(makeCard(id), (free.get(makeCard(id)) ?? 0) - 1);
  const names = action.do === "monte" ? action.melds.flat() : action.cards;
  if (action.do === "monte") for (const [kind, n] of countKinds(deal.discard)) free.set(kind, (free.get(kind) ?? 0) + n);
  const wanted = new Map<string, number>();
  for (const name of Array.isArray(names) ? names : []) {
    const key = parseCard(String(name))?.key;
    if (key) wanted.set(key, (wanted.get(key) ?? 0) + 1);
  }
  return [...wanted].some(([kind, n]) => n > (free.get(kind) ?? 0) && (free.get(kind) ?? 0) + countMarked(deal, seat, kind) >= n);
}

function countMarked(deal: DealState, seat: Seat, kind: string): number {
  return (deal.penalised?.[seat] ?? []).filter((id) => makeCard(id) === kind).length;
}

function countKinds(ids: readonly CardId[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(makeCard(id), (counts.get(makeCard(id)) ?? 0) + 1);
  return counts;
}

/**
 * The contest's trial lexicon: notes each word the play asks about with `base`'s real
 * verdict, then accepts it, so that the trial tells whether every other rule allows the play.
 */
function acceptingLexicon(base: Lexicon, asked: { word: string; verdict: WordCheck }[]): Lexicon {
  return {
    version: base.version,
    check(input, profile): WordCheck {
      const word = String(input).trim().toUpperCase();
      asked.push({ word, verdict: base.check(input, profile) });
      return { input, word, ok: true, verdict: "valid", reason: null, hint: "", source: "judge", profile };
    },
    readings: (pattern, wild, profile) => base.readings(pattern, wild, profile),
    findWords: (letters, wild, options) => base.findWords(letters, wild, options),
  };
}

function isContestable(action: unknown): action is ContestableAction {
  const a = action as { do?: unknown } | null;
  return typeof a === "object" && a !== null && (a.do === "meld" || a.do === "add" || a.do === "monte");
}

/**
 * Contest (RULES §9): allowed with a judge, for a play that every rule allows once its words
 * are accepted (a trial run on a copy, with a lexicon that accepts them after asking the
 * dictionary once) and whose words are not all valid under the table's profile. Nothing
 * moves: the play waits in the request.
 */
function contest(match: MatchState, seat: Seat, played: unknown, lexicon: Lexicon, apply: ApplyAction): EngineError | null {
  if (judgeMode(match) === "off") return engineError("NO_JUDGE_AT_TABLE");
  const deal = match.deal;
  if (deal.phase === "over") return engineError("DEAL_OVER");
  if (deal.turn !== seat) return engineError("NOT_YOUR_TURN");
  if (!isContestable(played)) return engineError("NOT_CONTESTABLE");
  const asked: { word: string; verdict: WordCheck }[] = [];
  const trial = apply(cloneMatch(match), seat, played, acceptingLexicon(lexicon, asked));
  if (trial) return trial;
  if (asked.every((a) => a.verdict.verdict === "valid")) return engineError("NOT_CONTESTABLE");
  const words = asked.map((a) => a.word);
  // The judge has already rejected one of these words in this turn: asking again is no appeal.
  const rejected = rejectedThisTurn(deal);
  if (words.some((word) => rejected.includes(word))) return engineError("ALREADY_RULED");
  const lineIndex = deal.lineOfSeat[seat]!;
  deal.judgement = {
    kind: "contest",
    by: seat,
    against: seat,
    line: lineIndex,
    meld: played.do === "add" ? played.meld : null,
    words,
    cards: (played.do === "monte" ? played.melds.flat() : played.cards).map(tableName),
    action: played,
    afterDiscard: false,
  };
  return null;
}

/** A card as it reads on the table: "R:A", "J=S". */
function tableName(name: string): string {
  const parsed = parseCard(String(name));
  if (!parsed) return String(name);
  return parsed.as ? `${parsed.key}=${parsed.as}` : parsed.key;
}

/**
 * Challenge (Art. 8, 10.4): an opponent of the line, on the last play made on a meld in the
 * window, before the next player acts. Refused once the deal is over: the closing discard
 * (or the tallone's end) scores the deal at once, so the closing turn's words must be
 * challenged before the closer discards.
 */
function challenge(match: MatchState, seat: Seat, line: number, meld: number): EngineError | null {
  if (judgeMode(match) === "off") return engineError("NO_JUDGE_AT_TABLE");
  const deal = match.deal;
  if (deal.phase === "over") return engineError("DEAL_OVER");
  const w = deal.window;
  if (!w || w.plays.length === 0) return engineError("CHALLENGE_WINDOW_CLOSED");
  if (!Number.isInteger(line) || !Number.isInteger(meld) || line !== w.line) return engineError("NOT_CHALLENGEABLE");
  if (deal.lineOfSeat[seat] === w.line) return engineError("NOT_AN_OPPONENT");
  const play = lastPlays(w).find((p) => p.meld === meld);
  if (!play) return engineError("NOT_CHALLENGEABLE");
  if (play.judged) return engineError("ALREADY_JUDGED");
  deal.judgement = {
    kind: "challenge",
    by: seat,
    against: w.seat,
    line: w.line,
    meld,
    words: [play.word],
    cards: [...play.cards],
    action: null,
    afterDiscard: deal.turn !== w.seat,
  };
  return null;
}

function ruling(match: MatchState, seat: Seat, approve: unknown, apply: ApplyAction): EngineError | null {
  const deal = match.deal;
  const j = deal.judgement;
  if (!j) return engineError("NO_PENDING_REQUEST");
  if (seat !== j.by) return engineError("RULING_WRONG_SEAT");
  if (typeof approve !== "boolean") return engineError("UNKNOWN_ACTION");
  deal.judgement = null;
  const tournament = judgeMode(match) === "tournament";
  if (j.kind === "contest") {
    const played = j.action!;
    if (approve) {
      // The play as laid: the judge accepted its words, the rest was checked at the contest.
      return apply(match, j.by, played, NO_WORDS);
    }
    deal.rejected = { turn: deal.turnsPlayed, words: [...rejectedThisTurn(deal), ...j.words] };
    if (tournament) {
      // Art. 10.2, 10.4: the cards of the wrong word from the hand are penalised (Art. 10.11);
      // Art. 9.1: the culprit may make no other play and discards at once.
      const names = played.do === "monte" ? played.melds.flat() : played.cards;
      const fromPile = played.do === "monte" ? [...played.pile] : [];
      const fromHand = names.filter((name) => {
        const key = parseCard(String(name))?.key;
        const i = fromPile.findIndex((p) => parseCard(String(p))?.key === key);
        if (i < 0) return true;
        fromPile.splice(i, 1);
        return false;
      });
      markPenalised(deal, j.by, fromHand);
      deal.mustDiscard = j.by;
    }
    return null;
  }
  const w = deal.window!;
  const index = w.plays.findLastIndex((p) => p.meld === j.meld);
  if (approve) {
    // The challenge fails: play goes on exactly where it was.
    deal.window = { ...w, plays: w.plays.map((p, i) => (i === index ? { ...p, judged: true } : p)) };
    return null;
  }
  // Upheld: the play is undone; its cards go back to the culprit (Art. 10.2, 10.4).
  const play = w.plays[index]!;
  const line = deal.lines[w.line]!;
  const current = line.melds[play.meld]!;
  const kept = new Set(play.before?.cards ?? []);
  const returned = current.cards.filter((id) => !kept.has(id));
  let plays = w.plays.filter((_, i) => i !== index);
  if (play.before) {
    line.melds[play.meld] = { cards: [...play.before.cards], as: [...play.before.as] };
  } else {
    line.melds.splice(play.meld, 1);
    plays = plays.map((p) => (p.meld > play.meld ? { ...p, meld: p.meld - 1 } : p));
  }
  deal.window = { ...w, plays };
  deal.hands[j.against]!.push(...returned);
  if (tournament) {
    // Before the discard (Art. 8 §1) or after it, before the next player plays (Art. 8 §2,
    // 10.4): the cards are penalised; before the discard the culprit must discard at once.
    markPenalised(deal, j.against, returned.map(makeCard));
    if (!j.afterDiscard) deal.mustDiscard = j.against;
  }
  return null;
}

/** A lexicon for the approved play: the judge has already accepted its words. */
const NO_WORDS: Lexicon = {
  version: "giudice",
  check: (input, profile) => ({ input, word: input, ok: true, verdict: "valid", reason: null, hint: "", source: "judge", profile }),
  readings: () => [],
  findWords: () => [],
};

/** Marks cards of the seat's hand (by notation) as penalised, keeping marks on the last ids of each kind. */
function markPenalised(deal: DealState, seat: Seat, names: readonly string[]): void {
  const penalised = (deal.penalised ?? deal.hands.map(() => [])).map((ids) => [...ids]);
  const hand = deal.hands[seat]!;
  for (const name of names) {
    const key = parseCard(String(name))?.key;
    const id = hand.find((c) => makeCard(c) === key && !penalised[seat]!.includes(c));
    if (id !== undefined) penalised[seat]!.push(id);
  }
  deal.penalised = penalised;
  normalisePenalised(deal);
}

/**
 * Identical cards are interchangeable: the marks sit on the last ids of each kind in hand
 * order, so that the game, which takes the first matching card, plays free cards first.
 */
function normalisePenalised(deal: DealState): void {
  if (!deal.penalised) return;
  deal.penalised = deal.penalised.map((marked, seat) => {
    if (marked.length === 0) return marked;
    const want = countKinds(marked);
    const hand = deal.hands[seat]!;
    const out: CardId[] = [];
    for (let i = hand.length - 1; i >= 0; i--) {
      const kind = makeCard(hand[i]!);
      const n = want.get(kind) ?? 0;
      if (n > 0) {
        out.push(hand[i]!);
        want.set(kind, n - 1);
      }
    }
    return out.sort((a, b) => a - b);
  });
}

/**
 * Art. 10.11: while a seat has penalised cards, its discard is the penalised card of highest
 * value (among those the ordinary rules let go; if none may go, any legal card). `plain` is
 * the game's own discard check.
 */
export function penalisedDiscardError(
  match: MatchState,
  seat: Seat,
  card: CardId,
  hand: readonly CardId[],
  plain: (match: MatchState, seat: Seat, card: CardId, hand: readonly CardId[]) => EngineError | null,
): EngineError | null {
  const marked = (match.deal.penalised?.[seat] ?? []).filter((id) => hand.includes(id));
  if (marked.length === 0) return null;
  const allowed = marked.filter((id) => plain(match, seat, id, hand) === null);
  if (allowed.length === 0) return null;
  const top = Math.max(...allowed.map(cardValue));
  const kinds = new Set(allowed.filter((id) => cardValue(id) === top).map(makeCard));
  return kinds.has(makeCard(card)) ? null : engineError("PENALISED_FIRST");
}

/**
 * After every accepted action (on the new state): keeps the challenge window (this turn's
 * plays, until the next player acts), takes the mark off a penalised card once discarded,
 * and ends a "discard at once" when the turn ends. Nothing happens at tables without a
 * judge, whose states stay as they were.
 */
export function afterJudgedAction(before: MatchState, seat: Seat, action: Action, after: MatchState): void {
  if (judgeMode(after) === "off") return;
  const deal = after.deal;
  if (action.do === "nextDeal") return;
  let actor = seat;
  let played: Action = action;
  let judged = false;
  const pending = before.deal.judgement;
  if (action.do === "ruling" && pending?.kind === "contest" && action.approve) {
    actor = pending.by;
    played = pending.action!;
    judged = true;
  }
  const takes = played.do === "draw" || played.do === "pickup" || played.do === "monte" || played.do === "timeout";
  // Art. 8 §3: once the next player has drawn or picked up, the words of the turn stand.
  if (deal.window && takes && deal.window.seat !== actor) deal.window = null;
  if (played.do === "meld" || played.do === "add" || played.do === "monte") recordPlays(before, actor, played, after, judged);
  if ((action.do === "discard" || action.do === "timeout") && (before.deal.penalised?.[seat]?.length ?? 0) > 0) {
    unmark(deal, seat, after.deal.discard.at(-1));
  }
  if (deal.mustDiscard !== undefined && deal.mustDiscard !== null && (deal.turn !== deal.mustDiscard || deal.phase === "over")) {
    deal.mustDiscard = null;
  }
  if (deal.penalised) normalisePenalised(deal);
}

function unmark(deal: DealState, seat: Seat, card: CardId | undefined): void {
  if (card === undefined || !deal.penalised) return;
  const marked = deal.penalised[seat]!;
  let i = marked.indexOf(card);
  if (i < 0) i = marked.findIndex((id) => makeCard(id) === makeCard(card));
  if (i < 0) return;
  deal.penalised = deal.penalised.map((ids, s) => (s === seat ? ids.filter((_, k) => k !== i) : ids));
}

/** Adds the plays of a meld, an addition or a gioco al monte to the actor's window. */
function recordPlays(before: MatchState, actor: Seat, played: ContestableAction, after: MatchState, judged: boolean): void {
  const deal = after.deal;
  const lineIndex = deal.lineOfSeat[actor]!;
  const open = deal.window && deal.window.seat === actor ? deal.window : { seat: actor, line: lineIndex, plays: [] };
  const melds = deal.lines[lineIndex]!.melds;
  const beforeMelds = before.deal.lines[lineIndex]!.melds;
  const plays: WindowPlay[] = [];
  const entry = (meld: number, previous: Meld | null): WindowPlay => {
    const now = melds[meld]!;
    const old = new Set(previous?.cards ?? []);
    return {
      meld,
      before: previous ? { cards: [...previous.cards], as: [...previous.as] } : null,
      word: meldWord(now),
      cards: now.cards.flatMap((id, i) => (old.has(id) ? [] : [makeMeldCard(id, now.as[i] ?? null)])),
      judged,
    };
  };
  if (played.do === "add") plays.push(entry(played.meld, beforeMelds[played.meld]!));
  else for (let m = beforeMelds.length; m < melds.length; m++) plays.push(entry(m, null));
  deal.window = { ...open, plays: [...open.plays, ...plays] };
}

/**
 * legalActions' part: the ruling (both ways) for the seat it is logged under while a request
 * is pending — the server decides who may send it — and a challenge per challengeable word
 * for an opponent. A contest is not listed: any meld refused only for its word may be
 * contested, and `check` says whether one is.
 */
export function judgementActions(match: MatchState, seat: Seat): Action[] {
  const deal = match.deal;
  if (judgeMode(match) === "off" || deal.phase === "over") return [];
  if (deal.judgement) {
    return deal.judgement.by === seat
      ? [
          { do: "ruling", approve: true },
          { do: "ruling", approve: false },
        ]
      : [];
  }
  if (!deal.window || deal.lineOfSeat[seat] === deal.window.line) return [];
  return challengeable(deal).map((c) => ({ do: "challenge", line: c.line, meld: c.meld }));
}

/**
 * The lexicon a replay of the action log should pass: words were judged once, when the
 * action was accepted. A replay accepts every word (src/engine/replay.ts), but a
 * contest needs its word to be refused by the dictionary: for a `contest` entry this gives a
 * lexicon that finds every word dubious. The state keeps no dictionary verdict, so the
 * replayed state is the same byte for byte.
 */
export function replayLexiconFor(action: Action, accepting: Lexicon): Lexicon {
  if (action.do !== "contest") return accepting;
  return {
    version: accepting.version,
    check: (input, profile) => ({
      input,
      word: String(input).toUpperCase(),
      ok: false,
      verdict: "dubious",
      reason: null,
      hint: "",
      source: "judge",
      profile,
    }),
    readings: (pattern, wild, profile) => accepting.readings(pattern, wild, profile),
    findWords: (letters, wild, options) => accepting.findWords(letters, wild, options),
  };
}
