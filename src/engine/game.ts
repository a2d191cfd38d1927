/**
 * The state machine of a match: create, check an action, play it. Pure: no I/O, no clock,
 * no randomness but the seed's; the lexicon comes in as an argument. `check` asks,
 * `play` does; both give the same answer for the same state and action.
 */
import type { Lexicon, WordCheck } from "../lexicon/types";
import type { Action } from "./actions";
import { type CardId, cardValue, isWild, makeCard, parseCard } from "./cards";
import { dealCards, dealerOf } from "./deal";
import { type EngineError, engineError } from "./errors";
import { afterJudgedAction, judgementStep, penalisedDiscardError } from "./judgement";
import { askHint } from "./hints";
import { arrangeAddition, checkNewMeld, isBurraco, meldWord } from "./melds";
import { appendPublicLog, type PublicEvent, publicEvents } from "./public-log";
import { makeRuleset, type Ruleset, variantOf } from "./ruleset";
import { scoreDeal } from "./scoring";
import { playSecondsFor } from "./timing";
import { cloneMatch, type DealState, type MatchState, type Meld, type Seat } from "./state";

/**
 * What `play` gives: the new state with the public events this action added to its log, and
 * the dictionary's verdicts the rules decided it with, in the order they were asked (empty
 * when no word was checked); or why not.
 */
export type PlayResult = { ok: true; state: MatchState; events: PublicEvent[]; words: WordCheck[] } | { ok: false; error: EngineError };

type Applied = { ok: true; state: MatchState } | { ok: false; error: EngineError };

export function createMatch(rules: Partial<Ruleset>, seed: string, firstDealer: Seat = 0): MatchState {
  const ruleset = makeRuleset(rules);
  return {
    rules: ruleset,
    seed,
    firstDealer,
    deal: dealCards(ruleset, seed, 0, dealerOf(firstDealer, 0, ruleset.players)),
    scores: [],
    totals: new Array<number>(ruleset.players).fill(0),
    version: 0,
    winner: null,
    log: [],
  };
}

/**
 * Is this action legal now? null when it is, else why not. The state is not changed. Only
 * the rules run: the bookkeeping of an accepted action (judge's window, version, public log)
 * is `play`'s, and a player trying its options need not pay for it.
 */
export function check(state: MatchState, seat: Seat, action: Action, lexicon: Lexicon): EngineError | null {
  const result = applied(state, seat, action, lexicon);
  return result.ok ? null : result.error;
}

/** Plays an action: a new state, or the error and the old state untouched. */
export function play(state: MatchState, seat: Seat, action: Action, lexicon: Lexicon): PlayResult {
  const words: WordCheck[] = [];
  const result = applied(state, seat, action, recordingLexicon(lexicon, words));
  if (!result.ok) return result;
  const next = result.state;
  afterJudgedAction(state, seat, action, next);
  next.version++;
  const events = publicEvents(state, seat, action, next);
  // A new array: states share the old one (cloneMatch), and it must not change under them.
  next.log = appendPublicLog(state.log, events);
  return { ok: true, state: next, events, words };
}

/**
 * The lexicon `play` hands to the rules: the same verdicts, each also noted in `words`, so
 * the caller learns what the dictionary said without asking it again.
 */
function recordingLexicon(lexicon: Lexicon, words: WordCheck[]): Lexicon {
  return {
    version: lexicon.version,
    check(input, profile) {
      const verdict = lexicon.check(input, profile);
      words.push(verdict);
      return verdict;
    },
    readings: (pattern, wild, profile) => lexicon.readings(pattern, wild, profile),
    findWords: (letters, wild, options) => lexicon.findWords(letters, wild, options),
  };
}

/** The rules alone: a copy of `state` with the action applied, or why not. */
function applied(state: MatchState, seat: Seat, action: Action, lexicon: Lexicon): Applied {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.rules.players) return fail("NOT_A_SEAT");
  if (state.winner) return fail("GAME_OVER");
  const next = cloneMatch(state);
  const error = apply(next, seat, action, lexicon);
  return error ? { ok: false, error } : { ok: true, state: next };
}

