/**
 * RULES §3-6 through scenarios (the same runner as `burraco game run`), with the real
 * dictionary under the `libero` profile unless a test says otherwise.
 */
import { describe, expect, test } from "vitest";
import { play } from "~/engine/game";
import { makeRuleset } from "~/engine/ruleset";
import { runScenario, type Scenario, type ScenarioAction, type ScenarioPosition, setUpScenario } from "~/engine/scenario";
import { timeAllowed } from "~/engine/timing";
import { realLexicon } from "../lexicon/real-lexicon";

const lexicon = realLexicon();

function two(position: Partial<ScenarioPosition>, actions: ScenarioAction[], rules: Scenario["rules"] = {}) {
  const scenario: Scenario = {
    rules: { players: 2, wordProfile: "libero", ...rules },
    position: {
      dealer: 1,
      turn: 0,
      phase: "play",
      hands: [[], ["R:B", "R:Z"]],
      pozzetti: [null, ["R:H", "R:Q", "R:V", "R:H", "R:Q", "R:V", "R:F", "R:F", "R:G", "R:G", "R:D"]],
      discard: ["R:E"],
      stock: ["R:O", "R:P", "R:S", "R:I", "R:U"],
      melds: [[], []],
      ...position,
    },
    actions,
  };
  return runScenario(scenario, lexicon);
}

const CASETTA = ["N:C", "N:A", "N:S", "N:E", "N:T", "N:T", "N:A"];

describe("§5-6 closing (Art. 6 A)", () => {
  test("closing with a clean burraco: +200, +100 closing, card values; the other line −100 pozzetto and its hand", () => {
    const out = two({ hands: [["R:E"], ["R:B", "R:Z"]], melds: [[CASETTA], []] }, [{ seat: 0, do: "discard", card: "R:E" }]);
    expect(out.results).toEqual([{ ok: true }]);
    expect(out.end).toEqual({ reason: "closed", seat: 0 });
    expect(out.score[0]).toEqual({ line: 0, total: 355, burraco: 200, bonus: 0, closing: 100, melds: 55, hand: 0, pozzetto: 0 });
    expect(out.score[1]).toEqual({ line: 1, total: -125, burraco: 0, bonus: 0, closing: 0, melds: 0, hand: -25, pozzetto: -100 });
  });

  test("no closing without a burraco", () => {
    const out = two({ hands: [["R:E"], ["R:B"]], melds: [[["N:C", "N:A", "N:S", "N:A"]], []] }, [{ seat: 0, do: "discard", card: "R:E" }]);
    expect(out.results[0]).toMatchObject({ ok: false, code: "CANNOT_CLOSE" });
    expect(out.end).toBeNull();
  });

  test("no closing in the first round (Art. 1.1: everyone plays once)", () => {
    const out = two({ turnsPlayed: 1, hands: [["R:E"], ["R:B"]], melds: [[CASETTA], []] }, [{ seat: 0, do: "discard", card: "R:E" }]);
    expect(out.results[0]).toMatchObject({ ok: false, code: "CANNOT_CLOSE" });
  });

  test("no closing by discarding a wild (Art. 4.7)", () => {
    const out = two({ hands: [["J"], ["R:B"]], melds: [[CASETTA], []] }, [{ seat: 0, do: "discard", card: "J" }]);
    expect(out.results[0]).toMatchObject({ ok: false, code: "CLOSING_WITH_WILD" });
  });

  test("a play may not leave a line that has its pozzetto with no card to discard", () => {
    const out = two({ hands: [["N:C", "N:A", "N:S", "N:A"], ["R:B"]] }, [{ seat: 0, do: "meld", cards: ["N:C", "N:A", "N:S", "N:A"] }]);
    expect(out.results[0]).toMatchObject({ ok: false, code: "MUST_KEEP_A_CARD" });
  });
});

