import { useEffect, useRef, useState } from "react";

import { ruleHref } from "~/app/regole/rule-sections";
import { currentStep, LESSON_STEPS } from "~/lesson/steps";
import styles from "./lesson-panel.module.css";
import type { SeatView } from "./table-view";

const readKey = (gameId: string) => `burraco-parole:lezione:${gameId}`;

function readSteps(gameId: string): Set<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(readKey(gameId)) ?? "[]");
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

/**
 * "Impara a giocare" (src/lesson/steps.ts) at the lesson's table: the step now, its rule's
 * article linked to /regole, and "Avanti" for a step to read. What has been done comes from the
 * view, what has been read from this browser: a reload, or coming back later, resumes the lesson.
 */
export function LessonPanel({
  gameId,
  view,
  byKeyboard,
  backToTable,
}: {
  gameId: string;
  view: SeatView;
  /** Whether the learner is using the keyboard: then "Avanti" takes the focus, and gives it back. */
  byKeyboard: () => boolean;
  backToTable: () => void;
}) {
  const [read, setRead] = useState(() => readSteps(gameId));
  // Folded to its title line, to see the table on a phone; the next step opens it again.
  const [foldedAt, setFoldedAt] = useState<string | null>(null);
  const now = currentStep(view, read);
  const nextRef = useRef<HTMLButtonElement>(null);
  const waitingToRead = now !== null && now.step.kind === "read" && now.ready;
  const stepId = now?.step.id ?? "fine";

  // A step to read that just came up takes the keyboard's focus, to be read and then passed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new step moves the focus
  useEffect(() => {
    if (waitingToRead && byKeyboard()) nextRef.current?.focus({ preventScroll: true });
  }, [stepId, waitingToRead]);

  const markRead = () => {
    if (now === null) return;
    const next = new Set(read).add(now.step.id);
    try {
      localStorage.setItem(readKey(gameId), JSON.stringify([...next]));
    } catch {
      // Storage refused: the lesson goes on, it just will not remember this step after a reload.
    }
    setRead(next);
    if (byKeyboard()) backToTable();
  };

  const total = LESSON_STEPS.length;
  const folded = now !== null && foldedAt === stepId;
  return (
    <section className={styles.panel} aria-labelledby="lezione-titolo" data-testid="lesson" data-step={stepId}>
      <div className={styles.head}>
        <span>Impara a giocare · {now === null ? "finita" : `passo ${now.index + 1} di ${total}`}</span>
        <progress value={now === null ? total : now.index} max={total} aria-label="Avanzamento della lezione" />
        {now !== null && (
          <button
            type="button"
            className="button button--quiet button--small"
            aria-expanded={!folded}
            aria-controls="lezione-passo"
            data-testid="lesson-fold"
            onClick={() => setFoldedAt(folded ? null : stepId)}
          >
            {folded ? "Mostra" : "Nascondi"}
          </button>
        )}
      </div>
      {now === null ? (
        <>
          <h2 id="lezione-titolo">Lezione finita: complimenti!</h2>
          <p>Ora sai giocare una smazzata di Burraco Parole. Le regole intere sono nella pagina Regole.</p>
          <div className={styles.actions}>
            <a href="/" className="button">
              Gioca contro il computer
            </a>
            <a href="/regole">Leggi le regole</a>
          </div>
        </>
      ) : (
        <>
          <h2 id="lezione-titolo">{now.step.title}</h2>
          <div id="lezione-passo" hidden={folded}>
            <p aria-live="polite" data-testid="lesson-text">
              {now.ready ? now.step.text(view) : ""}
            </p>
            {!now.ready && <p className={styles.wait}>Aspetta: tocca al computer…</p>}
            <div className={styles.actions}>
              {waitingToRead && (
                <button ref={nextRef} type="button" className="button button--small" data-testid="lesson-next" onClick={markRead}>
                  Avanti
                </button>
              )}
              <a href={ruleHref(now.step.rule.section)} target="_blank" rel="noopener" data-testid="lesson-rule">
                Regole: {now.step.rule.article}
              </a>
              <a href="/impara" data-testid="lesson-restart">
                Ricomincia la lezione
              </a>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
