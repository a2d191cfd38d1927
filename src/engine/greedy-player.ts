/**
 * A simple greedy player for simulations and as a stand-in at tables: it picks up a pile
 * of three or more cards, lays the most valuable word it finds in each colour, attaches
 * single cards where they make a word, and discards its most valuable card (a wild last).
 * Every move it makes goes through `play`, so it can only do what the rules allow.
 */
import type { Lexicon, Wild } from "../lexicon/types";
import type { Action } from "./actions";
import { cardValue, isWild, kindOf, makeCard } from "./cards";
import { discardError, play } from "./game";
import { meldWord } from "./melds";
import type { MatchState, Seat } from "./state";

/** The next action of the seat to move, or null when it is not this seat's turn. */
export function greedyAction(match: MatchState, seat: Seat, lexicon: Lexicon): Action | null {
  const deal = match.deal;
  if (match.winner) return null;
  if (deal.phase === "over") return { do: "nextDeal" };
  if (deal.turn !== seat) return null;
  if (deal.phase === "draw") {
    const pickup: Action = { do: "pickup" };
    if (deal.discard.length >= 3 && play(match, seat, pickup, lexicon).ok) return pickup;
    const draw: Action = { do: "draw" };
    return play(match, seat, draw, lexicon).ok ? draw : pickup;
  }
  return bestMeld(match, seat, lexicon) ?? bestAddition(match, seat, lexicon) ?? bestDiscard(match, seat);
}

function bestMeld(match: MatchState, seat: Seat, lexicon: Lexicon): Action | null {
  const hand = match.deal.hands[seat]!;
  const wilds: (Wild | null)[] = [null];
  if (hand.some((id) => kindOf(id).type === "jolly")) wilds.push("jolly");
  if (hand.some((id) => kindOf(id).type === "pinella")) wilds.push("pinella");
  let best: { action: Action; value: number } | null = null;
  for (const colour of ["R", "N"] as const) {
    let letters = "";
    for (const id of hand) {
      const kind = kindOf(id);
      if (kind.type === "letter" && kind.colour === colour) letters += kind.letter;
    }
    if (letters.length < 2) continue;
    for (const wild of wilds) {
      if (wild === null && letters.length < 3) continue;
      for (const found of lexicon.findWords(letters, wild, { profile: match.rules.wordProfile, limit: 2 })) {
        // Keep the wild for later unless it buys a longer word than the cards alone.
        const value = found.value - (found.wildAt === null ? 0 : 25);
        if (best && best.value >= value) continue;
        const cards = [...found.word].map((letter, i) =>
          i === found.wildAt ? `${wild === "jolly" ? "J" : "P"}=${letter}` : `${colour}:${letter}`,
        );
        const action: Action = { do: "meld", cards };
        if (play(match, seat, action, lexicon).ok) best = { action, value };
      }
    }
  }
  return best?.action ?? null;
}

function bestAddition(match: MatchState, seat: Seat, lexicon: Lexicon): Action | null {
  const deal = match.deal;
  const hand = deal.hands[seat]!;
  const line = deal.lines[deal.lineOfSeat[seat]!]!;
  const kinds = [...new Set(hand.filter((id) => !isWild(id)).map(makeCard))];
  for (let m = 0; m < line.melds.length; m++) {
    const meld = line.melds[m]!;
    const word = meldWord(meld);
    for (const name of kinds) {
      const letter = name.slice(2);
      for (let pos = 0; pos <= word.length; pos++) {
        const candidate = word.slice(0, pos) + letter + word.slice(pos);
        if (lexicon.check(candidate, match.rules.wordProfile).verdict !== "valid") continue;
        const action: Action = { do: "add", meld: m, cards: [name], word: candidate };
        if (play(match, seat, action, lexicon).ok) return action;
      }
    }
  }
  return null;
}

function bestDiscard(match: MatchState, seat: Seat): Action {
  const hand = match.deal.hands[seat]!;
  const legal = hand.filter((id) => discardError(match, seat, id) === null);
  // Most valuable first (fewer points left in hand), wilds last (they make words).
  legal.sort((a, b) => Number(isWild(a)) - Number(isWild(b)) || cardValue(b) - cardValue(a) || a - b);
  return { do: "discard", card: makeCard(legal[0] ?? hand[0]!) };
}
