import type { inferRouterOutputs } from "@trpc/server";

import type { AppRouter } from "~/server/api/root";

import { seatLabel } from "./describe-event";
import { JUDGE_NOUN, type JudgeNoun } from "./judge-ui";

type Outputs = inferRouterOutputs<AppRouter>;

/** What the table page receives: the table (seats, rules, status), this seat's view, the clock. */
export type TableView = Outputs["table"]["view"];
/** One seat's view of the game, as `viewFor` lets it out. */
export type SeatView = TableView["view"];
/** The answer to a move: ok, or the engine's code and message (with the view either way). */
export type ActResult = Outputs["table"]["act"];
/** The view a move's answer carries: whole, or with only the log's newest events (`mergeView` joins it to the view held). */
export type AnswerView = Extract<ActResult, { view: unknown }>["view"];
/** The Suggerimento's answer (`table.hint`): a move's, with the word for this seat. */
export type HintResult = Outputs["table"]["hint"];
export type Suggestion = Extract<HintResult, { ok: true }>["suggestion"];
/** "Parole che potevi fare" of the deal just over (`table.missedWords`). */
export type MissedWords = NonNullable<Outputs["table"]["missedWords"]>;
export type MeldView = SeatView["lines"][number]["melds"][number];
/** The table's dictionary profile, used for every live word check. */
export type Profile = TableView["table"]["rules"]["wordProfile"];

/** Who decides the table's words, as its sentences name them: a class's teacher, or the giudice. */
export function judgeOf(tv: TableView): JudgeNoun {
  return JUDGE_NOUN[tv.table.judgedBy];
}

export function seatName(tv: TableView, seat: number): string {
  return seatLabel(tv.table.seats, seat);
}
