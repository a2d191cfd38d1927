/**
 * The judge's rulings over the real dictionary (issue #5 "Overrides", RULES §9 / Art. 2: the
 * giudice di lingua decides a word). Precedence: the narrowest scope with a ruling in force
 * decides (table > event > global); within it deny beats allow; superseded and withdrawn
 * rulings do not count; without a ruling the dictionary and the profile decide as before.
 */
import { describe, expect, it } from "vitest";

import { decidingRuling, italianDate, type Ruling, type RulingContext, withRulings } from "~/lexicon/overrides";
import type { RulingScope } from "~/lexicon/types";
import { realLexicon } from "./real-lexicon";

const TABLE = "tavolo-1";
const EVENT = "evento-1";
const HERE: RulingContext = { gameId: TABLE, eventId: EVENT };
/** 22/11/2026 10:30 in Rome. */
const DAY = Date.UTC(2026, 10, 22, 9, 30);

let nextId = 0;
function ruling(word: string, decision: Ruling["decision"], scope: RulingScope, extra: Partial<Ruling> = {}): Ruling {
  nextId++;
  return {
    id: `r${String(nextId).padStart(4, "0")}`,
    word,
    decision,
    scope,
    scopeId: scope === "global" ? null : scope === "event" ? EVENT : TABLE,
    reason: `motivo ${nextId}`,
    judge: "Giudice Rossi",
    ruledAt: DAY + nextId,
    supersededBy: null,
    ...extra,
  };
}

type ScopeState = "none" | "allow" | "deny" | "both";
const STATES: ScopeState[] = ["none", "allow", "deny", "both"];
const SCOPES: RulingScope[] = ["table", "event", "global"]; // narrowest first

function rulingsFor(word: string, states: Record<RulingScope, ScopeState>): Ruling[] {
  return SCOPES.flatMap((scope) => {
    const state = states[scope];
    const allow = state === "allow" || state === "both" ? [ruling(word, "allow", scope)] : [];
    const deny = state === "deny" || state === "both" ? [ruling(word, "deny", scope)] : [];
    // Deny first then allow: the order of the list must not matter.
    return [...deny, ...allow];
  });
}

describe("precedence (issue #5: narrower scope beats wider, deny beats allow within a scope)", () => {
  const combinations = STATES.flatMap((table) =>
    STATES.flatMap((event) => STATES.map((global) => ({ table, event, global }) as Record<RulingScope, ScopeState>)),
  );

  it.each(combinations)("table $table, event $event, global $global", (states) => {
    const lexicon = realLexicon();
    // CASA is valid in the dictionary, BRUM is not: a ruling must override both ways.
    for (const word of ["CASA", "BRUM"]) {
      const rulings = rulingsFor(word, states);
      const judged = withRulings(lexicon, rulings, HERE).check(word.toLowerCase(), "torneo");
      const decidingScope = SCOPES.find((scope) => states[scope] !== "none");
      if (decidingScope === undefined) {
        expect(judged).toEqual(lexicon.check(word.toLowerCase(), "torneo"));
        expect(judged.source).toBe("dictionary");
        continue;
      }
      const expected = states[decidingScope] === "allow" ? "allow" : "deny";
      expect(judged.source).toBe("judge");
      expect(judged.ruling?.scope).toBe(decidingScope);
      expect(judged.ruling?.decision).toBe(expected);
      expect(judged.ok).toBe(expected === "allow");
      expect(judged.verdict).toBe(expected === "allow" ? "valid" : "invalid");
      // The same ruling as the pure decision reports.
      expect(judged.ruling?.id).toBe(decidingRuling(rulings, word, HERE)?.id);
    }
  });
});

