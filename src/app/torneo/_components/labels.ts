/**
 * The tournament's words as the pages say them (seed 002 Art. 1-3, 7, 13): each
 * parameter's choices in Italian, with one line explaining it. The values are the core's
 * (src/tournament/types.ts) and the service's; only their names live here.
 */
import type { inferRouterOutputs } from "@trpc/server";

import type { AppRouter } from "~/server/api/root";
import type { Format, Incomplete, Movement } from "~/tournament/types";

type Outputs = inferRouterOutputs<AppRouter>["tournament"];
export type PublicView = Outputs["standings"];
export type DirectorView = Outputs["view"];
export type PlayerView = Outputs["me"];
export type TurnView = PublicView["turns"][number];
export type TableProgress = PublicView["tables"][number];
export type StandingView = PublicView["standings"][number];
export type Settings = PublicView["settings"];
export type FirstTurnMode = Settings["firstTurn"];

export const FORMAT_LABEL: Record<Format, string> = {
  individual: "Individuale",
  pairs: "A coppie",
  teams: "A squadre",
};

/** Art. 1: how many players an entrant has, for the registration forms. */
export const PLAYERS_PER_ENTRANT: Record<Format, number> = { individual: 1, pairs: 2, teams: 4 };

/** An entrant's name (Art. 1, 2.1): a player's own; a pair or a team without a name of its own goes by its players' names. */
export function entrantNameOf(players: readonly string[], ownName: string): string {
  return players.length === 1 ? players[0]! : ownName.trim() || players.join(" - ");
}

export type InviteView = DirectorView["entrants"][number]["invites"][number];

/** A partner's invite on the console (Art. 2.1): "Bruno: invito non ancora aperto", "Bruno: aperto alle 20:05" (the device's clock). */
export function inviteStateText(invite: InviteView): string {
  if (invite.claimedAt === null) return `${invite.player}: invito non ancora aperto`;
  return `${invite.player}: aperto alle ${new Date(invite.claimedAt).toLocaleTimeString("it-IT", { hour: "2-digit", minute: "2-digit" })}`;
}

/** Art. 2.1: the warning at the check-in of an entrant whose partners' invites are not all opened: whoever signed up may still hold them. */
export function unclaimedInvitesWarning(entrant: { number: number; name: string; invites: readonly InviteView[] }): string | null {
  const unclaimed = entrant.invites.filter((i) => i.claimedAt === null).map((i) => i.player);
  if (unclaimed.length === 0) return null;
  const who = unclaimed.length === 1 ? unclaimed[0]! : `${unclaimed.slice(0, -1).join(", ")} e ${unclaimed.at(-1)}`;
  const invites = unclaimed.length === 1 ? `l'invito di ${who} non è ancora stato aperto` : `gli inviti di ${who} non sono ancora stati aperti`;
  return `${entrant.number}. ${entrant.name}: ${invites}. Chi ha fatto l'iscrizione potrebbe ${unclaimed.length === 1 ? "aprirlo al suo posto" : "aprirli al loro posto"} e vederne le carte: controlla di persona che ognuno apra il suo sul proprio telefono (Art. 2.1), altrimenti dagli un nuovo link.`;
}

/** Art. 3.2 b: the movements, each in one line. */
export const MOVEMENT_CHOICES: { value: Movement; label: string; help: string }[] = [
  {
    value: "mitchell",
    label: "Mitchell",
    help: "Le linee fisse restano al loro tavolo, le mobili avanzano a ogni turno. Con due linee per tavolo non si rincontra lo stesso avversario finché i turni non superano i tavoli, e le fisse non incontrano mai le altre fisse (né le mobili le mobili); a 3 o 4 individuali si ripetono meno incontri possibile.",
  },
  {
    value: "danese",
    label: "Danese",
    help: "A ogni turno si incontra chi ha una posizione vicina in classifica (il primo con il secondo…), senza rivincite finché si può.",
  },
  {
    value: "italiano",
    label: "Italiano",
    help: "Girone all'italiana: tutti incontrano tutti una volta sola, secondo un calendario fissato.",
  },
];

