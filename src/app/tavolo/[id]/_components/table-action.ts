/** A play a player may take to the judge instead of taking the cards back (issue #5). */
export type PlayAction =
  | { do: "meld"; cards: string[] }
  | { do: "add"; meld: number; cards: string[]; word: string }
  | { do: "monte"; melds: string[][]; pile: string[] };
/** Every move the table page sends (table.act). */
export type Action =
  | { do: "draw" }
  | { do: "pickup" }
  | { do: "discard"; card: string }
  | PlayAction
  | { do: "nextDeal" }
  | { do: "contest"; action: PlayAction }
  | { do: "challenge"; line: number; meld: number };
/** Where an error is shown: next to the control that caused it. */
export type Place = "draw" | "discard" | "meld" | "add" | "next" | "contestMeld" | "contestAdd" | "challenge" | "monte" | "contestMonte";
export type Send = (place: Place, action: Action) => Promise<void>;
