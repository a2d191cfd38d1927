/**
 * Playing a table through its pages, with the engine as referee. The test shares the e2e
 * server's SQLite file (WAL: the server writes, the test reads): it creates seeded tables
 * there (a seed is server-side only, never an API input) and rebuilds the true state from
 * the stored seed and log, exactly as the server does. Moves are made only by clicking in
 * the mover's page; the database is read, never written, once the table exists.
 */
import path from "node:path";

import type { Page } from "playwright-core";
import { expect } from "vitest";

import { type Action, cardValue, type DealScore, type LoggedAction, type MatchState, replayLog, type Seat, type SeatView, viewFor } from "~/engine";
import { isClean } from "~/engine/melds";
import type { Lexicon } from "~/lexicon/types";
import { createDatabase } from "~/server/db";
import { findGame, loadLog } from "~/server/games/repository";
import { GameService, type TableOptions, type TableRecord } from "~/server/games/service";
import { personTokens, playToEndWithBots } from "../server/tables";
import { SCREENSHOTS } from "./browser";
import type { RunningApp } from "./server";

export interface SeededTable {
  gameId: string;
  /** Absolute seat links, in seat order (null for a computer seat). */
  seatUrls: (string | null)[];
  seatTokens: (string | null)[];
  /** Absolute link of the spectator's page. */
  spectatorUrl: string;
  /** The table judge's code (its console credential, with the game id). */
  judgeToken: string;
}

/**
 * With this seed the greedy players close the first deal of a 2-player torneo table in 22
 * actions (about 8 turns), and on the way use every control of the page: draw, pickup, melds
 * with a pinella and with a jolly (wild letters chosen), an addition (Attacca), a pozzetto
 * taken con lo scarto and one al volo, and a closing with a clean burraco (Art. 6 A). Found
 * by playing seeds e2e-0…199 offline with the engine (torneo words) and keeping the shortest
 * that shows all of this; a change of the lexicon can change the greedy players' deal, and
 * then the search is run again.
 */
export const WHOLE_DEAL_SEED = "e2e-103";
/** Far above the 22 actions expected: a deal that does not end is a failure, not a hang. */
export const WHOLE_DEAL_MAX_ACTIONS = 80;

/** The test's own connection to the database the e2e server uses. */
export class TableDb {
  readonly #connection: ReturnType<typeof createDatabase>;
  readonly #service: GameService;
  readonly #lexicon: Lexicon;

  constructor(
    readonly app: RunningApp,
    lexicon: Lexicon,
  ) {
    this.#lexicon = lexicon;
    this.#connection = createDatabase({ url: app.databaseUrl });
    this.#service = new GameService({ db: this.#connection.db, getLexicon: () => Promise.resolve(lexicon) });
  }

  /** A table whose deals are decided by `seed` (the API would choose a random one). */
  async createTable(options: TableOptions & { seed: string }): Promise<SeededTable> {
    const created = await this.#service.createTable(options);
    return {
      gameId: created.gameId,
      seatUrls: created.seatLinks.map((link) => (link === null ? null : `${this.app.baseUrl}${link}`)),
      seatTokens: created.seatTokens,
      spectatorUrl: `${this.app.baseUrl}${created.spectatorLink}`,
      judgeToken: created.judgeToken,
    };
  }

