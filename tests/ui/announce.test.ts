/**
 * What the table announces beyond the Cronaca (issue #19): the pozzetto's arrival (Art. 1.1,
 * al volo or con lo scarto) to the player and to the table, and the judge's ruling with the
 * judge's reason (RULES §9) to everybody.
 */
import { describe, expect, it } from "vitest";

import { type AnnounceContext, announcements } from "~/app/tavolo/[id]/_components/announce";
import { JUDGE_NOUN } from "~/app/tavolo/[id]/_components/judge-ui";
import type { PublicEvent } from "~/engine/public-log";

const names = ["Marco", "Giulia"];
const context = (mySeat: number | null, overrides: Partial<AnnounceContext> = {}): AnnounceContext => ({
  mySeat,
  dealNumber: 0,
  lineOfSeat: [0, 1],
  pozzetti: [{ takenBy: null }, { takenBy: 1 }],
  sizes: [11, 11],
  nameOf: (seat) => names[seat]!,
  judge: JUDGE_NOUN.judge,
  ...overrides,
});
const alVolo: PublicEvent = { version: 9, deal: 0, seat: 1, kind: "pozzetto", how: "al volo" };
const conLoScarto: PublicEvent = { version: 9, deal: 0, seat: 1, kind: "pozzetto", how: "con lo scarto" };

describe("announcements (issue #19)", () => {
  it("Art. 1.1 al volo: the player hears how many new cards are in hand; everyone else who took it", () => {
    expect(announcements([alVolo], context(1))).toEqual([{ key: "9-pozzetto", kind: "pozzetto", text: "Hai preso il pozzetto: 11 carte nuove in mano" }]);
    expect(announcements([alVolo], context(0))[0]!.text).toBe("Giulia ha preso il pozzetto al volo (11 carte)");
    expect(announcements([alVolo], context(null))[0]!.text).toBe("Giulia ha preso il pozzetto al volo (11 carte)");
  });

  it("Art. 1.1, 10.26 con lo scarto: the cards come into the hand at the player's next turn", () => {
    expect(announcements([conLoScarto], context(1))[0]!.text).toBe("Hai preso il pozzetto con lo scarto: 11 carte nuove in mano al tuo prossimo turno");
    expect(announcements([conLoScarto], context(0))[0]!.text).toBe("Giulia ha preso il pozzetto con lo scarto (11 carte)");
  });

  it("Art. 3.3, 18+11: the count is the one of the pozzetto the seat's line took", () => {
    const three = context(2, { lineOfSeat: [0, 1, 1], pozzetti: [{ takenBy: 0 }, { takenBy: 1 }], sizes: [18, 11] });
    expect(announcements([{ ...alVolo, seat: 0 }], three)[0]!.text).toBe("Marco ha preso il pozzetto al volo (18 carte)");
  });

  it("RULES §9: the ruling with the judge's own reason, for every seat and spectator", () => {
    const ruling: PublicEvent = {
      version: 4,
      deal: 0,
      seat: 1,
      kind: "ruling",
      request: "contest",
      against: 1,
      words: ["BRU"],
      approve: false,
      outcome: "back",
      reason: "BRU non è una parola italiana",
    };
    for (const seat of [0, 1, null]) {
      expect(announcements([ruling], context(seat))).toEqual([
        { key: "4-ruling", kind: "ruling", text: "Il giudice respinge BRU: le carte restano in mano. Motivo: «BRU non è una parola italiana»" },
      ]);
    }
  });

  it("nothing else is announced, and nothing of an earlier deal", () => {
    const draw: PublicEvent = { version: 3, deal: 0, seat: 0, kind: "draw" };
    expect(announcements([draw, { ...alVolo, deal: 0 }], context(0, { dealNumber: 1 }))).toEqual([]);
    expect(announcements([draw], context(0))).toEqual([]);
  });
});
