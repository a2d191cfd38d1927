/**
 * Basic at 5 (issue #16; the Basic page: "da 2 a 5 giocatori individualmente"; docs/engine.md,
 * "Basic ruleset") in the browser: the home page's form offers 5 players only with the Basic
 * rules (and, at 4, each alone); a person and four computers sit at the table, which shows the
 * five seats around the felt on a 360 px phone and on a desktop; the person plays three turns by
 * clicking (the greedy player's moves on the true state), the computers' moves reach the page
 * live, and every page shows the engine's state. Screenshots: test-results/basic-cinque-*.png.
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
import { expectedPublic, expectPagesShow, moverPage, playInUi, readPublic, sitWithName, TableDb, waitForVersion } from "./table-driver";
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
    // The UISP rules stop at 4 (Art. 3.3); Basic goes to 5, and at 4 may play each alone.
    await expect(home.getByTestId("create-players-5").count()).resolves.toBe(0);
    await home.getByTestId("create-variant-basic").check();
    await home.getByTestId("create-players-4").check();
    await expect(home.getByTestId("create-alone").isVisible()).resolves.toBe(true);
    await home.getByTestId("create-players-5").check();
    await expect(home.getByTestId("create-alone").count()).resolves.toBe(0);
    for (const seat of [1, 2, 3, 4]) await home.getByTestId(`create-seat-${seat}`).selectOption("principiante");
    await home.getByTestId("create-profile-scuola").check();
    await expectNoSideways(home);
    await home.getByTestId("create-submit").click();
    await home.getByTestId("create-result").waitFor();

    const spectatorLink = new URL((await home.getByTestId("spectator-link").getAttribute("href"))!);
    const gameId = spectatorLink.pathname.split("/").at(-1)!;
    const tv = await trpcQuery<{ table: { rules: Record<string, unknown> } }>(app.baseUrl, "table.view", {
      gameId,
      token: spectatorLink.searchParams.get("guarda")!,
    });
    expect(tv.table.rules).toMatchObject({ variant: "basic", players: 5, wordProfile: "scuola" });
    const link = await home.getByTestId("seat-link-0").getAttribute("href");

    const sara = await newPage(PHONE);
    await sitWithName(sara, link!, "Sara");
    const spectator = await newPage({ width: 1280, height: 800 });
    await spectator.goto(spectatorLink.href);
    await spectator.getByTestId("table").waitFor();
    for (const page of [sara, spectator]) await expectFiveSeatsShown(page);
    await expectNoSideways(sara);
    await expect(spectator.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(1280);
    await sara.screenshot({ path: path.join(SCREENSHOTS, "basic-cinque-360.png"), fullPage: true });
    await spectator.screenshot({ path: path.join(SCREENSHOTS, "basic-cinque-desktop.png"), fullPage: true });
    expect(await seriousViolations(sara)).toEqual([]);

    // Three of Sara's turns, the computers' turns in between reaching her page by themselves.
    let state: MatchState = await tables.state(gameId);
    let turns = 0;
    const computerSeats = new Set<number>();
    // A computer may close once every seat has played (Art. 6 A): the deal's end stops the loop too.
    while (turns < 3 && state.deal.phase !== "over") {
      if (state.deal.turn !== 0) {
        await waitPast(sara, state.version);
        const log = await tables.log(gameId);
        for (const entry of log.slice(state.version)) if (entry.seat !== 0) computerSeats.add(entry.seat);
        state = await tables.state(gameId);
        continue;
      }
      await waitForVersion([sara, spectator], state.version);
      await expectPagesShow([sara], state);
      expect(await readPublic(spectator)).toEqual(expectedPublic(viewFor(state, null)));
      const { seat, page, meldWords } = moverPage([sara], state);
      const action = greedyAction(state, seat, lexicon)!;
      await playInUi(page, [sara, spectator], action, state.version, meldWords, { orLater: true });
      const log = await tables.log(gameId);
      expect(log[state.version], "the page sent the move that was meant").toEqual({ seq: state.version + 1, seat: 0, action });
      if (action.do === "discard") turns++;
      state = await tables.state(gameId, state.version + 1);
    }
    // Every computer has played between Sara's turns.
    expect(turns).toBeGreaterThanOrEqual(2);
    expect([...computerSeats].sort()).toEqual([1, 2, 3, 4]);
    await sara.screenshot({ path: path.join(SCREENSHOTS, "basic-cinque-mosse-360.png"), fullPage: true });
  }, 240_000);
});
