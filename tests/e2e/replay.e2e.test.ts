/**
 * Issue #18, "Replays": a finished 4-player match replays step by step in the browser, equal
 * at every step to the engine's state rebuilt from the log. The match (one deal, the shortest
 * the rules allow) is played to its end in the test process through the service's own move
 * path, every move a computer player's choice from the mover's own view. Then a seat's page,
 * on a 360px phone, opens "Rivedi la partita": at EVERY step what it shows from one seat —
 * hand, hand counts, whose turn, tallone, pozzetti, monte scarti, each line's melds, the move
 * in words — is `viewFor(state_k, seat)` of the engine's state after k logged actions; then
 * another seat's view and "Tutte le carte" on steps reached by keyboard and slider; the deal's
 * score at the end; the JSON download is the record itself; a spectator's page replays it too.
 * The table page's first JavaScript stays under the cap: the engine comes with the replay.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";

import { eventText, seatLabel } from "~/app/tavolo/[id]/_components/describe-event";
import { JUDGE_NOUN } from "~/app/tavolo/[id]/_components/judge-ui";
import { breakdownOf } from "~/app/tavolo/[id]/_components/score-history";
import { createMatch, type MatchState, replayStep, type SeatView, viewFor } from "~/engine";
import { realLexicon } from "../lexicon/real-lexicon";
import { expectNoSideways, SCREENSHOTS } from "./browser";
import { e2ePages } from "./pages";
import { TableDb } from "./table-driver";

const SEED = "rivedi-1";
const NAMES = ["Marco", "Giulia", "Luca", "Sara"];
/** The table page's first JavaScript, gzipped (issue #18's cap). */
const TABLE_PAGE_JS_CAP = 250 * 1024;

let tables: TableDb | undefined;
const { session, newPage } = e2ePages();
afterAll(() => tables?.close());

/** What the replay panel shows at its current step, read from the DOM. */
interface ReplayDom {
  step: number;
  move: string;
  turn: number;
  phase: string;
  counts: number[];
  stock: number;
  pozzetti: { size: number; takenBy: number | null; line: number | null }[];
  discard: string[];
  hands: { seat: number; cards: string[] }[];
  lines: string[][][];
}

function readReplay(page: Page): Promise<ReplayDom> {
  return page.evaluate(() => {
    const q = (testId: string) => document.querySelector(`[data-testid="${testId}"]`);
    const cardsIn = (root: Element | null) => [...(root?.querySelectorAll("[data-card]") ?? [])].map((el) => el.getAttribute("data-card") ?? "");
    const table = q("replay-table")!;
    const counts: number[] = [];
    for (let seat = 0; q(`replay-count-${seat}`); seat++) counts.push(Number(q(`replay-count-${seat}`)!.getAttribute("data-count")));
    const pozzetti: { size: number; takenBy: number | null; line: number | null }[] = [];
    for (let i = 0; q(`replay-pozzetto-${i}`); i++) {
      const el = q(`replay-pozzetto-${i}`)!;
      const taken = el.getAttribute("data-taken-by") ?? "";
      const line = el.getAttribute("data-line") ?? "";
      pozzetti.push({ size: Number(el.getAttribute("data-size")), takenBy: taken === "" ? null : Number(taken), line: line === "" ? null : Number(line) });
    }
    const lines: string[][][] = [];
    for (let li = 0; q(`replay-line-${li}`); li++) lines.push([...q(`replay-line-${li}`)!.querySelectorAll('[data-testid="replay-meld"]')].map(cardsIn));
    return {
      step: Number(q("replay-step")!.getAttribute("data-step")),
      move: q("replay-move")!.querySelector(".sr-only")?.textContent ?? q("replay-move")!.textContent ?? "",
      turn: Number(table.getAttribute("data-turn")),
      phase: table.getAttribute("data-phase") ?? "",
      counts,
      stock: Number(q("replay-stock")!.getAttribute("data-count")),
      pozzetti,
      discard: cardsIn(q("replay-discard")),
      hands: [...document.querySelectorAll('[data-testid="replay-hand"]')].map((hand) => ({
        seat: Number(hand.getAttribute("data-seat")),
        cards: cardsIn(hand),
      })),
      lines,
    };
  });
}

/** What the panel must show at step `k` with `hands` (each seat's own view) and `view` (the chosen one's). */
function expected(k: number, state: MatchState, view: SeatView, hands: number[], move: string): ReplayDom {
  return {
    step: k,
    move,
    turn: view.turn,
    phase: view.phase,
    counts: view.handCounts,
    stock: view.stockCount,
    pozzetti: view.pozzetti,
    discard: view.discard,
    hands: hands.map((seat) => ({ seat, cards: viewFor(state, seat).hand })),
    lines: view.lines.map((line) => line.melds.map((meld) => meld.cards)),
  };
}

async function atStep(page: Page, k: number): Promise<ReplayDom> {
  await page.locator(`[data-testid="replay-step"][data-step="${k}"]`).waitFor();
  return readReplay(page);
}

