/**
 * Issue #5, done-when: "a player contests a word in one browser, the judge approves it in
 * another, the table continues and the word now checks as valid at that scope" (RULES §9,
 * Art. 4.2: the giudice di lingua decides what the dictionary does not).
 *
 * A seeded friendly-judge table (seed giudice-7, torneo words): Giulia (seat 2, first to play)
 * draws and holds the black L, U, C, A — LUCA, a proper noun the dictionary refuses. She sends
 * it to the judge; the judge console (/giudice, table judge link) shows the request live, with
 * its cards and verdict and never a hand; the judge rules with the keyboard (quick reason 2
 * "Nome proprio", A, Enter), recording a table ruling. Giulia's page shows LUCA on the table,
 * she discards, and judge.check answers LUCA valid with source "judge" at that table.
 * Seed found offline: createMatch + draw over seeds giudice-0…400, hands whose same-colour
 * letters spell a PROPER_NOUN or ALTERED word that the engine accepts as a contest.
 * Screenshots (test-results/, not committed): the console at 360px and 1280px.
 */
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { viewFor } from "~/engine";
import { realLexicon } from "../lexicon/real-lexicon";
import { expectNoSideways, PHONE, SCREENSHOTS } from "./browser";
import { e2ePages } from "./pages";
import { expectPagesShow, pickInHand, playInUi, sitWithName, TableDb, waitForVersion } from "./table-driver";
import { trpcMutation, trpcQuery } from "./trpc-http";

const SEED = "giudice-7";
const WORD = "LUCA";
const CARDS = ["N:L", "N:U", "N:C", "N:A"];
const DESKTOP = { width: 1280, height: 900 };

let tables: TableDb | undefined;
const { session, newPage } = e2ePages({ timezoneId: "Europe/Rome" });
afterAll(() => tables?.close());

