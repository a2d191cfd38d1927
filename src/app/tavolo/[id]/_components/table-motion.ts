/**
 * Moves that animate from where the cards come from to where they go: a draw from
 * the tallone to the player, a discard from the player to the monte scarti, a word from the
 * player to their line, a pickup from the monte, a pozzetto from its pile. Played with the Web
 * Animations API on a card that flies over the table and is then removed: the table itself is
 * never moved, so what is read (and tested) stays where it is. Nothing moves for a player who
 * asks the system for less motion (prefers-reduced-motion).
 */
import type { PublicEvent } from "~/engine/public-log";

const DURATION_MS = 380;

/** Where a move's cards start and end on the page, as elements (null: nothing to animate). */
function ends(
  root: HTMLElement,
  event: PublicEvent,
  lineOfSeat: readonly number[],
  mySeat: number | null,
): { from: Element; to: Element; face: Element | null } | null {
  const q = (selector: string) => root.querySelector(selector);
  const player = event.seat === mySeat ? q('[data-testid="hand"]') : q(`.seat[data-seat="${event.seat}"]`);
  const line = q(`[data-testid="line-${lineOfSeat[event.seat] ?? -1}"]`);
  const melds = line === null ? [] : [...line.querySelectorAll('[data-testid="meld"]')];
  let found: { from: Element | null; to: Element | null; face: Element | null };
  switch (event.kind) {
    case "draw":
      found = { from: q('[data-testid="stock-draw"]'), to: player, face: null };
      break;
    case "pickup":
      found = { from: q('[data-testid="discard-pile"]'), to: player, face: null };
      break;
    case "discard":
    case "timeout": {
      const top = q('[data-testid="discard-pile"] > li:last-child .tile');
      found = { from: player, to: top, face: top };
      break;
    }
    case "meld":
    case "monte": {
      const last = melds.at(-1) ?? null;
      found = { from: player, to: last, face: last?.querySelector(".tiles--meld") ?? null };
      break;
    }
    case "add": {
      const meld = melds[event.meld] ?? null;
      found = { from: player, to: meld, face: meld?.querySelector(".tiles--meld") ?? null };
      break;
    }
    case "pozzetto":
      found = { from: q(`.pile--pozzetto[data-taken-by="${event.seat}"]`), to: player, face: null };
      break;
    default:
      return null;
  }
  return found.from && found.to ? { from: found.from, to: found.to, face: found.face } : null;
}

/** Flies a card (the move's own face, or a card back) from one element to the other. */
function fly(from: Element, to: Element, face: Element | null): void {
  const a = from.getBoundingClientRect();
  const b = to.getBoundingClientRect();
  if (a.width === 0 || b.width === 0) return;
  const ghost = face ? (face.cloneNode(true) as HTMLElement) : document.createElement("div");
  if (!face) ghost.className = "flying-back";
  ghost.classList.add("flying");
  ghost.setAttribute("aria-hidden", "true");
  // A clone keeps the card but no test id or data: it is only a picture.
  for (const el of [ghost, ...ghost.querySelectorAll("[data-testid], [data-card]")]) {
    el.removeAttribute("data-testid");
    el.removeAttribute("data-card");
  }
  const width = face ? b.width : 40;
  const height = face ? b.height : 56;
  Object.assign(ghost.style, {
    left: `${b.left + b.width / 2 - width / 2}px`,
    top: `${b.top + b.height / 2 - height / 2}px`,
    width: `${width}px`,
    height: `${height}px`,
  });
  document.body.append(ghost);
  const dx = a.left + a.width / 2 - (b.left + b.width / 2);
  const dy = a.top + a.height / 2 - (b.top + b.height / 2);
  const flight = ghost.animate(
    [
      { transform: `translate(${dx}px, ${dy}px) scale(0.6)`, opacity: 0.5 },
      { transform: "translate(0, 0) scale(1)", opacity: 1 },
    ],
    { duration: DURATION_MS, easing: "cubic-bezier(0.2, 0.8, 0.2, 1)" },
  );
  // The card it lands as shows once it has landed, not twice meanwhile.
  const landed = face ? (to as HTMLElement) : null;
  if (landed) landed.style.visibility = "hidden";
  const done = () => {
    ghost.remove();
    if (landed) landed.style.visibility = "";
  };
  flight.onfinish = done;
  flight.oncancel = done;
}

/** Animates the moves in `events` (those the page has not shown yet), unless motion is reduced. */
export function animateMoves(root: HTMLElement, events: readonly PublicEvent[], lineOfSeat: readonly number[], mySeat: number | null): void {
  if (typeof window.matchMedia !== "function" || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  for (const event of events) {
    const found = ends(root, event, lineOfSeat, mySeat);
    if (found) fly(found.from, found.to, found.face);
  }
}
