/**
 * The dictionary page in a real browser against the production server (`npm start`),
 * on a 360px phone viewport. Screenshots go to test-results/ (not committed).
 */
import path from "node:path";

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { getAppMeta } from "~/server/db/app-meta";
import { createDatabase } from "~/server/db";
import { e2eSession, expectNoSideways, PHONE, SCREENSHOTS } from "./browser";

const session = e2eSession();

async function openPage(pathname: string): Promise<Page> {
  const { app, browser } = session();
  const page = await browser.newPage({ viewport: PHONE, locale: "it-IT" });
  page.setDefaultTimeout(15_000);
  await page.goto(`${app.baseUrl}${pathname}`);
  return page;
}

describe("first start", () => {
  it("migrated a new database and recorded the start", async () => {
    const { app } = session();
    const { client, db } = createDatabase({ url: app.databaseUrl });
    try {
      expect(await getAppMeta(db, "started_at")).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(await getAppMeta(db, "lexicon_version")).not.toBeNull();
    } finally {
      client.close();
    }
  });
});

describe("/dizionario on a phone", () => {
  it("home links to the dictionary", async () => {
    const page = await openPage("/");
    await expectNoSideways(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, "home-360.png"), fullPage: true });
    await page.getByTestId("home-dizionario").click();
    await page.waitForURL("**/dizionario");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Dizionario");
    await expect(page.getByRole("link", { name: "Dizionario", exact: true }).getAttribute("aria-current")).resolves.toBe("page");
    await page.close();
  });

  it("says citta is not valid and that it is written città", async () => {
    const page = await openPage("/dizionario");
    await page.getByTestId("check-input").pressSequentially("citta");
    const result = page.getByTestId("check-result");
    await result.waitFor();
    await expect(page.getByTestId("check-verdict").textContent()).resolves.toBe("Non valida");
    await expect(result.getAttribute("data-verdict")).resolves.toBe("invalid");
    await expect(page.getByTestId("check-reason").getAttribute("data-reason")).resolves.toBe("NEEDS_ACCENT");
    await expect(page.getByTestId("check-spelling").textContent()).resolves.toBe("città");
    // Screen readers get one sentence, not the whole card.
    await expect(page.getByTestId("check-announce").textContent()).resolves.toMatch(/^CITTA: non valida\. .*«città»/);
    await expectNoSideways(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, "check-citta-360.png"), fullPage: true });

    // Enter asks at once; the verdict follows the new word.
    await page.getByTestId("check-input").fill("casa");
    await page.getByTestId("check-input").press("Enter");
    await page.locator('[data-testid="check-result"][data-verdict="valid"]').waitFor();
    await expect(page.getByTestId("check-verdict").textContent()).resolves.toBe("Valida");
    await page.close();
  });

  it("shows the base of an altered word, and the rules decide its verdict", async () => {
    const page = await openPage("/dizionario");
    await page.getByTestId("check-input").fill("gattino");
    await page.getByTestId("check-input").press("Enter");
    // Torneo (the default): an altered noun goes to the language judge (Art. 4.2).
    await page.locator('[data-testid="check-result"][data-verdict="dubious"]').waitFor();
    await expect(page.getByTestId("check-base").textContent()).resolves.toBe("gatto");
    await expect(page.getByTestId("check-reason").getAttribute("data-reason")).resolves.toBe("ALTERED");
    // Scuola accepts it with a note; the arrow keys move between the rules.
    await page.getByTestId("profile-torneo").focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("profile-scuola").isChecked()).resolves.toBe(true);
    await page.locator('[data-testid="check-result"][data-verdict="valid"]').waitFor();
    await expect(page.getByTestId("check-verdict").textContent()).resolves.toBe("Valida");
    await expectNoSideways(page);
    await page.close();
  });

  it("refuses letters that are not on the cards before asking the server", async () => {
    const page = await openPage("/dizionario");
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("dictionary.find")) requests.push(request.url());
    });
    await page.getByTestId("find-letters").fill("casak");
    const error = page.getByTestId("find-letters-error");
    await expect(error.textContent()).resolves.toContain("«K»");
    await page.getByTestId("find-submit").click();
    await expect(page.getByTestId("find-letters").getAttribute("aria-invalid")).resolves.toBe("true");
    expect(requests).toEqual([]);
    await page.close();
  });

  it("finds words from CASAPT with a jolly, longest group first", async () => {
    const page = await openPage("/dizionario");
    await page.getByTestId("find-letters").fill("CASAPT");
    await page.getByTestId("find-wild-jolly").check();
    await page.getByTestId("find-letters").press("Enter");
    await page.getByTestId("find-results").waitFor();

    const lengths = await page.getByTestId("find-group").evaluateAll((groups) => groups.map((group) => Number(group.getAttribute("data-length"))));
    expect(lengths.length).toBeGreaterThan(0);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(3);

    const words = await page.getByTestId("find-word").allTextContents();
    expect(words.length).toBeGreaterThan(0);
    expect(words.every((text) => /\d+ punti/.test(text))).toBe(true);
    await expect(page.getByTestId("find-wild-letter").count()).resolves.toBeGreaterThan(0);
    await expect(page.getByTestId("find-announce").textContent()).resolves.toMatch(/^\d+ parole trovate\.$/);

    // Long groups show their best words first and open on request.
    const counts = await page.getByTestId("find-group-count").allTextContents();
    const total = counts.reduce((sum, text) => sum + Number(/\d+/.exec(text)?.[0]), 0);
    expect(words.length).toBeLessThan(total);
    const more = page.getByTestId("find-group-more").first();
    await expect(more.getAttribute("aria-expanded")).resolves.toBe("false");
    await more.click();
    await expect(more.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(page.getByTestId("find-word").count()).resolves.toBeGreaterThan(words.length);

    await expectNoSideways(page);
    // The full list is very long on a phone: the screenshot shows the first groups.
    await page.getByTestId("find-results").evaluate((results) => results.scrollIntoView());
    await page.screenshot({ path: path.join(SCREENSHOTS, "find-casapt-360.png") });
    await page.close();
  });
});
