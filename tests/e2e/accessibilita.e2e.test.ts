/**
 * Issue #18, done-when: axe-core (@axe-core/playwright) finds no serious or critical
 * violation on the pages — home, a table being played (as a seat, with words on the table
 * and the "?" help open), the dictionary, the judge's console, and (issue #19) the rules and
 * the help — on a phone and on a desktop screen; and the pages a lost visitor meets speak
 * Italian.
 */
import { afterAll, describe, expect, it } from "vitest";

import { greedyAction } from "~/engine/greedy-player";
import { realLexicon } from "../lexicon/real-lexicon";
import { seriousViolations } from "./axe";
import { PHONE } from "./browser";
import { e2ePages } from "./pages";
import { moverPage, playInUi, sitWithName, TableDb, WHOLE_DEAL_SEED, waitForVersion } from "./table-driver";

let tables: TableDb | undefined;
const { session, newPage } = e2ePages();
afterAll(() => tables?.close());

describe("accessibility of the pages (issues #18, #19)", () => {
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    it(`home, dictionary, judge's console, rules, help, the lesson's start and the class's pages at ${viewport.width}×${viewport.height}`, async () => {
      const { app } = session();
      const page = await newPage(viewport);
      for (const path of ["/", "/dizionario", "/giudice", "/regole", "/aiuto", "/impara", "/classe", "/entra"]) {
        await page.goto(`${app.baseUrl}${path}`);
        await page.locator("main h1").first().waitFor();
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });

    it(`a table being played at ${viewport.width}×${viewport.height}, and its "?" help`, async () => {
      const lexicon = realLexicon();
      tables ??= new TableDb(session().app, lexicon);
      const table = await tables.createTable({ players: 2, wordProfile: "torneo", timers: false, seed: WHOLE_DEAL_SEED });
      const pages = [await newPage(viewport), await newPage(viewport)];
      await sitWithName(pages[0]!, table.seatUrls[0]!, "Marco");
      await sitWithName(pages[1]!, table.seatUrls[1]!, "Giulia");
      // A few moves, until a word is on the table.
      let state = await tables.state(table.gameId);
      await waitForVersion(pages, state.version);
      while (!state.deal.lines.some((line) => line.melds.length > 0)) {
        const { seat, page, meldWords } = moverPage(pages, state);
        await playInUi(page, pages, greedyAction(state, seat, lexicon)!, state.version, meldWords);
        state = await tables.state(table.gameId);
      }
      for (const page of pages) expect(await seriousViolations(page), `seat page at version ${state.version}`).toEqual([]);
      await pages[0]!.getByTestId("help-open").click();
      await pages[0]!.getByTestId("help-dialog").waitFor();
      expect(await seriousViolations(pages[0]!), "the help open").toEqual([]);
    });
  }

  it("the lesson's table, with its step and a step folded (issue #19)", async () => {
    const { app } = session();
    const page = await newPage();
    await page.goto(`${app.baseUrl}/impara`);
    await page.getByTestId("lesson-begin").click();
    await page.getByTestId("lesson").waitFor();
    expect(await seriousViolations(page), "the lesson's first step").toEqual([]);
    await page.getByTestId("lesson-next").click();
    await page.getByTestId("lesson-fold").click();
    expect(await seriousViolations(page), "a step folded, the tallone to draw from").toEqual([]);
  });

  it("a class's teacher page and a student's waiting room (issue #16)", async () => {
    const { app } = session();
    const teacher = await newPage({ width: 1280, height: 800 });
    await teacher.goto(`${app.baseUrl}/classe`);
    await teacher.getByTestId("class-name").fill("4ª A");
    await teacher.getByTestId("class-create").click();
    const code = (await teacher.getByTestId("class-code").textContent())!;
    const student = await newPage();
    await student.goto(`${app.baseUrl}/entra?codice=${code}`);
    await student.getByTestId("enter-nickname").fill("Ada");
    await student.getByTestId("enter-submit").click();
    await student.getByTestId("waiting").waitFor();
    expect(await seriousViolations(student), "the waiting room").toEqual([]);
    await teacher.locator('[data-testid="class-student"][data-present="true"]').waitFor();
    expect(await seriousViolations(teacher), "the teacher's page").toEqual([]);
  });

  it("an address the site does not have, and a broken seat link, answer in Italian (issue #19)", async () => {
    const { app } = session();
    const page = await newPage();
    const missing = await page.goto(`${app.baseUrl}/pagina-che-non-esiste`);
    expect(missing?.status()).toBe(404);
    await expect(page.locator("main h1").textContent()).resolves.toBe("Pagina non trovata");
    expect(await seriousViolations(page), "the 404 page").toEqual([]);
    // A seat link cut short: the table page says what is wrong and what to do, in Italian.
    await page.goto(`${app.baseUrl}/tavolo/abc?posto=x`);
    const fatal = (await page.getByTestId("table-fatal").textContent()) ?? "";
    expect(fatal).toMatch(/^Il link è incompleto o copiato male .*Apri il link che hai ricevuto per intero/);
    expect(fatal).not.toMatch(/[{}]|expected|Too small|Invalid/);
  });
});
