/**
 * What the table announces as it happens, beyond the Cronaca: a pozzetto taken (Art. 1.1) and
 * the judge's ruling with the judge's reason (RULES §9). Pure (tested in tests/ui): the page
 * hands it the events new since it last looked, and shows what comes back for a while.
 */
import type { PublicEvent } from "~/engine/public-log";

import { eventText, type NameOf } from "./describe-event";
import type { JudgeNoun } from "./judge-ui";

export interface Announcement {
  /** Unique on the page: the event's version and kind. */
  key: string;
  kind: "pozzetto" | "ruling";
  text: string;
}

export interface AnnounceContext {
  mySeat: number | null;
  /** The deal on screen: news of an earlier deal is no news any more. */
  dealNumber: number;
  lineOfSeat: readonly number[];
  pozzetti: readonly { takenBy: number | null }[];
  /** The pozzetti's sizes at the deal (pozzettoSizes: 11, or 18 and 11 at 3 players, Art. 3.3). */
  sizes: readonly number[];
  nameOf: NameOf;
  /** Who decides the table's words (a class's teacher, or the giudice). */
  judge: JudgeNoun;
}

/** How many cards the pozzetto `seat`'s line took holds (null if the view no longer shows it). */
function pozzettoCards(seat: number, context: AnnounceContext): number | null {
  const line = context.lineOfSeat[seat];
  const index = context.pozzetti.findIndex((p) => p.takenBy !== null && p.takenBy === line);
  return context.sizes[index] ?? null;
}

function pozzettoText(event: Extract<PublicEvent, { kind: "pozzetto" }>, context: AnnounceContext): string {
  const count = pozzettoCards(event.seat, context);
  const cards = count === null ? "carte nuove" : `${count} carte nuove`;
  if (event.seat === context.mySeat) {
    // Al volo the cards are in hand now; con lo scarto they wait face down for the next turn (Art. 1.1, 10.26).
    return event.how === "al volo" ? `Hai preso il pozzetto: ${cards} in mano` : `Hai preso il pozzetto con lo scarto: ${cards} in mano al tuo prossimo turno`;
  }
  return `${eventText(event, context.nameOf, context.judge)}${count === null ? "" : ` (${count} carte)`}`;
}

/** The announcements for `events` (the page's new ones, oldest first), in the same order. */
export function announcements(events: readonly PublicEvent[], context: AnnounceContext): Announcement[] {
  return events
    .filter((event) => event.deal === context.dealNumber)
    .flatMap((event): Announcement[] => {
      const key = `${event.version}-${event.kind}`;
      if (event.kind === "pozzetto") return [{ key, kind: "pozzetto", text: pozzettoText(event, context) }];
      if (event.kind === "ruling") return [{ key, kind: "ruling", text: eventText(event, context.nameOf, context.judge) }];
      return [];
    });
}
