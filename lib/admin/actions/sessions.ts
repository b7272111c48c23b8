"use server";

import type { ActionResult } from "@/lib/api/server-action";
import { adminAction } from "@/lib/auth/admin-action";
import { signOut } from "@/lib/auth/auth";
import { signOutEverywhere } from "@/lib/auth/sign-out-everywhere";
import { z } from "@/lib/validation/zod";

const revokeAll = adminAction({ schema: z.object({}) }, (_input, { admin, ipAddress }) => signOutEverywhere(admin, { ipAddress }));

/**
 * "Sign out everywhere": ends every session of the signed-in admin, then
 * clears this browser's cookie and goes to the sign-in page. The redirect is
 * outside adminAction, which would treat Next's redirect signal as a failure;
 * a refusal or failure is returned as usual, for the button's toast.
 */
export async function signOutEverywhereAction(input: Record<string, never> = {}): Promise<ActionResult<never>> {
  const result = await revokeAll(input);
  if (!result.ok) return result;
  return signOut({ redirectTo: "/admin/login" });
}
