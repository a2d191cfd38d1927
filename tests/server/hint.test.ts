/**
 * `table.hint` and `table.missedWords` (issue #16, learning at the table) on a real libSQL file
 * and the real dictionary: the Suggerimento is a move of the one path (counted, logged,
 * refused in Italian when the table has none or none are left), its word a legal play for the
 * asking seat's hand, known to that seat alone; "Parole che potevi fare" come from the seat's
 * own final hand or the monte scarti, once the deal is over.
 */
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { check, parseCard } from "~/engine";
import { openLexicon } from "~/lexicon";
import type { Lexicon } from "~/lexicon/types";
import { createCaller } from "~/server/api/root";
import type { Services } from "~/server/services";
import { actionCount, engineState, playToEndWithBots, type TempDatabase, tempDatabase, testContext, testServices } from "./tables";
import { rejectionOf } from "./rejections";

let lexicon: Lexicon;
let database: TempDatabase;
let services: Services;
let api: ReturnType<typeof createCaller>;

beforeAll(async () => {
  lexicon = await openLexicon();
  database = await tempDatabase();
  services = testServices(database.db, lexicon);
  api = createCaller(testContext(services));
});

afterAll(() => {
  services.games.stopClocks();
  database.remove();
});

let nextId = 0;
const actionId = () => `hint-${++nextId}`;

/** A 2-player scuola table with hints, dealt from `seed`, both seats joined; the seat to play has drawn. */
async function hintTable(seed: string, hints: { perDeal: number; cost: number } | null = { perDeal: 1, cost: 5 }) {
  const created = await services.games.createTable({ players: 2, wordProfile: "scuola", timers: false, deals: 1, hints, seed });
  const tokens = created.seatTokens as string[];
  for (const [seat, token] of tokens.entries()) await api.table.join({ gameId: created.gameId, token, name: seat === 0 ? "Anna" : "Bruno" });
  const first = await api.table.view({ gameId: created.gameId, token: tokens[0]! });
  const mover = first.view.turn;
  const drawn = await api.table.act({
    gameId: created.gameId,
    token: tokens[mover]!,
    version: first.view.version,
    clientActionId: actionId(),
    action: { do: "draw" },
  });
  if (!drawn.ok) throw new Error(drawn.code);
  return { gameId: created.gameId, tokens, mover, other: 1 - mover, version: drawn.view.version, spectator: created.spectatorToken };
}

/** The letters the cards spell, a wild by its letter (J=S). */
function spelled(cards: readonly string[]): string {
  return cards.map((c) => parseCard(c)!.as ?? parseCard(c)!.key.split(":")[1]).join("");
}