function fail(code: Parameters<typeof engineError>[0], detail?: string): { ok: false; error: EngineError } {
  return { ok: false, error: engineError(code, detail) };
}

/** Mutates `match` (a private copy); returns an error before changing anything. */
function apply(match: MatchState, seat: Seat, action: Action, lexicon: Lexicon): EngineError | null {
  // Art. 7: the referee's whistle does not wait for the judge, nor for anyone's turn.
  if (action.do === "timeUp") return timeUp(match);
  // The giudice di lingua first: a pending request stops the game (judgement.ts).
  const judged = judgementStep(match, seat, action, lexicon, apply);
  if (judged !== undefined) return judged;
  const deal = match.deal;
  if (action.do === "nextDeal") {
    if (deal.phase !== "over") return engineError("DEAL_NOT_OVER");
    startNextDeal(match);
    return null;
  }
  // Its own checks, the table's having hints first (hints.ts).
  if (action.do === "hint") return askHint(match, seat);
  if (deal.phase === "over") return engineError("DEAL_OVER");
  if (deal.turn !== seat) return engineError("NOT_YOUR_TURN");
  switch (action.do) {
    case "draw":
      return draw(deal);
    case "pickup":
      return pickup(deal, seat);
    case "monte":
      return monte(match, seat, action.melds, action.pile, lexicon);
    case "meld":
      return meld(match, seat, action.cards, lexicon);
    case "add":
      return add(match, seat, action.meld, action.cards, action.word, lexicon);
    case "discard":
      return discard(match, seat, action.card);
    case "timeout":
      return timeout(match, seat);
    default:
      return engineError("UNKNOWN_ACTION");
  }
}

function draw(deal: DealState): EngineError | null {
  if (deal.phase !== "draw") return engineError("ALREADY_DRAWN");
  // Art. 6 B.1: the last two cards of the tallone are never drawn.
  if (deal.stock.length <= 2) return engineError("STOCK_LAST_TWO");
  deal.hands[deal.turn]!.push(deal.stock.shift()!);
  if (deal.stallo.mustDraw === deal.turn) deal.stallo = { swaps: 0, mustDraw: null };
  startPlay(deal);
  return null;
}

/** The take is done: the play phase starts, with its time fixed by the hand now (§7). */
function startPlay(deal: DealState): void {
  deal.phase = "play";
  deal.playSeconds = playSecondsFor(deal.hands[deal.turn]!.length, false);
}

function pickup(deal: DealState, seat: Seat): EngineError | null {
  if (deal.phase !== "draw") return engineError("ALREADY_DRAWN");
  if (deal.discard.length === 0) return engineError("PILE_EMPTY");
  // Art. 6 B.1: with only the last two cards in the tallone nobody may pick up the pile.
  if (deal.stock.length <= 2) return engineError("STOCK_LAST_TWO");
  if (deal.stallo.mustDraw === seat) return engineError("STALLO_MUST_DRAW");
  deal.pickedSingle = deal.discard.length === 1 ? deal.discard[0]! : null;
  deal.hands[seat]!.push(...deal.discard);
  deal.discard = [];
  startPlay(deal);
  return null;
}

/**
 * Gioco al monte (Art. 10.17): melds made of hand cards and pile cards instead of drawing;
 * at most one card stays on the pile, and the player goes on to play and discard.
 */
