"use client";

/** The pages made to be printed (score sheets, a student's sheet, standings): the browser's print dialog, where "Salva come PDF" is. */
export function PrintButton({ small = false }: { small?: boolean }) {
  return (
    <button type="button" className={small ? "button button--small" : "button"} onClick={() => window.print()}>
      Stampa o salva in PDF
    </button>
  );
}