describe("§6 scoring lines", () => {
  test("a clean burraco of 9 gets the +50 bonus; a dirty one +100", () => {
    const out = two(
      {
        hands: [["R:O"], ["R:B"]],
        melds: [
          [
            ["N:C", "N:A", "N:M", "N:M", "N:I", "N:N", "N:A", "N:T", "N:A"],
            ["R:P", "R:A", "R:N", "R:E", "R:T", "J=T", "R:O"],
          ],
          [],
        ],
      },
      [{ seat: 0, do: "discard", card: "R:O" }],
    );
    expect(out.end?.reason).toBe("closed");
    // CAMMINATA: 70 points of cards; PANETTO: 45 + the jolly's 30.
    expect(out.score[0]).toMatchObject({ burraco: 300, bonus: 50, closing: 100, melds: 70 + 75, hand: 0, pozzetto: 0 });
    expect(out.score[0]!.total).toBe(300 + 50 + 100 + 145);
  });

  test("as it stands now (no end): hands count negative, a line without pozzetto −100", () => {
    const out = two({ hands: [["R:Q", "P"], ["R:B"]], pozzetti: [["R:A"], ["R:E"]] }, []);
    expect(out.end).toBeNull();
    expect(out.score[0]).toMatchObject({ hand: -35, pozzetto: -100, total: -135 });
  });
});

describe("§3 a turn (Art. 4, 4.4, 4.6)", () => {
  test("draw then play then discard; drawing twice is refused", () => {
    const out = two({ phase: "draw", hands: [["R:A", "R:E"], ["R:B"]], pozzetti: [["R:L"], ["R:M"]] }, [
      { seat: 0, do: "draw" },
      { seat: 0, do: "draw" },
      { seat: 1, do: "discard", card: "R:B" },
      { seat: 0, do: "discard", card: "R:O" },
    ]);
    expect(out.results.map((r) => (r.ok ? "ok" : r.code))).toEqual(["ok", "ALREADY_DRAWN", "NOT_YOUR_TURN", "ok"]);
  });

  test("picking up takes the whole pile", () => {
    const out = two({ phase: "draw", hands: [["R:A"], ["R:B"]], pozzetti: [["R:L"], ["R:M"]], discard: ["R:E", "R:C", "R:A"] }, [
      { seat: 0, do: "pickup" },
      { seat: 0, do: "meld", cards: ["R:C", "R:A", "R:E"] },
    ]);
    expect(out.results[1]).toMatchObject({ ok: false, code: "WORD_INVALID" });
  });

  test("a one-card pile: its card may not be discarded the same turn without a doppione (Art. 4.4)", () => {
    const base = { phase: "draw" as const, pozzetti: [["R:L"], ["R:M"]], discard: ["R:E"] };
    const alone = two({ ...base, hands: [["R:A", "R:O"], ["R:B"]] }, [
      { seat: 0, do: "pickup" },
      { seat: 0, do: "discard", card: "R:E" },
    ]);
    expect(alone.results[1]).toMatchObject({ ok: false, code: "SINGLE_PICKUP_DISCARD" });
    const doppione = two({ ...base, hands: [["R:E", "R:O"], ["R:B"]] }, [
      { seat: 0, do: "pickup" },
      { seat: 0, do: "discard", card: "R:E" },
    ]);
    expect(doppione.results[1]).toEqual({ ok: true });
  });

  test("the stock ends the deal: the drawer of the third-last card discards last, no closing bonus (Art. 6 B.1)", () => {
    const out = two({ phase: "draw", hands: [["R:A", "R:E"], ["R:B"]], pozzetti: [["R:L"], ["R:M"]], stock: ["R:O", "R:P", "R:S"] }, [
      { seat: 0, do: "draw" },
      { seat: 0, do: "discard", card: "R:A" },
      { seat: 1, do: "draw" },
    ]);
    expect(out.results.map((r) => r.ok)).toEqual([true, true, false]);
    expect(out.end).toEqual({ reason: "stock", seat: 0 });
    expect(out.score[0]!.closing).toBe(0);
  });
});

