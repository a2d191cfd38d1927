/**
 * "What is legal now?": the list bots and hints use. Drawing, picking up and discarding are
 * listed exhaustively; melds and additions as the best candidates the dictionary finds
 * (every candidate listed is legal: each is checked by the same `check` as a real action).
 */
import type { Lexicon } from "../lexicon/types";
import type { Action } from "./actions";
import { type CardId, type Colour, isWild, kindOf, letterOf, makeCard, makeWildCard, type Wild, wildLetters } from "./cards";
import { check, discardError } from "./game";
import { judgementActions } from "./judgement";
import { meldWord } from "./melds";
import { variantOf } from "./ruleset";
import type { MatchState, Seat } from "./state";

export interface LegalOptions {
  /** Meld candidates per colour and wild choice (best by card value). Default 3. */
  meldsPerColour?: number;
}

export function legalActions(match: MatchState, seat: Seat, lexicon: Lexicon, options: LegalOptions = {}): Action[] {
  const deal = match.deal;
  if (match.winner) return [];
  if (deal.phase === "over") return [{ do: "nextDeal" }];
  // The giudice di lingua: a ruling while a request is pending, challenges in the window.
  const judging = judgementActions(match, seat);
  if (deal.judgement) return judging;
  if (deal.turn !== seat) return judging;
  if (deal.phase === "draw") {
    const takes: Action[] = [{ do: "draw" }, { do: "pickup" }];
    return [...judging, ...takes.filter((a) => check(match, seat, a, lexicon) === null)];
  }
  const hand = deal.hands[seat]!;
  const actions: Action[] = [...judging];
  const seen = new Set<string>();
  for (const id of hand) {
    const name = makeCard(id);
    if (seen.has(name)) continue;
    seen.add(name);
    if (discardError(match, seat, id) === null) actions.push({ do: "discard", card: name });
  }
  const candidates = [...meldCandidates(match, hand, lexicon, options.meldsPerColour ?? 3), ...additionCandidates(match, seat, hand, lexicon, { wilds: true })];
  for (const action of candidates) {
    if (check(match, seat, action, lexicon) === null) actions.push(action);
  }
  return actions;
}

/**
 * New melds the hand could open: per colour (Art. 4.2; Basic, with no colour rule, all the
 * letters together) and per wild choice, the best `perColour` words by card value. Not yet
 * checked against the rest of the turn (see legalActions).
 */
export function meldCandidates(match: MatchState, hand: readonly CardId[], lexicon: Lexicon, perColour: number): Action[] {
  const out: Action[] = [];
  const wilds: (Wild | null)[] = [null];
  if (hand.some((id) => kindOf(id).type === "jolly")) wilds.push("jolly");
  if (hand.some((id) => kindOf(id).type === "pinella")) wilds.push("pinella");
  const groups: readonly (Colour | null)[] = variantOf(match.rules).sameColour ? ["R", "N"] : [null];
  for (const colour of groups) {
    const letterCards = hand.filter((id) => {
      const kind = kindOf(id);
      return kind.type === "letter" && (colour === null || kind.colour === colour);
    });
    const letters = letterCards.map((id) => letterOf(id, null)).join("");
    if (letters.length + 1 < 3) continue;
    for (const wild of wilds) {
      const found = lexicon.findWords(letters, wild, {
        profile: match.rules.wordProfile,
        limit: perColour,
      });
      for (const f of found) {
        const used = new Set<CardId>();
        const cards = [...f.word].map((letter, i) => {
          if (i === f.wildAt) return makeWildCard(wild!, letter);
          const id = letterCards.find((card) => !used.has(card) && letterOf(card, null) === letter)!;
          used.add(id);
          return makeCard(id);
        });
        out.push({ do: "meld", cards });
      }
    }
  }
  return out;
}

/**
 * One card of the hand added to one of the line's melds, at every position where it makes
 * a valid word; with `wilds: false` letter cards only. Not yet checked against the turn.
 */
export function additionCandidates(match: MatchState, seat: Seat, hand: readonly CardId[], lexicon: Lexicon, options: { wilds: boolean }): Action[] {
  const deal = match.deal;
  const line = deal.lines[deal.lineOfSeat[seat]!]!;
  const out: Action[] = [];
  const kinds = [...new Set(hand.filter((id) => options.wilds || !isWild(id)).map(makeCard))];
  line.melds.forEach((meld, index) => {
    const word = meldWord(meld);
    for (const name of kinds) {
      const kind = kindOf(hand.find((id) => makeCard(id) === name)!);
      const letters = kind.type === "letter" ? [kind.letter] : wildLetters(kind.type);
      for (const letter of letters) {
        for (let pos = 0; pos <= word.length; pos++) {
          const candidate = word.slice(0, pos) + letter + word.slice(pos);
          if (lexicon.check(candidate, match.rules.wordProfile).verdict !== "valid") continue;
          out.push({ do: "add", meld: index, cards: [name], word: candidate });
        }
      }
    }
  });
  return out;
}
