/**
 * Issues #4/#5, the table page's side of the giudice di lingua (RULES §9): a table created
 * with a judge shows the judge's link; at a seeded 2-player table with a friendly judge the
 * mover spells a word the `torneo` profile doubts, sees the dubious verdict and clicks "Chiedi
 * al giudice"; both pages show "Parola al giudice" with the word and its cards while the table
 * waits; the judge approves it over the API (`judge.queue`, `judge.rule`) and both pages show
 * the meld on the table, the banner gone and the outcome in the Cronaca.
 * Screenshots go to test-results/ (not committed).
 */
import path from "node:path";

import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";

import { realLexicon } from "../lexicon/real-lexicon";
import { expectNoSideways, SCREENSHOTS } from "./browser";
import { e2ePages } from "./pages";
import { expectPagesShow, pickInHand, type SeededTable, sitWithName, TableDb, waitForVersion } from "./table-driver";
import { trpcMutation, trpcQuery } from "./trpc-http";

/**
 * With this seed seat 1 plays first and, after drawing, holds black O, M, I, N, O: OMINO,
 * an altered noun (diminutive) that the `torneo` profile finds dubious (WORD_DUBIOUS), and
 * that breaks no other rule, so it may be contested. Found offline with the engine and the
 * real lexicon (seeds giudice-0…399, the first whose mover can spell a dubious word).
 */
const SEED = "giudice-94";
const WORD = "OMINO";
const CARDS = ["N:O", "N:M", "N:I", "N:N", "N:O"];
const NAMES = ["Marco", "Giulia"];

const closers: (() => void)[] = [];
const { session, newPage } = e2ePages();
afterAll(() => {
  for (const close of closers) close();
});

/**
 * A 2-player table on seed giudice-94 (created in the e2e server's database: a seed is
 * server-side only) with a judge of this kind, Marco and Giulia sitting at their pages.
 */
async function judgedTable(judge: "friendly" | "tournament"): Promise<{ tables: TableDb; table: SeededTable; pages: Page[] }> {
  const tables = new TableDb(session().app, realLexicon());
  closers.push(() => tables.close());
  const table = await tables.createTable({ players: 2, wordProfile: "torneo", timers: false, judge, seed: SEED });
  const pages = [await newPage(), await newPage()];
  for (const [seat, page] of pages.entries()) await sitWithName(page, table.seatUrls[seat]!, NAMES[seat]!);
  return { tables, table, pages };
}