  /**
   * Seats `names` at a table of people and plays it to its end through the service's move
   * path, each move a computer player's choice from the mover's own view (see
   * playToEndWithBots). `seed` is the one the table was created with. Returns the moves played.
   */
  async sitAndPlayToEnd(table: SeededTable, seed: string, names: readonly string[]): Promise<number> {
    const tokens = personTokens(table);
    for (const [seat, token] of tokens.entries()) await this.#service.joinSeat(table.gameId, token, names[seat] ?? null);
    return playToEndWithBots(this.#service, table.gameId, tokens, seed, this.#lexicon);
  }

  /** `table.record` as the service answers it to `token`. */
  record(gameId: string, token: string): Promise<TableRecord> {
    return this.#service.record(gameId, token);
  }

  /** The seed stored with the table (its deals and its computers' play come from it). */
  async seed(gameId: string): Promise<string> {
    const game = await findGame(this.#connection.db, gameId);
    if (game === null) throw new Error(`table ${gameId} not in the database`);
    return game.seed;
  }

  /** Every action the server accepted at this table, in order. */
  async log(gameId: string): Promise<LoggedAction[]> {
    const game = await findGame(this.#connection.db, gameId);
    if (game === null) throw new Error(`table ${gameId} not in the database`);
    // As the engine logs them (seq, seat, action): the tests compare entries with the moves they made.
    return (await loadLog(this.#connection.db, gameId, 0, game.version)).map(({ seq, seat, action }) => ({ seq, seat, action }));
  }

  /** The true state: the stored seed and ruleset, then the log (all of it, or up to `version`) through the engine. */
  async state(gameId: string, version?: number): Promise<MatchState> {
    const game = await findGame(this.#connection.db, gameId);
    if (game === null) throw new Error(`table ${gameId} not in the database`);
    const upTo = version ?? game.version;
    const log = await loadLog(this.#connection.db, gameId, 0, upTo);
    const state = replayLog(JSON.parse(game.rulesJson) as MatchState["rules"], game.seed, null, log);
    expect(state.version).toBe(upTo);
    return state;
  }

  close(): void {
    this.#connection.client.close();
  }
}

/**
 * Opens a seat link and gives the player's name in the page ("Come ti chiami?"), as a
 * newcomer does; the page shows it back once the table has it.
 */
export async function sitWithName(page: Page, url: string, name: string): Promise<void> {
  await page.goto(url);
  await page.getByTestId("name-input").fill(name);
  await page.getByTestId("name-submit").click();
  await page
    .getByTestId("my-name")
    .filter({ hasText: new RegExp(`^${name}$`) })
    .waitFor();
}

/**
 * The page's table at exactly this version (it may lag; it must never skip past) — or, with
 * `orLater`, at this version or a later one: at a table with a computer, its next move may
 * follow at once.
 */
export async function waitForVersion(pages: readonly Page[], version: number, { orLater = false } = {}): Promise<void> {
  await Promise.all(
    pages.map((page) =>
      page.waitForFunction(
        ([v, later]) => {
          const shown = Number(document.querySelector('[data-testid="table"]')?.getAttribute("data-version") ?? Number.NaN);
          return later ? shown >= v : shown === v;
        },
        [version, orLater] as const,
      ),
    ),
  );
}

/** What a page shows of the table that every seat may see, read from the DOM. */
export interface PublicDom {
  version: number;
  phase: string;
  turn: number;
  stockCount: number;
  handCounts: number[];
  discard: string[];
  /** Per line, its melds' cards in word order (wilds with their letter, as `J=S`). */
  lines: string[][][];
}

export interface OwnDom {
  /** Every element on the page shown as a hand: there must be exactly one, the seat's own. */
  hands: string[][];
  /** Hand cards anywhere on the page, inside a hand or not. */
  handCards: number;
}

export function readPublic(page: Page): Promise<PublicDom> {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? "";
    const cardsIn = (root: Element) => [...root.querySelectorAll("[data-card]")].map((el) => el.getAttribute("data-card") ?? "");
    const lines: string[][][] = [];
    for (let li = 0; ; li++) {
      const line = document.querySelector(`[data-testid="line-${li}"]`);
      if (!line) break;
      lines.push([...line.querySelectorAll('[data-testid="meld"]')].map(cardsIn));
    }
    const handCounts: number[] = [];
    for (let seat = 0; ; seat++) {
      const count = document.querySelector(`[data-testid="hand-count-${seat}"]`);
      if (!count) break;
      handCounts.push(Number.parseInt(count.textContent ?? "", 10));
    }
    const pile = document.querySelector('[data-testid="discard-pile"]');
    return {
      version: Number(attr('[data-testid="table"]', "data-version")),
      phase: attr('[data-testid="table"]', "data-phase"),
      turn: Number(attr('[data-testid="turn"]', "data-turn")),
      stockCount: Number(document.querySelector('[data-testid="stock-count"]')?.textContent),
      handCounts,
      discard: pile ? cardsIn(pile) : [],
      lines,
    };
  });
}

export function readOwn(page: Page): Promise<OwnDom> {
  return page.evaluate(() => ({
    hands: [...document.querySelectorAll('[data-testid="hand"]')].map((hand) =>
      [...hand.querySelectorAll('[data-testid="hand-card"]')].map((el) => el.getAttribute("data-card") ?? ""),
    ),
    handCards: document.querySelectorAll('[data-testid="hand-card"]').length,
  }));
}

/** The engine's public view in the shape `readPublic` reads from a page. */
export function expectedPublic(view: SeatView): PublicDom {
  return {
    version: view.version,
    phase: view.phase,
    turn: view.turn,
    stockCount: view.stockCount,
    handCounts: view.handCounts,
    discard: view.discard,
    lines: view.lines.map((line) => line.melds.map((meld) => meld.cards)),
  };
}

/** A multiset of cards in one canonical order, to compare hands whatever order shows them. */
export function sorted(cards: readonly string[]): string[] {
  return [...cards].sort();
}

/** Every page shows the engine's public state, and its own hand only (the seat's, as the engine has it). */
export async function expectPagesShow(pages: readonly Page[], state: MatchState): Promise<void> {
  const expected = expectedPublic(viewFor(state, null));
  // The Cronaca (public log) reads the same everywhere, and has news once anything was played.
  const logs = await Promise.all(pages.map((page) => page.evaluate(() => document.querySelector('[data-testid="action-log"]')?.textContent ?? null)));
  for (const log of logs) expect(log).toBe(logs[0]);
  if (state.version > 0) expect(logs[0]).toMatch(/\S/);
  for (const [seat, page] of pages.entries()) {
    expect(await readPublic(page), `seat ${seat}, version ${state.version}`).toEqual(expected);
    const own = await readOwn(page);
    expect(own.hands, `seat ${seat} shows one hand`).toHaveLength(1);
    expect(sorted(own.hands[0]!), `seat ${seat}'s hand`).toEqual(sorted(viewFor(state, seat).hand));
    expect(own.handCards, `seat ${seat}: no hand card outside its hand`).toBe(own.hands[0]!.length);
  }
}

/** The card a hand button stands for: `J=S` in a meld is the jolly `J` in hand. */
function inHand(name: string): string {
  return name.split("=")[0]!;
}

/**
 * How the player makes their moves: clicking with a mouse, tapping a touch screen, or with
 * the keyboard alone (typing words, Enter, the table's keys; Tab and Space to reach a card or
 * a word of the line) — issue #18.
 */
export type InputMode = "click" | "tap" | "keys" | "drag";

const WORD_FIELD = '[data-testid="word-input"]';

/** Drags with the mouse (Pointer Events) from one element to the centre of another. */
async function dragTo(page: Page, from: string, to: string): Promise<void> {
  await page.locator(to).first().scrollIntoViewIfNeeded();
  const source = await page.locator(from).first().boundingBox();
  const target = await page.locator(to).first().boundingBox();
  if (source === null || target === null) throw new Error(`cannot drag ${from} to ${to}`);
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 6 });
  await page.mouse.up();
}

async function press(page: Page, mode: InputMode, selector: string): Promise<void> {
  const target = page.locator(selector).first();
  try {
    if (mode === "tap") await target.tap();
    else if (mode === "click" || mode === "drag") await target.click();
    else {
      await tabTo(page, selector);
      await page.keyboard.press("Space");
    }
  } catch (error) {
    await page.screenshot({ path: path.join(SCREENSHOTS, "table-driver-failure.png") });
    throw error;
  }
}

/** Moves the keyboard focus with Tab (then Shift+Tab) until it is on the first element `selector` matches. */
async function tabTo(page: Page, selector: string): Promise<void> {
  const on = () => page.evaluate((sel) => document.activeElement !== null && document.activeElement === document.querySelector(sel), selector);
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < 80; i++) {
      if (await on()) return;
      await page.keyboard.press(key);
    }
  }
  throw new Error(`Tab never reached ${selector}`);
}

/**
 * Picks a hand card not yet picked (identical cards are interchangeable: the first one is
 * taken) and waits until its button shows `place`, its place in the word: the pick was taken.
 */
async function pickOne(page: Page, card: string, place: number, mode: InputMode = "click"): Promise<void> {
  await press(page, mode, `[data-testid="hand-card"][data-card="${card}"][aria-pressed="false"]`);
  await page.locator(`[data-testid="hand-card"][aria-pressed="true"] >> text="${place}"`).first().waitFor();
}

/** Picks cards in the hand in word order, as a player spells a word (no wild letters given). */
export async function pickInHand(page: Page, cards: readonly string[]): Promise<void> {
  for (const [i, card] of cards.entries()) await pickOne(page, card, i + 1);
}

/** The picked cards as the page has them, in the order picked (wilds with the letter chosen). */
function pickedOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const picked = [...document.querySelectorAll('[data-testid="hand-card"][aria-pressed="true"]')];
    const order = (el: Element) => Number(el.querySelector(".tile-button__order")?.textContent ?? 0);
    return picked.sort((a, b) => order(a) - order(b)).map((el) => el.getAttribute("data-card") ?? "");
  });
}

