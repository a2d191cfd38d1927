import { describe, expect, it } from "vitest";

import { LINK_ERRORS, parseTableLink } from "~/app/_components/table-link";
import { qrMatrix, QUIET_ZONE } from "~/app/_components/qr-matrix";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE";

describe("joining with a pasted link (home page)", () => {
  it("opens a full link, a path, or a link broken by spaces and line breaks", () => {
    const path = `/tavolo/x1Y2z3?posto=${TOKEN}`;
    expect(parseTableLink(`https://burraco.scuola.it${path}`)).toEqual({ ok: true, path });
    expect(parseTableLink(`  http://127.0.0.1:3000${path}  `)).toEqual({ ok: true, path });
    expect(parseTableLink(path)).toEqual({ ok: true, path });
    expect(parseTableLink(`tavolo/x1Y2z3?posto=${TOKEN}`)).toEqual({ ok: true, path });
    expect(parseTableLink(`localhost:3000/tavolo/x1Y2z3?po sto=${TOKEN.slice(0, 20)}\n${TOKEN.slice(20)}`)).toEqual({ ok: true, path });
    expect(parseTableLink(`/tavolo/x1Y2z3?guarda=${TOKEN}`)).toEqual({ ok: true, path: `/tavolo/x1Y2z3?guarda=${TOKEN}` });
  });

  it("says in Italian what is wrong with anything else", () => {
    expect(parseTableLink("   ")).toEqual({ ok: false, message: LINK_ERRORS.EMPTY });
    expect(parseTableLink("https://example.com/dizionario")).toEqual({ ok: false, message: LINK_ERRORS.NOT_A_TABLE });
    expect(parseTableLink("ciao")).toEqual({ ok: false, message: LINK_ERRORS.NOT_A_TABLE });
    expect(parseTableLink(`/tavolo/?posto=${TOKEN}`)).toEqual({ ok: false, message: LINK_ERRORS.NOT_A_TABLE });
    expect(parseTableLink("/tavolo/x1Y2z3")).toEqual({ ok: false, message: LINK_ERRORS.NO_SEAT });
    expect(parseTableLink("/tavolo/x1Y2z3?posto=corto")).toEqual({ ok: false, message: LINK_ERRORS.NO_SEAT });
  });
});

describe("QR codes of the seat links", () => {
  it("draws a seat link (~90 characters) as a square with the three finder patterns and a quiet zone", () => {
    const { size, path } = qrMatrix(`http://192.168.1.20:3000/tavolo/x1Y2z3?posto=${TOKEN}`);
    const modules = size - 2 * QUIET_ZONE;
    // Version 5 (37 modules) holds up to 84 bytes at level M, version 6 (41) up to 106.
    expect(modules).toBe(41);
    // Each finder pattern's top row is a run of 7 dark modules at a corner.
    expect(path).toContain(`M${QUIET_ZONE} ${QUIET_ZONE}h7v1h-7z`);
    expect(path).toContain(`M${QUIET_ZONE + modules - 7} ${QUIET_ZONE}h7v1h-7z`);
    expect(path).toContain(`M${QUIET_ZONE} ${QUIET_ZONE + modules - 7}h7v1h-7z`);
    expect(qrMatrix("a").size).toBe(21 + 2 * QUIET_ZONE);
  });
});
