/**
 * The HTTP edge as the browser sees it (fetchRequestHandler, in-process): a rejected input
 * comes back as 400 with zod's field errors, so a form can show them next to the field.
 */
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { describe, expect, it } from "vitest";

import { appRouter } from "~/server/api/root";
import type { TRPCContext } from "~/server/api/trpc";
import { createDatabase } from "~/server/db";

function call(path: string, input: unknown): Promise<Response> {
  const ctx: TRPCContext = {
    db: createDatabase({ url: ":memory:" }).db,
    // Input validation happens before the resolver: the lexicon is never asked for.
    getLexicon: () => Promise.reject(new Error("lexicon not needed")),
    headers: new Headers(),
  };
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

  it("returns 400 with a field error for an over-long word", async () => {
    const response = await call("dictionary.check", { word: "a".repeat(200) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.data.zodError?.fieldErrors.word?.length).toBe(1);
  });

  it("returns 500 without field errors when the lexicon cannot be opened", async () => {
    const response = await call("dictionary.check", { word: "casa" });
    expect(response.status).toBe(500);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.data.zodError).toBeNull();
  });
});
