import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/database/db";
import { sendMailAgain } from "@/lib/mail/send-mail-again";
import { numberPendingReceipts } from "@/lib/payments/number-pending-receipts";
import { PENDING_RECEIPT_NUMBER } from "@/lib/payments/number-receipt";
import { revokeForRefund } from "@/lib/payments/revoke-for-refund";
import { QUEUES } from "@/lib/queue/queues";

import { ADMIN_CTX } from "../../support/admin-fixtures";
import { clearQueue, unfinishedJobs } from "../../support/jobs";
import { deletePurchases } from "../../support/purchase";
import { GERMAN_ADDRESS, useVatSettings, vatSale } from "../../support/tax";

const YEAR = new Date().getUTCFullYear();

/**
 * The year's receipt series made unreachable while `work` runs: numbering fails as a lock that never comes would, and
 * whatever still succeeds never touched the series.
 */
async function withoutTheSeries<T>(work: () => Promise<T>): Promise<T> {
  await prisma.$executeRawUnsafe("ALTER TABLE document_numbers RENAME TO document_numbers_away");
  try {
    return await work();
  } finally {
    await prisma.$executeRawUnsafe("ALTER TABLE document_numbers_away RENAME TO document_numbers");
  }
}

const receiptMail = (orderId: string) => prisma.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: `receipt:${orderId}` } });

// With TAX_MODE=vat a sale is recorded first and numbered in a short transaction of its own right after: the sale's
// transaction never waits on the year's series, and a receipt is never sent without its number.
describe("receipt numbers, given after the sale commits", () => {
  useVatSettings();
  afterEach(async () => {
    await deletePurchases();
    await clearQueue(QUEUES.mail);
  });

  it("records a sale whose number cannot be given yet, holds its receipt, and reconciliation numbers and sends it", async () => {
    await clearQueue(QUEUES.mail);
    const order = await withoutTheSeries(() => vatSale("DE", GERMAN_ADDRESS));
    expect(order).toMatchObject({ status: "COMPLETED", taxCountry: "DE", vatCents: 80, receiptNumber: null, receiptPending: true });
    const held = await receiptMail(order.id);
    expect(held.status).toBe("HELD");
    expect(held.text).toContain(PENDING_RECEIPT_NUMBER);
    expect(await unfinishedJobs(QUEUES.mail)).toBe(0);

    // A pass whose time budget has run out numbers nothing; the next one does.
    expect(await numberPendingReceipts({ until: Date.now() - 1 })).toEqual({ numbered: 0, failed: 0 });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ receiptNumber: null, receiptPending: true });
    expect(await numberPendingReceipts()).toEqual({ numbered: 1, failed: 0 });
    const number = `${YEAR}-000001`;
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ receiptNumber: number, receiptPending: false });
    const released = await receiptMail(order.id);
    expect(released.status).toBe("PENDING");
    for (const body of [released.subject, released.text, released.html ?? ""]) expect(body).not.toContain(PENDING_RECEIPT_NUMBER);
    expect(released.text).toContain(number);
    expect(released.html).toContain(number);
    expect(await unfinishedJobs(QUEUES.mail)).toBe(1);

    // Nothing left to number: a second pass changes nothing.
    expect(await numberPendingReceipts()).toEqual({ numbered: 0, failed: 0 });
    expect(await prisma.documentNumber.findMany({ select: { series: true, last: true } })).toEqual([{ series: "receipt", last: 1 }]);
  });

  it("numbers a sale at once when the series is free: no receipt is held", async () => {
    const order = await vatSale("DE", GERMAN_ADDRESS);
    expect(order).toMatchObject({ receiptNumber: `${YEAR}-000001`, receiptPending: false });
    expect((await receiptMail(order.id)).status).toBe("PENDING");
  });

  it("gives a sale refunded before its number the number and the credit note together", async () => {
    const order = await withoutTheSeries(async () => {
      const sold = await vatSale("DE", GERMAN_ADDRESS);
      expect(await revokeForRefund(sold.captureId ?? "", "REFUNDED")).toBe(true);
      return sold;
    });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "REFUNDED",
      receiptNumber: null,
      creditNoteNumber: null,
    });
    expect(await numberPendingReceipts()).toEqual({ numbered: 1, failed: 0 });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      receiptNumber: `${YEAR}-000001`,
      creditNoteNumber: `C${YEAR}-000001`,
      receiptPending: false,
    });
  });

  it("refuses Send again on a receipt held for its number, which would go out with the placeholder", async () => {
    const order = await withoutTheSeries(() => vatSale("DE", GERMAN_ADDRESS));
    const held = await receiptMail(order.id);
    await expect(sendMailAgain(held.id, ADMIN_CTX)).rejects.toMatchObject({ code: "conflict" });
    expect((await receiptMail(order.id)).status).toBe("HELD");
  });
});
