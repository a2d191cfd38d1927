import { describe, expect, it } from "vitest";

import { reportCsv } from "~/app/classe/[id]/_components/class-report";
import { formatCsv, spreadsheetSafe } from "~/server/judge/csv";

describe("a CSV opened in a spreadsheet runs no formula (one rule: spreadsheetSafe)", () => {
  it("a text starting with = + - @ gets an apostrophe; numbers, negative ones too, stay numbers", () => {
    expect(['=HYPERLINK("x")', "+39", "-ciao", "@a", "\tb", "parola", "355", "-120", "0"].map(spreadsheetSafe)).toEqual([
      '\'=HYPERLINK("x")',
      "'+39",
      "'-ciao",
      "'@a",
      "'\tb",
      "parola",
      "355",
      "-120",
      "0",
    ]);
  });

  it("the class's words and the tournament's exports escape a nickname the same way", () => {
    const nickname = '=HYPERLINK("http://x")';
    const classCsv = reportCsv({
      students: [{ id: "s", nickname, words: ["casa"], refused: [], refusedCount: 0, hints: 0, points: 10 }],
    } as Parameters<typeof reportCsv>[0]);
    expect(classCsv.split("\r\n")[1]).toBe(`"'=HYPERLINK(""http://x"")";casa;calata;`);
    expect(formatCsv([[nickname, "-120"].map(spreadsheetSafe)])).toBe(`"'=HYPERLINK(""http://x"")",-120\r\n`);
  });
});
