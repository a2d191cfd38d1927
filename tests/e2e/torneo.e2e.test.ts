/**
 * A tournament in Chromium against the production server: the director creates a pairs tournament
 * (1 deal a turn, 2 turns, Mitchell) on /torneo and lands on the console with its three links; a
 * pair signs up by the registration link on two phones (one registers both, the partner claims
 * the invite passed on, which becomes their own page), the director enters three pairs by hand
 * and checks everyone in; the hall's screen shows them live. Turn 1: both phones go to their
 * table by themselves; every seat plays from its own view (the players' moves sent over HTTP,
 * chosen by a computer player, as the table's page would send them); the director calls time
 * (Art. 7) and the tables play their last round. The hall's screen changes without a reload: the
 * standings (VP summing to 20 a table, Art. 3), the seed revealed against its committed SHA-256;
 * "Richiama il tempo" stays once time is up. The players go back to their page from the finished
 * table; the director gives a lateness penalty (Art. 13), kept in the trail and live on the
 * hall's screen; turn 2 (Mitchell: no pair meets the same pair again) takes each phone to its
 * next table by itself; one table is played to its end, the other closed by the director (Art.
 * 13.4 c) with its PP so far shown in the confirm; the standings are final and printable, the
 * score sheets filled in. Axe on every page; the hall's screen and the console fit a 360 px
 * phone; the registration code opens no console. Then an individual tournament at tables of 2
 * whose first turn the director composes on the console (Art. 3.2 a.2). Screenshots:
 * test-results/torneo-*.png.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";

import { botFor, botRandom } from "~/bots";
import { mergeView, type Ruleset, type Seat, type SeatView, type SeatViewTail } from "~/engine";
import { openLexicon } from "~/lexicon";
import { TOURNAMENT_ERRORS } from "~/server/tournament/errors";
import type { Lexicon } from "~/lexicon/types";
import { seriousViolations } from "./axe";
import { expectMissingKey, expectNoSideways, SCREENSHOTS } from "./browser";
import { e2ePages } from "./pages";
import { trpcMutation, trpcQuery } from "./trpc-http";

const { session, newPage } = e2ePages();
const DESKTOP = { width: 1280, height: 800 };

let lexicon: Lexicon;
beforeAll(async () => {
  lexicon = await openLexicon();
});

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** The key of a player's page link (`/torneo/<id>/giocatore?chiave=<token>`). */
const keyOf = (link: string) => new URL(link, "http://torneo.invalid").searchParams.get("chiave")!;

interface SeatLink {
  gameId: string;
  token: string;
}

/** A player's seat this turn, from their own page's data (`tournament.me`), as their page finds it. */
async function seatOf(baseUrl: string, tournamentId: string, playerKey: string): Promise<SeatLink & { table: number }> {
  const me = await trpcQuery<{ current: { table: number; link: string | null } | null }>(baseUrl, "tournament.me", { tournamentId, token: playerKey });
  expect(me.current?.link).toMatch(/^\/tavolo\/[A-Za-z0-9_-]+\?posto=[A-Za-z0-9_-]{43}$/);
  const url = new URL(me.current!.link!, "http://torneo.invalid");
  return { gameId: url.pathname.split("/").at(-1)!, token: url.searchParams.get("posto")!, table: me.current!.table };
}

type TableAnswer = { view: SeatView; seat: Seat | null; table: { rules: Ruleset } };

/**
 * A table call as a page makes it: the server limits each seat's calls (20 a second, docs/api.md);
 * told to wait ("riprova tra 1 secondo"), it waits and asks again.
 */
