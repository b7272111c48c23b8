import { createElement } from "react";
import { prerender } from "react-dom/static";

import { afterAll, describe, expect, it } from "vitest";

import { RECEIPT_PAGE } from "@/lib/content/download";
import { getOrderReceipt } from "@/lib/downloads/receipt";

import { ReceiptDocument } from "@/components/download/receipt-document";

import { buyGift, orderOf } from "../../support/gifts";
import { captureRequest, deletePurchases, freshBuyer, startPurchase } from "../../support/purchase";
import { simulator } from "../../support/simulator-controls";
import { useVatSettings } from "../../support/tax";

/** The receipt document as the account's page renders it, as text. */
async function rendered(receipt: Parameters<typeof ReceiptDocument>[0]["receipt"]): Promise<string> {
  const { prelude } = await prerender(createElement(ReceiptDocument, { receipt }));
  return (await new Response(prelude).text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
}

afterAll(deletePurchases);

// The printable receipt of an order, opened from the buyer's account by the order's id.
describe("the account's printable receipt", () => {
  // Receipts are numbered when the shop keeps tax records.
  useVatSettings();

  it("prints a license's receipt with the licensed account", async () => {
    const username = await freshBuyer();
    const paypalOrderId = await startPurchase({ username });
    await simulator.approve(paypalOrderId);
    expect((await captureRequest(paypalOrderId)).status).toBe(200);
    const order = await orderOf(paypalOrderId);

    const access = await getOrderReceipt(order.id);
    expect(access).toMatchObject({ ok: true, receipt: { username, captureId: order.captureId, receipt: { number: order.receiptNumber } } });
    if (!access.ok) return;
    expect(await rendered(access.receipt)).toContain(RECEIPT_PAGE.account(username));
  });

  it("prints a gift's receipt too: its number and amount, no account (the recipient picks one), never the code", async () => {
    const bought = await buyGift();
    const order = await orderOf(bought.orderId);
    expect(order.receiptNumber).toBeTruthy();

    const access = await getOrderReceipt(order.id);
    expect(access).toMatchObject({
      ok: true,
      receipt: { username: null, price: { amountCents: order.amountCents }, receipt: { number: order.receiptNumber } },
    });
    if (!access.ok) return;
    const text = await rendered(access.receipt);
    expect(text).toContain(RECEIPT_PAGE.gift);
    expect(text).toContain(order.receiptNumber);
    expect(text).not.toContain(bought.gift.code);
  });
});
