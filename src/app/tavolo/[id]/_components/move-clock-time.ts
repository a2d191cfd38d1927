/**
 * The move timer read on the client (§7, Art. 4.1): the server sends its clock (ms epoch) and
 * its own "now"; the client corrects its clock by the difference, so a phone whose clock is
 * off still counts down the server's seconds.
 */
export interface ClockLike {
  startedAt: number;
  seconds: number;
  grace: number;
  deadline: number;
  serverNow: number;
}

export interface ClockReading {
  /** "ok" while in the time allowed; "warning" in the grace before the forced discard. */
  state: "ok" | "warning";
  /** Whole seconds left in the current state (time allowed, then grace), never negative. */
  left: number;
}

/** How far the server's clock is ahead of ours, measured when the clock arrived. */
export function clockOffset(clock: ClockLike, receivedAt: number): number {
  return clock.serverNow - receivedAt;
}

export function readClock(clock: ClockLike, clientNow: number, offset: number): ClockReading {
  const now = clientNow + offset;
  const warnAt = clock.startedAt + clock.seconds * 1000;
  if (now < warnAt) return { state: "ok", left: Math.ceil((warnAt - now) / 1000) };
  return { state: "warning", left: Math.max(0, Math.ceil((clock.deadline - now) / 1000)) };
}
