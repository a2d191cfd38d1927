/**
 * Basic at 5 (issue #16; the Basic page: "da 2 a 5 giocatori individualmente"; docs/engine.md,
 * "Basic ruleset") in the browser: the home page's create form and "Gioca contro il computer"
 * offer 5 players only with the Basic rules (the form, at 4, also each alone); one click seats a
 * person and four computers at a table that shows the five seats around the felt on a 360 px
 * phone and on a desktop; at a table of the same rules with a fixed seed, the person plays three
 * turns by clicking (the greedy player's moves on the true state), the computers' moves reach
 * the page live, and every page shows the engine's state. And 4 each alone ("individualmente"): four
 * lines, the deal played to a score sheet of four columns. Screenshots: test-results/basic-*.png.
 */
import path from "node:path";

import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";

import { type MatchState, viewFor } from "~/engine";
import { greedyAction } from "~/engine/greedy-player";
import { realLexicon } from "../lexicon/real-lexicon";
import { seriousViolations } from "./axe";
import { expectNoSideways, PHONE, SCREENSHOTS } from "./browser";
import { e2ePages } from "./pages";
import {
  expectedPublic,
  expectedScoreSheet,
  expectPagesShow,
  moverPage,
  playInUi,
  readPublic,
  readScoreSheet,
  sitWithName,
  TableDb,
  waitForVersion,
} from "./table-driver";
import { trpcQuery } from "./trpc-http";

let tables: TableDb | undefined;
const { session, newPage } = e2ePages();
afterAll(() => tables?.close());

/** The page shows a version after `version` (a computer's move, reached over the live stream). */
function waitPast(page: Page, version: number): Promise<unknown> {
  return page.waitForFunction((v) => Number(document.querySelector('[data-testid="table"]')?.getAttribute("data-version")) > v, version);
}

/** The five seats on the felt, each on screen: its name and its hand count in view. */
async function expectFiveSeatsShown(page: Page): Promise<void> {
  await expect(page.getByTestId("table").getAttribute("data-players")).resolves.toBe("5");
  const seats = page.locator(".felt .seat");
  await expect(seats.count()).resolves.toBe(5);
  for (let i = 0; i < 5; i++) await expect(seats.nth(i).isVisible()).resolves.toBe(true);
  const places = await seats.evaluateAll((all) => all.map((seat) => [...seat.classList].find((name) => name.startsWith("seat--") && name !== "seat--turn")));
  expect(places.sort()).toEqual(["seat--bottom", "seat--left", "seat--right", "seat--top", "seat--top-right"]);
  await expect(page.getByTestId("match-score").locator(".score-line__side").count()).resolves.toBe(5);
}

