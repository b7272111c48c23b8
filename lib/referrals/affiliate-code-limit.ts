import "server-only";

import { AppError } from "@/lib/api/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

/** An affiliate holds at most this many referral codes. */
export const MAX_CODES_PER_AFFILIATE = 5;

/** Refuses to link one more code to an affiliate's application that holds MAX_CODES_PER_AFFILIATE already. */
export async function assertRoomForCode(tx: Pick<Prisma.TransactionClient, "referralCode">, applicationId: string): Promise<void> {
  const held = await tx.referralCode.count({ where: { applicationId } });
  if (held >= MAX_CODES_PER_AFFILIATE) {
    throw new AppError("conflict", `An affiliate has at most ${MAX_CODES_PER_AFFILIATE} referral codes; this one has ${held}.`);
  }
}
