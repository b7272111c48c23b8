import "server-only";

import { downloadLink } from "@/lib/downloads/download-link";
import type { Order, Prisma } from "@/lib/generated/prisma/client";
import { enqueue } from "@/lib/jobs/boss";
import { QUEUES } from "@/lib/jobs/queues";
import { log } from "@/lib/log";
import { LICENSE_PRICE, toPaypalValue } from "@/lib/payments/pricing";
import { site } from "@/lib/site";

/**
 * Puts the receipt in the outbox, in the fulfilment transaction, once per
 * order (its dedupe key), with the mail job that delivers it (committed or
 * rolled back with the license): the mail worker runs when SMTP is configured.
 */
export async function queueReceipt(tx: Prisma.TransactionClient, { order, downloadToken }: { order: Order; downloadToken: string }): Promise<void> {
  if (!order.email) return;
  const link = downloadLink(downloadToken);
  const text = [
    `Thank you for buying ${site.name}.`,
    "",
    `Minecraft account: ${order.username}`,
    `Order: ${order.paypalOrderId}`,
    `Amount: ${toPaypalValue(LICENSE_PRICE.amountCents)} ${LICENSE_PRICE.currency} (one-time, permanent license)`,
    `Terms of Service: version ${order.tosVersion}, accepted ${order.tosAcceptedAt.toISOString()}. All sales are final.`,
    "",
    `Download: ${link}`,
    "This link works for 30 days; you can ask for a fresh one on the download page at any time.",
    "",
    `Questions? ${site.supportEmail}`,
  ].join("\n");
  const dedupeKey = `receipt:${order.id}`;
  const subject = `Your ${site.name} license for ${order.username}`;
  const created = await tx.emailOutbox.createMany({ data: [{ dedupeKey, to: order.email, subject, text }], skipDuplicates: true });
  if (created.count > 0) await enqueue(QUEUES.mail, { dedupeKey }, { tx });
  // The body holds a download link (a credential): only the envelope is logged.
  log.info("mail queued", { dedupeKey, subject });
}
