/**
 * The sections of /regole (issue #19) and the link from a refusal at the table to the rule
 * behind it: a refusal that cites an article of seed 002 opens the section written from it.
 */
import { describe, expect, it } from "vitest";

import { RULE_SECTIONS, ruleForError, ruleHref } from "~/app/regole/rule-sections";
import { ENGINE_ERRORS, type EngineErrorCode } from "~/engine/errors";

/** The articles a message cites: "(Art. 9.1, 10.2)" → ["9.1", "10.2"]. */
function citedArticles(message: string): string[] {
  return [...message.matchAll(/Art\. (\d[\d.,\s]*\d|\d)/g)].flatMap((match) => match[1]!.split(/,\s*/));
}

describe("the sections of /regole", () => {
  it("each has its own id, and its address is /regole#<id>", () => {
    const ids = RULE_SECTIONS.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ruleHref("pozzetto")).toBe("/regole#pozzetto");
  });

  it.each((Object.entries(ENGINE_ERRORS) as [EngineErrorCode, string][]).filter(([, message]) => citedArticles(message).length > 0))(
    "the refusal %s links to a section written from the article it cites",
    (code, message) => {
      const id = ruleForError(code);
      const section = RULE_SECTIONS.find((candidate) => candidate.id === id);
      expect(section, `${code}: ${message}`).toBeDefined();
      // The very article: a section written from Art. 4 does not cover Art. 4.4.
      const articles: readonly string[] = section!.articles;
      for (const article of citedArticles(message)) expect(articles, `${code} cites Art. ${article}`).toContain(article);
    },
  );

  it("codes that are not a rule of the game, and anything else the table may get, link nowhere", () => {
    expect(ruleForError("NOT_YOUR_TURN")).toBeNull();
    expect(ruleForError("BAD_CARD")).toBeNull();
    expect(ruleForError("STALE_VERSION")).toBeNull();
    expect(ruleForError("toString")).toBeNull();
    expect(ruleForError(undefined)).toBeNull();
  });
});
