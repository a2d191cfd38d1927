"use client";

import { useQuery } from "@tanstack/react-query";

import { PageAlert } from "~/app/_components/page-alert";
import { PrintButton } from "~/app/_components/print-button";
import { REASON_LABEL } from "~/app/dizionario/_components/labels";
import type { Reason } from "~/lexicon/types";
import { errorText } from "~/trpc/error-text";
import { useTRPC } from "~/trpc/react";

/**
 * A student's year in one page (issue #16), made to be printed: the words they laid (how many,
 * how many different, the longest), their vocabulary in alphabetical order, and their most
 * frequent errors with the dictionary's explanations. From `classroom.report`, with the
 * teacher's key: nothing of another student.
 */
export function StudentSheet({ classId, studentId, teacherKey }: { classId: string; studentId: string; teacherKey: string }) {
  const trpc = useTRPC();
  const key = { classId, token: teacherKey };
  const view = useQuery(trpc.classroom.view.queryOptions(key));
  const report = useQuery(trpc.classroom.report.queryOptions(key));
  if (view.isError || report.isError) {
    return <PageAlert title="Scheda dello studente">{errorText(view.error ?? report.error)}</PageAlert>;
  }
  if (!view.data || !report.data) return <p aria-live="polite">Carico la scheda…</p>;
  const student = report.data.students.find((s) => s.id === studentId);
  if (student === undefined) {
    return <PageAlert title="Scheda dello studente">Questo studente non è (più) nella classe: torna alla pagina della classe.</PageAlert>;
  }
  const vocabulary = [...new Set(student.words)].sort((a, b) => a.localeCompare(b, "it"));
  const longest = vocabulary.reduce<string | null>((best, word) => (best === null || word.length > best.length ? word : best), null);
  return (
    <article className="student-sheet" data-testid="student-sheet">
      <h1>
        {student.nickname}{" "}
        <span className="count">
          · {view.data.name}, {view.data.schoolYear}
        </span>
      </h1>
      <p className="no-print">
        <PrintButton /> <a href={`/classe/${classId}?chiave=${teacherKey}`}>Torna alla classe</a>
      </p>
      <dl className="student-sheet__figures">
        <div>
          <dt>Parole calate</dt>
          <dd data-testid="sheet-words">{student.words.length}</dd>
        </div>
        <div>
          <dt>Parole diverse</dt>
          <dd data-testid="sheet-distinct">{vocabulary.length}</dd>
        </div>
        <div>
          <dt>La più lunga</dt>
          <dd data-testid="sheet-longest">{longest ?? "—"}</dd>
        </div>
        <div>
          <dt>Parole respinte</dt>
          <dd>{student.refusedCount}</dd>
        </div>
        <div>
          <dt>Suggerimenti chiesti</dt>
          <dd>{student.hints}</dd>
        </div>
      </dl>
      <section aria-labelledby="sheet-errors">
        <h2 id="sheet-errors">Gli errori più frequenti</h2>
        {student.errors.length === 0 ? (
          <p>Nessuna parola respinta.</p>
        ) : (
          <ul data-testid="sheet-errors">
            {student.errors.map((e) => (
              <li key={e.reason ?? "none"}>
                {e.reason === null ? "Parola non trovata" : (REASON_LABEL[e.reason as Reason] ?? e.reason)}: {e.count}
              </li>
            ))}
          </ul>
        )}
        {student.refused.length > 0 && (
          <ul className="student-sheet__refused">
            {student.refused.slice(0, 10).map((r, i) => (
              <li key={i}>
                <strong>{r.word}</strong>: {r.hint}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="sheet-vocabulary">
        <h2 id="sheet-vocabulary">Il suo vocabolario</h2>
        {vocabulary.length === 0 ? (
          <p>Ancora nessuna parola.</p>
        ) : (
          <p className="student-sheet__vocabulary" data-testid="sheet-vocabulary">
            {vocabulary.join(" · ")}
          </p>
        )}
      </section>
    </article>
  );
}
