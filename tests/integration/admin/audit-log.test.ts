import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { listAuditActions, listAuditLog } from "@/lib/admin/list-audit-log";
import { prisma } from "@/lib/database/db";

import { GET as auditRoute } from "@/app/admin/(api)/audit-log/route";

import { deleteAdminData } from "../../support/admin-fixtures";
import { signInAs, signOut } from "../../support/admin-session";

const PLAYER = randomUUID();
const start = Date.UTC(2026, 0, 1);

const get = async (query: string) => {
  const res = await auditRoute(new Request(`http://shop.test/admin/audit-log${query}`), { params: Promise.resolve({}) });
  return { status: res.status, body: await res.json() };
};

describe("the audit log", () => {
  beforeAll(async () => {
    // 120 entries a minute apart, plus three sharing one timestamp (the id breaks the tie).
    await prisma.auditLog.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({
        createdAt: new Date(start + i * 60_000),
        action: i % 3 === 0 ? "license.issue" : "download",
        actor: i % 10 === 0 ? "root_admin" : "buyer",
        uuid: i % 4 === 0 ? PLAYER : null,
        success: i % 7 !== 0,
        ipAddress: "198.51.100.1",
        details: { n: i },
      })),
    });
    const same = new Date(start - 60_000);
    await prisma.auditLog.createMany({
      data: [1, 2, 3].map((n) => ({ createdAt: same, action: "order.close", actor: "system", success: true, details: { n } })),
    });
    await signInAs();
  });
  afterAll(async () => {
    signOut();
    await deleteAdminData();
  });

  it("shows the newest 50 first, each with the spec's fields", async () => {
    const { logs, nextCursor } = await listAuditLog({ limit: 50 });
    expect(logs).toHaveLength(50);
    expect(nextCursor).toEqual(expect.any(String));
    expect(logs[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      timestamp: new Date(start + 119 * 60_000).toISOString(),
      action: "download",
      actor: "buyer",
      uuid: null,
      success: false,
      ip_address: "198.51.100.1",
      details: { n: 119 },
    });
    const times = logs.map((l) => l.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("pages past the first 50 to the very end, each entry once, ties included", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await listAuditLog({ limit: 50, cursor });
      seen.push(...page.logs.map((l) => l.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(123);
    expect(new Set(seen).size).toBe(123);

    const ties = await listAuditLog({ action: "order.close", limit: 2 });
    const rest = await listAuditLog({ action: "order.close", limit: 2, cursor: ties.nextCursor ?? "" });
    expect([...ties.logs, ...rest.logs].map((l) => (l.details as { n: number }).n)).toEqual([3, 2, 1]);
    expect(rest.nextCursor).toBeNull();
  });

  it("filters by action, by a UUID (dashed or not) and by who acted", async () => {
    expect((await listAuditLog({ limit: 100, action: "license.issue" })).logs).toHaveLength(40);
    const byUuid = (await listAuditLog({ limit: 100, user: PLAYER.replace(/-/g, "") })).logs;
    expect(byUuid).toHaveLength(30);
    expect(byUuid.every((l) => l.uuid === PLAYER)).toBe(true);
    expect((await listAuditLog({ limit: 100, user: "ROOT_ADMIN" })).logs).toHaveLength(12);
    for (const wildcard of ["%", "root%", "root_admi_", "b_yer"]) expect((await listAuditLog({ limit: 100, user: wildcard })).logs).toEqual([]);
    const both = await listAuditLog({ limit: 5, action: "license.issue", user: PLAYER });
    expect(both.logs.every((l) => l.action === "license.issue" && l.uuid === PLAYER)).toBe(true);
    expect((await listAuditLog({ limit: 100, action: "license.issue", user: PLAYER })).logs).toHaveLength(10);
  });

  it("offers every distinct action for the filter", async () => {
    expect(await listAuditActions()).toEqual(["download", "license.issue", "order.close"]);
  });

  it("answers GET /admin/audit-log?limit=50 and its next page, and refuses a made-up cursor or limit", async () => {
    const first = await get("?limit=50");
    expect(first.status).toBe(200);
    expect(first.body.logs).toHaveLength(50);
    const second = await get(`?limit=50&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body.logs[0].timestamp < first.body.logs[49].timestamp).toBe(true);
    for (const bad of [
      "?cursor=not-a-cursor",
      `?cursor=${Buffer.from('{"t":"2026-01-01T00:00:00.000Z","id":"1 OR 1"}').toString("base64url")}`,
      "?limit=500",
    ]) {
      const res = await get(bad);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("bad_request");
    }
  });

  it("filters only by actions the log records: an unknown one is a 400, an old one is not offered", async () => {
    const res = await get("?action=license.isue");
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("bad_request");
    const legacy = await prisma.auditLog.create({ data: { createdAt: new Date(start - 120_000), action: "legacy.action", actor: "system", success: true } });
    try {
      expect(await listAuditActions()).toEqual(["download", "license.issue", "order.close"]);
    } finally {
      await prisma.auditLog.delete({ where: { id: legacy.id } });
    }
  });
});