describe("Basic at 5 from the home page (issue #16)", () => {
  it("5 players only with Basic; a person and four computers play, five seats on a phone and on a desktop", async () => {
    const { app } = session();
    const lexicon = realLexicon();
    tables = new TableDb(app, lexicon);
    const home = await newPage(PHONE);
    await home.goto(`${app.baseUrl}/`);
    // The create form: the UISP rules stop at 4 (Art. 3.3); Basic goes to 5, and at 4 may play each alone.
    await expect(home.getByTestId("create-players-5").count()).resolves.toBe(0);
    await home.getByTestId("create-variant-basic").check();
    await home.getByTestId("create-players-4").check();
    await expect(home.getByTestId("create-alone").isVisible()).resolves.toBe(true);
    await home.getByTestId("create-players-5").check();
    await expect(home.getByTestId("create-alone").count()).resolves.toBe(0);
    // "Gioca contro il computer": the same offer, and one click to the table.
    await expect(home.getByTestId("vs-players-5").count()).resolves.toBe(0);
    await home.getByTestId("vs-variant-basic").check();
    await home.getByTestId("vs-players-5").check();
    await home.getByTestId("vs-level-principiante").check();
    await home.getByTestId("vs-profile-scuola").check();
    await home.getByTestId("vs-name").fill("Sara");
    await expectNoSideways(home);
    await home.getByTestId("vs-submit").click();
    await home.waitForURL(/\/tavolo\/[A-Za-z0-9_-]+\?posto=[A-Za-z0-9_-]{43}$/);
    const sara = home;
    const gameId = new URL(sara.url()).pathname.split("/").at(-1)!;
    const token = new URL(sara.url()).searchParams.get("posto")!;
    const tv = await trpcQuery<{ table: { rules: Record<string, unknown> } }>(app.baseUrl, "table.view", { gameId, token });
    expect(tv.table.rules).toMatchObject({ variant: "basic", players: 5, wordProfile: "scuola" });
    await sara.getByTestId("hand-card").first().waitFor();
    await expect(sara.getByTestId("my-name").textContent()).resolves.toBe("Sara");

    // The same seat on a desktop (another device of Sara's).
    const desk = await newPage({ width: 1280, height: 800 });
    await desk.goto(sara.url());
    await desk.getByTestId("table").waitFor();
    for (const page of [sara, desk]) await expectFiveSeatsShown(page);
    await expectNoSideways(sara);
    await expect(desk.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(1280);
    await sara.screenshot({ path: path.join(SCREENSHOTS, "basic-cinque-360.png"), fullPage: true });
    await desk.screenshot({ path: path.join(SCREENSHOTS, "basic-cinque-desktop.png"), fullPage: true });
    expect(await seriousViolations(sara)).toEqual([]);

    // Three of Sara's turns, the computers' turns in between reaching her pages by themselves.
    // The home page's table has a random seed, and a computer may close once every seat has
    // played (Art. 6 A); so the turns are played at a table of the same rules with a fixed
    // seed, one where nobody closes before Sara's third turn.
    const seeded = await tables.createTable({
      variant: "basic",
      players: 5,
      wordProfile: "scuola",
      timers: false,
      seed: "basic-cinque",
      bots: [1, 2, 3, 4].map((seat) => ({ seat, level: "principiante" as const })),
    });
    await sitWithName(sara, seeded.seatUrls[0]!, "Sara");
    await desk.goto(seeded.seatUrls[0]!);
    await desk.getByTestId("table").waitFor();
    let state: MatchState = await tables.state(seeded.gameId);
    let turns = 0;
    const computerSeats = new Set<number>();
    while (turns < 3) {
      expect(state.deal.phase, "with this seed nobody closes before Sara's third turn").not.toBe("over");
      if (state.deal.turn !== 0) {
        await waitPast(sara, state.version);
        const log = await tables.log(seeded.gameId);
        for (const entry of log.slice(state.version)) if (entry.seat !== 0) computerSeats.add(entry.seat);
        state = await tables.state(seeded.gameId);
        continue;
      }
      await waitForVersion([sara, desk], state.version);
      await expectPagesShow([sara], state);
      expect(await readPublic(desk)).toEqual(expectedPublic(viewFor(state, null)));
      const { seat, page, meldWords } = moverPage([sara], state);
      const action = greedyAction(state, seat, lexicon)!;
      await playInUi(page, [sara, desk], action, state.version, meldWords, { orLater: true });
      const log = await tables.log(seeded.gameId);
      expect(log[state.version], "the page sent the move that was meant").toEqual({ seq: state.version + 1, seat: 0, action });
      if (action.do === "discard") turns++;
      state = await tables.state(seeded.gameId, state.version + 1);
    }
    // Every computer has played between Sara's turns.
    expect([...computerSeats].sort()).toEqual([1, 2, 3, 4]);
    await sara.screenshot({ path: path.join(SCREENSHOTS, "basic-cinque-mosse-360.png"), fullPage: true });
  }, 240_000);

  it("4 each alone (Basic): four lines, one side per player on the score line, the deal played to a score sheet of four columns", async () => {
    const { app } = session();
    const lexicon = realLexicon();
    tables ??= new TableDb(app, lexicon);
    const COMPUTER = "Computer (principiante)";
    const NAMES = ["Sara", COMPUTER, COMPUTER, COMPUTER];
    const table = await tables.createTable({
      variant: "basic",
      players: 4,
      partners: false,
      wordProfile: "scuola",
      timers: false,
      seed: "quattro-soli",
      bots: [1, 2, 3].map((seat) => ({ seat, level: "principiante" as const })),
    });
    const sara = await newPage(PHONE);
    await sitWithName(sara, table.seatUrls[0]!, "Sara");
    await expect(sara.locator('[data-testid^="line-"]').count()).resolves.toBe(4);
    await expect(sara.getByTestId("match-score").locator(".score-line__side").count()).resolves.toBe(4);
    await expectNoSideways(sara);

    let state: MatchState = await tables.state(table.gameId);
    while (state.deal.phase !== "over") {
      expect(state.version, "a Basic deal of 4 ends within its 29 cards of tallone").toBeLessThan(200);
      if (state.deal.turn !== 0) {
        await waitPast(sara, state.version);
        state = await tables.state(table.gameId);
        continue;
      }
      await waitForVersion([sara], state.version);
      await expectPagesShow([sara], state);
      const { seat, page, meldWords } = moverPage([sara], state);
      const action = greedyAction(state, seat, lexicon)!;
      await playInUi(page, [sara], action, state.version, meldWords, { orLater: true });
      state = await tables.state(table.gameId, state.version + 1);
    }
    state = await tables.state(table.gameId);
    // Each line on its own: four columns, each its seat's own total (no partner's points shared).
    expect(state.scores[0]!.map((line) => line.seats)).toEqual([[0], [1], [2], [3]]);
    await waitForVersion([sara], state.version);
    await sara.getByTestId("score-sheet").waitFor();
    expect(await readScoreSheet(sara)).toEqual(expectedScoreSheet(state, NAMES));
    await expectNoSideways(sara);
    await sara.getByTestId("score-sheet").scrollIntoViewIfNeeded();
    await sara.screenshot({ path: path.join(SCREENSHOTS, "basic-quattro-soli-punteggio-360.png"), fullPage: true });
    // The four columns are wider than a phone: the sheet scrolls sideways in its own box, which a keyboard reaches.
    expect(await seriousViolations(sara)).toEqual([]);
  }, 240_000);
});
