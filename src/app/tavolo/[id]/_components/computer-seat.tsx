import { useState } from "react";

import styles from "./computer-seat.module.css";
import { seatName, type TableView } from "./table-view";

/** Who plays a seat when the server does: a computer seat, or a computer standing in for its absent person. */
export type SeatComputer = TableView["table"]["seats"][number]["computer"];

export function seatComputer(tv: TableView, seat: number): SeatComputer {
  return tv.table.seats.find((s) => s.seat === seat)?.computer ?? null;
}

/**
 * A small mark beside a seat's name when the server plays it: "computer" for a computer seat
 * (its name already says its level), "gioca il computer" while one stands in for the person.
 */
export function ComputerMark({ computer }: { computer: SeatComputer }) {
  if (computer === null) return null;
  return (
    <span className={styles.mark} data-testid="computer-mark" data-stand-in={computer.standIn}>
      {computer.standIn ? "gioca il computer" : "computer"}
    </span>
  );
}

/**
 * Issue #13, §7 tables: a medio computer plays for a person who timed out twice in a row or
 * whose page was gone at their turn. Everyone (seats and spectators) is told whose seat it is
 * and that it is theirs again when they come back; the person themself can say they are back.
 */
export function StandInNotice({ tv, comeBack }: { tv: TableView; comeBack: (() => Promise<void>) | null }) {
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

function OwnStandIn({ level, comeBack }: { level: string; comeBack: (() => Promise<void>) | null }) {
  const [state, setState] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  async function onClick() {
    if (comeBack === null) return;
    setState("sending");
    try {
      await comeBack();
      setState("sent");
    } catch {
      setState("failed");
    }
  }
  return (
    <div data-testid="stand-in-mine">
      <p>Eri assente: al tuo posto gioca il computer ({level}). Riprendi il posto all&apos;inizio del tuo prossimo turno.</p>
      {comeBack !== null && (
        <div className="button-row">
          <button
            type="button"
            className="button button--small"
            disabled={state === "sending" || state === "sent"}
            data-testid="stand-in-back"
            onClick={() => void onClick()}
          >
            {state === "sent" ? "Ti aspetto al prossimo turno" : "Sono qui: riprendo il posto"}
          </button>
        </div>
      )}
      {state === "failed" && (
        <p className="field-error" role="alert">
          Non ti ho sentito: riprova.
        </p>
      )}
    </div>
  );
}
