/**
 * The public log in Italian words: "Marco ha pescato", "Giulia ha calato CASA". Pure, so it is
 * tested without a browser. A card stays a card (the UI draws it as a tile), and `eventText`
 * gives the whole sentence in words for screen readers and tests.
 */
import type { PublicEvent, RulingOutcome } from "~/engine/public-log";

import { cardName } from "./cards";
import type { JudgeNoun } from "./judge-ui";

/** A piece of a sentence: words, or a card to draw as a tile. */
export type EventPart = string | { card: string };

/** A seat's name as the table shows it. */
export type NameOf = (seat: number) => string;

/** The seat's name, else "Posto N" (seats count from 1 for people). */
export function seatLabel(seats: readonly { seat: number; name: string | null }[], seat: number): string {
  const name = seats.find((s) => s.seat === seat)?.name?.trim();
  return name ? name : `Posto ${seat + 1}`;
}

function cards(count: number): string {
  return count === 1 ? "1 carta" : `${count} carte`;
}

function names(seats: readonly number[], nameOf: NameOf): string {
  const list = seats.map(nameOf);
  return list.length <= 1 ? (list[0] ?? "") : `${list.slice(0, -1).join(", ")} e ${list.at(-1)!}`;
}

function words(list: readonly string[]): string {
  return list.length <= 1 ? (list[0] ?? "") : `${list.slice(0, -1).join(", ")} e ${list.at(-1)!}`;
}

/** The judge's ruling (RULES §9): `approve` is about the word; the outcome says what happened to the cards. */
function rulingText(approve: boolean, outcome: RulingOutcome, list: readonly string[], request: "contest" | "challenge", judge: JudgeNoun): string {
  const w = words(list);
  // An approved contest is followed by the play itself in the log ("ha calato …").
  if (approve) return `${judge.Subject} ammette ${w}`;
  if (outcome === "penalised") return `${judge.Subject} respinge ${w}: carte penalizzate`;
  return request === "contest" ? `${judge.Subject} respinge ${w}: le carte restano in mano` : `${judge.Subject} respinge ${w}: le carte tornano in mano`;
}

/** `judge`: who decides the table's words (the table's `judgedBy`: a class's teacher, or the giudice). */
export function describeEvent(event: PublicEvent, nameOf: NameOf, judge: JudgeNoun): EventPart[] {
  const who = nameOf(event.seat);
  switch (event.kind) {
    case "draw":
      return [`${who} ha pescato`];
    case "pickup":
      return [`${who} ha raccolto il monte scarti (${cards(event.count)})`];
    case "meld":
      return [`${who} ha calato ${event.word}`];
    case "add":
      return [`${who} ha aggiunto a ${event.before}: ${event.word}`];
    case "discard":
      return [`${who} ha scartato `, { card: event.card }];
    case "monte":
      return [`${who} ha giocato al monte: ${event.melds.map((m) => m.word).join(", ")} (${cards(event.fromPile)} dal monte scarti)`];
    case "pozzetto":
      return [`${who} ha preso il pozzetto ${event.how}`];
    case "timeout":
      // Art. 4.1: the card of highest value, a wild too (engine forcedDiscard).
      return ["Tempo scaduto: scartata ", { card: event.card }, ` per ${who}, la carta di valore più alto (Art. 4.1)`];
    case "hint":
      return [`${who} ha chiesto un suggerimento`];
    case "close":
      return [`${who} ha chiuso`];
    case "stock-end":
      return ["Il tallone è finito: la smazzata è chiusa"];
    case "time-up":
      return [
        event.dealerDiscards === 0
          ? "Time out (Art. 7): la smazzata non si gioca, la partita è finita"
          : event.dealerDiscards === 1
            ? "Time out (Art. 7): inizia l'ultimo giro, il cartaro gioca per ultimo"
            : "Time out (Art. 7): dopo lo scarto del cartaro inizia l'ultimo giro, il cartaro gioca per ultimo",
      ];
    case "last-round-end":
      return ["Ultimo giro finito: la smazzata è chiusa (Art. 7)"];
    case "nextDeal":
      return [`Inizia la smazzata ${event.deal + 1}`];
    case "match-end":
      return [`Partita finita: ${event.winners.length > 1 ? "vincono" : "vince"} ${names(event.winners, nameOf)}`];
    case "contest":
      return [`${who} chiede ${judge.to}: ${words(event.words)}`];
    case "challenge":
      return [`${who} sfida ${words(event.words)} di ${nameOf(event.against)}`];
    case "ruling":
      // The judge's own words reach every seat and spectator with the ruling.
      return [rulingText(event.approve, event.outcome, event.words, event.request, judge) + (event.reason ? `. Motivo: «${event.reason}»` : "")];
  }
}

/** The sentence in words only: a card by its name ("A rossa"). */
export function eventText(event: PublicEvent, nameOf: NameOf, judge: JudgeNoun): string {
  return describeEvent(event, nameOf, judge)
    .map((part) => (typeof part === "string" ? part : cardName(part.card)))
    .join("");
}