function monte(match: MatchState, seat: Seat, melds: readonly (readonly string[])[], pileNames: readonly string[], lexicon: Lexicon): EngineError | null {
  const deal = match.deal;
  if (!match.rules.giocoAlMonte) return engineError("MONTE_NOT_ALLOWED");
  if (deal.phase !== "draw") return engineError("ALREADY_DRAWN");
  // Art. 4.5: after a stallo the first who swapped must draw; the pile is not theirs to use.
  if (deal.stallo.mustDraw === seat) return engineError("STALLO_MUST_DRAW");
  if (!Array.isArray(melds) || melds.length === 0 || !Array.isArray(pileNames)) return engineError("NO_CARDS");
  const fromPile = takeFromHand(deal.discard, pileNames);
  if ("code" in fromPile) return fromPile.code === "CARD_NOT_IN_HAND" ? engineError("MONTE_CARD_NOT_IN_PILE") : fromPile;
  if (deal.discard.length - fromPile.ids.length > 1) return engineError("MONTE_TOO_MANY_LEFT");
  const hand = deal.hands[seat]!;
  // The named cards of all melds come from the pile first, then from the hand.
  let pool = [...fromPile.ids, ...hand];
  const fromThePile = new Set(fromPile.ids);
  const line = lineOf(deal, seat);
  const newMelds: Meld[] = [];
  for (const names of melds) {
    const taken = takeFromHand(pool, names);
    if ("code" in taken) return taken;
    pool = pool.filter((id) => !taken.ids.includes(id));
    const pileCards = taken.ids.filter((id) => fromThePile.has(id)).length;
    if (pileCards === 0 || pileCards === taken.ids.length) return engineError("MONTE_MELD_NEEDS_BOTH");
    const newMeld = openMeld(taken, match, lexicon);
    if ("code" in newMeld) return newMeld;
    newMelds.push(newMeld);
  }
  const handUsed = hand.filter((id) => !pool.includes(id));
  if (fromPile.ids.some((id) => pool.includes(id))) {
    return engineError("MONTE_MELD_NEEDS_BOTH", "(ogni carta presa dal monte va calata)");
  }
  const remaining = hand.filter((id) => pool.includes(id));
  line.melds.push(...newMelds);
  const handError = checkRemainingHand(match, seat, remaining);
  if (handError) {
    line.melds.length -= newMelds.length;
    return handError;
  }
  removeFromHand(deal.discard, fromPile.ids);
  removeFromHand(hand, handUsed);
  startPlay(deal);
  afterPlay(match, seat);
  return null;
}

/** Finds the hand's cards for a list of notations (any card of the kind); null if missing. */
export function takeFromHand(hand: readonly CardId[], names: readonly string[]): { ids: CardId[]; as: (string | null)[] } | EngineError {
  const used = new Set<number>();
  const ids: CardId[] = [];
  const as: (string | null)[] = [];
  for (const name of names) {
    const parsed = parseCard(name);
    if (!parsed) return engineError("BAD_CARD", `(${name})`);
    const index = hand.findIndex((id, i) => !used.has(i) && makeCard(id) === parsed.key);
    if (index < 0) return engineError("CARD_NOT_IN_HAND", `(${parsed.key})`);
    used.add(index);
    ids.push(hand[index]!);
    as.push(parsed.as);
  }
  return { ids, as };
}

function removeFromHand(hand: CardId[], ids: readonly CardId[]): void {
  for (const id of ids) hand.splice(hand.indexOf(id), 1);
}

function lineOf(deal: DealState, seat: Seat) {
  return deal.lines[deal.lineOfSeat[seat]!]!;
}

/** The pozzetto the seat's line would take now, or null (Art. 1.1; 3 players "18+11": first come). */
export function availablePozzetto(match: MatchState, seat: Seat): number | null {
  const deal = match.deal;
  const lineIndex = deal.lineOfSeat[seat]!;
  if (deal.lines[lineIndex]!.pozzetto !== null) return null;
  if (match.rules.players === 3 && match.rules.threePlayerPozzetti === "18+11") {
    const free = deal.pozzetti.findIndex((p) => p.takenBy === null);
    return free < 0 ? null : free;
  }
  return deal.pozzetti[lineIndex]?.takenBy === null ? lineIndex : null;
}

/**
 * The line pozzetto `index` belongs to: the one that took it, or the one it is kept for (one
 * per line, Art. 1.1; 3 players "3x11": one per player). With 3 players "18+11" (Art. 3.3)
 * the 18 goes to whoever reaches a pozzetto first (null until then), and the 11 to the pair
 * the other two form from that moment.
 */
