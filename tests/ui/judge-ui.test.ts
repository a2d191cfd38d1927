/**
 * The table page's side of the giudice di lingua (RULES §9; Art. 8, 9.1, 10.11; issue #5):
 * pure helpers for the pending banner, the challenge's confirm step and penalised cards.
 */
import { describe, expect, it } from "vitest";

import { cardPoints } from "~/app/tavolo/[id]/_components/cards";
import {
  challengeConsequence,
  contestConsequence,
  firstPenalisedToDiscard,
  isContestableVerdict,
  isWordRefusal,
  JUDGE_NOUN,
  penalisedIndices,
  refusalMessage,
  requestSentence,
  ruledOutText,
  ruledOutWord,
} from "~/app/tavolo/[id]/_components/judge-ui";
import { cardValue, DECK_SIZE, makeCard } from "~/engine/cards";
import { ENGINE_ERRORS } from "~/engine/errors";

const names = ["Marco", "Giulia"];
const nameOf = (seat: number) => names[seat] ?? `Posto ${seat + 1}`;

describe("giudice di lingua on the table page (RULES §9)", () => {
  it("offers the judge only for a word the dictionary refuses or doubts, or the engine refused for its word", () => {
    expect(isContestableVerdict("dubious")).toBe(true);
    expect(isContestableVerdict("invalid")).toBe(true);
    expect(isContestableVerdict("valid")).toBe(false);
    expect(isContestableVerdict(null)).toBe(false);
    expect(isWordRefusal("WORD_DUBIOUS")).toBe(true);
    expect(isWordRefusal("WORD_INVALID")).toBe(true);
    expect(isWordRefusal("MIXED_COLOURS")).toBe(false);
  });

  it("RULES §9: a word the judge rejected this turn is not offered to the judge again (ALREADY_RULED), whatever its case", () => {
    expect(ruledOutWord(["bru"], ["BRU"])).toBe("BRU");
    expect(ruledOutWord(["CASA", "BRU"], ["BRU"])).toBe("BRU");
    expect(ruledOutWord(["BRUCO"], ["BRU"])).toBeNull();
    expect(ruledOutWord(["BRU"], [])).toBeNull();
    expect(ruledOutText("BRU", JUDGE_NOUN.judge)).toBe("Il giudice ha già respinto BRU in questo turno: non si può chiedere di nuovo.");
  });

  it("says who asked what: a contest by its player, a challenge by the challenger against the word's owner", () => {
    expect(requestSentence({ kind: "contest", by: 0, against: 0, words: ["GATTINO"] }, nameOf, JUDGE_NOUN.judge)).toBe("Marco chiede al giudice: GATTINO");
    expect(requestSentence({ kind: "challenge", by: 1, against: 0, words: ["GATTINO"] }, nameOf, JUDGE_NOUN.judge)).toBe("Giulia sfida GATTINO di Marco");
    expect(requestSentence({ kind: "contest", by: 1, against: 1, words: ["CASINA", "ROMA"] }, nameOf, JUDGE_NOUN.judge)).toBe(
      "Giulia chiede al giudice: CASINA e ROMA",
    );
  });

  it("Art. 8, 10.11: the challenge's confirm step says what a rejection costs under the table's mode", () => {
    const friendly = challengeConsequence("friendly", "GATTINO", "Marco", JUDGE_NOUN.judge);
    expect(friendly).toMatch(/^Sfidare la parola GATTINO\? Se il giudice la respinge/);
    expect(friendly).toContain("torna in mano a Marco");
    expect(friendly).not.toContain("penalizzate");
    const tournament = challengeConsequence("tournament", "GATTINO", "Marco", JUDGE_NOUN.judge);
    expect(tournament).toContain("carte penalizzate");
    expect(tournament).toContain("Art. 10.11");
    expect(contestConsequence("tournament", JUDGE_NOUN.judge)).toContain("Art. 9.1");
    expect(contestConsequence("friendly", JUDGE_NOUN.judge)).toContain("restano in mano");
  });

  it("issue #16: at a class's table the request, the risk and the refusals that name the judge name the teacher; elsewhere the judge", () => {
    const teacher = JUDGE_NOUN.teacher;
    expect(requestSentence({ kind: "contest", by: 0, against: 0, words: ["GATTINO"] }, nameOf, teacher)).toBe("Marco chiede all'insegnante: GATTINO");
    expect(contestConsequence("friendly", teacher)).toBe("Se l'insegnante respinge la parola, le carte restano in mano e continui il turno.");
    expect(ruledOutText("BRU", teacher)).toMatch(/^L'insegnante ha già respinto BRU/);
    expect(refusalMessage("WORD_DUBIOUS", ENGINE_ERRORS.WORD_DUBIOUS, "teacher")).toBe("Parola dubbia: la decide l'insegnante.");
    expect(refusalMessage("WAITING_FOR_JUDGE", ENGINE_ERRORS.WAITING_FOR_JUDGE, "teacher")).not.toContain("giudice");
    expect(refusalMessage("WORD_DUBIOUS", ENGINE_ERRORS.WORD_DUBIOUS, "judge")).toBe(ENGINE_ERRORS.WORD_DUBIOUS);
    expect(refusalMessage("WORD_INVALID", ENGINE_ERRORS.WORD_INVALID, "teacher")).toBe(ENGINE_ERRORS.WORD_INVALID);
  });

  it("Art. 10.11: marks the last cards of each penalised kind in the sorted hand", () => {
    const hand = ["R:A", "R:A", "R:C", "N:Z", "J"];
    expect([...penalisedIndices(hand, ["R:A"])]).toEqual([1]);
    expect([...penalisedIndices(hand, ["R:A", "R:A", "J"])].sort()).toEqual([0, 1, 4]);
    expect(penalisedIndices(hand, []).size).toBe(0);
    // A penalised card no longer in hand marks nothing.
    expect(penalisedIndices(hand, ["N:Q"]).size).toBe(0);
  });

  it("Art. 10.11: the penalised card to discard first is the one of highest value (Art. 5 values)", () => {
    const hand = ["R:A", "R:C", "N:Z", "P", "J"];
    expect(firstPenalisedToDiscard(hand, ["R:A", "N:Z", "R:C"])).toBe(2);
    expect(firstPenalisedToDiscard(hand, ["R:A", "P"])).toBe(3);
    expect(firstPenalisedToDiscard(hand, [])).toBeNull();
    // The page's values are the engine's, card by card.
    for (let id = 0; id < DECK_SIZE; id++) expect(cardPoints(makeCard(id)), makeCard(id)).toBe(cardValue(id));
  });
});
