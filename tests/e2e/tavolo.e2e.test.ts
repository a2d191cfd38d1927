/**
 * A 2-player table in two browser contexts against the production build: created on the
 * home page, each seat opens its own link, moves appear at the other seat without a reload.
 * And the create form's choice of pozzetti at 3 players (Art. 3.3) reaching the table.
 * Screenshots go to test-results/ (not committed).
 */
import path from "node:path";

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { expectNoSideways, SCREENSHOTS } from "./browser";
import { e2ePages } from "./pages";
import { trpcQuery } from "./trpc-http";

const { session, newPage } = e2ePages();

async function version(page: Page): Promise<number> {
  return Number(await page.getByTestId("table").getAttribute("data-version"));
}

describe("a 2-player table", () => {
  it("is created on the home page and played live in two browsers", async () => {
    const { app } = session();
    const home = await newPage();
    await home.goto(`${app.baseUrl}/`);
    await home.getByTestId("create-players-2").check();
    await home.getByTestId("create-profile-scuola").check();
    await home.getByTestId("create-submit").click();
    await home.getByTestId("create-result").waitFor();
    const seat0Link = await home.getByTestId("seat-link-0").getAttribute("href");
    const seat1Link = await home.getByTestId("seat-link-1").getAttribute("href");
    const spectatorLink = await home.getByTestId("spectator-link").getAttribute("href");
    expect(seat0Link).toMatch(new RegExp(`^${app.baseUrl}/tavolo/[^?]+\\?posto=[A-Za-z0-9_-]{43}$`));
    expect(seat1Link).toMatch(/\?posto=/);
    expect(spectatorLink).toMatch(/\?guarda=/);
    await expectNoSideways(home);
    await home.screenshot({ path: path.join(SCREENSHOTS, "tavolo-home-links-360.png"), fullPage: true });

    const p0 = await newPage();
    const p1 = await newPage();
    await p0.goto(seat0Link!);
    await p1.goto(seat1Link!);
    for (const page of [p0, p1]) {
      await page.getByTestId("table").waitFor();
      await expect(page.getByTestId("hand-card").count()).resolves.toBe(11);
    }

    // Who starts is the deal's: find the seat whose turn it is.
    await p0.locator('[data-testid="table"]').waitFor();
    const turn = Number(await p0.getByTestId("turn").getAttribute("data-turn"));
    const [mover, other] = turn === 0 ? [p0, p1] : [p1, p0];
    // Both seats have joined: the table is playing and the mover may draw.
    await mover.locator('[data-testid="act-draw"]:not([disabled])').waitFor();
    const discardBefore = await other.getByTestId("discard-pile").locator("[data-card]").count();

    await mover.getByTestId("act-draw").click();
    await mover.locator('[data-testid="table"][data-phase="play"]').waitFor();
    await expect(mover.getByTestId("hand-card").count()).resolves.toBe(12);

    const card = mover.getByTestId("hand-card").first();
    const discarded = await card.getAttribute("data-card");
    await card.click();
    await expect(card.getAttribute("aria-pressed")).resolves.toBe("true");
    await mover.getByTestId("act-discard").click();
    await mover.locator('[data-testid="table"][data-phase="draw"]').waitFor();
    await expect(mover.getByTestId("hand-card").count()).resolves.toBe(11);

    // The other seat sees the new discard pile without reloading.
    const pile = other.getByTestId("discard-pile").locator("[data-card]");
    await other.waitForFunction((count) => document.querySelectorAll('[data-testid="discard-pile"] [data-card]').length === count, discardBefore + 1);
    await expect(pile.last().getAttribute("data-card")).resolves.toBe(discarded);
    await expect(version(other)).resolves.toBe(await version(mover));
    await other.locator('[data-testid="act-draw"]:not([disabled])').waitFor();
    await expectNoSideways(other);
    await other.screenshot({ path: path.join(SCREENSHOTS, "tavolo-other-sees-discard-360.png"), fullPage: true });

    // Now the other seat draws; the mover sees its hand count grow.
    const otherSeat = turn === 0 ? 1 : 0;
    await other.getByTestId("act-draw").click();
    await other.locator('[data-testid="table"][data-phase="play"]').waitFor();
    await expect(other.getByTestId("hand-card").count()).resolves.toBe(12);
    await mover.waitForFunction((seat) => document.querySelector(`[data-testid="hand-count-${seat}"]`)?.textContent?.startsWith("12"), otherSeat);

    // Spelling with three cards: the dictionary answers before anything is sent.
    const hand = other.getByTestId("hand-card");
    for (const i of [0, 1, 2]) await hand.nth(i).click();
    for (const select of await other.getByTestId("wild-letter").all()) await select.selectOption("A");
    await expect(other.getByTestId("spelled").textContent()).resolves.toMatch(/^[A-Z]{3}$/);
    const feedback = other.locator('[data-testid="meld-check"][data-verdict]');
    await feedback.waitFor();
    const verdict = await feedback.getAttribute("data-verdict");
    await other.getByTestId("act-meld").click();
    // Valid: the word lands on the table; otherwise the engine's Italian message, next to Cala.
    await other.locator('[data-testid="meld"], [data-testid="error-meld"]').first().waitFor();
    if (verdict === "invalid") {
      await expect(other.getByTestId("error-meld").textContent()).resolves.toMatch(/\S/);
    }
    await other.screenshot({ path: path.join(SCREENSHOTS, "tavolo-meld-360.png"), fullPage: true });

    // Out of turn, the mover cannot draw.
    await expect(mover.getByTestId("act-draw").isDisabled()).resolves.toBe(true);
    await expectNoSideways(mover);
    await mover.screenshot({ path: path.join(SCREENSHOTS, "tavolo-mover-360.png"), fullPage: true });
    await other.screenshot({ path: path.join(SCREENSHOTS, "tavolo-other-drew-360.png"), fullPage: true });
  }, 120_000);
});

describe("the create form at 3 players", () => {
  it("offers the pozzetti of Art. 3.3, 18 + 11 by default; 3 × 11 chosen is the table's rule", async () => {
    const { app } = session();
    const home = await newPage();
    await home.goto(`${app.baseUrl}/`);
    await home.getByTestId("create-players-2").check();
    await expect(home.getByTestId("create-pozzetti").count(), "no pozzetti choice at 2 players").resolves.toBe(0);
    await home.getByTestId("create-players-3").check();
    const choice = home.getByTestId("create-pozzetti");
    await choice.waitFor();
    await expect(home.getByTestId("create-pozzetti-18+11").isChecked()).resolves.toBe(true);
    await expect(choice.textContent()).resolves.toContain("gioca da solo");
    await expect(choice.textContent()).resolves.toContain("Ognuno gioca per sé");
    await home.getByTestId("create-pozzetti-3x11").check();
    await expectNoSideways(home);
    await home.screenshot({ path: path.join(SCREENSHOTS, "tavolo-tre-pozzetti-360.png"), fullPage: true });
    await home.getByTestId("create-submit").click();
    await home.getByTestId("create-result").waitFor();

    const spectator = new URL((await home.getByTestId("spectator-link").getAttribute("href"))!);
    const gameId = spectator.pathname.split("/").at(-1)!;
    const token = spectator.searchParams.get("guarda")!;
    const tv = await trpcQuery<{ table: { rules: { players: number; threePlayerPozzetti: string } } }>(app.baseUrl, "table.view", { gameId, token });
    expect(tv.table.rules).toMatchObject({ players: 3, threePlayerPozzetti: "3x11" });
  });
});
