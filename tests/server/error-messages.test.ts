/**
 * Issue #19: every error a person can see is Italian and says what to do. Here, the message
 * catalogues, each code of each (a new code with an English or bare message fails), the
 * API's refusals made outside them, and what a rejected input becomes. The paths that lead a
 * person to them, on the real server and in the browser: tests/e2e/errori.e2e.test.ts.
 */
import { TRPCClientError } from "@trpc/client";
import { describe, expect, test } from "vitest";
import { z } from "zod";

import { LINK_ERRORS } from "~/app/_components/table-link";
import { JUDGE_LINK_ERRORS } from "~/app/giudice/_components/judge-link";
import { TEACHER_REFUSALS } from "~/app/tavolo/[id]/_components/judge-ui";
import { ENGINE_ERRORS } from "~/engine/errors";
import { inputRefusal } from "~/server/api/input-errors";
import { serverBusy, tooManyRequests } from "~/server/api/limits";
import { HIDDEN_CHARACTERS_MESSAGE, plainText } from "~/server/api/text";
// The process's zod configuration (Italian issues) is set where tRPC is set up: imported for it.
import "~/server/api/trpc";
import { ACT_REFUSALS, TABLE_ERRORS } from "~/server/games/errors";
import { JSON_ONLY_MESSAGE, TOO_MANY_CALLS_MESSAGE, tooLargeMessage } from "~/server/http/api-refusals";
import { CLASSROOM_ERRORS } from "~/server/classroom/errors";
import { JUDGE_ERRORS } from "~/server/judge/errors";
import { TOURNAMENT_ERRORS } from "~/server/tournament/errors";
import { errorText } from "~/trpc/error-text";
import { notItalian, problemsOf, saysNothingToDo } from "./italian";

describe("the checker itself", () => {
  test.each([
    "Too small: expected string to have >=16 characters",
    "Failed to fetch",
    "Error: boom",
    "Richiesta non valida (il codice del link): Troppo piccolo: string deve avere >=16 caratteri.",
    "Input non valido: atteso numero, ricevuto string",
    '[{"code":"too_small","path":["token"]}]',
    "No procedure found on path",
  ])("finds %j not fit for a person", (message) => {
    expect(notItalian(message)).not.toBeNull();
  });

  test("tells a message that only states the problem from one that says what to do", () => {
    expect(saysNothingToDo("Questo tavolo non esiste.")).not.toBeNull();
    expect(saysNothingToDo("Questo tavolo non esiste: controlla il link.")).toBeNull();
    expect(problemsOf("La partita è finita: puoi rivederla.")).toEqual([]);
  });
});

/** Every catalogue of codes and messages; `act`: each message also says what to do. */
const CATALOGUES: { name: string; messages: Readonly<Record<string, string>>; act: boolean }[] = [
  // The rules' refusals explain the rule (Art. …): they must be Italian; what to do is the rule.
  { name: "engine (src/engine/errors.ts)", messages: ENGINE_ERRORS, act: false },
  { name: "engine, at a class's table (TEACHER_REFUSALS)", messages: TEACHER_REFUSALS, act: false },
  { name: "table service (src/server/games/errors.ts)", messages: TABLE_ERRORS, act: true },
  { name: "table.act refusals (src/server/games/errors.ts)", messages: ACT_REFUSALS, act: true },
  { name: "judge (src/server/judge/errors.ts)", messages: JUDGE_ERRORS, act: true },
  { name: "classroom (src/server/classroom/errors.ts)", messages: CLASSROOM_ERRORS, act: true },
  { name: "tournament (src/server/tournament/errors.ts)", messages: TOURNAMENT_ERRORS, act: true },
  { name: "a pasted table link (src/app/_components/table-link.ts)", messages: LINK_ERRORS, act: true },
  { name: "a pasted judge link (src/app/giudice/_components/judge-link.ts)", messages: JUDGE_LINK_ERRORS, act: true },
];

describe.each(CATALOGUES)("every code of the $name catalogue", ({ messages, act }) => {
  test.each(Object.entries(messages))("%s", (_code, message) => {
    expect(problemsOf(message, { mustSayWhatToDo: act })).toEqual([]);
  });
});

