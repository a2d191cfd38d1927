/**
 * Where each seat sits on the screen, as at a real table seen from one's own chair: play goes
 * clockwise and passes to the left (RULES §1, Art. 3 of seed 002), so the next seat is on the
 * left, then across, then on the right. At 4 the partner (seat + 2, same line) sits across (at
 * a Basic table of 4 each alone, the seat across is one more opponent); at 3 the other two sit
 * left and right; at 2 the opponent sits across; at 5 (Basic) two sit across, the next of them
 * on the left. A spectator sees the table from seat 0's chair.
 */
export type SeatPlace = "bottom" | "left" | "top" | "top-right" | "right";

const PLACES: Record<number, readonly SeatPlace[]> = {
  2: ["bottom", "top"],
  3: ["bottom", "left", "right"],
  4: ["bottom", "left", "top", "right"],
  5: ["bottom", "left", "top", "top-right", "right"],
};

/** Every seat with its place, starting from the viewer's own (at the bottom). */
export function seatPlaces(players: number, viewer: number | null): { seat: number; place: SeatPlace }[] {
  const places = PLACES[players];
  if (places === undefined) throw new Error(`no table layout for ${players} players`);
  const first = viewer ?? 0;
  return places.map((place, i) => ({ seat: (first + i) % players, place }));
}
