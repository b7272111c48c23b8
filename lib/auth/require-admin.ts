import "server-only";

import { cache } from "react";

import { redirect } from "next/navigation";

import { AppError } from "@/lib/api/errors";
import { auth } from "@/lib/auth/auth";
import { prisma } from "@/lib/db";

export type AdminSession = { id: string; username: string };

/**
 * The signed-in admin, or null. The session cookie alone is not enough: the
 * account must still exist (an account removed from admin_users signs out
 * everywhere on its next request). Cached per request (React's cache), so a
 * layout and its page read the session and the account once.
 */
export const currentAdmin = cache(async (): Promise<AdminSession | null> => {
  let session;
  try {
    session = await auth();
  } catch {
    // No request in scope, or a cookie that does not decrypt: nobody is signed in.
    return null;
  }
  const id = session?.user?.id;
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const admin = await prisma.adminUser.findUnique({ where: { id }, select: { id: true, username: true } });
  return admin ?? null;
});

/** For route handlers and server actions: the admin, or AppError("unauthorized"). */
export async function getAdminOrThrow(): Promise<AdminSession> {
  const admin = await currentAdmin();
  if (!admin) throw new AppError("unauthorized", "Sign in as an admin to do this.");
  return admin;
}

/** For admin pages and layouts: the admin, or a redirect to the sign-in page. */
export async function requireAdmin(): Promise<AdminSession> {
  const admin = await currentAdmin();
  if (!admin) redirect("/admin/login");
  return admin;
}
