/**
 * Learning at the table (issue #16) in Chromium, on a 360×740 phone: the create form offers
 * the Suggerimento with the scuola words only; at such a table a player asks for one from the
 * keyboard, sees the word and its cards picked, lays it with "Cala"; the other seat learns
 * only that a hint was asked; after the deal the score sheet charges the hint and the player
 * sees "Parole che potevi fare", the words the server works out from that seat's view.
 */
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { missedWords } from "~/bots/suggest";
import { meldWord } from "~/engine/melds";
import { viewFor } from "~/engine";
import { realLexicon } from "../lexicon/real-lexicon";
import { seriousViolations } from "./axe";
import { expectNoSideways, SCREENSHOTS } from "./browser";
import { e2ePages } from "./pages";
import { readScoreSheet, sitWithName, TableDb } from "./table-driver";

/**
 * With this seed the first player's hand makes a word at once (AEREO), and once the computer
 * players' code has played the rest of the deal, that player's last hand still holds words.
 */
const SEED = "suggerimento-11";
const NAMES = ["Anna", "Bruno"];

let tables: TableDb | undefined;
const { session, newPage } = e2ePages();
afterAll(() => tables?.close());

describe("the Suggerimento and Parole che potevi fare (issue #16)", () => {
  it("the create form offers hints with the scuola words only, and the table shows what is left and what it costs", async () => {
    const { app } = session();
    const home = await newPage();
    await home.goto(`${app.baseUrl}/`);
    await home.getByTestId("create-players-2").check();
    await expect(home.getByTestId("create-hints-scuola-only").textContent()).resolves.toContain("solo con le parole della scuola");
    await expect(home.getByTestId("create-hints-on").count()).resolves.toBe(0);
    await home.getByTestId("create-profile-scuola").check();
    await home.getByTestId("create-hints-on").check();
    await home.getByTestId("create-hints-per-deal").fill("2");
    await home.getByTestId("create-hint-cost").fill("5");
    await expectNoSideways(home);
    expect(await seriousViolations(home), "the create form with hints").toEqual([]);
    await home.getByTestId("create-submit").click();
    const link = await home.getByTestId("seat-link-0").getAttribute("href");
    const seat = await newPage();
    await seat.goto(link!);
    await expect(seat.getByTestId("hint-budget").textContent()).resolves.toBe("2 rimasti · −5 punti l'uno");
    // Not its play phase yet (the other seat has not sat down): the button waits.
    await expect(seat.getByTestId("act-hint").isDisabled()).resolves.toBe(true);
  });

  it("a player asks for a word from the keyboard, lays it, and after the deal sees the hint's cost and the words it could have made", async () => {
    const { app } = session();
    const lexicon = realLexicon();
    tables = new TableDb(app, lexicon);
    const table = await tables.createTable({ players: 2, deals: 1, wordProfile: "scuola", timers: false, hints: { perDeal: 1, cost: 5 }, seed: SEED });
    const pages = [await newPage(), await newPage()];
    for (const [i, page] of pages.entries()) await sitWithName(page, table.seatUrls[i]!, NAMES[i]!);
    const moverSeat = Number(await pages[0]!.getByTestId("turn").getAttribute("data-turn"));
    const mover = pages[moverSeat]!;
    const other = pages[1 - moverSeat]!;

    await mover.locator('[data-testid="act-draw"]:not([disabled])').click();
    await mover.locator('[data-testid="table"][data-phase="play"]').waitFor();
    // From the keyboard: the button is a button, Enter asks.
    await mover.locator('[data-testid="act-hint"]:not([disabled])').focus();
    await mover.keyboard.press("Enter");
    const answer = mover.getByTestId("hint-answer");
    await answer.waitFor();
    await expect(answer.getAttribute("data-kind")).resolves.toBe("meld");
    const word = (await answer.getAttribute("data-word"))!;
    expect(word.length).toBeGreaterThanOrEqual(3);
    await expect(answer.textContent()).resolves.toContain(`Puoi calare ${word}`);
    await expect(answer.locator("[data-card]").count()).resolves.toBe(word.length);
    await expect(mover.getByTestId("hint-budget").textContent()).resolves.toBe("0 rimasti · −5 punti l'uno");
    await expect(mover.getByTestId("act-hint").isDisabled()).resolves.toBe(true);
    // Its cards are picked in the hand: the word field reads it, and "Cala" lays it.
    await expect(mover.getByTestId("word-input").inputValue()).resolves.toBe(word);
    await expect(mover.locator('[data-testid="hand-card"][aria-pressed="true"]').count()).resolves.toBe(word.length);
    await expectNoSideways(mover);
    await mover.screenshot({ path: path.join(SCREENSHOTS, "suggerimento-360.png"), fullPage: true });
    expect(await seriousViolations(mover), "the Suggerimento's answer").toEqual([]);
    await mover.getByTestId("act-meld").click();
    await mover
      .getByTestId("hint-answer")
      .waitFor({ state: "detached" })
      .catch(() => undefined);
    await expect.poll(async () => (await tables!.state(table.gameId)).deal.lines[moverSeat]!.melds.map(meldWord)).toEqual([word]);
    // Laid: the answer, which was about that hand, goes.
    await mover.getByTestId("hint-answer").waitFor({ state: "detached" });

    // The other seat: only that a hint was asked, never the word before it was laid.
    await other
      .getByTestId("action-log")
      .filter({ hasText: `${NAMES[moverSeat]} ha chiesto un suggerimento` })
      .waitFor();
    await expect(other.getByTestId("hint-answer").count()).resolves.toBe(0);
    // The log stores the asking alone: the word is in no logged action.
    const asked = (await tables.log(table.gameId)).filter((entry) => entry.action.do === "hint");
    expect(asked.map((entry) => entry.action)).toEqual([{ do: "hint" }]);

    // The rest of the deal, played by the computer players' code through the service; the page reloads it.
    await tables.sitAndPlayToEnd(table, SEED, NAMES);
    const state = await tables.state(table.gameId);
    expect(state.deal.phase).toBe("over");
    await mover.reload();
    await mover.getByTestId("score-sheet").waitFor();
    const sheet = await readScoreSheet(mover);
    const hintsRow = sheet.rows.find((row) => row[0] === "Suggerimenti")!;
    const score = state.scores[0]!;
    expect(hintsRow.slice(1)).toEqual(score.map((line) => String(line.hints)));
    expect(score.find((line) => line.seats.includes(moverSeat))!.hints).toBe(-5);

    const missed = mover.getByTestId("missed-words");
    await missed.waitFor();
    await expect(missed.getByRole("heading").textContent()).resolves.toBe("Parole che potevi fare");
    const shown = await missed.getByTestId("missed-word").evaluateAll((items) => items.map((li) => li.getAttribute("data-word")));
    const expected = missedWords(viewFor(state, moverSeat), state.rules, lexicon).map((w) => w.word);
    expect(shown).toEqual(expected);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThanOrEqual(3);
    await expect(missed.getByTestId("missed-word").first().locator("[data-card]").count()).resolves.toBe(shown[0]!.length);
    await missed.scrollIntoViewIfNeeded();
    await expectNoSideways(mover);
    await mover.screenshot({ path: path.join(SCREENSHOTS, "parole-che-potevi-fare-360.png"), fullPage: true });
    expect(await seriousViolations(mover), "Parole che potevi fare").toEqual([]);
  });
});