/**
 * Picks cards in the hand in this order (as a player spells a word), then gives each wild its
 * letter. The spelled word is checked before anything is sent.
 */
async function pickCards(page: Page, names: readonly string[], mode: InputMode = "click"): Promise<void> {
  let wilds = 0;
  for (const [i, name] of names.entries()) {
    await pickOne(page, inHand(name), i + 1, mode);
    const letter = name.split("=")[1];
    if (letter !== undefined) {
      const select = page.getByTestId("wild-letter").nth(wilds++);
      if (mode === "keys") {
        await select.focus();
        await page.keyboard.type(letter);
      } else await select.selectOption(letter);
    }
  }
  await expectSpelled(page, names);
}

async function expectSpelled(page: Page, names: readonly string[]): Promise<void> {
  // A wild picked without a letter (to discard it) spells "?".
  const letters = names.map((name) => name.split("=")[1] ?? name.split(":")[1] ?? "?").join("");
  await page.waitForFunction((word) => document.querySelector('[data-testid="spelled"]')?.textContent === word, letters);
}

/**
 * Keyboard: types the word in the word field; the page picks the cards. If it picked other
 * cards than the move's (another colour, another wild), Esc lets go and the cards are picked
 * one by one with Tab and Space instead: the move is made exactly as meant.
 */
