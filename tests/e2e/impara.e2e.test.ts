/**
 * Issue #19, done-when: a first-time visitor completes "Impara a giocare" by keyboard only, and
 * by taps on a 360×740 touch screen, in Chromium against the production server (which plays
 * the lesson's computer itself) and a real database.
 *
 * From /impara the visitor starts the lesson and lands on the lesson's table; every step of
 * src/lesson/steps.ts comes up in order on the page, a step to read is passed with "Avanti",
 * a step to do is done with the table's own controls (the moves of LEARNER_MOVES, the ones the
 * steps ask for), and the lesson ends on "Lezione finita" over the deal's score. A reload in the
 * middle resumes at the same step. Screenshots: test-results/impara-*.png.
 */
import path from "node:path";

import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";

import { type MatchState, viewFor } from "~/engine";
import { LEARNER_MOVES } from "~/lesson/lesson";
import { LEARNER } from "~/lesson/seats";
import { LESSON_STEPS } from "~/lesson/steps";
import { realLexicon } from "../lexicon/real-lexicon";
import { expectNoSideways, PHONE, SCREENSHOTS } from "./browser";
import { e2ePages } from "./pages";
import { type InputMode, playInUi, TableDb } from "./table-driver";

const { session, newPage } = e2ePages();
let tables: TableDb | undefined;
afterAll(() => tables?.close());

/** The learner's line's words, in order (where an addition goes). */
const meldWords = (state: MatchState) => {
  const view = viewFor(state, LEARNER);
  return view.lines[view.lineOfSeat[LEARNER]!]!.melds.map((meld) => meld.word);
};

const stepOn = (page: Page) => page.getByTestId("lesson").getAttribute("data-step");

/** Moves the focus with Tab until it is on `testId` (the keyboard-only visitor's way). */
async function tabTo(page: Page, testId: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if (await page.evaluate((id) => document.activeElement?.getAttribute("data-testid") === id, testId)) return;
    await page.keyboard.press(i < 30 ? "Tab" : "Shift+Tab");
  }
  throw new Error(`Tab never reached ${testId}`);
}

/** Passes every step to read now showing ("Avanti"), noting each step met; returns the step to do, or "fine". */
async function readOn(page: Page, mode: InputMode, seen: string[]): Promise<string> {
  for (;;) {
    const step = (await stepOn(page))!;
    if (seen.at(-1) !== step) seen.push(step);
    const kind = LESSON_STEPS.find((s) => s.id === step)?.kind;
    if (kind !== "read") return step;
    // A step about the computer's turn shows its "Avanti" once the computer has played.
    const next = page.getByTestId("lesson-next");
    await next.waitFor({ timeout: 20_000 });
    if (mode === "keys") {
      // A step to read that a move brings up takes the focus (one about the computer's turn as
      // soon as the computer has played): Enter passes it, and the focus goes back to the word.
      // The first, on a page just opened, is reached with Tab.
      if (step === LESSON_STEPS[0]!.id) await tabTo(page, "lesson-next");
      else await page.waitForFunction(() => document.activeElement?.getAttribute("data-testid") === "lesson-next");
      await page.keyboard.press("Enter");
    } else await next.tap();
    await page.waitForFunction((id) => document.querySelector('[data-testid="lesson"]')?.getAttribute("data-step") !== id, step);
  }
}

async function playLesson(mode: "keys" | "tap"): Promise<void> {
  const { app } = session();
  tables ??= new TableDb(app, realLexicon());
  const page = await newPage(PHONE, { hasTouch: mode === "tap" });
  await page.goto(`${app.baseUrl}/impara`);
  if (mode === "keys") {
    await tabTo(page, "lesson-name");
    await page.keyboard.type("Ada");
    await tabTo(page, "lesson-begin");
    await page.keyboard.press("Enter");
  } else {
    await page.getByTestId("lesson-name").tap();
    await page.keyboard.type("Ada");
    await page.getByTestId("lesson-begin").tap();
  }
  await page.waitForURL(/\/tavolo\/[A-Za-z0-9_-]+\?posto=[A-Za-z0-9_-]{43}$/);
  const gameId = new URL(page.url()).pathname.split("/").at(-1)!;
  await page.getByTestId("lesson").waitFor();
  await expect(page.getByTestId("my-name").textContent()).resolves.toBe("Ada");

  const seen: string[] = [];
  for (const [i, action] of LEARNER_MOVES.entries()) {
    const step = await readOn(page, mode, seen);
    expect(LESSON_STEPS.find((s) => s.id === step)?.kind, `move ${i}: a step to do`).toBe("do");
    if (i === 5) {
      // Halfway, a reload: the lesson resumes at the same step (the view says what was done, this browser what was read).
      await page.reload();
      await page.getByTestId("lesson").waitFor();
      await expect(stepOn(page)).resolves.toBe(step);
    }
    const state = await tables.state(gameId);
    expect(state.deal.turn, `move ${i}: the learner's turn`).toBe(LEARNER);
    await playInUi(page, [page], action, state.version, meldWords(state), { orLater: true, mode });
    if (i === 0) await page.screenshot({ path: path.join(SCREENSHOTS, `impara-${mode}-inizio.png`) });
    if (i === 1 && mode === "tap") {
      // On a phone the step folds to its title, to see the table; the next step opens by itself.
      await page.getByTestId("lesson-fold").tap();
      await expect(page.getByTestId("lesson-text").isVisible()).resolves.toBe(false);
      await page.screenshot({ path: path.join(SCREENSHOTS, "impara-tap-piegata.png") });
    }
  }
  expect(await readOn(page, mode, seen)).toBe("fine");
  expect(seen).toEqual([...LESSON_STEPS.map((s) => s.id), "fine"]);
  await page.getByRole("heading", { name: /Lezione finita/ }).waitFor();
  await page.getByTestId("score-sheet").waitFor();
  await expectNoSideways(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `impara-${mode}-fine.png`), fullPage: true });
}

describe("Impara a giocare (issue #19)", () => {
  it("a first-time visitor completes the lesson by keyboard only", async () => {
    await playLesson("keys");
  }, 240_000);

  it("a first-time visitor completes the lesson by taps at 360×740", async () => {
    await playLesson("tap");
  }, 240_000);
});
