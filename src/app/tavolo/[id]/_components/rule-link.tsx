import { ruleForError, ruleHref } from "~/app/regole/rule-sections";

/**
 * After a refusal's message, the section of `/regole` that explains it, when the engine's
 * code has one (rule-sections.ts); in another tab, so that the game stays open.
 */
export function RuleLink({ code }: { code: string | undefined }) {
  const id = ruleForError(code);
  if (id === null) return null;
  return (
    <>
      {" "}
      <a href={ruleHref(id)} target="_blank" rel="noopener" data-testid="rule-link">
        Leggi la regola<span className="sr-only"> (in una nuova scheda)</span>
      </a>
    </>
  );
}
