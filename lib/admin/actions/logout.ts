"use server";

import { adminAction } from "@/lib/auth/admin-action";
import { signOut } from "@/lib/auth/auth";
import { logOut } from "@/lib/auth/log-out";
import { z } from "@/lib/validation/zod";

const endSession = adminAction({ schema: z.object({}) }, (_input, { admin, ipAddress }) => logOut(admin, { ipAddress }));

/**
 * Ends the admin session on the server and clears the cookie, then goes to the home page. Without a session there
 * is only the cookie to clear; a request from another site signs nobody out. The redirect is outside adminAction,
 * which would treat Next's redirect signal as a failure.
 */
export async function logoutAction(): Promise<void> {
  const ended = await endSession({});
  if (!ended.ok && ended.code === "forbidden") return;
  await signOut({ redirectTo: "/" });
}
