/**
 * Issue #4, done-when: two players at a seeded 2-player table play a whole smazzata in two
 * browsers, by clicking only, until both see the score sheet; its figures are the engine's
 * §6 breakdown of the game rebuilt from the stored log. Moves are chosen by the greedy player
 * (src/engine/greedy-player.ts) on the true state, then made in the mover's page; after every
 * move both pages must show the engine's public state and their own hand only.
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
  WHOLE_DEAL_MAX_ACTIONS,
  WHOLE_DEAL_SEED,
  waitForVersion,
} from "./table-driver";

const SEED = WHOLE_DEAL_SEED;
const NAMES = ["Marco", "Giulia"];

let tables: TableDb | undefined;
const { session, newPage } = e2ePages();
afterAll(() => tables?.close());

async function shoot(pages: readonly Page[], moment: string): Promise<void> {
  for (const [seat, page] of pages.entries()) {
    await page.screenshot({ path: path.join(SCREENSHOTS, `partita-intera-${moment}-${NAMES[seat]!.toLowerCase()}.png`), fullPage: true });
  }
}

describe("a whole seeded 2-player deal in two browsers (issue #4)", () => {
  it("Marco and Giulia play the first smazzata by clicking, to the score sheet (§6)", async () => {
    const { app } = session();
    const lexicon = realLexicon();
    tables = new TableDb(app, lexicon);
    const table = await tables.createTable({ players: 2, wordProfile: "torneo", timers: false, seed: SEED });

    // Marco sits first, names himself and waits; Giulia's arrival starts the table on his page,
    // and her name reaches it, live.
    const marco = await newPage(PHONE);
    await sitWithName(marco, table.seatUrls[0]!, NAMES[0]!);
    await marco.getByTestId("turn").filter({ hasText: "In attesa dei giocatori" }).waitFor();
    await expect(marco.getByTestId("act-draw").isDisabled()).resolves.toBe(true);
    const giulia = await newPage({ width: 1024, height: 800 });
    await sitWithName(giulia, table.seatUrls[1]!, NAMES[1]!);
    await marco
      .getByTestId("turn")
      .filter({ hasText: `Tocca a ${NAMES[1]}` })
      .waitFor();
    const pages = [marco, giulia];

    let state = await tables.state(table.gameId);
    await waitForVersion(pages, state.version);
    await expectPagesShow(pages, state);
    await giulia.getByTestId("turn").filter({ hasText: "Tocca a te" }).waitFor();
    await expectNoSideways(marco);
    await shoot(pages, "inizio");

    const started = Date.now();
    const kinds = new Set<string>();
    let shotWildMeld = false;
    let pozzettiTaken = 0;
    while (state.deal.phase !== "over") {
      expect(state.version, "the deal should have ended by now").toBeLessThan(WHOLE_DEAL_MAX_ACTIONS);
      const { seat, page, meldWords } = moverPage(pages, state);
      const action: Action = greedyAction(state, seat, lexicon)!;
      await playInUi(page, pages, action, state.version, meldWords);

      state = await tables.state(table.gameId);
      // The page sent exactly the move that was meant, for the seat that made it.
      expect((await tables.log(table.gameId)).at(-1)).toEqual({ seq: state.version, seat, action });
      await expectPagesShow(pages, state);
      kinds.add(action.do);

      if (!shotWildMeld && action.do === "meld" && action.cards.some((c) => c.includes("="))) {
        shotWildMeld = true;
        await shoot(pages, "parola-con-matta");
      }
      const taken = state.deal.lines.filter((line) => line.pozzetto !== null).length;
      if (taken > pozzettiTaken) {
        pozzettiTaken = taken;
        await shoot(pages, `pozzetto-${taken}`);
      }
    }
    console.info(`[e2e] ${SEED}: ${state.version} moves through the UI in ${((Date.now() - started) / 1000).toFixed(1)}s`);
    expect([...kinds].sort()).toEqual(["add", "discard", "draw", "meld", "pickup"]);

    // Determinism: the engine alone, from the seed with the same greedy moves, reaches the same state.
    let alone = createMatch(state.rules, SEED);
    while (alone.deal.phase !== "over") {
      const result = play(alone, alone.deal.turn, greedyAction(alone, alone.deal.turn, lexicon)!, lexicon);
      if (!result.ok) throw new Error(result.error.message);
      alone = result.state;
    }
    expect(JSON.stringify(state)).toBe(JSON.stringify(alone));

    // The deal was closed (Art. 6 A) by a line with its pozzetto and a burraco.
    expect(state.deal.end?.reason).toBe("closed");
    const closer = state.deal.end!.seat;
    const score = state.scores[0]!;
    expect(score).toHaveLength(2);
    expect(score[closer]!.closing).toBe(100);
    expect(score[closer]!.burraco).toBeGreaterThanOrEqual(100);
    // The engine's figures are the §6 breakdown, and each total is the sum of its parts.
    expectScoreIsSection6(state);

    // Both players see the same sheet, and it says what the engine says.
    const expectedSheet = expectedScoreSheet(state, NAMES);
    for (const page of pages) {
      await page.getByTestId("score-sheet").waitFor();
      await expect(page.locator('[data-testid="table"]').getAttribute("data-phase")).resolves.toBe("over");
      await expect(page.getByTestId("turn").textContent()).resolves.toMatch(/^Smazzata finita\./);
      expect(await readScoreSheet(page)).toEqual(expectedSheet);
    }
    await expectNoSideways(marco);
    await marco.getByTestId("score-sheet").scrollIntoViewIfNeeded();
    await shoot(pages, "punteggio");
  }, 240_000);
});