async function typeCards(page: Page, typed: string, names: readonly string[]): Promise<void> {
  await tabTo(page, WORD_FIELD);
  await page.keyboard.type(typed);
  const expected = names.map(inHand);
  const picked = await pickedOnPage(page);
  if (JSON.stringify(picked) === JSON.stringify(expected)) return;
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="hand-card"][aria-pressed="true"]').length === 0);
  await pickCards(page, names, "keys");
}

/**
 * Performs `action` for the seat whose page this is, by clicking (or tapping, or with the
 * keyboard only), and waits until every page shows the next version. Fails with the page's
 * own message if the table refused the move.
 */
export async function playInUi(
  mover: Page,
  all: readonly Page[],
  action: Action,
  versionBefore: number,
  /** The mover's line's meld words, in order (to place an addition). */
  meldWords: readonly string[],
  /** A computer may move right after this move: the pages may show a later version (waitForVersion). */
  { orLater = false, mode = "click" }: { orLater?: boolean; mode?: InputMode } = {},
): Promise<void> {
  switch (action.do) {
    case "draw":
    case "pickup":
      if (mode === "drag") {
        // A drag has no button to wait for: the page must first show that the seat may draw.
        await mover.locator('[data-testid="act-draw"]:not([disabled])').waitFor();
        await dragTo(mover, action.do === "draw" ? '[data-testid="stock-draw"]' : '[data-testid="discard-pile"]', '[data-testid="hand"]');
      } else if (mode === "keys") {
        await tabTo(mover, WORD_FIELD);
        await mover.keyboard.press(action.do === "draw" ? "1" : "2");
      } else await press(mover, mode, `[data-testid="act-${action.do}"]`);
      break;
    case "discard":
      if (mode === "drag") {
        await mover.locator('[data-testid="act-discard"]').waitFor();
        await dragTo(mover, `[data-testid="hand-card"][data-card="${action.card}"]`, '[data-testid="discard-pile"]');
      } else if (mode === "keys") {
        await pickCards(mover, [action.card], "keys");
        await mover.keyboard.press("Shift+Enter");
      } else {
        await pickCards(mover, [action.card], mode);
        await press(mover, mode, '[data-testid="act-discard"]');
      }
      break;
    case "meld":
      if (mode === "keys") {
        await typeCards(mover, action.cards.map((name) => name.split("=")[1] ?? name.split(":")[1]!).join(""), action.cards);
        await expectSpelled(mover, action.cards);
        await tabTo(mover, WORD_FIELD);
        await mover.keyboard.press("Enter");
      } else {
        await pickCards(mover, action.cards, mode);
        await press(mover, mode, '[data-testid="act-meld"]');
      }
      break;
    case "add":
      await addInUi(mover, action, meldWords, mode);
      break;
    default:
      // The greedy player never plays gioco al monte (legalActions does not list it) or a time-out (the
      // server's clock plays it); nextDeal is not needed within one deal.
      throw new Error(`the table page cannot play ${JSON.stringify(action)}`);
  }
  const version = versionBefore + 1;
  // Either the move lands, or the page shows why not (next to the control): fail with that.
  await mover
    .waitForFunction(
      ([v, later]) => {
        const shown = Number(document.querySelector('[data-testid="table"]')?.getAttribute("data-version") ?? Number.NaN);
        return (later ? shown >= v : shown === v) || document.querySelector(".field-error") !== null;
      },
      [version, orLater] as const,
    )
    .catch(async (error: unknown) => {
      await mover.screenshot({ path: path.join(SCREENSHOTS, "table-driver-failure.png"), fullPage: true });
      const shown = await mover.evaluate(() => ({
        version: document.querySelector('[data-testid="table"]')?.getAttribute("data-version"),
        turn: document.querySelector('[data-testid="turn"]')?.textContent,
        alerts: [...document.querySelectorAll('[role="alert"]')].map((el) => el.textContent),
      }));
      throw new Error(`${JSON.stringify(action)} at version ${versionBefore}: the page shows ${JSON.stringify(shown)}`, { cause: error });
    });
  const refusal = await mover.locator(".field-error").allTextContents();
  expect(refusal, `${JSON.stringify(action)} refused`).toEqual([]);
  await waitForVersion(all, version, { orLater });
  if (mode === "keys") {
    // The keyboard is back on the word after the move, wherever the move was made from.
    // Once the deal is over there is no word to build: the keyboard goes to the next deal.
    // In the lesson, a step to read that the move brought up takes it: "Avanti" (lesson-panel.tsx).
    await mover
      .waitForFunction(() => {
        const over = document.querySelector('[data-testid="table"]')?.getAttribute("data-phase") === "over";
        const focused = document.activeElement?.getAttribute("data-testid");
        return focused === (over ? "act-nextDeal" : "word-input") || (focused === "lesson-next" && document.querySelector('[data-testid="lesson"]') !== null);
      })
      .catch(async (error: unknown) => {
        const focused = await mover.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? "nothing");
        throw new Error(`${JSON.stringify(action)}: the focus is on ${focused}, not on the word`, { cause: error });
      });
  }
}

