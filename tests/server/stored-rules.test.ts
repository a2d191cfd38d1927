/**
 * A table keeps the rules it was created with (they are stored with the game, `rules_json`):
 * changing a ruleset default must not change a game already stored. Art. 10.17, gioco al
 * monte, became the default: a table stored with it off goes on refusing it, across a restart
 * (replay from the log) too, and every new table stores the value it plays with.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import type { Action } from "~/engine";
import { openLexicon } from "~/lexicon";
import type { Lexicon } from "~/lexicon/types";
import { games } from "~/server/db/schema";
import { GameService, type TableOptions } from "~/server/games/service";
import { personTokens, type TempDatabase, tempDatabase } from "./tables";

let lexicon: Lexicon;
let database: TempDatabase;

beforeAll(async () => {
  lexicon = await openLexicon();
});

afterEach(() => database?.remove());

const TWO_PLAYERS: TableOptions = { players: 2, wordProfile: "libero", timers: false, seed: "regole-salvate" };

/** A gioco al monte with no melds: where the rule holds the engine refuses it for that (NO_CARDS), else MONTE_NOT_ALLOWED. */
const EMPTY_MONTE: Action = { do: "monte", melds: [], pile: [] };

let nextId = 0;
const actionId = () => `regole-${++nextId}`;

async function seatedTable(service: GameService, options: Partial<TableOptions> = {}) {
  const created = await service.createTable({ ...TWO_PLAYERS, ...options });
  const tokens = personTokens(created);
  await service.joinSeat(created.gameId, tokens[0]!, "Marco");
  await service.joinSeat(created.gameId, tokens[1]!, "Giulia");
  return { gameId: created.gameId, tokens };
}

async function storedRules(gameId: string): Promise<Record<string, unknown>> {
  const [row] = await database.db.select({ rulesJson: games.rulesJson }).from(games).where(eq(games.id, gameId));
  return JSON.parse(row!.rulesJson) as Record<string, unknown>;
}

/** The seat to play's answer to a gioco al monte, as a freshly started server (no cache) gives it. */
async function monteAfterRestart(gameId: string, tokens: readonly string[]) {
  const reopened = database.reopen();
  const restarted = new GameService({ db: reopened.db, getLexicon: () => Promise.resolve(lexicon) });
  const { view } = await restarted.getView(gameId, tokens[0]!);
  return restarted.act(gameId, tokens[view.turn]!, { version: view.version, clientActionId: actionId(), action: EMPTY_MONTE });
}

/** One full turn (draw, discard the first card) by the seat to play, so that the log has something to replay. */
async function playATurn(service: GameService, gameId: string, tokens: readonly string[]) {
  const { view } = await service.getView(gameId, tokens[0]!);
  const token = tokens[view.turn]!;
  const drawn = await service.act(gameId, token, { version: view.version, clientActionId: actionId(), action: { do: "draw" } });
  if (!drawn.ok) throw new Error(`draw refused: ${drawn.code}`);
  const discarded = await service.act(gameId, token, {
    version: drawn.view.version,
    clientActionId: actionId(),
    action: { do: "discard", card: drawn.view.hand[0]! },
  });
  if (!discarded.ok) throw new Error(`discard refused: ${discarded.code}`);
}

describe("Art. 10.17: the stored ruleset carries gioco al monte explicitly", () => {
  it("Art. 10.17: a new table stores giocoAlMonte: true (the regulation's default), or false when the table turns it off", async () => {
    database = await tempDatabase();
    const service = new GameService({ db: database.db, getLexicon: () => Promise.resolve(lexicon) });
    const byDefault = await service.createTable(TWO_PLAYERS);
    const turnedOff = await service.createTable({ ...TWO_PLAYERS, giocoAlMonte: false });
    expect(await storedRules(byDefault.gameId)).toMatchObject({ giocoAlMonte: true });
    expect(await storedRules(turnedOff.gameId)).toMatchObject({ giocoAlMonte: false });
  });

  it("Art. 10.17: a table created with the default offers gioco al monte, after a restart too", async () => {
    database = await tempDatabase();
    const service = new GameService({ db: database.db, getLexicon: () => Promise.resolve(lexicon) });
    const { gameId, tokens } = await seatedTable(service);
    await playATurn(service, gameId, tokens);
    expect(await monteAfterRestart(gameId, tokens)).toMatchObject({ ok: false, code: "NO_CARDS" });
  });
});

