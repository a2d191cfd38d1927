/**
 * Esperto: it plans with a score. Each play the hand allows (new melds, single and
 * multi-card additions, Art. 4.7) is valued for the points it moves from hand to table
 * (Art. 5: cards in hand count against the line), for the progress of its meld toward a
 * burraco (7 cards, 5 in Basic: clean +200, dirty +100, +50 per two cards beyond it in a clean one, RULES
 * §6), and a wild is kept for a burraco unless the end is near. It picks up the monte scarti
 * when its cards make words with the hand or add to the line's melds, or when it is big and
 * nobody is about to close; it empties its hand fast to reach the pozzetto (−100 if never
 * taken) and closes as soon as the rules let it (Art. 6 A, +100). It discards what it needs
 * least and the next opponent can use least: not a letter that adds to the opponent's melds
 * (checked in the dictionary at every position), rather one the opponent just threw away.
 * With 4 players the line's melds are its own: it adds to its partner's words as to its own.
 */
import { type Action, isWildNotation, makeLetterCard, type SeatView, variantOf } from "../engine";
import type { Lexicon, ProfileName } from "../lexicon/types";
import {
  decideTurn,
  discardable,
  isLegal,
  lettersOf,
  meldPlays,
  multiAdditions,
  opponentClosingSoon,
  type Play,
  singleAdditions,
  type Turn,
  pointsOf,
} from "./turn";
import type { Bot } from "./types";

export const esperto: Bot = {
  level: "esperto",
  decide(view, rules, lexicon, random) {
    return decideTurn(view, rules, lexicon, random, choose);
  },
};

/** The worth of a meld of each length short of a 7-card burraco: how near it is to 7 cards. */
const PROGRESS = [0, 0, 0, 6, 14, 26, 45];
/** What keeping a wild in hand is worth while a burraco may still need it. */
const WILD_KEPT = 20;
/** What a letter that takes part in every word the hand could make is worth keeping. */
const KEEP_WEIGHT = 60;
/** What a letter that takes part in every growth of a meld found is worth keeping. */
const EXTENDS_WEIGHT = 40;

function choose(turn: Turn): Action {
  const { view } = turn;
  if (view.phase === "draw") return pickupWorthIt(turn) ? { do: "pickup" } : { do: "draw" };
  if (view.mustDiscard !== turn.seat) {
    const play = bestPlay(turn);
    if (play) return play.action;
  }
  return { do: "discard", card: bestDiscard(turn) };
}

function bestPlay(turn: Turn): Play | null {
  const { view } = turn;
  const dump = view.hand.length <= 4 || opponentClosingSoon(view, turn.rules, turn.seat, 4);
  const plays = [
    ...meldPlays(turn, { wilds: true, limit: 6, sortBy: "length" }),
    ...meldPlays(turn, { wilds: false, limit: 4, sortBy: "value" }),
    ...singleAdditions(turn, true),
    ...multiAdditions(turn, { wilds: true, limit: 6 }),
  ];
  let best: Play | null = null;
  let bestScore = 0;
  for (const play of plays) {
    const score = playScore(play, dump, variantOf(turn.rules).burracoLength);
    if (score > bestScore) {
      best = play;
      bestScore = score;
    }
  }
  return best;
}

/** How near a meld is to a burraco of `burraco` cards (7, or 5 in Basic): PROGRESS counted back from it. */
function progress(length: number, clean: boolean, burraco: number): number {
  return length >= burraco ? 0 : (PROGRESS[Math.max(0, length + 7 - burraco)] ?? 0) * (clean ? 1 : 0.6);
}

/** The value of a play (see the module comment); plays worth nothing are not made. */
function playScore(play: Play, dump: boolean, burraco: number): number {
  const cleanBefore = !play.dirtyBefore;
  const cleanAfter = cleanBefore && !play.wild;
  let score = 2 * play.value;
  const makesBurraco = play.before < burraco && play.after >= burraco;
  if (makesBurraco) score += cleanAfter ? 200 : 100;
  if (play.before >= burraco && cleanBefore && !cleanAfter) score -= 100;
  if (play.before >= burraco && cleanAfter) score += 50 * (Math.floor((play.after - burraco) / 2) - Math.floor((play.before - burraco) / 2));
  score += progress(play.after, cleanAfter, burraco) - (play.before === 0 ? 0 : progress(play.before, cleanBefore, burraco));
  if (play.wild && !dump && !makesBurraco) score -= WILD_KEPT;
  return score;
}

/** Pick up when the pile's cards make words with the hand, or it is big and the end is not near. */
function pickupWorthIt(turn: Turn): boolean {
  const { view } = turn;
  if (!isLegal(turn, { do: "pickup" })) return false;
  const pile = view.discard;
  const usable = pile.filter((name) => isWildNotation(name) || cardUsable(turn, name)).length;
  if (opponentClosingSoon(view, turn.rules, turn.seat, 4)) return usable * 2 >= pile.length;
  return pile.length >= 3 || usable > 0;
}