export function pozzettoLine(match: MatchState, index: number): number | null {
  const deal = match.deal;
  const pozzetto = deal.pozzetti[index];
  if (pozzetto === undefined) return null;
  if (pozzetto.takenBy !== null) return pozzetto.takenBy;
  if (match.rules.players === 3 && match.rules.threePlayerPozzetti === "18+11") {
    if (index === 0 || deal.pozzetti[0]!.takenBy === null) return null;
    const pair = deal.lines.findIndex((line) => line.seats.length > 1);
    return pair < 0 ? null : pair;
  }
  return index;
}

/**
 * Closing (Art. 6 A): pozzetto taken, a burraco, not in the first round. Basic has no
 * pozzetti: the rest holds (docs/engine.md, "Basic ruleset").
 */
export function mayClose(match: MatchState, seat: Seat): boolean {
  const deal = match.deal;
  return closingLine(match, seat) && lineOf(deal, seat).melds.some((meld) => isBurraco(meld, match.rules)) && deal.turnsPlayed >= match.rules.players;
}

/** Why a hand may not be emptied: the UISP message speaks of the pozzetto, Basic has none. */
function mustKeepACard(match: MatchState): "MUST_KEEP_A_CARD" | "BASIC_MUST_KEEP_A_CARD" {
  return variantOf(match.rules).pozzetti ? "MUST_KEEP_A_CARD" : "BASIC_MUST_KEEP_A_CARD";
}

/** The seat's line has nothing left to reach before closing: its pozzetto, or a game without pozzetti. */
function closingLine(match: MatchState, seat: Seat): boolean {
  return lineOf(match.deal, seat).pozzetto !== null || !variantOf(match.rules).pozzetti;
}

/**
 * After a meld or an addition the hand must allow the rest of the turn: empty only to take
 * a pozzetto al volo; one card only to discard it (con lo scarto) or to close with it.
 */
function checkRemainingHand(match: MatchState, seat: Seat, remaining: readonly CardId[]): EngineError | null {
  if (remaining.length === 0) {
    return availablePozzetto(match, seat) === null ? engineError(mustKeepACard(match)) : null;
  }
  if (remaining.length === 1) {
    // The last card must be discardable, or the player would have no legal move left:
    // the same rule as the discard itself, said as a reason not to make the play.
    const error = discardError(match, seat, remaining[0]!, remaining);
    if (error?.code === "CANNOT_CLOSE" || error?.code === "BASIC_CANNOT_CLOSE") return engineError(mustKeepACard(match));
    if (error?.code === "CLOSING_WITH_WILD") return engineError("LAST_CARD_WILD");
    return error;
  }
  return null;
}

function checkWord(word: string, match: MatchState, lexicon: Lexicon): EngineError | null {
  const verdict = lexicon.check(word, match.rules.wordProfile);
  if (verdict.verdict === "valid") return null;
  const info = { word: verdict.word, verdict: verdict.verdict, reason: verdict.reason, hint: verdict.hint };
  return engineError(verdict.verdict === "dubious" ? "WORD_DUBIOUS" : "WORD_INVALID", verdict.hint, info);
}

/** A new meld from named cards: its shape (Art. 4.2) and its word under the table's profile. */
function openMeld(taken: { ids: CardId[]; as: (string | null)[] }, match: MatchState, lexicon: Lexicon): Meld | EngineError {
  const shape = checkNewMeld(match.rules, taken.ids, taken.as);
  if (shape) return shape;
  const newMeld: Meld = { cards: taken.ids, as: taken.ids.map((id, i) => (isWild(id) ? taken.as[i]! : null)) };
  return checkWord(meldWord(newMeld), match, lexicon) ?? newMeld;
}

function meld(match: MatchState, seat: Seat, names: readonly string[], lexicon: Lexicon): EngineError | null {
  const deal = match.deal;
  if (deal.phase !== "play") return engineError("MUST_DRAW_FIRST");
  const hand = deal.hands[seat]!;
  const taken = takeFromHand(hand, names);
  if ("code" in taken) return taken;
  const newMeld = openMeld(taken, match, lexicon);
  if ("code" in newMeld) return newMeld;
  const line = lineOf(deal, seat);
  line.melds.push(newMeld);
  const remaining = hand.filter((id) => !taken.ids.includes(id));
  const handError = checkRemainingHand(match, seat, remaining);
  if (handError) {
    line.melds.pop();
    return handError;
  }
  removeFromHand(hand, taken.ids);
  afterPlay(match, seat);
  return null;
}