describe("§4 melds (Art. 4.2, 4.7)", () => {
  test("at least 3 cards, one colour, at most one wild, a pinella only for a vowel", () => {
    const hands = [["N:C", "N:A", "N:A", "R:S", "N:S", "J", "P", "N:E", "N:N", "R:B"], ["R:B"]];
    const out = two({ hands, pozzetti: [["R:L"], ["R:M"]] }, [
      { seat: 0, do: "meld", cards: ["N:C", "N:A"] },
      { seat: 0, do: "meld", cards: ["N:C", "N:A", "R:S", "N:A"] },
      { seat: 0, do: "meld", cards: ["J=C", "N:A", "P=S", "N:A"] },
      { seat: 0, do: "meld", cards: ["N:C", "N:A", "P=S", "N:A"] },
      { seat: 0, do: "meld", cards: ["N:C", "N:A", "N:N", "P=E"] },
    ]);
    expect(out.results.map((r) => (r.ok ? "ok" : r.code))).toEqual(["MELD_TOO_SHORT", "MIXED_COLOURS", "TWO_WILDS", "PINELLA_NOT_VOWEL", "ok"]);
  });

  test("the word must be valid under the table's profile: a dubious word goes back to the caller", () => {
    const hands = [["N:G", "N:A", "N:T", "N:T", "N:I", "N:N", "N:O", "R:B"], ["R:B"]];
    const out = two({ hands, pozzetti: [["R:L"], ["R:M"]] }, [{ seat: 0, do: "meld", cards: ["N:G", "N:A", "N:T", "N:T", "N:I", "N:N", "N:O"] }], {
      wordProfile: "torneo",
    });
    expect(out.results[0]).toMatchObject({ ok: false, code: "WORD_DUBIOUS" });
  });

  test("adding keeps the cards down in order; the wild may move and stays in the meld (Art. 4.7)", () => {
    const out = two({ hands: [["N:S", "N:T", "R:B"], ["R:B"]], pozzetti: [["R:L"], ["R:M"]], melds: [[["N:C", "N:A", "J=S", "N:A"]], []] }, [
      { seat: 0, do: "add", meld: 0, cards: ["N:S"], word: "CASSA" },
      { seat: 0, do: "add", meld: 0, cards: ["N:T"], word: "CASSATA" },
    ]);
    expect(out.results[0]).toEqual({ ok: true });
    expect(out.results[1]).toMatchObject({ ok: false });
  });

  test("adding needs the right letters", () => {
    const out = two({ hands: [["N:T", "N:A", "R:B"], ["R:B"]], pozzetti: [["R:L"], ["R:M"]], melds: [[["N:C", "N:A", "J=S", "N:A"]], []] }, [
      { seat: 0, do: "add", meld: 0, cards: ["N:T", "N:A"], word: "CASETTA" },
      { seat: 0, do: "add", meld: 0, cards: ["N:T", "N:A"], word: "CASATA" },
    ]);
    expect(out.results[0]).toMatchObject({ ok: false, code: "NO_ARRANGEMENT" });
    expect(out.results[1]).toEqual({ ok: true });
  });
});

describe("§5 pozzetto (Art. 1.1)", () => {
  test("al volo: a hand emptied by melding takes the pozzetto and plays on", () => {
    const out = two({ hands: [["N:C", "N:A", "N:S", "N:A"], ["R:B"]], pozzetti: [["R:O", "R:R", "R:A"], ["R:M"]] }, [
      { seat: 0, do: "meld", cards: ["N:C", "N:A", "N:S", "N:A"] },
      { seat: 0, do: "meld", cards: ["R:O", "R:R", "R:A"] },
    ]);
    expect(out.results[0]).toEqual({ ok: true });
    // The pozzetto is in hand at once; melding it all would empty the hand again: refused.
    expect(out.results[1]).toMatchObject({ ok: false, code: "MUST_KEEP_A_CARD" });
    expect(out.score[0]).toMatchObject({ pozzetto: 0, hand: -20 });
  });

  test("con lo scarto: discarding the last card takes the pozzetto, counted in hand until played", () => {
    const out = two({ hands: [["R:E"], ["R:B"]], pozzetti: [["R:O", "R:R", "R:A"], ["R:M"]] }, [{ seat: 0, do: "discard", card: "R:E" }]);
    expect(out.results[0]).toEqual({ ok: true });
    expect(out.end).toBeNull();
    expect(out.score[0]).toMatchObject({ pozzetto: 0, hand: -20 });
  });
});