describe("Art. 10.17: an old table keeps its own rules when the default changes", () => {
  it("Art. 10.17: a table stored with giocoAlMonte: false replays and still refuses gioco al monte", async () => {
    database = await tempDatabase();
    const service = new GameService({ db: database.db, getLexicon: () => Promise.resolve(lexicon) });
    const { gameId, tokens } = await seatedTable(service, { giocoAlMonte: false });
    await playATurn(service, gameId, tokens);
    expect(await monteAfterRestart(gameId, tokens)).toMatchObject({ ok: false, code: "MONTE_NOT_ALLOWED" });
  });

  it("Art. 10.17: a row stored before the field existed (no giocoAlMonte) reads as off, as it was played", async () => {
    database = await tempDatabase();
    const service = new GameService({ db: database.db, getLexicon: () => Promise.resolve(lexicon) });
    const { gameId, tokens } = await seatedTable(service, { giocoAlMonte: false });
    await playATurn(service, gameId, tokens);
    const { giocoAlMonte: _, ...withoutField } = await storedRules(gameId);
    await database.db
      .update(games)
      .set({ rulesJson: JSON.stringify(withoutField) })
      .where(eq(games.id, gameId));
    expect(await monteAfterRestart(gameId, tokens)).toMatchObject({ ok: false, code: "MONTE_NOT_ALLOWED" });
  });

  it("a row stored before variants existed (no variant) is a UISP table: 11 cards a seat and its pozzetti, after a restart too", async () => {
    database = await tempDatabase();
    const service = new GameService({ db: database.db, getLexicon: () => Promise.resolve(lexicon) });
    const { gameId, tokens } = await seatedTable(service);
    await playATurn(service, gameId, tokens);
    const { variant: _, ...withoutField } = await storedRules(gameId);
    await database.db
      .update(games)
      .set({ rulesJson: JSON.stringify(withoutField) })
      .where(eq(games.id, gameId));
    const reopened = database.reopen();
    const restarted = new GameService({ db: reopened.db, getLexicon: () => Promise.resolve(lexicon) });
    const { table, view } = await restarted.getView(gameId, tokens[0]!);
    expect(table.rules.variant).toBe("uisp");
    expect(view.pozzetti.map((p) => p.size)).toEqual([11, 11]);
    expect(view.handCounts.reduce((a, b) => a + b, 0)).toBe(22);
  });

  it("a row stored before 4 could play each alone (no partners) is a table of two pairs, 0-2 against 1-3 (Art. 3.3), after a restart too", async () => {
    database = await tempDatabase();
    const service = new GameService({ db: database.db, getLexicon: () => Promise.resolve(lexicon) });
    const created = await service.createTable({ ...TWO_PLAYERS, variant: "basic", players: 4 });
    expect(await storedRules(created.gameId)).toMatchObject({ partners: true });
    const { partners: _, ...withoutField } = await storedRules(created.gameId);
    await database.db
      .update(games)
      .set({ rulesJson: JSON.stringify(withoutField) })
      .where(eq(games.id, created.gameId));
    const reopened = database.reopen();
    const restarted = new GameService({ db: reopened.db, getLexicon: () => Promise.resolve(lexicon) });
    const { table, view } = await restarted.getView(created.gameId, created.seatTokens[0]!);
    expect(table.rules.partners).toBe(true);
    expect(view.lines.map((line) => line.seats)).toEqual([
      [0, 2],
      [1, 3],
    ]);
  });

  it("a Basic table stores its variant and keeps it across a restart", async () => {
    database = await tempDatabase();
    const service = new GameService({ db: database.db, getLexicon: () => Promise.resolve(lexicon) });
    const { gameId, tokens } = await seatedTable(service, { variant: "basic" });
    expect(await storedRules(gameId)).toMatchObject({ variant: "basic", giocoAlMonte: false });
    await playATurn(service, gameId, tokens);
    const reopened = database.reopen();
    const restarted = new GameService({ db: reopened.db, getLexicon: () => Promise.resolve(lexicon) });
    const { view } = await restarted.getView(gameId, tokens[0]!);
    expect(view.pozzetti).toEqual([]);
    expect(view.handCounts.reduce((a, b) => a + b, 0)).toBe(14);
    expect(view.stockCount).toBe(58 - 14 - 1 - 1);
  });
});
