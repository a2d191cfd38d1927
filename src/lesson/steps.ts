/**
 * The steps of "Impara a giocare": each explains one rule at the moment it comes up in the
 * lesson's deal (lesson.ts) and links its article. A step is either something to do, done when
 * the learner's own view shows it done (so the lesson resumes by itself after a reload), or
 * something to read, done when the learner says so (`read`, kept by the page per table).
 *
 * Pure: the steps read only the learner's `viewFor` — what they do, the table and the public log.
 */
import type { RuleId } from "~/app/regole/rule-sections";
import type { SeatView } from "../engine";
import { COMPUTER, LEARNER } from "./seats";

/** The /regole section a step points to and the article it cites. */
export interface StepRule {
  section: RuleId;
  article: string;
}

interface StepBase {
  id: string;
  title: string;
  /** What to know and what to do now, in a sentence or three; may depend on what happened. */
  text: (view: SeatView) => string;
  rule: StepRule;
}

/** Something to do: done when the learner's view shows it. */
interface StepToDo extends StepBase {
  kind: "do";
  done: (view: SeatView) => boolean;
}

/** Something to read: done once read; `ready` holds it back until what it tells has happened (the computer's turn). */
interface StepToRead extends StepBase {
  kind: "read";
  ready?: (view: SeatView) => boolean;
}

export type LessonStep = StepToDo | StepToRead;

const mine = (view: SeatView) => view.lines[view.lineOfSeat[LEARNER]!]!;
const did = (view: SeatView, kind: SeatView["log"][number]["kind"], seat = LEARNER) =>
  view.log.some((event) => event.seat === seat && event.kind === kind && event.deal === view.dealNumber);
const hasWild = (view: SeatView, wild: "P" | "J") => mine(view).melds.some((meld) => meld.cards.some((card) => card.startsWith(`${wild}=`)));
const pozzettoTaken = (view: SeatView, seat: number, how: "al volo" | "con lo scarto") =>
  view.log.some((event) => event.kind === "pozzetto" && event.seat === seat && event.how === how);

