import "server-only";

import { findBuyerRecords, MAX_BUYER_ROWS } from "@/lib/admin/buyer-records";
import { toAuditRow } from "@/lib/admin/list-audit-log";
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/database/db";
import { toLicenseRow } from "@/lib/licenses/license-row";
import { toPaypalValue } from "@/lib/money";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Everything the shop stores about one buyer (the access right /privacy
 * promises), as plain JSON. Download links are listed without anything that
 * would rebuild them; mail is listed without its body, which holds those links.
 * `address` is as buyerEmailSchema gives it (lower case). An admin exports it from the Buyers tab, a buyer their own
 * from their account; `actor` is who, for the audit log.
 */
export async function exportBuyerData(address: string, ctx: { actor: string; ipAddress?: string }) {
  const data = await prisma.$transaction(async (tx) => {
    const found = await findBuyerRecords(tx, address);
    const licenseIds = found.licenses.map((l) => l.id);
    const applicationIds = found.applications.map((a) => a.id);
    const [commissions, downloadTokens, emails, auditEntries, webhookEvents, codes, vanityRequests, gifts] = await Promise.all([
      tx.commission.findMany({ where: { orderId: { in: found.orders.map((o) => o.id) } }, take: MAX_BUYER_ROWS }),
      tx.downloadToken.findMany({
        where: { licenseId: { in: licenseIds } },
        orderBy: { createdAt: "asc" },
        take: MAX_BUYER_ROWS,
        include: { license: { select: { uuid: true } } },
      }),
      tx.emailOutbox.findMany({
        where: found.outboxWhere,
        orderBy: { createdAt: "asc" },
        take: MAX_BUYER_ROWS,
        select: { to: true, subject: true, status: true, createdAt: true, sentAt: true },
      }),
      tx.auditLog.findMany({ where: found.auditWhere, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: MAX_BUYER_ROWS }),
      tx.webhookEvent.findMany({ where: { resourceId: { in: found.paypalIds } }, orderBy: { receivedAt: "asc" }, take: MAX_BUYER_ROWS }),
      tx.referralCode.findMany({ where: { applicationId: { in: applicationIds } }, select: { code: true, applicationId: true } }),
      tx.vanityCodeRequest.findMany({
        where: { applicationId: { in: applicationIds } },
        orderBy: { createdAt: "asc" },
        take: MAX_BUYER_ROWS,
        select: { applicationId: true, code: true, status: true, reason: true, createdAt: true, decidedAt: true },
      }),
      // Gifts they bought or were sent; the code is never stored, so never exported.
      tx.gift.findMany({
        where: { OR: [{ orderId: { in: found.orders.map((o) => o.id) } }, { recipientEmail: address }] },
        orderBy: { createdAt: "asc" },
        take: MAX_BUYER_ROWS,
        include: { order: { select: { paypalOrderId: true } } },
      }),
    ]);
    return {
      email: address,
      exportedAt: new Date().toISOString(),
      licenses: found.licenses.map((l) => ({ ...toLicenseRow(l), revoked_at: iso(l.revokedAt) })),
      orders: found.orders.map((o) => ({
        id: o.id,
        paypalOrderId: o.paypalOrderId,
        captureId: o.captureId,
        status: o.status,
        amount: toPaypalValue(o.amountCents),
        currency: o.currency,
        username: o.username,
        minecraftUuid: o.minecraftUuid,
        quantity: o.quantity,
        seats: o.seats.map((seat) => ({
          position: seat.position,
          username: seat.username,
          minecraftUuid: seat.minecraftUuid,
          gift: seat.isGift,
          amount: toPaypalValue(seat.amountCents),
          refundedAt: iso(seat.refundedAt),
        })),
        email: o.email,
        payerId: o.payerId,
        payerEmail: o.payerEmail,
        referralCode: o.referralCode,
        tosVersion: o.tosVersion,
        tosAcceptedAt: o.tosAcceptedAt.toISOString(),
        ipAddress: o.ipAddress,
        createdAt: o.createdAt.toISOString(),
        capturedAt: iso(o.capturedAt),
      })),
      gifts: gifts.map((g) => ({
        paypalOrderId: g.order.paypalOrderId,
        recipientEmail: g.recipientEmail,
        message: g.message,
        sendAt: iso(g.sendAt),
        redeemedAt: iso(g.redeemedAt),
        redeemedUsername: g.redeemedUsername,
        voidedAt: iso(g.voidedAt),
        createdAt: g.createdAt.toISOString(),
      })),
      commissions: commissions.map((c) => ({
        orderId: c.orderId,
        code: c.code,
        amount: toPaypalValue(c.amountCents),
        currency: c.currency,
        status: c.status,
        createdAt: c.createdAt.toISOString(),
        voidedAt: iso(c.voidedAt),
        paidAt: iso(c.paidAt),
      })),
      downloadTokens: downloadTokens.map((t) => ({
        licenseUuid: t.license.uuid,
        createdAt: t.createdAt.toISOString(),
        expiresAt: t.expiresAt.toISOString(),
        useCount: t.useCount,
        lastUsedAt: iso(t.lastUsedAt),
      })),
      emails: emails.map((m) => ({ to: m.to, subject: m.subject, status: m.status, createdAt: m.createdAt.toISOString(), sentAt: iso(m.sentAt) })),
      affiliateApplications: found.applications.map((a) => ({
        ...a,
        createdAt: a.createdAt.toISOString(),
        reviewedAt: iso(a.reviewedAt),
        codes: codes.filter((c) => c.applicationId === a.id).map((c) => c.code),
        vanityCodeRequests: vanityRequests
          .filter((r) => r.applicationId === a.id)
          .map((r) => ({ code: r.code, status: r.status, reason: r.reason, createdAt: r.createdAt.toISOString(), decidedAt: iso(r.decidedAt) })),
      })),
      auditEntries: auditEntries.map(toAuditRow),
      paymentEvents: webhookEvents.map((e) => ({ eventId: e.eventId, eventType: e.eventType, receivedAt: e.receivedAt.toISOString(), payload: e.payload })),
    };
  });
  const counts = Object.fromEntries(Object.entries(data).flatMap(([key, value]) => (Array.isArray(value) ? [[key, value.length]] : [])));
  await recordAudit({ action: "buyer.export", actor: ctx.actor, success: true, ipAddress: ctx.ipAddress, details: counts });
  return data;
}
