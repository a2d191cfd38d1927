import { useCallback, useState } from "react";

import { errorText } from "~/trpc/error-text";
import { type JudgedBy, refusalMessage } from "./judge-ui";
import type { Action, Place, Send } from "./table-action";
import type { ActResult, AnswerView } from "./table-view";

/**
 * Sending a move: busy while it travels; a refusal's message (and the engine's code: a word
 * refusal offers the judge, issue #5) is kept for the control that sent it, and only until the
 * next move. `judgedBy`: at a class's table a refusal that names the judge names the teacher.
 */
export function useSend(act: (action: Action) => Promise<ActResult>, onView: (view: AnswerView) => void, judgedBy: JudgedBy) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Place, string>>>({});
  const [codes, setCodes] = useState<Partial<Record<Place, string>>>({});

  const send: Send = useCallback(
    async (place: Place, action: Action) => {
      setBusy(true);
      setErrors({});
      setCodes({});
      try {
        const result = await act(action);
        if ("view" in result && result.view) onView(result.view);
        if (!result.ok) {
          setErrors({ [place]: refusalMessage(result.code, result.message, judgedBy) });
          setCodes({ [place]: result.code });
        }
      } catch (error) {
        setErrors({ [place]: errorText(error, "Il tavolo non risponde: riprova.") });
      } finally {
        setBusy(false);
      }
    },
    [act, onView, judgedBy],
  );

  return { busy, errors, codes, send };
}
