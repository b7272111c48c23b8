import { describe, expect, it } from "vitest";

import { libpqConnection } from "@/lib/ops/pg-tools";

describe("the connection pg_dump and pg_restore are given", () => {
  it("keeps the password out of the URL they see on their command line, and hands it over as PGPASSWORD", () => {
    const { dbname, env } = libpqConnection("postgresql://shop:s%40cr%3At@db.internal:5432/shop?sslmode=require&schema=public");
    expect(dbname).toBe("postgresql://shop@db.internal:5432/shop?sslmode=require");
    expect(dbname).not.toContain("s%40cr");
    expect(env).toEqual({ PGPASSWORD: "s@cr:t" });
  });

  it("sets no PGPASSWORD when the URL has none (trust, .pgpass or a client certificate)", () => {
    expect(libpqConnection("postgresql://postgres@127.0.0.1:5432/postgres")).toEqual({ dbname: "postgresql://postgres@127.0.0.1:5432/postgres", env: {} });
  });
});
