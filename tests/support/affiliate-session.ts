import { randomBytes } from "node:crypto";

import { hashSecretToken, newSecretToken } from "@/lib/auth/secret-token";
import { prisma } from "@/lib/database/db";

import { setCookie } from "./admin-session";

/** The affiliate session cookie's name on http (the tests' requests), as lib/auth/portal-session.ts sets it. */
export const AFFILIATE_COOKIE = "shop_affiliate_session";

/** An approved application with its affiliate account. */
export async function createAffiliate(data: { name?: string; status?: "ACTIVE" | "SUSPENDED"; suspendedReason?: string } = {}) {
  const email = `aff-${randomBytes(4).toString("hex")}@example.com`;
  const name = data.name ?? "Ada Affiliate";
  const application = await prisma.affiliateApplication.create({ data: { name, email, status: "APPROVED" } });
  return prisma.affiliate.create({ data: { applicationId: application.id, name, email, status: data.status, suspendedReason: data.suspendedReason } });
}

/** Signs the test's browser in as the affiliate: a live session row and its cookie, as a sign-in link would leave them. */
export async function signInAsAffiliate(affiliate: { id: string }): Promise<string> {
  const token = newSecretToken();
  await prisma.portalSession.create({
    data: { tokenHash: hashSecretToken(token), audience: "AFFILIATE", affiliateId: affiliate.id, expiresAt: new Date(Date.now() + 60 * 60 * 1000) },
  });
  setCookie(AFFILIATE_COOKIE, token);
  return token;
}
