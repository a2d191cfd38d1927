import { describe, expect, it } from "vitest";

import {
  countdown,
  dateTime,
  dayBound,
  exportFileName,
  guessFormat,
  minutesSeconds,
  outcomeText,
  precedentLine,
  recordByDefault,
  rulingStatus,
  scopeText,
  waiting,
} from "~/app/giudice/_components/format";

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);

describe("the queue's clocks", () => {
  it("counts down to the time-out in minutes and seconds, urgent in the last 30 s, then over", () => {
    expect(countdown(NOW + 180_000, NOW)).toEqual({ text: "3:00", late: false, urgent: false });
    expect(countdown(NOW + 95_500, NOW)).toEqual({ text: "1:36", late: false, urgent: false });
    expect(countdown(NOW + 30_000, NOW)).toEqual({ text: "0:30", late: false, urgent: true });
    expect(countdown(NOW + 1, NOW)).toEqual({ text: "0:01", late: false, urgent: true });
    expect(countdown(NOW, NOW)).toEqual({ text: "tempo scaduto", late: true, urgent: true });
    expect(minutesSeconds(-5)).toBe("0:00");
  });

  it("says how long a request has waited", () => {
    expect(waiting(NOW - 12_400, NOW)).toBe("da 12 s");
    expect(waiting(NOW - 3 * 60_000 - 5_000, NOW)).toBe("da 3 min");
    expect(waiting(NOW - 2 * 3_600_000, NOW)).toBe("da 2 h");
    expect(waiting(NOW + 1_000, NOW)).toBe("da 0 s");
  });
});

describe("precedents as the judge reads them", () => {
  const ruling = {
    word: "GATTINO",
    decision: "deny" as const,
    scope: "table" as const,
    scopeId: "x1",
    reason: "Alterato (Art. 4.2)",
    judge: "Anna Neri",
    ruledAt: NOW,
    active: true,
    supersededBy: null,
  };

  it("dates in Italy's time (UTC+1 in November)", () => {
    expect(dateTime(NOW)).toBe("22/11/2026 10:00");
  });

  it("one line: decision, judge, date, scope, state, reason", () => {
    expect(precedentLine(ruling)).toBe("Esclusa da Anna Neri il 22/11/2026 10:00 (Tavolo x1, in vigore) — Alterato (Art. 4.2)");
    expect(precedentLine({ ...ruling, decision: "allow", scope: "global", scopeId: null, active: false, supersededBy: "r2" })).toBe(
      "Ammessa da Anna Neri il 22/11/2026 10:00 (Tutti i tavoli, sostituita) — Alterato (Art. 4.2)",
    );
    expect(rulingStatus({ active: false, decision: "withdrawn", supersededBy: null })).toBe("ritiro");
    expect(scopeText("event", "ev1")).toBe("Evento ev1");
  });
});

describe("the decision buttons", () => {
  it("name what happens to the word at the table (approve = the word stands)", () => {
    expect(outcomeText("contest", true, "GATTINO")).toBe("GATTINO ammessa: la combinazione va in tavola.");
    expect(outcomeText("contest", false, "GATTINO")).toBe("GATTINO respinta: la combinazione non va in tavola.");
    expect(outcomeText("challenge", false, "CASA")).toBe("CASA respinta: la sfida è accolta, la parola torna in mano.");
  });

  it("record an approved contest as a table ruling by default, nothing else", () => {
    expect(recordByDefault("contest", true)).toBe(true);
    expect(recordByDefault("contest", false)).toBe(false);
    expect(recordByDefault("challenge", true)).toBe(false);
    expect(recordByDefault("challenge", false)).toBe(false);
  });
});

describe("search and files", () => {
  it("turns a date field's day into Italy's first and last instant (winter and summer time)", () => {
    expect(dayBound("2026-11-22")).toBe(Date.UTC(2026, 10, 21, 23, 0, 0));
    expect(dayBound("2026-11-22", true)).toBe(Date.UTC(2026, 10, 22, 23, 0, 0) - 1);
    expect(dayBound("2026-07-01")).toBe(Date.UTC(2026, 5, 30, 22, 0, 0));
    expect(dayBound("")).toBeUndefined();
    expect(dayBound("22/11/2026")).toBeUndefined();
  });

  it("names an export file, and tells a pasted JSON file from a CSV one", () => {
    expect(exportFileName("evento ab/1", "csv", NOW)).toBe("decisioni-evento-ab-1-2026-11-22.csv");
    expect(exportFileName("", "json", NOW)).toBe("decisioni-decisioni-2026-11-22.json");
    expect(guessFormat('\uFEFF  {"formato":"burraco-parole/decisioni"}')).toBe("json");
    expect(guessFormat("parola,decisione,ambito,id_ambito,motivo,giudice,data\r\n")).toBe("csv");
  });
});

describe("what a request carries", () => {
  it("reads the contested cards whether sent as a list or inside the meld", async () => {
    const { requestCards } = await import("~/app/giudice/_components/types");
    expect(requestCards(["N:L", "N:U", "N:C", "N:A"])).toEqual(["N:L", "N:U", "N:C", "N:A"]);
    expect(requestCards({ cards: ["R:C", "J=A", "R:S"] })).toEqual(["R:C", "J=A", "R:S"]);
    expect(requestCards(null)).toEqual([]);
  });
});