describe("Art. 10.17 gioco al monte (part of the regulation: on by default, a table may turn it off)", () => {
  const position = {
    phase: "draw" as const,
    hands: [["R:C", "R:S", "R:B", "R:O"], ["R:B"]],
    pozzetti: [["R:L"], ["R:M"]],
    discard: ["R:E", "R:A", "R:A"],
  };
  const monte = { seat: 0, do: "monte" as const, melds: [["R:C", "R:A", "R:S", "R:A"]], pile: ["R:A", "R:A"] };

  test("Art. 10.17: the default ruleset allows it", () => {
    expect(makeRuleset().giocoAlMonte).toBe(true);
    expect(makeRuleset({ players: 3 }).giocoAlMonte).toBe(true);
    expect(makeRuleset({ giocoAlMonte: false }).giocoAlMonte).toBe(false);
  });

  test("Art. 10.17: with the default rules, opens melds with hand and pile cards, leaving at most one card on the pile", () => {
    const out = two(position, [monte, { seat: 0, do: "discard", card: "R:B" }]);
    expect(out.results).toEqual([{ ok: true }, { ok: true }]);
    expect(out.score[0]!.melds).toBe(30);
  });

  test("Art. 10.17: refused at a table that turned it off", () => {
    expect(two(position, [monte], { giocoAlMonte: false }).results[0]).toMatchObject({ ok: false, code: "MONTE_NOT_ALLOWED" });
  });

  test("Art. 10.17: refused when more than one card would stay on the pile", () => {
    const tooMany = { ...monte, melds: [["R:C", "R:A", "R:S", "R:O"]], pile: ["R:A"] };
    expect(two(position, [tooMany]).results[0]).toMatchObject({ ok: false, code: "MONTE_TOO_MANY_LEFT" });
  });
});

describe("no dead ends: a player always has a legal move", () => {
  test("a play may not leave only the card just picked up alone from the pile (Art. 4.4)", () => {
    const out = two(
      {
        phase: "draw",
        hands: [
          ["N:C", "N:A", "N:S", "N:A"],
          ["R:B", "R:Z"],
        ],
        pozzetti: [["R:L"], ["R:M"]],
        discard: ["R:E"],
      },
      [
        { seat: 0, do: "pickup" },
        { seat: 0, do: "meld", cards: ["N:C", "N:A", "N:S", "N:A"] },
      ],
    );
    expect(out.results[1]).toMatchObject({ ok: false, code: "SINGLE_PICKUP_DISCARD" });
  });
});

describe("Art. 4.7 and Art. 6 B.1 edge cases", () => {
  test("a meld of wilds alone is refused as such", () => {
    const out = two({ hands: [["J", "P", "J", "R:B"], ["R:B"]], pozzetti: [["R:L"], ["R:M"]] }, [{ seat: 0, do: "meld", cards: ["J=C", "P=A", "J=S"] }]);
    expect(out.results[0]).toMatchObject({ ok: false, code: "ONLY_WILDS" });
  });

  test("with the last two cards in the tallone the pile cannot be picked up either", () => {
    const out = two({ phase: "draw", hands: [["R:A"], ["R:B"]], pozzetti: [["R:L"], ["R:M"]], stock: ["R:O", "R:P"] }, [{ seat: 0, do: "pickup" }]);
    expect(out.results[0]).toMatchObject({ ok: false, code: "STOCK_LAST_TWO" });
  });
});