function add(match: MatchState, seat: Seat, meldIndex: number, names: readonly string[], word: string, lexicon: Lexicon): EngineError | null {
  const deal = match.deal;
  if (deal.phase !== "play") return engineError("MUST_DRAW_FIRST");
  const line = lineOf(deal, seat);
  const target = line.melds[meldIndex];
  if (!Number.isInteger(meldIndex) || !target) return engineError("NO_SUCH_MELD");
  const hand = deal.hands[seat]!;
  const taken = takeFromHand(hand, names);
  if ("code" in taken) return taken;
  const upper = String(word).trim().toUpperCase();
  const arranged = arrangeAddition(match.rules, target, taken.ids, upper);
  if ("code" in arranged) return arranged;
  const wordError = checkWord(upper, match, lexicon);
  if (wordError) return wordError;
  line.melds[meldIndex] = arranged;
  const remaining = hand.filter((id) => !taken.ids.includes(id));
  const handError = checkRemainingHand(match, seat, remaining);
  if (handError) {
    line.melds[meldIndex] = target;
    return handError;
  }
  removeFromHand(hand, taken.ids);
  afterPlay(match, seat);
  return null;
}

/** After a meld or addition: an empty hand takes the pozzetto al volo and plays on. */
function afterPlay(match: MatchState, seat: Seat): void {
  const deal = match.deal;
  deal.played = true;
  deal.stallo.swaps = 0;
  if (deal.hands[seat]!.length === 0) {
    const cards = takePozzetto(match, seat);
    deal.hands[seat]!.push(...cards);
    deal.alVolo = true;
    deal.playSeconds = playSecondsFor(cards.length, true);
  }
}

/** The seat's line takes its pozzetto; with 3 players "18+11" the other two become a pair. */
function takePozzetto(match: MatchState, seat: Seat): CardId[] {
  const deal = match.deal;
  const index = availablePozzetto(match, seat)!;
  const lineIndex = deal.lineOfSeat[seat]!;
  const pozzetto = deal.pozzetti[index]!;
  pozzetto.takenBy = lineIndex;
  deal.lines[lineIndex]!.pozzetto = index;
  const cards = pozzetto.cards;
  pozzetto.cards = [];
  if (match.rules.players === 3 && match.rules.threePlayerPozzetti === "18+11" && index === 0) {
    // Art. 3.3: the first to reach the pozzetto plays alone; the other two now form a line.
    const others = deal.lines.map((_, i) => i).filter((i) => i !== lineIndex && deal.lines[i]!.seats.length > 0);
    const [keep, merge] = others as [number, number];
    const kept = deal.lines[keep]!;
    const merged = deal.lines[merge]!;
    kept.seats = [...kept.seats, ...merged.seats].sort((a, b) => a - b);
    kept.melds = [...kept.melds, ...merged.melds];
    for (const s of merged.seats) deal.lineOfSeat[s] = keep;
    deal.lines[merge] = { seats: [], melds: [], pozzetto: null };
  }
  return cards;
}

function discard(match: MatchState, seat: Seat, name: string): EngineError | null {
  const deal = match.deal;
  if (deal.phase !== "play") return engineError("MUST_DRAW_FIRST");
  const hand = deal.hands[seat]!;
  const taken = takeFromHand(hand, [name]);
  if ("code" in taken) return taken;
  const card = taken.ids[0]!;
  const error = discardError(match, seat, card);
  if (error) return error;
  finishTurn(match, seat, card);
  return null;
}

/** Why this card may not be discarded now (from `hand`, the seat's by default), or null. */
export function discardError(match: MatchState, seat: Seat, card: CardId, hand: readonly CardId[] = match.deal.hands[seat]!): EngineError | null {
  // Art. 10.11: penalised cards go first, the highest value first.
  return plainDiscardError(match, seat, card, hand) ?? penalisedDiscardError(match, seat, card, hand, plainDiscardError);
}

