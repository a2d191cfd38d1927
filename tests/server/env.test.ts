import { describe, expect, it } from "vitest";

import { parseEnv } from "~/env";

describe("parseEnv", () => {
  it("defaults to a local file database", () => {
    expect(parseEnv({})).toEqual({
      DATABASE_URL: "file:./data/burraco.db",
      DATABASE_AUTH_TOKEN: undefined,
      NODE_ENV: "development",
    });
  });

  it("treats empty variables as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", DATABASE_AUTH_TOKEN: " " }).DATABASE_URL).toBe(
      "file:./data/burraco.db",
    );
  });

  it("accepts a Turso URL with its token", () => {
    const env = parseEnv({ DATABASE_URL: "libsql://burraco.turso.io", DATABASE_AUTH_TOKEN: "t0k" });
    expect(env.DATABASE_URL).toBe("libsql://burraco.turso.io");
    expect(env.DATABASE_AUTH_TOKEN).toBe("t0k");
  });

  it.each(["postgres://localhost/burraco", "./data/burraco.db", "file:"])(
    "rejects DATABASE_URL=%s naming the variable",
    (url) => {
      expect(() => parseEnv({ DATABASE_URL: url })).toThrow(/DATABASE_URL: .*file:/);
    },
  );
});
