/**
 * The teacher's dashboard under a full class (issue #16: "a class of 60 students with 30 games
 * in progress answers in ≤ 200 ms"): a temp file database, 60 students joined, the lesson
 * started in pairs (30 tables), each table played for a while by the principiante computer
 * through the one move path (with refused words recorded as a class's are), then
 * `classroom.view` and `classroom.report` timed as the teacher's page calls them (through the
 * tRPC caller: validation, middleware, services).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";

import { botFor, botRandom } from "../src/bots";
import { findProjectRoot } from "../src/lexicon/node";
import { createCaller } from "../src/server/api/root";
import { createTRPCContext } from "../src/server/api/trpc";
import { CLASS_MAX_STUDENTS } from "../src/server/classroom/service";
import { createDatabase } from "../src/server/db";
import { migrateDatabase } from "../src/server/db/migrate";
import { getLexicon } from "../src/server/lexicon";
import { createServices } from "../src/server/services";
import { median } from "./measure";

export interface ClassroomBenchResult {
  students: number;
  tables: number;
  actionsPlayed: number;
  refusedRecorded: number;
  /** ms per call of the teacher's page, over `calls` calls each. */
  view: { median: number; p95: number; max: number };
  report: { median: number; p95: number; max: number };
  calls: number;
  targetMs: number;
}

function stats(values: number[]): { median: number; p95: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (x: number) => Number(x.toFixed(1));
  return { median: round(median(sorted)), p95: round(sorted[Math.floor(0.95 * (sorted.length - 1))]!), max: round(sorted.at(-1)!) };
}

export async function benchClassroom({ movesPerTable = 40, calls = 40, onProgress = (_: string) => {} } = {}): Promise<ClassroomBenchResult> {
  const dir = mkdtempSync(join(tmpdir(), "burraco-bench-classroom-"));
  const database = createDatabase({ url: `file:${join(dir, "burraco.db")}` });
  try {
    await migrateDatabase(database.db, join(findProjectRoot(), "drizzle"));
    const lexicon = await getLexicon();
    const services = createServices({ db: database.db, getLexicon });
    let address = 0;
    const api = () => createCaller(createTRPCContext(services, `10.99.${Math.floor(++address / 250)}.${address % 250}`));
    const created = await api().classroom.create({ name: "Banco di prova", schoolYear: "2026/27" });
    const key = { classId: created.classId, token: created.teacherToken };
    const students = [];
    for (let i = 0; i < CLASS_MAX_STUDENTS; i++) students.push(await api().classroom.join({ code: created.joinCode, nickname: `Studente ${i + 1}` }));
    const { tables } = await api().classroom.startGames({ ...key, grouping: "pairs" });
    onProgress(`classe: ${students.length} studenti, ${tables} tavoli`);

    // Each table played for a while from each mover's own view; every fifth turn a word the dictionary refuses is tried first.
    let actionsPlayed = 0;
    let refusals = 0;
    const seats = await Promise.all(students.map((s) => api().classroom.me({ classId: key.classId, token: s.studentToken })));
    const byGame = new Map<string, string[]>();
    for (const me of seats) {
      const token = new URL(me.table!.link, "http://x").searchParams.get("posto")!;
      byGame.set(me.table!.gameId, [...(byGame.get(me.table!.gameId) ?? []), token]);
    }
    for (const [gameId, tokens] of byGame) {
      for (let move = 0; move < movesPerTable; move++) {
        const views = await Promise.all(tokens.map((token) => services.games.getView(gameId, token)));
        const mover = views.findIndex((tv) => tv.view.turn === tv.seat && tv.view.phase !== "over");
        if (mover < 0) break;
        const tv = views[mover]!;
        if (tv.view.phase === "play" && move % 5 === 0) {
          const red = tv.view.hand.filter((card) => card.startsWith("R:")).slice(0, 3);
          if (red.length === 3 && lexicon.check(red.map((c) => c.slice(2)).join(""), "scuola").verdict === "invalid") {
            await services.games.act(gameId, tokens[mover]!, { version: tv.view.version, clientActionId: `x-${move}`, action: { do: "meld", cards: red } });
            refusals++;
          }
        }
        const action = botFor("principiante").decide(tv.view, tv.table.rules, lexicon, botRandom(gameId, tv.seat!, tv.view.version));
        if (action === null || action.do === "timeout" || action.do === "ruling") break;
        const answer = await services.games.act(gameId, tokens[mover]!, { version: tv.view.version, clientActionId: `m-${move}`, action });
        if (!answer.ok) break;
        actionsPlayed++;
      }
    }
    onProgress(`giocate ${actionsPlayed} mosse, ${refusals} parole respinte`);
    // The refusals are recorded after each answer, in the write queue: let it drain.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const time = async (call: () => Promise<unknown>) => {
      const started = performance.now();
      await call();
      return performance.now() - started;
    };
    // One of each first, so that the timings are those of a page already open.
    await api().classroom.view(key);
    await api().classroom.report(key);
    const viewMs: number[] = [];
    const reportMs: number[] = [];
    for (let i = 0; i < calls; i++) {
      // Paced under the teacher key's rate limit (10 a second): the page asks every few seconds.
      await new Promise((resolve) => setTimeout(resolve, 250));
      viewMs.push(await time(() => api().classroom.view(key)));
      reportMs.push(await time(() => api().classroom.report(key)));
    }
    const report = await api().classroom.report(key);
    services.games.stopClocks();
    return {
      students: students.length,
      tables,
      actionsPlayed,
      refusedRecorded: report.students.reduce((n, s) => n + s.refusedCount, 0),
      view: stats(viewMs),
      report: stats(reportMs),
      calls,
      targetMs: 200,
    };
  } finally {
    database.client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