describe("table.hint: the Suggerimento (issue #16)", () => {
  it("answers the asking seat one word its hand can lay now: a legal meld by the engine's own check", async () => {
    const t = await hintTable("suggerimento-1");
    const answer = await api.table.hint({ gameId: t.gameId, token: t.tokens[t.mover]!, version: t.version, clientActionId: actionId() });
    if (!answer.ok) throw new Error(answer.code);
    expect(answer.duplicate).toBe(false);
    expect(answer.view.hintsUsed[t.mover]).toBe(1);
    const suggestion = answer.suggestion;
    if (suggestion.kind !== "meld") throw new Error(`expected a meld, got ${suggestion.kind}`);
    expect(suggestion.word.length).toBeGreaterThanOrEqual(3);
    expect(spelled(suggestion.cards)).toBe(suggestion.word);
    expect(lexicon.check(suggestion.word, "scuola").verdict).toBe("valid");
    // Legal for that hand, now: the engine's `check` on the real state, with the real dictionary.
    const state = await engineState(database.db, t.gameId, lexicon);
    expect(check(state, t.mover, { do: "meld", cards: suggestion.cards }, lexicon)).toBeNull();
    // Laying it is accepted.
    const laid = await api.table.act({
      gameId: t.gameId,
      token: t.tokens[t.mover]!,
      version: answer.view.version,
      clientActionId: actionId(),
      action: { do: "meld", cards: suggestion.cards },
    });
    expect(laid.ok).toBe(true);
  });

  it("tells the other seats and the log only that the seat asked: the word is in no view, log row or stored action", async () => {
    const t = await hintTable("suggerimento-2");
    const answer = await api.table.hint({ gameId: t.gameId, token: t.tokens[t.mover]!, version: t.version, clientActionId: actionId() });
    if (!answer.ok || answer.suggestion.kind !== "meld") throw new Error("no meld suggested");
    const { word } = answer.suggestion;
    // The asker's own answer carries only the hint's event: the page has the log before it.
    expect(answer.view.logFrom).toBe(t.version);
    expect(answer.view.log).toEqual([{ version: t.version + 1, deal: 0, seat: t.mover, kind: "hint" }]);
    for (const token of [t.tokens[t.other]!, t.spectator]) {
      const seen = await api.table.view({ gameId: t.gameId, token });
      expect(seen.view.log.at(-1)).toEqual({ version: answer.view.version, deal: 0, seat: t.mover, kind: "hint" });
      expect(seen.view.hintsUsed[t.mover]).toBe(1);
      expect(JSON.stringify(seen)).not.toContain(`"${word}"`);
    }
    const state = await engineState(database.db, t.gameId, lexicon);
    expect(JSON.stringify(state)).not.toContain(`"${word}"`);
    // The same client action id again is the same move: counted once, the same word.
    const again = await api.table.hint({ gameId: t.gameId, token: t.tokens[t.mover]!, version: t.version, clientActionId: `hint-${nextId}` });
    expect(again).toMatchObject({ ok: true, duplicate: true, suggestion: answer.suggestion });
    expect(await actionCount(database.db, t.gameId)).toBe(2);
  });

  it("is refused in Italian, nothing changed: at a table without hints, once none are left, at another seat, before the draw", async () => {
    const off = await hintTable("suggerimento-3", null);
    const refused = await api.table.hint({ gameId: off.gameId, token: off.tokens[off.mover]!, version: off.version, clientActionId: actionId() });
    expect(refused).toMatchObject({ ok: false, code: "HINTS_OFF", message: expect.stringContaining("non ci sono suggerimenti") });
    expect(await actionCount(database.db, off.gameId)).toBe(1);

    const t = await hintTable("suggerimento-4");
    const other = await api.table.hint({ gameId: t.gameId, token: t.tokens[t.other]!, version: t.version, clientActionId: actionId() });
    expect(other).toMatchObject({ ok: false, code: "NOT_YOUR_TURN" });
    expect(other).not.toHaveProperty("suggestion");
    const first = await api.table.hint({ gameId: t.gameId, token: t.tokens[t.mover]!, version: t.version, clientActionId: actionId() });
    if (!first.ok) throw new Error(first.code);
    const second = await api.table.hint({ gameId: t.gameId, token: t.tokens[t.mover]!, version: first.view.version, clientActionId: actionId() });
    expect(second).toMatchObject({ ok: false, code: "NO_HINTS_LEFT", message: expect.stringContaining("Hai già usato tutti i suggerimenti") });
    expect(await actionCount(database.db, t.gameId)).toBe(2);

    const created = await services.games.createTable({ players: 2, wordProfile: "scuola", timers: false, hints: { perDeal: 2, cost: 0 }, seed: "prima" });
    const tokens = created.seatTokens as string[];
    for (const token of tokens) await api.table.join({ gameId: created.gameId, token });
    const start = await api.table.view({ gameId: created.gameId, token: tokens[0]! });
    const early = await api.table.hint({ gameId: created.gameId, token: tokens[start.view.turn]!, version: start.view.version, clientActionId: actionId() });
    expect(early).toMatchObject({ ok: false, code: "HINT_AFTER_DRAW", message: expect.stringContaining("dopo aver pescato") });
  });

  it("hints are only for scuola tables: a torneo table with hints is not created", async () => {
    const error = await rejectionOf(api.table.create({ players: 2, wordProfile: "torneo", hints: { perDeal: 1, cost: 0 } }), TRPCError);
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toContain("solo con il dizionario scuola");
    const tooMany = await rejectionOf(api.table.create({ players: 2, wordProfile: "scuola", hints: { perDeal: 50, cost: 0 } }), TRPCError);
    expect(tooMany.code).toBe("BAD_REQUEST");
  });
});

describe("table.missedWords: Parole che potevi fare (issue #16)", () => {
  it("nothing while the deal is played; at its end, up to 3 words of the seat's own final hand or of the monte scarti", async () => {
    const t = await hintTable("potevi-1");
    expect(await api.table.missedWords({ gameId: t.gameId, token: t.tokens[0]! })).toBeNull();
    await playToEndWithBots(services.games, t.gameId, t.tokens, "potevi-1", lexicon);
    for (const seat of [0, 1]) {
      const tv = await api.table.view({ gameId: t.gameId, token: t.tokens[seat]! });
      expect(tv.view.phase).toBe("over");
      const missed = await api.table.missedWords({ gameId: t.gameId, token: t.tokens[seat]! });
      if (missed === null) throw new Error("no missed words at the deal's end");
      expect(missed.deal).toBe(0);
      expect(missed.words.length).toBeGreaterThan(0);
      expect(missed.words.length).toBeLessThanOrEqual(3);
      const values = missed.words.map((w) => w.value);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      for (const w of missed.words) {
        expect(lexicon.check(w.word, "scuola").verdict).toBe("valid");
        expect(spelled(w.cards)).toBe(w.word);
        const keys = w.cards.map((c) => parseCard(c)!.key);
        expect(keys.filter((k) => k === "J" || k === "P").length).toBeLessThanOrEqual(1);
        expect(new Set(keys.filter((k) => k.includes(":")).map((k) => k[0])).size).toBe(1);
        // Only cards the seat saw: its own hand, or the pile.
        const source = [...(w.from === "mano" ? tv.view.hand : tv.view.discard)];
        for (const key of keys) {
          const at = source.indexOf(key);
          expect(at, `${w.word}: ${key} from the ${w.from}`).toBeGreaterThanOrEqual(0);
          source.splice(at, 1);
        }
      }
    }
    expect(await api.table.missedWords({ gameId: t.gameId, token: t.spectator })).toBeNull();
  });
});
