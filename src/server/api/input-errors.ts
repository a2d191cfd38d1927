/**
 * A rejected input, said to a person: zod's issues in plain Italian (never its type names,
 * `>=` or regular expressions), and the one sentence of the error's message — what is wrong
 * and what to do. Set once for the process by src/server/api/trpc.ts (`z.config`); a message
 * a schema writes itself (`{ message: "Scrivi un nome." }`) wins over these.
 */
import type { ZodError, z } from "zod";

type Issue = Parameters<NonNullable<z.core.$ZodConfig["customError"]>>[0];

/** A size limit's words: a text is short or long, a list has few or many, a number is small or big. */
function size(origin: unknown, count: number | bigint, bound: "min" | "max"): string {
  const n = Number(count);
  if (origin === "string")
    return `${bound === "min" ? "troppo corto: ci vogliono almeno" : "troppo lungo: al massimo"} ${n === 1 ? "1 carattere" : `${n} caratteri`}`;
  if (origin === "array" || origin === "set") return `${bound === "min" ? "troppo pochi: ci vogliono almeno" : "troppi: al massimo"} ${n}`;
  return `${bound === "min" ? "troppo piccolo: almeno" : "troppo grande: al massimo"} ${n}`;
}

/** zod's issue in Italian words a person reads, whatever its kind. */
export function italianIssue(issue: Issue): string {
  switch (issue.code) {
    case "too_small":
      return issue.origin === "string" && Number(issue.minimum) === 1 ? "non può essere vuoto" : size(issue.origin, issue.minimum, "min");
    case "too_big":
      return size(issue.origin, issue.maximum, "max");
    case "invalid_type":
      return issue.input === undefined ? "manca" : "non è del tipo giusto";
    case "invalid_value":
    case "invalid_union":
      return "non è tra le scelte possibili";
    case "invalid_format":
      return "contiene caratteri non ammessi";
    case "not_multiple_of":
      return "non è un numero ammesso";
    case "unrecognized_keys":
      return `campo sconosciuto: ${issue.keys.join(", ")}`;
    default:
      return "non è valido";
  }
}

/** What each input field is to the person who sent it, and what to do when it is wrong. */
const FIELDS: Readonly<Record<string, { name: string; fix: string }>> = {
  // A link's parts: a person never types them, so the only way out is the link itself.
  token: { name: "il codice del link", fix: "Apri il link che hai ricevuto per intero, o chiedilo di nuovo a chi te l'ha mandato." },
  gameId: { name: "il tavolo del link", fix: "Apri il link che hai ricevuto per intero, o chiedilo di nuovo a chi te l'ha mandato." },
  credential: { name: "il link del giudice", fix: "Apri il link del giudice per intero, o chiedilo di nuovo a chi ha creato il tavolo o l'evento." },
  name: { name: "il nome", fix: "Correggilo e riprova." },
  judge: { name: "il nome del giudice", fix: "Correggilo e riprova." },
  reason: { name: "il motivo", fix: "Correggilo e riprova." },
  word: { name: "la parola", fix: "Correggila e riprova." },
  letters: { name: "le lettere", fix: "Correggile e riprova." },
  mustContain: { name: "le lettere da usare", fix: "Correggile e riprova." },
  pattern: { name: "lo schema", fix: "Correggilo e riprova." },
  // The choices of a form (a new table, an event, a search).
  players: { name: "i giocatori", fix: "Scegli tra quelli proposti e riprova." },
  target: { name: "il punteggio", fix: "Correggilo e riprova." },
  deals: { name: "le smazzate", fix: "Correggi e riprova." },
  wordProfile: { name: "il profilo delle parole", fix: "Scegli tra quelli proposti e riprova." },
  profile: { name: "il profilo delle parole", fix: "Scegli tra quelli proposti e riprova." },
  eventCode: { name: "il codice dell'evento", fix: "Copialo dalla pagina del giudice dell'evento e riprova." },
  bots: { name: "i giocatori del computer", fix: "Correggi e riprova." },
  content: { name: "il file", fix: "Correggilo e riprova." },
  // What the page sends by itself: a wrong one is an old page.
  version: { name: "la versione del tavolo", fix: "Ricarica la pagina e riprova." },
  clientActionId: { name: "la mossa", fix: "Ricarica la pagina e riprova." },
  action: { name: "la mossa", fix: "Ricarica la pagina e riprova." },
};

const LINK_FIELDS = new Set(["token", "gameId", "credential"]);

/**
 * A rejected input in one Italian sentence — what is wrong and what to do — instead of zod's
 * list of issues as JSON. A link's parts get no detail: the person did not write them.
 */
export function inputRefusal(error: ZodError): string {
  const issue = error.issues[0];
  const key = typeof issue?.path[0] === "string" ? issue.path[0] : null;
  if (issue === undefined || key === null) return "Richiesta non valida: ricarica la pagina e riprova.";
  const field = FIELDS[key];
  // A field of no form (what the page sends by itself): its name would mean nothing to a person.
  if (field === undefined) return `Richiesta non valida: ${issue.message.replace(/\.$/, "")}. Ricarica la pagina e riprova.`;
  if (LINK_FIELDS.has(key)) return `Il link è incompleto o copiato male (${field.name}). ${field.fix}`;
  return `Richiesta non valida (${field.name}): ${issue.message.replace(/\.$/, "")}. ${field.fix}`;
}
