/**
 * Burraco Parole Basic (issue #16; docs/engine.md, "Basic ruleset") in the browser: a Basic
 * table created from the home page's form, with 7 cards a seat and no pozzetti on the table,
 * played move by move; and a seeded Basic deal played to its score sheet by clicking, its
 * figures the engine's (no «Pozzetto» row: Basic has none). Moves are the greedy player's
 * (src/engine/greedy-player.ts) on the true state, made in the mover's page.
 * Screenshots go to test-results/ (not committed).
 */
import path from "node:path";

import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";

import { type Action, createMatch, play } from "~/engine";
import { greedyAction } from "~/engine/greedy-player";
import { realLexicon } from "../lexicon/real-lexicon";
import { expectNoSideways, PHONE, SCREENSHOTS } from "./browser";
import { e2ePages } from "./pages";
import {
  expectedScoreSheet,
  expectPagesShow,
  expectScoreIsSection6,
  moverPage,
  playInUi,
  readScoreSheet,
  sitWithName,
  TableDb,
  waitForVersion,
} from "./table-driver";
import { trpcQuery } from "./trpc-http";

const NAMES = ["Sara", "Luca"];
/**
 * With this seed the greedy players close the first deal of a 2-player Basic table (scuola
 * words) in 11 actions, with a pickup, a word with a wild, an addition and a closing: found by
 * playing the seeds basic-e2e-0…79 offline with the engine and keeping a short one.
 */
const SEED = "basic-e2e-47";
/** Far above the 11 actions expected: a deal that does not end is a failure, not a hang. */
const MAX_ACTIONS = 40;

let tables: TableDb | undefined;
const { session, newPage } = e2ePages();
afterAll(() => tables?.close());

async function shoot(pages: readonly Page[], moment: string): Promise<void> {
  for (const [seat, page] of pages.entries()) {
    await page.screenshot({ path: path.join(SCREENSHOTS, `basic-${moment}-${NAMES[seat]!.toLowerCase()}.png`), fullPage: true });
  }
}

describe("Basic from the home page (issue #16)", () => {
  it("the form offers the Basic rules; the table deals 7 cards a seat, shows no pozzetti, and plays", async () => {
    const { app } = session();
    const lexicon = realLexicon();
    tables = new TableDb(app, lexicon);
    const home = await newPage(PHONE);
    await home.goto(`${app.baseUrl}/`);
    const rules = home.getByTestId("create-variant");
    await expect(rules.textContent()).resolves.toContain("Burraco Parole (torneo UISP)");
    await expect(rules.textContent()).resolves.toContain("58 carte, 7 a testa, niente pozzetti, burraco da 5");
    await expect(home.getByTestId("create-variant-uisp").isChecked()).resolves.toBe(true);
    await home.getByTestId("create-variant-basic").check();
    // Basic has no pozzetti and no gioco al monte: the form does not offer them.
    await home.getByTestId("create-players-3").check();
    await expect(home.getByTestId("create-pozzetti").count()).resolves.toBe(0);
    await expect(home.getByTestId("create-monte").count()).resolves.toBe(0);
    await home.getByTestId("create-players-2").check();
    await home.getByTestId("create-profile-scuola").check();
    await expectNoSideways(home);
    await home.screenshot({ path: path.join(SCREENSHOTS, "basic-create-form-360.png"), fullPage: true });
    await home.getByTestId("create-submit").click();
    await home.getByTestId("create-result").waitFor();

    const spectator = new URL((await home.getByTestId("spectator-link").getAttribute("href"))!);
    const gameId = spectator.pathname.split("/").at(-1)!;
    const tv = await trpcQuery<{ table: { rules: Record<string, unknown> } }>(app.baseUrl, "table.view", {
      gameId,
      token: spectator.searchParams.get("guarda")!,
    });
    expect(tv.table.rules).toMatchObject({ variant: "basic", players: 2, wordProfile: "scuola", giocoAlMonte: false });

    const links = await Promise.all([0, 1].map((seat) => home.getByTestId(`seat-link-${seat}`).getAttribute("href")));
    const pages = [await newPage(PHONE), await newPage({ width: 1024, height: 800 })];
    for (const [seat, page] of pages.entries()) await sitWithName(page, links[seat]!, NAMES[seat]!);
    let state = await tables.state(gameId);
    await waitForVersion(pages, state.version);
    await expectPagesShow(pages, state);
    for (const page of pages) {
      await expect(page.getByTestId("hand-card").count()).resolves.toBe(7);
      await expect(page.locator('[data-testid^="pozzetto-"]').count()).resolves.toBe(0);
      await expect(page.getByTestId("basic-rules").textContent()).resolves.toMatch(/niente pozzetti, burraco da 5 carte/);
    }
    await expect(pages[0]!.getByTestId("stock-count").textContent()).resolves.toBe(String(58 - 14 - 1));
    await expectNoSideways(pages[0]!);
    await shoot(pages, "inizio");

    // Three turns by clicking (a random deal: no closing in the first round, Art. 6 A, so the
    // first two end with a discard), each move checked against the engine on both pages.
    const kinds = new Set<string>();
    while (state.deal.phase !== "over" && state.deal.turnsPlayed < 3) {
      expect(state.version, "three turns take a few moves each").toBeLessThan(30);
      const { seat, page, meldWords } = moverPage(pages, state);
      const action: Action = greedyAction(state, seat, lexicon)!;
      await playInUi(page, pages, action, state.version, meldWords);
      state = await tables.state(gameId);
      expect((await tables.log(gameId)).at(-1)).toEqual({ seq: state.version, seat, action });
      await expectPagesShow(pages, state);
      kinds.add(action.do);
    }
    expect([...kinds]).toEqual(expect.arrayContaining(["discard"]));
    expect(state.deal.turnsPlayed).toBeGreaterThanOrEqual(2);
    await shoot(pages, "mosse");
  }, 240_000);
});

