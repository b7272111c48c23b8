import "server-only";

import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/database/db";
import { fulfilmentToken } from "@/lib/downloads/issue-download-token";
import type { ActivationResult } from "@/lib/licenses/schemas";
import { holdsOrderSecret } from "@/lib/payments/order-secret";

type Activation = { username: string; email: string; paypalTxnId: string; orderSecret?: string };

/**
 * The spec's /api/activate: it activates nothing by itself. It confirms a
 * license this server issued when it captured the payment, for a buyer who
 * knows the transaction id, the username and the e-mail of that purchase,
 * calling from the browser that created the order (its order secret): the
 * capture answers the transaction id to anyone holding the PayPal order id,
 * so the id alone proves nothing, and the answer is the download token.
 * Every refusal is audited and says the same thing, whichever part was wrong.
 * Without the secret it is a refusal, not a success without a token: nobody
 * else learns that the details match a purchase, and the real buyer's
 * browser always has the secret (a buyer without it uses the receipt's link).
 */
export async function confirmActivation(input: Activation, ctx: { ipAddress: string }): Promise<ActivationResult> {
  const order = await prisma.order.findUnique({ where: { captureId: input.paypalTxnId }, include: { license: true } });
  const reason = !order
    ? "unknown_transaction"
    : order.status !== "COMPLETED" || !order.license?.active
      ? "not_active"
      : order.username?.toLowerCase() !== input.username.toLowerCase() || order.email !== input.email.toLowerCase()
        ? "buyer_mismatch"
        : !holdsOrderSecret(order.buyerSecretHash, input.orderSecret)
          ? "not_buyer_browser"
          : null;
  if (reason || !order?.license || !order.licenseId) {
    await recordAudit({
      action: "license.activate",
      actor: "buyer",
      uuid: order?.minecraftUuid,
      success: false,
      ipAddress: ctx.ipAddress,
      details: { reason, paypalTxnId: input.paypalTxnId },
    });
    throw new AppError("forbidden", "This payment could not be matched to a license. Please contact support.");
  }
  await recordAudit({
    action: "license.activate",
    actor: "buyer",
    uuid: order.minecraftUuid,
    success: true,
    ipAddress: ctx.ipAddress,
    details: { paypalTxnId: input.paypalTxnId },
  });
  const downloadToken = await fulfilmentToken(prisma, { ...order, licenseId: order.licenseId });
  return { activated: true as const, username: order.license.username, downloadToken };
}