describe("withRulings", () => {
  it("reports the ruling behind a judge's verdict: id, decision, scope, reason, judge, date", () => {
    const deny = ruling("CASA", "deny", "event", { reason: "Decisione della direzione di gara" });
    const check = withRulings(realLexicon(), [deny], HERE).check("Casa", "torneo");
    expect(check).toMatchObject({
      input: "Casa",
      word: "CASA",
      ok: false,
      verdict: "invalid",
      reason: null,
      source: "judge",
      profile: "torneo",
      ruling: { id: deny.id, decision: "deny", scope: "event", reason: "Decisione della direzione di gara", judge: "Giudice Rossi", at: deny.ruledAt },
    });
    expect(check.hint).toBe("Parola esclusa dal giudice il 22/11/2026: Decisione della direzione di gara");
  });

  it("allows a word the profile sends to the judge (an altered noun, Art. 4.2) and keeps its base word", () => {
    const lexicon = realLexicon();
    expect(lexicon.check("gattino", "torneo").verdict).toBe("dubious");
    const allow = ruling("GATTINO", "allow", "table", { reason: "Lessicalizzato nel torneo" });
    const check = withRulings(lexicon, [allow], HERE).check("gattino", "torneo");
    expect(check).toMatchObject({ ok: true, verdict: "valid", source: "judge", base: "gatto" });
    expect(check.hint).toBe("Parola ammessa dal giudice il 22/11/2026: Lessicalizzato nel torneo");
  });

  it("ignores superseded and withdrawn rulings: the dictionary decides again", () => {
    const lexicon = realLexicon();
    const superseded = ruling("CASA", "deny", "table", { supersededBy: "rX" });
    const withdrawn = ruling("CASA", "withdrawn", "event");
    const judged = withRulings(lexicon, [superseded, withdrawn], HERE);
    expect(judged.check("casa", "torneo")).toEqual(lexicon.check("casa", "torneo"));
    // A superseded narrow ruling does not hide a wider one in force.
    const global = ruling("CASA", "deny", "global");
    expect(withRulings(lexicon, [superseded, withdrawn, global], HERE).check("casa", "torneo").ruling?.id).toBe(global.id);
  });

  it("applies only the rulings of this table and this event", () => {
    const lexicon = realLexicon();
    const otherTable = ruling("CASA", "deny", "table", { scopeId: "tavolo-2" });
    const otherEvent = ruling("CASA", "deny", "event", { scopeId: "evento-2" });
    const judged = withRulings(lexicon, [otherTable, otherEvent], HERE);
    expect(judged.check("casa", "torneo").source).toBe("dictionary");
    // A table outside any event gets the global rulings only.
    const global = ruling("BRUM", "allow", "global");
    const event = ruling("BRUM", "deny", "event");
    expect(withRulings(lexicon, [global, event], { gameId: "solo" }).check("brum", "torneo").ok).toBe(true);
    expect(withRulings(lexicon, [global, event], HERE).check("brum", "torneo").ok).toBe(false);
  });

  it("leaves input errors to the dictionary (no word, no ruling)", () => {
    const lexicon = realLexicon();
    const judged = withRulings(lexicon, [ruling("CASA", "deny", "global")], HERE);
    expect(judged.check("", "torneo")).toEqual(lexicon.check("", "torneo"));
    expect(judged.check("ca sa", "torneo").source).toBe("input");
  });

  it("reports the latest of two equal rulings in the deciding scope", () => {
    const first = ruling("CASA", "deny", "event", { ruledAt: DAY });
    const later = ruling("CASA", "deny", "event", { ruledAt: DAY + 60_000 });
    expect(decidingRuling([later, first], "CASA", HERE)?.id).toBe(later.id);
    expect(decidingRuling([first, later], "CASA", HERE)?.id).toBe(later.id);
  });

  it("readings: drops a denied word, adds an allowed one the dictionary refuses", () => {
    const lexicon = realLexicon();
    const before = lexicon.readings("CA?A", "jolly", "torneo").map((r) => r.word);
    expect(before).toContain("CASA");
    expect(before).not.toContain("CAZA");
    const judged = withRulings(lexicon, [ruling("CASA", "deny", "table"), ruling("CAZA", "allow", "event")], HERE);
    const readings = judged.readings("CA?A", "jolly", "torneo");
    expect(readings.map((r) => r.word)).toEqual(
      before
        .filter((w) => w !== "CASA")
        .concat("CAZA")
        .sort(),
    );
    const caza = readings.find((r) => r.word === "CAZA")!;
    expect(caza).toMatchObject({ letter: "Z", check: { ok: true, source: "judge" } });
    // A pinella stands for a vowel only (Art. 4.2): CAZA cannot be read with one.
    expect(judged.readings("CA?A", "pinella", "torneo").map((r) => r.word)).not.toContain("CAZA");
  });

  it("findWords: drops denied words, adds allowed words the letters make (with the wild where needed)", () => {
    const lexicon = realLexicon();
    const plain = lexicon.findWords("CAS", "jolly", { limit: 5 });
    expect(plain.map((w) => w.word)).toContain("CASA");
    const judged = withRulings(lexicon, [ruling("CASA", "deny", "global"), ruling("SAC", "allow", "table")], HERE);
    const found = judged.findWords("CAS", "jolly", { limit: 50 });
    const words = found.map((w) => w.word);
    expect(words).not.toContain("CASA");
    // SAC from S, A, C: no wild, 25 points (Art. 5 values).
    expect(found.find((w) => w.word === "SAC")).toEqual({ word: "SAC", length: 3, value: 25, wildAt: null, verdict: "valid" });
    // Still in the dictionary's order: by value, descending.
    const values = found.map((w) => w.value);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    // The limit still holds with denied words removed.
    expect(judged.findWords("CAS", "jolly", { limit: 5 })).toHaveLength(5);
  });

  it("formats the ruling's day in Italy's time zone", () => {
    expect(italianDate(Date.UTC(2026, 10, 22, 23, 30))).toBe("23/11/2026");
  });

  it("returns the dictionary itself when no ruling applies", () => {
    const lexicon = realLexicon();
    expect(withRulings(lexicon, [ruling("CASA", "deny", "table", { scopeId: "altro" })], HERE)).toBe(lexicon);
  });
});