describe("a whole seeded Basic deal in two browsers", () => {
  it("Sara and Luca play the first smazzata by clicking, to the score sheet without a «Pozzetto» row", async () => {
    const { app } = session();
    const lexicon = realLexicon();
    tables ??= new TableDb(app, lexicon);
    const table = await tables.createTable({ variant: "basic", players: 2, wordProfile: "scuola", timers: false, seed: SEED });
    const pages = [await newPage(PHONE), await newPage({ width: 1024, height: 800 })];
    for (const [seat, page] of pages.entries()) await sitWithName(page, table.seatUrls[seat]!, NAMES[seat]!);

    let state = await tables.state(table.gameId);
    await waitForVersion(pages, state.version);
    await expectPagesShow(pages, state);
    const kinds = new Set<string>();
    while (state.deal.phase !== "over") {
      expect(state.version, "the deal should have ended by now").toBeLessThan(MAX_ACTIONS);
      const { seat, page, meldWords } = moverPage(pages, state);
      const action: Action = greedyAction(state, seat, lexicon)!;
      await playInUi(page, pages, action, state.version, meldWords);
      state = await tables.state(table.gameId);
      expect((await tables.log(table.gameId)).at(-1)).toEqual({ seq: state.version, seat, action });
      await expectPagesShow(pages, state);
      kinds.add(action.do);
    }
    expect([...kinds].sort()).toEqual(["add", "discard", "draw", "meld", "pickup"]);

    // Determinism: the engine alone, from the seed with the same greedy moves, reaches the same state.
    let alone = createMatch(state.rules, SEED);
    while (alone.deal.phase !== "over") {
      const result = play(alone, alone.deal.turn, greedyAction(alone, alone.deal.turn, lexicon)!, lexicon);
      if (!result.ok) throw new Error(result.error.message);
      alone = result.state;
    }
    expect(JSON.stringify(state)).toBe(JSON.stringify(alone));

    // Closed with a burraco of 5 or more cards, no pozzetto taken or missed (docs/engine.md).
    expect(state.deal.end?.reason).toBe("closed");
    const closer = state.deal.lineOfSeat[state.deal.end!.seat]!;
    expect(state.deal.lines[closer]!.melds.some((meld) => meld.cards.length >= 5)).toBe(true);
    const score = state.scores[0]!;
    expect(score[closer]!.closing).toBe(100);
    expect(score.every((line) => line.pozzetto === 0)).toBe(true);
    expectScoreIsSection6(state);

    const expectedSheet = expectedScoreSheet(state, NAMES);
    expect(expectedSheet.rows.map(([label]) => label)).not.toContain("Pozzetto");
    for (const page of pages) {
      await page.getByTestId("score-sheet").waitFor();
      expect(await readScoreSheet(page)).toEqual(expectedSheet);
    }
    await expectNoSideways(pages[0]!);
    await pages[0]!.getByTestId("score-sheet").scrollIntoViewIfNeeded();
    await shoot(pages, "punteggio");
  }, 240_000);
});
