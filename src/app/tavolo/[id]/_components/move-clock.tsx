"use client";

import { useEffect, useMemo, useState } from "react";

import { type ClockLike, clockOffset, readClock } from "./move-clock-time";

/**
 * Whose clock is running and how many seconds are left. The countdown is visual only; a
 * screen reader hears the time allowed once, and a warning when the grace starts (§7), which
 * tells the player what the time-out will discard: the card of highest value, a wild too
 * (Art. 4.1, engine `forcedDiscard`).
 */
export function MoveClock({ clock, who, mine }: { clock: ClockLike & { phase: "draw" | "play" }; who: string; mine: boolean }) {
  // Measured once per clock the server sends: the client's clock may be off by minutes.
  const offset = useMemo(() => clockOffset(clock, Date.now()), [clock]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const reading = readClock(clock, now, offset);
  // The ring empties over the time allowed, then over the grace (§7).
  const total = reading.state === "ok" ? clock.seconds : clock.grace;
  const full = total > 0 ? Math.min(1, reading.left / total) : 0;
  const action = clock.phase === "draw" ? "pescare" : "giocare";
  const subject = mine ? "Hai" : `${who} ha`;
  return (
    <div className={`clock clock--${reading.state}${mine ? " clock--mine" : ""}`} data-testid="clock" data-state={reading.state}>
      <span className="sr-only">
        {subject} {clock.seconds} secondi per {action}, più {clock.grace} di tolleranza.
      </span>
      <svg className="clock__ring" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <circle cx="18" cy="18" r="15.9" pathLength="100" className="clock__track" />
        <circle cx="18" cy="18" r="15.9" pathLength="100" className="clock__left" strokeDasharray={`${full * 100} 100`} />
      </svg>
      <span aria-hidden="true" className="clock__who">
        {mine ? "Tu" : who} · {clock.phase === "draw" ? "pesca" : "gioca"}
      </span>
      <span aria-hidden="true" className="clock__time" data-testid="clock-seconds">
        {reading.left} s
      </span>
      {reading.state === "warning" && (
        <span className="clock__warning" role="alert">
          {mine
            ? "Tempo quasi scaduto: muoviti! Allo scadere si scarta per te la carta di valore più alto, anche un jolly o una pinella (Art. 4.1)."
            : `Tempo quasi scaduto per ${who}.`}
        </span>
      )}
    </div>
  );
}