/** Art. 3.2 a: the first turn's seating. */
export const FIRST_TURN_CHOICES: { value: FirstTurnMode; label: string }[] = [
  { value: "random", label: "Sorteggio" },
  { value: "director", label: "La direzione di gara compone i tavoli" },
  { value: "fixedMobile", label: "Linee fisse e mobili, in ordine di iscrizione" },
];

/** Art. 3.1: an incomplete last table. */
export const INCOMPLETE_CHOICES: { value: Incomplete; label: string }[] = [
  { value: "robots", label: "Robot: il computer occupa i posti vuoti" },
  { value: "zoppo", label: "Tavolo zoppo: non si gioca, la linea presente prende il punteggio tecnico (355 MP)" },
];

export const JUDGE_CHOICES: { value: Settings["judge"]; label: string }[] = [
  { value: "tournament", label: "Torneo: le carte di una parola respinta sono penalizzate (Art. 9)" },
  { value: "friendly", label: "Amichevole: la parola respinta torna in mano" },
  { value: "off", label: "Nessuno: decide il dizionario" },
];

export const TURN_STATUS_LABEL: Record<TurnView["status"], string> = {
  seating: "si preparano i tavoli",
  playing: "in corso",
  timeUp: "tempo scaduto: si gioca l'ultimo giro (Art. 7)",
  over: "finito",
};

/** A table's state in a turn, as the hall reads it. */
export function tableStateLabel(table: TableProgress, dealsPerTurn: number): string {
  if (table.zoppo) return "tavolo zoppo";
  // Archived and never scored: abandoned, waiting for the director's "Chiudi tavolo" (Art. 13.4 c).
  if (table.status === "archived" && table.lines.every((l) => l.vp === null)) return "fermo: da chiudere";
  if (table.status === "over" || table.status === "archived") return "finito";
  if (table.deal === null) return "in attesa";
  return `smazzata ${table.deal} di ${dealsPerTurn}`;
}

/**
 * Whether the console offers "Chiudi tavolo" (Art. 13.4 c): a table of a turn not over, not
 * scored, whose match did not end — one the idle sweep archived included, which nothing else
 * would ever score.
 */
export function closableTable(turnStatus: TurnView["status"], table: TableProgress): boolean {
  return (
    turnStatus !== "over" &&
    !table.zoppo &&
    table.lines.every((l) => l.vp === null) &&
    (table.status === "waiting" || table.status === "playing" || table.status === "archived")
  );
}

/** "Rossi - Bianchi" for a line: its entrants' names (a pair is one entrant), "Robot" for an empty line. */
export function lineName(line: TableProgress["lines"][number]): string {
  if (line.entrants.length === 0) return "Robot";
  return line.entrants.map((e) => `${e.number}. ${e.name}`).join(" + ");
}

/** " (Nord-Sud)" or " (Est-Ovest)" after a 1-based line's number at a table of 4 (line 1 is seats 0-2); nothing at 2 or 3. */
export function lineSide(line: number, players: number): string {
  if (players !== 4) return "";
  return line === 1 ? " (Nord-Sud)" : " (Est-Ovest)";
}

/**
 * The player's page between turns: the turn that ended for them by its number, not by how many
 * they played (a late arrival's first turn may be the third, Art. 13).
 */
export function turnEndedText(tables: readonly { turn: number }[]): string {
  const last = tables.at(-1);
  return last === undefined ? "Il primo turno non è ancora cominciato." : `Il turno ${last.turn} per te è finito.`;
}

/** Minutes and seconds left, "12:05"; "0:00" once past. */
export function clockText(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The settings in one line, as the console and the hall's screen show them. */
export function settingsLine(s: Settings): string {
  const movement = MOVEMENT_CHOICES.find((m) => m.value === s.movement)?.label ?? s.movement;
  const turns = s.sessions * s.turnsPerSession;
  return [
    FORMAT_LABEL[s.format],
    `tavoli da ${s.tableSize}`,
    `${turns} ${turns === 1 ? "turno" : "turni"} di ${s.dealsPerTurn} ${s.dealsPerTurn === 1 ? "smazzata" : "smazzate"}, ${s.turnMinutes} minuti`,
    `movimento ${movement}`,
    s.carteUguali ? "carte uguali" : "carte diverse a ogni tavolo",
  ].join(" · ");
}
