/**
 * "Confronta i tavoli" (issue #16): the tables of one start of games share a seed, so the
 * class compares afterwards how each table played the same cards. One table's summary, deal
 * by deal, from its record replayed by the engine — only what a spectator of the finished
 * table sees (the points, the words laid, who closed), never a hand.
 */
import type { ComputerLevel } from "~/bots/types";
import { createMatch, replayStep } from "~/engine";
import type { TableRecord } from "~/server/games/types";

export interface ComparedPlayer {
  seat: number;
  /** The student's nickname, or the seat's name; null for a computer. */
  name: string | null;
  computer: ComputerLevel | null;
}

export interface ComparedDeal {
  /** 1-based, as the score sheet says it. */
  number: number;
  /** Each line's points in this deal (DealScore.total), or null: the deal was not finished (a class closed mid-game). */
  lines: { seats: number[]; points: number | null }[];
  /** The words laid, in order, by the seat that laid them: melds, an addition's new word, each word of a gioco al monte. */
  words: { seat: number; word: string }[];
  /**
   * The words refused: by the dictionary (a student's attempt, `class_attempts`) or by the
   * teacher ("Chiedi all'insegnante" answered "Non vale", RULES §9), with the reason.
   */
  refused: { seat: number; word: string; by: "dizionario" | "insegnante"; reason: string | null }[];
  /** The seat that closed the deal (Art. 6 A), or null: the tallone ran out (Art. 6 B.1) or the deal was not finished. */
  closedBy: number | null;
  end: "closed" | "stock" | null;
}

/** A student's refused word at this table (from `class_attempts`), with when it was refused. */
export interface TableAttempt {
  seat: number;
  word: string;
  hint: string;
  at: Date;
}

/**
 * The table's deals from its record. Refused attempts are placed in the deal being played when
 * they were refused: the deal that the last `nextDeal` before them began.
 */
export function compareDeals(record: TableRecord, attempts: readonly TableAttempt[]): ComparedDeal[] {
  let state = createMatch(record.rules, record.seed);
  const deals: ComparedDeal[] = [emptyDeal(0)];
  /** When each deal began (the first at the table's start). */
  const dealStarts: number[] = [Number.NEGATIVE_INFINITY];
  for (const entry of record.actions) {
    state = replayStep(state, entry);
    for (const event of (state.log ?? []).filter((e) => e.version === state.version)) {
      while (deals.length <= event.deal) deals.push(emptyDeal(deals.length));
      const deal = deals[event.deal]!;
      switch (event.kind) {
        case "nextDeal":
          dealStarts[event.deal] = Date.parse(entry.at);
          break;
        case "meld":
        case "add":
          deal.words.push({ seat: event.seat, word: event.word });
          break;
        case "monte":
          for (const meld of event.melds) deal.words.push({ seat: event.seat, word: meld.word });
          break;
        case "close":
          deal.closedBy = event.seat;
          deal.end = "closed";
          break;
        case "stock-end":
          deal.end = "stock";
          break;
        case "ruling":
          if (event.request === "contest" && !event.approve) {
            for (const word of event.words) deal.refused.push({ seat: event.seat, word, by: "insegnante", reason: event.reason });
          }
          break;
      }
    }
  }
  for (const [i, deal] of deals.entries()) {
    const scores = state.scores[i];
    deal.lines =
      scores === undefined
        ? (i === state.deal.number ? state.deal.lines : []).map((line) => ({ seats: [...line.seats], points: null }))
        : scores.map((line) => ({ seats: [...line.seats], points: line.total }));
  }
  for (const attempt of attempts) {
    const at = attempt.at.getTime();
    let index = 0;
    for (const [i, start] of dealStarts.entries()) if (start !== undefined && start <= at) index = i;
    deals[index]?.refused.push({ seat: attempt.seat, word: attempt.word, by: "dizionario", reason: attempt.hint });
  }
  return deals;
}

function emptyDeal(index: number): ComparedDeal {
  return { number: index + 1, lines: [], words: [], refused: [], closedBy: null, end: null };
}
