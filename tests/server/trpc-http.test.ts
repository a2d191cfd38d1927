/**
 * The HTTP edge as the browser sees it (fetchRequestHandler, in-process): a rejected input
 * comes back as 400 with zod's field errors, so a form can show them next to the field.
 */
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { describe, expect, it } from "vitest";

import { LexiconInputError } from "~/lexicon/service";
import type { Lexicon } from "~/lexicon/types";
import { appRouter } from "~/server/api/root";
import { createTRPCContext, type TRPCContext } from "~/server/api/trpc";
import { createDatabase } from "~/server/db";
import { createServices } from "~/server/services";

/** Answers nothing: every method throws what `fail` makes. */
function failingLexicon(fail: () => Error): Lexicon {
  return {
    version: "test",
    check: () => {
      throw fail();
    },
    readings: () => {
      throw fail();
    },
    findWords: () => {
      throw fail();
    },
  };
}

function call(
  path: string,
  input: unknown,
  getLexicon: TRPCContext["getLexicon"] = () =>
    // Input validation happens before the resolver: the lexicon is never asked for.
    Promise.reject(new Error("lexicon not available")),
): Promise<Response> {
  const ctx = createTRPCContext(createServices({ db: createDatabase({ url: ":memory:" }).db, getLexicon }), "127.0.0.1");
  const url = `http://localhost/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req: new Request(url),
    router: appRouter,
    createContext: () => ctx,
  });
}

interface ErrorBody {
  error: {
    data: {
      code: string;
      httpStatus: number;
      zodError: { fieldErrors: Record<string, string[]> } | null;
    };
  };
}

describe("tRPC over HTTP", () => {
  it("returns 400 with a field error for a letter that is not on the cards", async () => {
    const response = await call("dictionary.find", { letters: "CASAK" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.data.code).toBe("BAD_REQUEST");
    expect(Object.keys(body.error.data.zodError?.fieldErrors ?? {})).toEqual(["letters"]);
  });

  it("says a rejected input in Italian, never zod's issues as JSON (issue #19)", async () => {
    const response = await call("table.view", { gameId: "abc", token: "" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody & { error: { message: string } };
    // A link's parts are not the person's to fix: the sentence says what to do with the link.
    expect(body.error.message).toBe(
      "Il link è incompleto o copiato male (il codice del link). Apri il link che hai ricevuto per intero, o chiedilo di nuovo a chi te l'ha mandato.",
    );
    expect(body.error.data.zodError?.fieldErrors.token?.[0]).toMatch(/^troppo corto: ci vogliono almeno \d+ caratteri$/);
  });

  it("returns 400 with a field error for an over-long word", async () => {
    const response = await call("dictionary.check", { word: "a".repeat(200) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.data.zodError?.fieldErrors.word?.length).toBe(1);
  });

  it("turns the lexicon's own input refusal into a 400 with its message", async () => {
    const lexicon = failingLexicon(() => new LexiconInputError("Al massimo una matta"));
    const response = await call("dictionary.check", { word: "casa" }, () => Promise.resolve(lexicon));
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody & { error: { message: string } };
    expect(body.error.message).toBe("Al massimo una matta");
  });

  it("keeps other lexicon failures as 500", async () => {
    const lexicon = failingLexicon(() => new Error("bug"));
    const response = await call("dictionary.check", { word: "casa" }, () => Promise.resolve(lexicon));
    expect(response.status).toBe(500);
  });

  it("returns 500 without field errors when the lexicon cannot be opened", async () => {
    const response = await call("dictionary.check", { word: "casa" });
    expect(response.status).toBe(500);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.data.zodError).toBeNull();
  });
});
