import "server-only";

import { findBuyerRecords } from "@/lib/admin/buyer-records";
import { erasedAddress } from "@/lib/affiliates/erased-address";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AdminContext } from "@/lib/auth/admin-context";
import { queueRoleSync } from "@/lib/buyer-role/queue-role-sync";
import { prisma } from "@/lib/database/db";

type ErasureCounts = {
  licenses: number;
  orders: number;
  downloadTokens: number;
  outboxMessages: number;
  affiliateApplications: number;
  auditEntries: number;
  paymentEvents: number;
  discordLinks: number;
};

/**
 * The erasure right /privacy promises, in one transaction: the buyer's
 * e-mail, PayPal payer details and addresses go; what the accounts and the
 * whitelist need stays (orders with amount, status, capture id and Minecraft
 * UUID; licenses with UUID, username and state; gifts they bought or were sent, without the recipient's address and the message). Unsent and sent mail to
 * them and their download links are deleted, their affiliate applications
 * anonymised (their affiliate accounts deleted, or anonymised once paid out; their vanity code requests deleted),
 * PayPal's stored event payloads for their orders dropped, their Discord account unlinked (and its buyer role taken),
 * their account's sessions and sign-in codes deleted, and their address (and name) taken out of the outgoing webhook
 * deliveries that carried them (a pending one is still sent, without it).
 * An unknown e-mail erases nothing and is no error. `address` is as buyerEmailSchema gives it (lower case).
 */
export async function eraseBuyerData(address: string, ctx: AdminContext): Promise<ErasureCounts> {
  return prisma.$transaction(async (tx) => {
    const found = await findBuyerRecords(tx, address);
    const licenseIds = found.licenses.map((l) => l.id);

    const orders = await tx.order.updateMany({
      where: { id: { in: found.orders.map((o) => o.id) } },
      data: { email: null, payerEmail: null, payerId: null, ipAddress: null },
    });
    // A gift they bought or were sent: its recipient's address and the message go, its state stays.
    await tx.gift.updateMany({
      where: { OR: [{ orderId: { in: found.orders.map((o) => o.id) } }, { recipientEmail: address }] },
      data: { recipientEmail: null, message: null },
    });
    const licenses = await tx.license.updateMany({ where: { id: { in: licenseIds } }, data: { email: null } });
    // Their account's sessions end with it (a signed-in browser opens nothing after), and its sign-in codes go.
    await tx.portalSession.deleteMany({ where: { audience: "BUYER", email: address } });
    await tx.emailSignIn.deleteMany({ where: { audience: "BUYER", OR: [{ email: address }, { fromEmail: address }] } });
    const downloadTokens = await tx.downloadToken.deleteMany({ where: { licenseId: { in: licenseIds } } });
    // Their Discord account's id is personal data: the link goes, which takes the buyer role, and the
    // Discord ids in their audit entries with it.
    const links = await tx.discordLink.findMany({ where: { licenseId: { in: licenseIds } }, select: { discordUserId: true } });
    await tx.discordLink.deleteMany({ where: { licenseId: { in: licenseIds } } });
    await tx.discordLinkAttempt.deleteMany({ where: { licenseId: { in: licenseIds } } });
    await queueRoleSync(
      tx,
      [],
      links.map((link) => link.discordUserId),
    );
    await tx.auditLog.updateMany({
      where: { action: { in: ["discord.link", "discord.unlink"] }, uuid: { in: found.licenses.map((l) => l.uuid) } },
      data: { details: { erased: true } },
    });
    // Their Discord id also stands in other entries: a reconciliation's lists, another license's link that replaced theirs.
    for (const { discordUserId } of links) {
      await tx.$executeRaw`UPDATE audit_logs SET details = '{"erased": true}'::jsonb
                            WHERE action LIKE 'discord.%' AND details::text LIKE ${`%"${discordUserId}"%`}`;
    }
    const outboxMessages = await tx.emailOutbox.deleteMany({ where: found.outboxWhere });
    const auditEntries = await tx.auditLog.updateMany({ where: found.auditWhere, data: { ipAddress: null } });
    await tx.$executeRaw`UPDATE webhook_deliveries SET payload = payload #- '{data,personal}'
                          WHERE payload->'data'->'personal'->>'email' = ${address}`;
    const paymentEvents = await tx.webhookEvent.updateMany({ where: { resourceId: { in: found.paypalIds } }, data: { payload: { erased: true } } });
    // Their affiliate account goes with its sign-in links and sessions; their codes stay on the anonymised application.
    // An account PayPal has paid keeps its row, anonymised and suspended, under the payouts it received: payment
    // records are kept (the payout items keep the address PayPal paid, as the shop's books must).
    const accounts = await tx.affiliate.findMany({
      where: { OR: [{ applicationId: { in: found.applications.map((a) => a.id) } }, { email: address }] },
      select: { id: true, _count: { select: { payoutItems: true } } },
    });
    const paid = accounts.filter((a) => a._count.payoutItems > 0).map((a) => a.id);
    await tx.affiliate.deleteMany({ where: { id: { in: accounts.filter((a) => a._count.payoutItems === 0).map((a) => a.id) } } });
    for (const id of paid) {
      await tx.portalSession.deleteMany({ where: { affiliateId: id } });
      await tx.emailSignIn.deleteMany({ where: { affiliateId: id } });
      await tx.affiliate.update({
        where: { id },
        data: {
          name: "erased",
          email: erasedAddress(id),
          payoutEmail: null,
          minecraftUuid: null,
          status: "SUSPENDED",
          suspendedReason: "Personal data erased",
        },
      });
    }
    // Their vanity code requests go (a refusal's reason may speak of them); a code accepted from one stays, like their other codes.
    await tx.vanityCodeRequest.deleteMany({ where: { applicationId: { in: found.applications.map((a) => a.id) } } });
    for (const application of found.applications) {
      await tx.affiliateApplication.update({
        where: { id: application.id },
        data: {
          name: "erased",
          email: erasedAddress(application.id),
          website: null,
          socialMedia: null,
          experience: null,
          expectedTraffic: null,
          additionalInfo: null,
          ipAddress: null,
        },
      });
    }

    const counts: ErasureCounts = {
      licenses: licenses.count,
      orders: orders.count,
      downloadTokens: downloadTokens.count,
      outboxMessages: outboxMessages.count,
      affiliateApplications: found.applications.length,
      auditEntries: auditEntries.count,
      paymentEvents: paymentEvents.count,
      discordLinks: links.length,
    };
    await recordAudit({ action: "buyer.erase", actor: ctx.admin.username, success: true, ipAddress: ctx.ipAddress, details: counts }, tx);
    return counts;
  });
}
