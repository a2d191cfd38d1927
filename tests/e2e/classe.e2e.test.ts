/**
 * Issue #16, the class in Chromium against the production server: a teacher creates a class;
 * five students join by code on 360 px phones (a wrong code and a nickname already taken are
 * refused in Italian first); the teacher sees them present and starts the lesson in pairs —
 * two tables of two and one student against the computer — and every student's page goes to
 * their own seat by itself; the student against the computer lays a word the dictionary
 * refuses, and the teacher's dashboard shows it live with its explanation, and in the CSV of the
 * class's words; the student asks the teacher about it ("Chiedi all'insegnante": at a class's
 * table the teacher is the judge), the table waits for the teacher, who rejects the word on the
 * class page with a reason that the table shows as the teacher's; a student at a pair table
 * asks for a hint (the class has hints on) and the dashboard counts it. The teacher draws a new
 * code (the old one lets nobody in), ends the class, and compares the lesson's tables side by
 * side ("Confronta i tavoli"), printable, with a table's replay. Screenshots: test-results/classe-*.png.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { CLASSROOM_ERRORS } from "~/server/classroom/errors";
import { realLexicon } from "../lexicon/real-lexicon";
import { expectMissingKey, expectNoSideways, SCREENSHOTS } from "./browser";
import { e2ePages } from "./pages";
import { pickInHand } from "./table-driver";

const { session, newPage } = e2ePages();

const NICKNAMES = ["Ada", "Bruno", "Carla", "Dario", "Elsa"];

async function enter(page: Page, baseUrl: string, code: string, nickname: string): Promise<void> {
  await page.goto(`${baseUrl}/entra`);
  await page.getByTestId("enter-code").fill(code);
  await page.getByTestId("enter-nickname").fill(nickname);
  await page.getByTestId("enter-submit").click();
}

describe("the class (issue #16)", () => {
  it("a teacher creates a class, five students join by code on phones, one action seats them all: two pairs and one against the computer", async () => {
    const { app } = session();
    const teacher = await newPage({ width: 1280, height: 800 });
    await teacher.goto(`${app.baseUrl}/classe`);
    await teacher.getByTestId("class-name").fill("3ª B");
    // The Suggerimento at the class's tables: 2 a deal, free.
    await teacher.getByTestId("class-hints-on").check();
    await teacher.getByTestId("class-hints-per-deal").fill("2");
    await teacher.getByTestId("class-create").click();
    await teacher.waitForURL(/\/classe\/[A-Za-z0-9_-]+\?chiave=[A-Za-z0-9_-]{43}$/);
    const code = (await teacher.getByTestId("class-code").textContent())!;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    await teacher.getByTestId("class-qr").waitFor();

    const students: Page[] = [];
    // A wrong code first, then the right one typed in lower case.
    const first = await newPage();
    await enter(first, app.baseUrl, code === "AAAAAA" ? "BBBBBB" : "AAAAAA", NICKNAMES[0]!);
    await expect(first.getByTestId("enter-error").textContent()).resolves.toBe(CLASSROOM_ERRORS.BAD_CODE);
    await enter(first, app.baseUrl, code.toLowerCase(), NICKNAMES[0]!);
    await first.getByTestId("waiting").waitFor();
    await expectNoSideways(first);
    await first.screenshot({ path: path.join(SCREENSHOTS, "classe-attesa-360.png") });
    students.push(first);
    for (const nickname of NICKNAMES.slice(1)) {
      const page = await newPage();
      await enter(page, app.baseUrl, code, nickname);
      await page.getByTestId("waiting").waitFor();
      students.push(page);
    }
    // A sixth device with a nickname already in the class (another case): refused, nobody added.
    const copycat = await newPage();
    await enter(copycat, app.baseUrl, code, "ADA");
    await expect(copycat.getByTestId("enter-error").textContent()).resolves.toBe(CLASSROOM_ERRORS.NICKNAME_TAKEN);

    await teacher.waitForFunction((n) => document.querySelectorAll('[data-testid="class-student"][data-present="true"]').length === n, NICKNAMES.length);
    await teacher.getByTestId("class-grouping-pairs").check();
    await teacher.getByTestId("class-start").click();

    // Each student's page goes to their seat by itself, their nickname on it.
    for (const [i, page] of students.entries()) {
      await page.waitForURL(/\/tavolo\/[A-Za-z0-9_-]+\?posto=[A-Za-z0-9_-]{43}$/);
      await expect(page.getByTestId("my-name").textContent()).resolves.toBe(NICKNAMES[i]);
    }
    const tables = new Set(students.map((page) => new URL(page.url()).pathname));
    expect(tables.size).toBe(3);
    await teacher.waitForFunction(() => document.querySelectorAll('[data-testid="class-game"]').length === 3);
    const games = await teacher.getByTestId("class-game").allTextContents();
    expect(games.filter((g) => g.includes("Computer"))).toHaveLength(1);
    expect(await teacher.locator('[data-testid="class-student"][data-playing="true"]').count()).toBe(NICKNAMES.length);

    // The student against the computer lays a word the dictionary refuses: the teacher's dashboard shows it live, with its explanation.
    let alone: Page | undefined;
    for (const page of students) if ((await page.getByTestId("computer-mark").count()) > 0) alone = page;
    const nickname = NICKNAMES[students.indexOf(alone!)]!;
    await alone!.locator('[data-testid="act-draw"]:not([disabled])').waitFor({ timeout: 20_000 });
    await alone!.getByTestId("act-draw").click();
    await alone!.locator('[data-testid="act-discard"]').waitFor();
    const hand = await alone!.getByTestId("hand-card").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-card") ?? ""));
    const lexicon = realLexicon();
    const triple = ["R:", "N:"]
      .flatMap((colour) => {
        const cards = hand.filter((card) => card.startsWith(colour));
        return cards.flatMap((a, i) => cards.flatMap((b, j) => cards.flatMap((c, k) => (i < j && j < k ? [[a, b, c]] : []))));
      })
      .find((cards) => lexicon.check(cards.map((c) => c.slice(2)).join(""), "scuola").verdict === "invalid")!;
    await pickInHand(alone!, triple);
    await alone!.getByTestId("act-meld").click();
    await alone!.locator(".field-error").first().waitFor();
    const word = triple.map((c) => c.slice(2)).join("");
    const row = teacher.locator(`[data-testid="report-row"][data-student="${nickname}"]`);
    await row.locator('[data-testid="report-refused"]', { hasText: new RegExp(`^1 · ${word}: `) }).waitFor({ timeout: 15_000 });

    // "Chiedi all'insegnante": the word goes to the teacher, who decides on the class page; the student's table reads the reason.
    const ask = alone!.getByTestId("act-contest");
    await expect(ask.textContent()).resolves.toBe("Chiedi all'insegnante");
    await ask.click();
    await expect(alone!.getByTestId("judgement").locator("h2").textContent()).resolves.toMatch(/^Parola all'insegnante/);
    await expect(alone!.getByTestId("turn").textContent()).resolves.toContain("Parola all'insegnante: il gioco è fermo.");
    const request = teacher.locator(`[data-testid="class-request"][data-word="${word}"]`);
    await request.waitFor({ timeout: 15_000 });
    await expect(request.textContent()).resolves.toContain(nickname);
    await request.getByTestId("class-request-reason").fill(`${word} non è una parola italiana`);
    await request.getByTestId("class-request-reject").click();
    const ruling = alone!.getByTestId("announcement-text").filter({ hasText: `${word} non è una parola italiana` });
    await ruling.waitFor({ timeout: 15_000 });
    await expect(ruling.textContent()).resolves.toMatch(new RegExp(`^L'insegnante respinge ${word}`));
    await expect(alone!.getByTestId("action-log").textContent()).resolves.not.toContain("giudice");
    await request.waitFor({ state: "detached" });

    // A student at a pair table asks for a hint on their turn; the dashboard counts it.
    const pairs = students.filter((page) => page !== alone);
    // At each pair table someone is to draw first: one of them draws, then asks.
    let asker: Page | undefined;
    for (let tries = 0; asker === undefined && tries < 100; tries++) {
      for (const page of pairs) if (asker === undefined && (await page.locator('[data-testid="act-draw"]:not([disabled])').count()) > 0) asker = page;
      if (asker === undefined) await teacher.waitForTimeout(100);
    }
    const askerName = NICKNAMES[students.indexOf(asker!)]!;
    await asker!.getByTestId("act-draw").click();
    await asker!.locator('[data-testid="act-hint"]:not([disabled])').click();
    await asker!.getByTestId("hint-answer").waitFor();
    await teacher
      .locator(`[data-testid="report-row"][data-student="${askerName}"] [data-testid="report-hints"]`, { hasText: /^1$/ })
      .waitFor({ timeout: 15_000 });

    // The CSV holds the class's words: the refused one with its explanation.
    const [download] = await Promise.all([teacher.waitForEvent("download"), teacher.getByTestId("report-csv").click()]);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toBe("\uFEFFstudente;parola;esito;spiegazione");
    expect(csv).toMatch(new RegExp(`^${nickname};${word};respinta;.+$`, "m"));
    await teacher.screenshot({ path: path.join(SCREENSHOTS, "classe-insegnante.png"), fullPage: true });

    // The student's sheet, to print: their figures and most frequent error; printed, no site navigation.
    await row.getByTestId("report-sheet").click();
    await teacher.getByTestId("student-sheet").waitFor();
    await expect(teacher.getByTestId("sheet-errors").textContent()).resolves.toMatch(/: 1$/);
    await teacher.emulateMedia({ media: "print" });
    await expect(teacher.locator(".site-header").isVisible()).resolves.toBe(false);
    await teacher.screenshot({ path: path.join(SCREENSHOTS, "classe-scheda-stampa.png"), fullPage: true });
    await teacher.emulateMedia({ media: "screen" });

    // Back on the class page: the lesson's start is listed, not comparable while its tables are played.
    await teacher.goBack();
    teacher.on("dialog", (dialog) => void dialog.accept());
    const startRow = teacher.getByTestId("class-start-row");
    await startRow.waitFor();
    await expect(startRow.getAttribute("data-done")).resolves.toBe("false");
    await expect(startRow.textContent()).resolves.toContain("3 tavoli");
    // The code leaked: a new one (after the confirm); the old one no longer opens the class.
    await teacher.getByTestId("class-new-code").click();
    await teacher.waitForFunction((old) => document.querySelector('[data-testid="class-code"]')?.textContent !== old, code);
    const late = await newPage();
    await enter(late, app.baseUrl, code, "Fabio");
    await expect(late.getByTestId("enter-error").textContent()).resolves.toBe(CLASSROOM_ERRORS.BAD_CODE);

    // The class ends: its tables stop, and the lesson's tables can be compared, deal by deal.
    await teacher.getByRole("button", { name: "Chiudi la classe" }).click();
    await teacher.locator('[data-testid="class-start-row"][data-done="true"]').waitFor({ timeout: 15_000 });
    await teacher.getByTestId("class-compare-link").click();
    await teacher.getByTestId("compare-sheet").waitFor();
    await expect(teacher.getByTestId("compare-table").count()).resolves.toBe(3);
    const aloneRow = teacher.getByTestId("compare-row").filter({ hasText: "Computer" });
    await expect(aloneRow.getByTestId("compare-refused").textContent()).resolves.toContain(`respinta dall'insegnante: ${word} non è una parola italiana`);
    await expect(aloneRow.getByTestId("compare-refused").textContent()).resolves.toMatch(new RegExp(`${word} \\(${nickname}\\): .+`));
    // The class ended mid-deal: no points, nobody closed.
    await expect(aloneRow.getByTestId("compare-points").textContent()).resolves.toContain(`${nickname}: —`);
    await expect(aloneRow.getByTestId("compare-closed").textContent()).resolves.toBe("Smazzata non finita");
    await teacher.emulateMedia({ media: "print" });
    await expect(teacher.getByTestId("compare-replay").first().isVisible()).resolves.toBe(false);
    await teacher.screenshot({ path: path.join(SCREENSHOTS, "classe-confronto-stampa.png"), fullPage: true });
    await teacher.emulateMedia({ media: "screen" });
    // Each table's "Rivedi la partita", from the teacher's page.
    const replay = teacher.getByTestId("compare-replay").first();
    await replay.getByTestId("replay-open").click();
    await replay.getByTestId("replay-download").waitFor({ timeout: 15_000 });
  }, 180_000);

  it("the teacher's pages opened from a link without the teacher's key say which link to open, and lead back to the start", async () => {
    const { app } = session();
    const page = await newPage();
    await expectMissingKey(page, `${app.baseUrl}/classe/abc`, "La classe", /^Questo link non contiene la chiave dell'insegnante: apri il link della classe/);
    await expectMissingKey(
      page,
      `${app.baseUrl}/classe/abc/studente/xyz?chiave=`,
      "Scheda dello studente",
      /^Questo link non contiene la chiave dell'insegnante: apri la scheda dalla pagina della classe/,
    );
    await expectMissingKey(page, `${app.baseUrl}/classe/abc/confronta/0`, "Confronta i tavoli", /^Questo link non è completo: apri il confronto/);
  });
});
