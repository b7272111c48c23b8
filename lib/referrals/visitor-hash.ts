import "server-only";

import { createHash } from "node:crypto";

import { utcDay } from "@/lib/referrals/utc-day";
import { dailySalt } from "@/lib/referrals/visitor-salt";

export type VisitContext = { ipAddress: string; userAgent: string; now: Date };

/**
 * Who a visitor is for one UTC day, and nothing more: SHA-256 over that day's
 * random salt, the client address and the user agent (neither is stored).
 * Once the salt is purged, nobody can recompute a day's hashes. Shared by the
 * referral clicks and the payment page's visitors, so both count alike.
 */
export async function visitorHash(ctx: VisitContext): Promise<{ day: Date; visitorHash: Uint8Array<ArrayBuffer> }> {
  const day = utcDay(ctx.now);
  const salt = await dailySalt(day);
  const hash = createHash("sha256").update(salt).update(ctx.ipAddress).update("\n").update(ctx.userAgent).digest();
  return { day, visitorHash: new Uint8Array(hash) };
}
