import { describe, expect, it } from "vitest";

import { seatPlaces } from "~/app/tavolo/[id]/_components/seat-layout";

describe("seats around the table, play passing to the left (RULES §2)", () => {
  it("at 4 the partner sits across, the next player on the left", () => {
    expect(seatPlaces(4, 1)).toEqual([
      { seat: 1, place: "bottom" },
      { seat: 2, place: "left" },
      { seat: 3, place: "top" },
      { seat: 0, place: "right" },
    ]);
  });

  it("at 3 the others sit left and right, at 2 across", () => {
    expect(seatPlaces(3, 2).map((p) => `${p.seat}:${p.place}`)).toEqual(["2:bottom", "0:left", "1:right"]);
    expect(seatPlaces(2, 1).map((p) => `${p.seat}:${p.place}`)).toEqual(["1:bottom", "0:top"]);
  });

  it("at 5 (Basic) two sit across, the next of them on the left; the last on the right", () => {
    expect(seatPlaces(5, 3).map((p) => `${p.seat}:${p.place}`)).toEqual(["3:bottom", "4:left", "0:top", "1:top-right", "2:right"]);
  });

  it("a spectator sees the table from seat 0's chair", () => {
    expect(seatPlaces(4, null)[0]).toEqual({ seat: 0, place: "bottom" });
  });
});
