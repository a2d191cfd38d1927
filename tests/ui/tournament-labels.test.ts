import { describe, expect, it } from "vitest";

import {
  clockText,
  closableTable,
  entrantNameOf,
  inviteStateText,
  lineName,
  settingsLine,
  type TableProgress,
  tableStateLabel,
  turnEndedText,
  unclaimedInvitesWarning,
} from "~/app/torneo/_components/labels";

const line = (entrants: { number: number; name: string }[]): TableProgress["lines"][number] => ({
  entrants: entrants.map((e, i) => ({ id: `e${i}`, ...e })),
  players: [],
  pp: null,
  mp: null,
  vp: null,
});

const table = (overrides: Partial<TableProgress>): TableProgress => ({
  table: 1,
  zoppo: false,
  gameId: "g",
  status: "playing",
  deal: 1,
  lines: [],
  corrected: false,
  ...overrides,
});

describe("the tournament's pages in Italian (issue #17)", () => {
  it("Art. 7: the turn's clock counts down in minutes and seconds, and stops at 0:00", () => {
    expect(clockText(13 * 60_000)).toBe("13:00");
    expect(clockText(61_001)).toBe("1:02");
    expect(clockText(999)).toBe("0:01");
    expect(clockText(0)).toBe("0:00");
    expect(clockText(-5_000)).toBe("0:00");
  });

  it("a table's state as the hall reads it: deal k of D, over, tavolo zoppo (Art. 3.1)", () => {
    expect(tableStateLabel(table({ deal: 2 }), 3)).toBe("smazzata 2 di 3");
    expect(tableStateLabel(table({ status: "over", deal: null }), 3)).toBe("finito");
    expect(tableStateLabel(table({ status: "archived", deal: 1 }), 2)).toBe("fermo: da chiudere");
    const scored = { entrants: [], players: [], pp: 0, mp: 0, vp: 10 };
    expect(tableStateLabel(table({ status: "archived", deal: 1, lines: [scored, scored] }), 2)).toBe("finito");
    expect(tableStateLabel(table({ status: "zoppo", zoppo: true, gameId: null, deal: null }), 2)).toBe("tavolo zoppo");
    expect(tableStateLabel(table({ status: "waiting", deal: null }), 2)).toBe("in attesa");
  });

  it("a line by its entrants' numbers and names; a line of robots says so", () => {
    expect(lineName(line([{ number: 3, name: "Anna - Bruno" }]))).toBe("3. Anna - Bruno");
    expect(
      lineName(
        line([
          { number: 1, name: "Anna" },
          { number: 5, name: "Carla" },
        ]),
      ),
    ).toBe("1. Anna + 5. Carla");
    expect(lineName(line([]))).toBe("Robot");
  });

  it("the player's page names the turn that ended by its number: a late arrival (Art. 13) whose first turn was the third reads turno 3", () => {
    expect(turnEndedText([])).toBe("Il primo turno non è ancora cominciato.");
    expect(turnEndedText([{ turn: 3 }])).toBe("Il turno 3 per te è finito.");
    expect(turnEndedText([{ turn: 3 }, { turn: 4 }])).toBe("Il turno 4 per te è finito.");
  });

  it("the parameters in one line (Art. 1, 3)", () => {
    expect(
      settingsLine({
        format: "pairs",
        tableSize: 4,
        sessions: 1,
        turnsPerSession: 2,
        dealsPerTurn: 1,
        turnMinutes: 13,
        movement: "mitchell",
        firstTurn: "random",
        incomplete: "robots",
        robotLevel: "medio",
        wordProfile: "torneo",
        judge: "tournament",
        carteUguali: true,
        moveTimers: true,
      }),
    ).toBe("A coppie · tavoli da 4 · 2 turni di 1 smazzata, 13 minuti · movimento Mitchell · carte uguali");
  });

  it("Art. 1, 2.1: an entrant signs up by a player's name; a pair or a team by its own name, else by its players' names", () => {
    expect(entrantNameOf(["Anna Rossi"], "")).toBe("Anna Rossi");
    expect(entrantNameOf(["Anna", "Bruno"], "  I Lupi ")).toBe("I Lupi");
    expect(entrantNameOf(["Anna", "Bruno"], "   ")).toBe("Anna - Bruno");
    expect(entrantNameOf(["Anna", "Bruno", "Carla", "Dario"], "")).toBe("Anna - Bruno - Carla - Dario");
  });
});

describe("the console's Chiudi tavolo (Art. 13.4 c)", () => {
  const unscored = [line([{ number: 1, name: "Rossi" }]), line([{ number: 2, name: "Bianchi" }])];
  it("is offered for an unscored table still waiting, being played, or archived (the idle sweep, a close that did not land)", () => {
    for (const status of ["waiting", "playing", "archived"] as const) expect(closableTable("playing", table({ status, lines: unscored }))).toBe(true);
    expect(closableTable("timeUp", table({ status: "archived", lines: unscored }))).toBe(true);
  });
  it("is not offered for a scored table, a match over, a tavolo zoppo, or a turn over", () => {
    expect(closableTable("playing", table({ status: "archived", lines: unscored.map((l) => ({ ...l, vp: 10 })) }))).toBe(false);
    expect(closableTable("playing", table({ status: "over", lines: unscored }))).toBe(false);
    expect(closableTable("playing", table({ status: "archived", zoppo: true, lines: unscored }))).toBe(false);
    expect(closableTable("over", table({ status: "archived", lines: unscored }))).toBe(false);
  });
});

describe("a partner's invite on the console (Art. 2.1)", () => {
  it("says whether it was opened, and at what time of the device's clock", () => {
    expect(inviteStateText({ player: "Bea", claimedAt: null })).toBe("Bea: invito non ancora aperto");
    expect(inviteStateText({ player: "Bea", claimedAt: new Date(2026, 10, 26, 9, 5).getTime() })).toBe("Bea: aperto alle 09:05");
  });

  it("warns at check-in of the invites not yet opened, naming them; none when all are opened or there are none", () => {
    const opened = new Date(2026, 10, 26, 20, 0).getTime();
    const team = (claimed: (number | null)[]) => ({
      number: 3,
      name: "I Fiori",
      invites: claimed.map((claimedAt, i) => ({ player: ["Bea", "Carlo", "Dino"][i]!, claimedAt })),
    });
    expect(unclaimedInvitesWarning(team([opened, null, opened]))).toMatch(/^3\. I Fiori: l'invito di Carlo non è ancora stato aperto\. .*Art\. 2\.1/);
    expect(unclaimedInvitesWarning(team([null, opened, null]))).toMatch(/^3\. I Fiori: gli inviti di Bea e Dino non sono ancora stati aperti\./);
    expect(unclaimedInvitesWarning(team([opened, opened, opened]))).toBeNull();
    expect(unclaimedInvitesWarning(team([]))).toBeNull();
  });
});