describe("review findings (fixed)", () => {
  test("Art. 4.7: a wild changes letter only once a card with its letter replaces it (CASA + L ≠ CLAVA)", () => {
    const melds: ScenarioPosition["melds"] = [[["N:C", "N:A", "J=S", "N:A"]], []];
    const refused = two({ hands: [["N:L", "R:B", "R:D"], ["R:M"]], pozzetti: [["R:O"], ["R:U"]], melds }, [
      { seat: 0, do: "add", meld: 0, cards: ["N:L"], word: "CLAVA" },
    ]);
    expect(refused.results[0]).toMatchObject({ ok: false, code: "NO_ARRANGEMENT" });
    // With the S down, the jolly is free: C A S(new) T(jolly) A.
    const replaced = two({ hands: [["N:S", "R:B", "R:D"], ["R:M"]], pozzetti: [["R:O"], ["R:U"]], melds }, [
      { seat: 0, do: "add", meld: 0, cards: ["N:S"], word: "CASTA" },
    ]);
    expect(replaced.results[0]).toEqual({ ok: true });
  });

  test("Art. 4.4: once the lone picked-up card is melded, its twin from the pozzetto may be discarded", () => {
    const out = two(
      {
        phase: "draw",
        hands: [
          ["N:C", "N:S", "N:A"],
          ["R:M", "R:L"],
        ],
        pozzetti: [["N:A", "R:B", "R:D", "R:F", "R:G", "R:H", "R:L", "R:M", "R:P", "R:T", "R:V"], ["R:U"]],
        discard: ["N:A"],
      },
      [
        { seat: 0, do: "pickup" },
        { seat: 0, do: "meld", cards: ["N:C", "N:A", "N:S", "N:A"] },
        { seat: 0, do: "discard", card: "N:A" },
      ],
    );
    expect(out.results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
  });

  test("Art. 4.5: who must draw after a stallo cannot use the pile for gioco al monte either", () => {
    const out = two(
      {
        phase: "draw",
        hands: [
          ["R:B", "R:C", "N:A", "N:S", "N:A", "R:Z"],
          ["N:B", "N:C", "N:M", "R:L"],
        ],
        pozzetti: [["R:O"], ["R:U"]],
        discard: ["R:E"],
      },
      [
        { seat: 0, do: "pickup" },
        { seat: 0, do: "discard", card: "R:B" },
        { seat: 1, do: "pickup" },
        { seat: 1, do: "discard", card: "N:B" },
        { seat: 0, do: "pickup" },
        { seat: 0, do: "discard", card: "R:C" },
        { seat: 1, do: "pickup" },
        { seat: 1, do: "discard", card: "N:C" },
        { seat: 0, do: "monte", melds: [["N:C", "N:A", "N:S", "N:A"]], pile: ["N:C"] },
      ],
      { giocoAlMonte: true },
    );
    expect(out.results.at(-1)).toMatchObject({ ok: false, code: "STALLO_MUST_DRAW" });
  });
});

describe("§7 Art. 4.1: the time to play is fixed when the player has drawn", () => {
  test("melding down from 11 cards keeps the 40 s of an 11-card hand", () => {
    const state = setUpScenario({
      rules: { players: 2, wordProfile: "libero", timers: true },
      position: {
        dealer: 1,
        turn: 0,
        phase: "draw",
        hands: [["N:C", "N:A", "N:S", "N:A", "R:B", "R:D", "R:F", "R:G", "R:L", "R:M"], ["R:B"]],
        pozzetti: [["R:O"], ["R:U"]],
        discard: ["R:E"],
        stock: ["R:A", "R:I", "R:E", "R:O"],
        melds: [[], []],
      },
      actions: [],
    });
    const drawn = play(state, 0, { do: "draw" }, lexicon);
    if (!drawn.ok) throw new Error(drawn.error.code);
    expect(timeAllowed(drawn.state)?.seconds).toBe(40);
    const melded = play(drawn.state, 0, { do: "meld", cards: ["N:C", "N:A", "N:S", "N:A"] }, lexicon);
    if (!melded.ok) throw new Error(melded.error.code);
    expect(melded.state.deal.hands[0]).toHaveLength(7);
    expect(timeAllowed(melded.state)?.seconds).toBe(40);
  });
});
