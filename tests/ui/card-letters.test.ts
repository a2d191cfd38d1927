import { describe, expect, it } from "vitest";

import { parseCardLetters } from "~/app/dizionario/_components/card-letters";

describe("parseCardLetters", () => {
  it("upper-cases and drops spaces", () => {
    expect(parseCardLetters(" cas apt ")).toEqual({ ok: true, letters: "CASAPT" });
  });

  it("accepts the empty hand (the form asks for letters separately)", () => {
    expect(parseCardLetters("")).toEqual({ ok: true, letters: "" });
  });

  // Art. 1.2: no J K W X Y and no accented letters on the cards.
  it.each([
    ["casak", ["K"]],
    ["jwxy", ["J", "W", "X", "Y"]],
    ["città", ["À"]],
    ["a1b!1", ["1", "!"]],
  ])("rejects %s naming %j", (input, bad) => {
    const parsed = parseCardLetters(input);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.badCharacters).toEqual(bad);
    for (const char of bad) expect(parsed.message).toContain(`«${char}»`);
  });

  it("rejects more than 22 letters", () => {
    const parsed = parseCardLetters("A".repeat(23));
    expect(parsed).toMatchObject({ ok: false, message: expect.stringContaining("22") });
  });
});
