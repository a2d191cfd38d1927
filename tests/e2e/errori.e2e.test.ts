/**
 * Issue #19, "Errors and pages in Italian": every error path a person can meet, listed as a
 * table of (path → message), each on the real production server — the API over HTTP as any
 * page or bot calls it, then what the pages render in Chromium. Each message must be the one
 * its catalogue has for that path, Italian, and say what to do (tests/server/italian.ts); the
 * catalogues' every code: tests/server/error-messages.test.ts.
 *
 * The tables: one being played, one waiting for a player, one played to its end (through the
 * service's own move path, tests/e2e/table-driver.ts), one archived and one deleted by the
 * idle-table sweep (`sweepIdleTables`, run on tables made with a clock 40 and 70 days back).
 * There is no "table full": each link is a seat of its own, and a seat's link opens the
 * same seat again; what can be full is the server (503, its own row).
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { LINK_ERRORS } from "~/app/_components/table-link";
import { ENGINE_ERRORS } from "~/engine/errors";
import { MAX_BATCH_CALLS } from "~/trpc/batch";
import { createDatabase } from "~/server/db";
import { ACT_REFUSALS, TABLE_ERRORS } from "~/server/games/errors";
import { GameService, type CreatedTable } from "~/server/games/service";
import { HIDDEN_CHARACTERS_MESSAGE } from "~/server/api/text";
import { JSON_ONLY_MESSAGE, TOO_MANY_CALLS_MESSAGE } from "~/server/http/api-refusals";
import { JUDGE_ERRORS } from "~/server/judge/errors";
import { realLexicon } from "../lexicon/real-lexicon";
import { problemsOf } from "../server/italian";
import { e2ePages } from "./pages";
import { startApp } from "./server";
import { TableDb } from "./table-driver";
import { trpcMutation } from "./trpc-http";

const { session, newPage } = e2ePages();
const DAY_MS = 24 * 60 * 60_000;
/** A well-formed table id no table has. */
const NO_TABLE = "nessuntavolo0000";
/** A well-formed token no seat has. */
const NO_SEAT = "x".repeat(43);

interface Tables {
  playing: CreatedTable;
  waiting: CreatedTable;
  over: { gameId: string; seatTokens: string[] };
  archived: CreatedTable;
  deleted: CreatedTable;
}

let tables: Tables | undefined;
let tableDb: TableDb | undefined;

function fixtures(): Tables {
  if (tables === undefined) throw new Error("the tables were not made");
  return tables;
}

function base(): string {
  return session().app.baseUrl;
}

beforeAll(async () => {
  const { app } = session();
  const lexicon = realLexicon();
  const create = () => trpcMutation<CreatedTable>(app.baseUrl, "table.create", { players: 2, wordProfile: "torneo" });
  const playing = await create();
  for (const token of playing.seatTokens) await trpcMutation(app.baseUrl, "table.join", { gameId: playing.gameId, token, name: "Anna" });
  const waiting = await create();
  await trpcMutation(app.baseUrl, "table.join", { gameId: waiting.gameId, token: waiting.seatTokens[0], name: "Bea" });

  // Played to its end (one deal) in the test process, on the server's database.
  tableDb = new TableDb(app, lexicon);
  const seed = "errori-1";
  const finished = await tableDb.createTable({ players: 2, deals: 1, wordProfile: "libero", timers: false, seed });
  await tableDb.sitAndPlayToEnd(finished, seed, ["Carla", "Dino"]);

  // Abandoned tables, made with a clock in the past; the sweep the server runs every six hours
  // (TABLE_IDLE_DAYS, TABLE_ARCHIVE_DAYS: 30 each) archives the one, archives and deletes the other.
  const connection = createDatabase({ url: app.databaseUrl });
  try {
    const madeAt = (daysAgo: number) =>
      new GameService({ db: connection.db, getLexicon: () => Promise.resolve(lexicon), now: () => new Date(Date.now() - daysAgo * DAY_MS) });
    const archived = await madeAt(40).createTable({ players: 2, wordProfile: "torneo", timers: false });
    const deleted = await madeAt(70).createTable({ players: 2, wordProfile: "torneo", timers: false });
    const sweeper = new GameService({ db: connection.db, getLexicon: () => Promise.resolve(lexicon) });
    expect(await sweeper.sweepIdleTables(30 * DAY_MS, 30 * DAY_MS)).toEqual({ archived: 2, deleted: 1 });
    tables = { playing, waiting, over: { gameId: finished.gameId, seatTokens: finished.seatTokens.map((t) => t!) }, archived, deleted };
  } finally {
    connection.client.close();
  }
}, 180_000);

