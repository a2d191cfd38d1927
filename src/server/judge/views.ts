/**
 * What the judge API sends: plain JSON (times in ms since the epoch), the same through
 * createCaller and over HTTP. A request carries only what the whole table sees.
 */
import type { Ruling } from "~/lexicon/overrides";
import type { WordCheck } from "~/lexicon/types";
import type { JudgeRequestRow, RulingRow } from "~/server/db/schema";
import { isActiveRow, toRuling } from "./rulings";

/** The ruling as the override layer reads it (`toRuling`), with its audit trail and whether it is in force. */
export interface RulingView extends Ruling {
  recordedBy: string;
  recordedAs: string;
  createdAt: number;
  supersedes: string | null;
  supersededAt: number | null;
  source: RulingRow["source"];
  requestId: string | null;
  /** In force: not superseded, not a withdrawal. */
  active: boolean;
}

export function rulingView(row: RulingRow): RulingView {
  return {
    ...toRuling(row),
    recordedBy: row.recordedBy,
    recordedAs: row.recordedAs,
    createdAt: row.createdAt.getTime(),
    supersedes: row.supersedes,
    supersededAt: row.supersededAt?.getTime() ?? null,
    source: row.source,
    requestId: row.requestId,
    active: isActiveRow(row),
  };
}

export interface JudgeRequestView {
  id: string;
  gameId: string;
  kind: JudgeRequestRow["kind"];
  /** The table's version when the request was opened. */
  seq: number;
  seat: number;
  word: string;
  /** The contested cards and the meld, as the whole table sees them. */
  cards: unknown;
  meld: unknown;
  /** The dictionary's verdict when the request was opened. */
  verdict: WordCheck;
  status: JudgeRequestRow["status"];
  createdAt: number;
  deadlineAt: number;
}

export function judgeRequestView(row: JudgeRequestRow): JudgeRequestView {
  return {
    id: row.id,
    gameId: row.gameId,
    kind: row.kind,
    seq: row.seq,
    seat: row.seat,
    word: row.word,
    cards: JSON.parse(row.cardsJson) as unknown,
    meld: JSON.parse(row.meldJson) as unknown,
    verdict: JSON.parse(row.verdictJson) as WordCheck,
    status: row.status,
    createdAt: row.createdAt.getTime(),
    deadlineAt: row.deadlineAt.getTime(),
  };
}