function plainDiscardError(match: MatchState, seat: Seat, card: CardId, hand: readonly CardId[]): EngineError | null {
  const deal = match.deal;
  // Art. 4.4: a one-card pile's card stays in hand this turn, unless one holds its doppione.
  // Once that card is melded the rule has nothing left to hold (its twin may come from a pozzetto).
  const picked = deal.pickedSingle;
  if (picked !== null && hand.includes(picked) && makeCard(card) === makeCard(picked)) {
    if (hand.filter((id) => makeCard(id) === makeCard(card)).length < 2) return engineError("SINGLE_PICKUP_DISCARD");
  }
  if (hand.length === 1) {
    if (closingLine(match, seat)) {
      if (!mayClose(match, seat)) return engineError(variantOf(match.rules).pozzetti ? "CANNOT_CLOSE" : "BASIC_CANNOT_CLOSE");
      if (isWild(card)) return engineError("CLOSING_WITH_WILD");
    } else if (availablePozzetto(match, seat) === null) {
      return engineError("NO_POZZETTO");
    }
  }
  return null;
}

function finishTurn(match: MatchState, seat: Seat, card: CardId): void {
  const deal = match.deal;
  const hand = deal.hands[seat]!;
  hand.splice(hand.indexOf(card), 1);
  deal.discard.push(card);
  const players = match.rules.players;
  // Art. 4.5: count the turns that were only a swap of the single discarded card.
  const swap = deal.pickedSingle !== null && !deal.played;
  deal.stallo.swaps = swap ? deal.stallo.swaps + 1 : 0;
  if (deal.stallo.swaps >= 2 * players) deal.stallo = { swaps: 0, mustDraw: (seat + 1) % players };

  if (hand.length === 0) {
    if (closingLine(match, seat)) {
      deal.closedBy = seat;
      endDeal(match, { reason: "closed", seat });
      return;
    }
    // Con lo scarto: the pozzetto waits face down for the owner's next turn.
    deal.pending.push({ seat, cards: takePozzetto(match, seat), visible: false });
  }
  deal.turnsPlayed++;
  // Art. 6 B.1: once the tallone is down to its last two cards, this discard ends the deal.
  if (deal.stock.length <= 2) {
    endDeal(match, { reason: "stock", seat });
    return;
  }
  // Art. 7: after the time-out the dealer's discards count down to the end of the last round.
  if (seat === deal.dealer && deal.dealerDiscardsLeft !== undefined && deal.dealerDiscardsLeft !== null) {
    deal.dealerDiscardsLeft--;
    if (deal.dealerDiscardsLeft === 0) {
      endDeal(match, { reason: "timeUp", seat });
      return;
    }
  }
  // Art. 10.26: a pozzetto taken con lo scarto may be looked at once the partner has discarded.
  for (const pending of deal.pending) {
    if (pending.seat !== seat && deal.lineOfSeat[pending.seat] === deal.lineOfSeat[seat]) pending.visible = true;
  }
  const nextSeat = (seat + 1) % players;
  deal.turn = nextSeat;
  deal.phase = "draw";
  deal.pickedSingle = null;
  deal.played = false;
  deal.alVolo = false;
  deal.playSeconds = null;
  const mine = deal.pending.findIndex((p) => p.seat === nextSeat);
  if (mine >= 0) {
    deal.hands[nextSeat]!.push(...deal.pending[mine]!.cards);
    deal.pending.splice(mine, 1);
  }
}

function endDeal(match: MatchState, end: { reason: "closed" | "stock" | "timeUp"; seat: Seat }): void {
  const deal = match.deal;
  deal.end = end;
  deal.phase = "over";
  const scores = scoreDeal(deal, match.rules);
  match.scores.push(scores);
  for (const line of scores) for (const s of line.seats) match.totals[s]! += line.total;
  const rules = match.rules;
  // Art. 7: once the time is up no new deal starts.
  const timeIsUp = deal.dealerDiscardsLeft !== undefined && deal.dealerDiscardsLeft !== null;
  const finished = timeIsUp || (rules.deals !== null ? match.scores.length >= rules.deals : match.totals.some((t) => t >= rules.target));
  if (finished) declareWinner(match);
}

