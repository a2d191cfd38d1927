/**
 * RFC 4180 CSV, the small part the rulings' files need: fields separated by commas, records
 * by CRLF; a field with a comma, a quote, CR or LF is quoted, its quotes doubled. The parser
 * also takes LF line ends (a file saved by another editor) and reports where each record starts.
 */
/**
 * A cell a spreadsheet would run as a formula (= + - @, a tab or CR first: a name like
 * "=HYPERLINK(…)") gets a leading apostrophe; numbers, negative ones too, stay numbers. Every
 * CSV the app writes for a spreadsheet passes its cells through it: the tournament's exports,
 * the class's words.
 */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^-?\d+$/.test(value) ? `'${value}` : value;
}

export function formatCsv(records: readonly (readonly string[])[]): string {
  return records.map((fields) => `${fields.map(quoteField).join(",")}\r\n`).join("");
}

function quoteField(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export type CsvParse = { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string };

export function parseCsv(text: string): CsvParse {
  const records: CsvRecord[] = [];
  let line = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a BOM from a spreadsheet
  while (i < text.length) {
    const start = line;
    const fields: string[] = [];
    for (;;) {
      let field = "";
      if (text[i] === '"') {
        i++;
        for (;;) {
          if (i >= text.length) return { ok: false, line: start, message: "virgolette non chiuse" };
          const ch = text[i]!;
          if (ch === '"') {
            if (text[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (ch === "\n") line++;
          field += ch;
          i++;
        }
        if (i < text.length && text[i] !== "," && text[i] !== "\r" && text[i] !== "\n") {
          return { ok: false, line, message: "testo dopo le virgolette di chiusura" };
        }
      } else {
        while (i < text.length && text[i] !== "," && text[i] !== "\r" && text[i] !== "\n") {
          if (text[i] === '"') return { ok: false, line, message: "virgolette in un campo senza virgolette" };
          field += text[i];
          i++;
        }
      }
      fields.push(field);
      if (text[i] === ",") {
        i++;
        continue;
      }
      // End of record: CRLF, LF, or the end of the text.
      if (text[i] === "\r") i++;
      if (text[i] === "\n") i++;
      line++;
      break;
    }
    records.push({ line: start, fields });
  }
  return { ok: true, records };
}
