import { describe, expect, it } from "vitest";

import { clockOffset, readClock } from "~/app/tavolo/[id]/_components/move-clock-time";

// §7 (Art. 4.1): 20 s to play, then 5 s of grace before the forced discard.
const startedAt = 1_700_000_000_000;
const clock = { startedAt, seconds: 20, grace: 5, deadline: startedAt + 25_000, serverNow: startedAt + 2_000 };

describe("the move timer on the client (§7)", () => {
  it("counts the time allowed, then the grace as a warning, never below zero", () => {
    expect(readClock(clock, startedAt, 0)).toEqual({ state: "ok", left: 20 });
    expect(readClock(clock, startedAt + 12_300, 0)).toEqual({ state: "ok", left: 8 });
    expect(readClock(clock, startedAt + 20_000, 0)).toEqual({ state: "warning", left: 5 });
    expect(readClock(clock, startedAt + 24_100, 0)).toEqual({ state: "warning", left: 1 });
    expect(readClock(clock, startedAt + 40_000, 0)).toEqual({ state: "warning", left: 0 });
  });

  it("follows the server's clock when the device's is off", () => {
    // The phone is 3 minutes behind: it received the clock at what it thinks is 180 s earlier.
    const receivedAt = clock.serverNow - 180_000;
    const offset = clockOffset(clock, receivedAt);
    expect(offset).toBe(180_000);
    // Two seconds after receipt (4 s into the turn) the server's reading is 16 s left.
    expect(readClock(clock, receivedAt + 2_000, offset)).toEqual({ state: "ok", left: 16 });
  });
});
