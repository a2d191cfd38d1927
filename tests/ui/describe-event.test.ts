import { describe, expect, it } from "vitest";

import { describeEvent, eventText, seatLabel } from "~/app/tavolo/[id]/_components/describe-event";
import { JUDGE_NOUN } from "~/app/tavolo/[id]/_components/judge-ui";
import type { PublicEvent } from "~/engine/public-log";

const seats = [
  { seat: 0, name: "Marco" },
  { seat: 1, name: "Giulia" },
  { seat: 2, name: null },
  { seat: 3, name: "  " },
];
const nameOf = (seat: number) => seatLabel(seats, seat);
const at = { version: 7, deal: 0 };
const JUDGE = JUDGE_NOUN.judge;

describe("the public log in Italian (table UI, Cronaca)", () => {
  it("names a seat by its player's name, else by its number", () => {
    expect(seatLabel(seats, 0)).toBe("Marco");
    expect(seatLabel(seats, 2)).toBe("Posto 3");
    expect(seatLabel(seats, 3)).toBe("Posto 4");
    expect(seatLabel([], 1)).toBe("Posto 2");
  });

  it("§3: draws, pickups (with the count) and discards (the card as a card)", () => {
    expect(eventText({ ...at, seat: 0, kind: "draw" }, nameOf, JUDGE)).toBe("Marco ha pescato");
    expect(eventText({ ...at, seat: 1, kind: "pickup", count: 5 }, nameOf, JUDGE)).toBe("Giulia ha raccolto il monte scarti (5 carte)");
    expect(eventText({ ...at, seat: 1, kind: "pickup", count: 1 }, nameOf, JUDGE)).toBe("Giulia ha raccolto il monte scarti (1 carta)");
    const discard: PublicEvent = { ...at, seat: 0, kind: "discard", card: "R:A" };
    expect(describeEvent(discard, nameOf, JUDGE)).toEqual(["Marco ha scartato ", { card: "R:A" }]);
    expect(eventText(discard, nameOf, JUDGE)).toBe("Marco ha scartato A rossa");
  });

  it("Art. 4.2: melds and additions by their words", () => {
    expect(eventText({ ...at, seat: 1, kind: "meld", word: "CASA", cards: ["R:C", "R:A", "R:S", "R:A"] }, nameOf, JUDGE)).toBe("Giulia ha calato CASA");
    expect(eventText({ ...at, seat: 0, kind: "add", meld: 0, before: "CASA", word: "CASATA", cards: ["R:T", "R:A"] }, nameOf, JUDGE)).toBe(
      "Marco ha aggiunto a CASA: CASATA",
    );
    expect(
      eventText(
        {
          ...at,
          seat: 1,
          kind: "monte",
          melds: [
            { word: "CASA", cards: [] },
            { word: "ORO", cards: [] },
          ],
          fromPile: 3,
        },
        nameOf,
        JUDGE,
      ),
    ).toBe("Giulia ha giocato al monte: CASA, ORO (3 carte dal monte scarti)");
  });

  it("Art. 1.1, 6, §7: pozzetto, closing, time-out, end of deal and match", () => {
    expect(eventText({ ...at, seat: 1, kind: "pozzetto", how: "al volo" }, nameOf, JUDGE)).toBe("Giulia ha preso il pozzetto al volo");
    expect(eventText({ ...at, seat: 1, kind: "pozzetto", how: "con lo scarto" }, nameOf, JUDGE)).toBe("Giulia ha preso il pozzetto con lo scarto");
    expect(eventText({ ...at, seat: 0, kind: "close" }, nameOf, JUDGE)).toBe("Marco ha chiuso");
    expect(describeEvent({ ...at, seat: 0, kind: "timeout", card: "J" }, nameOf, JUDGE)).toEqual([
      "Tempo scaduto: scartata ",
      { card: "J" },
      " per Marco, la carta di valore più alto (Art. 4.1)",
    ]);
    expect(eventText({ ...at, seat: 2, kind: "timeout", card: "N:Q" }, nameOf, JUDGE)).toBe(
      "Tempo scaduto: scartata Q nera per Posto 3, la carta di valore più alto (Art. 4.1)",
    );
    expect(eventText({ ...at, seat: 0, kind: "stock-end" }, nameOf, JUDGE)).toBe("Il tallone è finito: la smazzata è chiusa");
    expect(eventText({ version: 9, deal: 1, seat: 0, kind: "nextDeal" }, nameOf, JUDGE)).toBe("Inizia la smazzata 2");
    expect(eventText({ ...at, seat: 0, kind: "match-end", winners: [0, 2] }, nameOf, JUDGE)).toBe("Partita finita: vincono Marco e Posto 3");
    expect(eventText({ ...at, seat: 1, kind: "match-end", winners: [1] }, nameOf, JUDGE)).toBe("Partita finita: vince Giulia");
  });

  it("Art. 7: the time-out of a tournament turn, the last round and a deal not played", () => {
    expect(eventText({ ...at, seat: 0, kind: "time-up", dealerDiscards: 2 }, nameOf, JUDGE)).toBe(
      "Time out (Art. 7): dopo lo scarto del cartaro inizia l'ultimo giro, il cartaro gioca per ultimo",
    );
    expect(eventText({ ...at, seat: 0, kind: "time-up", dealerDiscards: 1 }, nameOf, JUDGE)).toBe(
      "Time out (Art. 7): inizia l'ultimo giro, il cartaro gioca per ultimo",
    );
    expect(eventText({ ...at, seat: 0, kind: "time-up", dealerDiscards: 0 }, nameOf, JUDGE)).toBe(
      "Time out (Art. 7): la smazzata non si gioca, la partita è finita",
    );
    expect(eventText({ ...at, seat: 3, kind: "last-round-end" }, nameOf, JUDGE)).toBe("Ultimo giro finito: la smazzata è chiusa (Art. 7)");
  });

  it("RULES §9, Art. 8, 10.11: requests to the giudice di lingua and its rulings", () => {
    expect(eventText({ ...at, seat: 0, kind: "contest", words: ["GATTINO"], cards: ["R:G"] }, nameOf, JUDGE)).toBe("Marco chiede al giudice: GATTINO");
    expect(eventText({ ...at, seat: 0, kind: "contest", words: ["CASINA", "ROMA"], cards: [] }, nameOf, JUDGE)).toBe("Marco chiede al giudice: CASINA e ROMA");
    expect(eventText({ ...at, seat: 1, kind: "challenge", against: 0, words: ["GATTINO"] }, nameOf, JUDGE)).toBe("Giulia sfida GATTINO di Marco");
    const ruling = { ...at, seat: 0, kind: "ruling" as const, request: "contest" as const, against: 0, words: ["GATTINO"], reason: null };
    expect(eventText({ ...ruling, approve: true, outcome: "stands" }, nameOf, JUDGE)).toBe("Il giudice ammette GATTINO");
    expect(eventText({ ...ruling, approve: false, outcome: "penalised" }, nameOf, JUDGE)).toBe("Il giudice respinge GATTINO: carte penalizzate");
    expect(eventText({ ...ruling, approve: false, outcome: "back" }, nameOf, JUDGE)).toBe("Il giudice respinge GATTINO: le carte restano in mano");
    expect(eventText({ ...ruling, request: "challenge", seat: 1, approve: false, outcome: "back" }, nameOf, JUDGE)).toBe(
      "Il giudice respinge GATTINO: le carte tornano in mano",
    );
    // The judge's own words reach every seat with the ruling.
    expect(eventText({ ...ruling, approve: false, outcome: "back", reason: "È un diminutivo: Art. 4.2" }, nameOf, JUDGE)).toBe(
      "Il giudice respinge GATTINO: le carte restano in mano. Motivo: «È un diminutivo: Art. 4.2»",
    );
  });

  it("issue #16: at a class's table the teacher is asked and rules, with the teacher's reason", () => {
    const teacher = JUDGE_NOUN.teacher;
    expect(eventText({ ...at, seat: 0, kind: "contest", words: ["GATTINO"], cards: ["R:G"] }, nameOf, teacher)).toBe("Marco chiede all'insegnante: GATTINO");
    const ruling = { ...at, seat: 0, kind: "ruling" as const, request: "contest" as const, against: 0, words: ["GATTINO"], reason: "Si dice gattino" };
    expect(eventText({ ...ruling, approve: true, outcome: "stands" }, nameOf, teacher)).toBe("L'insegnante ammette GATTINO. Motivo: «Si dice gattino»");
    expect(eventText({ ...ruling, approve: false, outcome: "back" }, nameOf, teacher)).toBe(
      "L'insegnante respinge GATTINO: le carte restano in mano. Motivo: «Si dice gattino»",
    );
  });
});
