import { cardFace, cardName } from "./cards";

/** One card as a small tile: its letter and colour; pinella and jolly look distinct. */
export function CardTile({ card, small = false }: { card: string; small?: boolean }) {
  const face = cardFace(card);
  const symbol = face.kind === "J" ? "★" : face.kind === "P" ? "◆" : "";
  return (
    <span className={`tile tile--${face.kind}${small ? " tile--small" : ""}`} data-card={card} title={cardName(card)}>
      <span aria-hidden="true">
        {face.letter || (face.kind === "J" ? "J" : "P")}
        {symbol && <span className="tile__mark">{symbol}</span>}
      </span>
      <span className="sr-only">{cardName(card)}</span>
    </span>
  );
}
