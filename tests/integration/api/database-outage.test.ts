import net from "node:net";

import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";

import { toResponse } from "@/lib/api/errors";
import { prisma } from "@/lib/database/db";
import { isDatabaseUnavailable } from "@/lib/database/is-database-unavailable";
import { PrismaClient } from "@/lib/generated/prisma/client";

import { POST as downloadLink } from "@/app/api/download-link/route";
import { GET as health } from "@/app/api/health/route";
import { GET as verifyLicense } from "@/app/api/license/verify/route";

import { availableKinds, baseDatabaseUrl } from "../../support/test-databases";

/**
 * The errors here are real: produced by Prisma and @prisma/adapter-pg (or
 * PGlite's adapter) against a port nobody listens on, a stand-in server that
 * answers or hangs up as a PostgreSQL does while it stops or restarts, a
 * closed embedded database, and, when the run has a PostgreSQL server, that
 * server terminating a running query. None needs the server to go down.
 */
const servers: net.Server[] = [];
const clients: { $disconnect: () => Promise<void> }[] = [];
afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  await Promise.all(clients.map((client) => client.$disconnect().catch(() => undefined)));
  for (const server of servers) server.close();
});

function clientAt(url: string) {
  const client = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, connectionTimeoutMillis: 2_000 }) });
  clients.push(client);
  return client;
}

/** A TCP server on a free local port that treats every connection with `onConnection`. */
async function standIn(onConnection: (socket: net.Socket) => void): Promise<string> {
  const server = net.createServer(onConnection);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `postgresql://postgres@127.0.0.1:${(server.address() as net.AddressInfo).port}/postgres`;
}

/** A PostgreSQL ErrorResponse message (protocol v3): what a server sends before it closes a connection it will not serve. */
function fatal(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
  const header = Buffer.alloc(5);
  header.write("E", 0);
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

/** The error a call throws (it must throw). */
async function thrown(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("5");
  expect(await response.json()).toEqual({
    error: { code: "service_unavailable", message: "The service is temporarily unavailable. Please try again in a moment." },
  });
}

const outages: [string, () => Promise<unknown>][] = [
  [
    "nothing listens on the port (a raw query: P2010 + DatabaseNotReachable)",
    () => thrown(() => clientAt("postgresql://postgres@127.0.0.1:1/postgres").$queryRaw`SELECT 1`),
  ],
  ["nothing listens on the port (a model query: P1001)", () => thrown(() => clientAt("postgresql://postgres@127.0.0.1:1/postgres").license.findMany())],
  [
    "nothing listens on the port (a transaction)",
    () => thrown(() => clientAt("postgresql://postgres@127.0.0.1:1/postgres").$transaction((tx) => tx.license.count())),
  ],
  [
    "the server is shutting down (57P03 cannot_connect_now)",
    async () =>
      thrown(async () =>
        clientAt(await standIn((socket) => socket.once("data", () => socket.end(fatal("57P03", "the database system is shutting down"))))).license.count(),
      ),
  ],
  [
    "the server was shut down by its administrator (57P01 admin_shutdown)",
    async () =>
      thrown(
        async () =>
          clientAt(await standIn((socket) => socket.once("data", () => socket.end(fatal("57P01", "terminating connection due to administrator command")))))
            .$queryRaw`SELECT 1`,
      ),
  ],
  [
    "the server hangs up mid-handshake (Connection terminated unexpectedly)",
    async () => thrown(async () => clientAt(await standIn((socket) => socket.once("data", () => socket.destroy()))).license.count()),
  ],
  [
    "the server never answers (Connection terminated due to connection timeout)",
    async () => thrown(async () => clientAt(await standIn(() => undefined)).$queryRaw`SELECT 1`),
  ],
  [
    "the embedded database has been closed",
    async () => {
      const db = new PGlite("memory://");
      const client = new PrismaClient({ adapter: new PrismaPGlite(db) as never });
      await client.$queryRaw`SELECT 1`;
      await db.close();
      return thrown(() => client.license.count());
    },
  ],
];

describe("API answers while the database is unreachable", () => {
  it.each(outages)("answers 503 with Retry-After when %s", async (_case, produce) => {
    const error = await produce();
    expect(isDatabaseUnavailable(error)).toBe(true);
    await expectUnavailable(toResponse(error));
  });

  // Only on a run with a PostgreSQL server (the embedded database has no server backend to end).
  for (const serverUrl of availableKinds().includes("postgres") ? [baseDatabaseUrl() ?? ""] : [])
    it("answers 503 when PostgreSQL terminates a running query (a restart: 57P01 from the real server)", async () => {
      const base = new URL(serverUrl);
      const name = `outage_probe_${process.pid}`;
      base.searchParams.set("application_name", name);
      const victim = clientAt(base.toString());
      const running = thrown(() => victim.$queryRaw`SELECT pg_sleep(30)`);

      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        // Wait until the query is running, then end its backend as a fast shutdown does.
        let terminated = 0;
        while (terminated === 0) {
          const { rowCount } = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND state = 'active'", [
            name,
          ]);
          terminated = rowCount ?? 0;
        }
      } finally {
        await admin.end();
      }
      const error = await running;
      expect(isDatabaseUnavailable(error)).toBe(true);
      await expectUnavailable(toResponse(error));
    });

  it("still answers 500 for a database error that is not an outage", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const error = await thrown(() => prisma.$queryRawUnsafe("SELEC 1"));
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(toResponse(error).status).toBe(500);
  });

  it("answers a route's request with 503, not 500", async () => {
    const outage = await outages[1]?.[1]();
    // The whitelist check's read (lib/licenses/verify-license.ts) fails as an unreachable database makes it fail.
    vi.spyOn(prisma, "$queryRaw").mockRejectedValueOnce(outage);
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expectUnavailable(
      await verifyLicense(
        new Request("http://shop.test/api/license/verify?uuid=069a79f444e94726a5befca90e38aaf5", { headers: { "x-shop-client-address": "203.0.113.250" } }),
      ),
    );
  });

  it("answers a download-link request with 503 rather than promising a mail it cannot send", async () => {
    const outage = await outages[0]?.[1]();
    vi.spyOn(prisma, "$queryRaw").mockRejectedValueOnce(outage);
    const res = await downloadLink(
      new Request("http://shop.test/api/download-link", {
        method: "POST",
        headers: { "content-type": "application/json", "x-shop-client-address": "203.0.113.251" },
        body: JSON.stringify({ email: "buyer@example.com" }),
      }),
    );
    await expectUnavailable(res);
    expect(await prisma.auditLog.count({ where: { action: "download.resend" } })).toBe(0);
  });
});

describe("GET /api/health", () => {
  it("answers 200 while the database answers", async () => {
    const res = await health();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("answers 503 with Retry-After while it does not", async () => {
    const outage = await outages[0]?.[1]();
    vi.spyOn(prisma, "$queryRaw").mockRejectedValueOnce(outage);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await health();
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toEqual({ status: "unavailable", database: "unreachable" });
  });
});
