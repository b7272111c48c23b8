"use server";

import { CROSS_SITE_REFUSED } from "@/lib/api/same-origin";
import { adminAction } from "@/lib/auth/admin-action";
import { signOut } from "@/lib/auth/auth";
import { logOut } from "@/lib/auth/log-out";
import { requestIp } from "@/lib/http/request-ip";
import { z } from "@/lib/validation/zod";

const endSession = adminAction(z.object({}), async (_input, { admin }) => logOut(admin, { ipAddress: await requestIp() }));

/**
 * Ends the admin session on the server and clears the cookie, then goes to the home page. Without a session there
 * is only the cookie to clear; a request from another site signs nobody out. The redirect is outside adminAction,
 * which would treat Next's redirect signal as a failure.
 */
export async function logoutAction(): Promise<void> {
  const ended = await endSession({});
  if (!ended.ok && ended.error === CROSS_SITE_REFUSED) return;
  await signOut({ redirectTo: "/" });
}