/**
 * "Attacca": the word of the line is chosen on the table (tap, click, or Tab and Enter), then
 * the cards go in place: picked and put in a slot between the word's cards, as a player does
 * on a touch screen; with the keyboard, the new word is typed whole. A word that is not the
 * meld's word with the block put in one place is typed in every mode.
 */
async function addInUi(page: Page, action: Extract<Action, { do: "add" }>, meldWords: readonly string[], mode: InputMode): Promise<void> {
  const word = meldWords[action.meld]!;
  const target = `[data-testid="meld-target"][data-meld="${action.meld}"]`;
  if (mode === "drag") {
    // Each card dragged onto the word: picked in that order, the word aimed at.
    for (const [i, card] of action.cards.entries()) {
      await dragTo(page, `[data-testid="hand-card"][data-card="${card}"][aria-pressed="false"]`, `[data-testid="meld"]:has(${target})`);
      await page
        .locator(`[data-testid="hand-card"][aria-pressed="true"] >> text="${i + 1}"`)
        .first()
        .waitFor();
    }
  } else if (mode === "keys") {
    // In the word field: Esc twice lets go of any cards and any word, then ↓ steps to the word.
    await tabTo(page, WORD_FIELD);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    for (let i = 0; i <= action.meld; i++) await page.keyboard.press("ArrowDown");
  } else await press(page, mode, target);
  await page.locator(`${target}[aria-pressed="true"]`).waitFor();
  const block = action.cards.map((name) => name.split(":")[1] ?? "?").join("");
  const position = Array.from({ length: word.length + 1 }, (_, p) => p).find((p) => word.slice(0, p) + block + word.slice(p) === action.word);
  if (mode === "drag" && position !== undefined && !block.includes("?")) {
    await press(page, mode, `[data-testid="add-slot"][data-slot="${position}"]`);
  } else if (mode === "keys" || position === undefined || block.includes("?")) {
    if (mode === "keys") await tabTo(page, WORD_FIELD);
    else await page.getByTestId("word-input").focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(action.word);
    expect(await pickedOnPage(page), "typing the new word picks the move's cards").toEqual(action.cards);
  } else {
    await pickCards(page, action.cards, mode);
    await press(page, mode, `[data-testid="add-slot"][data-slot="${position}"]`);
  }
  await page.getByTestId("add-preview").filter({ hasText: action.word }).waitFor();
  if (mode === "keys") {
    await tabTo(page, WORD_FIELD);
    await page.keyboard.press("Enter");
  } else await press(page, mode, '[data-testid="act-add"]');
}