describe("the judge console (/giudice, issue #5)", () => {
  it("Giulia contests LUCA, the judge approves it live with a reason, the table plays on and LUCA is valid at that table", async () => {
    const { app } = session();
    const lexicon = realLexicon();
    tables = new TableDb(app, lexicon);
    // Created here (a seed is server-side only); the same database file the server uses.
    const created = await tables.createTable({ players: 2, wordProfile: "torneo", timers: false, judge: "friendly", seed: SEED });
    const { gameId, judgeToken, seatUrls } = created;

    const marco = await newPage(PHONE);
    await sitWithName(marco, seatUrls[0]!, "Marco");
    const giulia = await newPage({ width: 1024, height: 800 });
    await sitWithName(giulia, seatUrls[1]!, "Giulia");
    const players = [marco, giulia];
    await giulia
      .getByTestId("turn")
      .filter({ hasText: "Tocca a te" })
      .or(giulia.getByTestId("turn").filter({ hasText: "Giulia" }))
      .first()
      .waitFor();

    // Giulia (seat 2) plays first: she draws, by clicking.
    let state = await tables.state(gameId);
    expect(state.deal.turn).toBe(1);
    await playInUi(giulia, players, { do: "draw" }, state.version, []);
    state = await tables.state(gameId);
    const hand = viewFor(state, 1).hand;
    for (const card of CARDS) expect(hand).toContain(card);
    expect(lexicon.check(WORD, "torneo")).toMatchObject({ ok: false, reason: "PROPER_NOUN" });

    // The judge opens the table judge link on a desktop, and once more on a phone; names themself once.
    const judgeUrl = `${app.baseUrl}/giudice?tavolo=${gameId}&codice=${judgeToken}`;
    const judge = await newPage(DESKTOP);
    await judge.goto(judgeUrl);
    await judge.getByTestId("judge-name-input").fill("Anna Neri");
    await judge.getByTestId("judge-name-submit").click();
    await judge.getByTestId("judge-name").filter({ hasText: "Anna Neri" }).waitFor();
    await judge.locator('[data-testid="queue"][data-live="true"]').waitFor();
    await judge.getByTestId("queue-empty").waitFor();
    const judgePhone = await newPage(PHONE);
    await judgePhone.goto(judgeUrl);
    await judgePhone.getByTestId("judge-name-input").fill("Anna Neri");
    await judgePhone.getByTestId("judge-name-submit").click();
    await judgePhone.locator('[data-testid="queue"][data-live="true"]').waitFor();

    // Giulia sends LUCA to the judge: through her page when the table offers "Chiedi al giudice"
    // for the picked cards, else over the API (the table's control came with another change).
    const versionBefore = state.version;
    await pickInHand(giulia, CARDS);
    const contestControl = giulia.getByTestId("act-contest");
    const inPage = await contestControl.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (inPage) {
      console.info("[giudice e2e] contest sent through the table page (act-contest)");
      await contestControl.click();
    } else {
      console.info("[giudice e2e] no act-contest control on the table page: contest sent with table.act over HTTP");
      await trpcMutation(app.baseUrl, "table.act", {
        gameId,
        token: created.seatTokens[1],
        version: versionBefore,
        clientActionId: "giudice-e2e-contest",
        action: { do: "contest", action: { do: "meld", cards: CARDS } },
      });
    }
    await waitForVersion(players, versionBefore + 1);

    // The request arrives live on both consoles, with its context and no hand.
    const request = judge.locator(`[data-testid="request"][data-word="${WORD}"]`);
    await request.waitFor();
    await judgePhone.locator(`[data-testid="request"][data-word="${WORD}"]`).waitFor();
    await expect(request.getByTestId("request-word").textContent()).resolves.toBe(WORD);
    await expect(
      request.locator('[data-testid="request-cards"] [data-card]').evaluateAll((els) => els.map((el) => el.getAttribute("data-card"))),
    ).resolves.toEqual(CARDS);
    await expect(request.getByTestId("request-verdict").getAttribute("data-verdict")).resolves.toBe("invalid");
    await expect(request.getByTestId("request-seat").textContent()).resolves.toBe("Posto 2 (Giulia)");
    await expect(request.getByTestId("request-table").textContent()).resolves.toBe(gameId);
    await expect(request.getByTestId("request-countdown").textContent()).resolves.toMatch(/^Scade tra \d+:\d\d$/);
    await expect(request.getByTestId("request-record").isChecked()).resolves.toBe(true);
    await expect(judge.getByTestId("pending-count").textContent()).resolves.toMatch(/^(: )?1$/);
    // A judge never sees a hand: no hand, and none of Giulia's other cards as hand cards.
    for (const page of [judge, judgePhone]) {
      await expect(page.locator('[data-testid="hand"], [data-testid="hand-card"]').count()).resolves.toBe(0);
    }
    await judge.screenshot({ path: path.join(SCREENSHOTS, "giudice-richiesta-1280.png"), fullPage: true });
    await expectNoSideways(judgePhone);
    await judgePhone.screenshot({ path: path.join(SCREENSHOTS, "giudice-richiesta-360.png"), fullPage: true });

    // Keyboard only: focus the request, 2 = "Nome proprio", A = ammetti, Enter confirms.
    await request.focus();
    await judge.keyboard.press("2");
    await expect(request.getByTestId("request-reason").inputValue()).resolves.toBe("Nome proprio");
    await judge.keyboard.press("a");
    await expect(request.getByTestId("request-confirm").evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await judge.keyboard.press("Enter");

    // The console confirms aloud; the request leaves both consoles (the phone's through the live stream).
    await judge
      .getByTestId("queue-announce")
      .filter({ hasText: `${WORD} ammessa` })
      .waitFor();
    await judge.getByTestId("queue-empty").waitFor();
    await judgePhone.getByTestId("queue-empty").waitFor();
    await judge.screenshot({ path: path.join(SCREENSHOTS, "giudice-decisa-1280.png"), fullPage: true });

    // The table resumes at once: LUCA is on Giulia's line on both pages, as the engine has it.
    const ruled = await tables.state(gameId);
    expect(ruled.deal.judgement ?? null).toBeNull();
    const line = viewFor(ruled, 1).lines[viewFor(ruled, 1).lineOfSeat[1]!]!;
    expect(line.melds.map((meld) => meld.word)).toContain(WORD);
    await waitForVersion(players, ruled.version);
    await expectPagesShow(players, ruled);
    // The judge's reason reaches every seat with the ruling, in the Cronaca.
    for (const page of players) {
      await page
        .getByTestId("action-log")
        .filter({ hasText: `Il giudice ammette ${WORD}. Motivo: «Nome proprio»` })
        .waitFor();
    }

    // …and play goes on: Giulia discards, by clicking.
    const discard = viewFor(ruled, 1).hand[0]!;
    await playInUi(giulia, players, { do: "discard", card: discard }, ruled.version, []);
    const after = await tables.state(gameId);
    expect(after.deal.turn).toBe(0);
    await expectPagesShow(players, after);

    // LUCA now checks valid at that table, decided by the judge at table scope, with the reason.
    const checked = await trpcQuery<{
      check: { ok: boolean; verdict: string; source: string; ruling?: { scope: string; reason: string; judge: string; decision: string } };
    }>(app.baseUrl, "judge.check", { credential: { gameId, token: judgeToken }, word: WORD });
    expect(checked.check).toMatchObject({
      ok: true,
      verdict: "valid",
      source: "judge",
      ruling: { scope: "table", decision: "allow", reason: "Nome proprio", judge: "Anna Neri" },
    });

    // The ruling is a precedent the console finds by word, in force.
    await judge.getByTestId("tab-precedenti").click();
    await judge.getByTestId("search-word").fill("luca");
    await judge.getByTestId("search-submit").click();
    const precedent = judge.locator(`[data-testid="ruling"][data-word="${WORD}"][data-active="true"]`);
    await precedent.waitFor();
    await expect(precedent.textContent()).resolves.toContain("Nome proprio");
    await judge.screenshot({ path: path.join(SCREENSHOTS, "giudice-precedenti-1280.png"), fullPage: true });

    // A second judge's opposite ruling by hand, at the same table: Coerenza shows LUCA in conflict.
    await judge.getByTestId("tab-file").click();
    await judge.getByTestId("ruling-word").fill("luca");
    await judge.getByTestId("ruling-deny").check();
    await judge.getByTestId("ruling-reason").fill("Nome proprio: escluso dal regolamento");
    await judge.getByTestId("ruling-submit").click();
    await judge.getByTestId("ruling-create-result").filter({ hasText: "LUCA: esclusa." }).waitFor();
    await judge.getByTestId("tab-coerenza").click();
    await judge.locator(`[data-testid="conflict"][data-word="${WORD}"][data-active="true"]`).waitFor();
    await judge.screenshot({ path: path.join(SCREENSHOTS, "giudice-coerenza-1280.png"), fullPage: true });
    await judgePhone.getByTestId("tab-file").click();
    await judgePhone.getByTestId("export-submit").click();
    await expect(judgePhone.getByTestId("export-download").getAttribute("download")).resolves.toMatch(/^decisioni-Tavolo-.*\.csv$/);
    await expectNoSideways(judgePhone);
    await judgePhone.screenshot({ path: path.join(SCREENSHOTS, "giudice-file-360.png"), fullPage: true });
  });

  it("without a code: a pasted link is checked, a wrong code refused, an event created and its console opened", async () => {
    const { app } = session();
    const page = await newPage(PHONE);
    await page.goto(`${app.baseUrl}/giudice`);
    await expect(page.getByRole("link", { name: "Giudice", exact: true }).getAttribute("aria-current")).resolves.toBe("page");

    // A seat link is not a judge link: said in Italian, next to the field.
    await page.getByTestId("judge-credential-input").fill(`${app.baseUrl}/tavolo/abc?posto=${"x".repeat(43)}`);
    await page.getByTestId("judge-credential-submit").click();
    await expect(page.getByTestId("judge-credential-error").textContent()).resolves.toMatch(/^Questo non è un link da giudice/);

    // A well-formed link with a wrong code: the server refuses it, the page says so.
    await page.getByTestId("judge-credential-input").fill(`/giudice?tavolo=nessuno&codice=${"a".repeat(43)}`);
    await page.getByTestId("judge-credential-submit").click();
    await page.getByTestId("judge-fatal").waitFor();
    await expect(page.getByTestId("judge-fatal").textContent()).resolves.toMatch(/[a-zà-ù]/i);
    await page.getByRole("button", { name: "Usa un altro link o codice" }).click();

    // Crea un evento: its id and its judge link (shown once), then its console.
    await page.getByTestId("event-name").fill("Torneo di primavera");
    await page.getByTestId("event-submit").click();
    const eventId = (await page.getByTestId("event-id").textContent()) ?? "";
    expect(eventId).toMatch(/^[A-Za-z0-9_-]+$/);
    await expect(page.getByTestId("event-judge-link").textContent()).resolves.toContain(`/giudice?evento=${eventId}&codice=`);
    await expectNoSideways(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, "giudice-evento-360.png"), fullPage: true });
    await page.getByRole("button", { name: "Apri la console dell'evento" }).click();
    await page.locator('[data-testid="judge-console"][data-role="event"]').waitFor();
    await expect(page.getByTestId("judge-role").textContent()).resolves.toContain("«Torneo di primavera»");
    await page.waitForURL(`**/giudice?evento=${eventId}&codice=*`);
  });
});
