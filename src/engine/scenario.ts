/**
 * Scenarios: a position written by hand plus a list of actions, played through the engine.
 * A contract shared by tests, by judges replaying a dispute and by outside checks
 * (`burraco game run FILE.json`); the format is documented in docs/scenarios.md with
 * examples in tests/fixtures/scenarios/.
 */
import type { Lexicon } from "../lexicon/types";
import type { Action } from "./actions";
import { type CardId, isWild, makeCard, parseCard } from "./cards";
import { initialLines, pozzettoSizes, stackDeck, stackedSeed, untouchedDeal } from "./deal";
import type { EngineError } from "./errors";
import { play } from "./game";
import { makeRuleset, type Ruleset, variantOf } from "./ruleset";
import { scoreDeal } from "./scoring";
import type { DealEnd, DealState, Line, MatchState, Meld, Phase, Pozzetto, Seat } from "./state";

export interface ScenarioPosition {
  dealer: Seat;
  turn: Seat;
  phase?: "draw" | "play";
  turnsPlayed?: number;
  hands: string[][];
  pozzetti: (string[] | null)[];
  discard: string[];
  stock: string[];
  melds: string[][][];
  /**
   * 3 players, pozzetti "18+11" (Art. 3.3): the seat that took the 18-card pozzetto and
   * plays alone; the other two are one line from then on. Left out while the 18 is face down.
   */
  solo?: Seat;
}

export type ScenarioAction = Action & { seat: Seat };

export interface Scenario {
  rules?: Partial<Ruleset>;
  position: ScenarioPosition;
  actions: ScenarioAction[];
}

export interface ScenarioOutcome {
  results: ({ ok: true } | { ok: false; code: string; message: string })[];
  end: DealEnd | null;
  /** `hints` only at a table with hints (hints.ts). */
  score: { line: number; total: number; burraco: number; bonus: number; closing: number; melds: number; hand: number; pozzetto: number; hints?: number }[];
}

/** A scenario that cannot be set up: the message says what is wrong (Italian). */
export class ScenarioError extends Error {
  override name = "ScenarioError";
}

/** Hands out real card ids for notations, never more of a kind than the ruleset's deck has. */
class CardPool {
  private readonly free = new Map<string, CardId[]>();

  constructor(rules: Ruleset) {
    for (let id = variantOf(rules).deckSize - 1; id >= 0; id--) {
      const key = makeCard(id);
      if (!this.free.has(key)) this.free.set(key, []);
      this.free.get(key)!.push(id);
    }
  }

  take(name: string, where: string): { id: CardId; as: string | null } {
    const parsed = parseCard(name);
    if (!parsed) throw new ScenarioError(`${where}: carta scritta male "${name}"`);
    const id = this.free.get(parsed.key)?.pop();
    if (id === undefined) throw new ScenarioError(`${where}: troppe carte ${parsed.key} (il mazzo ne ha meno)`);
    return { id, as: parsed.as };
  }
}

/** A first deal written card by card, in notation: see `stackedSeedOf`. */
export interface ScriptedDeal {
  hands: string[][];
  pozzetti: string[][];
  /** The card turned up on the monte scarti. */
  discard: string;
  /** The tallone's first cards, top first; the rest of the deck follows. */
  stock: string[];
}

/**
 * The seed whose first deal, with `dealer` dealing, is `deal` (a stacked deck, deal.ts): a
 * scripted deal played as a real game, as the lesson's (src/lesson) is.
 */
export function stackedSeedOf(rules: Partial<Ruleset>, dealer: Seat, deal: ScriptedDeal): string {
  const ruleset = makeRuleset(rules);
  const pool = new CardPool(ruleset);
  const ids = (names: readonly string[], where: string) => names.map((name, i) => pool.take(name, `${where}[${i}]`).id);
  return stackedSeed(
    ruleset,
    stackDeck(ruleset, dealer, {
      hands: deal.hands.map((hand, seat) => ids(hand, `hands[${seat}]`)),
      pozzetti: deal.pozzetti.map((cards, i) => ids(cards, `pozzetti[${i}]`)),
      discard: ids([deal.discard], "discard")[0]!,
      stock: ids(deal.stock, "stock"),
    }),
  );
}

