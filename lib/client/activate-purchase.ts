import { postJson, type JsonResult } from "@/lib/client/post-json";
import type { PurchaseDraft } from "@/lib/client/purchase-draft";

type Buyer = Pick<PurchaseDraft, "username" | "email" | "tosAcceptedAt" | "tosVersion" | "referralCode" | "orderSecret">;

/**
 * The spec's `POST /api/activate` after a capture, from the payment page or
 * the download page's paths A and B. The server answers with the download
 * token only for a payment it captured for this buyer, asked by the browser
 * that holds the order's secret.
 */
export function activatePurchase(buyer: Buyer, paypalTxnId: string): Promise<JsonResult<{ downloadToken: string }>> {
  return postJson("/api/activate", {
    username: buyer.username,
    email: buyer.email,
    paypalTxnId,
    orderSecret: buyer.orderSecret,
    tosAccepted: true,
    tosAcceptedAt: buyer.tosAcceptedAt,
    tosVersion: buyer.tosVersion,
    sessionData: JSON.stringify({ referralCode: buyer.referralCode }),
  });
}
