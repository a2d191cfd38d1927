/**
 * The scripted clients of the table benchmark (bench/tables.ts), run in a worker thread so
 * that they do not share the server's event loop: one client per table plays draw → discard
 * turns (nextDeal when a deal ends) through `table.act` over its own keep-alive connection
 * (./http-connection.ts), each with the current version and a fresh clientActionId.
 *
 * Paced (intervalMs > 0): each table acts on a fixed timetable, one action every
 * `intervalMs` from its start (spread over the first interval), like players acting at a
 * steady rate: the offered load is tables × 1000 / intervalMs actions/s. A table whose answer
 * comes after its next slot sends at once and goes back to its timetable; slots already past
 * are skipped, not sent in a burst, and counted. (Scheduling each send `intervalMs` after the
 * previous one instead let every hiccup — a GC pause, a late timer — bunch the tables it
 * delayed for the rest of the run: the load arrived in bursts that grew run after run, which
 * no set of independent players does.) Unpaced (0): each sends as soon as the previous
 * answer arrives, i.e. the server's saturation throughput.
 *
 * Latency is measured from the moment a request is sent. Beside it, for paced runs: how late
 * the sends were against the timetable (`sendLags`), and the latency counted from when each
 * action was due (`dueLatencies`, one per slot, skipped ones included), so that neither a
 * client that stalled and sent late nor a slow answer that made it skip slots can hide the
 * wait (coordinated omission).
 */
import { parentPort, workerData } from "node:worker_threads";

import { HttpConnection } from "./http-connection";
import { type SeatViewLite, scriptedMove } from "./scripted-move";

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
  /** Paced: how late each send was against its table's timetable (ms), in send order; empty when unpaced. */
  sendLags: number[];
  /**
   * Paced: each answer's latency counted from when its action was due (its timetable slot),
   * plus one entry per skipped slot (due, then kept waiting until that answer); empty when unpaced.
   */
  dueLatencies: number[];
  /** Paced: slots skipped because the previous answer came after them. */
  skippedSlots: number;
}

/** What the clients' worker posts: when its clock starts, then its figures. */
export type ClientsMessage = { kind: "started" } | { kind: "done"; output: ClientsOutput };

type ActAnswer = { ok: true; duplicate: boolean; view: SeatViewLite } | { ok: false; code: string; message: string; view?: SeatViewLite };

type TrpcAnswer = { result?: { data: ActAnswer }; error?: { data?: { code?: string } } };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `onClockStarted`: called when the connections are open and the first action is about to be timed. */
export async function runClients(input: ClientsInput, onClockStarted: () => void = () => {}): Promise<ClientsOutput> {
  const actUrl = new URL(`${input.url}/table.act`);
  const latencies: number[] = [];
  const errorCodes: Record<string, number> = {};
  let errors = 0;
  const fail = (code: string) => {
    errors++;
    errorCodes[code] = (errorCodes[code] ?? 0) + 1;
  };
  // One connection per table, opened before the clock starts: players have their page open
  // before they move. (Opening 100 connections while the paced clients were already sending
  // showed a one-off stall of ~1 s for the last ones to connect.)
  const connections = await Promise.all(input.tables.map(() => HttpConnection.open(actUrl)));
  const sendLags: number[] = [];
  const dueLatencies: number[] = [];
  let skippedSlots = 0;
  const started = performance.now();
  const deadline = started + input.seconds * 1000;
  onClockStarted();

  await Promise.all(
    input.tables.map(async ({ gameId, tokens, view: first }, t) => {
      let view = first;
      let played = 0;
      let failuresInARow = 0;
      let discardTry = 0;
      const connection = connections[t]!;
      // The table's timetable: its slots are `interval` apart, the tables' first slots spread
      // over one interval, as players would be. `slot` is the next one.
      let slot = started + (input.intervalMs * t) / input.tables.length;
      while (played < input.actionsPerTable && failuresInARow < 5) {
        const wait = slot - performance.now();
        if (wait > 0) await sleep(wait);
        if (performance.now() >= deadline) break;
        const { seat, action } = scriptedMove(view, discardTry);
        const sent = performance.now();
        // Paced: the slots this send answers for — its own (or the send, if a timer fired a
        // little early) and any later one already past (the previous answer came after it).
        // Those are skipped rather than sent in a burst to catch up, but each is counted as
        // an action kept waiting until this answer.
        const due: number[] = [];
        if (input.intervalMs > 0) {
          sendLags.push(sent - slot);
          due.push(Math.min(slot, sent));
          for (slot += input.intervalMs; slot <= sent; slot += input.intervalMs) due.push(slot);
          skippedSlots += due.length - 1;
        }
        const answer = await connection.post(
          actUrl.pathname,
          JSON.stringify({ gameId, token: tokens[seat], version: view.version, clientActionId: `b${t}-${view.version}-${discardTry}`, action }),
        );
        const answered = performance.now();
        latencies.push(answered - sent);
        for (const at of due) dueLatencies.push(answered - at);
        const json = answer.json as TrpcAnswer | null;
        const result = json?.result?.data;
        if (result === undefined) {
          fail(`HTTP_${answer.status}_${json?.error?.data?.code ?? "?"}`);
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
  const elapsedSeconds = (performance.now() - started) / 1000;
  for (const connection of connections) connection.close();
  return { latencies, errorCodes, errors, elapsedSeconds, sendLags, dueLatencies, skippedSlots };
}

if (parentPort !== null && (workerData as { role?: string } | null)?.role === "table-clients") {
  const port = parentPort;
  runClients((workerData as { input: ClientsInput }).input, () => port.postMessage({ kind: "started" } satisfies ClientsMessage)).then(
    (output) => port.postMessage({ kind: "done", output } satisfies ClientsMessage),
    (error: unknown) => {
      throw error;
    },
  );
}
