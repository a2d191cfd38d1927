/**
 * Issue #4: a seeded 4-player table (seats 0 and 2 against 1 and 3, Art. 3.3) in four
 * browser contexts. Two full rounds are played by clicking in the mover's page (moves chosen
 * by the greedy player on the true state). After every move all four pages show the same
 * public state — the engine's: turn, phase, tallone, hand counts, monte scarti, every meld —
 * and each page shows one hand, its own, never a card of another seat's hand as a hand; the
 * answers each page received over HTTP carry only that seat's hand too.
 * Seat 0 plays on a 360px phone: nothing may scroll sideways. Screenshots go to test-results/.
 */
import path from "node:path";

import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";

import { type Action, type MatchState, viewFor } from "~/engine";
import { greedyAction } from "~/engine/greedy-player";
import { realLexicon } from "../lexicon/real-lexicon";
import { expectNoSideways, PHONE, SCREENSHOTS } from "./browser";
import { e2ePages } from "./pages";
import { expectPagesShow, moverPage, playInUi, recordTableAnswers, sitWithName, sorted, TableDb, waitForVersion } from "./table-driver";

/**
 * With this seed the first two rounds (8 turns, 24 actions) hold a bit of everything a
 * 4-player table shows: both lines open words (one with a jolly, two with a pinella), a pile
 * is picked up twice, and a partner's word is extended (Attacca). Found by playing the first
 * 8 turns of seeds quattro-1…6 offline with the engine (torneo words).
 */
const SEED = "quattro-1";
const NAMES = ["Marco", "Giulia", "Luca", "Sara"];
const ROUNDS = 2;

const answers: ReturnType<typeof recordTableAnswers>[] = [];
let tables: TableDb | undefined;
const { session, newPage: newPersonPage } = e2ePages();
afterAll(() => tables?.close());

/** A seat's page, recording every table answer it receives. */
async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const page = await newPersonPage(viewport);
  answers.push(recordTableAnswers(page));
  return page;
}

async function shoot(pages: readonly Page[], moment: string): Promise<void> {
  for (const [seat, page] of pages.entries()) {
    const width = seat === 0 ? "-360" : "";
    await page.screenshot({ path: path.join(SCREENSHOTS, `quattro-${moment}-${NAMES[seat]!.toLowerCase()}${width}.png`), fullPage: true });
  }
}

/** The name each page shows next to each seat's hand count. */
function seatNamesShown(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const names: string[] = [];
    for (let seat = 0; ; seat++) {
      const count = document.querySelector(`[data-testid="hand-count-${seat}"]`);
      if (!count) return names;
      names.push(count.previousElementSibling?.textContent ?? "");
    }
  });
}

/** The four hands differ, so "each page shows its own" says something. */
function expectHandsDiffer(state: MatchState): void {
  const hands = NAMES.map((_, seat) => sorted(viewFor(state, seat).hand).join(" "));
  expect(new Set(hands).size).toBe(NAMES.length);
}

describe("a seeded 4-player table in four browsers (issue #4)", () => {
  it("plays two rounds by clicking; all four pages agree on the table and see only their own hand", async () => {
    const { app } = session();
    const lexicon = realLexicon();
    tables = new TableDb(app, lexicon);
    const table = await tables.createTable({ players: 4, wordProfile: "torneo", timers: false, seed: SEED });

    // Three sit down, name themselves and wait; the fourth starts the table on their pages, live.
    const pages: Page[] = [];
    for (const seat of [0, 1, 2]) {
      const page = await newPage(seat === 0 ? PHONE : { width: 1024, height: 800 });
      await sitWithName(page, table.seatUrls[seat]!, NAMES[seat]!);
      await page.getByTestId("turn").filter({ hasText: "In attesa dei giocatori" }).waitFor();
      pages.push(page);
    }
    const sara = await newPage({ width: 1024, height: 800 });
    await sitWithName(sara, table.seatUrls[3]!, NAMES[3]!);
    pages.push(sara);
    for (const [seat, page] of pages.entries()) {
      await page
        .getByTestId("turn")
        .filter({ hasText: seat === 1 ? "Tocca a te" : `Tocca a ${NAMES[1]}` })
        .waitFor();
    }

    let state = await tables.state(table.gameId);
    await waitForVersion(pages, state.version);
    await expectPagesShow(pages, state);
    expectHandsDiffer(state);
    // Every page names every seat (its own may be marked "(tu)").
    for (const page of pages) {
      expect((await seatNamesShown(page)).map((name) => name.replace(/ \(tu\)$/, ""))).toEqual(NAMES);
    }
    // The dealer is seat 0 in deal 0: the servito, seat 1, plays first (Art. 3.4).
    expect(state.deal.turn).toBe(1);
    await expectNoSideways(pages[0]!);
    await shoot(pages, "inizio");

    const started = Date.now();
    const kinds = new Set<string>();
    while (state.deal.turnsPlayed < ROUNDS * NAMES.length) {
      expect(state.deal.phase).not.toBe("over");
      const { seat, page, meldWords } = moverPage(pages, state);
      // Everyone else waits: their draw buttons are off.
      for (const [other, otherPage] of pages.entries()) {
        if (other !== seat) await expect(otherPage.getByTestId("act-draw").isDisabled()).resolves.toBe(true);
      }
      const action: Action = greedyAction(state, seat, lexicon)!;
      await playInUi(page, pages, action, state.version, meldWords);

      state = await tables.state(table.gameId);
      expect((await tables.log(table.gameId)).at(-1)).toEqual({ seq: state.version, seat, action });
      await expectPagesShow(pages, state);
      expectHandsDiffer(state);
      kinds.add(action.do);
      if (action.do === "discard" && state.deal.turnsPlayed === NAMES.length) await shoot(pages, "primo-giro");
    }
    console.info(`[e2e] ${SEED}: ${state.version} moves (${ROUNDS} rounds) through the UI in ${((Date.now() - started) / 1000).toFixed(1)}s`);
    expect([...kinds].sort()).toEqual(["add", "discard", "draw", "meld", "pickup"]);
    // Both lines have words down, and seat 0's phone still fits them.
    expect(state.deal.lines.every((line) => line.melds.length > 0)).toBe(true);
    await expectNoSideways(pages[0]!);
    await shoot(pages, "secondo-giro");

    // Over the wire too, each page got only its own hand: every view the server answered
    // holds the seat's hand at that version, as the engine had it, and nothing hidden.
    for (const [seat, collected] of answers.entries()) {
      const { views, hiddenKeys } = await collected();
      expect(hiddenKeys, `seat ${seat}`).toEqual([]);
      // At least the join, then one answer per own move.
      expect(views.length, `seat ${seat}`).toBeGreaterThan(1);
      for (const view of views) {
        expect(view.seat).toBe(seat);
        const then = await tables.state(table.gameId, view.version);
        expect(sorted(view.hand), `seat ${seat} at version ${view.version}`).toEqual(sorted(viewFor(then, seat).hand));
        expect(view.handCounts[seat]).toBe(view.hand.length);
      }
    }
  }, 180_000);
});
