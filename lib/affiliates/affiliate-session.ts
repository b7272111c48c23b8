import "server-only";

import { cache } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";

import { hashSecretToken, newSecretToken } from "@/lib/affiliates/secret-token";
import { AppError } from "@/lib/api/errors";
import { AFFILIATE_PATHS, AFFILIATE_SIGN_IN_REQUIRED } from "@/lib/content/affiliate-portal";
import { prisma } from "@/lib/database/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * The affiliate portal's own session, apart from the admins' next-auth
 * cookie: a random token in an HttpOnly cookie whose SHA-256 names an
 * affiliate_sessions row. The row must be unended and unexpired, so
 * sign-out ends the session on the server, and a copy of the cookie opens
 * nothing after. Only affiliate pages and actions read it; the admin checks
 * (proxy.ts, currentAdmin) never do, so it opens no admin door.
 */

/** How long an affiliate stays signed in. */
const AFFILIATE_SESSION_DAYS = 30;

/** Distinct from next-auth's `authjs.*` names; `__Host-` on https (Secure, whole site, no Domain). */
const COOKIE = { http: "shop_affiliate_session", https: "__Host-shop_affiliate_session" } as const;

export type SignedInAffiliate = {
  id: string;
  sessionId: string;
  name: string;
  email: string;
  status: "ACTIVE" | "SUSPENDED";
  suspendedReason: string | null;
  payoutEmail: string | null;
  minecraftUuid: string | null;
  applicationId: string;
};

/**
 * Whether the visitor came over https: X-Forwarded-Proto's nearest entry, which scripts/serve.ts lets through only
 * from trusted proxies (TRUSTED_PROXY_HOPS) and Next.js otherwise sets from its own connection (as next-auth reads it).
 */
async function isHttps(): Promise<boolean> {
  const proto = (await headers()).get("x-forwarded-proto")?.split(",").at(-1)?.trim();
  return proto === "https";
}

/** The cookie's name for this request's protocol. */
async function affiliateCookieName(): Promise<string> {
  return (await isHttps()) ? COOKIE.https : COOKIE.http;
}

/** Starts a session for the affiliate and sets its cookie; answers nothing a caller could log. */
export async function startAffiliateSession(tx: Pick<Prisma.TransactionClient, "affiliateSession">, affiliateId: string, now = new Date()) {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + AFFILIATE_SESSION_DAYS * 24 * 60 * 60 * 1000);
  await tx.affiliateSession.create({ data: { tokenHash: hashSecretToken(token), affiliateId, createdAt: now, expiresAt }, select: { id: true } });
  const secure = await isHttps();
  (await cookies()).set({ name: secure ? COOKIE.https : COOKIE.http, value: token, httpOnly: true, sameSite: "lax", secure, path: "/", expires: expiresAt });
}

/** The signed-in affiliate, or null: one query, cached per request. */
export const currentAffiliate = cache(async (): Promise<SignedInAffiliate | null> => {
  let token: string | undefined;
  try {
    token = (await cookies()).get(await affiliateCookieName())?.value;
  } catch {
    // Outside a request: nobody is signed in.
    return null;
  }
  if (!token || token.length > 100) return null;
  const session = await prisma.affiliateSession.findFirst({
    where: { tokenHash: hashSecretToken(token), endedAt: null, expiresAt: { gt: new Date() } },
    select: {
      id: true,
      affiliate: {
        select: { id: true, name: true, email: true, status: true, suspendedReason: true, payoutEmail: true, minecraftUuid: true, applicationId: true },
      },
    },
  });
  return session && { ...session.affiliate, sessionId: session.id };
});

/** For portal actions: the affiliate, or AppError("unauthorized"). */
export async function getAffiliateOrThrow(): Promise<SignedInAffiliate> {
  const affiliate = await currentAffiliate();
  if (!affiliate) throw new AppError("unauthorized", AFFILIATE_SIGN_IN_REQUIRED);
  return affiliate;
}

/** For portal pages: the affiliate, or a redirect to the sign-in page. */
export async function requireAffiliate(): Promise<SignedInAffiliate> {
  const affiliate = await currentAffiliate();
  if (!affiliate) redirect(AFFILIATE_PATHS.login);
  return affiliate;
}

/** Sign-out: ends the session on the server and clears the cookie. Ending it twice changes nothing. */
export async function endAffiliateSession(sessionId: string, db: Pick<Prisma.TransactionClient, "affiliateSession"> = prisma): Promise<void> {
  await db.affiliateSession.updateMany({ where: { id: sessionId, endedAt: null }, data: { endedAt: new Date() } });
  (await cookies()).delete(await affiliateCookieName());
}