/** A seat's view as it came over the wire (the fields the hidden-information check reads). */
export interface WireView {
  seat: number | null;
  version: number;
  hand: string[];
  handCounts: number[];
}

/** Keys of the engine's hidden state: no answer to a seat may carry them (docs/api.md). */
const HIDDEN_KEYS = ["hands", "stock", "seed"];

/**
 * Collects every table answer the page receives over plain HTTP (join, view, act; the SSE
 * stream stays open, so its body is never complete here). Returns the views in them, and any
 * key of the hidden state found anywhere in them. Call before the page opens the table.
 */
export function recordTableAnswers(page: Page): () => Promise<{ views: WireView[]; hiddenKeys: string[] }> {
  const bodies: Promise<unknown>[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith("/api/trpc/") || !url.pathname.includes("table.")) return;
    if (!(response.headers()["content-type"] ?? "").includes("application/json")) return;
    bodies.push(response.json().catch(() => null));
  });
  return async () => {
    const views: WireView[] = [];
    const hiddenKeys = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) {
        for (const item of value) walk(item);
        return;
      }
      if (value === null || typeof value !== "object") return;
      for (const [key, inner] of Object.entries(value)) {
        if (HIDDEN_KEYS.includes(key)) hiddenKeys.add(key);
        if (key === "view" && inner !== null && typeof inner === "object" && "hand" in inner) views.push(inner as WireView);
        walk(inner);
      }
    };
    walk(await Promise.all(bodies));
    return { views, hiddenKeys: [...hiddenKeys] };
  };
}

/** The seat to move in `state`, its page, and its line's meld words (to place additions). */
export function moverPage(pages: readonly Page[], state: MatchState): { seat: Seat; page: Page; meldWords: string[] } {
  const seat = state.deal.turn;
  const view = viewFor(state, seat);
  const meldWords = view.lines[view.lineOfSeat[seat]!]!.melds.map((meld) => meld.word);
  return { seat, page: pages[seat]!, meldWords };
}