/** The match is over: the leading seats win. */
function declareWinner(match: MatchState): void {
  const best = Math.max(...match.totals);
  const leaders = match.totals.map((t, s) => (t === best ? s : -1)).filter((s) => s >= 0);
  // Art. 6: the line with more points wins; level lines play on (unless the turn is timed).
  const leadingLines = new Set(leaders.map((s) => match.deal.lineOfSeat[s]));
  if (leadingLines.size === 1 || match.rules.deals !== null) match.winner = { seats: leaders };
}

/**
 * Art. 7, time-out: "sarà consentito far effettuare un giro di gioco completo dopo lo scarto
 * del cartaro della smazzata in corso, che sarà l'ultimo a giocare" — the round in progress
 * ends with the dealer's discard, then one last full round, the dealer last (2 dealer discards
 * to come; 1 when the whistle finds a round about to start, the dealer having just discarded:
 * that round is the last). The deal is then scored as it stands, like one the tallone ended
 * (no closing bonus; cards in hand and a pozzetto not taken count against), and the match
 * ends. "Se il segnale di time out avviene durante la distribuzione delle carte, nessun gioco
 * dovrà essere iniziato ed il punteggio finale sarà quello indicato nella smazzata precedente",
 * also once the first card is turned up and nobody has drawn: that deal is void, and so is the
 * next one when the whistle comes between deals.
 */
function timeUp(match: MatchState): EngineError | null {
  const deal = match.deal;
  if (match.rules.deals === null) return engineError("NOT_A_TIMED_MATCH");
  if (deal.dealerDiscardsLeft !== undefined && deal.dealerDiscardsLeft !== null) return engineError("TIME_ALREADY_UP");
  if (deal.phase === "over") {
    declareWinner(match);
    return null;
  }
  if (deal.turnsPlayed === 0 && deal.phase === "draw") {
    deal.phase = "over";
    deal.end = { reason: "void", seat: deal.turn };
    declareWinner(match);
    return null;
  }
  const roundStarts = deal.phase === "draw" && deal.turn === (deal.dealer + 1) % match.rules.players;
  deal.dealerDiscardsLeft = roundStarts ? 1 : 2;
  return null;
}

function startNextDeal(match: MatchState): void {
  const number = match.deal.number + 1;
  match.deal = dealCards(match.rules, match.seed, number, dealerOf(match.firstDealer, number, match.rules.players));
}

/**
 * §7, Art. 4.1: at time-out "l'arbitro farà scartare immediatamente al colpevole la carta più
 * alta in suo possesso" — the card of highest value is discarded for the player (drawing first
 * if needed).
 */
function timeout(match: MatchState, seat: Seat): EngineError | null {
  const deal = match.deal;
  if (deal.phase === "draw") {
    const drawn = deal.stock.length > 2 ? draw(deal) : pickup(deal, seat);
    if (drawn) return drawn;
  }
  const card = forcedDiscard(match, seat);
  if (card === null) return engineError("CANNOT_CLOSE");
  finishTurn(match, seat, card);
  return null;
}

/**
 * The card a time-out discards: the highest value that may legally go, ties by notation.
 *
 * A wild is not spared. Art. 4.1 names "la carta più alta", and by Art. 5 the jolly (30) and
 * the pinella (20) are the highest cards; where the regulation keeps a wild from being
 * discarded it says so, and only for the closing discard (Art. 1.1, 4.7: "le matte possono
 * essere scartate in qualunque momento del gioco, fatta eccezione per la chiusura finale"),
 * which `discardError` refuses like any discard the rules forbid (Art. 4.4's single card
 * picked up too). The table page says so at the warning (move-clock.tsx).
 */
export function forcedDiscard(match: MatchState, seat: Seat): CardId | null {
  const hand = match.deal.hands[seat]!;
  const candidates = hand
    .filter((id) => discardError(match, seat, id) === null)
    .sort((a, b) => cardValue(b) - cardValue(a) || (makeCard(a) < makeCard(b) ? -1 : makeCard(a) > makeCard(b) ? 1 : a - b));
  return candidates[0] ?? null;
}