describe("the engine codes a newcomer meets as a dead end say what to do", () => {
  // RULES §3 (Art. 4): one plays in turn, drawing first; a finished match is over for every move.
  test.each(["GAME_OVER", "NOT_YOUR_TURN", "UNKNOWN_ACTION", "MUST_DRAW_FIRST", "WILD_NEEDS_LETTER"] as const)("%s", (code) => {
    expect(problemsOf(ENGINE_ERRORS[code])).toEqual([]);
  });
});

describe("the API's refusals outside the catalogues", () => {
  test.each([
    ["415, a mutation that is not JSON", JSON_ONLY_MESSAGE],
    ["413, a batch of too many calls", TOO_MANY_CALLS_MESSAGE],
    ["413, a body too large", tooLargeMessage(16 * 1024)],
    ["429, a rate limit", tooManyRequests(3).message],
    ["429, one second", tooManyRequests(1).message],
    ["503, the streams are full", serverBusy(30).message],
    ["a name with hidden characters", HIDDEN_CHARACTERS_MESSAGE],
  ])("%s", (_what, message) => {
    expect(problemsOf(message)).toEqual([]);
  });
});

/** The first issue of `schema` on `input`, as the API words it. */
function refusalOf(schema: z.ZodType, input: unknown): string {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error(`accepted: ${JSON.stringify(input)}`);
  return inputRefusal(parsed.error);
}

describe("a rejected input, whatever zod found wrong, is one Italian sentence", () => {
  const link = z.object({ gameId: z.string().min(1).max(32), token: z.string().min(16) });
  test.each([
    ["a token too short", link, { gameId: "abc", token: "x" }],
    ["a token missing", link, { gameId: "abc" }],
    ["a table id too long", link, { gameId: "a".repeat(40), token: "t".repeat(16) }],
    ["a table id of the wrong type", link, { gameId: 3, token: "t".repeat(16) }],
    ["a name empty", z.object({ name: plainText(40, { empty: "Scrivi un nome." }) }), { name: " " }],
    ["a name with a zero-width space", z.object({ name: plainText(40) }), { name: "a\u200bb" }],
    ["a word too long", z.object({ word: z.string().max(5) }), { word: "abcdefgh" }],
    ["letters off the cards", z.object({ letters: z.string().regex(/^[A-Z]*$/) }), { letters: "k?" }],
    ["a version below zero", z.object({ version: z.number().int().min(0) }), { version: -1 }],
    ["an action that does not exist", z.object({ action: z.discriminatedUnion("do", [z.object({ do: z.literal("draw") })]) }), { action: { do: "fly" } }],
    ["a field the API does not know", z.strictObject({ word: z.string() }), { word: "casa", extra: 1 }],
    ["an option out of its list", z.object({ profile: z.enum(["torneo", "scuola"]) }), { profile: "x" }],
    ["a list too long", z.object({ cards: z.array(z.string()).max(2) }), { cards: ["a", "b", "c"] }],
  ])("%s", (_what, schema, input) => {
    const message = refusalOf(schema, input);
    expect(problemsOf(message), message).toEqual([]);
  });

  test("a link's part says to open the link again, without zod's detail", () => {
    expect(refusalOf(z.object({ token: z.string().min(16) }), { token: "x" })).toBe(
      "Il link è incompleto o copiato male (il codice del link). Apri il link che hai ricevuto per intero, o chiedilo di nuovo a chi te l'ha mandato.",
    );
  });
});

describe("a page shows the server's message only when the server answered", () => {
  test("the server's Italian message, as it is", () => {
    const answered = TRPCClientError.from({ error: { message: TABLE_ERRORS.FORBIDDEN, code: -32003, data: { code: "FORBIDDEN", httpStatus: 403 } } });
    expect(errorText(answered)).toBe(TABLE_ERRORS.FORBIDDEN);
  });

  test("no answer (the browser's English «Failed to fetch»): the page's own Italian sentence", () => {
    const silent = TRPCClientError.from(new TypeError("Failed to fetch"));
    expect(silent.message).toBe("Failed to fetch");
    expect(errorText(silent)).toBe("Il server non risponde: controlla la connessione e riprova tra poco.");
    expect(errorText(new Error("boom"), "Il tavolo non risponde: riprova.")).toBe("Il tavolo non risponde: riprova.");
    expect(problemsOf(errorText(silent))).toEqual([]);
  });
});
