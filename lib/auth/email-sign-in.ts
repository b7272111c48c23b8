import "server-only";

import { createHmac, hkdfSync, randomInt, randomUUID, timingSafeEqual } from "node:crypto";

import { authSecret } from "@/lib/auth/auth-secret";
import { hashSecretToken, newSecretToken } from "@/lib/auth/secret-token";
import { prisma } from "@/lib/database/db";
import type { EmailSignIn, Prisma } from "@/lib/generated/prisma/client";

/**
 * The one e-mailed sign-in of the shop, for every audience that signs in with its address (affiliates, buyers): a
 * one-time link and, where asked for, a 6-digit code, in the same mail. Either works once, until the sign-in expires.
 * The database keeps the link's SHA-256 and the code's HMAC under a key derived from AUTH_SECRET (kept outside the
 * database): a million codes are hashed in a second, so a leaked table must not let anyone try them offline. This
 * layer knows no mail and no words: the audience's domain composes the mail and names the refusals.
 */

/** Codes tried per sign-in: the fifth wrong one spends it, so the sixth try fails even with the right code. */
export const MAX_CODE_TRIES = 5;

export type EmailSignInSubject =
  | { audience: "AFFILIATE"; affiliateId: string; email: string }
  | { audience: "BUYER"; email: string }
  | { audience: "BUYER"; purpose: "EMAIL_CHANGE"; email: string; fromEmail: string };

type Db = Pick<Prisma.TransactionClient, "emailSignIn">;

function codeKey(): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret(), "", "email_sign_ins.code v1", 32));
}

/** The code's keyed hash, bound to its sign-in's id (the same code of two sign-ins hashes apart). */
function hashCode(id: string, code: string): string {
  return createHmac("sha256", codeKey()).update(`${id}:${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

function purposeOf(subject: EmailSignInSubject) {
  return "purpose" in subject ? subject.purpose : "SIGN_IN";
}

/**
 * Issues a sign-in for the subject and answers what the mail carries: the link's token and the code (null unless
 * `withCode`). It ends the subject's earlier unused sign-ins of the same purpose, so one link and one code are live
 * at a time, and deletes expired ones on the way. Call it in the transaction that queues the mail.
 */
export async function issueEmailSignIn(
  tx: Db,
  subject: EmailSignInSubject,
  options: { lifetimeMs: number; withCode: boolean },
  now = new Date(),
): Promise<{ token: string; code: string | null }> {
  const purpose = purposeOf(subject);
  await tx.emailSignIn.deleteMany({ where: { expiresAt: { lt: now } } });
  await tx.emailSignIn.updateMany({ where: { audience: subject.audience, purpose, email: subject.email, usedAt: null }, data: { usedAt: now } });
  const id = randomUUID();
  const token = newSecretToken();
  const code = options.withCode ? String(randomInt(0, 1_000_000)).padStart(6, "0") : null;
  await tx.emailSignIn.create({
    data: {
      id,
      audience: subject.audience,
      purpose,
      email: subject.email,
      affiliateId: subject.audience === "AFFILIATE" ? subject.affiliateId : null,
      fromEmail: "fromEmail" in subject ? subject.fromEmail : null,
      linkHash: hashSecretToken(token),
      codeHash: code === null ? null : hashCode(id, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + options.lifetimeMs),
    },
    select: { id: true },
  });
  return { token, code };
}

type Usable = { audience: EmailSignIn["audience"]; purpose?: EmailSignIn["purpose"] };

/** Whether a link's token still works: a read, so a mail scanner that opens the link spends nothing. */
export async function emailSignInLinkUsable(token: string, { audience, purpose = "SIGN_IN" }: Usable, now = new Date()): Promise<boolean> {
  const found = await prisma.emailSignIn.findFirst({
    where: { linkHash: hashSecretToken(token), audience, purpose, usedAt: null, expiresAt: { gt: now }, codeTries: { lt: MAX_CODE_TRIES } },
    select: { id: true },
  });
  return found !== null;
}

/**
 * Uses a link's token up: one conditional update, so two presses or two browsers racing get one sign-in between
 * them. Answers the sign-in, or null when the token is unknown, used, expired or its code was guessed at too often.
 */
export async function consumeEmailSignInLink(tx: Db, token: string, { audience, purpose = "SIGN_IN" }: Usable, now = new Date()): Promise<EmailSignIn | null> {
  const used = await tx.emailSignIn.updateManyAndReturn({
    where: { linkHash: hashSecretToken(token), audience, purpose, usedAt: null, expiresAt: { gt: now }, codeTries: { lt: MAX_CODE_TRIES } },
    data: { usedAt: now },
  });
  return used[0] ?? null;
}

/**
 * Uses the code mailed to `email` up. The try is counted before the code is compared, in one conditional update, so
 * guesses sent at once count as guesses one after another: MAX_CODE_TRIES of them at most, right or wrong. Answers
 * the sign-in, or null for a wrong code, or when there is no live sign-in for the address. It writes outside any
 * transaction of the caller's, so a refusal the caller then throws cannot roll the counted try back.
 */
export async function consumeEmailSignInCode(
  email: string,
  code: string,
  { audience, purpose = "SIGN_IN" }: Usable,
  now = new Date(),
): Promise<EmailSignIn | null> {
  const live = { audience, purpose, email, usedAt: null, expiresAt: { gt: now }, codeHash: { not: null } } satisfies Prisma.EmailSignInWhereInput;
  const newest = await prisma.emailSignIn.findFirst({ where: live, orderBy: { createdAt: "desc" }, select: { id: true } });
  if (!newest) return null;
  const tried = await prisma.emailSignIn.updateManyAndReturn({
    where: { ...live, id: newest.id, codeTries: { lt: MAX_CODE_TRIES } },
    data: { codeTries: { increment: 1 } },
  });
  const signIn = tried[0];
  if (!signIn?.codeHash || !sameHash(signIn.codeHash, hashCode(signIn.id, code))) return null;
  const used = await prisma.emailSignIn.updateManyAndReturn({ where: { id: signIn.id, usedAt: null }, data: { usedAt: now } });
  return used[0] ?? null;
}
