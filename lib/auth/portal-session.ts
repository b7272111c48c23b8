import "server-only";

import { cache } from "react";
import { cookies, headers } from "next/headers";

import { PORTAL_COOKIES as COOKIES, PORTAL_SESSION_DAYS, portalCookieOptions } from "@/lib/auth/portal-cookies";
import { hashSecretToken, newSecretToken } from "@/lib/auth/secret-token";
import { prisma } from "@/lib/database/db";
import type { PortalAudience, Prisma } from "@/lib/generated/prisma/client";

/**
 * The sessions of the audiences that sign in by e-mail (affiliates and buyers), apart from the admins' next-auth
 * cookie: a random token in an HttpOnly, SameSite=Lax cookie whose SHA-256 names a portal_sessions row. The row
 * must be unended and unexpired, so sign-out ends a session on the server and a copy of the cookie opens nothing
 * after. Each audience has its own cookie and reads only its own rows: an affiliate's cookie is no buyer's, and
 * neither opens an admin door (currentAdmin never reads them). The row lasts PORTAL_SESSION_DAYS from its last use;
 * proxy.ts moves the cookie's expiry on with each page of the portal, which a server component cannot.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session's use moves its expiry on at most once a minute: a page of many reads writes once. */
const TOUCH_AFTER_MS = 60_000;

export type PortalSubject = { audience: "AFFILIATE"; affiliateId: string } | { audience: "BUYER"; email: string };

export type PortalSessionRow = { id: string; affiliateId: string | null; email: string | null; createdAt: Date; lastSeenAt: Date };

/**
 * Whether the visitor came over https: X-Forwarded-Proto's nearest entry, which scripts/serve.ts lets through only
 * from trusted proxies (TRUSTED_PROXY_HOPS) and Next.js otherwise sets from its own connection (as next-auth reads it).
 */
async function isHttps(): Promise<boolean> {
  const proto = (await headers()).get("x-forwarded-proto")?.split(",").at(-1)?.trim();
  return proto === "https";
}

async function cookieName(audience: PortalAudience): Promise<string> {
  return (await isHttps()) ? COOKIES[audience].https : COOKIES[audience].http;
}

/** How long the record of a session is kept after it ended or expired (the privacy page says so). */
const KEEP_ENDED_DAYS = 30;

/**
 * Starts a session for the subject and sets its cookie; answers the session's id, nothing a caller could log. Records
 * of sessions that ended or expired KEEP_ENDED_DAYS ago are deleted on the way.
 */
export async function startPortalSession(tx: Pick<Prisma.TransactionClient, "portalSession">, subject: PortalSubject, now = new Date()): Promise<string> {
  const kept = new Date(now.getTime() - KEEP_ENDED_DAYS * DAY_MS);
  await tx.portalSession.deleteMany({ where: { OR: [{ endedAt: { lt: kept } }, { expiresAt: { lt: kept } }] } });
  const token = newSecretToken();
  const session = await tx.portalSession.create({
    data: {
      tokenHash: hashSecretToken(token),
      audience: subject.audience,
      affiliateId: subject.audience === "AFFILIATE" ? subject.affiliateId : null,
      email: subject.audience === "BUYER" ? subject.email : null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + PORTAL_SESSION_DAYS * DAY_MS),
    },
    select: { id: true },
  });
  const secure = await isHttps();
  (await cookies()).set({ name: secure ? COOKIES[subject.audience].https : COOKIES[subject.audience].http, value: token, ...portalCookieOptions(secure, now) });
  return session.id;
}

/**
 * The audience's session of this request, or null: one query, cached per request, and one more write at most a
 * minute, which keeps a session in use alive for PORTAL_SESSION_DAYS from its last use.
 */
export const readPortalSession = cache(async (audience: PortalAudience): Promise<PortalSessionRow | null> => {
  let token: string | undefined;
  try {
    token = (await cookies()).get(await cookieName(audience))?.value;
  } catch {
    // Outside a request: nobody is signed in.
    return null;
  }
  if (!token || token.length > 100) return null;
  const now = new Date();
  const session = await prisma.portalSession.findFirst({
    where: { tokenHash: hashSecretToken(token), audience, endedAt: null, expiresAt: { gt: now } },
    select: { id: true, affiliateId: true, email: true, createdAt: true, lastSeenAt: true },
  });
  if (session && now.getTime() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await prisma.portalSession.updateMany({
      where: { id: session.id, endedAt: null },
      data: { lastSeenAt: now, expiresAt: new Date(now.getTime() + PORTAL_SESSION_DAYS * DAY_MS) },
    });
  }
  return session;
});

/** Sign-out of this browser: ends the session on the server and clears its cookie. Ending it twice changes nothing. */
export async function endPortalSession(
  audience: PortalAudience,
  sessionId: string,
  db: Pick<Prisma.TransactionClient, "portalSession"> = prisma,
): Promise<void> {
  await db.portalSession.updateMany({ where: { id: sessionId, audience, endedAt: null }, data: { endedAt: new Date() } });
  (await cookies()).delete(await cookieName(audience));
}

/** Sign-out everywhere (or an erasure, or an e-mail change): ends every live session of the subject; answers how many. */
export async function endPortalSessionsOf(
  subject: PortalSubject,
  db: Pick<Prisma.TransactionClient, "portalSession"> = prisma,
  now = new Date(),
): Promise<number> {
  const where =
    subject.audience === "AFFILIATE" ? { audience: subject.audience, affiliateId: subject.affiliateId } : { audience: subject.audience, email: subject.email };
  const { count } = await db.portalSession.updateMany({ where: { ...where, endedAt: null }, data: { endedAt: now } });
  return count;
}
