/** Near words for the judge (issue #5): one edit away, accepted by the profile, real dictionary. */
import { beforeAll, describe, expect, it } from "vitest";

import { openLexicon } from "~/lexicon";
import { nearWords } from "~/lexicon/near-words";
import type { Lexicon } from "~/lexicon/types";

let lexicon: Lexicon;
beforeAll(async () => {
  lexicon = await openLexicon();
});

describe("nearWords", () => {
  it("finds valid words one edit away: changed, added, removed letters and swapped neighbours", () => {
    const near = nearWords(lexicon, "GATTINO", "libero", 100);
    expect(near).toContain("GATTINI"); // a letter changed
    expect(near).toContain("GATTINA");
    expect(nearWords(lexicon, "CSA", "libero", 100)).toContain("CASA"); // a letter added
    expect(nearWords(lexicon, "CASSA", "libero", 100)).toContain("CASA"); // a letter taken away
    expect(nearWords(lexicon, "CAAS", "libero", 100)).toContain("CASA"); // two swapped
    expect(near).not.toContain("GATTINO");
  });

  it("keeps only what the profile accepts, sorted, at most `limit`", () => {
    const torneo = nearWords(lexicon, "GATTINO", "torneo", 100);
    // Under torneo altered forms are dubious: GATTINA (altered) is not offered, GATTONE neither.
    expect(torneo).not.toContain("GATTINA");
    for (const word of torneo) expect(lexicon.check(word, "torneo")).toMatchObject({ ok: true, verdict: "valid" });
    expect([...torneo].sort()).toEqual(torneo);
    expect(nearWords(lexicon, "CASA", "libero", 3)).toHaveLength(3);
  });
});
