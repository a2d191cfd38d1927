import { cardFace, cardName, cardPoints } from "./cards";

/**
 * Each kind's mark, so that colour is never the only cue (colour-blind players): red letters
 * carry a heart, black ones a spade; the wilds their own sign.
 */
const MARK = { R: "♥", N: "♠", P: "◆", J: "★" } as const;

/**
 * One card as on a real table: the letter in the middle, the points in the corner (Art. 5),
 * the colour's mark below. A wild alone shows its sign and name (a "P" or a "J" would read as
 * the letter cards P and… a letter the deck does not have); in a meld, the letter it stands for
 * with its sign in the corner. Pure CSS: crisp at any size, nothing to download.
 */
export function CardTile({ card, small = false }: { card: string; small?: boolean }) {
  const face = cardFace(card);
  const wild = face.kind === "P" || face.kind === "J";
  return (
    <span className={`tile tile--${face.kind}${small ? " tile--small" : ""}`} data-card={card} title={cardName(card)}>
      <span className="tile__points" aria-hidden="true">
        {cardPoints(card)}
      </span>
      <span className={`tile__face${wild && !face.letter ? " tile__face--sign" : ""}`} aria-hidden="true">
        {face.letter || MARK[face.kind]}
      </span>
      <span className="tile__mark" aria-hidden="true">
        {wild && !face.letter ? (face.kind === "J" ? "jolly" : "pinella") : MARK[face.kind]}
      </span>
      <span className="sr-only">{cardName(card)}</span>
    </span>
  );
}
