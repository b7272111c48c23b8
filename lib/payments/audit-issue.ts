import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import type { LicenseSource, Prisma } from "@/lib/generated/prisma/client";

type Issued = {
  order: { paypalOrderId: string; ipAddress: string | null };
  captureId: string;
  /** PURCHASE: the buyer's own capture call; any other: a webhook or the reconciliation, on the buyer's behalf. */
  source: LicenseSource;
  license: { uuid: string } | null;
  gift: { giftId: string } | null;
  /** A pack's seat; absent for a single order. */
  seat?: number;
};

/** The audit row of what a paid order issued: a license (license.issue) or a gift code (gift.issue), one per pack seat. */
export async function auditIssue(tx: Prisma.TransactionClient, { order, captureId, source, license, gift, seat }: Issued): Promise<void> {
  await recordAudit(
    {
      action: gift ? "gift.issue" : "license.issue",
      actor: source === "PURCHASE" ? "buyer" : "system",
      uuid: license?.uuid,
      success: true,
      ipAddress: order.ipAddress,
      details: { paypalOrderId: order.paypalOrderId, captureId, source, ...(seat !== undefined && { seat }), ...(gift && { giftId: gift.giftId }) },
    },
    tx,
  );
}
