import { useCallback, useEffect, useRef, useState } from "react";

import type { Announcement } from "./announce";

/** How long an announcement stays: long enough to read a judge's reason. */
const SHOWN_MS: Record<Announcement["kind"], number> = { pozzetto: 8_000, ruling: 15_000 };
/** At most this many at once (the newest): the table stays in view on a phone. */
const AT_ONCE = 2;

/** The announcements on screen, each for its time (or until closed). */
export function useAnnouncements() {
  const [items, setItems] = useState<Announcement[]>([]);
  const timers = useRef(new Map<string, number>());
  useEffect(() => {
    const running = timers.current;
    return () => {
      for (const timer of running.values()) window.clearTimeout(timer);
    };
  }, []);
  const dismiss = useCallback((key: string) => {
    window.clearTimeout(timers.current.get(key));
    timers.current.delete(key);
    setItems((shown) => shown.filter((item) => item.key !== key));
  }, []);
  const show = useCallback(
    (news: readonly Announcement[]) => {
      if (news.length === 0) return;
      setItems((shown) => [...shown.filter((item) => !news.some((n) => n.key === item.key)), ...news].slice(-AT_ONCE));
      for (const item of news) {
        window.clearTimeout(timers.current.get(item.key));
        timers.current.set(
          item.key,
          window.setTimeout(() => dismiss(item.key), SHOWN_MS[item.kind]),
        );
      }
    },
    [dismiss],
  );
  return { items, show, dismiss };
}

/**
 * A banner above the table for what must not be missed — a pozzetto taken, the judge's ruling
 * and reason — read out politely (the region is always there, so screen readers hear what
 * enters it) and gone after a while.
 */
export function Announcements({ items, dismiss }: { items: readonly Announcement[]; dismiss: (key: string) => void }) {
  return (
    <div className="announcements" role="status" aria-live="polite" data-testid="announcements">
      {items.map((item) => (
        <p key={item.key} className={`announcement announcement--${item.kind}`} data-testid="announcement" data-kind={item.kind}>
          <span data-testid="announcement-text">{item.text}</span>
          <button type="button" className="announcement__close" aria-label="Chiudi l'avviso" onClick={() => dismiss(item.key)}>
            ×
          </button>
        </p>
      ))}
    </div>
  );
}
