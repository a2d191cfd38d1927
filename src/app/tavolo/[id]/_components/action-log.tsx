import type { PublicEvent } from "~/engine/public-log";

import { CardTile } from "./card-tile";
import { describeEvent, eventText, type NameOf } from "./describe-event";
import type { JudgeNoun } from "./judge-ui";

/** How many events the page shows: the last rounds, newest first. */
const SHOWN = 30;

/** "Cronaca": the public log in words, newest first; new entries are read out politely. */
export function ActionLog({ log, nameOf, judge }: { log: readonly PublicEvent[]; nameOf: NameOf; judge: JudgeNoun }) {
  const shown = log.slice(-SHOWN).reverse();
  return (
    <section className="card" aria-labelledby="cronaca">
      <h2 id="cronaca">Cronaca</h2>
      {shown.length === 0 ? (
        <p className="help">Ancora nessuna mossa.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, and a keyboard user must be able to focus it to scroll it (WCAG 2.1.1).
        <ol className="log" tabIndex={0} data-testid="action-log" aria-live="polite" aria-relevant="additions" aria-label="Le ultime mosse, dalla più recente">
          {shown.map((event) => (
            <li key={`${event.version}-${event.kind}`} className={`log__entry log__entry--${event.kind}`} data-kind={event.kind} data-seat={event.seat}>
              <span className="sr-only">{eventText(event, nameOf, judge)}</span>
              <span aria-hidden="true">
                {describeEvent(event, nameOf, judge).map((part, p) =>
                  typeof part === "string" ? <span key={p}>{part}</span> : <CardTile key={p} card={part.card} small />,
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
