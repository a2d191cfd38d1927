/**
 * One ruleset object: the defaults are the UISP rules (RULES.md, seed 002); every option a
 * table can change is here, documented, and nowhere else.
 */
import type { ProfileName } from "../lexicon/types";

export interface Ruleset {
  /**
   * Which game: "uisp", the tournament Burraco Parole (seed 002: 116 cards, 11 each, pozzetti,
   * burraco of 7, same-colour words); "basic", Burraco Parole Basic for young players
   * (burracoparole.it, "Regolamento Burraco Parole Basic": 58 cards, 7 each, no pozzetti,
   * burraco of 5, no colours). What Basic changes lives in `VARIANTS`; docs/engine.md, "Basic
   * ruleset", says what the engine does where the Basic page is silent.
   */
  variant: Variant;
  /**
   * 2, 3 or 4 players (Art. 3.3); Basic also 5 ("da 2 a 5 giocatori individualmente"). With
   * 4, seats 0 and 2 are line 0, seats 1 and 3 line 1 (Basic: "4 giocatori 2 contro 2").
   */
  players: 2 | 3 | 4 | 5;
  /**
   * With 4 players: true, seats 0-2 against 1-3 (UISP always, Art. 3.3: "quattro giocatori,
   * due contro due"); false, each plays alone, a line of their own (Basic only: "da 2 a 5
   * giocatori individualmente o 4 giocatori 2 contro 2"). Other tables: true, and no choice.
   */
  partners: boolean;
  /**
   * With 3 players (Art. 3.3-3.4): "3x11", one 11-card pozzetto per player, each player a
   * line of their own; or "18+11", a pozzetto of 18 cards for the first player to reach it,
   * who then plays alone against the other two, now a pair, who share the 11-card one.
   */
  threePlayerPozzetti: "3x11" | "18+11";
  /** A match ends when a line reaches this after a deal (Art. 6: 2,005). */
  target: number;
  /** A timed tournament turn ends after this many deals instead (Art. 7); null: play to target. */
  deals: number | null;
  /**
   * Gioco al monte (Art. 10.17: the player "può calare" hand cards that open new melds with
   * cards of the monte scarti): part of the regulation, so on by default; a table may turn it
   * off. A table's stored ruleset is this object whole (every one is made by `makeRuleset`,
   * which has always written the field), so a table created while the default was off keeps
   * it off.
   */
  giocoAlMonte: boolean;
  /** Which words are playable (src/lexicon/profiles.ts). */
  wordProfile: ProfileName;
  /** Whether the engine reports time limits (§7) for the server to enforce. */
  timers: boolean;
  /**
   * The giudice di lingua (RULES §9, Art. 8, 10): "off", no judge, the dictionary decides;
   * "friendly", a word may be taken to the judge (contest) or challenged, and a rejected word
   * goes back to the hand; "tournament", the same with the code's consequences (penalised
   * cards, Art. 10.2, 10.4, 10.11). See judgement.ts and docs/engine.md.
   */
  judge: JudgeMode;
  /**
   * The Suggerimento (issue #16, learning at the table): null, none (every ordinary table);
   * else how many a seat may ask per deal and what each costs its line in that deal's score
   * (0: free). Only with the `scuola` word profile: the hint teaches words, it is no help at
   * a tournament. See hints.ts.
   */
  hints: HintRules | null;
}

export interface HintRules {
  /** Hints per seat and deal: 1 to MAX_HINTS_PER_DEAL. */
  perDeal: number;
  /** Points each hint takes from the line's deal score: 0 to MAX_HINT_COST. */
  cost: number;
}

export const MAX_HINTS_PER_DEAL = 10;
export const MAX_HINT_COST = 100;

export type JudgeMode = "off" | "friendly" | "tournament";

export const VARIANT_NAMES = ["uisp", "basic"] as const;
export type Variant = (typeof VARIANT_NAMES)[number];

/** What each variant fixes, in one place: the deck, the deal, the burraco, the colour rule. */
export interface VariantFacts {
  /** Cards in play: the ids 0 to deckSize − 1 of cards.ts (Basic: the first of the two UISP decks). */
  deckSize: number;
  /** Cards dealt to each player. */
  handSize: number;
  /** Whether the deal has pozzetti (Art. 1.1, 3.3); Basic has none. */
  pozzetti: boolean;
  /** A meld of at least this many cards is a burraco. */
  burracoLength: number;
  /** Art. 4.2: a word's letters all of one colour; Basic cards have no colour rule. */
  sameColour: boolean;
  /** Whether a table may play gioco al monte (Art. 10.17); Basic's turn has no such move. */
  monte: boolean;
  /** The players a table may have. */
  players: readonly number[];
}