async function politely<T>(call: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await call();
    } catch (error) {
      if (!String(error).includes(": 429 ")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/**
 * Plays a tournament table over HTTP, as its four pages would: the seat to move looks at its
 * own view (`table.view` with its token) and sends a computer player's choice (`table.act`),
 * whose answer is its view after the move. Stops after `moves` moves, or when the match is
 * over; answers whether it is.
 */
async function playTable(baseUrl: string, gameId: string, tokens: readonly string[], moves = Infinity): Promise<boolean> {
  const bot = botFor("principiante");
  const bySeat = new Map<Seat, string>();
  let rules: Ruleset | undefined;
  let known: SeatView | undefined;
  for (const token of tokens) {
    const answer = await politely(() => trpcQuery<TableAnswer>(baseUrl, "table.view", { gameId, token }));
    bySeat.set(answer.seat!, token);
    rules = answer.table.rules;
    known = answer.view;
  }
  expect(bySeat.size).toBe(4);
  for (let played = 0; played < moves; ) {
    if (known!.winner !== null) return true;
    const seat = (known!.phase === "over" ? (known!.dealer + 1) % known!.players : known!.turn) as Seat;
    const token = bySeat.get(seat)!;
    const own = known!.seat === seat ? known! : (await politely(() => trpcQuery<TableAnswer>(baseUrl, "table.view", { gameId, token }))).view;
    if (own.winner !== null) return true;
    const action = bot.decide(own, rules!, lexicon, botRandom(gameId, seat, own.version));
    expect(action, `seat ${seat} has a move at version ${own.version}`).not.toBeNull();
    const result = await politely(() =>
      trpcMutation<{ ok: boolean; code?: string; view?: SeatView | SeatViewTail }>(baseUrl, "table.act", {
        gameId,
        token,
        version: own.version,
        clientActionId: `torneo-${own.version}`,
        action,
      }),
    );
    if (result.ok) {
      played++;
      known = mergeView(own, result.view!);
    } else {
      // The whistle came in between (Art. 7): look again.
      expect(["STALE_VERSION", "GAME_OVER"]).toContain(result.code);
      known = (await politely(() => trpcQuery<TableAnswer>(baseUrl, "table.view", { gameId, token }))).view;
    }
  }
  return false;
}

/** Every table of the turn, its players' seat tokens, from the players' own pages. */
async function tablesOf(baseUrl: string, tournamentId: string, playerKeys: readonly string[]): Promise<Map<string, string[]>> {
  const tables = new Map<string, string[]>();
  for (const key of playerKeys) {
    const seat = await seatOf(baseUrl, tournamentId, key);
    tables.set(seat.gameId, [...(tables.get(seat.gameId) ?? []), seat.token]);
  }
  return tables;
}

/** Who met whom at a turn, as the hall's screen lists it: each table's two lines' names. */
async function pairings(page: Page): Promise<string[]> {
  return page.locator('[data-testid="tournament-table"]').evaluateAll((rows) => rows.map((row) => row.querySelector("span")?.textContent ?? ""));
}

async function sumOfVp(page: Page): Promise<number> {
  const vps = await page.locator('[data-testid="standing-row"]').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute("data-vp"))));
  return vps.reduce((a, b) => a + b, 0);
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

