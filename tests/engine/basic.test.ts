/**
 * Burraco Parole Basic (burracoparole.it, "Regolamento Burraco Parole Basic"; docs/engine.md,
 * "Basic ruleset"): the 58 cards played in Italian, 7 each, no pozzetti, a burraco from 5
 * cards, no colour rule, 2 to 5 players individually (4 too) or 4 in pairs. And the UISP game it sits beside: the
 * same seeds deal the same UISP cards as before Basic existed.
 */
import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { type Action, createMatch, makeCard, type MatchState, makeRuleset, play, type Seat, VARIANTS, viewFor } from "~/engine";
import { deckIds, kindOf } from "~/engine/cards";
import { dealCards } from "~/engine/deal";
import { type ScenarioPosition, setUpScenario } from "~/engine/scenario";
import { realLexicon } from "../lexicon/real-lexicon";
import { drive } from "./drive";
import { everyCard } from "./every-card";

const lexicon = realLexicon();
const BASIC = { variant: "basic", wordProfile: "libero" } as const;

describe("Basic, Preparazione: the deck", () => {
  test("58 cards in Italian: 2 of each of the 16 consonants, 4 of each vowel, 4 pinelle, 2 jolly, no J K W X Y", () => {
    const ids = deckIds(VARIANTS.basic.deckSize);
    expect(ids).toHaveLength(58);
    const count = (letter: string) =>
      ids.filter((id) => {
        const kind = kindOf(id);
        return kind.type === "letter" && kind.letter === letter;
      }).length;
    for (const consonant of "BCDFGHLMNPQRSTVZ") expect(count(consonant), consonant).toBe(2);
    for (const vowel of "AEIOU") expect(count(vowel), vowel).toBe(4);
    for (const foreign of "JKWXY") expect(count(foreign), foreign).toBe(0);
    expect(ids.filter((id) => kindOf(id).type === "pinella")).toHaveLength(4);
    expect(ids.filter((id) => kindOf(id).type === "jolly")).toHaveLength(2);
  });
});