export const LESSON_STEPS: readonly LessonStep[] = [
  {
    id: "benvenuto",
    kind: "read",
    title: "Benvenuto al tavolo",
    text: () =>
      "Giochi una smazzata vera contro il computer, un passo alla volta: una decina di minuti. Le carte sono lettere rosse o nere; in basso c'è la tua mano, 11 carte. Ogni combinazione che cali sul tavolo è una parola italiana.",
    rule: { section: "carte", article: "Art. 1.2" },
  },
  {
    id: "pesca",
    kind: "do",
    title: "Prendi una carta",
    text: () =>
      "Ogni turno comincia così: prendi la prima carta del tallone, oppure tutto il monte scarti. Ora pesca dal tallone: tocca il tallone (o premi 1).",
    rule: { section: "turno", article: "Art. 4" },
    done: (view) => did(view, "draw") || did(view, "pickup"),
  },
  {
    id: "parola",
    kind: "do",
    title: "Cala una parola",
    text: () =>
      "Una combinazione è una parola di almeno 3 carte dello stesso colore: tutte rosse o tutte nere. Cala CARTA con le cinque carte rosse C A R T A: toccale in ordine e poi «Cala», oppure scrivi CARTA e premi Invio.",
    rule: { section: "parole", article: "Art. 4.2" },
    done: (view) => mine(view).melds.length > 0,
  },
  {
    id: "pinella",
    kind: "do",
    title: "La pinella vale una vocale",
    text: () =>
      "La pinella può stare al posto di una vocale (il jolly di qualsiasi lettera), una sola matta per parola. Cala TRE con la T e la R nere e la pinella come E: scrivi TRE, la pinella si mette da sola al posto della E.",
    rule: { section: "matte", article: "Art. 4.2" },
    done: (view) => hasWild(view, "P") || hasWild(view, "J"),
  },
  {
    id: "scarto",
    kind: "do",
    title: "Scarta una carta",
    text: () =>
      "Il turno finisce con uno scarto sul monte scarti. Tieni la O, la L e la N rosse, che ti serviranno, e scarta la O nera: toccala e poi «Scarta» (o Maiusc+Invio).",
    rule: { section: "turno", article: "Art. 4" },
    done: (view) => did(view, "discard"),
  },
  {
    id: "computer",
    kind: "read",
    title: "Il turno del computer",
    text: (view) =>
      pozzettoTaken(view, COMPUTER, "con lo scarto")
        ? "Il computer ha calato tre parole e ha scartato la sua ultima carta: chi resta senza carte scartando prende il suo pozzetto, 11 carte, e lo gioca dal turno dopo. È il pozzetto «con lo scarto»."
        : "Il computer ha giocato il suo turno: le sue parole sono sul tavolo, dalla sua parte.",
    rule: { section: "pozzetto", article: "Art. 6" },
    ready: (view) => view.turnsPlayed >= 2 || view.phase === "over",
  },
  {
    id: "raccogli",
    kind: "do",
    title: "Raccogli il monte scarti",
    text: () =>
      "Sul monte scarti ci sono la N e la O nere e la I rossa: ti servono tutte. Invece di pescare, raccogli tutto il monte: tocca il monte scarti (o premi 2).",
    rule: { section: "turno", article: "Art. 4" },
    done: (view) => did(view, "pickup"),
  },
  {
    id: "lega",
    kind: "do",
    title: "Aggiungi a una parola",
    text: () =>
      "Puoi aggiungere carte alle parole della tua linea, se ne esce un'altra parola. Aggiungi O, L, I, N rosse a CARTA: diventa CARTOLINA. Tocca CARTA e poi le carte; con la tastiera, ↓ sceglie la parola, poi scrivi CARTOLINA e Invio.",
    rule: { section: "aggiungere", article: "Art. 4.2" },
    done: (view) => did(view, "add"),
  },
  {
    id: "burraco",
    kind: "read",
    title: "Un burraco!",
    text: (view) => {
      const burraco = mine(view).melds.find((meld) => meld.burraco !== null);
      const word = burraco?.word ?? "La parola";
      return `Una parola di 7 carte o più è un burraco. ${word} ne ha ${burraco?.length ?? 7}${burraco?.burraco === "pulito" ? " ed è pulito, senza matte: vale 200 punti, più 50 ogni due carte oltre le sette" : ""}. Per chiudere la smazzata serve almeno un burraco.`;
    },
    rule: { section: "burraco", article: "Art. 6" },
    ready: (view) => mine(view).melds.some((meld) => meld.burraco !== null),
  },
  {
    id: "volo",
    kind: "do",
    title: "Il pozzetto al volo",
    text: () =>
      "Se giochi tutte le carte della mano senza scartare prendi il pozzetto «al volo»: 11 carte nuove, e continui a giocare. Aggiungi la N e la O nere a TRE: diventa TRENO.",
    rule: { section: "pozzetto", article: "Art. 6" },
    done: (view) => view.lines[view.lineOfSeat[LEARNER]!]!.pozzettoTaken,
  },
  {
    id: "jolly",
    kind: "do",
    title: "Il jolly vale qualsiasi lettera",
    text: () => "Nel pozzetto c'è un jolly. Cala SCUOLA con le carte rosse, poi NAVE con la N, la V e la E nere e il jolly al posto della A.",
    rule: { section: "matte", article: "Art. 4.2" },
    done: (view) => hasWild(view, "J"),
  },
  {
    id: "chiusura",
    kind: "do",
    title: "Chiudi",
    text: () =>
      "Hai preso il pozzetto e hai un burraco: puoi chiudere. Si chiude scartando l'ultima carta, che non può essere una matta. Cala le parole che ti restano e scarta la Z rossa.",
    rule: { section: "chiusura", article: "Art. 6" },
    done: (view) => view.phase === "over",
  },
  {
    id: "punteggio",
    kind: "read",
    title: "Il punteggio",
    text: (view) => {
      const line = view.score?.find((l) => l.seats.includes(LEARNER));
      const total = line === undefined ? "" : ` Tu hai fatto ${line.total} punti.`;
      return `A fine smazzata ogni linea conta: i burrachi (200 pulito, 100 sporco), la chiusura (100) e il valore delle carte calate; si tolgono le carte rimaste in mano, e 100 punti se il pozzetto non è stato preso.${total} La lezione è finita: ora puoi giocare contro il computer.`;
    },
    rule: { section: "punteggio", article: "Art. 5, 6" },
    ready: (view) => view.phase === "over",
  },
];

/**
 * Where the learner is: the first step not done, in order (a step done early, like a pickup
 * before it is asked for, counts when its turn comes), or null once the lesson is over.
 */
export function currentStep(view: SeatView, read: ReadonlySet<string>): { step: LessonStep; index: number; ready: boolean } | null {
  for (const [index, step] of LESSON_STEPS.entries()) {
    if (step.kind === "do" ? step.done(view) : read.has(step.id)) continue;
    return { step, index, ready: step.kind === "do" || (step.ready?.(view) ?? true) };
  }
  return null;
}
