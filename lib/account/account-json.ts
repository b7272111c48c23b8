import "server-only";

import { readAccountOverview } from "@/lib/account/account-overview";
import type { AccountJson } from "@/lib/account/schemas";
import { toPaypalValue } from "@/lib/money";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** GET /api/account's answer: the account page's data (readAccountOverview) as plain JSON, without internal ids. */
export async function accountJson(email: string): Promise<AccountJson> {
  const account = await readAccountOverview(email);
  const paypalOrderIdOf = new Map(account.orders.map((o) => [o.id, o.paypalOrderId]));
  return {
    email: account.email,
    licenses: account.licenses.map((l) => ({
      username: l.username,
      uuid: l.uuid,
      active: l.active,
      since: l.since.toISOString(),
      revokedAt: iso(l.revokedAt),
      lastCheckAt: iso(l.lastCheckAt),
    })),
    orders: account.orders.map((o) => ({
      paypalOrderId: o.paypalOrderId,
      paidAt: o.paidAt.toISOString(),
      username: o.username,
      gift: o.isGift,
      amount: toPaypalValue(o.amountCents),
      currency: o.currency,
      status: o.status,
      receiptNumber: o.receiptNumber,
      creditNoteNumber: o.creditNoteNumber,
    })),
    gifts: account.giftsBought.map((g) => ({
      paypalOrderId: paypalOrderIdOf.get(g.orderId) ?? "",
      recipientEmail: g.recipientEmail,
      state: g.state.state,
      redeemedUsername: g.state.state === "redeemed" ? g.state.username : null,
    })),
    giftsReceived: account.giftsReceived.map((g) => ({ username: g.username, redeemedAt: g.redeemedAt.toISOString() })),
  };
}
