import { afterEach, describe, expect, it } from "vitest";

import { utcDateTime } from "@/lib/content/dates";
import { prisma } from "@/lib/database/db";
import { getPurchaseTimeline } from "@/lib/downloads/purchase-timeline";
import { absoluteUrl } from "@/lib/site";

import { captureRequest, deletePurchases, startPurchase } from "../../support/purchase";
import { simulator } from "../../support/simulator-controls";

describe("the receipt in the outbox", () => {
  afterEach(deletePurchases);

  it("is queued by fulfilment with both parts, the capture's id and time, and links that open the purchase", async () => {
    const orderId = await startPurchase();
    await simulator.approve(orderId);
    const { downloadToken, transactionId } = (await (await captureRequest(orderId)).json()) as { downloadToken: string; transactionId: string };
    const order = await prisma.order.findUniqueOrThrow({ where: { paypalOrderId: orderId } });
    const mail = await prisma.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: `receipt:${order.id}` } });

    const paidAt = utcDateTime(order.capturedAt ?? new Date(0));
    const download = `${absoluteUrl("/download")}?access=${encodeURIComponent(downloadToken)}`;
    for (const part of [mail.text, mail.html ?? ""]) {
      expect(part).toContain(transactionId);
      expect(part).toContain(order.username);
      expect(part).toContain(paidAt);
      expect(part).toContain("5.00 USD");
      expect(part).toContain(`${download}#purchase-status`);
      expect(part).toContain(absoluteUrl("/download/resend"));
      expect(part).not.toMatch(/\bundefined\b|\bNaN\b/);
    }
    // The status link is the download link's own page: it opens this purchase's timeline.
    expect(await getPurchaseTimeline(downloadToken)).toMatchObject({ captureId: transactionId, paidAt: order.capturedAt });
  });
});
