/**
 * Issue #13, §7 tables: a person who times out twice in a row is replaced by a medio computer
 * until they come back. At a timed 2-player table against the esperto, Marco opens his seat and
 * then does nothing: the server's clock plays his turn twice (the forced discard), then a medio
 * computer plays for him. His page and a spectator's say so; the stand-in's move reaches both
 * live; Marco says he is back ("Sono qui"), and at the start of his next turn the seat is his
 * again: the notice goes and his own move is accepted.
 * And a person who has not arrived yet is not on the clock (Art. 4.1, issue #19): while Marco's
 * page still asks "Come ti chiami?" at his turn, no clock runs, nothing is played for him and
 * the table says it waits for him; his name starts his clock, with the whole time.
 * Screenshots go to test-results/ (not committed).
 */
import path from "node:path";

import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";

import { realLexicon } from "../lexicon/real-lexicon";
import { expectNoSideways, SCREENSHOTS } from "./browser";
import { e2ePages } from "./pages";
import { sitWithName, TableDb, waitForVersion } from "./table-driver";

/** Two turns of §7 time-outs (5 s to draw + 5 s of grace each) and the computer's turns between them, with room to spare. */
const STAND_IN_WITHIN_MS = 40_000;

let tables: TableDb | undefined;
const { session, newPage } = e2ePages();
afterAll(() => tables?.close());

function shownVersion(page: Page): Promise<number> {
  return page.evaluate(() => Number(document.querySelector('[data-testid="table"]')?.getAttribute("data-version")));
}

