import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { saveBulkTiersAction } from "@/lib/admin/actions/pricing";
import { FAQ_ENTRIES } from "@/lib/content/faq";
import { prisma, sql } from "@/lib/database/db";
import { PRICE } from "@/lib/money";
import { listBulkTiers } from "@/lib/pricing/list-bulk-tiers";
import { QUEUES } from "@/lib/queue/queues";

import { GET as listRoute, POST as saveRoute } from "@/app/admin/(api)/bulk-tiers/route";

import { postAsAdmin, signInAs, signOut } from "../../support/admin-session";
import { clearQueue } from "../../support/jobs";

const CHECK_FIELDS = "Please check the highlighted fields.";
const audits = async () =>
  (await prisma.auditLog.findMany({ where: { action: "price.bulk_tiers" }, orderBy: { createdAt: "asc" } })).map((entry) => entry.details);
const refreshes = async () =>
  (await sql.query<{ data: unknown }>("SELECT data FROM pgboss.job WHERE name = $1 ORDER BY created_on", [QUEUES.priceChange])).rows.map((row) => row.data);
const bulkAnswer = async () => FAQ_ENTRIES(PRICE, (await listBulkTiers()).tiers).find((entry) => entry.id === "multiple-accounts")?.answer;

// The seller's bulk discount: tiers from a number of licenses in one order, named by the FAQ.
describe("bulk discount tiers", () => {
  let admin: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    admin = await signInAs();
  });
  afterAll(signOut);
  beforeEach(() => clearQueue(QUEUES.priceChange));
  afterEach(async () => {
    await prisma.bulkTier.deleteMany();
    await prisma.auditLog.deleteMany();
  });

  it("has none by default, saves a list in pack order, names it in the FAQ, and removes it with an empty list; each change audited once", async () => {
    expect(await listBulkTiers()).toEqual({ tiers: [], updatedBy: null, updatedAt: null });
    expect(await bulkAnswer()).toContain("to ask about a bulk discount");

    const tiers = [
      { minQuantity: 10, percentOff: 30 },
      { minQuantity: 5, percentOff: 20 },
    ];
    expect(await saveBulkTiersAction({ tiers })).toEqual({
      ok: true,
      data: {
        tiers: [
          { minQuantity: 5, percentOff: 20 },
          { minQuantity: 10, percentOff: 30 },
        ],
        updatedBy: admin.username,
        updatedAt: expect.any(String),
      },
    });
    expect(await bulkAnswer()).toContain("(5 or more licenses: 20 % off each; 10 or more: 30 % off each)");
    // The same tiers again, in any order, change nothing.
    expect(await saveBulkTiersAction({ tiers: [...tiers].reverse() })).toMatchObject({ ok: true });
    expect(await saveBulkTiersAction({ tiers: [{ minQuantity: 6, percentOff: 15 }] })).toMatchObject({ ok: true });
    expect(await saveBulkTiersAction({ tiers: [] })).toEqual({ ok: true, data: { tiers: [], updatedBy: null, updatedAt: null } });
    expect(await bulkAnswer()).toContain("to ask about a bulk discount");

    expect(await audits()).toEqual([
      {
        tiers: [
          { minQuantity: 5, percentOff: 20 },
          { minQuantity: 10, percentOff: 30 },
        ],
        before: [],
      },
      {
        tiers: [{ minQuantity: 6, percentOff: 15 }],
        before: [
          { minQuantity: 5, percentOff: 20 },
          { minQuantity: 10, percentOff: 30 },
        ],
      },
      { tiers: [], before: [{ minQuantity: 6, percentOff: 15 }] },
    ]);
    // Every change, and only a change, has every instance render its pages again: the FAQ names the tiers.
    expect(await refreshes()).toEqual(Array.from({ length: 3 }, () => ({ saleId: null, edge: "bulk_tiers" })));
  });

  it.each([
    [{ tiers: Array.from({ length: 6 }, (_, i) => ({ minQuantity: i + 2, percentOff: i + 1 })) }],
    [{ tiers: [{ minQuantity: 1, percentOff: 10 }] }],
    [{ tiers: [{ minQuantity: 21, percentOff: 10 }] }],
    [{ tiers: [{ minQuantity: 5, percentOff: 0 }] }],
    [{ tiers: [{ minQuantity: 5, percentOff: 91 }] }],
    [{ tiers: [{ minQuantity: 5, percentOff: 12.5 }] }],
    [{ tiers: [{ minQuantity: "5", percentOff: 20 }] }],
    [{ tiers: [{ minQuantity: 5, percentOff: 20, note: "x" }] }],
    [
      {
        tiers: [
          { minQuantity: 5, percentOff: 20 },
          { minQuantity: 5, percentOff: 25 },
        ],
      },
    ],
    // A bigger pack never takes less off than a smaller one.
    [
      {
        tiers: [
          { minQuantity: 5, percentOff: 20 },
          { minQuantity: 10, percentOff: 20 },
        ],
      },
    ],
    [{ tiers: "5:20" }],
    [{}],
  ])("refuses %j, storing and auditing nothing", async (input) => {
    const result = await saveBulkTiersAction(input as Parameters<typeof saveBulkTiersAction>[0]);
    expect(result).toMatchObject({ ok: false, error: CHECK_FIELDS });
    expect(await prisma.bulkTier.count()).toBe(0);
    expect(await audits()).toEqual([]);
  });

  it("GET and POST /admin/bulk-tiers read and replace the tiers, and refuse the malformed with 400", async () => {
    const post = (body: unknown) => postAsAdmin(saveRoute, "/admin/bulk-tiers", body);
    const saved = await post({ tiers: [{ minQuantity: 5, percentOff: 20 }] });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ tiers: [{ minQuantity: 5, percentOff: 20 }], updatedBy: admin.username });
    expect((await post({ tiers: [{ minQuantity: 5, percentOff: 95 }] })).status).toBe(400);
    const listed = await listRoute(new Request("http://shop.test/admin/bulk-tiers"), { params: Promise.resolve({}) });
    expect(listed.headers.get("cache-control")).toBe("no-store");
    expect(await listed.json()).toMatchObject({ tiers: [{ minQuantity: 5, percentOff: 20 }] });
  });
});