describe("the giudice di lingua at the table (RULES §9, issue #5)", () => {
  it("the home page creates a table with a judge and shows the judge's link and QR code, only then", async () => {
    const { app } = session();
    const home = await newPage();
    await home.goto(`${app.baseUrl}/`);
    await home.getByTestId("create-players-2").check();
    await home.getByTestId("create-judge-tournament").check();
    await home.getByTestId("create-submit").click();
    await home.getByTestId("create-result").waitFor();
    const judgeLink = await home.getByTestId("judge-link").getAttribute("href");
    expect(judgeLink).toMatch(new RegExp(`^${app.baseUrl}/giudice\\?tavolo=[A-Za-z0-9_-]+&codice=[A-Za-z0-9_-]{16,}$`));
    await home.getByTestId("qr-judge").waitFor();
    await expect(home.getByText("Link per il giudice di lingua").count()).resolves.toBe(1);
    await expectNoSideways(home);
    await home.screenshot({ path: path.join(SCREENSHOTS, "tavolo-giudice-home-360.png"), fullPage: true });

    // Without a judge (the default) there is no judge's link to hand out.
    await home.goto(`${app.baseUrl}/`);
    await home.getByTestId("create-judge-off").waitFor();
    await expect(home.getByTestId("create-judge-off").isChecked()).resolves.toBe(true);
    await home.getByTestId("create-submit").click();
    await home.getByTestId("create-result").waitFor();
    await expect(home.getByTestId("judge-link").count()).resolves.toBe(0);
  });

  it("a dubious word goes to the judge: both pages wait on Parola al giudice, the judge approves it, the meld is on the table", async () => {
    const { app } = session();
    const { tables, table, pages } = await judgedTable("friendly");
    const gameId = table.gameId;
    const credential = { gameId, token: table.judgeToken };
    // A spectator sees the request too (no hand, no controls).
    const spectator = await newPage();
    await spectator.goto(table.spectatorUrl);
    let state = await tables.state(gameId);
    expect(state.deal.turn).toBe(1);
    const mover = pages[1]!;
    const other = pages[0]!;
    await waitForVersion(pages, state.version);

    await mover.getByTestId("act-draw").click();
    await waitForVersion(pages, 1);
    await pickInHand(mover, CARDS);
    await mover.waitForFunction((word) => document.querySelector('[data-testid="spelled"]')?.textContent === word, WORD);
    // The dictionary's verdict under `torneo`: dubious — and the judge is offered next to Cala.
    await mover.locator('[data-testid="meld-check"][data-verdict="dubious"]').waitFor();
    const contest = mover.locator('[data-testid="act-contest"][data-play="meld"]');
    await contest.waitFor();
    await mover.screenshot({ path: path.join(SCREENSHOTS, "tavolo-giudice-dubious-360.png"), fullPage: true });
    await contest.click();
    await waitForVersion(pages, 2);

    state = await tables.state(gameId);
    expect(state.deal.judgement).toMatchObject({ kind: "contest", by: 1, words: [WORD] });
    for (const page of pages) {
      const banner = page.getByTestId("judgement");
      await banner.waitFor();
      await expect(banner.getAttribute("data-kind")).resolves.toBe("contest");
      await expect(page.getByTestId("judgement-kind").textContent()).resolves.toBe("Contestazione");
      await expect(page.getByTestId("judgement-who").textContent()).resolves.toBe(`Giulia chiede al giudice: ${WORD}`);
      await expect(page.getByTestId("judgement-words").textContent()).resolves.toBe(WORD);
      await expect(banner.locator("[data-card]").evaluateAll((tiles) => tiles.map((t) => t.getAttribute("data-card")))).resolves.toEqual(CARDS);
      await expect(banner.textContent()).resolves.toContain("Il tempo è fermo");
      await expect(page.getByTestId("action-log").textContent()).resolves.toContain(`Giulia chiede al giudice: ${WORD}`);
    }
    const watched = spectator.getByTestId("judgement");
    await watched.waitFor();
    await expect(watched.getAttribute("data-kind")).resolves.toBe("contest");
    await expect(spectator.getByTestId("judgement-who").textContent()).resolves.toBe(`Giulia chiede al giudice: ${WORD}`);
    await expect(spectator.getByTestId("act-challenge").count()).resolves.toBe(0);
    // The table waits: the mover's play controls are off, and nothing of the word is on the table yet.
    for (const control of ["act-meld", "act-discard"]) await expect(mover.getByTestId(control).isDisabled()).resolves.toBe(true);
    await expectPagesShow(pages, state);
    await expectNoSideways(mover);
    for (const [seat, page] of pages.entries()) {
      await page.screenshot({ path: path.join(SCREENSHOTS, `tavolo-giudice-pending-${NAMES[seat]!.toLowerCase()}.png`), fullPage: true });
    }

    // The judge decides from the queue (the console's API): the word stands.
    const queue = await trpcQuery<{ id: string; gameId: string; kind: string; word: string; status: string }[]>(app.baseUrl, "judge.queue", { credential });
    const request = queue.find((r) => r.gameId === gameId && r.status === "pending");
    expect(request, JSON.stringify(queue)).toMatchObject({ kind: "contest" });
    await trpcMutation(app.baseUrl, "judge.rule", {
      credential,
      requestId: request!.id,
      approve: true,
      reason: "Diminutivo di uomo, d'uso comune.",
      judge: "Giudice di prova",
      record: null,
    });

    await waitForVersion(pages, 3);
    state = await tables.state(gameId);
    expect(state.deal.judgement).toBeNull();
    for (const page of [...pages, spectator]) {
      await page.getByTestId("judgement").waitFor({ state: "detached" });
      const words = await page.locator('[data-testid="line-1"] [data-testid="meld"] .meld__word').allTextContents();
      expect(words).toEqual([WORD]);
      const log = (await page.getByTestId("action-log").textContent()) ?? "";
      expect(log).toContain(`Il giudice ammette ${WORD}`);
      expect(log).toContain(`Giulia ha calato ${WORD}`);
    }
    await expectPagesShow(pages, state);
    // An approved word cannot be challenged (ALREADY_JUDGED): no Sfida for the opponent.
    await expect(other.getByTestId("act-challenge").count()).resolves.toBe(0);
    // Play goes on: the mover may discard again.
    await expect(mover.getByTestId("act-meld").isDisabled()).resolves.toBe(true); // nothing picked
    await mover.locator('[data-testid="hand-card"]').first().click();
    await expect(mover.getByTestId("act-discard").isEnabled()).resolves.toBe(true);
    for (const [seat, page] of pages.entries()) {
      await page.screenshot({ path: path.join(SCREENSHOTS, `tavolo-giudice-approved-${NAMES[seat]!.toLowerCase()}.png`), fullPage: true });
    }
  });

  it("Art. 8, 10.11: at a tournament table the opponent challenges a word just laid; upheld, its cards go back penalised and the one worth most is discarded first", async () => {
    const { app } = session();
    // Same deal as above (seed giudice-94): after drawing, seat 1 lays MONITO, a valid word.
    const { tables, table, pages } = await judgedTable("tournament");
    const gameId = table.gameId;
    const credential = { gameId, token: table.judgeToken };
    const [challenger, mover] = pages as [Page, Page];
    await waitForVersion(pages, 0);

    await mover.getByTestId("act-draw").click();
    await waitForVersion(pages, 1);
    await pickInHand(mover, ["N:M", "N:O", "N:N", "N:I", "N:T", "N:O"]);
    await mover.locator('[data-testid="meld-check"][data-verdict="valid"]').waitFor();
    await mover.getByTestId("act-meld").click();
    await waitForVersion(pages, 2);

    // Art. 8: the word just laid may be challenged by the other line only, with a confirm step.
    await expect(mover.getByTestId("act-challenge").count()).resolves.toBe(0);
    const sfida = challenger.locator('[data-testid="act-challenge"][data-line="1"][data-meld="0"]');
    await sfida.click();
    const confirm = challenger.getByTestId("challenge-confirm");
    await expect(confirm.textContent()).resolves.toMatch(/Sfidare la parola MONITO\? Se il giudice la respinge.*carte penalizzate/);
    await challenger.screenshot({ path: path.join(SCREENSHOTS, "tavolo-giudice-challenge-confirm-marco.png"), fullPage: true });
    await challenger.getByTestId("act-challenge-confirm").click();
    await waitForVersion(pages, 3);
    for (const page of pages) {
      await expect(page.getByTestId("judgement").getAttribute("data-kind")).resolves.toBe("challenge");
      await expect(page.getByTestId("judgement-who").textContent()).resolves.toBe("Marco sfida MONITO di Giulia");
    }

    const queue = await trpcQuery<{ id: string; gameId: string; kind: string; status: string }[]>(app.baseUrl, "judge.queue", { credential });
    const request = queue.find((r) => r.gameId === gameId && r.status === "pending");
    expect(request, JSON.stringify(queue)).toMatchObject({ kind: "challenge" });
    await trpcMutation(app.baseUrl, "judge.rule", {
      credential,
      requestId: request!.id,
      approve: false,
      reason: "Prova: la sfida è accolta.",
      judge: "Giudice di prova",
      record: null,
    });
    await waitForVersion(pages, 4);
    let state = await tables.state(gameId);
    expect(state.deal.penalised?.[1]).toHaveLength(6);
    for (const page of pages) {
      await page.getByTestId("judgement").waitFor({ state: "detached" });
      await expect(page.locator('[data-testid="line-1"] [data-testid="meld"]').count()).resolves.toBe(0);
      await expect(page.getByTestId("action-log").textContent()).resolves.toContain("Il giudice respinge MONITO: carte penalizzate");
    }
    await expectPagesShow(pages, state);
    // The hand is back as it was before MONITO: the picks made for it are gone, not restored.
    await expect(mover.locator('[data-testid="hand-card"][aria-pressed="true"]').count()).resolves.toBe(0);
    // The culprit's six cards are marked in the hand; the other seat sees how many.
    const marked = mover.locator('[data-testid="hand-card"][data-penalised="true"]');
    await expect(marked.count()).resolves.toBe(6);
    await expect(marked.first().getAttribute("aria-label")).resolves.toMatch(/penalizzata$/);
    await expect(challenger.getByTestId("penalised-count-1").textContent()).resolves.toContain("6 penalizzate");
    await expect(mover.getByTestId("penalised-hint").textContent()).resolves.toContain("Devi scartare prima la carta penalizzata più alta");
    await mover.screenshot({ path: path.join(SCREENSHOTS, "tavolo-giudice-penalised-giulia.png"), fullPage: true });

    // Art. 9.1, 10.11: the page picks the penalised card worth most; the engine takes it as the discard.
    await mover.getByTestId("pick-penalised").click();
    await mover.getByTestId("act-discard").click();
    await waitForVersion(pages, 5);
    state = await tables.state(gameId);
    expect(["N:M", "N:N", "N:T"]).toContain(state.log!.at(-1)!.kind === "discard" ? (state.log!.at(-1) as { card: string }).card : "");
    await expect(mover.locator('[data-testid="hand-card"][data-penalised="true"]').count()).resolves.toBe(5);
    await expectPagesShow(pages, state);
  });
});