describe("a finished 4-player match, replayed in the browser (issue #18)", () => {
  it("shows at every step the engine's state rebuilt from the log, from any seat; downloads the record", async () => {
    const started = Date.now();
    const { app } = session();
    const lexicon = realLexicon();
    tables = new TableDb(app, lexicon);
    const table = await tables.createTable({ players: 4, deals: 1, wordProfile: "libero", timers: false, seed: SEED });
    const moves = await tables.sitAndPlayToEnd(table, SEED, NAMES);
    const record = await tables.record(table.gameId, table.seatTokens[0]!);
    expect(record.actions).toHaveLength(moves);

    // The engine's states, one per step, rebuilt from the log (step 0: the deal dealt).
    const states: MatchState[] = [createMatch(record.rules, record.seed)];
    for (const entry of record.actions) states.push(replayStep(states.at(-1)!, entry));
    const final = states.at(-1)!;
    expect(final.winner).not.toBeNull();
    expect(JSON.stringify(final)).toBe(JSON.stringify(await tables.state(table.gameId)));
    const nameOf = (seat: number) => seatLabel(record.seats, seat);
    const moveText = (k: number) =>
      k === 0
        ? "Carte distribuite: inizia la partita."
        : states[k]!.log!.filter((event) => event.version === k)
            .map((event) => eventText(event, nameOf, JUDGE_NOUN.judge))
            .join(". ");

    // Giulia's page (seat 1), on the phone: the match is over, the replay is offered.
    const page = await newPage();
    const scripts: { url: string; gzipped: Promise<number> }[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push({ url: response.url(), gzipped: response.body().then((body) => gzipSync(body).length) });
    });
    await page.goto(table.seatUrls[1]!);
    await page.getByTestId("winner").waitFor();
    const initial = scripts.splice(0);
    await page.getByTestId("replay-open").click();
    await page.getByTestId("replay-panel").waitFor();
    // The engine came with the replay, not with the page, whose first JavaScript stays under the cap.
    const initialBytes = (await Promise.all(initial.map((script) => script.gzipped))).reduce((a, b) => a + b, 0);
    const replayBytes = (await Promise.all(scripts.map((script) => script.gzipped))).reduce((a, b) => a + b, 0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(initialBytes).toBeLessThan(TABLE_PAGE_JS_CAP);
    expect(await page.getByTestId("replay-panel").getAttribute("data-steps")).toBe(String(moves));
    await expectNoSideways(page);

    // Every step, from Marco's seat (the chooser starts at seat 0), one "Avanti" at a time.
    for (let k = 0; k <= moves; k++) {
      if (k > 0) await page.getByTestId("replay-forward").click();
      const shown = await atStep(page, k);
      expect(shown, `step ${k}, seat 0`).toEqual(expected(k, states[k]!, viewFor(states[k]!, 0), [0], moveText(k)));
    }
    await expect(page.getByTestId("replay-forward").isDisabled()).resolves.toBe(true);
    // The deal's score, on the last step: the §6 breakdown of each line, as the engine scored it.
    const cells = await page
      .getByTestId("replay-score")
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll("td")].map((td) => td.textContent)));
    const score = viewFor(final, 0).score!;
    expect(cells).toEqual(breakdownOf(score, final.rules).map(([, key]) => score.map((line) => String(line[key]))));
    await page.getByTestId("replay").screenshot({ path: path.join(SCREENSHOTS, "replay-fine-360.png") });

    // Sara's seat, stepping by keyboard (the panel has focus) and by the slider.
    await page.getByTestId("replay-seat").selectOption("3");
    const panel = page.getByTestId("replay-panel");
    await panel.focus();
    const visits: [key: string | null, k: number][] = [
      ["Home", 0],
      ["ArrowRight", 1],
      ["ArrowRight", 2],
      ["End", moves],
      ["ArrowLeft", moves - 1],
    ];
    for (const [key, k] of visits) {
      await panel.press(key!);
      expect(await atStep(page, k), `step ${k}, seat 3`).toEqual(expected(k, states[k]!, viewFor(states[k]!, 3), [3], moveText(k)));
    }
    const middle = Math.floor(moves / 2);
    await page.getByTestId("replay-slider").fill(String(middle));
    expect(await atStep(page, middle), `step ${middle}, seat 3`).toEqual(expected(middle, states[middle]!, viewFor(states[middle]!, 3), [3], moveText(middle)));

    // Every hand at once: each is that seat's own view of the step.
    await page.getByTestId("replay-seat").selectOption("all");
    for (const k of [middle, 0, moves]) {
      await page.getByTestId("replay-slider").fill(String(k));
      expect(await atStep(page, k), `step ${k}, every hand`).toEqual(expected(k, states[k]!, viewFor(states[k]!, null), [0, 1, 2, 3], moveText(k)));
    }
    await expectNoSideways(page);
    await page.getByTestId("replay").screenshot({ path: path.join(SCREENSHOTS, "replay-tutte-le-carte-360.png") });

    // The record as a file: it parses, and it is the record the server gives.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("replay-download").click()]);
    expect(download.suggestedFilename()).toBe(`burraco-parole-${table.gameId}.json`);
    const file = await download.path();
    expect(JSON.parse(await readFile(file, "utf8"))).toEqual(record);

    // A spectator's page replays it too: any token of the table opens the record.
    const spectator = await newPage();
    await spectator.goto(table.spectatorUrl);
    await spectator.getByTestId("replay-open").click();
    await spectator.getByTestId("replay-seat").selectOption("2");
    await spectator.getByTestId("replay-last").click();
    expect(await atStep(spectator, moves), "spectator, last step, seat 2").toEqual(expected(moves, final, viewFor(final, 2), [2], moveText(moves)));

    const size = JSON.stringify(record).length;
    console.info(
      `[e2e] replay: ${moves} moves, record ${size} bytes; page JS ${initialBytes} B gzipped, replay chunks ${replayBytes} B; checked in ${((Date.now() - started) / 1000).toFixed(1)}s`,
    );
  }, 120_000);
});
