import "server-only";

import type { SignedInBuyer } from "@/lib/account/account-session";
import { recordAudit } from "@/lib/audit/record-audit";
import { endPortalSession, endPortalSessionsOf } from "@/lib/auth/portal-session";
import { prisma } from "@/lib/database/db";

/** Signs this browser out: its session ends on the server and its cookie is cleared. */
export async function signOutBuyer(buyer: SignedInBuyer, ctx: { ipAddress: string }): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await endPortalSession("BUYER", buyer.sessionId, tx);
    await recordAudit({ action: "account.sign_out", actor: "buyer", success: true, ipAddress: ctx.ipAddress, details: { sessionId: buyer.sessionId } }, tx);
  });
}

/** "Sign out everywhere": every session of the address ends, this browser's too (whose cookie is cleared). */
export async function signOutBuyerEverywhere(buyer: SignedInBuyer, ctx: { ipAddress: string }): Promise<number> {
  return prisma.$transaction(async (tx) => {
    const ended = await endPortalSessionsOf({ audience: "BUYER", email: buyer.email }, tx);
    await endPortalSession("BUYER", buyer.sessionId, tx);
    await recordAudit({ action: "account.sign_out_everywhere", actor: "buyer", success: true, ipAddress: ctx.ipAddress, details: { ended } }, tx);
    return ended;
  });
}