describe("Basic, Preparazione: «Distribuire ad ogni giocatore 7 carte coperte … e scoprire la prima carta»", () => {
  test.each([
    [2, 43],
    [3, 36],
    [4, 29],
    [5, 22],
  ] as const)("%i players: 7 cards each, no pozzetti, 1 card up, the rest (%i) is the tallone", (players, stock) => {
    const deal = dealCards(makeRuleset({ ...BASIC, players }), "classe-3B", 0, 0);
    expect(deal.hands).toHaveLength(players);
    for (const hand of deal.hands) expect(hand).toHaveLength(7);
    expect(deal.pozzetti).toEqual([]);
    expect(deal.discard).toHaveLength(1);
    expect(deal.stock).toHaveLength(stock);
    const all = everyCard(deal);
    expect(new Set(all).size).toBe(58);
    expect(all.every((id) => id >= 0 && id < 58)).toBe(true);
  });

  test("«Gioco a Coppie»: 4 players are two pairs facing each other, 0-2 against 1-3; 5 players each alone", () => {
    const four = viewFor(createMatch({ ...BASIC, players: 4 }, "coppie"), 0);
    expect(four.lines.map((line) => line.seats)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(four.pozzetti).toEqual([]);
    const five = viewFor(createMatch({ ...BASIC, players: 5 }, "cinque"), 4);
    expect(five.lines.map((line) => line.seats)).toEqual([[0], [1], [2], [3], [4]]);
    expect(five.hand).toHaveLength(7);
  });

  test("«da 2 a 5 giocatori individualmente»: 4 may also play each alone (partners: false), four lines of one seat", () => {
    const alone = viewFor(createMatch({ ...BASIC, players: 4, partners: false }, "da-soli"), 2);
    expect(alone.lines.map((line) => line.seats)).toEqual([[0], [1], [2], [3]]);
    expect(alone.lineOfSeat).toEqual([0, 1, 2, 3]);
    expect(alone.hand).toHaveLength(7);
  });

  test("the same seed deals every Basic table the same cards", () => {
    expect(JSON.stringify(createMatch({ ...BASIC, players: 3 }, "gara"))).toBe(JSON.stringify(createMatch({ ...BASIC, players: 3 }, "gara")));
  });
});

describe("the UISP game is untouched", () => {
  // Fingerprints of the first deal computed by the engine before Basic existed: a seed must
  // keep dealing the same UISP cards byte for byte (tournaments, replays, stored tables).
  const BEFORE_BASIC: Record<string, string> = {
    "2 18+11 seme": "f3cbbfa0fd338866",
    "2 18+11 torneo-1": "611fe3680b290a54",
    "2 18+11 partita-42": "261370723d5b9e7b",
    "3 18+11 seme": "1a1bd1d11b8e40f8",
    "3 18+11 torneo-1": "e420fdc1f45c4981",
    "3 18+11 partita-42": "98226211c06a97ee",
    "3 3x11 seme": "e246a22637f16d87",
    "3 3x11 torneo-1": "fa117918efce1580",
    "3 3x11 partita-42": "b5fc4963ccd7fec5",
    "4 18+11 seme": "09482d09f8426605",
    "4 18+11 torneo-1": "16aa054a1a93004d",
    "4 18+11 partita-42": "338d980a4b9c8bfe",
  };

  test.each(Object.entries(BEFORE_BASIC))("Art. 3.4: %s deals the same cards as before", (key, fingerprint) => {
    const [players, mode, seed] = key.split(" ") as [string, "18+11" | "3x11", string];
    const deal = createMatch({ players: Number(players) as 2 | 3 | 4, threePlayerPozzetti: mode }, seed, 1).deal;
    expect(createHash("sha256").update(JSON.stringify(deal)).digest("hex").slice(0, 16)).toBe(fingerprint);
  });

  test("a ruleset without a variant is the UISP game", () => {
    expect(makeRuleset({ players: 2 }).variant).toBe("uisp");
    expect(createMatch({ players: 2 }, "s").deal.hands[0]).toHaveLength(11);
  });
});

describe("the Basic ruleset's options", () => {
  test("gioco al monte (Art. 10.17) is off: the Basic turn is draw or pick up the whole pile", () => {
    expect(makeRuleset(BASIC).giocoAlMonte).toBe(false);
    expect(() => makeRuleset({ ...BASIC, giocoAlMonte: true })).toThrow(RangeError);
  });

  test("«da 2 a 5 giocatori»: 5 only in Basic, never 6; an unknown variant is refused", () => {
    expect(makeRuleset({ ...BASIC, players: 5 }).players).toBe(5);
    expect(() => makeRuleset({ ...BASIC, players: 6 as 5 })).toThrow(RangeError);
    expect(() => makeRuleset({ players: 5 })).toThrow(RangeError);
    expect(() => makeRuleset({ variant: "junior" as "basic" })).toThrow(RangeError);
  });

  test("4 each alone only in Basic (UISP: 4 are always two pairs, Art. 3.3), and only at 4; partners by default", () => {
    expect(makeRuleset({ ...BASIC, players: 4 }).partners).toBe(true);
    expect(makeRuleset({ ...BASIC, players: 4, partners: false }).partners).toBe(false);
    expect(() => makeRuleset({ players: 4, partners: false })).toThrow(/Art\. 3\.3/);
    expect(() => makeRuleset({ ...BASIC, players: 5, partners: false })).toThrow(RangeError);
    expect(() => makeRuleset({ ...BASIC, players: 4, partners: "no" as unknown as boolean })).toThrow(RangeError);
  });
});

function position(rules: object, over: Partial<ScenarioPosition>): MatchState {
  return setUpScenario({
    rules: { players: 2, wordProfile: "libero", ...rules },
    position: {
      dealer: 1,
      turn: 0,
      phase: "play",
      turnsPlayed: 2,
      hands: [
        ["R:C", "N:A", "R:R", "N:T", "R:E", "N:O", "R:L"],
        ["P", "N:Q"],
      ],
      pozzetti: [],
      discard: ["N:I"],
      stock: ["R:O", "R:P", "R:S"],
      melds: [[], []],
      ...over,
    },
    actions: [],
  });
}

function code(state: MatchState, seat: Seat, action: Action): string {
  const result = play(state, seat, action, lexicon);
  return result.ok ? "ok" : result.error.code;
}

describe("Basic words and burraco", () => {
  const CARTE: Action = { do: "meld", cards: ["R:C", "N:A", "R:R", "N:T", "R:E"] };

  test("no colour rule: CARTE in red and black letters is a word in Basic, refused in UISP (Art. 4.2)", () => {
    expect(code(position(BASIC, {}), 0, CARTE)).toBe("ok");
    const uisp = position({}, { pozzetti: [["R:B"], ["N:B"]] });
    expect(code(uisp, 0, CARTE)).toBe("MIXED_COLOURS");
  });

  test("«almeno 5 lettere»: a word of 5 cards is a burraco in Basic, not in UISP (7 cards, Art. 1.1)", () => {
    const basic = play(position(BASIC, {}), 0, CARTE, lexicon);
    if (!basic.ok) throw new Error(basic.error.code);
    expect(viewFor(basic.state, 0).lines[0]!.melds[0]!.burraco).toBe("pulito");
    const uisp = play(
      position(
        {},
        {
          pozzetti: [["R:B"], ["N:B"]],
          hands: [
            ["R:C", "R:A", "R:R", "R:T", "R:E", "N:O", "R:L"],
            ["P", "N:Q"],
          ],
        },
      ),
      0,
      { do: "meld", cards: ["R:C", "R:A", "R:R", "R:T", "R:E"] },
      lexicon,
    );
    if (!uisp.ok) throw new Error(uisp.error.code);
    expect(viewFor(uisp.state, 0).lines[0]!.melds[0]!.burraco).toBeNull();
  });

  test("a 4-card word with a jolly is no burraco; with one more card it is a dirty one", () => {
    const state = position(BASIC, {
      hands: [
        ["R:C", "J", "N:S", "N:A", "N:L", "N:E", "N:O"],
        ["P", "N:Q"],
      ],
    });
    const casa = play(state, 0, { do: "meld", cards: ["R:C", "J=A", "N:S", "N:A"] }, lexicon);
    if (!casa.ok) throw new Error(casa.error.code);
    expect(viewFor(casa.state, 0).lines[0]!.melds[0]!.burraco).toBeNull();
    const casale = play(casa.state, 0, { do: "add", meld: 0, cards: ["N:L", "N:E"], word: "CASALE" }, lexicon);
    if (!casale.ok) throw new Error(casale.error.code);
    expect(viewFor(casale.state, 0).lines[0]!.melds[0]!.burraco).toBe("sporco");
  });
});

describe("Basic closing, without pozzetti (docs/engine.md, «Basic ruleset»)", () => {
  const CASA = [["N:C", "R:A", "N:S", "R:A"]];

  test("no pozzetto al volo: a play that empties the hand is refused", () => {
    const state = position(BASIC, {
      hands: [
        ["R:L", "N:E"],
        ["P", "N:Q"],
      ],
      melds: [CASA, []],
    });
    expect(code(state, 0, { do: "add", meld: 0, cards: ["R:L", "N:E"], word: "CASALE" })).toBe("BASIC_MUST_KEEP_A_CARD");
  });

  test("the last card closes only with a burraco and not in the first round (Art. 6 A)", () => {
    const noBurraco = position(BASIC, { hands: [["N:O"], ["P", "N:Q"]], melds: [CASA, []] });
    expect(code(noBurraco, 0, { do: "discard", card: "N:O" })).toBe("BASIC_CANNOT_CLOSE");
    const withBurraco = position(BASIC, { hands: [["N:O"], ["P", "N:Q"]], melds: [[["N:C", "R:A", "N:S", "R:A", "N:L", "R:E"]], []] });
    expect(code({ ...withBurraco, deal: { ...withBurraco.deal, turnsPlayed: 1 } }, 0, { do: "discard", card: "N:O" })).toBe("BASIC_CANNOT_CLOSE");
    const closed = play(withBurraco, 0, { do: "discard", card: "N:O" }, lexicon);
    if (!closed.ok) throw new Error(closed.error.code);
    expect(closed.state.deal.end).toEqual({ reason: "closed", seat: 0 });
    // CASALE: clean burraco 200 + closing 100 + 45 melded; the opponent −35 in hand, no pozzetto to pay.
    expect(closed.state.scores[0]!.map((line) => line.total)).toEqual([345, -35]);
  });

  test("the closing discard may not be a wild (Art. 4.7)", () => {
    const state = position(BASIC, { hands: [["J"], ["P", "N:Q"]], melds: [[["N:C", "R:A", "N:S", "R:A", "N:L", "R:E"]], []] });
    expect(code(state, 0, { do: "discard", card: "J" })).toBe("CLOSING_WITH_WILD");
  });
});

describe("Basic, 4 each alone: every line scored on its own", () => {
  test("seat 0 closes; seat 2, who would be 0's partner in pairs, pays its own hand and keeps its own words", () => {
    const state = setUpScenario({
      rules: { ...BASIC, players: 4, partners: false },
      position: {
        dealer: 3,
        turn: 0,
        phase: "play",
        turnsPlayed: 4,
        hands: [["N:O"], ["R:B", "N:Q"], ["R:D"], ["N:F", "R:G", "N:H"]],
        pozzetti: [],
        discard: ["N:I"],
        stock: ["R:O", "R:P", "R:S"],
        melds: [[["N:C", "R:A", "N:S", "R:A", "N:L", "R:E"]], [], [["R:M", "N:A", "R:R", "N:E"]], []],
      },
      actions: [],
    });
    const closed = play(state, 0, { do: "discard", card: "N:O" }, lexicon);
    if (!closed.ok) throw new Error(closed.error.code);
    expect(closed.state.deal.end).toEqual({ reason: "closed", seat: 0 });
    const totals = closed.state.scores[0]!.map((line) => line.total);
    // 0: CASALE, clean burraco 200 + closing 100 + its cards; 2: MARE's cards less its D in hand;
    // 1 and 3: only their hands, each apart (in pairs 2 would share 0's score).
    expect(totals).toHaveLength(4);
    expect(totals[0]).toBeGreaterThan(300);
    expect(totals[1]).toBeLessThan(0);
    expect(totals[3]).toBeLessThan(0);
    expect(totals[2]).toBeGreaterThan(0);
    expect(totals[2]).toBeLessThan(totals[0]!);
    expect(closed.state.totals).toEqual(totals);
  });
});

describe("whole Basic deals through the real rules", () => {
  test.each([
    [2, true],
    [3, true],
    [4, true],
    [4, false],
    [5, true],
  ] as const)("%i players (partners at 4: %s): a deal runs to its end, every card kept, the score as the view shows it", (players, partners) => {
    const start = createMatch({ ...BASIC, players, partners }, `basic-${players}`);
    let states = 0;
    const { state } = drive(start, lexicon, {
      maxActions: 600,
      choiceSeed: players,
      stopAtDealEnd: true,
      onStep: ({ after }) => {
        states++;
        const cards = everyCard(after.deal);
        if (cards.length !== 58 || new Set(cards).size !== 58) throw new Error(`carte non conservate alla versione ${after.version}`);
      },
    });
    expect(states).toBeGreaterThan(players);
    expect(state.deal.phase).toBe("over");
    const score = state.scores[0]!;
    expect(score).toHaveLength(players === 4 && partners ? 2 : players);
    expect(score.every((line) => line.pozzetto === 0)).toBe(true);
    for (const line of score) expect(line.total).toBe(line.burraco + line.bonus + line.closing + line.melds + line.hand + line.pozzetto);
    expect(viewFor(state, 0).score).toEqual(score);
    expect(makeCard(state.deal.discard.at(-1)!)).toEqual(expect.any(String));
  });
});
