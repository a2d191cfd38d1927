import { useQuery } from "@tanstack/react-query";

import { CardTile } from "./card-tile";
import type { MissedWords as Missed } from "./table-view";

/**
 * "Parole che potevi fare" (issue #16): under the score sheet once a deal is over, the best
 * words the seat's final hand or the monte scarti could have made (`table.missedWords`,
 * worked out by the server from this seat's view only), each with its cards.
 */
export function MissedWords({ gameId, deal, load }: { gameId: string; deal: number; load: () => Promise<Missed | null> }) {
  const missed = useQuery({ queryKey: ["parole-che-potevi-fare", gameId, deal], queryFn: load, staleTime: Number.POSITIVE_INFINITY });
  if (missed.data === undefined || missed.data === null) return null;
  const words = missed.data.words;
  return (
    <section className="card" aria-labelledby="potevi" data-testid="missed-words">
      <h2 id="potevi">Parole che potevi fare</h2>
      {words.length === 0 && <p className="help">Con le carte rimaste in mano e con il monte scarti non c&apos;era nessuna parola da fare.</p>}
      <ul className="missed">
        {words.map((w) => (
          <li key={w.word} className="missed__word" data-testid="missed-word" data-word={w.word}>
            <strong>{w.word}</strong>{" "}
            <span className="help">
              ({w.from === "mano" ? "con la tua mano" : "con il monte scarti"}, {w.value} punti)
            </span>
            <span className="missed__cards">
              {w.cards.map((card, i) => (
                <CardTile key={`${card}-${i}`} card={card} small />
              ))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