afterAll(() => tableDb?.close());

/** What a person (or the page for them) gets back: the HTTP status and the one message. */
interface Answer {
  status: number;
  message: string;
}

async function answerOf(response: Response): Promise<Answer> {
  const body = (await response.json()) as { error?: { message: string }; result?: { data: { ok?: boolean; message?: string } } };
  // A refused move is an answer too (200, `ok: false`): its message is what the page shows.
  const message = body.error?.message ?? body.result?.data.message;
  if (message === undefined) throw new Error(`no refusal: ${JSON.stringify(body).slice(0, 300)}`);
  return { status: response.status, message };
}

function query(procedure: string, input: unknown): Promise<Answer> {
  return fetch(`${base()}/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`).then(answerOf);
}

function mutation(procedure: string, input: unknown): Promise<Answer> {
  return fetch(`${base()}/api/trpc/${procedure}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(input) }).then(
    answerOf,
  );
}

/** A move at `table`'s current version by the seat whose turn it is (or `token`). */
async function move(gameId: string, token: string, action: unknown, version?: number): Promise<Answer> {
  const at = version ?? (await viewOf(gameId, token)).view.version;
  return mutation("table.act", { gameId, token, version: at, clientActionId: `errori-${Math.random().toString(36).slice(2)}`, action });
}

async function viewOf(gameId: string, token: string): Promise<{ view: { version: number; turn: number } }> {
  const response = await fetch(`${base()}/api/trpc/table.view?input=${encodeURIComponent(JSON.stringify({ gameId, token }))}`);
  return ((await response.json()) as { result: { data: { view: { version: number; turn: number } } } }).result.data;
}

/** The seat whose turn it is at the table being played, and one that waits. */
async function playingSeats(): Promise<{ mover: string; other: string; version: number }> {
  const { playing } = fixtures();
  const { view } = await viewOf(playing.gameId, playing.seatTokens[0]!);
  return { mover: playing.seatTokens[view.turn]!, other: playing.seatTokens[1 - view.turn]!, version: view.version };
}

/** Starts with, for a message that carries its own detail after the catalogue's sentence. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

interface ApiPath {
  path: string;
  status: number;
  expected: string | RegExp;
  call: () => Promise<Answer>;
}

/** Every refusal of the API a person can meet, by the path that leads to it. */
const API_PATHS: ApiPath[] = [
  // The table's link (/tavolo/<id>?posto=<token>, ?guarda=<token>).
  {
    path: "a table id that is no id (/tavolo/ab!…)",
    status: 400,
    expected: startsWith("Il link è incompleto o copiato male (il tavolo del link). Apri il link"),
    call: () => mutation("table.join", { gameId: "ab!", token: NO_SEAT }),
  },
  {
    path: "a seat code cut short (?posto=x)",
    status: 400,
    expected: startsWith("Il link è incompleto o copiato male (il codice del link). Apri il link"),
    call: () => mutation("table.join", { gameId: NO_TABLE, token: "x" }),
  },
  { path: "a table nobody made", status: 404, expected: TABLE_ERRORS.NOT_FOUND, call: () => mutation("table.join", { gameId: NO_TABLE, token: NO_SEAT }) },
  {
    path: "a table deleted after 60 idle days",
    status: 404,
    expected: TABLE_ERRORS.NOT_FOUND,
    call: () => mutation("table.join", { gameId: fixtures().deleted.gameId, token: fixtures().deleted.seatTokens[0] }),
  },
  {
    path: "a seat code that is no seat of this table (?posto=…)",
    status: 403,
    expected: TABLE_ERRORS.FORBIDDEN,
    call: () => mutation("table.join", { gameId: fixtures().playing.gameId, token: NO_SEAT }),
  },
  {
    path: "another table's seat code",
    status: 403,
    expected: TABLE_ERRORS.FORBIDDEN,
    call: () => query("table.view", { gameId: fixtures().playing.gameId, token: fixtures().waiting.seatTokens[1] }),
  },
  {
    path: "a spectator's link (?guarda=…) trying to play",
    status: 403,
    expected: TABLE_ERRORS.SPECTATOR,
    call: () => move(fixtures().playing.gameId, fixtures().playing.spectatorToken, { do: "draw" }, 0),
  },
  // Moves.
  {
    path: "a move before every seat is taken",
    status: 200,
    expected: ACT_REFUSALS.WAITING_FOR_PLAYERS,
    call: () => move(fixtures().waiting.gameId, fixtures().waiting.seatTokens[0]!, { do: "draw" }),
  },
  {
    path: "a move on an old version of the table (someone moved first)",
    status: 200,
    expected: ACT_REFUSALS.STALE_VERSION,
    call: async () => {
      const { mover, version } = await playingSeats();
      return move(fixtures().playing.gameId, mover, { do: "draw" }, version + 5);
    },
  },
  {
    path: "a move out of turn (RULES §3, Art. 4)",
    status: 200,
    expected: ENGINE_ERRORS.NOT_YOUR_TURN,
    call: async () => move(fixtures().playing.gameId, (await playingSeats()).other, { do: "draw" }),
  },
  {
    path: "a move at an archived table (30 idle days)",
    status: 200,
    expected: ACT_REFUSALS.ARCHIVED,
    call: () => move(fixtures().archived.gameId, fixtures().archived.seatTokens[0]!, { do: "draw" }),
  },
  {
    path: "a move once the match is over",
    status: 200,
    expected: ENGINE_ERRORS.GAME_OVER,
    call: () => move(fixtures().over.gameId, fixtures().over.seatTokens[0]!, { do: "nextDeal" }),
  },
  {
    path: "the record of a match still being played",
    status: 412,
    expected: TABLE_ERRORS.NOT_OVER,
    call: () => query("table.record", { gameId: fixtures().playing.gameId, token: fixtures().playing.seatTokens[0] }),
  },
  {
    path: "a name with an invisible character",
    status: 400,
    expected: `Richiesta non valida (il nome): ${HIDDEN_CHARACTERS_MESSAGE.replace(/\.$/, "")}. Correggilo e riprova.`,
    call: () => mutation("table.join", { gameId: fixtures().playing.gameId, token: fixtures().playing.seatTokens[0], name: "An\u200bna" }),
  },
  {
    path: "a lesson (Impara a giocare) started with an invisible character in the name",
    status: 400,
    expected: `Richiesta non valida (il nome): ${HIDDEN_CHARACTERS_MESSAGE.replace(/\.$/, "")}. Correggilo e riprova.`,
    call: () => mutation("table.startLesson", { name: "An\u200bna" }),
  },
  {
    path: "a new table with options that do not go together",
    status: 400,
    expected: startsWith(TABLE_ERRORS.BAD_OPTIONS),
    call: () => mutation("table.create", { players: 2, wordProfile: "torneo", threePlayerPozzetti: "3x11" }),
  },
  {
    path: "a new table with a target and a number of deals",
    status: 400,
    expected: "Richiesta non valida (le smazzate): Scegli un punteggio da raggiungere oppure un numero di smazzate, non tutti e due. Correggi e riprova.",
    call: () => mutation("table.create", { players: 2, wordProfile: "torneo", target: 1000, deals: 2 }),
  },
  // The judge's link (/giudice?tavolo=<id>&codice=<token>).
  {
    path: "a judge's link with a wrong code",
    status: 403,
    expected: JUDGE_ERRORS.FORBIDDEN,
    call: () => query("judge.whoami", { credential: { gameId: fixtures().playing.gameId, token: NO_SEAT } }),
  },
  {
    path: "a judge's link with a seat's code",
    status: 403,
    expected: JUDGE_ERRORS.FORBIDDEN,
    call: () => query("judge.whoami", { credential: { gameId: fixtures().playing.gameId, token: fixtures().playing.seatTokens[0] } }),
  },
  {
    path: "a judge's link of a table nobody made",
    status: 404,
    expected: JUDGE_ERRORS.NOT_FOUND,
    call: () => query("judge.whoami", { credential: { gameId: NO_TABLE, token: NO_SEAT } }),
  },
  {
    path: "a judge's link cut short",
    status: 400,
    expected: startsWith("Il link è incompleto o copiato male (il link del giudice). Apri il link del giudice"),
    call: () => query("judge.whoami", { credential: { gameId: fixtures().playing.gameId, token: "x" } }),
  },
  {
    path: "the admin's code on a server without one",
    status: 403,
    expected: JUDGE_ERRORS.NO_ADMIN,
    call: () => query("judge.whoami", { credential: { admin: true, token: "a".repeat(20) } }),
  },
  // The dictionary (/dizionario).
  {
    path: "letters that are not on the cards",
    status: 400,
    expected: "Richiesta non valida (le lettere): Solo le lettere delle carte (A B C D E F G H I L M N O P Q R S T U V Z). Correggile e riprova.",
    call: () => query("dictionary.find", { letters: "CASAK" }),
  },
  {
    path: "a meld's pattern with two wilds",
    status: 400,
    expected: "Richiesta non valida (lo schema): Al massimo una matta (?) per combinazione (Art. 4.2). Correggilo e riprova.",
    call: () => query("dictionary.readings", { pattern: "C??A", wild: "jolly" }),
  },
  {
    path: "a word longer than any",
    status: 400,
    expected: "Richiesta non valida (la parola): troppo lungo: al massimo 64 caratteri. Correggila e riprova.",
    call: () => query("dictionary.check", { word: "a".repeat(65) }),
  },
  // The HTTP layer.
  {
    path: "a move sent as a form, not JSON",
    status: 415,
    expected: JSON_ONLY_MESSAGE,
    call: () => fetch(`${base()}/api/trpc/table.act`, { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" }).then(answerOf),
  },
  {
    path: `a batch of more than ${MAX_BATCH_CALLS} calls`,
    status: 413,
    expected: TOO_MANY_CALLS_MESSAGE,
    call: () => {
      const calls = Array.from({ length: MAX_BATCH_CALLS + 1 }, () => "health.ping").join(",");
      return fetch(`${base()}/api/trpc/${calls}?batch=1&input={}`).then(async (response) => {
        const body = (await response.json()) as { error?: { message: string } } | { error?: { message: string } }[];
        const error = Array.isArray(body) ? body[0]?.error : body.error;
        return { status: response.status, message: error?.message ?? "" };
      });
    },
  },
  {
    path: "a body too large",
    status: 413,
    expected: /^Richiesta troppo grande \(al massimo \d+ KiB\): mandane una più piccola/,
    call: () => mutation("table.act", { gameId: NO_TABLE, token: "t".repeat(40_000) }),
  },
  {
    path: "a procedure that does not exist",
    status: 404,
    expected: "Questa procedura non esiste: controlla il nome in docs/api.md.",
    call: () => query("table.nonEsiste", {}),
  },
  {
    path: "a mutation sent as GET",
    status: 405,
    expected: "Metodo non ammesso: usa GET per le query e POST per le mutazioni (docs/api.md).",
    call: () => query("table.create", { players: 2 }),
  },
  {
    path: "input that is not JSON",
    status: 400,
    expected: "La richiesta non si legge: ricarica la pagina e riprova.",
    call: () => fetch(`${base()}/api/trpc/table.view?input=%7Bnon-json`).then(answerOf),
  },
];

describe("every refusal of the API is Italian and says what to do", () => {
  it.each(API_PATHS)("$path", async ({ status, expected, call }) => {
    const answer = await call();
    expect(answer.status).toBe(status);
    if (typeof expected === "string") expect(answer.message).toBe(expected);
    else expect(answer.message).toMatch(expected);
    expect(problemsOf(answer.message), answer.message).toEqual([]);
  });

  it("too many requests with one link: 429, wait and retry", async () => {
    const { gameId, spectatorToken } = fixtures().playing;
    // The token's bucket: 40 at once, then 20 a second (src/server/api/routers/table.ts).
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => fetch(`${base()}/api/trpc/table.view?input=${encodeURIComponent(JSON.stringify({ gameId, token: spectatorToken }))}`)),
    );
    const refused = answers.filter((response) => response.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    const { message } = await answerOf(refused[0]!);
    expect(message).toMatch(/^Troppe richieste: riprova tra \d+ second[oi]\.$/);
    expect(problemsOf(message)).toEqual([]);
  });

  it("the server full of live tables: 503, retry later", async () => {
    // A server of its own whose cap on live streams (MAX_STREAMS) is one: the second stream is refused.
    const small = await startApp({ env: { MAX_STREAMS: "1" } });
    const open = new AbortController();
    try {
      const { gameId, spectatorToken } = await trpcMutation<CreatedTable>(small.baseUrl, "table.create", { players: 2, wordProfile: "torneo" });
      const stream = (signal?: AbortSignal) =>
        fetch(`${small.baseUrl}/api/trpc/table.watch?input=${encodeURIComponent(JSON.stringify({ gameId, token: spectatorToken }))}`, { signal });
      expect((await stream(open.signal)).status).toBe(200);
      const full = await stream();
      expect(full.status).toBe(503);
      const event = (await full.text()).split("\n").find((line) => line.startsWith("data: ") && line.includes('"message"'));
      const { message } = JSON.parse(event!.slice("data: ".length)) as { message: string };
      expect(message).toBe("Il server è al completo: riprova tra 30 secondi.");
      expect(problemsOf(message)).toEqual([]);
    } finally {
      open.abort();
      await small.stop();
    }
  });
});

interface PagePath {
  path: string;
  url: () => string;
  /** What the page shows it in. */
  where: (page: Page) => ReturnType<Page["getByTestId"]>;
  expected: string | RegExp;
}

/** What the pages show on each path (the text a person reads). */
const PAGE_PATHS: PagePath[] = [
  {
    path: "an address the site does not have (404)",
    url: () => "/regole-che-non-esistono",
    where: (page) => page.locator("main"),
    // The heading, the lead and the way back, read as one text.
    expected: /^Pagina non trovata.*Torna all'inizio$/,
  },
  {
    path: "a table link broken inside a %-escape (/tavolo/ab%E0…)",
    url: () => `/tavolo/${fixtures().playing.gameId}%E0?posto=${fixtures().playing.seatTokens[0]}`,
    where: (page) => page.locator("main"),
    expected: /^Pagina non trovata.*aprilo di nuovo per intero.*Torna all'inizio$/,
  },
  {
    path: "a table link without its seat (/tavolo/<id>)",
    url: () => `/tavolo/${fixtures().playing.gameId}`,
    where: (page) => page.locator("p.alert"),
    expected: "Questo link non contiene un posto: apri il link che hai ricevuto per intero.",
  },
  {
    path: "a seat link cut short (?posto=x)",
    url: () => `/tavolo/${fixtures().playing.gameId}?posto=x`,
    where: (page) => page.getByTestId("table-fatal"),
    expected: startsWith("Il link è incompleto o copiato male (il codice del link). Apri il link che hai ricevuto per intero"),
  },
  {
    path: "a table nobody made, or deleted",
    url: () => `/tavolo/${fixtures().deleted.gameId}?posto=${fixtures().deleted.seatTokens[0]}`,
    where: (page) => page.getByTestId("table-fatal"),
    expected: TABLE_ERRORS.NOT_FOUND,
  },
  {
    path: "a seat code that is no seat of the table",
    url: () => `/tavolo/${fixtures().playing.gameId}?posto=${NO_SEAT}`,
    where: (page) => page.getByTestId("table-fatal"),
    expected: TABLE_ERRORS.FORBIDDEN,
  },
  {
    path: "an archived table",
    url: () => `/tavolo/${fixtures().archived.gameId}?guarda=${fixtures().archived.spectatorToken}`,
    where: (page) => page.getByTestId("turn"),
    expected: /^Tavolo archiviato: .* Per giocare crea un tavolo nuovo\./,
  },
  {
    path: "a finished match",
    url: () => `/tavolo/${fixtures().over.gameId}?posto=${fixtures().over.seatTokens[0]}`,
    where: (page) => page.getByTestId("turn"),
    expected: /^Partita finita: puoi rivederla mossa per mossa qui sotto\./,
  },
  {
    path: "a judge's link with a wrong code",
    url: () => `/giudice?tavolo=${fixtures().playing.gameId}&codice=${NO_SEAT}`,
    where: (page) => page.getByTestId("judge-fatal"),
    expected: JUDGE_ERRORS.FORBIDDEN,
  },
  {
    path: "a judge's link of a table nobody made",
    url: () => `/giudice?tavolo=${NO_TABLE}&codice=${NO_SEAT}`,
    where: (page) => page.getByTestId("judge-fatal"),
    expected: JUDGE_ERRORS.NOT_FOUND,
  },
];

describe("what the pages show is Italian and says what to do", () => {
  it.each(PAGE_PATHS)("$path", async ({ url, where, expected }) => {
    const page = await newPage();
    await page.goto(`${base()}${url()}`);
    const text = ((await where(page).first().textContent()) ?? "").replace(/\s+/g, " ").trim();
    if (typeof expected === "string") expect(text).toBe(expected);
    else expect(text).toMatch(expected);
    expect(problemsOf(text), text).toEqual([]);
  });

  it("a pasted link that is no table's, on the home page", async () => {
    const page = await newPage();
    await page.goto(base());
    await page.getByTestId("join-link").fill("https://example.org/partita");
    await page.getByTestId("join-submit").click();
    await expect(page.getByTestId("join-error").textContent()).resolves.toBe(LINK_ERRORS.NOT_A_TABLE);
  });

  it("letters that are not on the cards, in the dictionary", async () => {
    const page = await newPage();
    await page.goto(`${base()}/dizionario`);
    await page.getByTestId("find-letters").fill("kiwi");
    const text = (await page.getByTestId("find-letters-error").textContent()) ?? "";
    expect(text).toMatch(/^Questi caratteri non sono sulle carte: «K», «W»\. Usa solo le lettere/);
    expect(problemsOf(text), text).toEqual([]);
  });

  it("a server that does not answer: the page's own Italian sentence, not the browser's «Failed to fetch»", async () => {
    const page = await newPage();
    await page.route("**/api/trpc/**", (route) => route.abort("connectionrefused"));
    const { playing } = fixtures();
    await page.goto(`${base()}/tavolo/${playing.gameId}?posto=${playing.seatTokens[0]}`);
    const text = (await page.getByTestId("table-fatal").textContent()) ?? "";
    expect(text).toBe("Il tavolo non risponde: controlla la connessione e ricarica la pagina.");
    expect(problemsOf(text)).toEqual([]);
  });
});
