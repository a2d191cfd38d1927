import { describe, expect, it } from "vitest";

import { parseEnv } from "~/env";

describe("parseEnv", () => {
  it("defaults to a local file database", () => {
    expect(parseEnv({})).toEqual({
      DATABASE_URL: "file:./data/burraco.db",
      DATABASE_AUTH_TOKEN: undefined,
      NODE_ENV: "development",
      JUDGE_TIMEOUT_SECONDS: 180,
      TABLE_IDLE_DAYS: 30,
      TABLE_ARCHIVE_DAYS: 30,
      BOT_DELAY_MS: 800,
      TRUST_PROXY: false,
      MAX_STREAMS: 2000,
    });
  });

  it("treats empty variables as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", DATABASE_AUTH_TOKEN: " " }).DATABASE_URL).toBe("file:./data/burraco.db");
  });

  it("accepts a Turso URL with its token", () => {
    const env = parseEnv({ DATABASE_URL: "libsql://burraco.turso.io", DATABASE_AUTH_TOKEN: "t0k" });
    expect(env.DATABASE_URL).toBe("libsql://burraco.turso.io");
    expect(env.DATABASE_AUTH_TOKEN).toBe("t0k");
  });

  it("takes JUDGE_TIMEOUT_SECONDS (default 180) and refuses a bad one, naming the variable", () => {
    expect(parseEnv({}).JUDGE_TIMEOUT_SECONDS).toBe(180);
    expect(parseEnv({ JUDGE_TIMEOUT_SECONDS: " " }).JUDGE_TIMEOUT_SECONDS).toBe(180);
    expect(parseEnv({ JUDGE_TIMEOUT_SECONDS: "60" }).JUDGE_TIMEOUT_SECONDS).toBe(60);
    for (const bad of ["5", "90000", "2.5", "tre minuti"]) {
      expect(() => parseEnv({ JUDGE_TIMEOUT_SECONDS: bad })).toThrow(/JUDGE_TIMEOUT_SECONDS: /);
    }
  });

  it("takes TABLE_IDLE_DAYS (issue #14: default 30) and refuses a bad one, naming the variable", () => {
    expect(parseEnv({ TABLE_IDLE_DAYS: "7" }).TABLE_IDLE_DAYS).toBe(7);
    for (const bad of ["0", "4000", "1.5", "un mese"]) expect(() => parseEnv({ TABLE_IDLE_DAYS: bad })).toThrow(/TABLE_IDLE_DAYS: /);
  });

  it("takes TABLE_ARCHIVE_DAYS (issue #14: an archived table is deleted after it, default 30) and refuses a bad one", () => {
    expect(parseEnv({ TABLE_ARCHIVE_DAYS: "90" }).TABLE_ARCHIVE_DAYS).toBe(90);
    for (const bad of ["0", "4000", "1.5", "un mese"]) expect(() => parseEnv({ TABLE_ARCHIVE_DAYS: bad })).toThrow(/TABLE_ARCHIVE_DAYS: /);
  });

  it("takes BOT_DELAY_MS (issue #13: the computer's pause, default 800 ms, 0 allowed) and refuses a bad one, naming the variable", () => {
    expect(parseEnv({}).BOT_DELAY_MS).toBe(800);
    expect(parseEnv({ BOT_DELAY_MS: "0" }).BOT_DELAY_MS).toBe(0);
    expect(parseEnv({ BOT_DELAY_MS: "150" }).BOT_DELAY_MS).toBe(150);
    for (const bad of ["-1", "20000", "0.5", "subito"]) {
      expect(() => parseEnv({ BOT_DELAY_MS: bad })).toThrow(/BOT_DELAY_MS: /);
    }
  });

  it("takes TRUST_PROXY (issue #14: off unless said) and refuses anything but a yes or a no, naming the variable", () => {
    expect(parseEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(false);
    for (const on of ["1", "true", "YES", " on "]) expect(parseEnv({ TRUST_PROXY: on }).TRUST_PROXY, on).toBe(true);
    for (const off of ["0", "false", "No", "off"]) expect(parseEnv({ TRUST_PROXY: off }).TRUST_PROXY, off).toBe(false);
    for (const bad of ["2", "si", "nginx"]) expect(() => parseEnv({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: /);
  });

  it("takes MAX_STREAMS (issue #14: default 2000) and refuses a bad one, naming the variable", () => {
    expect(parseEnv({ MAX_STREAMS: "50" }).MAX_STREAMS).toBe(50);
    for (const bad of ["0", "200000", "1.5", "molti"]) expect(() => parseEnv({ MAX_STREAMS: bad })).toThrow(/MAX_STREAMS: /);
  });

  it.each(["postgres://localhost/burraco", "./data/burraco.db", "file:"])("rejects DATABASE_URL=%s naming the variable", (url) => {
    expect(() => parseEnv({ DATABASE_URL: url })).toThrow(/DATABASE_URL: .*file:/);
  });
});
