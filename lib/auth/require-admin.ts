import "server-only";

import { cache } from "react";
import { redirect } from "next/navigation";

import { AppError } from "@/lib/api/errors";
import { findSessionAdmin, type SignedInAdmin } from "@/lib/auth/admin-sessions";
import { auth } from "@/lib/auth/auth";

export type AdminSession = { id: string; username: string };

const UUID = /^[0-9a-f-]{36}$/;

/**
 * The signed-in admin, or null. The session cookie alone is not enough: it
 * names an admin_sessions row, which must exist, belong to that admin, be
 * unrevoked and unexpired (one query; logout, a new password, "Sign out
 * everywhere" and deleting the account all end it there). Cached per request
 * (React's cache), so a layout and its page read the session and the account
 * once.
 */
export const currentAdmin = cache(async (): Promise<SignedInAdmin | null> => {
  let session;
  try {
    session = await auth();
  } catch {
    // No request in scope, or a cookie that does not decrypt: nobody is signed in.
    return null;
  }
  const id = session?.user?.id;
  const sessionId = session?.sessionId;
  if (!id || !sessionId || !UUID.test(id) || !UUID.test(sessionId)) return null;
  return findSessionAdmin(id, sessionId);
});

/** For route handlers and server actions: the admin, or AppError("unauthorized"). */
export async function getAdminOrThrow(): Promise<SignedInAdmin> {
  const admin = await currentAdmin();
  if (!admin) throw new AppError("unauthorized", "Sign in as an admin to do this.");
  return admin;
}

/** For admin pages and layouts: the admin, or a redirect to the sign-in page. */
export async function requireAdmin(): Promise<SignedInAdmin> {
  const admin = await currentAdmin();
  if (!admin) redirect("/admin/login");
  return admin;
}
