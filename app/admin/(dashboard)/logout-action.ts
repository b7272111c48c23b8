"use server";

import { headers } from "next/headers";

import { clientIp } from "@/lib/api/client-ip";
import { recordAudit } from "@/lib/audit/record-audit";
import { signOut } from "@/lib/auth/auth";
import { currentAdmin } from "@/lib/auth/require-admin";

/** Ends the admin session (the cookie is cleared) and goes to the home page. */
export async function logoutAction(): Promise<void> {
  const admin = await currentAdmin();
  if (admin) await recordAudit({ action: "admin.logout", actor: admin.username, success: true, ipAddress: clientIp(await headers()) });
  await signOut({ redirectTo: "/" });
}