describe("a pairs tournament (issue #17)", () => {
  it("the director creates it, players sign up and are followed to their tables for 2 Mitchell turns of 1 deal, the hall's screen updates live", async () => {
    const { app } = session();
    const director = await newPage(DESKTOP);
    director.on("dialog", (dialog) => void dialog.accept());

    // From the home page to /torneo: the regulation's parameters; the turn time says its range (Art. 7).
    await director.goto(app.baseUrl);
    await director.getByTestId("home-torneo").click();
    await director.waitForURL(/\/torneo$/);
    await expectAccessible(director);
    await director.getByTestId("tournament-name").fill("Serata del circolo");
    await director.getByTestId("tournament-format-pairs").check();
    await director.getByTestId("tournament-deals-1").check();
    await expect(director.getByTestId("tournament-minutes").inputValue()).resolves.toBe("13");
    await expect(director.getByTestId("tournament-minutes-help").textContent()).resolves.toMatch(/da 11 a 13 minuti per una smazzata/);
    await director.getByTestId("tournament-turns").fill("2");
    await director.getByTestId("tournament-movement-mitchell").check();
    await director.getByTestId("tournament-move-timers").uncheck();
    await director.getByTestId("tournament-create").click();
    await director.waitForURL(/\/torneo\/[A-Za-z0-9_-]+\/direzione\?chiave=[A-Za-z0-9_-]{43}$/);
    const tournamentId = new URL(director.url()).pathname.split("/")[2]!;
    const consoleUrl = director.url();

    // The three links, each with its copy button.
    await director.getByTestId("link-director").waitFor();
    await expect(director.getByTestId("link-director").getAttribute("href")).resolves.toBe(director.url());
    const publicUrl = (await director.getByTestId("link-public").getAttribute("href"))!;
    const registrationUrl = (await director.getByTestId("link-registration").getAttribute("href"))!;
    expect(publicUrl).toBe(`${app.baseUrl}/torneo/${tournamentId}`);
    expect(registrationUrl).toMatch(new RegExp(`^${app.baseUrl}/torneo/${tournamentId}/iscrizione\\?codice=[A-Za-z0-9_-]{43}$`));
    for (const link of ["link-director", "link-public", "link-registration"]) await director.getByTestId(`${link}-copy`).waitFor();

    // The hall's screen, open from the start.
    const hall = await newPage(DESKTOP);
    await hall.goto(publicUrl);
    await hall.getByTestId("public-standings").waitFor();
    await hall.waitForFunction(() => document.querySelector('[data-testid="public-standings"]')?.getAttribute("data-live") === "true");
    // Set once: still there at the end means the page was never reloaded.
    await hall.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    // A pair signs up on a phone; the partner opens the invite passed on, and their own page is made on their phone.
    const anna = await newPage();
    await anna.goto(registrationUrl);
    await anna.getByTestId("registration-player").first().waitFor();
    await expectAccessible(anna);
    await expectNoSideways(anna);
    await anna.getByTestId("registration-player").nth(0).fill("Anna");
    await anna.getByTestId("registration-player").nth(1).fill("Bruno");
    await anna.getByTestId("registration-submit").click();
    const brunoLink = (await anna.getByTestId("partner-link-0").getAttribute("href"))!;
    expect(brunoLink).toMatch(new RegExp(`/torneo/${tournamentId}/invito\\?codice=[A-Za-z0-9_-]{43}$`));
    await anna.getByTestId("my-page").click();
    await anna.waitForURL(/\/giocatore\?chiave=/);
    await anna.getByTestId("player-waiting").waitFor();
    // Drawn at the start (Art. 3.2 a 1): the first table is not known yet.
    await anna.locator('[data-testid="player-next"][data-kind="atStart"]').waitFor();
    await expectNoSideways(anna);
    await anna.screenshot({ path: path.join(SCREENSHOTS, "torneo-giocatore-360.png") });
    // The console tells the director which invite is still to be opened (Art. 2.1: whoever signed up could open it themselves).
    await director.getByTestId("entrant-invites").filter({ hasText: "Bruno: invito non ancora aperto" }).waitFor();
    // Anna checks in the pair first: the console warns that Bruno's invite is not opened yet, until he opens it.
    await director.getByRole("button", { name: "Check-in di Anna - Bruno" }).click();
    await director.getByTestId("check-in-invite-warning").filter({ hasText: "l'invito di Bruno non è ancora stato aperto" }).waitFor();
    const bruno = await newPage();
    await bruno.goto(brunoLink);
    await bruno.getByTestId("invite-claim").click();
    await bruno.waitForURL(/\/giocatore\?chiave=/);
    await bruno.getByTestId("player-waiting").waitFor();
    await director
      .getByTestId("entrant-invites")
      .filter({ hasText: /Bruno: aperto alle \d\d:\d\d/ })
      .waitFor();
    await director.getByTestId("check-in-invite-warning").waitFor({ state: "detached" });
    expect(keyOf(bruno.url())).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(bruno.locator("main h1").textContent()).resolves.toMatch(/^Bruno · Serata del circolo/);

    // Three pairs entered by the director, each with their personal links.
    const playerKeys = [keyOf(anna.url()), keyOf(bruno.url())];
    for (const [first, second] of [
      ["Carla", "Dario"],
      ["Elena", "Franco"],
      ["Giulia", "Ugo"],
    ] as const) {
      await director.getByTestId("register-player").nth(0).fill(first);
      await director.getByTestId("register-player").nth(1).fill(second);
      await director.getByTestId("register-submit").click();
      await director
        .getByTestId("registered")
        .filter({ hasText: `${first} - ${second}` })
        .waitFor();
      for (const i of [0, 1]) playerKeys.push(keyOf((await director.getByTestId(`registered-link-${i}`).getAttribute("href"))!));
    }
    expect(new Set(playerKeys).size).toBe(8);
    // The console lists the other three before "all arrived" is pressed: the button checks in those it lists.
    await director.getByTestId("check-in-all").filter({ hasText: "(3)" }).click();
    await director.waitForFunction(() => document.querySelectorAll('[data-testid="entrant"][data-checked-in="true"]').length === 4);
    // Live on the hall's screen: the four pairs, no VP yet.
    await hall.waitForFunction(() => document.querySelectorAll('[data-testid="standing-row"]').length === 4);
    expect(await sumOfVp(hall)).toBe(0);

    // Turn 1: both phones go to their table by themselves — partners, the same table.
    await director.getByTestId("start-turn").click();
    await anna.waitForURL(/\/tavolo\/[A-Za-z0-9_-]+\?posto=[A-Za-z0-9_-]{43}$/);
    await bruno.waitForURL(/\/tavolo\/[A-Za-z0-9_-]+\?posto=[A-Za-z0-9_-]{43}$/);
    const annaTable1 = new URL(anna.url()).pathname;
    expect(new URL(bruno.url()).pathname).toBe(annaTable1);
    await expect(anna.getByTestId("my-name").textContent()).resolves.toBe("Anna");

    await hall.locator('[data-testid="turn-panel"][data-turn="1"]').waitFor();
    await hall.waitForFunction(() => document.querySelectorAll('[data-testid="tournament-table"]').length === 2);
    const hash1 = (await hall.getByTestId("seed-hash").textContent())!;
    expect(hash1).toMatch(/^[0-9a-f]{64}$/);
    await expect(hall.getByTestId("seed").count()).resolves.toBe(0);
    const turn1 = await pairings(hall);

    const tables1 = await tablesOf(app.baseUrl, tournamentId, playerKeys);
    expect(tables1.size).toBe(2);
    expect(tables1.has(annaTable1.split("/").at(-1)!)).toBe(true);
    // A few moves at each table, then the director's whistle (Art. 7): the round ends with the dealer's discard, then one last round.
    const early = await Promise.all([...tables1].map(([gameId, tokens]) => playTable(app.baseUrl, gameId, tokens, 6)));
    expect(early).toEqual([false, false]);
    await director.getByTestId("call-time").click();
    await director.getByTestId("call-time-done").waitFor();
    await expect(director.getByTestId("call-time-done").textContent()).resolves.toMatch(/2 tavoli giocano l'ultimo giro/);
    await hall.locator('[data-testid="turn-panel"][data-status="timeUp"]').waitFor();
    // Time up, the whistle stays as "Richiama il tempo" (for a table that missed it): both tables had it already.
    await director.getByTestId("call-time").filter({ hasText: "Richiama il tempo" }).click();
    await director.getByTestId("call-time-done").filter({ hasText: "ogni tavolo ancora in gioco l'aveva già avuto" }).waitFor();
    const ended = await Promise.all([...tables1].map(([gameId, tokens]) => playTable(app.baseUrl, gameId, tokens)));
    expect(ended).toEqual([true, true]);

    // The hall's screen, without a reload: each table's VP sum to 20 (Art. 3), the seed revealed matches the hash committed before.
    await hall.locator('[data-testid="turn-panel"][data-status="over"]').waitFor();
    await hall.waitForFunction(() => {
      const vps = [...document.querySelectorAll('[data-testid="standing-row"]')].map((row) => Number(row.getAttribute("data-vp")));
      return vps.reduce((a, b) => a + b, 0) === 40;
    });
    const seed1 = (await hall.getByTestId("seed").textContent())!;
    expect(sha256(seed1)).toBe(hash1);
    await expect(hall.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
    await expect(hall.getByTestId("table-result").count()).resolves.toBe(2);
    await hall.screenshot({ path: path.join(SCREENSHOTS, "torneo-sala-turno-1.png"), fullPage: true });

    // From the finished table back to the player's page: turn 1's result.
    for (const page of [anna, bruno]) {
      await page.getByTestId("tournament-return-link").click();
      await page.waitForURL(/\/giocatore\?chiave=/);
      await page.locator('[data-testid="player-turn"][data-turn="1"][data-over="true"]').waitFor();
      await page.getByTestId("player-waiting").waitFor();
    }
    await expectAccessible(anna);
    await expect(anna.getByTestId("player-standing").textContent()).resolves.toMatch(/VP\.$/);
    // Before the director starts turn 2, the page says where Mitchell sends Anna (issue #17: the next table).
    const annaNext = anna.locator('[data-testid="player-next"][data-kind="table"]');
    await expect(annaNext.textContent()).resolves.toMatch(
      /^Prossimo turnoTurno 2: tavolo [12], linea [12] \((Nord-Sud|Est-Ovest)\)\. Con te: Bruno\. Contro: \p{L}+, \p{L}+\./u,
    );
    const annaNextTable = Number(await annaNext.getAttribute("data-table"));

    // Art. 13: a lateness penalty of 100 PP to Anna and Bruno at turn 1, kept in the trail; the hall's screen takes it at once.
    const ppBefore = Number(await hall.locator('[data-testid="standing-row"][data-entrant="Anna - Bruno"]').getAttribute("data-pp"));
    await director.getByTestId("adjustment-by").fill("Maria Rossi");
    await director.getByTestId("penalty-entrant").selectOption({ label: "1. Anna - Bruno" });
    await director.getByTestId("penalty-reason").fill("Arrivati con 4 minuti di ritardo");
    await director.getByTestId("penalty-submit").click();
    await director
      .locator('[data-testid="adjustment"][data-kind="penalty"]', {
        hasText: "turno 1 · penalità di 100 PP a Anna - Bruno · Maria Rossi: «Arrivati con 4 minuti di ritardo»",
      })
      .waitFor();
    await hall.locator(`[data-testid="standing-row"][data-entrant="Anna - Bruno"][data-pp="${ppBefore - 100}"]`).waitFor();
    expect(await sumOfVp(hall)).toBe(40);

    // Turn 2 (Mitchell): each phone goes on by itself to its next table, a new one; no pair meets the same pair again.
    await expectAccessible(director);
    await director.getByTestId("start-turn").click();
    await anna.waitForURL((url) => url.pathname.startsWith("/tavolo/") && url.pathname !== annaTable1);
    await bruno.waitForURL((url) => url.pathname.startsWith("/tavolo/") && url.pathname !== annaTable1);
    expect(new URL(bruno.url()).pathname).toBe(new URL(anna.url()).pathname);
    const annaSeat2 = await seatOf(app.baseUrl, tournamentId, playerKeys[0]!);
    expect(new URL(anna.url()).pathname).toBe(`/tavolo/${annaSeat2.gameId}`);
    expect(annaSeat2.table).toBe(annaNextTable);
    await hall.locator('[data-testid="turn-panel"][data-turn="2"]').waitFor();
    await hall.waitForFunction(() => document.querySelectorAll('[data-testid="tournament-table"]').length === 2);
    const turn2 = await pairings(hall);
    for (const meeting of turn2) expect(turn1).not.toContain(meeting);
    const hash2 = (await hall.getByTestId("seed-hash").textContent())!;
    expect(hash2).not.toBe(hash1);

    // One table plays to its end; the other stops after a few moves and the director closes it (Art. 13.4 c) with its PP so far.
    const tables2 = await tablesOf(app.baseUrl, tournamentId, playerKeys);
    const [[playedId, playedTokens], [stoppedId, stoppedTokens]] = [...tables2] as [[string, string[]], [string, string[]]];
    const { tables: hallTables } = await trpcQuery<{ tables: { table: number; gameId: string | null }[] }>(app.baseUrl, "tournament.standings", {
      tournamentId,
    });
    const stoppedNumber = hallTables.find((table) => table.gameId === stoppedId)!.table;
    const finished = await Promise.all([playTable(app.baseUrl, playedId, playedTokens), playTable(app.baseUrl, stoppedId, stoppedTokens, 6)]);
    expect(finished).toEqual([true, false]);
    const stoppedRow = director.locator(`[data-testid="tournament-table"][data-table="${stoppedNumber}"]`);
    await stoppedRow.getByTestId("close-table").click();
    // The turn's one deal is not finished: 0 PP to each line so far.
    await expect(stoppedRow.getByTestId("close-table-pp").textContent()).resolves.toMatch(/^\d+\. .+: 0 PP · \d+\. .+: 0 PP$/);
    await stoppedRow.getByTestId("close-table-by").fill("Maria Rossi");
    await stoppedRow.getByTestId("close-table-confirm").click();
    await director.locator('[data-testid="adjustment"][data-kind="correction"]', { hasText: `tavolo ${stoppedNumber}` }).waitFor();

    // Final standings, live and printable: 2 turns × 2 tables × 20 VP.
    await hall.locator("h2", { hasText: "Classifica finale" }).waitFor();
    expect(await sumOfVp(hall)).toBe(80);
    expect(sha256((await hall.getByTestId("seed").textContent())!)).toBe(hash2);
    await expect(hall.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
    await expectAccessible(hall);
    await hall.emulateMedia({ media: "print" });
    await expect(hall.locator(".site-header").isVisible()).resolves.toBe(false);
    await expect(hall.getByTestId("turn-panel").isVisible()).resolves.toBe(false);
    await hall.screenshot({ path: path.join(SCREENSHOTS, "torneo-classifica-finale-stampa.png"), fullPage: true });

    // The console: all turns played; the standings as CSV; the score sheets, filled in.
    await director.getByTestId("all-turns-played").waitFor();
    await director.screenshot({ path: path.join(SCREENSHOTS, "torneo-direzione.png"), fullPage: true });
    const [download] = await Promise.all([director.waitForEvent("download"), director.getByTestId("export-standings-csv").click()]);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv.split(/\r?\n/)[0]).toBe("\uFEFFposizione,numero,nome,giocatori,VP,MP,PP,turni,pari merito");
    expect(csv).toContain("Anna - Bruno");
    await director.getByTestId("score-sheets-link").click();
    await director.getByTestId("score-sheets").waitFor();
    await expect(director.getByTestId("score-sheet").count()).resolves.toBe(2);
    const sheetVp = await director.getByTestId("sheet-vp").allTextContents();
    expect(sheetVp.map(Number).reduce((a, b) => a + b, 0)).toBe(40);
    await director.emulateMedia({ media: "print" });
    await director.screenshot({ path: path.join(SCREENSHOTS, "torneo-schede-stampa.png"), fullPage: true });

    // The console and the hall's screen on a 360 px phone: nothing scrolls sideways. The registration code is no key to the console.
    const phone = await newPage();
    await phone.goto(publicUrl);
    await phone.locator("h2", { hasText: "Classifica finale" }).waitFor();
    await expectNoSideways(phone);
    await phone.goto(`${app.baseUrl}/torneo/${tournamentId}/direzione?chiave=${new URL(registrationUrl).searchParams.get("codice")}`);
    await expect(phone.getByTestId("director-fatal").textContent()).resolves.toBe(TOURNAMENT_ERRORS.FORBIDDEN);
    await phone.goto(consoleUrl);
    await phone.getByTestId("director-console").waitFor();
    await expectNoSideways(phone);
    await phone.screenshot({ path: path.join(SCREENSHOTS, "torneo-direzione-360.png"), fullPage: true });
  }, 240_000);

  it("Art. 3.2 a.2: the director composes the first turn's tables on the console, and the hall shows them as composed", async () => {
    const { app } = session();
    // The form fits a phone too.
    const phone = await newPage();
    await phone.goto(`${app.baseUrl}/torneo`);
    await phone.getByTestId("tournament-form").waitFor();
    await expectNoSideways(phone);
    const director = await newPage(DESKTOP);
    await director.goto(`${app.baseUrl}/torneo`);
    await director.getByTestId("tournament-name").fill("Individuale a due");
    await director.getByTestId("tournament-format-individual").check();
    await director.getByTestId("tournament-size-2").check();
    await director.getByTestId("tournament-deals-2").check();
    await expect(director.getByTestId("tournament-minutes-help").textContent()).resolves.toMatch(/da 22 a 25 minuti per 2 smazzate/);
    await director.getByTestId("tournament-first-director").check();
    await director.getByTestId("tournament-create").click();
    await director.waitForURL(/\/direzione\?chiave=/);
    for (const name of ["Ada", "Bice", "Carlo", "Dino"]) {
      await director.getByTestId("register-player").fill(name);
      await director.getByTestId("register-submit").click();
      await director.getByTestId("registered").filter({ hasText: name }).waitFor();
    }
    await director.locator('[data-testid="entrant"]').nth(3).waitFor();
    await director.getByTestId("check-in-all").filter({ hasText: "(4)" }).click();
    await director.waitForFunction(() => document.querySelectorAll('[data-testid="entrant"][data-checked-in="true"]').length === 4);
    // Ada meets Dino, Bice meets Carlo.
    const seating = director.getByTestId("director-seating");
    for (const [label, table] of [
      ["1. Ada", "1"],
      ["4. Dino", "1"],
      ["2. Bice", "2"],
      ["3. Carlo", "2"],
    ] as const)
      await seating.getByLabel(label, { exact: true }).selectOption(table);
    await expectAccessible(director);
    await director.getByTestId("start-turn").click();
    await director.locator('[data-testid="turn-panel"][data-turn="1"]').waitFor();

    const hall = await newPage(DESKTOP);
    await hall.goto(`${app.baseUrl}/torneo/${new URL(director.url()).pathname.split("/")[2]}`);
    await hall.waitForFunction(() => document.querySelectorAll('[data-testid="tournament-table"]').length === 2);
    const meetings = (await pairings(hall)).map((meeting) => meeting.split(" contro ").sort().join(" / "));
    expect(meetings).toEqual(["1. Ada / 4. Dino", "2. Bice / 3. Carlo"]);
  });

  it("a tournament's private pages opened from a link without their key say which link to open, and lead back to the start", async () => {
    const { app } = session();
    const page = await newPage();
    const at = `${app.baseUrl}/torneo/abc`;
    await expectMissingKey(
      page,
      `${at}/direzione`,
      "Direzione di gara",
      /^Questo link non contiene la chiave della direzione di gara: apri il link del torneo/,
    );
    await expectMissingKey(page, `${at}/schede?chiave=`, "Schede segnapunti", /^Questo link non contiene la chiave della direzione di gara: apri le schede/);
    await expectMissingKey(page, `${at}/giocatore`, "Il mio torneo", /^Questo link non contiene la tua chiave: apri per intero il link/);
    await expectMissingKey(page, `${at}/iscrizione?altro=1`, "Iscriviti al torneo", /^Questo link di iscrizione è incompleto: manca la parte \?codice=/);
    await expectMissingKey(page, `${at}/invito`, "Il tuo invito al torneo", /^Questo invito è incompleto: manca la parte \?codice=/);
  });
});
