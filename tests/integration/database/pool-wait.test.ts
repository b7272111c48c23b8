import net from "node:net";

import { describe, expect, it } from "vitest";

import { createAdapter } from "@/lib/database/adapter";

import { baseDatabaseUrl } from "../../support/test-databases";

// A burst larger than the pool (40 captures at once, each in a transaction) waits its turn for a connection: only
// a server that does not answer fails fast. Before, the pool's wait for a free client shared the 5-second connect
// timeout, so a busy but healthy database answered some of a burst 503.
describe.concurrent("the PostgreSQL pool", () => {
  it("still fails a query within the connect timeout when the server accepts connections but never answers", async () => {
    const server = net.createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as net.AddressInfo;
    const adapter = createAdapter({ kind: "postgres", url: `postgresql://postgres@127.0.0.1:${port}/postgres` });
    const started = Date.now();
    try {
      await expect(adapter.sql.query("SELECT 1")).rejects.toThrow(/timeout/);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await adapter.close();
      server.close();
    }
  });

  // Only on a run with a PostgreSQL server (the embedded database has no pool).
  for (const url of [baseDatabaseUrl()].filter((base) => base !== undefined))
    it("gives a query a connection when one frees under a burst, even after longer than the connect timeout", async () => {
      const adapter = createAdapter({ kind: "postgres", url });
      try {
        // Every connection of the pool (10) busy for 6 seconds, then one query more.
        const busy = Array.from({ length: 10 }, () => adapter.sql.query("SELECT pg_sleep(6)"));
        const waiting = adapter.sql.query<{ n: number }>("SELECT 1 AS n");
        await Promise.all(busy);
        expect((await waiting).rows).toEqual([{ n: 1 }]);
      } finally {
        await adapter.close();
      }
    });
});
