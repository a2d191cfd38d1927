import { CardTile } from "./card-tile";
import { type JudgeNoun, REQUEST_LABEL, requestSentence, wordList } from "./judge-ui";
import styles from "./judge.module.css";

interface Judgement {
  kind: "contest" | "challenge";
  by: number;
  against: number;
  words: string[];
  cards: string[];
  afterDiscard: boolean;
}

/**
 * "Parola al giudice" (RULES §9): while a request waits, every page (seats and spectators)
 * shows who asked what, the words and cards on the judge's desk, and that the table — and its
 * clock — stands still until the ruling. At a class's table: "Parola all'insegnante" (issue #16).
 */
export function JudgementBanner({ judgement, nameOf, judge }: { judgement: Judgement; nameOf: (seat: number) => string; judge: JudgeNoun }) {
  return (
    <section className={styles.banner} role="status" aria-live="polite" aria-labelledby="parola-al-giudice" data-testid="judgement" data-kind={judgement.kind}>
      <h2 id="parola-al-giudice">
        Parola {judge.to}
        <span className={styles.kind} data-testid="judgement-kind">
          {REQUEST_LABEL[judgement.kind]}
        </span>
      </h2>
      <p data-testid="judgement-who">{requestSentence(judgement, nameOf, judge)}</p>
      <p>
        <span className="sr-only">Parola: </span>
        <span className={styles.words} data-testid="judgement-words">
          {wordList(judgement.words)}
        </span>
      </p>
      <p className="tiles">
        <span className="sr-only">Le carte della parola: </span>
        {judgement.cards.map((card, i) => (
          <CardTile key={i} card={card} small />
        ))}
      </p>
      <p className={styles.paused}>Il tempo è fermo: il tavolo aspetta la decisione {judge.of}.</p>
    </section>
  );
}
