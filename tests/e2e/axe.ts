/** axe-core on a page, for the e2e files that check accessibility (issue #18). */
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The serious and critical violations axe finds on the page as it is now: rule, impact, where. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  // axe did look: it ran its rules and some passed.
  expect(results.passes.length).toBeGreaterThan(10);
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(" ")} — ${node.failureSummary ?? ""}`));
}
