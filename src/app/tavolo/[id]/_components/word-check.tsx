import { skipToken, useQuery } from "@tanstack/react-query";

import { useTRPC } from "~/trpc/react";
import { useDebounced } from "~/app/dizionario/_components/use-debounced";
import { VERDICT_ICON, VERDICT_LABEL } from "~/app/dizionario/_components/labels";

import type { Profile } from "./table-view";

/** The dictionary's check of a word as the player spells it (debounced; "" asks nothing). */
function useWordCheck(word: string, profile: Profile) {
  const trpc = useTRPC();
  const debounced = useDebounced(word, 300);
  const check = useQuery(trpc.dictionary.check.queryOptions(debounced === "" ? skipToken : { word: debounced, profile }));
  return { check, settled: debounced === word };
}

/** The verdict on the word once known ("valid", "invalid", "dubious"), else null. */
export function useVerdict(word: string, profile: Profile): string | null {
  const { check, settled } = useWordCheck(word, profile);
  return word !== "" && settled && check.data ? check.data.verdict : null;
}

/** The dictionary's verdict on the word as spelled, with its hint ("Controllo…" until it settles). */
export function WordFeedback({ word, profile, testId }: { word: string; profile: Profile; testId: string }) {
  const { check, settled } = useWordCheck(word, profile);
  if (!check.data || !settled) {
    return <p className="status">Controllo…</p>;
  }
  const c = check.data;
  return (
    <div className={`verdict verdict--${c.verdict} verdict--compact`} data-testid={testId} data-verdict={c.verdict} aria-live="polite">
      <p className="verdict__meaning">
        <span aria-hidden="true">{VERDICT_ICON[c.verdict]} </span>
        {VERDICT_LABEL[c.verdict]}: {c.word || word}
      </p>
      {c.hint && <p className="verdict__hint">{c.hint}</p>}
    </div>
  );
}
