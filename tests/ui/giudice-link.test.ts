import { describe, expect, it } from "vitest";

import { consolePath, credentialFromParams, JUDGE_LINK_ERRORS, parseJudgeLink } from "~/app/giudice/_components/judge-link";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE";

describe("a judge joins with a link or a code (docs/judge.md, Roles)", () => {
  it("reads a table judge's and an event judge's link, whole, as a path, or broken by spaces", () => {
    const table = { gameId: "x1Y2z3", token: TOKEN };
    expect(parseJudgeLink(`https://burraco.scuola.it/giudice?tavolo=x1Y2z3&codice=${TOKEN}`)).toEqual({ ok: true, credential: table });
    expect(parseJudgeLink(`  /giudice?tavolo=x1Y2z3&codice=${TOKEN.slice(0, 10)}\n${TOKEN.slice(10)} `)).toEqual({ ok: true, credential: table });
    expect(parseJudgeLink(`localhost:3000/giudice?evento=ev_1&codice=${TOKEN}`)).toEqual({
      ok: true,
      credential: { eventId: "ev_1", token: TOKEN },
    });
    // The order of the parameters does not matter.
    expect(parseJudgeLink(`/giudice?codice=${TOKEN}&tavolo=x1Y2z3`)).toEqual({ ok: true, credential: table });
  });

  it("takes a bare code as the admin's (JUDGE_ADMIN_TOKEN)", () => {
    expect(parseJudgeLink("  codice-amministratore-2026!  ")).toEqual({
      ok: true,
      credential: { admin: true, token: "codice-amministratore-2026!" },
    });
  });

  it("says in Italian what is wrong with anything else", () => {
    expect(parseJudgeLink(" \n ")).toEqual({ ok: false, message: JUDGE_LINK_ERRORS.EMPTY });
    expect(parseJudgeLink("corto")).toEqual({ ok: false, message: JUDGE_LINK_ERRORS.SHORT_CODE });
    expect(parseJudgeLink(`https://example.com/tavolo/x1?posto=${TOKEN}`)).toEqual({ ok: false, message: JUDGE_LINK_ERRORS.NOT_A_JUDGE_LINK });
    expect(parseJudgeLink("/giudice")).toEqual({ ok: false, message: JUDGE_LINK_ERRORS.NOT_A_JUDGE_LINK });
    expect(parseJudgeLink("/giudice?tavolo=x1Y2z3")).toEqual({ ok: false, message: JUDGE_LINK_ERRORS.NO_CODE });
    expect(parseJudgeLink("/giudice?tavolo=x1Y2z3&codice=corto")).toEqual({ ok: false, message: JUDGE_LINK_ERRORS.NO_CODE });
  });

  it("reads the page's own address, and builds it back (never for the admin's code)", () => {
    expect(credentialFromParams(new URLSearchParams(`tavolo=abc&codice=${TOKEN}`))).toEqual({ gameId: "abc", token: TOKEN });
    expect(credentialFromParams(new URLSearchParams(`evento=ev&codice=${TOKEN}`))).toEqual({ eventId: "ev", token: TOKEN });
    expect(credentialFromParams(new URLSearchParams("tavolo=abc"))).toBeNull();
    expect(credentialFromParams(new URLSearchParams(`codice=${TOKEN}`))).toBeNull();
    expect(consolePath({ gameId: "abc", token: TOKEN })).toBe(`/giudice?tavolo=abc&codice=${TOKEN}`);
    expect(consolePath({ eventId: "ev", token: TOKEN })).toBe(`/giudice?evento=ev&codice=${TOKEN}`);
    expect(consolePath({ admin: true, token: "codice-amministratore" })).toBe("/giudice");
  });
});
