/**
 * Requests to the language judge seen from the game service (issue #5): the queue row that
 * opens with a contest or a challenge, the time-out of a request nobody answers, and the
 * notifications the judge console listens to.
 *
 * The pending request itself is engine state (`deal.judgement`, entered and left by logged
 * actions), so a restart loses nothing; the `judge_requests` row is the queue's index into
 * it, written in the same transaction as the action that opened it.
 *
 * Time-out: after JUDGE_TIMEOUT_SECONDS (default 180 s) without a ruling the server gives the
 * engine's default ruling — the dictionary's verdict stands: a contest is rejected, a
 * challenge is rejected (the word stays) — and records no ruling (docs/judge.md).
 */
import { env } from "~/env";
import { type MatchState, type SeatView, viewFor } from "~/engine";
import type { Lexicon, WordCheck } from "~/lexicon/types";
import type { NewJudgeRequest } from "~/server/judge/requests-repository";
import { Listeners } from "./events";
import { newGameId } from "./tokens";

/** JUDGE_TIMEOUT_SECONDS (src/env.ts: 10 s to 24 h, default 180 s), in ms. */
export function judgeTimeoutMsFromEnv(): number {
  return env.JUDGE_TIMEOUT_SECONDS * 1000;
}

/**
 * The request an action opened: `next` has a judgement that `before` had not. `words` are
 * the verdicts `play` decided the action with: a contest's are those of its words. A
 * challenged word was judged by an earlier action, whose verdict the state does not keep,
 * so it is checked with `lexicon` now.
 */
export function openedRequest(
  gameId: string,
  before: MatchState,
  next: MatchState,
  words: readonly WordCheck[],
  lexicon: Lexicon,
  at: Date,
  timeoutMs: number,
): NewJudgeRequest | null {
  const judgement = next.deal.judgement;
  if (judgement == null || before.deal.judgement != null) return null;
  const profile = next.rules.wordProfile;
  const checks = judgement.kind === "contest" ? words : judgement.words.map((word) => lexicon.check(word, profile));
  // The verdict shown to the judge: the word the dictionary did not accept, else the first.
  const verdict = checks.find((check) => !check.ok || check.verdict !== "valid") ?? checks[0]!;
  const melds = viewFor(next, null).lines[judgement.line]?.melds ?? [];
  const meld: SeatView["lines"][number]["melds"][number] | null = judgement.meld === null ? null : (melds[judgement.meld] ?? null);
  return {
    id: newGameId(),
    gameId,
    kind: judgement.kind,
    seq: next.version,
    seat: judgement.by,
    word: judgement.words.join(" "),
    cardsJson: JSON.stringify(judgement.cards),
    meldJson: JSON.stringify(meld),
    verdictJson: JSON.stringify(verdict),
    createdAt: at,
    deadlineAt: new Date(at.getTime() + timeoutMs),
  };
}

export interface JudgeQueueChange {
  gameId: string;
  requestId: string;
  change: "opened" | "resolved";
}

/** Tells the judge consoles (judge.watch) that a request opened or closed somewhere. */
export class JudgeEvents extends Listeners<JudgeQueueChange> {}