describe("a computer stands in for an absent person (issue #13, §7)", () => {
  it("two time-outs in a row: a medio computer plays for Marco, everyone is told; 'Sono qui' gives him the seat back at his next turn", async () => {
    const { app } = session();
    tables = new TableDb(app, realLexicon());
    const table = await tables.createTable({ players: 2, wordProfile: "torneo", timers: true, seed: "assente-1", bots: [{ seat: 1, level: "esperto" }] });
    const marco = await newPage();
    await sitWithName(marco, table.seatUrls[0]!, "Marco");
    const spectator = await newPage({ width: 1024, height: 800 });
    await spectator.goto(table.spectatorUrl);
    await spectator.getByTestId("table").waitFor();

    // Marco lets his clock run out, twice: then everyone is told a computer plays for him.
    await marco.getByTestId("stand-in-mine").waitFor({ timeout: STAND_IN_WITHIN_MS });
    const notice = spectator.getByTestId("stand-in-0");
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toBe("Marco è assente: gioca il computer (medio) finché non torna.");
    await expect(spectator.locator('[data-testid="computer-mark"][data-stand-in="true"]').count()).resolves.toBe(1);
    let log = await tables.log(table.gameId);
    expect(
      log
        .filter((entry) => entry.seat === 0)
        .slice(0, 2)
        .map((entry) => entry.action.do),
      "Marco's first two turns were the clock's",
    ).toEqual(["timeout", "timeout"]);
    // His name stays his: the seat is Marco's, the computer only plays it.
    await expect(spectator.locator("dt.seat__name", { hasText: "Marco" }).count()).resolves.toBe(1);

    // The stand-in plays Marco's next turn by itself: a move for seat 0 that is not a time-out, seen live.
    for (let waited = 0; ; waited += 100) {
      log = await tables.log(table.gameId);
      if (log.some((entry) => entry.seat === 0 && entry.action.do !== "timeout")) break;
      expect(waited, "the stand-in should have played for Marco by now").toBeLessThan(10_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await waitForVersion([marco, spectator], log.length, { orLater: true });
    await expectNoSideways(marco);
    await marco.screenshot({ path: path.join(SCREENSHOTS, "contro-computer-assente-marco-360.png"), fullPage: true });
    await spectator.screenshot({ path: path.join(SCREENSHOTS, "contro-computer-assente-spettatore.png"), fullPage: true });

    // Marco is back: at the start of his next turn the seat is his again, for everyone.
    await marco.getByTestId("stand-in-back").click();
    await marco.getByTestId("stand-in-back-sent").waitFor();
    await marco.getByTestId("stand-in").waitFor({ state: "detached", timeout: 15_000 });
    await spectator.getByTestId("stand-in").waitFor({ state: "detached" });
    await marco.getByTestId("turn").filter({ hasText: "Tocca a te: pesca" }).waitFor();
    const at = await shownVersion(marco);
    await marco.getByTestId("act-draw").click();
    await waitForVersion([marco, spectator], at + 1);
    log = await tables.log(table.gameId);
    expect(log.at(-1)).toMatchObject({ seq: at + 1, seat: 0, action: { do: "draw" } });
    await marco.screenshot({ path: path.join(SCREENSHOTS, "contro-computer-assente-tornato-360.png"), fullPage: true });
  }, 90_000);

  it("Art. 4.1: no clock while Marco's page asks his name at his turn — the table waits for him; the name starts his 5 seconds", async () => {
    const { app } = session();
    tables ??= new TableDb(app, realLexicon());
    const table = await tables.createTable({ players: 2, wordProfile: "torneo", timers: true, seed: "nome-1", bots: [{ seat: 1, level: "esperto" }] });
    const marco = await newPage();
    await marco.goto(table.seatUrls[0]!);
    await marco.getByTestId("name-form").waitFor();
    const spectator = await newPage({ width: 1024, height: 800 });
    await spectator.goto(table.spectatorUrl);
    // Marco's link opened the table: the computer plays if it opens the deal, then it is Marco's turn.
    await marco.locator('[data-testid="turn"][data-turn="0"]').waitFor();
    await spectator.locator('[data-testid="turn"][data-turn="0"]').waitFor();
    const waited = Date.now();
    await expect(marco.getByTestId("turn").textContent()).resolves.toContain("Il tuo tempo parte quando scrivi il nome.");
    await expect(marco.getByTestId("name-form").textContent()).resolves.toContain("Il tempo delle tue mosse parte quando lo salvi.");
    await expect(spectator.getByTestId("turn").textContent()).resolves.toContain("In attesa che Posto 1 entri: il suo tempo parte quando scrive il nome.");
    await marco.screenshot({ path: path.join(SCREENSHOTS, "tempo-attende-il-nome-360.png"), fullPage: true });

    // Longer than the draw time and its grace (5 + 5 s): still no clock, nothing played for him.
    await new Promise((resolve) => setTimeout(resolve, 10_500 - (Date.now() - waited)));
    for (const page of [marco, spectator]) await expect(page.getByTestId("clock").count()).resolves.toBe(0);
    const before = await tables.log(table.gameId);
    expect(before.filter((entry) => entry.seat === 0)).toEqual([]);
    await expect(marco.getByTestId("name-form").isVisible()).resolves.toBe(true);

    // His name starts his clock, from now: the whole 5 seconds to draw, seen by the table too.
    await marco.getByTestId("name-input").fill("Marco");
    await marco.getByTestId("name-submit").click();
    await marco
      .getByTestId("my-name")
      .filter({ hasText: /^Marco$/ })
      .waitFor();
    // The clock of the turn line (the seat's ring on the table shows the same one).
    const clock = marco.locator('.turn-bar [data-testid="clock"]');
    await clock.waitFor();
    await expect(clock.textContent()).resolves.toContain("Tu · pesca");
    expect(Number((await clock.getByTestId("clock-seconds").textContent())?.replace(/\D/g, ""))).toBeGreaterThanOrEqual(4);
    await spectator.locator('.turn-bar [data-testid="clock"]').filter({ hasText: "Marco · pesca" }).waitFor();
    await expect(spectator.getByTestId("turn").textContent()).resolves.toContain("Tocca a Marco (pesca).");
    // And it runs: left alone, he is timed out by the server (5 + 5 s).
    for (let waitedForTimeout = 0; ; waitedForTimeout += 250) {
      const log = await tables.log(table.gameId);
      if (log.some((entry) => entry.seat === 0)) {
        expect(log.filter((entry) => entry.seat === 0).map((entry) => entry.action.do)).toEqual(["timeout"]);
        break;
      }
      expect(waitedForTimeout, "the server should have timed Marco out by now").toBeLessThan(15_000);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 60_000);
});