export const VARIANTS: Readonly<Record<Variant, VariantFacts>> = {
  // Art. 1.2, 3.4, 1.1, 4.2, 3.3.
  uisp: { deckSize: 116, handSize: 11, pozzetti: true, burracoLength: 7, sameColour: true, monte: true, players: [2, 3, 4] },
  // Basic page: "68 carte" less the 10 foreign letters = 58 (2 of each consonant, 4 of each
  // vowel, 4 pinelle, 2 jolly: exactly one UISP deck), "7 carte", no pozzetti named, "almeno
  // 5 lettere", no colour named, "Pescare … o … Raccogliere tutte le carte" (no gioco al
  // monte), "da 2 a 5 giocatori".
  basic: { deckSize: 58, handSize: 7, pozzetti: false, burracoLength: 5, sameColour: false, monte: false, players: [2, 3, 4, 5] },
};

/**
 * The facts of a ruleset's variant. A state stored before variants existed (a table's
 * snapshot) has none in its rules: it is a UISP game.
 */
export function variantOf(rules: Pick<Ruleset, "variant">): VariantFacts {
  return VARIANTS[(rules.variant as Variant | undefined) ?? "uisp"];
}
export const JUDGE_MODES: readonly JudgeMode[] = ["off", "friendly", "tournament"];

export const UISP_RULES: Ruleset = {
  variant: "uisp",
  players: 4,
  partners: true,
  threePlayerPozzetti: "18+11",
  target: 2005,
  deals: null,
  // Art. 10.17: the regulation's own move, not a house option.
  giocoAlMonte: true,
  wordProfile: "torneo",
  timers: false,
  judge: "off",
  hints: null,
};

/** Fills a partial ruleset with the UISP defaults and checks it. */
export function makeRuleset(partial: Partial<Ruleset> = {}): Ruleset {
  // A variant without gioco al monte has it off by default, and refuses it if asked for.
  const noMonte = partial.variant !== undefined && Object.hasOwn(VARIANTS, partial.variant) && !VARIANTS[partial.variant].monte;
  const rules: Ruleset = { ...UISP_RULES, ...(noMonte ? { giocoAlMonte: false } : {}), ...partial };
  if (!VARIANT_NAMES.includes(rules.variant)) throw new RangeError("variant: uisp o basic");
  const facts = variantOf(rules);
  if (!facts.players.includes(rules.players)) {
    throw new RangeError(rules.variant === "basic" ? "players: 2, 3, 4 o 5" : "players: 2, 3 o 4");
  }
  if (!facts.monte && rules.giocoAlMonte) throw new RangeError("giocoAlMonte: non c'è nelle regole Basic");
  if (typeof rules.partners !== "boolean") throw new RangeError("partners: sì o no");
  if (!rules.partners && rules.players !== 4) throw new RangeError("da soli o in coppia si sceglie solo a 4 giocatori: con 2, 3 o 5 ognuno gioca già per sé");
  if (!rules.partners && rules.variant !== "basic") throw new RangeError("in 4 si gioca sempre in coppia (Art. 3.3): ognuno per sé solo nelle regole Basic");
  if (!["3x11", "18+11"].includes(rules.threePlayerPozzetti)) throw new RangeError("threePlayerPozzetti: 3x11 o 18+11");
  if (!Number.isInteger(rules.target) || rules.target <= 0) throw new RangeError("target: un intero positivo");
  if (rules.deals !== null && (!Number.isInteger(rules.deals) || rules.deals <= 0)) {
    throw new RangeError("deals: un intero positivo o null");
  }
  if (!JUDGE_MODES.includes(rules.judge)) throw new RangeError("judge: off, friendly o tournament");
  if (rules.hints !== null) {
    const { perDeal, cost } = rules.hints;
    if (!Number.isInteger(perDeal) || perDeal < 1 || perDeal > MAX_HINTS_PER_DEAL) {
      throw new RangeError(`suggerimenti: da 1 a ${MAX_HINTS_PER_DEAL} per smazzata`);
    }
    if (!Number.isInteger(cost) || cost < 0 || cost > MAX_HINT_COST) throw new RangeError(`costo di un suggerimento: da 0 a ${MAX_HINT_COST} punti`);
    if (rules.wordProfile !== "scuola") throw new RangeError("i suggerimenti si usano solo con il dizionario scuola");
    rules.hints = { perDeal, cost };
  }
  return rules;
}

/** Time limits of §7 (Art. 4.1), in seconds. */
export const TIMES = {
  draw: 5,
  fewerThan4: 10,
  from4To10: 20,
  elevenOrMore: 40,
  pozzettoAlVolo: 40,
  grace: 5,
} as const;
