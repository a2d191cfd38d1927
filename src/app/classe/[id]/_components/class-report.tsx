"use client";

import { useQuery } from "@tanstack/react-query";
import { useId } from "react";

import { spreadsheetSafe } from "~/server/judge/csv";
import { errorText } from "~/trpc/error-text";
import { pollUntilKeyRefused } from "~/trpc/query-client";
import { useTRPC } from "~/trpc/react";

const REFRESH_MS = 5000;

type Report = {
  students: {
    id: string;
    nickname: string;
    words: string[];
    refused: { word: string; reason: string | null; hint: string }[];
    refusedCount: number;
    hints: number;
    points: number | null;
  }[];
};

/**
 * One CSV cell: a text a spreadsheet would run as a formula (a nickname like "=HYPERLINK(…)")
 * gets a leading apostrophe (`spreadsheetSafe`); quoted when it holds the separator, a quote or
 * a line break (RFC 4180).
 */
export function cell(raw: string): string {
  const text = spreadsheetSafe(raw);
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The class's words as CSV (`;`, as Italian spreadsheets expect): one row per word laid or refused. */
export function reportCsv(report: Report): string {
  const rows = [["studente", "parola", "esito", "spiegazione"]];
  for (const s of report.students) {
    for (const word of s.words) rows.push([s.nickname, word, "calata", ""]);
    for (const r of s.refused) rows.push([s.nickname, r.word, "respinta", r.hint]);
  }
  return `${rows.map((row) => row.map(cell).join(";")).join("\r\n")}\r\n`;
}

/**
 * The teacher's dashboard (issue #16), live: for each student the words laid at the class's
 * tables, the words refused with the dictionary's explanation, and their points; the class's
 * words as a CSV file.
 */
export function ClassReport({ classId, teacherKey, className }: { classId: string; teacherKey: string; className: string }) {
  const id = useId();
  const trpc = useTRPC();
  const report = useQuery({ ...trpc.classroom.report.queryOptions({ classId, token: teacherKey }), refetchInterval: pollUntilKeyRefused(REFRESH_MS) });

  function download() {
    if (!report.data) return;
    const blob = new Blob([`\uFEFF${reportCsv(report.data)}`], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = `parole-${className.replace(/[^\p{L}\p{N}]+/gu, "-")}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="class-report">
      <h2 id={`${id}-title`}>Le parole della classe</h2>
      {report.isError && (
        <p className="alert" role="alert">
          {errorText(report.error)}
        </p>
      )}
      {report.data && report.data.students.length === 0 && <p className="help">Ancora nessuno studente.</p>}
      {report.data && report.data.students.length > 0 && (
        <>
          <div className="table-wrap">
            <table className="report">
              <thead>
                <tr>
                  <th scope="col">Studente</th>
                  <th scope="col">Parole calate</th>
                  <th scope="col">Parole respinte</th>
                  <th scope="col">Suggerimenti</th>
                  <th scope="col">Punti</th>
                </tr>
              </thead>
              <tbody>
                {report.data.students.map((s) => (
                  <tr key={s.nickname} data-testid="report-row" data-student={s.nickname}>
                    <th scope="row">
                      <a href={`/classe/${classId}/studente/${s.id}?chiave=${teacherKey}`} data-testid="report-sheet">
                        {s.nickname}
                      </a>
                    </th>
                    <td data-testid="report-words">
                      <strong>{s.words.length}</strong> {s.words.slice(-8).join(", ")}
                    </td>
                    <td data-testid="report-refused">
                      <strong>{s.refusedCount}</strong>
                      {s.refused[0] && (
                        <>
                          {" "}
                          · {s.refused[0].word}: {s.refused[0].hint}
                        </>
                      )}
                    </td>
                    <td data-testid="report-hints">{s.hints}</td>
                    <td>{s.points ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="button" className="button button--quiet" data-testid="report-csv" onClick={download}>
            Scarica le parole (CSV)
          </button>
        </>
      )}
    </section>
  );
}
