import { afterEach, describe, expect, it } from "vitest";

import { AppError } from "@/lib/api/errors";
import { prisma } from "@/lib/database/db";
import { fulfilOrder } from "@/lib/payments/fulfil-order";

import { startPurchase } from "../../support/purchase";

describe("fulfilOrder", () => {
  afterEach(async () => {
    await prisma.order.deleteMany();
    await prisma.auditLog.deleteMany();
  });

  it.each([
    [{ amountCents: 1, currency: "USD", status: "COMPLETED" }, "a one-cent capture"],
    [{ amountCents: 500, currency: "EUR", status: "COMPLETED" }, "another currency"],
    [{ amountCents: 500, currency: "USD", status: "PENDING" }, "a pending capture"],
  ])("issues nothing for %j (%s) and audits it", async (payment) => {
    const orderId = await startPurchase();
    const error = await fulfilOrder(orderId, { captureId: "CAPTURE000000001", ...payment }, "WEBHOOK").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("unprocessable_entity");
    expect(await prisma.license.count()).toBe(0);
    expect(await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } })).toMatchObject({ status: "CREATED", captureId: null });
    expect(await prisma.auditLog.count({ where: { action: "license.issue", success: false } })).toBe(1);
  });
});
