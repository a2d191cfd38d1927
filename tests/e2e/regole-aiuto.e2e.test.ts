/**
 * Issue #19, "a new player's first hour": the rules (`/regole`, from RULES.md and the articles
 * of seed 002) and the help (`/aiuto`) pages, reached from the home page, the site nav, the
 * table's "?" help and a refusal at the table, on a phone and on a desktop screen.
 */
import path from "node:path";

import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";

import { RULE_SECTIONS } from "~/app/regole/rule-sections";
import { isVowel, makeCard } from "~/engine/cards";
import { realLexicon } from "../lexicon/real-lexicon";
import { PHONE, SCREENSHOTS } from "./browser";
import { e2ePages } from "./pages";
import { moverPage, pickInHand, sitWithName, TableDb, waitForVersion } from "./table-driver";

let tables: TableDb | undefined;
const { session, newPage } = e2ePages();
afterAll(() => tables?.close());

const DESKTOP = { width: 1280, height: 800 };

/** The ids of the page's sections, in page order. */
function sectionIds(page: Page, testId: string): Promise<string[]> {
  return page.locator(`[data-testid="${testId}"]`).evaluateAll((sections) => sections.map((section) => section.id));
}

/** The cards pictured in a section, as the table's card tiles carry them (`data-card`). */
function cardsIn(page: Page, sectionId: string): Promise<string[][]> {
  return page
    .locator(`#${sectionId} [data-testid="rule-cards"]`)
    .evaluateAll((figures) => figures.map((figure) => [...figure.querySelectorAll(".tile[data-card]")].map((tile) => tile.getAttribute("data-card") ?? "")));
}

/** A table's rows as text: each row's heading, then its cells. */
function tableRows(page: Page, selector: string): Promise<string[][]> {
  return page
    .locator(selector)
    .first()
    .evaluate((table) =>
      [...table.querySelectorAll("tbody tr")].map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim() ?? "")),
    );
}

/** Nothing on the page scrolls sideways at this width. */
async function expectFits(page: Page, width: number): Promise<void> {
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
}

/** The new tab a link opens (the table's links to the rules keep the game in its tab). */
async function openedByClick(page: Page, testId: string): Promise<Page> {
  const opened = page.context().waitForEvent("page");
  await page.getByTestId(testId).click();
  return opened;
}

/** The section whose top is at the top of the window (within the scroll margin). */
function sectionAtTop(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const at = [...document.querySelectorAll("section[id]")].find((section) => Math.abs(section.getBoundingClientRect().top) <= 24);
    return at?.id ?? null;
  });
}