/** Whether a letter card would add to a meld of the line or make a word with the hand. */
function cardUsable(turn: Turn, name: string): boolean {
  const { view, lexicon, rules } = turn;
  const colour = name[0]!;
  const letter = name[2]!;
  const line = view.lines[view.lineOfSeat[turn.seat]!]!;
  for (const meld of line.melds) {
    if (meld.cards.find((c) => !isWildNotation(c))?.[0] !== colour) continue;
    if (insertions(meld.word, letter, lexicon, rules.wordProfile)) return true;
  }
  const letters = lettersOf(view.hand, colour as "R" | "N") + letter;
  return lexicon.findWords(letters, null, { profile: rules.wordProfile, mustContain: letter, minLength: 4, limit: 1 }).length > 0;
}

/** Whether `letter` placed somewhere in `word` makes a valid word. */
function insertions(word: string, letter: string, lexicon: Lexicon, profile: ProfileName): boolean {
  for (let pos = 0; pos <= word.length; pos++) {
    if (lexicon.check(word.slice(0, pos) + letter + word.slice(pos), profile).verdict === "valid") return true;
  }
  return false;
}

/**
 * The card to let go: least useful to the hand (letters that make the longest words with it
 * and one more card), least useful to the next opponent (letters that add to its line's
 * melds, worse when they make a burraco), the most valuable when all else is even. Wilds last.
 */
function bestDiscard(turn: Turn): string {
  const { view, lexicon, rules } = turn;
  const cards = discardable(turn);
  if (cards.length === 0) return view.hand[0]!;
  const useful = usefulness(turn);
  const next = (turn.seat + 1) % view.players;
  const nextLine = view.lines[view.lineOfSeat[next]!]!;
  const thrownByNext = recentDiscards(view, next);
  let best = cards[0]!;
  let bestCost = Number.POSITIVE_INFINITY;
  for (const name of cards) {
    let cost: number;
    if (isWildNotation(name)) cost = 1000 + pointsOf(name);
    else {
      const copies = view.hand.filter((c) => c === name).length;
      const keep = (useful.get(name) ?? 0) / copies;
      let danger = 0;
      for (const meld of nextLine.melds) {
        if (meld.cards.find((c) => !isWildNotation(c))?.[0] !== name[0]) continue;
        if (insertions(meld.word, name[2]!, lexicon, rules.wordProfile)) danger += meld.length === 6 ? 160 : 40;
      }
      if (thrownByNext.has(name)) danger /= 2;
      cost = keep + danger - pointsOf(name);
    }
    if (cost < bestCost) {
      best = name;
      bestCost = cost;
    }
  }
  return best;
}

/** Per letter card of the hand: in how many of the longest words of hand + one card it takes part. */
function usefulness(turn: Turn): Map<string, number> {
  const { view, lexicon, rules } = turn;
  const out = new Map<string, number>();
  for (const colour of ["R", "N"] as const) {
    const letters = lettersOf(view.hand, colour);
    if (letters.length < 2) continue;
    const words = lexicon.findWords(letters, "jolly", { profile: rules.wordProfile, minLength: 4, limit: 30, sortBy: "length" });
    // Scaled so that a letter in every word is worth KEEP_WEIGHT, whatever the number of words.
    const total = words.reduce((sum, w) => sum + w.length, 0);
    for (const w of words) {
      const seen = new Set<string>();
      [...w.word].forEach((letter, i) => {
        if (i === w.wildAt || seen.has(letter)) return;
        seen.add(letter);
        const name = makeLetterCard(colour, letter);
        out.set(name, (out.get(name) ?? 0) + (KEEP_WEIGHT * w.length) / total);
      });
    }
  }
  // Letters that would grow the line's melds with one more card (Art. 4.7): kept for them.
  const line = view.lines[view.lineOfSeat[turn.seat]!]!;
  for (const meld of line.melds) {
    const colour = meld.cards.find((c) => !isWildNotation(c))?.[0] as "R" | "N" | undefined;
    if (colour === undefined || meld.length >= 9) continue;
    const letters = lettersOf(view.hand, colour);
    if (letters.length === 0) continue;
    const words = lexicon.findWords(meld.word + letters, "jolly", {
      profile: rules.wordProfile,
      mustContain: meld.word,
      minLength: meld.length + 2,
      limit: 10,
    });
    for (const w of words) {
      const added = new Set([...w.word].filter((_, i) => i !== w.wildAt));
      for (const letter of added) {
        if (!letters.includes(letter)) continue;
        const name = makeLetterCard(colour, letter);
        out.set(name, (out.get(name) ?? 0) + EXTENDS_WEIGHT / words.length);
      }
    }
  }
  return out;
}

/** The cards `seat` discarded in this deal: it did not want them. */
function recentDiscards(view: SeatView, seat: number): Set<string> {
  const out = new Set<string>();
  for (const e of view.log) if (e.deal === view.dealNumber && e.seat === seat && e.kind === "discard") out.add(e.card);
  return out;
}
