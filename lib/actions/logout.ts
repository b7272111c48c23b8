"use server";

import { signOut } from "@/lib/auth/auth";
import { logOut } from "@/lib/auth/log-out";
import { currentAdmin } from "@/lib/auth/require-admin";
import { requestIp } from "@/lib/http/request-ip";

/** Ends the admin session on the server and clears the cookie, then goes to the home page. */
export async function logoutAction(): Promise<void> {
  const admin = await currentAdmin();
  if (admin) await logOut(admin, { ipAddress: await requestIp() });
  await signOut({ redirectTo: "/" });
}