describe("the rules and the help pages (issue #19)", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`/regole at ${viewport.width}×${viewport.height}: each section at its address with its articles, the table's own card faces, the worked score`, async () => {
      const { app } = session();
      const page = await newPage(viewport);
      await page.goto(`${app.baseUrl}/regole`);
      await expect(page.locator("main h1").textContent()).resolves.toBe("Regole del Burraco Parole");

      // Every section the brief names, in this order, each linkable by its id and citing its articles.
      const ids = [
        "carte",
        "distribuzione",
        "turno",
        "parole",
        "matte",
        "aggiungere",
        "burraco",
        "pozzetto",
        "chiusura",
        "monte",
        "punteggio",
        "giudice",
        "tempi",
      ];
      await expect(sectionIds(page, "rule-section")).resolves.toEqual(ids);
      expect(RULE_SECTIONS.map((section) => section.id)).toEqual(ids);
      await expect(page.locator("#pozzetto h2").textContent()).resolves.toBe("Il pozzetto");
      await expect(page.locator("#pozzetto").textContent()).resolves.toContain("Art. 1.1, 10.20, 10.26");
      await expect(page.locator("#monte").textContent()).resolves.toContain("Art. 10.17");
      await expect(page.locator("#parole").textContent()).resolves.toMatch(/Non si possono calare:.*nomi propri.*sigle/s);
      // The contents list links every section.
      const contents = await page.locator('nav[aria-labelledby="regole-indice"] a').evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(contents).toEqual(ids.map((id) => `/regole#${id}`));

      // Art. 1.2: the deck's kinds drawn as the table draws them; the wilds by their own sign, not a letter.
      await expect(cardsIn(page, "carte")).resolves.toEqual([["R:A", "N:A", "R:H", "N:Q", "P", "J"]]);
      await expect(page.locator('#carte .tile[data-card="J"] .tile__mark').textContent()).resolves.toBe("jolly");
      await expect(page.locator('#carte .tile[data-card="R:H"] .tile__points').textContent()).resolves.toBe("15");
      await expect(page.locator('#carte .tile[data-card="R:A"]').getAttribute("class")).resolves.toBe("tile tile--R");
      // A red word, a pinella and a jolly in words, a burraco of 7 cards.
      await expect(cardsIn(page, "parole")).resolves.toContainEqual(["R:C", "R:A", "R:S", "R:A"]);
      const wilds = (await cardsIn(page, "matte")).flat();
      expect(wilds).toContain("J=T");
      expect(wilds).toContain("P=A");
      await expect(cardsIn(page, "burraco")).resolves.toContainEqual(["R:C", "R:A", "R:M", "R:M", "R:I", "R:N", "R:O"]);

      // Art. 3.4 (RULES §2): what the deal leaves in hand, in the pozzetti and in the tallone.
      await expect(tableRows(page, "#distribuzione table")).resolves.toEqual([
        ["2", "22", "11 + 11", "71"],
        ["3 (pozzetti 18 + 11)", "33", "18 + 11", "53"],
        ["3 (pozzetti 3 × 11)", "33", "11 + 11 + 11", "49"],
        ["4", "44", "11 + 11", "49"],
      ]);

      // Art. 5, 6, the worked example: Anna 200 (clean burraco) + 50 (9 cards) + 100 (closing)
      // + 70 (CAMMINARE) + 45 (PANE with the pinella); Bruno 100 (dirty burraco) + 40 (GATTO)
      // + 70 (PIANETA with the jolly) − 45 (Q, B, pinella in hand) − 100 (no pozzetto).
      const score = await tableRows(page, '[data-testid="rule-example-score"]');
      expect(score.at(-1)).toEqual(["Totale smazzata", "465", "65"]);

      await expectFits(page, viewport.width);
      await page.screenshot({ path: path.join(SCREENSHOTS, `regole-${viewport.width}.png`), fullPage: true });
    });
  }

  it("/regole#pozzetto opens on the pozzetto section, and the contents list scrolls to its section", async () => {
    const { app } = session();
    const page = await newPage();
    await page.goto(`${app.baseUrl}/regole#pozzetto`);
    await page.waitForFunction(() => window.scrollY > 0);
    await expect(sectionAtTop(page)).resolves.toBe("pozzetto");

    await page.locator('nav[aria-labelledby="regole-indice"]').getByRole("link", { name: "La chiusura" }).click();
    await page.waitForURL(/\/regole#chiusura$/);
    await page.waitForFunction(() => Math.abs(document.getElementById("chiusura")!.getBoundingClientRect().top) <= 24);
    await expect(sectionAtTop(page)).resolves.toBe("chiusura");
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`/aiuto at ${viewport.width}×${viewport.height}: how to use the site, its links to the rules lead to sections that exist`, async () => {
      const { app } = session();
      const page = await newPage(viewport);
      await page.goto(`${app.baseUrl}/aiuto`);
      await expect(page.locator("main h1").textContent()).resolves.toBe("Aiuto");
      await expect(sectionIds(page, "help-section")).resolves.toEqual([
        "crea",
        "computer",
        "al-tavolo",
        "giudice",
        "spettatori",
        "tempi",
        "rivedi",
        "torneo",
        "dizionario",
        "domande",
      ]);
      await expect(page.locator("#giudice").textContent()).resolves.toMatch(/Chiedi al giudice.*Sfida/s);
      await expect(page.locator('#al-tavolo [data-testid="key-list"] dt').allTextContents()).resolves.toContain("Maiuscolo + Invio");

      const ruleLinks = await page.locator('main a[href^="/regole#"]').evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      expect(ruleLinks.length).toBeGreaterThanOrEqual(5);
      const known = RULE_SECTIONS.map((section) => `/regole#${section.id}`);
      for (const href of ruleLinks) expect(known).toContain(href);
      // One of them, followed: the rules page opens on that section.
      await page.locator('#giudice a[href="/regole#giudice"]').click();
      await page.waitForURL(/\/regole#giudice$/);
      await page.waitForFunction(() => Math.abs(document.getElementById("giudice")?.getBoundingClientRect().top ?? 999) <= 24);

      await page.goto(`${app.baseUrl}/aiuto`);
      await expectFits(page, viewport.width);
    });
  }

  it("the home page and the site nav lead to /regole and /aiuto", async () => {
    const { app } = session();
    const page = await newPage();
    await page.goto(`${app.baseUrl}/`);
    await expect(page.locator("#come-si-gioca ~ ul").textContent()).resolves.toMatch(/Il turno.*Il pozzetto.*La chiusura/s);
    await page.getByTestId("home-regole").click();
    await page.waitForURL(/\/regole$/);
    await expect(page.locator("main h1").textContent()).resolves.toBe("Regole del Burraco Parole");
    await expect(page.getByRole("navigation", { name: "Principale" }).getByRole("link", { name: "Regole" }).getAttribute("aria-current")).resolves.toBe("page");

    await page.goto(`${app.baseUrl}/`);
    await page.getByTestId("home-aiuto").click();
    await page.waitForURL(/\/aiuto$/);
    await expect(page.locator("main h1").textContent()).resolves.toBe("Aiuto");

    await page.getByRole("navigation", { name: "Principale" }).getByRole("link", { name: "Regole" }).click();
    await page.waitForURL(/\/regole$/);
  });

  it('at the table, the "?" help opens /regole and /aiuto in a new tab with /aiuto\'s key list, and a refused word links to its rule (Art. 4.2)', async () => {
    const { app } = session();
    const lexicon = realLexicon();
    tables ??= new TableDb(app, lexicon);
    // A deal whose first player holds, after drawing, three consonants of one colour (R:T R:R R:P).
    const table = await tables.createTable({ players: 2, wordProfile: "torneo", timers: false, seed: "e2e-22" });
    const pages = [await newPage(DESKTOP), await newPage(DESKTOP)];
    await sitWithName(pages[0]!, table.seatUrls[0]!, "Marco");
    await sitWithName(pages[1]!, table.seatUrls[1]!, "Giulia");
    let state = await tables.state(table.gameId);
    await waitForVersion(pages, state.version);
    const { seat, page } = moverPage(pages, state);

    await page.getByTestId("help-open").click();
    await page.getByTestId("help-dialog").waitFor();
    const tableKeys = await page.locator('[data-testid="help-dialog"] [data-testid="key-list"] dt').allTextContents();
    const rulesTab = await openedByClick(page, "help-rules");
    await rulesTab.waitForURL(/\/regole$/);
    await expect(rulesTab.locator("main h1").textContent()).resolves.toBe("Regole del Burraco Parole");
    await rulesTab.close();
    const helpTab = await openedByClick(page, "help-aiuto");
    await helpTab.waitForURL(/\/aiuto$/);
    // One list of keys: the help page shows the table's own.
    await expect(helpTab.locator('#al-tavolo [data-testid="key-list"] dt').allTextContents()).resolves.toEqual(tableKeys);
    await helpTab.close();
    // The game is still there, in the same tab.
    await page.getByTestId("help-close").click();
    await expect(page.getByTestId("table").isVisible()).resolves.toBe(true);

    // Draw, then lay three consonants of one colour, backwards: no Italian word.
    await page.getByTestId("act-draw").click();
    await page.locator('[data-testid="table"][data-phase="play"]').waitFor();
    state = await tables.state(table.gameId);
    const hand = state.deal.hands[seat]!.map(makeCard);
    const consonants = (colour: string) =>
      [...new Set(hand.filter((card) => card.startsWith(`${colour}:`) && !isVowel(card.slice(2))))].sort().reverse().slice(0, 3);
    const colour = consonants("R").length === 3 ? "R" : "N";
    const word = consonants(colour);
    expect(word, `three ${colour} consonants in ${hand.join(" ")}`).toHaveLength(3);
    await pickInHand(page, word);
    await expect(page.locator('[data-testid="meld-check"][data-verdict]').getAttribute("data-verdict")).resolves.toBe("invalid");
    await page.getByTestId("act-meld").click();
    await expect(page.getByTestId("error-meld").getByTestId("rule-link").getAttribute("href")).resolves.toBe("/regole#parole");
    const tab = await openedByClick(page, "rule-link");
    await tab.waitForURL(/\/regole#parole$/);
    await tab.waitForFunction(() => Math.abs(document.getElementById("parole")?.getBoundingClientRect().top ?? 999) <= 24);
  });
});
