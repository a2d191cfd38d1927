import { type PointerEvent as ReactPointerEvent, useRef } from "react";

/** What is dragged: a card of the hand (by its index in the sorted hand), the tallone or the monte. */
export type DragSource = { kind: "card"; index: number } | { kind: "stock" } | { kind: "pile" };

/** Where it was dropped: the monte scarti, a word of the player's line, a card of the hand, or the hand. */
export type DropTarget = { kind: "discard" } | { kind: "meld"; meld: number } | { kind: "card"; index: number } | { kind: "hand" };

/** A pointer that moves less than this is a tap, not a drag. */
const SLOP_PX = 8;

function dropTargetAt(x: number, y: number): DropTarget | null {
  const element = document.elementFromPoint(x, y)?.closest<HTMLElement>("[data-drop]");
  if (!element) return null;
  const kind = element.dataset.drop;
  if (kind === "discard" || kind === "hand") return { kind };
  if (kind === "meld") return { kind, meld: Number(element.dataset.meld) };
  if (kind === "card") return { kind, index: Number(element.dataset.index) };
  return null;
}

/**
 * Dragging cards with a finger or a mouse (Pointer Events): a picture of what is dragged
 * follows the pointer; where it is let go decides the move (`onDrop`), which then goes the one
 * way every move goes (`send`). A pointer that barely moved is a tap: the element's own click
 * runs as usual; after a real drag, that click is swallowed.
 */
export function useDrag(onDrop: (source: DragSource, target: DropTarget) => void) {
  const dragged = useRef(false);

  const start = (event: ReactPointerEvent<HTMLElement>, source: DragSource) => {
    if (event.button !== 0) return;
    // A mouse pressing here selects no text: a selection under the pointer would start the
    // browser's own drag of that text, which cancels this one (pointercancel).
    if (event.pointerType === "mouse") event.preventDefault();
    const element = event.currentTarget;
    const pointer = event.pointerId;
    const x0 = event.clientX;
    const y0 = event.clientY;
    let ghost: HTMLElement | null = null;
    dragged.current = false;

    const stop = () => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", end);
      window.removeEventListener("pointercancel", cancel);
      ghost?.remove();
    };
    const move = (e: PointerEvent) => {
      // Another finger on the screen moves nothing.
      if (e.pointerId !== pointer) return;
      const dx = e.clientX - x0;
      const dy = e.clientY - y0;
      if (ghost === null) {
        if (Math.hypot(dx, dy) < SLOP_PX) return;
        const rect = element.getBoundingClientRect();
        ghost = element.cloneNode(true) as HTMLElement;
        for (const el of [ghost, ...ghost.querySelectorAll("[data-testid], [data-card]")]) {
          el.removeAttribute("data-testid");
          el.removeAttribute("data-card");
        }
        ghost.classList.add("flying", "dragging");
        ghost.setAttribute("aria-hidden", "true");
        Object.assign(ghost.style, { left: `${rect.left}px`, top: `${rect.top}px`, width: `${rect.width}px`, height: `${rect.height}px` });
        document.body.append(ghost);
        dragged.current = true;
      }
      ghost.style.transform = `translate(${dx}px, ${dy}px)`;
    };
    const end = (e: PointerEvent) => {
      if (e.pointerId !== pointer) return;
      const wasDrag = ghost !== null;
      stop();
      if (!wasDrag) return;
      // The click this pointer may still fire comes in the same task: after it, taps are taps again.
      setTimeout(() => {
        dragged.current = false;
      }, 0);
      const target = dropTargetAt(e.clientX, e.clientY);
      if (target !== null) onDrop(source, target);
    };
    const cancel = (e: PointerEvent) => {
      if (e.pointerId !== pointer) return;
      stop();
      dragged.current = false;
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", end);
    window.addEventListener("pointercancel", cancel);
  };

  /** For an element's click handler: true (and forgotten) when the click ends a drag. */
  const endedDrag = () => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  };

  return { start, endedDrag };
}

export type Drag = ReturnType<typeof useDrag>;
