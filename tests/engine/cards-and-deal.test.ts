/**
 * RULES §1 (Art. 1.2) cards and §2 (Art. 3.3-3.4) dealing: the 116-card deck, its notation,
 * seeded reproducible deals for 2, 3 and 4 players, dealer rotation.
 */
import { describe, expect, test } from "vitest";
import { cardValue, DECK, DECK_SIZE, makeCard, makeMeldCard, parseCard } from "~/engine/cards";
import { dealCards, shuffledDeck, stackDeck, stackedSeed } from "~/engine/deal";
import { createMatch } from "~/engine/game";
import { makeRuleset } from "~/engine/ruleset";

const UISP = makeRuleset({ players: 2 });

describe("§1 Art. 1.2: the deck", () => {
  test("116 cards: every consonant 4 times (2 red, 2 black), every vowel 8, 8 pinelle, 4 jolly", () => {
    expect(DECK_SIZE).toBe(116);
    const count = (key: string) => DECK.filter((_, id) => makeCard(id) === key).length;
    for (const c of "BCDFGHLMNPQRSTVZ") {
      expect(count(`R:${c}`)).toBe(2);
      expect(count(`N:${c}`)).toBe(2);
    }
    for (const v of "AEIOU") {
      expect(count(`R:${v}`)).toBe(4);
      expect(count(`N:${v}`)).toBe(4);
    }
    expect(count("P")).toBe(8);
    expect(count("J")).toBe(4);
    for (const missing of "JKWXY") expect(count(`R:${missing}`)).toBe(0);
  });

  test("Art. 5: card values add up to 1,180", () => {
    expect(DECK.reduce((sum, _, id) => sum + cardValue(id), 0)).toBe(1180);
    const value = (key: string) => cardValue(DECK.findIndex((_, id) => makeCard(id) === key));
    expect([value("J"), value("P"), value("R:H"), value("N:Q"), value("R:Z"), value("N:B"), value("R:A")]).toEqual([30, 20, 15, 15, 15, 10, 5]);
  });

  test("the notation round-trips: R:A, N:Q, P, J and in melds J=S, P=A", () => {
    for (let id = 0; id < DECK_SIZE; id++) expect(parseCard(makeCard(id))?.key).toBe(makeCard(id));
    expect(parseCard("J=S")).toEqual({ key: "J", as: "S" });
    expect(parseCard("p=a")).toEqual({ key: "P", as: "A" });
    const jolly = DECK.findIndex((k) => k.type === "jolly");
    expect(makeMeldCard(jolly, "S")).toBe("J=S");
    for (const bad of ["R:K", "X:A", "P=K", "J=K", "", "R:", "RA", "J=1"]) expect(parseCard(bad), bad).toBeNull();
  });
});

describe("§2 Art. 3.4: dealing", () => {
  test.each([
    [2, "3x11", 22, [11, 11], 71],
    [4, "3x11", 44, [11, 11], 49],
    [3, "18+11", 33, [18, 11], 53],
    [3, "3x11", 33, [11, 11, 11], 49],
  ] as const)("%i players (%s): hands %i, pozzetti %j, 1 up, stock %i", (players, mode, inHands, pozzetti, stock) => {
    const deal = dealCards(makeRuleset({ players, threePlayerPozzetti: mode }), "seme", 0, 0);
    expect(deal.hands.flat()).toHaveLength(inHands);
    for (const hand of deal.hands) expect(hand).toHaveLength(11);
    expect(deal.pozzetti.map((p) => p.cards.length)).toEqual(pozzetti);
    expect(deal.discard).toHaveLength(1);
    expect(deal.stock).toHaveLength(stock);
    const all = [...deal.hands.flat(), ...deal.pozzetti.flatMap((p) => p.cards), ...deal.discard, ...deal.stock];
    expect(new Set(all).size).toBe(116);
  });

  test("the servito (dealer's left) plays first and the dealer rotates clockwise", () => {
    const rules = makeRuleset({ players: 4 });
    expect(dealCards(rules, "s", 0, 3).turn).toBe(0);
    const match = createMatch({ players: 4 }, "s", 2);
    expect(match.deal.dealer).toBe(2);
    expect(match.deal.turn).toBe(3);
  });

  test("a deal is reproducible from (seed, deal number): every table gets the same cards", () => {
    expect(shuffledDeck(UISP, "torneo-1", 3)).toEqual(shuffledDeck(UISP, "torneo-1", 3));
    expect(shuffledDeck(UISP, "torneo-1", 3)).not.toEqual(shuffledDeck(UISP, "torneo-1", 4));
    expect(shuffledDeck(UISP, "torneo-1", 3)).not.toEqual(shuffledDeck(UISP, "torneo-2", 3));
    const a = createMatch({ players: 2 }, "x");
    const b = createMatch({ players: 2 }, "x");
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  test("pozzetti come from the bottom of the deck, hands from the top, one card at a time", () => {
    const deck = shuffledDeck(UISP, "ordine", 0);
    const deal = dealCards(makeRuleset({ players: 2 }), "ordine", 0, 1);
    expect(deal.pozzetti[0]!.cards[0]).toBe(deck[115]);
    expect(deal.pozzetti[1]!.cards[0]).toBe(deck[114]);
    expect(deal.hands[0]![0]).toBe(deck[0]); // seat 0 is the dealer's left when seat 1 deals
    expect(deal.hands[1]![0]).toBe(deck[1]);
    expect(deal.discard[0]).toBe(deck[22]);
    expect(deal.stock[0]).toBe(deck[23]);
  });
});

describe("a stacked deck (the lesson's scripted deal)", () => {
  test.each([2, 3, 4] as const)("at %i players, the deal of a stacked seed is exactly the layout asked for; the next deal is shuffled", (players) => {
    const rules = makeRuleset({ players });
    const model = dealCards(rules, `modello-${players}`, 0, 1);
    const layout = { hands: model.hands, pozzetti: model.pozzetti.map((p) => p.cards), discard: model.discard[0]!, stock: model.stock.slice(0, 5) };
    const seed = stackedSeed(rules, stackDeck(rules, 1, layout));
    const deal = dealCards(rules, seed, 0, 1);
    expect(deal.hands).toEqual(model.hands);
    expect(deal.pozzetti).toEqual(model.pozzetti);
    expect(deal.discard).toEqual(model.discard);
    expect(deal.stock.slice(0, 5)).toEqual(model.stock.slice(0, 5));
    expect(new Set([...deal.stock, ...deal.hands.flat(), ...deal.pozzetti.flatMap((p) => p.cards), ...deal.discard]).size).toBe(DECK_SIZE);
    expect(shuffledDeck(rules, seed, 1)).not.toEqual(shuffledDeck(rules, seed, 0));
  });

  test("a layout that names a card twice, or a hand of the wrong size, is refused", () => {
    const rules = makeRuleset({ players: 2 });
    const model = dealCards(rules, "modello", 0, 0);
    const pozzetti = model.pozzetti.map((p) => p.cards);
    expect(() => stackDeck(rules, 0, { hands: [model.hands[0]!, model.hands[0]!], pozzetti, discard: model.discard[0]!, stock: [] })).toThrow(RangeError);
    expect(() => stackDeck(rules, 0, { hands: [model.hands[0]!.slice(1), model.hands[1]!], pozzetti, discard: model.discard[0]!, stock: [] })).toThrow(
      /11 carte/,
    );
    expect(() => shuffledDeck(UISP, "mazzo:0001", 0)).toThrow(RangeError);
  });
});
