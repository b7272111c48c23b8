import { afterEach, describe, expect, it } from "vitest";

import { AppError } from "@/lib/api/errors";
import { prisma } from "@/lib/database/db";
import { cancelSale } from "@/lib/pricing/cancel-sale";
import { findCurrentSale } from "@/lib/pricing/current-sale";
import { listSales } from "@/lib/pricing/list-sales";
import { scheduleSale } from "@/lib/pricing/schedule-sale";
import { scheduleSaleSchema } from "@/lib/pricing/schemas";

import { ADMIN_CTX } from "../../support/admin-fixtures";
import { deletePurchases } from "../../support/purchase";

const HOUR = 3600_000;
const now = new Date("2026-12-01T12:00:00Z");
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
const ctx = { ...ADMIN_CTX, now };
const sale = (startHours: number, endHours: number, priceCents = 400) =>
  scheduleSaleSchema.parse({ label: "Summer sale", priceCents, startsAt: at(startHours).toISOString(), endsAt: at(endHours).toISOString() });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as AppError,
  );

// An admin schedules sales; at most one runs at a time.
describe("scheduling sales", () => {
  afterEach(deletePurchases);

  it("schedules a sale, audited, which is the current one inside its window only", async () => {
    const row = await scheduleSale(sale(1, 25), ctx);
    expect(row).toMatchObject({ label: "Summer sale", priceCents: 400, startsAt: at(1).toISOString(), endsAt: at(25).toISOString(), cancelledAt: null });
    expect(await findCurrentSale(prisma, now)).toBeNull();
    expect(await findCurrentSale(prisma, at(1))).toMatchObject({ id: row.id, priceCents: 400 });
    expect(await findCurrentSale(prisma, at(25))).toBeNull();
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "sale.schedule" } })).toMatchObject({ actor: "root_admin", details: { saleId: row.id } });
    expect(await listSales(now)).toEqual([row]);
  });

  it("refuses a sale that overlaps another, naming it, and accepts one that starts as the other ends", async () => {
    await scheduleSale(sale(1, 25), ctx);
    for (const [start, end] of [
      [0, 2],
      [24, 30],
      [2, 3],
      [0, 40],
    ] as const) {
      const error = await refusal(scheduleSale(sale(start, end), ctx));
      expect(error?.code).toBe("conflict");
      expect(error?.message).toMatch(/^It overlaps "Summer sale", 1 December 2026, 13:00 UTC to 2 December 2026, 13:00 UTC: one sale at a time\.$/);
    }
    await expect(scheduleSale(sale(25, 30), ctx)).resolves.toMatchObject({ startsAt: at(25).toISOString() });
    expect(await prisma.sale.count()).toBe(2);
  });

  it("lets exactly one of two overlapping sales scheduled at once through", async () => {
    const results = await Promise.allSettled([scheduleSale(sale(1, 5), ctx), scheduleSale(sale(2, 6), ctx), scheduleSale(sale(3, 7), ctx)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await prisma.sale.count()).toBe(1);
  });

  it("refuses a sale already over, and the schema refuses a price outside $1.00 to $4.99 and an end before the start", async () => {
    expect((await refusal(scheduleSale(sale(-5, -1), ctx)))?.code).toBe("unprocessable_entity");
    for (const bad of [
      { priceCents: 99 },
      { priceCents: 500 },
      { priceCents: 4.5 },
      { label: "" },
      { label: "x".repeat(41) },
      { endsAt: at(0).toISOString() },
      { startsAt: "soon" },
      { extra: 1 },
    ]) {
      const input = { label: "Sale", priceCents: 400, startsAt: at(1).toISOString(), endsAt: at(2).toISOString(), ...bad };
      expect(scheduleSaleSchema.safeParse(input).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("cancels a running sale: the regular price is back, the slot is free, and an ended sale cannot be cancelled", async () => {
    const running = await scheduleSale(sale(-1, 5), ctx);
    const cancelled = await cancelSale(running.id, ctx);
    expect(cancelled.cancelledAt).toBe(now.toISOString());
    expect(await findCurrentSale(prisma, now)).toBeNull();
    await expect(scheduleSale(sale(0, 5), ctx)).resolves.toMatchObject({ priceCents: 400 });
    expect((await refusal(cancelSale(running.id, ctx)))?.code).toBe("conflict");
    expect((await refusal(cancelSale("00000000-0000-4000-8000-000000000000", ctx)))?.code).toBe("not_found");
    expect(await prisma.auditLog.count({ where: { action: "sale.cancel" } })).toBe(1);
  });
});
