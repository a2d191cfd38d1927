/**
 * The scripted clients of the table benchmark (bench/tables.ts), run in a worker thread so
 * that they do not share the server's event loop: one client per table plays draw → discard
 * turns (nextDeal when a deal ends) through `table.act` over HTTP keep-alive, each with the
 * current version and a fresh clientActionId.
 *
 * Paced (intervalMs > 0): each table sends its next action `intervalMs` after the previous
 * one was sent (or at once if the answer came later), like players acting at a steady rate;
 * the offered load is tables × 1000 / intervalMs actions/s. Unpaced (0): each sends as soon
 * as the previous answer arrives, i.e. the server's saturation throughput.
 */
import { Agent, request } from "node:http";
import { parentPort, workerData } from "node:worker_threads";

export interface ClientTable {
  gameId: string;
  tokens: string[];
  view: SeatViewLite;
}

export interface ClientsInput {
  url: string;
  tables: ClientTable[];
  actionsPerTable: number;
  seconds: number;
  intervalMs: number;
}

export interface ClientsOutput {
  latencies: number[];
  errorCodes: Record<string, number>;
  errors: number;
  elapsedSeconds: number;
}

export interface SeatViewLite {
  version: number;
  turn: number;
  phase: "draw" | "play" | "over";
  hand: string[];
}

type ActAnswer =
  | { ok: true; duplicate: boolean; view: SeatViewLite }
  | { ok: false; code: string; message: string; view?: SeatViewLite };

const agent = new Agent({ keepAlive: true, maxSockets: 1024 });

function post(url: URL, body: string): Promise<{ status: number; json: { result?: { data: ActAnswer }; error?: { data?: { code?: string } } } }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
          } catch (error) {
            reject(error);
          }
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * One keep-alive connection per table, opened before the clock starts: players have their
 * page open before they move. (Opening 100 connections while the paced clients are already
 * sending showed a one-off stall of ~1 s for the last ones to connect.)
 */
async function connect(url: string, count: number): Promise<void> {
  await Promise.all(
    Array.from({ length: count }, () =>
      new Promise<void>((resolve, reject) => {
        const req = request(`${url}/health.ping`, { agent }, (res) => {
          res.resume();
          res.on("end", resolve);
          res.on("error", reject);
        });
        req.on("error", reject);
        req.end();
      }),
    ),
  );
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runClients(input: ClientsInput): Promise<ClientsOutput> {
  const actUrl = new URL(`${input.url}/table.act`);
  const latencies: number[] = [];
  const errorCodes: Record<string, number> = {};
  let errors = 0;
  const fail = (code: string) => {
    errors++;
    errorCodes[code] = (errorCodes[code] ?? 0) + 1;
  };
  await connect(input.url, input.tables.length);
  const started = performance.now();
  const deadline = started + input.seconds * 1000;

  await Promise.all(
    input.tables.map(async ({ gameId, tokens, view: first }, t) => {
      let view = first;
      let played = 0;
      let failuresInARow = 0;
      let discardTry = 0;
      // Spread the tables' first sends over one interval, as players would be.
      let nextSend = started + (input.intervalMs * t) / input.tables.length;
      while (played < input.actionsPerTable && failuresInARow < 5) {
        const wait = nextSend - performance.now();
        if (wait > 0) await sleep(wait);
        if (performance.now() >= deadline) break;
        const seat = view.phase === "over" ? 0 : view.turn;
        const action =
          view.phase === "over"
            ? { do: "nextDeal" }
            : view.phase === "draw"
              ? { do: "draw" }
              : { do: "discard", card: view.hand[(view.hand.length - 1 - discardTry + view.hand.length * 4) % view.hand.length] };
        const sent = performance.now();
        nextSend = sent + input.intervalMs;
        const answer = await post(
          actUrl,
          JSON.stringify({ gameId, token: tokens[seat], version: view.version, clientActionId: `b${t}-${view.version}-${discardTry}`, action }),
        );
        latencies.push(performance.now() - sent);
        const result = answer.json.result?.data;
        if (result === undefined) {
          fail(`HTTP_${answer.status}_${answer.json.error?.data?.code ?? "?"}`);
          failuresInARow++;
          continue;
        }
        if (!result.ok) {
          fail(result.code);
          failuresInARow++;
          if (result.view) view = result.view;
          if (action.do === "discard") discardTry++;
          continue;
        }
        played++;
        failuresInARow = 0;
        discardTry = 0;
        view = result.view;
      }
    }),
  );
  agent.destroy();
  return { latencies, errorCodes, errors, elapsedSeconds: (performance.now() - started) / 1000 };
}

if (parentPort !== null && (workerData as { role?: string } | null)?.role === "table-clients") {
  const port = parentPort;
  runClients((workerData as { input: ClientsInput }).input).then(
    (output) => port.postMessage(output),
    (error: unknown) => {
      throw error;
    },
  );
}
