import { useState } from "react";

import styles from "./computer-seat.module.css";
import { seatName, type TableView } from "./table-view";

/** Who plays a seat when the server does: a computer seat, or a computer standing in for its absent person. */
export type SeatComputer = TableView["table"]["seats"][number]["computer"];

export function seatComputer(tv: TableView, seat: number): SeatComputer {
  return tv.table.seats.find((s) => s.seat === seat)?.computer ?? null;
}

/**
 * A small mark before a seat's name when the server plays it (a screen's outline): for a
 * computer seat, whose name already says "Computer (esperto)", or while a computer stands in
 * for the seat's person, which screen readers are told in words.
 */
export function ComputerMark({ computer }: { computer: SeatComputer }) {
  if (computer === null) return null;
  const words = computer.standIn ? `al suo posto gioca il computer (${computer.level})` : "computer";
  return (
    <span className={styles.mark} title={words} data-testid="computer-mark" data-stand-in={computer.standIn}>
      <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
        <rect x="1.5" y="2.5" width="13" height="9" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M5 14.5h6M8 11.5v3" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      {computer.standIn && <span className="sr-only">({words})</span>}
    </span>
  );
}

/**
 * Issue #13, §7 tables: a medio computer plays for a person who timed out twice in a row or
 * whose page was gone at their turn. Everyone (seats and spectators) is told whose seat it is
 * and that it is theirs again when they come back; the person themself can say they are here.
 */
export function StandInNotice({ tv, comeBack }: { tv: TableView; comeBack: (() => void) | null }) {
  const standIns = tv.table.seats.filter((s) => s.computer?.standIn === true);
  if (standIns.length === 0) return null;
  return (
    <div className={styles.notice} role="status" data-testid="stand-in">
      {standIns.map(({ seat, computer }) =>
        seat === tv.seat ? (
          <OwnStandIn key={seat} level={computer!.level} comeBack={comeBack} />
        ) : (
          <p key={seat} data-testid={`stand-in-${seat}`}>
            {seatName(tv, seat)} è assente: gioca il computer ({computer!.level}) finché non torna.
          </p>
        ),
      )}
    </div>
  );
}

function OwnStandIn({ level, comeBack }: { level: string; comeBack: (() => void) | null }) {
  const [back, setBack] = useState(false);
  return (
    <div data-testid="stand-in-mine">
      <p>Eri assente: al tuo posto gioca il computer ({level}). Il posto torna tuo all&apos;inizio del tuo prossimo turno, appena ci sei.</p>
      {comeBack !== null &&
        (back ? (
          <p data-testid="stand-in-back-sent">Bentornato: al tuo prossimo turno giochi di nuovo tu.</p>
        ) : (
          <div className="button-row">
            <button
              type="button"
              className="button button--small"
              data-testid="stand-in-back"
              onClick={() => {
                setBack(true);
                comeBack();
              }}
            >
              Sono qui: riprendo il posto
            </button>
          </div>
        ))}
    </div>
  );
}