export function setUpScenario(scenario: Scenario): MatchState {
  const rules = makeRuleset(scenario.rules ?? {});
  const p = scenario.position;
  const players = rules.players;
  const seat = (n: unknown, what: string): Seat => {
    if (!Number.isInteger(n) || (n as number) < 0 || (n as number) >= players) throw new ScenarioError(`${what}: posto ${String(n)} non valido`);
    return n as Seat;
  };
  const eighteenAndEleven = players === 3 && rules.threePlayerPozzetti === "18+11";
  if (p.solo !== undefined && !eighteenAndEleven) throw new ScenarioError('solo: solo a 3 giocatori con threePlayerPozzetti "18+11"');
  const lines = initialLines(rules);
  const pozzettoCount = pozzettoSizes(rules).length;
  if (!Array.isArray(p.hands) || p.hands.length !== players) throw new ScenarioError(`hands: servono ${players} mani`);
  if (!Array.isArray(p.melds) || p.melds.length !== lines.length) throw new ScenarioError(`melds: servono ${lines.length} linee`);
  if (!Array.isArray(p.pozzetti) || p.pozzetti.length !== pozzettoCount) throw new ScenarioError(`pozzetti: servono ${pozzettoCount} voci`);
  const pool = new CardPool(rules);
  const ids = (names: unknown, where: string): CardId[] => {
    if (!Array.isArray(names)) throw new ScenarioError(`${where}: serve un elenco di carte`);
    return names.map((n, i) => pool.take(String(n), `${where}[${i}]`).id);
  };
  const hands = p.hands.map((h, s) => ids(h, `hands[${s}]`));
  const pozzetti = eighteenAndEleven
    ? eighteenAndElevenPozzetti(lines, p.pozzetti, p.solo === undefined ? null : seat(p.solo, "solo"), p.melds, ids)
    : p.pozzetti.map((cards, line): Pozzetto => {
        if (cards === null) {
          lines[line]!.pozzetto = line;
          return { cards: [], takenBy: line };
        }
        return { cards: ids(cards, `pozzetti[${line}]`), takenBy: null };
      });
  p.melds.forEach((lineMelds, line) => {
    if (!Array.isArray(lineMelds)) throw new ScenarioError(`melds[${line}]: serve un elenco di combinazioni`);
    lines[line]!.melds = lineMelds.map((meld, m): Meld => {
      if (!Array.isArray(meld)) throw new ScenarioError(`melds[${line}][${m}]: serve un elenco di carte`);
      const taken = meld.map((n, i) => pool.take(String(n), `melds[${line}][${m}][${i}]`));
      return {
        cards: taken.map((t) => t.id),
        as: taken.map((t) => {
          if (isWild(t.id) && !t.as) throw new ScenarioError(`melds[${line}][${m}]: indica la lettera della matta (J=S)`);
          return isWild(t.id) ? t.as : null;
        }),
      };
    });
  });
  const phase: Phase = p.phase ?? "draw";
  if (phase !== "draw" && phase !== "play") throw new ScenarioError(`phase: "draw" o "play"`);
  const deal: DealState = {
    number: 0,
    dealer: seat(p.dealer, "dealer"),
    turn: seat(p.turn, "turn"),
    phase,
    turnsPlayed: p.turnsPlayed ?? players,
    hands,
    stock: ids(p.stock, "stock"),
    discard: ids(p.discard, "discard"),
    pozzetti,
    lines,
    lineOfSeat: Array.from({ length: players }, (_, s) => lines.findIndex((l) => l.seats.includes(s))),
    ...untouchedDeal(),
  };
  return {
    rules,
    seed: "scenario",
    firstDealer: deal.dealer,
    deal,
    scores: [],
    totals: new Array<number>(players).fill(0),
    version: 0,
    winner: null,
  };
}

/**
 * 3 players, "18+11" (Art. 3.3, Art. 1 "Torneo a 3 giocatori"): pozzetti[0] is the 18-card
 * pozzetto, taken by the first player to reach a pozzetto, who then plays alone; pozzetti[1]
 * the 11-card one, left to the other two, a pair from that moment. So the 18 goes first, and
 * the 11 only after it. The lines are laid out as the engine pairs them (game.ts
 * takePozzetto): the solo keeps its seat's line, the pair plays in the line of its lower
 * seat, and the higher seat's line is left empty.
 */
function eighteenAndElevenPozzetti(
  lines: Line[],
  cards: readonly (string[] | null)[],
  solo: Seat | null,
  melds: readonly string[][][],
  ids: (names: unknown, where: string) => CardId[],
): Pozzetto[] {
  const [eighteen, eleven] = cards as [string[] | null, string[] | null];
  if (solo === null) {
    if (eighteen === null) throw new ScenarioError("pozzetti[0]: il pozzetto da 18 è stato preso, indica chi gioca da solo (solo)");
    if (eleven === null) throw new ScenarioError("pozzetti[1]: il pozzetto da 11 si prende solo dopo quello da 18");
    return [
      { cards: ids(eighteen, "pozzetti[0]"), takenBy: null },
      { cards: ids(eleven, "pozzetti[1]"), takenBy: null },
    ];
  }
  if (eighteen !== null) throw new ScenarioError("pozzetti[0]: chi gioca da solo ha preso il pozzetto da 18 (null)");
  const [pair, emptied] = [0, 1, 2].filter((s) => s !== solo) as [Seat, Seat];
  if (!Array.isArray(melds[emptied]) || melds[emptied].length > 0) {
    throw new ScenarioError(`melds[${emptied}]: le combinazioni della coppia stanno in melds[${pair}]`);
  }
  lines[solo]!.pozzetto = 0;
  lines[pair]!.seats = [pair, emptied];
  lines[emptied]!.seats = [];
  if (eleven === null) lines[pair]!.pozzetto = 1;
  return [{ cards: [], takenBy: solo }, eleven === null ? { cards: [], takenBy: pair } : { cards: ids(eleven, "pozzetti[1]"), takenBy: null }];
}

export function runScenario(scenario: Scenario, lexicon: Lexicon): ScenarioOutcome {
  let state = setUpScenario(scenario);
  const results: ScenarioOutcome["results"] = [];
  for (const entry of scenario.actions ?? []) {
    const { seat, ...action } = entry;
    const result = play(state, seat, action as Action, lexicon);
    if (result.ok) {
      state = result.state;
      results.push({ ok: true });
    } else {
      results.push(errorResult(result.error));
    }
  }
  const finished = state.deal.phase === "over" ? state.scores.at(-1)! : scoreDeal(state.deal, state.rules);
  return {
    results,
    end: state.deal.end,
    score: finished.map(({ line, total, burraco, bonus, closing, melds, hand, pozzetto, hints }) => ({
      line,
      total,
      burraco,
      bonus,
      closing,
      melds,
      hand,
      pozzetto,
      ...(hints === undefined ? {} : { hints }),
    })),
  };
}

function errorResult(error: EngineError): { ok: false; code: string; message: string } {
  return { ok: false, code: error.code, message: error.message };
}