/** The score sheet as the page shows it: column heads, then each row's label and cells. */
export function readScoreSheet(page: Page): Promise<{ heads: (string | null)[]; rows: (string | null)[][] }> {
  return page.getByTestId("score-sheet").evaluate((sheet) => ({
    heads: [...sheet.querySelectorAll("thead th")].slice(1).map((th) => th.textContent),
    rows: [...sheet.querySelectorAll("tbody tr")].map((tr) => [
      tr.querySelector("th")?.textContent ?? "",
      ...[...tr.querySelectorAll("td")].map((td) => td.textContent),
    ]),
  }));
}

/** The rows a player reads (RULES §6), in the sheet's order and words. */
const SHEET_ROWS: [string, keyof DealScore][] = [
  ["Burraco", "burraco"],
  ["Bonus", "bonus"],
  ["Chiusura", "closing"],
  ["Carte calate", "melds"],
  ["Carte in mano", "hand"],
  ["Pozzetto", "pozzetto"],
  ["Totale smazzata", "total"],
];

/** The sheet a page must show after the last deal of `state`, the seats called by `names`. */
export function expectedScoreSheet(state: MatchState, names: readonly string[]): { heads: string[]; rows: string[][] } {
  const score = state.scores.at(-1)!;
  return {
    heads: score.map((line) => line.seats.map((s) => names[s]).join(" e ")),
    rows: [
      // A Basic table has no pozzetti (docs/engine.md), and its sheet no «Pozzetto» row.
      ...SHEET_ROWS.filter(([, key]) => key !== "pozzetto" || state.rules.variant !== "basic").map(([label, key]) => [
        label,
        ...score.map((line) => String(line[key])),
      ]),
      ["Totale partita", ...score.map((line) => String(state.totals[line.seats[0]!]))],
    ],
  };
}

/**
 * §6 from the final position, line by line, independently of scoring.ts: clean burraco 200,
 * dirty 100, +50 per 2 cards beyond 7 in a clean one, closing 100, melded cards at their
 * value, cards in hand (a pozzetto set aside included) against, −100 without a pozzetto.
 * Basic (docs/engine.md): a burraco from 5 cards, the bonus counted beyond 5, no pozzetti.
 */
export function section6(state: MatchState): Omit<DealScore, "line" | "seats" | "total">[] {
  const deal = state.deal;
  const basic = state.rules.variant === "basic";
  const length = basic ? 5 : 7;
  return deal.lines.map((line) => {
    const melds = line.melds.flatMap((m) => m.cards).reduce((sum, id) => sum + cardValue(id), 0);
    const burrachi = line.melds.filter((m) => m.cards.length >= length);
    const burraco = burrachi.reduce((sum, m) => sum + (isClean(m) ? 200 : 100), 0);
    const bonus = burrachi.filter(isClean).reduce((sum, m) => sum + 50 * Math.floor((m.cards.length - length) / 2), 0);
    const inHand = [...line.seats.flatMap((s) => deal.hands[s]!), ...deal.pending.filter((p) => line.seats.includes(p.seat)).flatMap((p) => p.cards)];
    return {
      burraco,
      bonus,
      closing: deal.end?.reason === "closed" && line.seats.includes(deal.end.seat) ? 100 : 0,
      melds,
      hand: inHand.reduce((sum, id) => sum - cardValue(id), 0),
      pozzetto: !basic && line.pozzetto === null ? -100 : 0,
    };
  });
}

/** The last deal's score is the §6 breakdown, and each line's total the sum of its parts. */
export function expectScoreIsSection6(state: MatchState): void {
  const score = state.scores.at(-1)!;
  expect(score.map(({ line: _line, seats: _seats, total: _total, ...parts }) => parts)).toEqual(section6(state));
  for (const line of score) {
    expect(line.total).toBe(line.burraco + line.bonus + line.closing + line.melds + line.hand + line.pozzetto);
  }
}
